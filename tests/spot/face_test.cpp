// The Spot face (spot/face.h): solver options from the common budget.
#include "spot/face.h"

#include <gtest/gtest.h>

namespace gg::spot {
namespace {

TEST(SpotFace, SolveOptionsFromTheCommonBudget) {
  SolveOptions defaults = solve_options({});
  EXPECT_TRUE(defaults.use_lemma);
  EXPECT_EQ(defaults.max_nodes, 0u);
  EXPECT_EQ(defaults.memo_bytes, SolveOptions{}.memo_bytes);
  SolveOptions given = solve_options({100, 0, 1 << 20}, false);
  EXPECT_FALSE(given.use_lemma);
  EXPECT_EQ(given.max_nodes, 100u);
  EXPECT_EQ(given.memo_bytes, 1u << 20);
  // The node limit stops a search the lemma would have skipped: 5 x 5 needs many nodes.
  SolveResult stopped = solve(GameRecord{5, {}}, given);
  EXPECT_FALSE(stopped.solved);
  EXPECT_TRUE(solve(GameRecord{5, {}}, solve_options({100, 0, 0})).solved) << "the lemma decides N = 5";
}

}  // namespace
}  // namespace gg::spot
