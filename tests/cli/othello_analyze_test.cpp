// `gridgames othello analyze`: output on hand-checked positions, limits, errors.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

#include "cli/run_command.h"

namespace gg::test {
namespace {

// Everything but the last line (node count and time vary with the machine).
std::string without_statistics(const std::string& out) {
  std::size_t end = out.rfind("nodes ");
  return end == std::string::npos ? out : out.substr(0, end);
}

TEST(OthelloAnalyze, HandCheckedEndgame) {
  // Row 1: X on a1..f1, O on g1, h1 empty; h2 empty; every other square O. X's only move is h1
  // (flipping g1); then neither side can play h2: X 8, O 55, one empty to the winner: -48.
  auto r = run_gridgames({"othello", "analyze",
                          "XXXXXXO-OOOOOOO-OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO X"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(without_statistics(r.out),
            "X to move, 2 empties, exact (depth 2)\n"
            "  h1   -48\n"
            "best h1, principal variation: h1\n");
  EXPECT_EQ(r.out.rfind("nodes "), without_statistics(r.out).size());
}

TEST(OthelloAnalyze, ForcedPassAndFinishedGame) {
  // O (to move) on b1 has no move; X on a1 then plays c1 and wins 64-0 (61 empties to X).
  std::string board = "XO" + std::string(62, '-');
  auto r = run_gridgames({"othello", "analyze", "--position", board + " O"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(without_statistics(r.out),
            "O to move, 62 empties, depth 10\n"
            "  pass -64.00\n"
            "best pass, principal variation: pass c1\n");
  r = run_gridgames({"othello", "analyze", "--position", "XX" + std::string(62, '-') + " O"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "O to move, 62 empties, game over: final score -64\n");
}

TEST(OthelloAnalyze, StartPositionMovesAreSymmetric) {
  auto r = run_gridgames({"othello", "analyze", "--depth", "5", "---------------------------OX------XO--------------------------- X"});
  EXPECT_EQ(r.status, 0) << r.err;
  // The four opening moves are equivalent by symmetry: same value on every line.
  std::vector<std::string> values;
  for (const char* move : {"  c4 ", "  d3 ", "  e6 ", "  f5 "}) {
    std::size_t at = r.out.find(move);
    ASSERT_NE(at, std::string::npos) << move << "\n" << r.out;
    values.push_back(r.out.substr(at + 4, r.out.find('\n', at) - at - 4));
  }
  for (const auto& v : values) EXPECT_EQ(v, values[0]) << r.out;
  EXPECT_NE(r.out.find("depth 5\n"), std::string::npos);
}

TEST(OthelloAnalyze, FileOfPositionsAndNodeLimit) {
  std::string path = ::testing::TempDir() + "/gg_analyze_positions.obf";
  {
    std::ofstream file(path);
    file << "% two positions\n"
         << "---------------------------OX------XO--------------------------- X ; start\n\n"
         << "XXXXXXO-OOOOOOO-OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO X\n";
  }
  auto r = run_gridgames({"othello", "analyze", "--nodes", "100", "--depth", "20", path});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("position 1 (line 2)\nX to move, 60 empties, depth "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("stopped by a limit"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("position 2 (line 4)\nX to move, 2 empties, exact"), std::string::npos) << r.out;
  std::remove(path.c_str());
}

TEST(OthelloAnalyze, BadInputIsReportedWithExitTwo) {
  auto r = run_gridgames({"othello", "analyze", "--position", std::string(64, '-') + " Z"});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("position"), std::string::npos) << r.err;
  std::string path = ::testing::TempDir() + "/gg_analyze_bad.obf";
  {
    std::ofstream file(path);
    file << "---------------------------OX------XO--------------------------- X\n"
         << "not a board\n";
  }
  r = run_gridgames({"othello", "analyze", path});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find(path + ":2:"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("X to move, 60 empties"), std::string::npos) << "nothing analysed before the error";
  std::remove(path.c_str());
  r = run_gridgames({"othello", "analyze", "--depth", "0", "x"});
  EXPECT_EQ(r.status, 1);
}

TEST(OthelloAnalyze, GgfGamesAreReplayedAndTheirLastPositionAnalysed) {
  std::string path = ::testing::TempDir() + "/gg_analyze_games.ggf";
  {
    std::ofstream file(path);
    file << "(;GM[Othello]PB[alice]PW[bob]TY[8]\n"
         << "BO[8 ---------------------------O*------*O--------------------------- *]B[f5]W[d6];)\n"
         << "(;GM[Othello]BO[8 XXXXXXO-OOOOOOO-OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO *];)\n"
         << "(;GM[Othello]B[f5]W[f5];)\n";
  }
  auto r = run_gridgames({"othello", "analyze", "--ggf", "--depth", "2", path});
  EXPECT_EQ(r.status, 2);
  // After f5 d6 black has c3, c4, c5, c6 and c7; the second game is the hand-checked endgame.
  EXPECT_NE(r.out.find("game 1 (alice - bob), after 2 moves\nX to move, 58 empties, depth 2\n"), std::string::npos) << r.out;
  for (const char* move : {"  c3 ", "  c4 ", "  c5 ", "  c6 ", "  c7 "}) EXPECT_NE(r.out.find(move), std::string::npos) << move;
  EXPECT_NE(r.out.find("game 2 ( - ), after 0 moves\nX to move, 2 empties, exact (depth 2)\n  h1   -48\n"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find(path + ": game 3: GGF move 2 (W[f5]): f5 is not a legal move"), std::string::npos) << r.err;
  std::remove(path.c_str());
}

TEST(OthelloAnalyze, BenchSignatureIsStable) {
  auto a = run_gridgames({"othello", "analyze", "--bench", "--depth", "4"});
  auto b = run_gridgames({"othello", "analyze", "--bench", "--depth", "4"});
  EXPECT_EQ(a.status, 0);
  // "bench: 5 positions, depth 4, nodes N, T s, R nodes/s": the same N every time.
  auto signature = [](const std::string& out) { return out.substr(0, out.find(", ", out.find("nodes "))); };
  EXPECT_EQ(signature(a.out), signature(b.out));
  EXPECT_EQ(a.out.rfind("bench: 5 positions, depth 4, nodes ", 0), 0u) << a.out;
}

}  // namespace
}  // namespace gg::test
