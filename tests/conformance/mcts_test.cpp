// gg::Mcts (core/mcts.h) on the four real games, through the generic interface only: legal moves
// from random positions with small budgets, exact play where a small exhaustive check exists
// (Spot 3 x 3 against negamax, Minesweeper boards against Sprague-Grundy), and wins against a
// uniformly random player (Othello, Gomoku).
#include "core/mcts.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <unordered_map>
#include <vector>

#include "core/negamax.h"
#include "core/random_play.h"
#include "core/sprague_grundy.h"
#include "gomoku/state.h"
#include "mine/game_state.h"
#include "othello/state.h"
#include "spot/state.h"
#include "sanitized.h"

namespace gg::test {
namespace {

using gg::test::sanitized;

// From `positions` random non-terminal positions reached from `start`, a small search returns
// one of the position's legal moves and reports every legal move in order.
template <Game G>
void expect_legal_moves(const G& start, std::uint64_t seed, int positions, std::size_t max_moves,
                        std::uint64_t iterations) {
  std::mt19937_64 rng(seed);
  int checked = 0;
  for (int attempt = 0; attempt < 20 * positions && checked < positions; ++attempt) {
    G state = start;
    play_random(state, rng, rng() % (max_moves + 1));
    if (state.is_terminal()) continue;
    G before = state;
    Mcts<G> mcts({.iterations = iterations, .seed = rng()});
    auto report = mcts.search(state);
    EXPECT_TRUE(state == before);
    auto legal = state.legal_moves();
    ASSERT_TRUE(report.best_move.has_value());
    EXPECT_NE(std::find(legal.begin(), legal.end(), *report.best_move), legal.end());
    ASSERT_EQ(report.root_moves.size(), legal.size());
    std::uint64_t visits = 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
      EXPECT_TRUE(report.root_moves[i].move == legal[i]);
      visits += report.root_moves[i].visits;
    }
    EXPECT_EQ(visits, iterations);
    state.play(*report.best_move);  // and the move can be played
    ++checked;
  }
  EXPECT_EQ(checked, positions);
}

mine::Board random_mine_board(std::mt19937_64& rng, int rows, int cols, int percent) {
  mine::Board board(rows, cols);
  for (auto& cell : board.mine) cell = rng() % 100 < static_cast<unsigned>(percent);
  return board;
}

TEST(MctsConformance, LegalMovesInEveryGame) {
  const int positions = sanitized() ? 2 : 6;
  for (int n : {3, 5, 8}) expect_legal_moves(spot::State(n), 10 + n, positions, 2 * n, 60);
  for (gomoku::Rule rule :
       {gomoku::Rule::kFreestyle, gomoku::Rule::kStandard, gomoku::Rule::kRenju})
    expect_legal_moves(gomoku::State(9, rule), 20, positions, 40, 60);
  expect_legal_moves(othello::State(), 30, positions, 60, 60);
  std::mt19937_64 rng(40);
  for (int board = 0; board < positions; ++board) {
    mine::GameState start(random_mine_board(rng, 4 + board % 5, 5 + board % 4, 15));
    if (!start.is_terminal()) expect_legal_moves(start, 41 + board, 2, 10, 60);
  }
}

// Value of `move` in `state` for the player who plays it (Spot always alternates players).
int spot_move_value(spot::State state, const spot::Cell& move) {
  state.play(move);
  return state.is_terminal() ? -result_for_mover(state) : -negamax(state);
}

// Spot late in a game on 2 x 2 to 4 x 4 is small enough for exhaustive negamax: MCTS's move has
// the position's value. Most positions are draws with good play, but some moves throw the draw
// away by repeating a pattern; positions with such a trap are counted so the test is sure to
// see some.
TEST(MctsConformance, SpotMovesAgreeWithNegamax) {
  std::mt19937_64 rng(50);
  int checked = 0, with_traps = 0;
  while (checked < (sanitized() ? 6 : 30)) {
    int n = 2 + checked % 3;
    spot::State state(n);
    play_random(state, rng,
                static_cast<std::size_t>(n - 1) + rng() % static_cast<std::size_t>(n + 1));
    if (state.is_terminal()) continue;
    int best = negamax(state);
    auto report = Mcts<spot::State>({.iterations = 4000, .seed = rng()}).search(state);
    ASSERT_TRUE(report.best_move);
    EXPECT_EQ(spot_move_value(state, *report.best_move), best)
        << "N=" << n << ", position " << checked;
    bool trap = false;
    for (const auto& move : state.legal_moves()) trap = trap || spot_move_value(state, move) < best;
    with_traps += trap;
    ++checked;
  }
  EXPECT_GT(with_traps, checked / 4) << with_traps << " of " << checked;
}

// Two-player Minesweeper is impartial under normal play: a position is won exactly when its
// Grundy value is not zero, and then MCTS must move to a position of value zero.
TEST(MctsConformance, MinesweeperMovesAgreeWithSpragueGrundy) {
  std::mt19937_64 rng(60);
  int won = 0, checked = 0;
  for (int trial = 0; trial < 400 && checked < (sanitized() ? 10 : 40); ++trial) {
    // One draw per statement, in the order g++ evaluated the call's arguments (last first).
    int percent = 20 + rng() % 30;
    int cols = 2 + rng() % 4;
    int rows = 2 + rng() % 4;
    mine::GameState state(random_mine_board(rng, rows, cols, percent));
    // Half the positions have the second player to move.
    if (trial % 2 && !state.is_terminal()) play_random(state, rng, 1);
    auto moves = state.legal_moves();
    if (moves.size() < 2 || moves.size() > 12) continue;
    std::unordered_map<std::uint64_t, unsigned> memo;
    bool winning = grundy(state, memo) != 0;
    auto report = Mcts<mine::GameState>({.iterations = 3000, .seed = rng()}).search(state);
    ASSERT_TRUE(report.best_move);
    if (winning) {
      state.play(*report.best_move);
      EXPECT_EQ(grundy(state, memo), 0u) << "trial " << trial;
      ++won;
    }
    ++checked;
  }
  EXPECT_GT(won, checked / 4) << won << " of " << checked;
}

// Plays `games` games of MCTS against uniformly random moves, MCTS taking each seat in turn;
// returns MCTS's wins.
template <Game G>
int wins_against_random(const G& start, int games, std::uint64_t iterations) {
  std::mt19937_64 rng(70);
  int wins = 0;
  for (int game = 0; game < games; ++game) {
    int mcts_player = game % 2;
    Mcts<G> mcts({.iterations = iterations, .seed = static_cast<std::uint64_t>(game)});
    G state = start;
    while (!state.is_terminal()) {
      if (state.current_player() == mcts_player) {
        state.play(*mcts.search(state).best_move);
      } else {
        play_random(state, rng, 1);
      }
    }
    int result = state.result();
    wins += mcts_player == 0 ? result > 0 : result < 0;
  }
  return wins;
}

TEST(MctsConformance, OthelloBeatsRandomPlay) {
  const int games = sanitized() ? 4 : 20;
  int wins = wins_against_random(othello::State(), games, 100);
  EXPECT_GE(wins, games * 3 / 4) << wins << " of " << games;
}

TEST(MctsConformance, GomokuBeatsRandomPlay) {
  const int games = sanitized() ? 4 : 20;
  int wins = wins_against_random(gomoku::State(7, gomoku::Rule::kFreestyle), games, 300);
  EXPECT_GE(wins, games * 3 / 4) << wins << " of " << games;
}

}  // namespace
}  // namespace gg::test
