// The fours the main search's horizon tries (quiescence.h): a narrow choice, as PentaZen's
// horizon VCF makes it.
//
// At the horizon a full VCF costs more than the deeper tree the same time buys (bench/RESULTS.md,
// "Gomoku: no VCF at the horizon"). A narrow one is cheap: at the first move every four is tried,
// after that only the two best fours on the lines through the attacker's previous four (within
// four points). It misses chains that jump elsewhere.
#pragma once

#include <array>
#include <cstddef>

#include "gomoku/pattern_board.h"

namespace gg::gomoku {

using FourList = std::array<Point, 64>;

// The empty points where a stone of s makes a four (threat class: makes_four), best first (by
// class, then point value, then point): with no previous four (`last` = kNoPoint) all of them,
// else the two best on the lines through `last` within four points. Returns how many were
// written to `out`. Renju: forbidden points are not filtered here (the caller asks
// board.allowed).
std::size_t narrow_fours(const PatternBoard& board, Stone s, Point last, FourList& out);

}  // namespace gg::gomoku
