// The midgame search against plain minimax written here: the same values at the same depth, the
// exact final score near the end, and limits on nodes and time that are honoured.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <random>

#include "core/progress.h"
#include "othello/bench.h"
#include "othello/eval.h"
#include "othello/search.h"
#include "othello/random_move.h"
#include "sanitized.h"
#include "othello/random_position.h"

namespace gg::othello {
namespace {

using gg::test::sanitized;

// Plain minimax with the search's conventions: passes are free, depth is clipped to the empties,
// leaves are evaluated, finished games scored exactly.
int minimax(Position pos, int depth) {
  depth = std::min(depth, pos.empty_count());
  Bitboard moves = pos.moves();
  if (!moves) {
    if (!legal_moves(pos.opponent, pos.player)) return pos.score() * kDisc;
    pos.pass();
    return -minimax(pos, depth);
  }
  if (depth == 0) return evaluate(pos);
  int best = -1000000;
  while (moves) {
    int sq = gg::pop_lowest(moves);
    Position child = pos;
    child.play(sq);
    best = std::max(best, -minimax(child, depth - 1));
  }
  return best;
}

// Exact final disc difference by alpha-beta without any ordering or table.
int alphabeta_solve(Position pos, int alpha = -65, int beta = 65) {
  Bitboard moves = pos.moves();
  if (!moves) {
    if (!legal_moves(pos.opponent, pos.player)) return pos.score();
    pos.pass();
    return -alphabeta_solve(pos, -beta, -alpha);
  }
  int best = -65;
  while (moves) {
    int sq = gg::pop_lowest(moves);
    Position child = pos;
    child.play(sq);
    best = std::max(best, -alphabeta_solve(child, -beta, -alpha));
    alpha = std::max(alpha, best);
    if (alpha >= beta) break;
  }
  return best;
}

TEST(Search, MidgameValuesEqualPlainMinimaxAtTheSameDepth) {
  std::mt19937_64 rng(1);
  int trials = sanitized() ? 8 : 40;
  for (int trial = 0; trial < trials; ++trial) {
    Position pos = random_position_with_empties(rng, 20 + static_cast<int>(rng() % 36));
    int depth = 1 + static_cast<int>(rng() % 4);
    SearchLimits limits;
    limits.depth = depth;
    limits.exact_empties = 0;
    limits.probcut_confidence = 0;  // exact depth-d values (ProbCut is tested below)
    Searcher searcher(1);
    SearchResult result = searcher.search(pos, limits);
    EXPECT_EQ(result.score, minimax(pos, depth)) << "depth " << depth;
    EXPECT_EQ(result.depth, depth);
    EXPECT_FALSE(result.exact);
    EXPECT_TRUE(pos.moves() & bit(result.move));
    // The best move's own value is the position's value.
    Position child = pos;
    child.play(result.move);
    EXPECT_EQ(-minimax(child, depth - 1), result.score);
  }
}

// Multi-ProbCut prunes only where a shallow search predicts the deep one: it must leave exact
// searches exact, search far fewer nodes at the same depth, and keep the value of a plain search
// most of the time (it errs with the small probability it was calibrated for).
struct WithAndWithout {
  SearchResult pruned, plain;
};
WithAndWithout with_and_without_probcut(const Position& pos, int depth, int exact_empties) {
  SearchLimits limits;
  limits.depth = depth;
  limits.exact_empties = exact_empties;
  Searcher with(4), without(4);
  WithAndWithout results;
  results.pruned = with.search(pos, limits);
  limits.probcut_confidence = 0;
  results.plain = without.search(pos, limits);
  return results;
}

TEST(Search, ProbCutLeavesExactSearchesExact) {
  std::mt19937_64 rng(5);
  int trials = sanitized() ? 3 : 12;
  for (int trial = 0; trial < trials; ++trial) {
    Position pos = random_position_with_empties(rng, 10 + static_cast<int>(rng() % 3));
    if (pos.game_over()) continue;
    auto [pruned, plain] = with_and_without_probcut(pos, 60, 60);
    ASSERT_TRUE(pruned.exact);
    EXPECT_EQ(pruned.score, plain.score);
    EXPECT_EQ(pruned.score, alphabeta_solve(pos, -65, 65) * kDisc);
  }
}

TEST(Search, ProbCutSearchesFewerNodesAndMostlyAgrees) {
  std::mt19937_64 rng(6);
  int trials = sanitized() ? 4 : 16, agree = 0;
  std::uint64_t pruned_nodes = 0, plain_nodes = 0;
  for (int trial = 0; trial < trials; ++trial) {
    Position pos = random_position_with_empties(rng, 20 + static_cast<int>(rng() % 26));
    auto [pruned, plain] = with_and_without_probcut(pos, 7, 0);
    pruned_nodes += pruned.nodes;
    plain_nodes += plain.nodes;
    agree += std::abs(pruned.score - plain.score) <= 2 * kDisc;
  }
  EXPECT_LT(pruned_nodes * 2, plain_nodes);
  EXPECT_GE(agree * 4, trials * 3) << agree << " of " << trials << " within two discs";
}

TEST(Search, AnalyzeGivesEveryMoveItsMinimaxValue) {
  std::mt19937_64 rng(2);
  int trials = sanitized() ? 4 : 20;
  for (int trial = 0; trial < trials; ++trial) {
    Position pos = random_position_with_empties(rng, 20 + static_cast<int>(rng() % 36));
    int depth = 1 + static_cast<int>(rng() % 3);
    SearchLimits limits;
    limits.depth = depth;
    limits.exact_empties = 0;
    limits.probcut_confidence = 0;
    Searcher searcher(1);
    SearchResult result = searcher.analyze(pos, limits);
    ASSERT_EQ(result.moves.size(), static_cast<std::size_t>(gg::popcount(pos.moves())));
    for (std::size_t i = 0; i < result.moves.size(); ++i) {
      Position child = pos;
      child.play(result.moves[i].move);
      EXPECT_EQ(result.moves[i].score, -minimax(child, depth - 1));
      if (i > 0) {
        EXPECT_GE(result.moves[i - 1].score, result.moves[i].score);
      }
    }
    EXPECT_EQ(result.score, result.moves[0].score);
  }
}

TEST(Search, NearTheEndTheScoreIsExact) {
  std::mt19937_64 rng(3);
  int trials = sanitized() ? 6 : 30;
  for (int trial = 0; trial < trials; ++trial) {
    int empties = 6 + static_cast<int>(rng() % 9);  // 6..14
    Position pos = random_position_with_empties(rng, empties);
    SearchLimits limits;
    limits.depth = 4;
    limits.exact_empties = 14;
    Searcher searcher(4);
    SearchResult result = searcher.search(pos, limits);
    EXPECT_TRUE(result.exact);
    EXPECT_EQ(result.depth, empties);
    EXPECT_EQ(result.score, alphabeta_solve(pos) * kDisc) << "empties " << empties;
    // The principal variation is legal and reaches a game end with that score.
    Position line = pos;
    int sign = 1;
    for (int move : result.pv) {
      if (move == kPass) {
        ASSERT_FALSE(line.can_move());
        line.pass();
      } else {
        ASSERT_TRUE(line.moves() & bit(move));
        line.play(move);
      }
      sign = -sign;
    }
    EXPECT_TRUE(line.game_over());
    EXPECT_EQ(sign * line.score() * kDisc, result.score);
  }
}

TEST(Search, AnalyzeNearTheEndScoresEveryMoveExactly) {
  std::mt19937_64 rng(4);
  for (int trial = 0; trial < 10; ++trial) {
    Position pos = random_position_with_empties(rng, 9 + trial % 3);
    SearchLimits limits;
    limits.exact_empties = 12;
    Searcher searcher(4);
    SearchResult result = searcher.analyze(pos, limits);
    for (const MoveScore& ms : result.moves) {
      Position child = pos;
      child.play(ms.move);
      EXPECT_EQ(ms.score, -alphabeta_solve(child) * kDisc);
    }
  }
}

TEST(Search, NodeLimitIsHonoured) {
  for (std::uint64_t limit : {1ULL, 10ULL, 1000ULL, 50000ULL}) {
    SearchLimits limits;
    limits.depth = 30;
    limits.budget.nodes = limit;
    Searcher searcher(1);
    SearchResult result = searcher.search(Position::start(), limits);
    EXPECT_LE(result.nodes, limit);
    EXPECT_TRUE(result.stopped);
    EXPECT_TRUE(Position::start().moves() & bit(result.move));  // still a legal move
  }
}

TEST(Search, TimeLimitIsHonoured) {
  SearchLimits limits;
  limits.depth = 40;
  limits.budget.seconds = 0.05;
  Searcher searcher(1);
  auto start = std::chrono::steady_clock::now();
  SearchResult result = searcher.search(Position::start(), limits);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_TRUE(result.stopped);
  EXPECT_LT(seconds, 1.0);
  EXPECT_GE(result.depth, 1);
}

TEST(Search, InterruptionStopsTheSearch) {
  gg::set_interrupted(true);
  SearchLimits limits;
  limits.depth = 40;
  Searcher searcher(1);
  SearchResult result = searcher.search(Position::start(), limits);
  gg::set_interrupted(false);
  EXPECT_TRUE(result.stopped);
  EXPECT_LE(result.nodes, 4096u);
}

TEST(Search, PassesAndFinishedGames) {
  // The mover (white on b1) cannot play; black (a1) can, at c1, which ends the game 3-0.
  Position only_pass{bit(1), bit(0)};
  ASSERT_FALSE(only_pass.can_move());
  ASSERT_FALSE(only_pass.game_over());
  Searcher searcher(1);
  SearchResult result = searcher.search(only_pass, SearchLimits{});
  EXPECT_EQ(result.move, kPass);
  EXPECT_EQ(result.score, -64 * kDisc);
  EXPECT_EQ(result.pv, (std::vector<int>{kPass, 2}));

  Position finished{bit(0) | bit(1), 0};
  ASSERT_TRUE(finished.game_over());
  result = searcher.search(finished, SearchLimits{});
  EXPECT_EQ(result.move, kNoMove);
  EXPECT_TRUE(result.exact);
  EXPECT_EQ(result.score, 64 * kDisc);
  // A second finished game, lost by the mover: the empty squares go to the winner.
  Position lost{0, bit(0) | bit(1)};
  ASSERT_TRUE(lost.game_over());
  result = searcher.search(lost, SearchLimits{});
  EXPECT_EQ(result.move, kNoMove);
  EXPECT_TRUE(result.exact);
  EXPECT_EQ(result.score, -64 * kDisc);
}

TEST(Search, ContemptMakesDrawsUnattractive) {
  // Find a position whose exact value is a draw.
  std::mt19937_64 rng(9);
  for (int trial = 0; trial < 2000; ++trial) {
    Position pos = random_position_with_empties(rng, 8);
    if (alphabeta_solve(pos) != 0) continue;
    Searcher searcher(1);
    searcher.set_contempt(50);
    SearchLimits limits;
    limits.exact_empties = 10;
    EXPECT_EQ(searcher.search(pos, limits).score, -50);
    return;
  }
  FAIL() << "no drawn position found";
}

TEST(Search, BenchSignatureIsDeterministic) {
  BenchSignature a = midgame_signature(4), b = midgame_signature(4);
  EXPECT_EQ(a.nodes, b.nodes);
  EXPECT_EQ(a.positions, 5);
  EXPECT_GT(a.nodes, 100u);
}

}  // namespace
}  // namespace gg::othello
