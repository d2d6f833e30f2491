// Renju forbidden points for black, following the international renju rules:
//   - a five (exactly five in a row) always wins, even when the move also makes a forbidden shape;
//   - overline: six or more black stones in a row;
//   - double-four: two or more fours at once, including two fours on one line (X.XXX.X);
//   - double-three: two or more threes at once, where a three is three stones that one more
//     stone turns into a straight four (.XXXX. that wins at either end), and that one more stone
//     must itself be allowed: a three whose only straight-four points are forbidden is no three
//     (checked recursively, so "false double-threes" are not forbidden).
//
// How it is fast: the nine points around a stone along one line, plus one more each side, fully
// decide that line's five / overline / four count / straight-four points (3^10 line codes,
// tabulated once). Only the recursive "is that straight-four point itself forbidden?" question
// looks beyond one line, and it is asked only where two lines could both be threes.
#pragma once

#include <vector>

#include "gomoku/board.h"

namespace gg::gomoku {

enum class Forbidden { kNone, kDoubleThree, kDoubleFour, kOverline };

// "double-three", "double-four", "overline" (or "none").
const char* forbidden_name(Forbidden kind);

// What a black stone at the empty point p would be. The board is modified during the call and
// restored before it returns. When several shapes apply, overline is named before double-four,
// and double-four before double-three.
Forbidden forbidden_kind(Board& board, Point p);

struct ForbiddenPoint {
  Point point;
  Forbidden kind;
};

// Every empty point forbidden to black, in row-major order (top row first).
std::vector<ForbiddenPoint> forbidden_points(const Board& board);

}  // namespace gg::gomoku
