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

// A node or time limit stops the solve of one position: exit status 3, the limit named on
// stderr, the positions solved before it printed (text and JSON), nothing printed for it.
TEST(OthelloSolveCommand, ALimitExitsThreeNamingItAfterEarlierResults) {
  // The quick position needs fewer nodes than one poll of the limit; FFO #40 many more.
  const std::string input = quick_position() + "\n" + ffo40() + "\n";
  auto nodes = run_gridgames({"othello", "solve", "--nodes", "1000"}, input);
  EXPECT_EQ(nodes.status, 3) << nodes.err;
  EXPECT_EQ(nodes.out.rfind("line 1: score ", 0), 0u) << nodes.out;
  EXPECT_EQ(nodes.out.find('\n'), nodes.out.size() - 1) << "one line: " << nodes.out;
  const std::string nodes_message = "gridgames: the solve of line 2 stopped at its node limit (--nodes 1000, ";
  EXPECT_EQ(nodes.err.rfind(nodes_message, 0), 0u) << nodes.err;
  EXPECT_NE(nodes.err.find(" nodes searched); nothing is guessed\n"), std::string::npos) << nodes.err;

  auto json = run_gridgames({"othello", "solve", "--json", "--threads", "2", "--nodes", "1000"}, input);
  EXPECT_EQ(json.status, 3) << json.err;
  auto first = nlohmann::json::parse(json.out);  // one object: the first position alone
  EXPECT_EQ(first["line"], 1);
  EXPECT_TRUE(first["score"].is_number_integer());
  EXPECT_EQ(json.err.rfind(nodes_message, 0), 0u) << json.err;

  // The earlier name of the option still works, and the message names the one given.
  auto alias = run_gridgames({"othello", "solve", "--max-nodes", "1000"}, input);
  EXPECT_EQ(alias.status, 3) << alias.err;
  EXPECT_EQ(alias.out.substr(0, alias.out.find(" seconds ")), nodes.out.substr(0, nodes.out.find(" seconds ")));
  EXPECT_NE(alias.err.find("stopped at its node limit (--max-nodes 1000, "), std::string::npos) << alias.err;

  auto seconds = run_gridgames({"othello", "solve", "--seconds", "0.001"}, ffo40() + "\n");
  EXPECT_EQ(seconds.status, 3) << seconds.err;
  EXPECT_EQ(seconds.out, "");
  EXPECT_EQ(seconds.err.rfind("gridgames: the solve of line 1 stopped at its time limit (--seconds 0.001, ", 0), 0u)
      << seconds.err;

  // Limits the solve stays within change nothing but the exit status staying 0.
  auto roomy = run_gridgames({"othello", "solve", "--json", "--nodes", "1000000000", "--seconds", "3600"}, ffo40() + "\n");
  auto plain = run_gridgames({"othello", "solve", "--json"}, ffo40() + "\n");
  ASSERT_EQ(roomy.status, 0) << roomy.err;
  ASSERT_EQ(plain.status, 0) << plain.err;
  auto a = nlohmann::json::parse(roomy.out), b = nlohmann::json::parse(plain.out);
  EXPECT_EQ(a["score"], 38);
  EXPECT_EQ(a["nodes"], b["nodes"]);
  EXPECT_EQ(a["pv"], b["pv"]);
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
  // --nodes means the same on every size (--max-nodes is its earlier name); --seconds is 8 x 8's.
  auto nodes = run_gridgames({"othello", "solve", "--size", "6", "--start", "--nodes", "1000"});
  EXPECT_EQ(nodes.status, 3) << nodes.err;
  EXPECT_EQ(nodes.err, "gridgames: the solution needs more than the node budget (--nodes 1000); nothing is guessed\n");
  auto seconds = run_gridgames({"othello", "solve", "--size", "4", "--start", "--seconds", "1"});
  EXPECT_EQ(seconds.status, 1) << seconds.err;
  EXPECT_EQ(seconds.err, "gridgames: --seconds: a time limit is for 8 x 8 only (--size 8)\n");
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
