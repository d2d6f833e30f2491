// `gridgames judge gomoku`: byte-exact output, files and stdin, and bad input -> exit 2.
#include <gtest/gtest.h>

#include <fstream>

#include "cli/run_command.h"

namespace gg::test {
namespace {

const char* kGomokuSpecSample = "9\n1 1\n2 1\n1 2\n2 2\n1 3\n2 3\n1 4\n2 4\n1 5\n";

TEST(JudgeGomoku, SpecSampleOnStandardInput) {
  auto result = run_gridgames({"judge", "gomoku"}, kGomokuSpecSample);
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out, "A 9\n");
  EXPECT_EQ(result.err, "");
}

TEST(JudgeGomoku, SpecSampleFromAFile) {
  std::string path = ::testing::TempDir() + "gomoku-sample.txt";
  std::ofstream(path) << kGomokuSpecSample;
  auto result = run_gridgames({"judge", "gomoku", path});
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out, "A 9\n");
}

TEST(JudgeGomoku, WhiteWinAndTie) {
  EXPECT_EQ(run_gridgames({"judge", "gomoku"}, "10\n1 1\n3 3\n1 3\n4 4\n1 5\n5 5\n1 7\n6 6\n9 9\n7 7\n").out,
            "B 10\n");
  EXPECT_EQ(run_gridgames({"judge", "gomoku"}, "0\n").out, "Tie\n");
}

TEST(JudgeGomoku, BadFileExitsTwoNamingTheLine) {
  std::string path = ::testing::TempDir() + "gomoku-bad.txt";
  std::ofstream(path) << "3\n1 1\n1 1\n2 2\n";
  auto result = run_gridgames({"judge", "gomoku", path});
  EXPECT_EQ(result.status, 2);
  EXPECT_EQ(result.out, "");
  EXPECT_NE(result.err.find(path + ":3:"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("occupied"), std::string::npos) << result.err;
}

TEST(JudgeGomoku, TruncatedAndOutOfRangeInput) {
  auto truncated = run_gridgames({"judge", "gomoku"}, "3\n1 1\n2 2\n");
  EXPECT_EQ(truncated.status, 2);
  EXPECT_NE(truncated.err.find("move 3 of 3"), std::string::npos) << truncated.err;
  auto range = run_gridgames({"judge", "gomoku"}, "1\n16 1\n");
  EXPECT_EQ(range.status, 2);
  EXPECT_NE(range.err.find(":2:"), std::string::npos) << range.err;
}

}  // namespace
}  // namespace gg::test
