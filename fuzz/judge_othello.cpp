// Fuzzes the Othello command referee (`gridgames judge othello`). Besides the common referee
// checks, every output line must be one of the spec's shapes:
//   "(r,c) (r,c) ..."   legal moves, 1..8, strictly increasing in row-major order, or
//   "No legal move.",
//   "Black - %2d White - %2d"   disc counts after a move: at most 64 in all, and the mover
//                               has at least 2 (the new disc and one flipped),
//   8 lines of 8 characters "-BW"   the board printed by Q, then a blank line before the next
//                                   game's output, never after the last.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "othello/referee.h"
#include "support/judge_run.h"

namespace {

using gg::fuzz::check;

bool is_board_row(std::string_view line) {
  if (line.size() != 8) return false;
  for (char c : line)
    if (c != '-' && c != 'B' && c != 'W') return false;
  return true;
}

void check_move_list(std::string_view line) {
  int previous = -1;
  for (std::size_t i = 0;; i += 6) {
    std::string_view move = line.substr(i, 5);
    check(move.size() == 5 && move[0] == '(' && move[2] == ',' && move[4] == ')' &&
              move[1] >= '1' && move[1] <= '8' && move[3] >= '1' && move[3] <= '8',
          "bad move list: " + std::string(line));
    int square = (move[1] - '1') * 8 + (move[3] - '1');
    check(square > previous, "moves not in row-major order: " + std::string(line));
    previous = square;
    if (i + 5 == line.size()) return;
    check(line[i + 5] == ' ', "bad move list separator: " + std::string(line));
  }
}

// "Black - %2d White - %2d": a number below 10 is padded to two characters with a space.
int count_field(std::string_view field, std::string_view line) {
  check(field.size() == 2 && (field[0] == ' ' || (field[0] >= '1' && field[0] <= '6')) &&
            field[1] >= '0' && field[1] <= '9',
        "bad disc count: " + std::string(line));
  return (field[0] == ' ' ? 0 : field[0] - '0') * 10 + (field[1] - '0');
}

void check_counts(std::string_view line) {
  check(line.size() == 21 && line.substr(0, 8) == "Black - " && line.substr(10, 9) == " White - ",
        "bad count line: " + std::string(line));
  int black = count_field(line.substr(8, 2), line), white = count_field(line.substr(19, 2), line);
  check(black + white <= 64 && (black >= 2 || white >= 2), "impossible counts: " + std::string(line));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto run = gg::fuzz::run_judge(text, [](gg::LineReader& in, std::ostream& out) {
    gg::othello::judge(in, out);
  });
  int board_rows = 0;          // consecutive board rows so far
  bool after_board = false;    // the last line ended a printed board
  bool after_blank = false;
  gg::fuzz::for_each_line(run.out, [&](std::string_view line) {
    check(board_rows == 0 || is_board_row(line), "board cut short before: " + std::string(line));
    if (line.empty()) {
      check(after_board, "blank line not right after a game's board");
      after_board = false;
      after_blank = true;
      return;
    }
    check(!after_board, "a game's output continues after Q: " + std::string(line));
    after_blank = false;
    if (is_board_row(line)) {
      if (++board_rows == 8) {
        board_rows = 0;
        after_board = true;
      }
    } else if (line == "No legal move.") {
    } else if (line.starts_with("(")) {
      check_move_list(line);
    } else {
      check_counts(line);
    }
  });
  check(board_rows == 0, "board cut short at the end of the output");
  // A separator printed before a game that then fails is fine; after a clean run, none trails.
  if (run.outcome == gg::fuzz::JudgeRun::kOk) check(!after_blank, "blank line after the last game");
  return 0;
}
