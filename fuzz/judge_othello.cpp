// Fuzzes the Othello command referee (`gridgames judge othello`). Besides the common referee
// checks, every output line must be one of the spec's shapes:
//   "(r,c) (r,c) ..."   legal moves, 1..8, strictly increasing in row-major order, or
//   "No legal move.",
//   "Black - %2d White - %2d"   disc counts after a move: at most 64 in all, and the mover
//                               has at least 2 (the new disc and one flipped),
//   8 lines of 8 characters "-BW"   the board printed by Q, then a blank line before the next
//                                   game's output, never after the last.
// When the referee accepts the whole input, its output must equal that of a plain 8 x 8
// reference written here from the spec (including the pass rule of M).
#include <cstddef>
#include <cstdint>
#include <string>
#include <array>
#include <cstdio>
#include <optional>
#include <string_view>

#include "othello/referee.h"
#include "support/accepted_text.h"
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

// The spec's rules on a plain array, as slowly and plainly as possible.
struct ReferenceGame {
  std::array<std::string, 8> rows;
  char player = 'B';

  static char other(char colour) { return colour == 'B' ? 'W' : 'B'; }

  // Squares flipped if `colour` plays at (r, c), 0-based; empty when the move is illegal.
  std::vector<std::pair<int, int>> flips(int r, int c, char colour) const {
    std::vector<std::pair<int, int>> all;
    if (rows[r][c] != '-') return all;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        if (!dr && !dc) continue;
        std::vector<std::pair<int, int>> line;
        int y = r + dr, x = c + dc;
        while (y >= 0 && y < 8 && x >= 0 && x < 8 && rows[y][x] == other(colour)) {
          line.emplace_back(y, x);
          y += dr;
          x += dc;
        }
        if (!line.empty() && y >= 0 && y < 8 && x >= 0 && x < 8 && rows[y][x] == colour)
          all.insert(all.end(), line.begin(), line.end());
      }
    return all;
  }
  std::string legal_list(char colour) const {
    std::string out;
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 8; ++c)
        if (!flips(r, c, colour).empty())
          out += (out.empty() ? "(" : " (") + std::to_string(r + 1) + "," + std::to_string(c + 1) + ")";
    return out;
  }
};

std::optional<std::string> reference_othello(std::string_view text) {
  gg::fuzz::AcceptedText input(text);
  auto count = input.next();
  if (count.size() != 1) return std::nullopt;
  std::int64_t games = gg::fuzz::AcceptedText::number(count[0]);
  std::string out;
  for (std::int64_t g = 0; g < games; ++g) {
    if (g > 0) out += "\n";
    ReferenceGame game;
    for (auto& row : game.rows) {
      auto fields = input.next();
      if (fields.size() != 1 || fields[0].size() != 8) return std::nullopt;
      row = fields[0];
    }
    auto side = input.next();
    if (side.size() != 1 || (side[0] != "B" && side[0] != "W")) return std::nullopt;
    game.player = side[0][0];
    for (;;) {
      auto command = input.next();
      if (command.size() != 1) return std::nullopt;
      const std::string& word = command[0];
      if (word == "Q") {
        for (const auto& row : game.rows) out += row + "\n";
        break;
      } else if (word == "L") {
        std::string list = game.legal_list(game.player);
        out += (list.empty() ? "No legal move." : list) + "\n";
      } else if (word.size() == 3 && word[0] == 'M') {
        if (game.legal_list(game.player).empty()) game.player = ReferenceGame::other(game.player);
        int r = word[1] - '1', c = word[2] - '1';
        if (r < 0 || r > 7 || c < 0 || c > 7) return std::nullopt;
        auto flipped = game.flips(r, c, game.player);
        if (flipped.empty()) return std::nullopt;  // the referee should have refused it
        game.rows[r][c] = game.player;
        for (auto [y, x] : flipped) game.rows[y][x] = game.player;
        int black = 0, white = 0;
        for (const auto& row : game.rows)
          for (char square : row) black += square == 'B', white += square == 'W';
        char line[64];
        std::snprintf(line, sizeof line, "Black - %2d White - %2d\n", black, white);
        out += line;
        game.player = ReferenceGame::other(game.player);
      } else {
        return std::nullopt;  // a form the reference does not know: no comparison
      }
    }
  }
  return out;
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
  if (run.outcome == gg::fuzz::JudgeRun::kOk) {
    auto expected = reference_othello(text);
    if (expected) check(run.out == *expected, "the reference says:\n" + *expected + "the referee:\n" + run.out);
  }
  return 0;
}
