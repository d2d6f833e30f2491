// A threat search stopped early (node limit or Ctrl-C) reports what its finished iterations
// established, and every such claim holds: a complete search to that depth finds no win.
#include <gtest/gtest.h>

#include "gomoku/boards.h"

#include "core/progress.h"
#include "gomoku/position.h"
#include "gomoku/solver.h"

namespace gg::gomoku {
namespace {

// A middle game without a quick win for black: searches run to their depth limits.
const char* kQuiet =
    "...............\n...............\n...............\n...X...........\n...............\n"
    ".........O.....\n...............\n.......X.......\n......O........\n..O............\n"
    ".....X.X.......\n...........X...\n....O......O...\n...............\n...............\n";

TEST(ThreatSolverInterruption, CtrlCStopsAtOnceWithNothingClaimed) {
  Board board = board_of(kDoubleThree);
  ThreatSolver solver;
  gg::set_interrupted(true);
  SolveResult result = solver.solve(board, kBlack, Rule::kFreestyle, SolverLimits{});
  gg::set_interrupted(false);
  EXPECT_FALSE(result.win);
  EXPECT_TRUE(result.interrupted);
  EXPECT_TRUE(result.limit_reached);
  EXPECT_EQ(result.vcf_depth, 0);
  EXPECT_EQ(result.vct_depth, 0);
  EXPECT_LE(result.nodes, 1u);
  // The flag cleared, the same solver finds the win.
  result = solver.solve(board, kBlack, Rule::kFreestyle, SolverLimits{});
  EXPECT_TRUE(result.win);
  EXPECT_FALSE(result.interrupted);
}

TEST(ThreatSolverInterruption, EveryDepthClaimedByAStoppedSearchHolds) {
  for (const char* position : {kDoubleThree, kQuiet}) {
    Board board = board_of(position);
    SolverLimits complete;
    complete.max_vcf_depth = 12;
    complete.max_vct_depth = 4;
    ThreatSolver solver(std::size_t(1) << 20);
    SolveResult full = solver.solve(board, kBlack, Rule::kFreestyle, complete);
    ASSERT_FALSE(full.limit_reached);
    int claims = 0;
    // Node limits from tiny to nearly the whole search: the same path as Ctrl-C (aborted search).
    for (std::uint64_t nodes = 1; nodes < full.nodes; nodes = nodes * 3 / 2 + 1) {
      SolverLimits limits = complete;
      limits.max_nodes = nodes;
      SolveResult stopped = solver.solve(board, kBlack, Rule::kFreestyle, limits);
      SCOPED_TRACE("node limit " + std::to_string(nodes));
      if (stopped.win) {
        EXPECT_EQ(stopped.kind, full.kind);
        continue;
      }
      EXPECT_TRUE(stopped.limit_reached);
      EXPECT_FALSE(stopped.interrupted);
      EXPECT_LE(stopped.vcf_depth, complete.max_vcf_depth);
      EXPECT_LE(stopped.vct_depth, complete.max_vct_depth);
      if (stopped.vct_depth > 0) {
        EXPECT_EQ(stopped.vcf_depth, complete.max_vcf_depth);
      }
      // Claims checked by complete searches bounded to the claimed depths.
      if (stopped.vcf_depth > 0) {
        SolverLimits vcf = complete;
        vcf.max_vcf_depth = stopped.vcf_depth;
        EXPECT_FALSE(solver.solve(board, kBlack, Rule::kFreestyle, vcf, true).win);
        ++claims;
      }
      if (stopped.vct_depth > 0) {
        SolverLimits vct = complete;
        vct.max_vct_depth = stopped.vct_depth;
        SolveResult check = solver.solve(board, kBlack, Rule::kFreestyle, vct);
        EXPECT_FALSE(check.win);
        EXPECT_FALSE(check.limit_reached);
        ++claims;
      }
    }
    EXPECT_GT(claims, 0) << "full search: " << full.nodes << " nodes, win " << full.win << "\n" << position;
  }
}

}  // namespace
}  // namespace gg::gomoku
