// The engine's levels (level_limits: the meaning of "depth D" for every front end).
#include "othello/engine.h"

#include <gtest/gtest.h>

#include <atomic>
#include <random>

#include "othello/random_move.h"

namespace gg::othello {
namespace {

// A position with `empties` empty squares from seeded random play (games that end too early are
// played again), its side to move able to move.
Position random_position_to_move(std::mt19937_64& rng, int empties) {
  for (;;) {
    Position p = Position::start();
    while (p.empty_count() > empties && !p.game_over()) play_random_move(p, rng);
    if (p.empty_count() == empties && p.moves()) return p;
  }
}

TEST(OthelloLevels, MidgameDepthExactFromTwiceTheLevelNoProbCutUpToTen) {
  SearchLimits eight = level_limits(8);
  EXPECT_EQ(eight.depth, 8);
  EXPECT_EQ(eight.exact_empties, 16);
  EXPECT_EQ(eight.probcut_confidence, 0);
  SearchLimits ten = level_limits(10);
  EXPECT_EQ(ten.depth, 10);
  EXPECT_EQ(ten.exact_empties, 20);
  EXPECT_EQ(ten.probcut_confidence, 0);
  // Above level 10 the midgame search is selective, and the exact solve stays at 20 empties.
  SearchLimits eleven = level_limits(11);
  EXPECT_EQ(eleven.exact_empties, 20);
  EXPECT_GT(eleven.probcut_confidence, 0);
  EXPECT_EQ(eleven.probcut_confidence, SearchLimits{}.probcut_confidence);
  EXPECT_EQ(level_limits(60).depth, 60);
  EXPECT_EQ(level_limits(60).exact_empties, 20);
  // Low levels still solve the last 8 empties.
  EXPECT_EQ(level_limits(1).exact_empties, 8);
  EXPECT_EQ(level_limits(4).exact_empties, 8);
  EXPECT_EQ(level_limits(5).exact_empties, 10);
  // Out of range: clamped.
  EXPECT_EQ(level_limits(0).depth, 1);
  EXPECT_EQ(level_limits(99).depth, 60);
  // No time or node limit of its own.
  EXPECT_EQ(level_limits(10).budget.seconds, 0);
  EXPECT_EQ(level_limits(10).budget.nodes, 0u);
}

TEST(OthelloLevels, SetDepthAppliesTheLevelAndKeepsTheClock) {
  Engine engine;
  engine.limits().budget.seconds = 0.5;
  engine.limits().budget.nodes = 1000;
  std::atomic<bool> stop{false};
  engine.limits().stop = &stop;  // a protocol's stop flag (NBoard's ping) stays too
  engine.set_depth(8);
  EXPECT_EQ(engine.limits().stop, &stop);
  EXPECT_EQ(engine.depth(), 8);
  EXPECT_EQ(engine.limits().exact_empties, 16);
  EXPECT_EQ(engine.limits().probcut_confidence, 0);
  EXPECT_EQ(engine.limits().budget.seconds, 0.5);
  EXPECT_EQ(engine.limits().budget.nodes, 1000u);
  engine.set_depth(12);
  EXPECT_EQ(engine.limits().probcut_confidence, SearchLimits{}.probcut_confidence);
}

TEST(OthelloLevels, ALevelSolvesFromItsThresholdOnly) {
  // Level 4 solves from 8 empties, not at 12; level 6 from 12.
  std::mt19937_64 rng(3);
  Position p = random_position_to_move(rng, 12);
  Engine engine;
  engine.set_depth(4);
  engine.new_game(Board{p, kBlack});
  SearchResult r = engine.think();
  EXPECT_FALSE(r.exact);
  EXPECT_EQ(r.depth, 4);
  engine.set_depth(6);
  SearchResult exact = engine.think();
  EXPECT_TRUE(exact.exact);
  EXPECT_EQ(exact.depth, 12);
}

TEST(OthelloLevels, TheEngineSearchesWithTheLevelsLimits) {
  // think() at level 8 is the plain search with level_limits(8): same node count, and not the
  // node count of the same search with ProbCut (so the level really turns it off).
  std::mt19937_64 rng(20261201);
  Position p = random_position_to_move(rng, 36);
  Engine engine;
  engine.set_depth(8);
  engine.new_game(Board{p, kBlack});
  SearchResult r = engine.think();
  Searcher plain(Engine::kDefaultTableMegabytes);
  SearchResult expected = plain.search(p, level_limits(8));
  EXPECT_EQ(r.nodes, expected.nodes);
  EXPECT_EQ(r.move, expected.move);
  SearchLimits pruned = level_limits(8);
  pruned.probcut_confidence = SearchLimits{}.probcut_confidence;
  Searcher selective(Engine::kDefaultTableMegabytes);
  EXPECT_NE(selective.search(p, pruned).nodes, r.nodes);
}

}  // namespace
}  // namespace gg::othello
