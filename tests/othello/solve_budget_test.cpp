// The exact solver within a budget (SolveOptions::max_nodes / max_seconds, and the face's
// solve_options from a SearchBudget): a limit stops it with its reason and no score; an
// unlimited solve, or one whose limits are never reached, searches exactly the same nodes.
#include <gtest/gtest.h>

#include <random>

#include "core/memory_budget.h"
#include "othello/face.h"
#include "othello/random_position.h"

namespace gg::othello {
namespace {

void expect_nothing_claimed(const SolveResult& r) {
  EXPECT_FALSE(r.complete);
  EXPECT_EQ(r.score, 0);
  EXPECT_EQ(r.move, kNoMove);
  EXPECT_TRUE(r.pv.empty());
}

TEST(OthelloSolveBudget, ANodeLimitStopsTheSolveWithItsReasonAndNoScore) {
  std::mt19937_64 rng(31);
  for (int i = 0; i < 3; ++i) {
    Position p = random_position_with_empties(rng, 18 + i);
    SolveResult full = solve(p);
    ASSERT_TRUE(full.complete);
    ASSERT_EQ(full.stopped, StopReason::kNone);
    ASSERT_GT(full.nodes, 400'000u) << "the limit below must fall inside the search";
    for (int threads : {1, 2}) {
      SolveOptions limited;
      limited.threads = threads;
      limited.max_nodes = 100'000;
      SolveResult r = solve(p, limited);
      EXPECT_EQ(r.stopped, StopReason::kNodes) << threads << " threads";
      expect_nothing_claimed(r);
      // Polled now and then (SolveOptions::max_nodes): at or past the limit, before the end.
      EXPECT_GE(r.nodes, limited.max_nodes);
      EXPECT_LT(r.nodes, full.nodes);
    }
  }
}

TEST(OthelloSolveBudget, ATimeLimitStopsTheSolveWithItsReason) {
  std::mt19937_64 rng(32);
  Position p = random_position_with_empties(rng, 24);  // seconds of search, far beyond the limit
  SolveOptions limited;
  limited.max_seconds = 0.002;
  SolveResult r = solve(p, limited);
  EXPECT_EQ(r.stopped, StopReason::kSeconds);
  expect_nothing_claimed(r);
  EXPECT_LT(r.seconds, 5.0);
}

TEST(OthelloSolveBudget, LimitsNotReachedChangeNoNodeCount) {
  std::mt19937_64 rng(33);
  for (int i = 0; i < 4; ++i) {
    Position p = random_position_with_empties(rng, 14 + 2 * i);
    SolveResult plain = solve(p);
    SolveOptions generous = solve_options({plain.nodes * 2 + 100'000, 3600, 0}, p.empty_count());
    SolveResult bounded = solve(p, generous);
    EXPECT_EQ(bounded.stopped, StopReason::kNone);
    EXPECT_TRUE(bounded.complete);
    EXPECT_EQ(bounded.nodes, plain.nodes);
    EXPECT_EQ(bounded.score, plain.score);
    EXPECT_EQ(bounded.pv, plain.pv);
  }
}

TEST(OthelloSolveBudget, SolveOptionsFromTheCommonBudget) {
  SolveOptions unlimited = solve_options({}, 20);
  EXPECT_EQ(unlimited.max_nodes, 0u);
  EXPECT_EQ(unlimited.max_seconds, 0);
  EXPECT_EQ(unlimited.threads, 1);
  EXPECT_EQ(unlimited.table_megabytes, default_table_megabytes(20)) << "memory 0: the table by empties";
  EXPECT_EQ(solve_options({}, 10).table_megabytes, default_table_megabytes(10));
  SolveOptions given = solve_options({5000, 2.5, 3 * kMebibyte}, 20, 4);
  EXPECT_EQ(given.max_nodes, 5000u);
  EXPECT_EQ(given.max_seconds, 2.5);
  EXPECT_EQ(given.threads, 4);
  EXPECT_EQ(given.table_megabytes, 3u);
  EXPECT_EQ(solve_options({0, 0, 100}, 20).table_megabytes, 1u) << "at least one MiB";
}

}  // namespace
}  // namespace gg::othello
