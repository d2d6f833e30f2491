// `gridgames gomoku analyze` end to end: text and JSON agree, renju forbidden points are shown as
// such, the side to move can be chosen, and a limit that leaves moves unvalued exits 3 with the
// moves it valued.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/run_command.h"

namespace gg::test {
namespace {

// Black (X) has four in a row on row 7 with both ends open; white (O) three below (white to move
// by the stone counts; --color black analyses black's moves).
const char* kOpenFour =
    "...............\n...............\n...............\n...............\n...............\n"
    "...............\n...............\n.....XXXX......\n.....OOO.......\n...............\n"
    "...............\n...............\n...............\n...............\n...............\n";

TEST(GomokuAnalyzeCommand, TextAndJsonListTheSameMovesBestFirst) {
  auto text = run_gridgames({"gomoku", "analyze", "--color", "black", "--depth", "2", "--top", "2"}, kOpenFour);
  ASSERT_EQ(text.status, 0) << text.err;
  // The two five points, each a win on the spot (board order among equals: E8 before J8).
  EXPECT_NE(text.out.find("black to move, "), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("\nE8   x=4  y=7  win\nJ8   x=9  y=7  win\n"), std::string::npos) << text.out;
  auto json = run_gridgames({"gomoku", "analyze", "--colour", "black", "--depth", "2", "--json"}, kOpenFour);
  ASSERT_EQ(json.status, 0) << json.err;
  auto answer = nlohmann::json::parse(json.out);
  EXPECT_EQ(answer["to_move"], "black");
  EXPECT_EQ(answer["complete"], true);
  ASSERT_GE(answer["moves"].size(), 3u);
  EXPECT_EQ(answer["moves"][0]["move"], "E8");
  EXPECT_EQ(answer["moves"][0]["result"], "win");
  EXPECT_EQ(answer["moves"][1]["move"], "J8");
  // Scores never rise down the list.
  for (std::size_t i = 1; i < answer["moves"].size(); ++i)
    EXPECT_LE(answer["moves"][i]["score"].get<int>(), answer["moves"][i - 1]["score"].get<int>());
}

TEST(GomokuAnalyzeCommand, WhiteToMoveLosesToAnOpenFour) {
  // The same board with white to move (the stone counts say so): a block at one end leaves the
  // other, so every move is a loss.
  auto json = run_gridgames({"gomoku", "analyze", "--depth", "3", "--json"}, kOpenFour);
  ASSERT_EQ(json.status, 0) << json.err;
  auto answer = nlohmann::json::parse(json.out);
  EXPECT_EQ(answer["to_move"], "white");
  for (const auto& move : answer["moves"]) EXPECT_EQ(move["result"], "loss") << move.dump();
}

TEST(GomokuAnalyzeCommand, RenjuForbiddenPointsAreShown) {
  // Case mintaka/test_forbid/basic_forbidden_moves/1 (gomoku forbidden lists E14, F8, K5).
  const char* position =
      "..........X....\n..........X....\n....X.....X....\n..X.X....X.XXXX\n.X..X.....X....\n"
      "X...O..........\n...............\n...XX.XXX......\n...............\n...............\n"
      ".........X..X..\n.X........X....\n.X.X......X....\n...X...........\n...............\n";
  auto text = run_gridgames({"gomoku", "analyze", "--rule", "renju", "--color", "black", "--depth", "1",
                             "--nodes", "2000"},
                            position);
  ASSERT_EQ(text.status, 0) << text.err;
  for (const char* point : {"E14  x=4  y=1  forbidden", "F8   x=5  y=7  forbidden", "K5   x=10 y=10 forbidden"})
    EXPECT_NE(text.out.find(point), std::string::npos) << point << "\n" << text.out;
}

TEST(GomokuAnalyzeCommand, ALimitThatLeavesMovesOutExitsThree) {
  auto late = run_gridgames({"gomoku", "analyze", "--depth", "30", "--seconds", "0.000001", "--json"}, kOpenFour);
  EXPECT_EQ(late.status, 3) << late.err;
  EXPECT_NE(late.err.find("stopped at its time limit (--seconds 1e-06)"), std::string::npos) << late.err;
  auto answer = nlohmann::json::parse(late.out);
  EXPECT_EQ(answer["complete"], false);
  EXPECT_EQ(answer["stopped"], "time");
}

TEST(GomokuAnalyzeCommand, BadInputAndOptions) {
  auto empty = run_gridgames({"gomoku", "analyze"}, "");
  EXPECT_EQ(empty.status, 2) << empty.err;
  EXPECT_NE(empty.err.find("<stdin>:"), std::string::npos) << empty.err;
  auto bad_rule = run_gridgames({"gomoku", "analyze", "--rule", "go"}, kOpenFour);
  EXPECT_EQ(bad_rule.status, 1);
  auto negative = run_gridgames({"gomoku", "analyze", "--seconds", "-1"}, kOpenFour);
  EXPECT_EQ(negative.status, 1);
  auto missing = run_gridgames({"gomoku", "analyze", "/nonexistent/board.txt"});
  EXPECT_EQ(missing.status, 2);
}

// GRIDGAMES_GOMOKU_POINT_VALUES (what bench/gomoku_spsa.py tunes) replaces the hand-set point
// values: with every tunable value doubled, each depth-1 score in a position without fours is twice
// what it was. The values are five times the built-in ones and then ten times, so that every point
// is worth a multiple of 5 and the side to move's fifth, rounded down point by point, is exact.
// A malformed list is refused. The values are the evaluation only where no learned table is (the
// built-in one covers freestyle): GRIDGAMES_GOMOKU_WEIGHTS=hand asks for them.
TEST(GomokuAnalyzeCommand, PointValuesFromTheEnvironment) {
  setenv("GRIDGAMES_GOMOKU_WEIGHTS", "hand", 1);
  const std::string quiet = read_file(std::string(GRIDGAMES_EXAMPLES) + "/gomoku-quiet.txt");
  const std::vector<std::string> args = {"gomoku", "analyze", "--depth", "1", "--json"};
  unsetenv("GRIDGAMES_GOMOKU_POINT_VALUES");
  auto builtin = run_gridgames(args, quiet);
  ASSERT_EQ(builtin.status, 0) << builtin.err;
  setenv("GRIDGAMES_GOMOKU_POINT_VALUES", "5 10 20 50 60 200 225 1000 600 1250 2000", 1);
  auto plain = run_gridgames(args, quiet);
  ASSERT_EQ(plain.status, 0) << plain.err;
  EXPECT_NE(nlohmann::json::parse(plain.out)["moves"], nlohmann::json::parse(builtin.out)["moves"]);
  setenv("GRIDGAMES_GOMOKU_POINT_VALUES", "10 20 40 100 120 400 450 2000 1200 2500 4000", 1);
  auto doubled = run_gridgames(args, quiet);
  ASSERT_EQ(doubled.status, 0) << doubled.err;
  auto a = nlohmann::json::parse(plain.out)["moves"], b = nlohmann::json::parse(doubled.out)["moves"];
  ASSERT_EQ(a.size(), b.size());
  ASSERT_GE(a.size(), 5u);
  bool some_nonzero = false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    int single = a[i]["score"].get<int>();
    some_nonzero = some_nonzero || single != 0;
    bool found = false;
    for (const auto& move : b)
      if (move["move"] == a[i]["move"]) {
        found = true;
        EXPECT_NEAR(move["score"].get<int>(), 2 * single, 2) << a[i]["move"];
      }
    EXPECT_TRUE(found) << a[i]["move"];
  }
  EXPECT_TRUE(some_nonzero);
  for (const char* bad : {"1 2 3", "1 2 3 4 5 6 7 8 9 10 11 12", "1 2 3 4 5 6 7 8 9 10 x", "1 2 3 4 5 6 7 8 9 10 -1",
                          "1 2 3 4 5 6 7 8 9 10 10001"}) {
    setenv("GRIDGAMES_GOMOKU_POINT_VALUES", bad, 1);
    auto refused = run_gridgames(args, quiet);
    EXPECT_EQ(refused.status, 2) << bad;
    EXPECT_NE(refused.err.find("GRIDGAMES_GOMOKU_POINT_VALUES: "), std::string::npos) << refused.err;
    EXPECT_EQ(refused.out, "") << bad;
  }
  unsetenv("GRIDGAMES_GOMOKU_POINT_VALUES");
  unsetenv("GRIDGAMES_GOMOKU_WEIGHTS");
}

}  // namespace
}  // namespace gg::test
