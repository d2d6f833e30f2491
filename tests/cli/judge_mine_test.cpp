// `gridgames judge mine`: golden output, bad input, and an honest refusal beyond the budget.
#include <gtest/gtest.h>

#include <random>

#include "cli/run_command.h"

namespace gg::test {
namespace {

TEST(JudgeMine, ExampleFileGivesTheSpecAnswer) {
  auto result = run_gridgames({"judge", "mine", GRIDGAMES_EXAMPLES "/mine.txt"});
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out, "Case #1: Xiemao\nCase #2: Fanglaoshi\n");
}

TEST(JudgeMine, StandardInput) {
  auto result = run_gridgames({"judge", "mine"}, "3\n1 1 0\n1 1 1\n0 0\n1 3 1\n0 1\n");
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out, "Case #1: Xiemao\nCase #2: Fanglaoshi\nCase #3: Fanglaoshi\n");
}

TEST(JudgeMine, BadLineExitsTwoAfterEarlierCases) {
  auto result = run_gridgames({"judge", "mine"}, "2\n1 1 0\n2 2 2\n0 0\n0 0\n");
  EXPECT_EQ(result.status, 2);
  EXPECT_EQ(result.out, "Case #1: Xiemao\n");
  EXPECT_NE(result.err.find("<stdin>:5: duplicate mine at 0 0"), std::string::npos) << result.err;
}

std::string random_case(int rows, int cols, int percent, unsigned seed) {
  std::mt19937 rng(seed);
  std::string mines;
  int k = 0;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (rng() % 100 < static_cast<unsigned>(percent)) {
        mines += std::to_string(r) + " " + std::to_string(c) + "\n";
        ++k;
      }
  return std::to_string(rows) + " " + std::to_string(cols) + " " + std::to_string(k) + "\n" + mines;
}

TEST(JudgeMine, BeyondTheBudgetExitsThreeWithoutGuessing) {
  std::string input = "2\n1 1 0\n" + random_case(60, 60, 22, 5);
  auto solved = run_gridgames({"judge", "mine"}, input);
  EXPECT_EQ(solved.status, 0) << solved.err;
  auto limited = run_gridgames({"judge", "mine", "--budget", "1"}, input);
  EXPECT_EQ(limited.status, 3) << limited.err;
  EXPECT_EQ(limited.out, "Case #1: Xiemao\n");  // the first case is decided, the second refused
  // SOURCE:LINE: as the other referees' messages: the second case's 'N M K' is line 3.
  EXPECT_NE(limited.err.find("gridgames: <stdin>:3: case 2: the part of"), std::string::npos) << limited.err;
  EXPECT_NE(limited.err.find("search states"), std::string::npos) << limited.err;
}

}  // namespace
}  // namespace gg::test
