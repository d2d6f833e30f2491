// Defending against the opponent's threats: the main search's iterations after a loss.
#include <gtest/gtest.h>

#include "gomoku/pattern_board.h"
#include "gomoku/position.h"
#include "gomoku/search.h"

namespace gg::gomoku {
namespace {

Board board_of(const std::string& rows) {
  auto reader = LineReader::from_string(rows);
  return read_position(reader);
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
