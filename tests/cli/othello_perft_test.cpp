// `gridgames othello perft`: counts, the --position option and bad positions.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

#include "cli/run_command.h"

namespace gg::test {
namespace {

TEST(OthelloPerftCommand, CountsFromTheStart) {
  auto result = run_gridgames({"othello", "perft", "6"});
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out,
            "depth 1: 4\ndepth 2: 12\ndepth 3: 56\ndepth 4: 244\ndepth 5: 1396\ndepth 6: 8200\n");
}

TEST(OthelloPerftCommand, PositionGivenAsTextOrFile) {
  // The start position after d3, white to move: 3 replies (c3, e3, c5).
  std::string text = std::string(27, '-') + "XX------XO" + std::string(27, '-');
  text[19] = 'X';  // d3
  text[27] = 'X';  // d4 flipped
  text += " O";
  auto result = run_gridgames({"othello", "perft", "1", "--position", text});
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out, "depth 1: 3\n");
  std::string path = ::testing::TempDir() + "/perft_position.obf";
  {
    std::ofstream file(path);
    file << "% a comment line\n" << text << " ; after d3\n";
  }
  auto from_file = run_gridgames({"othello", "perft", "1", "--position", path});
  EXPECT_EQ(from_file.status, 0) << from_file.err;
  EXPECT_EQ(from_file.out, "depth 1: 3\n");
  std::remove(path.c_str());
  // '-' is standard input, as in every reader; a bad line there names <stdin> and its line.
  auto from_stdin = run_gridgames({"othello", "perft", "1", "--position", "-"}, "% a comment line\n" + text + "\n");
  EXPECT_EQ(from_stdin.status, 0) << from_stdin.err;
  EXPECT_EQ(from_stdin.out, "depth 1: 3\n");
  auto bad_stdin = run_gridgames({"othello", "perft", "1", "--position", "-"}, "\nnot a position\n");
  EXPECT_EQ(bad_stdin.status, 2);
  EXPECT_EQ(bad_stdin.err.rfind("gridgames: <stdin>:2: ", 0), 0u) << bad_stdin.err;
  auto empty_stdin = run_gridgames({"othello", "perft", "1", "--position", "-"}, "");
  EXPECT_EQ(empty_stdin.status, 2);
  EXPECT_NE(empty_stdin.err.find("standard input holds no position"), std::string::npos) << empty_stdin.err;
}

TEST(OthelloPerftCommand, BadPositionExitsTwo) {
  auto result = run_gridgames({"othello", "perft", "3", "--position", std::string(64, '-') + " Z"});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("side to move"), std::string::npos) << result.err;
  auto missing = run_gridgames({"othello", "perft", "3", "--position", "/nonexistent.obf"});
  EXPECT_EQ(missing.status, 2);
  auto bad_depth = run_gridgames({"othello", "perft", "0"});
  EXPECT_EQ(bad_depth.status, 1);
}

}  // namespace
}  // namespace gg::test

namespace gg::test {
namespace {

TEST(OthelloPerftCommand, OtherSizesThroughTheGeneralPath) {
  // Near the start, the edges of a 16x16 board are out of reach: same counts as 8x8.
  auto big = run_gridgames({"othello", "perft", "4", "--size", "16"});
  EXPECT_EQ(big.status, 0) << big.err;
  EXPECT_EQ(big.out, "depth 1: 4\ndepth 2: 12\ndepth 3: 56\ndepth 4: 244\n");
  auto small = run_gridgames({"othello", "perft", "2", "--size", "4", "--position", "-----OX--XO----- X"});
  EXPECT_EQ(small.status, 0) << small.err;
  EXPECT_EQ(small.out, "depth 1: 4\ndepth 2: 12\n");
  auto bad = run_gridgames({"othello", "perft", "2", "--size", "4", "--position", "xx"});
  EXPECT_EQ(bad.status, 2);
  auto odd = run_gridgames({"othello", "perft", "2", "--size", "7"});
  EXPECT_EQ(odd.status, 1);
}

}  // namespace
}  // namespace gg::test
