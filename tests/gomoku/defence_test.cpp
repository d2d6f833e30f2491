// Defending against the opponent's threats, on a position from a game lost to PentaZen 0.4.17
// (bench/RESULTS.md, freestyle, 0.5 s per move), and the main search's iterations after a loss.
#include <gtest/gtest.h>

#include "gomoku/boards.h"

#include "gomoku/engine.h"
#include "gomoku/pattern_board.h"
#include "gomoku/position.h"
#include "gomoku/search.h"
#include "gomoku/threat_prover.h"

namespace gg::gomoku {
namespace {

// Black to move (game 1 of the baseline match, after white's 4th stone; black then played E12,
// (4,3) here, and white won by a 13-ply VCT). White, if it could move, wins by a VCT: the move
// is critical. Among black's candidates, (6,7) lets white win by a VCT that the threat prover
// finds in about 29,000 nodes, (3,4) one of about 51,000.
const char* kGame1 =
    "...............\n.....X.........\n...............\n...............\n.....OO........\n"
    "....X.O........\n....OX.........\n.....X.........\n...............\n...............\n"
    "...............\n...............\n...............\n...............\n...............\n";

// White's VCT after black's move p, within `nodes` nodes.
Point white_vct_after(const Board& board, Point p, std::uint64_t nodes) {
  PatternBoard patterns(board, Rule::kFreestyle);
  patterns.play(p, kBlack);
  ThreatProver prover(std::size_t(4) << 20);
  return prover.vct(patterns, kWhite, nodes);
}

TEST(Defence, TheCriticalMoveSurvivesTheCheckWithinItsBudget) {
  Board board = board_of(kGame1);
  ASSERT_NE(white_vct_after(board, make_point(6, 7), 100'000), kNoPoint);  // the premise
  Engine engine(15, Rule::kFreestyle, std::size_t(8) << 20);
  for (int y = 0; y < 15; ++y)
    for (int x = 0; x < 15; ++x)
      if (board.at(x, y) != kEmpty) engine.place(make_point(x, y), board.at(x, y));
  ASSERT_EQ(engine.to_move(), kBlack);
  ThinkLimits limits;
  limits.turn_ms = 600'000;  // the node cap decides: reproducible
  limits.max_nodes = 400'000;
  ThinkInfo info = engine.think(limits);
  EXPECT_TRUE(info.critical);
  ASSERT_NE(info.move, kNoPoint);
  // The check has a quarter of the node cap: a VCT it can find in that is never walked into.
  // (Without the check the search plays (6,7).)
  EXPECT_EQ(white_vct_after(board, info.move, 100'000), kNoPoint) << x_of(info.move) << "," << y_of(info.move);
}

TEST(Defence, TheSearchDeepensOnAfterALossButStopsAtAWin) {
  // Black has two four-three points, (5,2) and (5,12): a four on the row, an open three down
  // the column. White, to move, has no four or three and can take only one: it has lost.
  Board board = board_of(
      "...............\n...............\n.OXXX.......O..\n.....X.........\n.....X.........\n"
      "...............\n...............\n..........O....\n...............\n...............\n"
      ".....X.........\n.....X.........\n.OXXX.......O..\n...............\n...............\n");
  PatternBoard patterns(board, Rule::kFreestyle);
  Search search(std::size_t(1) << 20);
  SearchLimits limits;
  limits.max_depth = 6;
  SearchResult lost = search.run(patterns, kWhite, limits);
  EXPECT_LE(lost.score, -kWinThreshold);
  // A loss may be one that only the narrowed tree shows: the iterations go on.
  EXPECT_EQ(lost.depth, 6);
  SearchResult won = search.run(patterns, kBlack, limits);
  EXPECT_GE(won.score, kWinThreshold);
  EXPECT_LT(won.depth, 6);
}

}  // namespace
}  // namespace gg::gomoku
