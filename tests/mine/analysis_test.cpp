// Winning clicks against the exhaustive search: for every hidden cell of random small boards
// (fresh and part-way), the analysis lists it exactly when clicking it wins.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "mine/analysis.h"
#include "mine/game_state.h"
#include "reference.h"

namespace gg::mine::test {
namespace {

TEST(MineAnalysis, WinningClicksAreExactlyTheWinningCells) {
  std::mt19937_64 rng(777);
  Solver solver;
  int checked = 0, with_shared = 0, positions_won = 0;
  const int trials = 4000;  // about 3 s even under the sanitizers
  for (int trial = 0; trial < trials; ++trial) {
    int rows = 2 + rng() % 5, cols = 2 + rng() % 5;
    Board start = random_board(rng, rows, cols, 0.1 + 0.3 * (trial % 6) / 6.0);
    GameState state(start);
    int moves = rng() % 3;
    for (int i = 0; i < moves && !state.is_terminal(); ++i) {
      auto legal = state.legal_moves();
      state.play(legal[rng() % legal.size()]);
    }
    const Board& board = state.board();
    if (game_elements(board) > 15) continue;
    Analysis analysis = analyze(board, solver);
    std::set<int> listed;
    for (const ClickClass& c : analysis.winning) listed.insert(c.cells.begin(), c.cells.end());
    CellSearch reference(board);
    std::uint64_t hidden = 0;
    for (int cell = 0; cell < rows * cols; ++cell)
      if (!board.mine[cell] && !board.revealed[cell]) hidden |= std::uint64_t(1) << cell;
    std::set<int> winning;
    for (int cell = 0; cell < rows * cols; ++cell)
      if (hidden >> cell & 1 && !reference.wins(reference.click(hidden, cell))) winning.insert(cell);
    ASSERT_EQ(listed, winning) << draw(board);
    EXPECT_EQ(analysis.evaluation.total != 0, !winning.empty()) << draw(board);
    with_shared += analysis.position.has_shared_numbers();
    positions_won += !winning.empty();
    ++checked;
  }
  EXPECT_GT(checked, trials / 2);
  EXPECT_GT(with_shared, trials / 100);
  EXPECT_GT(positions_won, trials / 100);
}

}  // namespace
}  // namespace gg::mine::test
