// Fuzzes one Gomocup / Piskvork brain session (frontends/gomocup.h): the input is what a manager
// would send. Thinking is bounded by time only, so the target removes the input's time settings
// and makes every move request "as fast as possible" (INFO timeout_turn 0); the protocol
// handling is what is fuzzed, not the search.
// Invariants: the session never throws or crashes and returns 0; every reply line is one the
// protocol allows (OK, ERROR, UNKNOWN, MESSAGE, DEBUG, SUGGEST, the ABOUT line, FORBID, SWAP, or
// one to three moves "x,y" inside the largest board, 22 x 22, separated by spaces).
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

#include "frontends/gomocup.h"
#include "support/check.h"

using gg::fuzz::check;

namespace {

std::string upper(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

bool is_move(std::string_view line) {
  std::size_t comma = line.find(',');
  if (comma == std::string_view::npos) return false;
  std::string_view x = line.substr(0, comma), y = line.substr(comma + 1);
  return gg::fuzz::is_digits(x) && gg::fuzz::is_digits(y) && x.size() <= 2 && y.size() <= 2 &&
         std::stoi(std::string(x)) < 22 && std::stoi(std::string(y)) < 22;
}

// One to three moves separated by single spaces (SWAP2BOARD's answers: the opening's three
// stones, or the next move).
bool is_move_list(std::string_view line) {
  for (int moves = 1; moves <= 3; ++moves) {
    std::size_t space = line.find(' ');
    if (!is_move(line.substr(0, space))) return false;
    if (space == std::string_view::npos) return true;
    line.remove_prefix(space + 1);
  }
  return false;
}

bool allowed_reply(std::string_view line) {
  if (line == "OK" || line == "SWAP" || is_move_list(line)) return true;
  for (std::string_view word : {"ERROR", "UNKNOWN", "MESSAGE", "DEBUG", "SUGGEST ", "name=", "FORBID"})
    if (line.starts_with(word)) return true;
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 1500) return -1;  // a few dozen commands are plenty; keeps move requests few
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::string session = "INFO timeout_turn 0\n";
  gg::fuzz::for_each_line(text, [&](std::string_view line) {
    std::string command = upper(line);
    if (command.find("INFO") != std::string::npos &&
        (command.find("TIME") != std::string::npos || command.find("MATCH") != std::string::npos))
      return;  // time settings are the target's
    session += line;
    session += '\n';
  });

  std::istringstream in(session);
  std::ostringstream out;
  int status = 0;
  try {
    status = gg::gomoku::run_gomocup(in, out, std::size_t(1) << 20);  // small tables: fast runs
  } catch (const std::exception& error) {
    gg::fuzz::fail(std::string("the brain threw: ") + error.what());
  }
  check(status == 0, "the brain returned " + std::to_string(status));
  std::string replies = out.str();
  check(replies.empty() || replies.back() == '\n', "reply without a newline");
  gg::fuzz::for_each_line(replies, [&](std::string_view reply) {
    check(allowed_reply(reply), "reply the protocol does not have: " + std::string(reply));
  });
  return 0;
}
