// Sprague-Grundy helpers for impartial games under normal play (the player unable to move
// loses): the mex rule, and a memoised Grundy value of any KeyedGame.
#pragma once

#include <algorithm>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "core/game.h"

namespace gg {

// Minimum excludant: the smallest non-negative integer not in `values`. Takes the values by
// value and sorts them: callers that are done with their list move it in and allocate nothing.
inline unsigned mex(std::vector<unsigned> values) {
  std::sort(values.begin(), values.end());
  unsigned m = 0;
  for (unsigned v : values) {
    if (v == m) ++m;
    else if (v > m) break;
  }
  return m;
}

// Grundy value of `state`, an impartial game: the same moves whoever is to move, and a state's
// value depends only on key(). memo maps keys to values and may be shared between calls.
template <KeyedGame G>
unsigned grundy(G& state, std::unordered_map<std::uint64_t, unsigned>& memo) {
  auto found = memo.find(state.key());
  if (found != memo.end()) return found->second;
  std::vector<unsigned> options;
  for (const auto& move : state.legal_moves()) {
    state.play(move);
    options.push_back(grundy(state, memo));
    state.undo();
  }
  unsigned value = mex(std::move(options));
  memo.emplace(state.key(), value);
  return value;
}

}  // namespace gg
