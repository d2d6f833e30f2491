// `gridgames judge spot`: byte-exact output on the spec sample, files and stdin, and bad input
// -> exit 2 with the earlier verdicts printed and the line named.
#include <gtest/gtest.h>

#include <fstream>

#include "cli/run_command.h"

namespace gg::test {
namespace {

const char* kSpotSpecSample =
    "2\n1 1 +\n2 2 +\n2 2 -\n1 2 +\n"
    "2\n1 1 +\n2 2 +\n1 2 +\n2 2 -\n"
    "0\n";
const char* kSpecOutput = "Player 2 wins on move 3\nDraw\n";

TEST(JudgeSpot, SpecSampleOnStandardInput) {
  auto result = run_gridgames({"judge", "spot"}, kSpotSpecSample);
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out, kSpecOutput);
  EXPECT_EQ(result.err, "");
}

TEST(JudgeSpot, BundledExampleFile) {
  auto result = run_gridgames({"judge", "spot", GRIDGAMES_EXAMPLES "/spot.txt"});
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out, kSpecOutput);
}

TEST(JudgeSpot, BadFileExitsTwoAfterPrintingEarlierVerdicts) {
  std::string path = ::testing::TempDir() + "spot-bad.txt";
  // Game 1 is decided on move 3; game 2 removes a spot that is not there on line 8.
  std::ofstream(path) << "2\n1 1 +\n2 2 +\n2 2 -\n1 2 +\n2\n1 1 +\n2 2 -\n1 2 +\n0\n";
  auto result = run_gridgames({"judge", "spot", path});
  EXPECT_EQ(result.status, 2);
  EXPECT_EQ(result.out, "Player 2 wins on move 3\n");
  EXPECT_NE(result.err.find(path + ":8:"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("no spot to remove"), std::string::npos) << result.err;
}

TEST(JudgeSpot, TruncatedGameAndMissingEnd) {
  auto truncated = run_gridgames({"judge", "spot"}, "2\n1 1 +\n2 2 +\n");
  EXPECT_EQ(truncated.status, 2);
  EXPECT_NE(truncated.err.find("<stdin>:4:"), std::string::npos) << truncated.err;
  EXPECT_NE(truncated.err.find("move 3 of 4"), std::string::npos) << truncated.err;
  auto no_end = run_gridgames({"judge", "spot"}, "2\n1 1 +\n2 2 +\n1 2 +\n2 2 -\n");
  EXPECT_EQ(no_end.status, 2);
  EXPECT_EQ(no_end.out, "Draw\n");
  EXPECT_NE(no_end.err.find("missing the final line '0'"), std::string::npos) << no_end.err;
  auto empty = run_gridgames({"judge", "spot"}, "");
  EXPECT_EQ(empty.status, 2);
  EXPECT_EQ(empty.out, "");
  EXPECT_NE(empty.err.find("<stdin>:1: unexpected end of input"), std::string::npos) << empty.err;
}

TEST(JudgeSpot, BoardLargerThanTheClassicLimit) {
  // N = 1000: the corner (1,1) and then (1000,1000), its 180 degree rotation.
  std::string input = "1000\n1 1 +\n1 1 -\n1000 1000 +\n";
  for (int move = 4; move <= 2000; ++move) input += move % 2 == 0 ? "7 9 +\n" : "7 9 -\n";
  input += "0\n";
  auto result = run_gridgames({"judge", "spot"}, input);
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out, "Player 2 wins on move 3\n");
}

}  // namespace
}  // namespace gg::test
