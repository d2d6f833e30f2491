// What one stone would make, for either colour under a rule: the facts that the threat solver
// and the evaluation are built on. All O(1): four table lookups.
#pragma once

#include "gomoku/board.h"
#include "gomoku/line_shape.h"
#include "gomoku/rules.h"

namespace gg::gomoku {

struct PointThreat {
  bool five = false;      // a winning line
  int fours = 0;          // fours made (the next stone could complete a five), over all lines
  int threes = 0;         // lines where one more stone makes a straight four
  bool overline = false;  // exact-five colours only: six or more (forbidden to renju black)
  bool open_four = false; // some line completes at two points: unstoppable unless by a five
  int potential = 0;      // room to grow (LineShape::potential summed over the lines)
};

// What a stone of `colour` on the empty point p makes under `rule`. Renju forbidden points are
// not judged here (see forbidden_kind): a double-four shows as fours == 2.
inline PointThreat threat_at(const Board& board, Point p, Stone colour, Rule rule) {
  bool exact = needs_exact_five(rule, colour);
  PointThreat threat;
  for (int direction : kDirections) {
    const LineShape& shape = line_shape(board, p, direction, colour, exact);
    threat.five |= shape.five;
    threat.overline |= shape.overline;
    threat.fours += shape.fours;
    threat.threes += shape.straight_four_points != 0;
    threat.open_four |= shape.open_four;
    threat.potential += shape.potential;
  }
  return threat;
}

// True when `colour` may play p under `rule`: always, except renju black on a forbidden point
// that is not a five. The board is restored before returning.
bool allowed(Board& board, Point p, Stone colour, Rule rule);

}  // namespace gg::gomoku
