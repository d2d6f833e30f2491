// Positions for the Othello tests: reached by random play from the start.
#pragma once

#include <random>

#include "core/bits.h"
#include "othello/board.h"

namespace gg::othello {

// A position with `empties` empty squares that is not finished, reached by random play from the
// start (games that end too early are played again).
inline Position random_position_with_empties(std::mt19937_64& rng, int empties) {
  for (;;) {
    Position p = Position::start();
    while (p.empty_count() > empties && !p.game_over()) {
      Bitboard m = p.moves();
      if (!m) {
        p.pass();
        continue;
      }
      int k = int(rng() % popcount(m));
      while (k--) m &= m - 1;
      p.play(lowest_bit(m));
    }
    if (p.empty_count() == empties && !p.game_over()) return p;
  }
}

}  // namespace gg::othello
