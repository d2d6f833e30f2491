// `gridgames judge othello`: the spec sample byte for byte, and bad input end to end.
#include <gtest/gtest.h>

#include "cli/run_command.h"

namespace gg::test {
namespace {

const char* kSampleOutput =
    "(3,5) (4,6) (5,3) (6,4)\nBlack -  1 White -  4\n(3,4) (3,6) (5,6)\n"
    "--------\n--------\n----W---\n---WW---\n---BW---\n--------\n--------\n--------\n"
    "\n"
    "No legal move.\nBlack -  3 White - 12\n(3,5)\n"
    "WWWWB---\nWWWWW---\nWWB-----\nWB------\n--------\n--------\n--------\n--------\n";

TEST(JudgeOthello, ExampleFileMatchesTheSpecSample) {
  auto result = run_gridgames({"judge", "othello", GRIDGAMES_EXAMPLES "/othello.txt"});
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out, kSampleOutput);
  EXPECT_EQ(result.err, "");
}

TEST(JudgeOthello, StandardInput) {
  auto result = run_gridgames({"judge", "othello"},
                              read_file(GRIDGAMES_EXAMPLES "/othello.txt"));
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out, kSampleOutput);
}

TEST(JudgeOthello, IllegalMoveExitsTwoNamingTheLineAfterEarlierOutput) {
  std::string input =
      "1\n--------\n--------\n--------\n---WB---\n---BW---\n--------\n--------\n--------\nW\n"
      "L\nM11\nQ\n";
  auto result = run_gridgames({"judge", "othello"}, input);
  EXPECT_EQ(result.status, 2);
  EXPECT_EQ(result.out, "(3,5) (4,6) (5,3) (6,4)\n");
  EXPECT_NE(result.err.find("<stdin>:12"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("illegal move M11"), std::string::npos) << result.err;
}

TEST(JudgeOthello, TruncatedGameExitsTwo) {
  std::string input =
      "1\n--------\n--------\n--------\n---WB---\n---BW---\n--------\n--------\n--------\nW\n"
      "M35\n";
  auto result = run_gridgames({"judge", "othello"}, input);
  EXPECT_EQ(result.status, 2);
  EXPECT_EQ(result.out, "Black -  1 White -  4\n");
  EXPECT_NE(result.err.find("'Q'"), std::string::npos) << result.err;
}

}  // namespace
}  // namespace gg::test
