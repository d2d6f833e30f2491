// `gridgames othello solve`: text and JSON output, threads, bad files.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include "cli/run_command.h"

namespace gg::test {
namespace {


// A made-up late position with few empties, so that the tests stay quick.
std::string quick_position() {
  return "--XXXXXXXOOOOOOXXOXXOOOXOOXOOOXXOOOOOOXXOOOOOOXXO-OOOX--O--X---- X";
}

TEST(OthelloSolveCommand, TextOutputOnePositionPerLine) {
  std::string input = "% two positions\n" + quick_position() + "\n\n" + quick_position() + " ; again\n";
  auto result = run_gridgames({"othello", "solve"}, input);
  ASSERT_EQ(result.status, 0) << result.err;
  std::istringstream lines(result.out);
  std::string first, second, extra;
  ASSERT_TRUE(std::getline(lines, first));
  ASSERT_TRUE(std::getline(lines, second));
  EXPECT_FALSE(std::getline(lines, extra));
  EXPECT_EQ(first.rfind("line 2: score ", 0), 0u) << first;
  EXPECT_EQ(second.rfind("line 4: score ", 0), 0u) << second;
  // Same position, same score and move.
  EXPECT_EQ(first.substr(7, first.find(" nodes") - 7), second.substr(7, second.find(" nodes") - 7));
  EXPECT_NE(first.find(" pv "), std::string::npos);
}

TEST(OthelloSolveCommand, JsonMatchesTheKnownFfoScore) {
  auto result = run_gridgames({"othello", "solve", "--json", "--threads", "2"}, ffo40() + "\n");
  ASSERT_EQ(result.status, 0) << result.err;
  auto j = nlohmann::json::parse(result.out);
  EXPECT_EQ(j["score"], 38);
  EXPECT_EQ(j["move"], "a2");
  ASSERT_TRUE(j["pv"].is_array());
  EXPECT_EQ(j["pv"][0], "a2");
  EXPECT_GT(j["nodes"].get<long long>(), 0);
  EXPECT_TRUE(j["seconds"].is_number());
  EXPECT_GE(j["cpu_seconds"].get<double>(), 0.0);
}

TEST(OthelloSolveCommand, BadPositionLineExitsTwoAfterEarlierResults) {
  std::string input = quick_position() + "\n" + std::string(63, '-') + " X\n";
  auto result = run_gridgames({"othello", "solve"}, input);
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("<stdin>:2"), std::string::npos) << result.err;
  // The whole file is read and checked before solving starts.
  EXPECT_EQ(result.out, "");
  auto missing = run_gridgames({"othello", "solve", "/nonexistent/file.obf"});
  EXPECT_EQ(missing.status, 2);
}

}  // namespace
}  // namespace gg::test

namespace gg::test {
namespace {

TEST(OthelloSolveCommand, FourByFourStartThroughTheGeneralPath) {
  auto result = run_gridgames({"othello", "solve", "--size", "4", "--start", "--json"});
  ASSERT_EQ(result.status, 0) << result.err;
  auto j = nlohmann::json::parse(result.out);
  // Checked against plain negamax in tests/othello/general_test.cpp; here: the plumbing.
  EXPECT_TRUE(j["score"].is_number_integer());
  EXPECT_LT(j["score"].get<int>(), 0) << "white wins 4x4 Othello";
  EXPECT_EQ(j["line"], 0);
}

TEST(OthelloSolveCommand, GeneralPathPositionsAndBudget) {
  // Two positions, one line each: the start with either side to move, which is the other's
  // colour-swapped mirror image, so both get the same score.
  auto result = run_gridgames({"othello", "solve", "--size", "4"}, "-----OX--XO----- X\n-----OX--XO----- O\n");
  ASSERT_EQ(result.status, 0) << result.err;
  std::istringstream lines(result.out);
  std::string first, second, extra;
  ASSERT_TRUE(std::getline(lines, first));
  ASSERT_TRUE(std::getline(lines, second));
  EXPECT_FALSE(std::getline(lines, extra)) << result.out;
  EXPECT_EQ(first.rfind("line 1: score ", 0), 0u) << result.out;
  EXPECT_EQ(second.rfind("line 2: score ", 0), 0u) << result.out;
  auto score = [](const std::string& line) { return line.substr(8, line.find(' ', 14) - 8); };
  EXPECT_EQ(score(first), score(second)) << result.out;
  auto bad = run_gridgames({"othello", "solve", "--size", "4"}, "-----OX--XO---- X\n");
  EXPECT_EQ(bad.status, 2);
  auto budget = run_gridgames({"othello", "solve", "--size", "6", "--start", "--max-nodes", "1000"});
  EXPECT_EQ(budget.status, 3) << budget.err;
  EXPECT_EQ(budget.err, "gridgames: the solution needs more than the node budget (--max-nodes 1000); nothing is guessed\n");
  auto odd = run_gridgames({"othello", "solve", "--size", "5", "--start"});
  EXPECT_EQ(odd.status, 1);
}

}  // namespace
}  // namespace gg::test

namespace gg::test {
namespace {

TEST(OthelloSolveCommand, EmptyInputIsAnErrorNotASilentSuccess) {
  for (const char* input : {"", "\n\n% a comment only\n"}) {
    auto r = run_gridgames({"othello", "solve"}, input);
    EXPECT_EQ(r.status, 2) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("<stdin>: no position to solve"), std::string::npos) << r.err;
  }
  auto sized = run_gridgames({"othello", "solve", "--size", "4"}, "");
  EXPECT_EQ(sized.status, 2) << sized.err;
  EXPECT_NE(sized.err.find("no position to solve (a line of 16 squares"), std::string::npos) << sized.err;
}

}  // namespace
}  // namespace gg::test
