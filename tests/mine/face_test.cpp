// The Mine face (mine/face.h): the common budget mapped onto the solver's, and the engine's click.
#include "mine/face.h"

#include <gtest/gtest.h>

#include <random>

namespace gg::mine {
namespace {

TEST(MineFace, SolverBudgetFromTheCommonBudget) {
  Budget defaults = solver_budget({});
  EXPECT_EQ(defaults.max_states, Budget{}.max_states);
  EXPECT_EQ(defaults.max_seconds, 0) << "no time limit unless asked";
  EXPECT_EQ(defaults.max_memo_bytes, Budget{}.max_memo_bytes);
  Budget given = solver_budget({5, 2.5, 1 << 20});
  EXPECT_EQ(given.max_states, 5u);
  EXPECT_EQ(given.max_seconds, 2.5);
  EXPECT_EQ(given.max_memo_bytes, 1u << 20);
}

TEST(MineFace, ChooseClickPlaysAWinningClickExactlyWhenThereIsOne) {
  std::mt19937_64 rng(5);
  Solver solver;
  int winning = 0, losing = 0;
  for (int trial = 0; trial < 200; ++trial) {
    int rows = 2 + trial % 5, cols = 2 + trial % 7;
    Board board = random_board(rows, cols, trial % (rows * cols / 2), rng());
    GameState state(board);
    if (state.is_terminal()) continue;
    ClickChoice choice = choose_click(state.board(), solver);
    Analysis analysis = analyze(state.board(), solver);
    if (analysis.evaluation.total != 0) {
      ASSERT_EQ(choice.why, ClickChoice::Why::kWinning);
      ASSERT_GE(choice.cell, 0);
      state.play(choice.cell);
      EXPECT_EQ(analyze(state.board(), solver).evaluation.total, 0u) << "the click leaves a lost position";
      ++winning;
    } else {
      EXPECT_EQ(choice.why, ClickChoice::Why::kNoWinningClick);
      EXPECT_EQ(choice.cell, -1);
      ++losing;
    }
  }
  EXPECT_GT(winning, 0);
  EXPECT_GT(losing, 0);
}

}  // namespace
}  // namespace gg::mine
