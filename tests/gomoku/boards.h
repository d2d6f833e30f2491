// Positions for the Gomoku tests: a board from its text rows, and its empty points.
#pragma once

#include <random>
#include <string>
#include <vector>

#include "core/line_reader.h"
#include "gomoku/board.h"
#include "gomoku/position.h"

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

}  // namespace gg::gomoku
