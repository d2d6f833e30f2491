// A conformance check any Game must pass (in the spirit of OpenSpiel's random simulation test):
// random games through the generic interface only, checking at every step that
//   - legal moves exist exactly when the game is not over, and are listed deterministically;
//   - play then undo restores the state exactly, and copies compare equal;
//   - every game ends within `max_moves`, and a finished game has a result.
// Each game's test file calls check_conformance with its start states.
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <random>

#include "core/game.h"

namespace gg::test {

struct ConformanceStats {
  std::size_t games = 0;
  std::size_t moves = 0;
  int first_player_wins = 0;
  int second_player_wins = 0;
  int draws = 0;
};

template <Game G>
ConformanceStats check_conformance(const G& start, std::uint64_t seed, int games,
                                   std::size_t max_moves) {
  ConformanceStats stats;
  std::mt19937_64 rng(seed);
  for (int game = 0; game < games; ++game) {
    G state = start;
    std::vector<G> history;  // every state seen in this game, to check undo all the way back
    std::size_t moves = 0;
    while (!state.is_terminal()) {
      auto legal = state.legal_moves();
      EXPECT_FALSE(legal.empty()) << "a live state has no legal move";
      if (legal.empty()) return stats;
      EXPECT_TRUE(legal == state.legal_moves()) << "legal moves are not deterministic";
      // Every legal move can be played and undone exactly.
      for (const auto& move : legal) {
        G copy = state;
        copy.play(move);
        copy.undo();
        EXPECT_TRUE(copy == state) << "undo(play(s)) != s";
      }
      history.push_back(state);
      std::uniform_int_distribution<std::size_t> pick(0, legal.size() - 1);
      state.play(legal[pick(rng)]);
      ++moves;
      if (moves > max_moves) {
        ADD_FAILURE() << "game did not end within " << max_moves << " moves";
        return stats;
      }
    }
    EXPECT_TRUE(state.legal_moves().empty()) << "a finished game still lists moves";
    int result = state.result();
    if (result > 0) ++stats.first_player_wins;
    else if (result < 0) ++stats.second_player_wins;
    else ++stats.draws;
    // Undo the whole game back to the start.
    while (!history.empty()) {
      state.undo();
      EXPECT_TRUE(state == history.back()) << "undo chain broke " << history.size() << " moves from the start";
      history.pop_back();
    }
    EXPECT_TRUE(state == start);
    ++stats.games;
    stats.moves += moves;
  }
  return stats;
}

}  // namespace gg::test
