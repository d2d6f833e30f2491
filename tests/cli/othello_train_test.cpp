// `gridgames othello train average`: the mean of two or more weights files, end to end (the rounding
// itself is tested in tests/othello/pattern_test.cpp), `othello train fill`, and `othello train fit`'s answer to a file
// that is not a samples file.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "cli/run_command.h"

namespace gg::test {
namespace {

const std::string kWeights = GRIDGAMES_DATA "/othello/eval.ggw";

TEST(OthelloTrainAverage, MeanOfAFileWithItselfIsTheSameFile) {
  const std::string out = ::testing::TempDir() + "gridgames-average-same.ggw";
  auto result = run_gridgames({"othello", "train", "average", kWeights, kWeights, "--out", out});
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_NE(result.out.find("written to " + out), std::string::npos) << result.out;
  EXPECT_EQ(read_file(out), read_file(kWeights));
}

TEST(OthelloTrainAverage, MeanOfThreeCopiesIsTheSameFileAndOneFileIsNotEnough) {
  const std::string out = ::testing::TempDir() + "gridgames-average-three.ggw";
  auto result = run_gridgames({"othello", "train", "average", kWeights, kWeights, kWeights, "--out", out});
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_NE(result.out.find(kWeights + ", " + kWeights + " and " + kWeights + " written to " + out),
            std::string::npos)
      << result.out;
  EXPECT_EQ(read_file(out), read_file(kWeights));
  const std::string none = ::testing::TempDir() + "gridgames-average-one.ggw";
  std::filesystem::remove(none);
  result = run_gridgames({"othello", "train", "average", kWeights, "--out", none});
  EXPECT_NE(result.status, 0);
  EXPECT_NE(result.err.find("weights"), std::string::npos) << result.err;
  EXPECT_FALSE(std::filesystem::exists(none));
}

TEST(OthelloTrainAverage, DamagedFileExitsTwoNamingItAndWritesNothing) {
  const std::string damaged = ::testing::TempDir() + "gridgames-average-damaged.ggw";
  const std::string out = ::testing::TempDir() + "gridgames-average-none.ggw";
  std::filesystem::remove(out);
  std::string bytes = read_file(kWeights);
  bytes[100] = static_cast<char>(bytes[100] ^ 1);
  std::ofstream(damaged, std::ios::binary) << bytes;
  auto result = run_gridgames({"othello", "train", "average", kWeights, damaged, "--out", out});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find(damaged), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("checksum"), std::string::npos) << result.err;
  EXPECT_FALSE(std::filesystem::exists(out));
}

TEST(OthelloTrainAverage, OutputIsRequired) {
  auto result = run_gridgames({"othello", "train", "average", kWeights, kWeights});
  EXPECT_NE(result.status, 0);
  EXPECT_NE(result.err.find("--out"), std::string::npos) << result.err;
}

TEST(OthelloTrainFill, FilledFromItselfIsTheSameFileAndADamagedFillExitsTwo) {
  const std::string out = ::testing::TempDir() + "gridgames-fill-same.ggw";
  auto result = run_gridgames({"othello", "train", "fill", kWeights, kWeights, "--out", out});
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_NE(result.out.find("written to " + out), std::string::npos) << result.out;
  EXPECT_EQ(read_file(out), read_file(kWeights));
  const std::string damaged = ::testing::TempDir() + "gridgames-fill-damaged.ggw";
  const std::string none = ::testing::TempDir() + "gridgames-fill-none.ggw";
  std::filesystem::remove(none);
  std::string bytes = read_file(kWeights);
  bytes[200] = static_cast<char>(bytes[200] ^ 4);
  std::ofstream(damaged, std::ios::binary) << bytes;
  result = run_gridgames({"othello", "train", "fill", kWeights, damaged, "--out", none});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find(damaged), std::string::npos) << result.err;
  EXPECT_FALSE(std::filesystem::exists(none));
  result = run_gridgames({"othello", "train", "fill", kWeights, "--out", none});
  EXPECT_EQ(result.status, 1);
  EXPECT_NE(result.err.find("fill"), std::string::npos) << result.err;
  EXPECT_FALSE(std::filesystem::exists(none));
}

// Regression: the message named the first data file twice ("gridgames: X: X: not a samples
// file"), because the command reported under that file's name as well as the reader's.
TEST(OthelloTrainFit, NotASamplesFileExitsTwoNamingItOnceAndWritesNothing) {
  const std::string out = ::testing::TempDir() + "gridgames-fit-none.ggw";
  std::filesystem::remove(out);
  auto result = run_gridgames({"othello", "train", "fit", kWeights, "--out", out});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("not a samples file"), std::string::npos) << result.err;
  const std::size_t first = result.err.find(kWeights);
  ASSERT_NE(first, std::string::npos) << result.err;
  EXPECT_EQ(result.err.find(kWeights, first + 1), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("othello train fit"), std::string::npos) << result.err;
  EXPECT_FALSE(std::filesystem::exists(out));
}

// The additive prior replaces the prior weights' pull, so the two options cannot go together:
// a bad command line (exit status 1) that names them, before any samples file is read.
TEST(OthelloTrainFit, AdditivePriorWithPriorWeightsIsABadCommandLine) {
  const std::string out = ::testing::TempDir() + "gridgames-fit-both.ggw";
  std::filesystem::remove(out);
  auto result = run_gridgames(
      {"othello", "train", "fit", kWeights, "--additive-prior", "--prior", kWeights, "--out", out});
  EXPECT_EQ(result.status, 1);
  EXPECT_NE(result.err.find("--additive-prior"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("--prior"), std::string::npos) << result.err;
  EXPECT_EQ(result.err.find("not a samples file"), std::string::npos) << result.err;
  EXPECT_FALSE(std::filesystem::exists(out));
}

}  // namespace
}  // namespace gg::test
