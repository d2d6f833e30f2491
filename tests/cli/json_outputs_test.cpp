// The `--json` answers of judge, othello analyze, gomoku check and mine analyze (docs/cli.md):
// each parses, and says what the text output says.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/run_command.h"

namespace gg::test {
namespace {

TEST(JsonOutputs, JudgeGivesEachFileTheRefereesLines) {
  for (const char* game : {"spot", "gomoku", "mine", "othello"}) {
    const std::string file = std::string(GRIDGAMES_EXAMPLES) + "/" + game + ".txt";
    auto text = run_gridgames({"judge", game, file});
    ASSERT_EQ(text.status, 0) << text.err;
    auto json = run_gridgames({"judge", game, "--json", file});
    ASSERT_EQ(json.status, 0) << json.err;
    auto answer = nlohmann::json::parse(json.out);
    EXPECT_EQ(answer["game"], game);
    EXPECT_EQ(answer["file"], file);
    EXPECT_EQ(answer["status"], 0);
    EXPECT_EQ(answer["output"].get<std::vector<std::string>>(), lines_of(text.out)) << game;
    EXPECT_EQ(answer["output"].get<std::vector<std::string>>(), lines_of(read_file(
                                                                    std::string(GRIDGAMES_EXAMPLES) + "/" + game + ".expected")));
  }
}

TEST(JsonOutputs, JudgeKeepsTheVerdictsBeforeABadLineAndGoesOnToTheNextFile) {
  // The second game on standard input has a bad move on line 8: the first verdict is kept,
  // status 2; the file after it is judged as well.
  auto json = run_gridgames({"judge", "spot", "--json", "-", GRIDGAMES_EXAMPLES "/spot.txt"},
                            "2\n1 1 +\n2 2 +\n2 2 -\n1 2 +\n2\n1 1 +\nbad\n");
  EXPECT_EQ(json.status, 2) << json.err;
  auto lines = lines_of(json.out);
  ASSERT_EQ(lines.size(), 2u) << json.out;
  auto bad = nlohmann::json::parse(lines[0]);
  EXPECT_EQ(bad["file"], "<stdin>");
  EXPECT_EQ(bad["status"], 2);
  EXPECT_EQ(bad["output"], nlohmann::json::array({"Player 2 wins on move 3"}));
  EXPECT_NE(json.err.find("gridgames: <stdin>:8: "), std::string::npos) << json.err;
  auto good = nlohmann::json::parse(lines[1]);
  EXPECT_EQ(good["status"], 0);
  EXPECT_EQ(good["output"].size(), 2u);
}

TEST(JsonOutputs, OthelloAnalyzeGivesTheTextsValues) {
  const std::string position = "---------------------------OX------XO--------------------------- X";
  auto text = run_gridgames({"othello", "analyze", "--depth", "4", "--position", position});
  ASSERT_EQ(text.status, 0) << text.err;
  auto json = run_gridgames({"othello", "analyze", "--depth", "4", "--json", "--position", position});
  ASSERT_EQ(json.status, 0) << json.err;
  auto answer = nlohmann::json::parse(json.out);
  EXPECT_EQ(answer["line"], 0);
  EXPECT_EQ(answer["to_move"], "black");
  EXPECT_EQ(answer["empties"], 60);
  EXPECT_EQ(answer["depth"], 4);
  EXPECT_EQ(answer["game_over"], false);
  ASSERT_EQ(answer["moves"].size(), 4u);  // the four opening moves
  // Every "  MOVE  VALUE" line of the text is a move of the JSON, in the same order.
  for (std::size_t i = 0; i < answer["moves"].size(); ++i) {
    char value[32];
    std::snprintf(value, sizeof value, "%+.2f", answer["moves"][i]["score"].get<double>());
    std::string line = "\n  " + answer["moves"][i]["move"].get<std::string>() + "   " + value + "\n";
    EXPECT_NE(text.out.find(line), std::string::npos) << line << " in:\n" << text.out;
  }
  EXPECT_EQ(answer["move"], answer["moves"][0]["move"]);
  EXPECT_EQ(answer["score"], answer["moves"][0]["score"]);
  EXPECT_EQ(answer["pv"][0], answer["move"]);
  EXPECT_NE(text.out.find("best " + answer["move"].get<std::string>() + ", principal variation: "), std::string::npos);
}

TEST(JsonOutputs, OthelloAnalyzeIsExactWhereSolveIs) {
  // 11 empties, searched to the end: the best move's exact value is the solver's.
  const std::string position = "--OOOXXX--OOXXXX-XXXOXOXXOXXXXOXO-OXXXOX--XOOXOX-XXXXXXX--OOOXXX O";
  auto solved = run_gridgames({"othello", "solve", "--json"}, position + "\n");
  ASSERT_EQ(solved.status, 0) << solved.err;
  auto json = run_gridgames({"othello", "analyze", "--depth", "2", "--exact", "20", "--json", "-"}, position + "\n");
  ASSERT_EQ(json.status, 0) << json.err;
  auto answer = nlohmann::json::parse(json.out);
  EXPECT_EQ(answer["line"], 1);
  EXPECT_EQ(answer["to_move"], "white");
  EXPECT_EQ(answer["exact"], true);
  EXPECT_EQ(answer["score"], nlohmann::json::parse(solved.out)["score"]);
}

TEST(JsonOutputs, GomokuCheckGivesTheVerdict) {
  auto five = run_gridgames({"gomoku", "check", "--json", "--rule", "renju"}, "h8 h9 i8 i9 j8 j9 k8 k9 l8 a1\n");
  ASSERT_EQ(five.status, 0) << five.err;
  auto answer = nlohmann::json::parse(five.out);
  EXPECT_EQ(answer["rule"], "renju");
  EXPECT_EQ(answer["moves"], 10);
  EXPECT_EQ(answer["ending"], "five");
  EXPECT_EQ(answer["winner"], "black");
  EXPECT_EQ(answer["deciding_move"], 9);
  EXPECT_EQ(answer["deciding_point"]["move"], "L8");
  EXPECT_EQ(answer["ignored_moves"], 1);
  ASSERT_EQ(answer["winning_line"].size(), 5u);
  EXPECT_EQ(answer["winning_line"][0]["move"], "H8");
  auto text = run_gridgames({"gomoku", "check", "--rule", "renju"}, "h8 h9 i8 i9 j8 j9 k8 k9 l8 a1\n");
  EXPECT_NE(text.out.find("winning line: H8 I8 J8 K8 L8\n"), std::string::npos) << text.out;

  // Black's overline in the example record is forbidden under renju.
  auto forbidden = run_gridgames({"gomoku", "check", "--json", "--rule", "renju", GRIDGAMES_EXAMPLES "/gomoku-game.psq"});
  ASSERT_EQ(forbidden.status, 0) << forbidden.err;
  answer = nlohmann::json::parse(forbidden.out);
  EXPECT_EQ(answer["ending"], "forbidden");
  EXPECT_EQ(answer["winner"], "white");
  EXPECT_EQ(answer["forbidden"], "overline");
  auto unfinished = run_gridgames({"gomoku", "check", "--json"}, "h8 h9\n");
  answer = nlohmann::json::parse(unfinished.out);
  EXPECT_EQ(answer["ending"], "none");
  EXPECT_EQ(answer["winner"], "none");
  EXPECT_FALSE(answer.contains("deciding_move"));
}

TEST(JsonOutputs, MineAnalyzeGivesTheTextsFacts) {
  // The board of mine_analyze_test: one part of 2 regions, value 2; the player to move wins.
  auto json = run_gridgames({"mine", "analyze", "--json"}, "..*..\n.....\n*....\n");
  ASSERT_EQ(json.status, 0) << json.err;
  auto answer = nlohmann::json::parse(json.out);
  EXPECT_EQ(answer["rows"], 3);
  EXPECT_EQ(answer["cols"], 5);
  EXPECT_EQ(answer["mines"], 2);
  EXPECT_EQ(answer["to_click"], 13);
  EXPECT_EQ(answer["winner"], "to_move");
  EXPECT_EQ(answer["complete"], true);
  ASSERT_EQ(answer["parts"].size(), 1u);
  EXPECT_EQ(answer["parts"][0]["cell"], nlohmann::json::array({0, 0}));
  EXPECT_EQ(answer["parts"][0]["regions"], 2);
  EXPECT_EQ(answer["parts"][0]["value"], 2);
  bool shared = false;
  for (const auto& click : answer["winning_clicks"])
    if (click["kind"] == "shared number") shared = click["cells"] == nlohmann::json::array({nlohmann::json::array({1, 1})});
  EXPECT_TRUE(shared) << json.out;
  // The referee's second sample: the player to move loses, no winning click.
  auto lost = run_gridgames({"mine", "analyze", "--json"}, "3 3 1\n1 1\n");
  answer = nlohmann::json::parse(lost.out);
  EXPECT_EQ(answer["winner"], "other");
  EXPECT_EQ(answer["value"], 0);
  EXPECT_TRUE(answer["winning_clicks"].empty());
}

}  // namespace
}  // namespace gg::test
