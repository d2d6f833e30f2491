// One uniformly random legal move, or the forced pass: the random openings and positions of
// tests, benchmarks, the match script and the bench signature all draw moves this way, so the
// same seed gives the same positions everywhere.
#pragma once

#include "core/bits.h"
#include "othello/board.h"

namespace gg::othello {

// Plays on `pos`, which must not be over: a pass when the side to move has no move, else the
// k-th legal move in square order with k = rng() % (number of legal moves).
template <class Rng>
void play_random_move(Position& pos, Rng& rng) {
  Bitboard legal = pos.moves();
  if (!legal) {
    pos.pass();
    return;
  }
  int pick = static_cast<int>(rng() % gg::popcount(legal));
  while (pick--) legal &= legal - 1;
  pos.play(gg::lowest_bit(legal));
}

}  // namespace gg::othello
