// `gridgames mine analyze` and `gridgames mine play` end to end.
#include <gtest/gtest.h>

#include "cli/run_command.h"

namespace gg::test {
namespace {

TEST(MineAnalyze, DrawnBoardFromStandardInput) {
  // (1, 1) touches the pocket (0, 0) and the big region: one part of 2 regions, value 2.
  auto result = run_gridgames({"mine", "analyze"}, "..*..\n.....\n*....\n");
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_NE(result.out.find("board: 3 x 5, 2 mines, 13 hidden cells to click"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("part at (0, 0): 2 blank regions"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("value 2\n"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("winner: the player to move"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("a number shared by the regions at (0, 0) and (0, 4): (1, 1)"), std::string::npos) << result.out;
}

TEST(MineAnalyze, CoordinatesFormatAndClicks) {
  // The referee's second sample: eight lone numbers, the player to move loses.
  auto lost = run_gridgames({"mine", "analyze", "--no-board"}, "3 3 1\n1 1\n");
  EXPECT_EQ(lost.status, 0) << lost.err;
  EXPECT_NE(lost.out.find("winning clicks: none"), std::string::npos) << lost.out;
  // After one click, seven lone numbers are left: any click wins.
  auto won = run_gridgames({"mine", "analyze", "--no-board", "--click", "0,0"}, "3 3 1\n1 1\n");
  EXPECT_EQ(won.status, 0) << won.err;
  EXPECT_NE(won.out.find("a number touching no blank region: (0, 1) (0, 2) (1, 0)"), std::string::npos) << won.out;
  // A part-way drawn board: revealed cells drawn as their numbers.
  auto drawn = run_gridgames({"mine", "analyze", "--no-board"}, "01*..\n01...\n22...\n");
  EXPECT_EQ(drawn.status, 2);  // (2, 0) shows 2 but there is no mine around it
  EXPECT_NE(drawn.err.find("<stdin>:3: cell (2, 0) shows 2"), std::string::npos) << drawn.err;
}

TEST(MineAnalyze, BadInputAndBudget) {
  auto bad = run_gridgames({"mine", "analyze"}, "3 3 2\n0 0\n0 0\n");
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("<stdin>:3: duplicate mine"), std::string::npos) << bad.err;
  auto mine_click = run_gridgames({"mine", "analyze", "--click", "1,1"}, "3 3 1\n1 1\n");
  EXPECT_EQ(mine_click.status, 1);  // a bad option value is a bad command line
  EXPECT_NE(mine_click.err.find("is a mine"), std::string::npos) << mine_click.err;
  auto limited = run_gridgames({"mine", "analyze", "--random", "60", "60", "800", "--seed", "2", "--budget", "1"});
  EXPECT_EQ(limited.status, 3) << limited.out << limited.err;
  EXPECT_NE(limited.err.find("search states"), std::string::npos) << limited.err;
  EXPECT_NE(limited.err.find("nothing is guessed"), std::string::npos) << limited.err;
  // What was established is printed, as after Ctrl-C: the parts solved, no value and no winner.
  EXPECT_NE(limited.out.find("value: unknown (beyond the budget)\n"), std::string::npos) << limited.out;
  EXPECT_NE(limited.out.find("  lone numbers (touching no blank region): "), std::string::npos) << limited.out;
  EXPECT_NE(limited.out.find(", beyond the budget: value unknown\n"), std::string::npos) << limited.out;
  EXPECT_NE(limited.out.find("winner: unknown (beyond the budget)\n"), std::string::npos) << limited.out;
  EXPECT_EQ(limited.out.find("winner: the"), std::string::npos) << limited.out;
}

TEST(MinePlay, HintAndClicksUntilTheEnd) {
  // On a 1 x 3 board with the mine in the middle, two lone numbers: the first player loses.
  std::string moves = "hint\n0 1\n0 0\n";
  auto result = run_gridgames({"mine", "play", "--size", "1", "3", "1", "--seed", "5"}, moves);
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_NE(result.out.find("engine clicks"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("hint:"), std::string::npos) << result.out;
  EXPECT_TRUE(result.out.find("the engine wins") != std::string::npos ||
              result.out.find("you win") != std::string::npos) << result.out;
}

}  // namespace
}  // namespace gg::test
