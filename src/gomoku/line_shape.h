// What one line through a freshly placed black stone holds, from the ten points around it
// (five each side): the table behind renju forbidden-point detection.
#pragma once

#include <cstdint>

#include "gomoku/board.h"

namespace gg::gomoku {

struct LineShape {
  bool five = false;      // the stone makes exactly five on this line
  bool overline = false;  // ... six or more
  std::uint8_t fours = 0; // fours through the stone on this line (0, 1, or 2 as in X.XXX.X)
  // Bit (k + 4) set when one more black stone at offset k (-4..4) makes a straight four
  // through the stone on this line. Only filled when the line holds no five, overline or four.
  std::uint16_t straight_four_points = 0;
  // Two or more distinct points complete a five on this line (a straight four, or two fours on
  // one line): the opponent cannot stop both.
  bool open_four = false;
  // Room to grow, for evaluation: over the 5-point windows through the stone that hold no
  // blocking point, the sum of kWindowWeight[stones of this colour in the window].
  std::uint16_t potential = 0;
};

// The shape of the line through p along `direction` for `colour`, p counted as that colour;
// points off the board and the other colour's stones block. With `exact_five` a five must be
// exactly five (six or more is an overline, and fours / straight fours must complete to exactly
// five); without it five or more wins and `overline` is never set.
const LineShape& line_shape(const Board& board, Point p, int direction, Stone colour,
                            bool exact_five);

// Builds both tables now (they are otherwise built on first use, ~10 ms each): the brain calls
// this on START, whose time does not count against a move.
void prepare_line_shapes();

// Black under the renju rules (exact five): the shape behind forbidden points.
inline const LineShape& black_line_shape(const Board& board, Point p, int direction) {
  return line_shape(board, p, direction, kBlack, true);
}

// Whether `colour` needs exactly five under `rule`.
inline bool needs_exact_five(Rule rule, Stone colour) {
  return rule == Rule::kStandard || (rule == Rule::kRenju && colour == kBlack);
}

}  // namespace gg::gomoku
