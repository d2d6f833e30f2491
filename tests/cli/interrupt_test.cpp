// Ctrl-C on long runs: a real SIGINT sent to the command, which must stop promptly, print what it
// had established, and exit with status 130. (The exact stopping points are tested without
// signals in tests/mine/interruption_test.cpp and tests/gomoku/interruption_test.cpp.)
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "cli/run_command.h"
#include "mine/board_io.h"

namespace gg::test {
namespace {

// A board whose first part with shared numbers (44 regions, 48 groups) keeps the exact search
// busy far longer than the delays below (still searching after 20 s on an idle machine). The
// 100 x 100 board used first had its value in under 1.5 s on an idle machine, so the test
// depended on the machine's load.
const std::vector<std::string> kLongMineBoard = {"--random", "150", "150", "2250", "--seed", "1", "--seconds", "0"};

TEST(Interrupt, MineAnalyzePrintsThePartsEstablishedAndExits130) {
  std::vector<std::string> args = {"mine", "analyze", "--no-board"};
  args.insert(args.end(), kLongMineBoard.begin(), kLongMineBoard.end());
  auto result = run_gridgames(args, "", std::chrono::milliseconds(1500));
  EXPECT_EQ(result.status, 130) << result.out << result.err;
  EXPECT_NE(result.out.find("board: 150 x 150, 2250 mines"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("value: unknown (interrupted)"), std::string::npos) << result.out;
  // Established without search: the lone numbers and the regions without shared numbers (whose
  // value was once printed as 0 when the parts' search was interrupted).
  EXPECT_NE(result.out.find("lone numbers (touching no blank region): 2173, value 1"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("blank regions without shared numbers: 74, value 3"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("part at (0, 8): 44 blank regions linked by 48 groups of shared numbers, interrupted"),
            std::string::npos) << result.out;
  EXPECT_NE(result.out.find("winner: unknown (interrupted: "), std::string::npos) << result.out;
  EXPECT_EQ(result.err, "");
}

TEST(Interrupt, JudgeMineKeepsTheCasesDecidedAndNamesTheInterruptedOne) {
  mine::Board board = mine::random_board(150, 150, 2250, 1);  // the long board above
  std::string input = "2\n3 3 1\n1 1\n150 150 2250\n";
  for (int cell = 0; cell < board.rows * board.cols; ++cell)
    if (board.mine[cell]) input += std::to_string(cell / board.cols) + " " + std::to_string(cell % board.cols) + "\n";
  auto result = run_gridgames({"judge", "mine", "--seconds", "0"}, input, std::chrono::milliseconds(1500));
  EXPECT_EQ(result.status, 130) << result.err;
  EXPECT_EQ(result.out, "Case #1: Fanglaoshi\n");
  EXPECT_EQ(result.err.rfind("gridgames: case 2: ", 0), 0u) << result.err;
  EXPECT_NE(result.err.find("interrupted after"), std::string::npos) << result.err;
}

TEST(Interrupt, GomokuSolveSaysWhichDepthsItFinished) {
  const char* quiet =
      "...............\n...............\n...............\n...X...........\n...............\n"
      ".........O.....\n...............\n.......X.......\n......O........\n..O............\n"
      ".....X.X.......\n...........X...\n....O......O...\n...............\n...............\n";
  auto result = run_gridgames({"gomoku", "solve", "--vcf-depth", "100", "--vct-depth", "30", "--nodes",
                                   "1000000000000"},
                                  quiet, std::chrono::milliseconds(2000));
  EXPECT_EQ(result.status, 130) << result.out << result.err;
  EXPECT_EQ(result.out.rfind("black to move: no VCF or VCT found (interrupted, ", 0), 0u) << result.out;
  EXPECT_NE(result.out.find("established: no VCF within depth 100\n"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("unfinished: the VCT search at depth "), std::string::npos) << result.out;
}

}  // namespace
}  // namespace gg::test
