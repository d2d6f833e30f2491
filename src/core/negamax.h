// Exhaustive alpha-beta over any Game: the slow, obviously correct solver that tests and small
// boards use. Returns the game's result (its own score scale) for the player to move.
#pragma once

#include <algorithm>
#include <climits>

#include "core/game.h"

namespace gg {

template <Game G>
int negamax(G& state, int alpha = -INT_MAX, int beta = INT_MAX) {
  if (state.is_terminal()) return result_for_mover(state);
  int best = -INT_MAX;
  for (const auto& move : state.legal_moves()) {
    int mover = state.current_player();
    state.play(move);
    // A move may leave the same player to move (never in these games, but cheap to honour).
    int value = state.current_player() == mover ? negamax(state, alpha, beta)
                                                : -negamax(state, -beta, -alpha);
    state.undo();
    best = std::max(best, value);
    alpha = std::max(alpha, value);
    if (alpha >= beta) break;
  }
  return best;
}

}  // namespace gg
