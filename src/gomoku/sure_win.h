// Wins the threat classes prove without a search, for the side to move when neither side has a
// five point (the main search asks after its five and forced-block steps).
//
// With no four point for the opponent (no stone of its makes a four, so none of its replies
// threatens a five, and the attacker's stones only take points away from it; it has no open
// three either, whose points would be four points):
//   - an open-four point (or a double four) wins in 3 plies: two five points, one block;
//   - a four-three point wins in 5: the block of the four lies on the four's line, not on the
//     three's, so the three then becomes an open four;
//   - a double-three point wins in 5: one reply can touch only one of the two lines, and the
//     other three then becomes an open four.
// Renju black is not judged: a double three and a double four are forbidden to it, and a point
// of those classes may hide a forbidden shape (the search finds its wins the long way).
#pragma once

#include "gomoku/pattern_board.h"

namespace gg::gomoku {

// Plies to s's five (3 or 5) when one of the wins above applies, else 0.
inline int sure_win_plies(const PatternBoard& board, Stone s) {
  Stone o = opponent(s);
  if (s == kBlack && board.rule() == Rule::kRenju) return 0;
  if (board.four_points(o) > 0) return 0;
  if (board.count(s, kClassFlexFour) > 0) return 3;
  if (board.count(s, kClassFourThree) > 0) return 5;
  if (board.count(s, kClassDoubleThree) > 0) return 5;
  return 0;
}

}  // namespace gg::gomoku
