// Positions for the Gomoku tests: a board from its text rows, and its empty points.
#pragma once

#include <random>
#include <string>
#include <vector>

#include "core/line_reader.h"
#include "gomoku/board.h"
#include "gomoku/forbidden.h"
#include "gomoku/position.h"
#include "gomoku/rules.h"

namespace gg::gomoku {

// A double three for black at H8, black to move: a VCT, no VCF (the CLI tests' position too).
inline const char* const kDoubleThree =
    "...............\n...............\n...............\n...............\n...............\n"
    ".......X.......\n.......X.......\n.....XX........\n...............\n...............\n"
    "...............\n...............\n..O...........O\n...............\nO.............O\n";

inline Board board_of(const std::string& rows) {
  auto reader = LineReader::from_string(rows);
  return read_position(reader);
}

// Every empty point (a brute force gives the defender all of them).
inline std::vector<Point> empties(const Board& board) {
  std::vector<Point> points;
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x)
      if (board.at(x, y) == kEmpty) points.push_back(make_point(x, y));
  return points;
}

// A random point, its row drawn before its column. Drawn in separate statements because the order
// in which a call's arguments are evaluated is unspecified (g++ and clang differ): with
// make_point(coordinate(rng), coordinate(rng)) the two compilers would test different positions.
template <class Rng>
Point random_point(Rng& rng, std::uniform_int_distribution<int>& coordinate) {
  int row = coordinate(rng);
  int column = coordinate(rng);
  return make_point(column, row);
}

// A random position of `stones` stones, alternately black and white, in the middle 9 x 9 of a
// 15 x 15 board, with no five in freestyle or standard.
template <class Rng>
Board random_middle_board(Rng& rng, int stones) {
  Board board(15);
  std::uniform_int_distribution<int> coordinate(3, 11);
  for (int placed = 0; placed < stones;) {
    Point p = random_point(rng, coordinate);
    if (board.at(p) != kEmpty) continue;
    Stone colour = placed % 2 ? kWhite : kBlack;
    if (makes_five(board, p, colour, Rule::kFreestyle) || makes_five(board, p, colour, Rule::kStandard)) continue;
    board.place(p, colour);
    ++placed;
  }
  return board;
}

// The empty points where colour makes a five, by trying each.
inline std::vector<Point> five_points(const Board& board, Stone colour, Rule rule) {
  std::vector<Point> points;
  for (Point p : empties(board))
    if (makes_five(board, p, colour, rule)) points.push_back(p);
  return points;
}

// Renju: whether p is forbidden to colour (black only; a five is never forbidden).
inline bool forbidden_for(Board& board, Point p, Stone colour, Rule rule) {
  return rule == Rule::kRenju && colour == kBlack && !makes_five(board, p, kBlack, rule) &&
         forbidden_kind(board, p) != Forbidden::kNone;
}

// Brute-force VCF: whether `attacker` (to move) wins within `fours` fours. A five now wins; the
// defender's single five point must be taken, two lose; then a move that leaves two five points,
// or one whose only block is forbidden to black, or one whose block leads to a win with a four
// fewer. Renju: the attacker's forbidden points are not tried.
inline bool brute_force_vcf(Board& board, Stone attacker, Rule rule, int fours) {
  Stone defender = opponent(attacker);
  if (!five_points(board, attacker, rule).empty()) return true;
  if (fours <= 0) return false;
  std::vector<Point> must = five_points(board, defender, rule);
  if (must.size() >= 2) return false;
  for (Point p : must.empty() ? empties(board) : must) {
    if (forbidden_for(board, p, attacker, rule)) continue;
    board.place(p, attacker);
    std::vector<Point> fives = five_points(board, attacker, rule);
    bool win = fives.size() >= 2;
    if (fives.size() == 1) {
      if (forbidden_for(board, fives[0], defender, rule)) {
        win = true;
      } else {
        board.place(fives[0], defender);
        win = brute_force_vcf(board, attacker, rule, fours - 1);
        board.remove(fives[0]);
      }
    }
    board.remove(p);
    if (win) return true;
  }
  return false;
}

}  // namespace gg::gomoku
