#include "othello/position_input.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace gg::othello {

std::vector<ObfEntry> read_obf(LineReader& in) {
  std::vector<ObfEntry> entries;
  std::string_view line;
  while (in.next_nonblank(line)) {
    line = trim_blanks(line);
    if (line.empty() || line[0] == '%' || line[0] == '#') continue;
    ObfEntry entry;
    std::string error;
    if (!parse_board_text(line, entry.board, &error)) in.fail("not an OBF position: " + error);
    auto semicolon = line.find(';');
    if (semicolon != std::string_view::npos) entry.comment = std::string(trim_blanks(line.substr(semicolon + 1)));
    entry.line = in.line_number();
    entries.push_back(std::move(entry));
  }
  return entries;
}

Board read_position_argument(const std::string& text) {
  Board board;
  std::string error;
  if (text.size() >= 64 && parse_board_text(text, board, &error)) return board;
  const bool standard_input = text == "-";
  int fd = standard_input ? STDIN_FILENO : ::open(text.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    if (text.size() >= 64) throw InputError(0, "not an OBF position: " + error);
    throw InputError(0, "'" + text + "' is neither an OBF position nor a readable file: " +
                            std::strerror(errno));
  }
  LineReader in(fd);
  std::vector<ObfEntry> entries;
  try {
    entries = read_obf(in);
  } catch (...) {
    if (!standard_input) ::close(fd);
    throw;
  }
  if (!standard_input) ::close(fd);
  if (entries.empty())
    throw InputError(0, (standard_input ? std::string("standard input") : "'" + text + "'") + " holds no position");
  return entries.front().board;
}

}  // namespace gg::othello
