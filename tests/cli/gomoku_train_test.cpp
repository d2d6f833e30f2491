// `gridgames gomoku train fit` end to end on tiny self-play games: one table per rule the games
// are read under (--also-as copies the freestyle games read, never an earlier copy), the stone range
// of --min-stones / --max-stones, and a range that holds nothing refused before any work.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <string>

#include "cli/run_command.h"

namespace gg::test {
namespace {

std::string generated(const std::string& rule) {
  std::string out = ::testing::TempDir() + "gridgames-gomoku-train-two-" + rule + ".bin";
  auto result = run_gridgames({"gomoku", "train", "generate", "-n", "2", "--nodes", "300", "--rule", rule, "-o", out});
  EXPECT_EQ(result.status, 0) << result.err;
  return out;
}

const std::string& two_games() {
  static const std::string path = generated("freestyle");
  return path;
}

// The "all" row's train and test positions of the rule's report.
std::pair<int, int> all_positions(const std::string& out, const std::string& rule) {
  std::size_t at = out.find(rule + ": ");
  EXPECT_NE(at, std::string::npos) << out;
  std::smatch m;
  std::string rest = out.substr(at);
  EXPECT_TRUE(std::regex_search(rest, m, std::regex(R"(\| all \| (\d+) \| (\d+) \|)"))) << rest;
  return {std::stoi(m[1]), std::stoi(m[2])};
}

TEST(GomokuTrainFit, EachAlsoAsRuleGetsTheFreestyleGamesReadOnce) {
  const std::string out = ::testing::TempDir() + "gridgames-gomoku-train-also.ggw";
  auto result = run_gridgames({"gomoku", "train", "fit", two_games(), generated("renju"), "--also-as", "standard",
                               "--also-as", "renju", "--iterations", "2", "--test-percent", "0", "-o", out});
  ASSERT_EQ(result.status, 0) << result.err;
  // Standard: the freestyle games' copies only (not the renju games', nor the renju copies of the
  // standard ones); renju: its own two and the freestyle games' copies.
  for (const char* rule : {"freestyle: 2 games", "standard: 2 games", "renju: 4 games"})
    EXPECT_NE(result.out.find(rule), std::string::npos) << result.out;
  EXPECT_TRUE(std::filesystem::exists(out));
  result = run_gridgames({"gomoku", "train", "fit", two_games(), "--also-as", "freestyle", "-o", out});
  EXPECT_EQ(result.status, 1);
  EXPECT_NE(result.err.find("--also-as"), std::string::npos) << result.err;
}

TEST(GomokuTrainFit, StoneRangeTakesOnlyItsPositions) {
  const std::string out = ::testing::TempDir() + "gridgames-gomoku-train-range.ggw";
  auto all = run_gridgames({"gomoku", "train", "fit", two_games(), "--iterations", "2", "--test-percent", "0", "-o", out});
  ASSERT_EQ(all.status, 0) << all.err;
  auto early = run_gridgames({"gomoku", "train", "fit", two_games(), "--iterations", "2", "--test-percent", "0",
                              "--max-stones", "19", "-o", out});
  auto late = run_gridgames({"gomoku", "train", "fit", two_games(), "--iterations", "2", "--test-percent", "0",
                             "--min-stones", "20", "-o", out});
  ASSERT_EQ(early.status, 0) << early.err;
  ASSERT_EQ(late.status, 0) << late.err;
  auto [all_train, all_test] = all_positions(all.out, "freestyle");
  auto [early_train, early_test] = all_positions(early.out, "freestyle");
  auto [late_train, late_test] = all_positions(late.out, "freestyle");
  EXPECT_GT(early_train, 0);
  EXPECT_GT(late_train, 0);
  EXPECT_EQ(early_train + late_train, all_train);  // the two ranges split the positions
  EXPECT_EQ(all_test + early_test + late_test, 0);
  // The stage rows outside the range are empty.
  EXPECT_NE(early.out.find("| 20-29 | 0 | 0 |"), std::string::npos) << early.out;
  EXPECT_NE(late.out.find("| 10-19 | 0 | 0 |"), std::string::npos) << late.out;
}

TEST(GomokuTrainFit, EmptyStoneRangeIsRefusedAndWritesNothing) {
  const std::string out = ::testing::TempDir() + "gridgames-gomoku-train-none.ggw";
  std::filesystem::remove(out);
  auto result = run_gridgames({"gomoku", "train", "fit", two_games(), "--min-stones", "30", "--max-stones", "29",
                               "-o", out});
  EXPECT_EQ(result.status, 1);
  EXPECT_NE(result.err.find("--min-stones 30 is above --max-stones 29"), std::string::npos) << result.err;
  EXPECT_FALSE(std::filesystem::exists(out));
}

}  // namespace
}  // namespace gg::test
