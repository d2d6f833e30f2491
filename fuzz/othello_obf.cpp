// Fuzzes the OBF position reader (othello/position_input.h, othello/board.h).
// Invariants: every position read has the line it came from (1..lines) and survives the round
// trip board_text -> parse_board_text unchanged; errors are InputErrors naming a line.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/errors.h"
#include "core/line_reader.h"
#include "othello/board.h"
#include "othello/position_input.h"
#include "support/check.h"

using gg::fuzz::check;
using namespace gg::othello;

namespace {

void check_board_round_trip(const Board& board) {
  std::string text = board_text(board);
  Board again;
  std::string error;
  check(parse_board_text(text, again, &error), "board_text refused by its reader: " + error);
  check(again == board, "board changed through board_text: " + text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::size_t lines = gg::fuzz::count_lines(text);

  Board board;
  if (parse_board_text(text, board)) check_board_round_trip(board);

  gg::LineReader reader = gg::LineReader::from_string(text);
  try {
    auto entries = read_obf(reader);
    std::size_t previous = 0;
    for (const auto& entry : entries) {
      check(entry.line > previous && entry.line <= lines, "entry line " + std::to_string(entry.line));
      previous = entry.line;
      check(entry.comment.find('\n') == std::string::npos, "comment spans lines");
      check_board_round_trip(entry.board);
    }
  } catch (const gg::InputError& error) {
    check(error.line() >= 1 && error.line() <= lines + 1,
          "read_obf error at line " + std::to_string(error.line()));
  }
  return 0;
}
