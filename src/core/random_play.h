// Random play through the generic interface: used by conformance tests and fuzzers.
#pragma once

#include <cstddef>
#include <random>

#include "core/game.h"

namespace gg {

// Plays uniformly random legal moves until the game ends or max_moves were played; returns the
// number of moves played.
template <Game G, class Rng>
std::size_t play_random(G& state, Rng& rng, std::size_t max_moves = SIZE_MAX) {
  std::size_t played = 0;
  while (played < max_moves && !state.is_terminal()) {
    auto moves = state.legal_moves();
    std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
    state.play(moves[pick(rng)]);
    ++played;
  }
  return played;
}

}  // namespace gg
