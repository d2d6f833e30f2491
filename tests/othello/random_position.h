// Positions for the Othello tests: reached by random play from the start.
#pragma once

#include <random>

#include "core/bits.h"
#include "othello/board.h"
#include "othello/random_move.h"

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

// A random legal game prefix of `moves` moves from the start (fewer if the game ends), passes
// included.
inline Position random_game_prefix(std::mt19937_64& rng, int moves) {
  Position pos = Position::start();
  for (int i = 0; i < moves && !pos.game_over(); ++i) play_random_move(pos, rng);
  return pos;
}

}  // namespace gg::othello
