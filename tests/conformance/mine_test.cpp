// Two-player Minesweeper through the generic interface: conformance on random boards, and the
// generic Sprague-Grundy search over cells agreeing with the engine.
#include <gtest/gtest.h>

#include <random>
#include <unordered_map>

#include "conformance.h"
#include "core/sprague_grundy.h"
#include "mine/game_state.h"
#include "mine/position.h"

namespace gg::test {
namespace {

mine::Board random_board(std::mt19937_64& rng, int rows, int cols, int percent) {
  mine::Board board(rows, cols);
  for (auto& cell : board.mine) cell = rng() % 100 < static_cast<unsigned>(percent);
  return board;
}

TEST(MineConformance, RandomGames) {
  static_assert(KeyedGame<mine::GameState>);
  std::mt19937_64 rng(31);
  for (int trial = 0; trial < 40; ++trial) {
    mine::GameState start(random_board(rng, 3 + trial % 9, 4 + trial % 7, 5 + trial % 40));
    ConformanceStats stats = check_conformance(start, trial, 5, 200);
    EXPECT_EQ(stats.games, 5);
    EXPECT_EQ(stats.draws, 0);  // someone always runs out of cells first
  }
}

TEST(MineConformance, GenericGrundyAgreesWithTheEngine) {
  // gg::grundy over cell clicks (keys exact up to 64 cells) against the engine's value.
  std::mt19937_64 rng(32);
  mine::Solver solver;
  int checked = 0;
  for (int trial = 0; trial < 400; ++trial) {
    // One draw per statement, in the order g++ evaluated the call's arguments (last first):
    // argument order is unspecified, and clang's differs.
    int percent = static_cast<int>(rng() % 60);
    int cols = 1 + rng() % 5;
    int rows = 1 + rng() % 5;
    mine::Board board = random_board(rng, rows, cols, percent);
    mine::GameState state(board);
    if (state.legal_moves().size() > 14) continue;
    std::unordered_map<std::uint64_t, unsigned> memo;
    unsigned generic = grundy(state, memo);
    mine::Position position;
    position.build(state.board(), state.layout());
    mine::Evaluation evaluation = mine::evaluate(position, state.layout(), board.cols, solver, "test");
    ASSERT_EQ(evaluation.total, generic);  // the same Grundy value, not only the same winner
    ++checked;
  }
  EXPECT_GT(checked, 200);
}

}  // namespace
}  // namespace gg::test
