// `gridgames spot solve / analyze / play` end to end: outputs, JSON fields, limits and exit
// statuses, bad input, and the terminal game driven through a pseudo-terminal.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli/pty_session.h"
#include "cli/run_command.h"

namespace gg::test {
namespace {

TEST(SpotSolveCommand, TwoByTwoIsLostForThePlayerToMove) {
  auto result = run_gridgames({"spot", "solve", "--size", "2"});
  ASSERT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out.substr(0, result.out.find('\n')),
            "N=2, move 1, player 1 to move: the player to move loses with perfect play (search, 8 nodes)");
  EXPECT_NE(result.out.find("line:  1 1 +  1 1 -  1 1 +"), std::string::npos) << result.out;
}

TEST(SpotSolveCommand, JsonHasSizeValueMoveAndLine) {
  for (std::string size : {"3", "4"}) {
    for (bool search_only : {false, true}) {
      std::vector<std::string> args = {"spot", "solve", "--size", size, "--json"};
      if (search_only) args.push_back("--search-only");
      auto result = run_gridgames(args);
      ASSERT_EQ(result.status, 0) << result.err;
      auto json = nlohmann::json::parse(result.out);
      EXPECT_EQ(json["size"], std::stoi(size));
      EXPECT_EQ(json["value"], 0);
      EXPECT_EQ(json["method"], search_only ? "search" : "counting lemma");
      EXPECT_EQ(json["line"].size(), 2u * std::stoi(size));
      EXPECT_EQ(json["move"], json["line"][0]);
      EXPECT_TRUE(json.contains("cpu_seconds"));
    }
  }
}

TEST(SpotSolveCommand, AGameGivenPartWayOnStandardInput) {
  // After 1 1 + and 1 1 - (the empty board, now seen) every move repeats move 1: player 1 loses.
  auto result = run_gridgames({"spot", "solve", "--json", "-"}, "2\n1 1 +\n1 1 -\n");
  ASSERT_EQ(result.status, 0) << result.err;
  auto json = nlohmann::json::parse(result.out);
  EXPECT_EQ(json["value"], -1);
  EXPECT_EQ(json["moves_played"], 2);
  EXPECT_EQ(json["line"].size(), 1u);
}

TEST(SpotSolveCommand, AFinishedGameIsReportedAsOver) {
  auto result = run_gridgames({"spot", "solve"}, "2\n1 1 +\n2 2 +\n2 2 -\n");
  ASSERT_EQ(result.status, 0) << result.err;
  EXPECT_NE(result.out.find("game over: player 1 repeated on move 3 (the pattern of move 1) and lost"),
            std::string::npos)
      << result.out;
}

TEST(SpotSolveCommand, TheNodeLimitExitsThreeWithoutAGuess) {
  auto result = run_gridgames({"spot", "solve", "--size", "5", "--search-only", "--nodes", "100"});
  EXPECT_EQ(result.status, 3);
  EXPECT_EQ(result.out, "");
  EXPECT_NE(result.err.find("--nodes 100"), std::string::npos) << result.err;
}

TEST(SpotSolveCommand, BadInputNamesTheLineAndBadOptionsAreUsageErrors) {
  auto bad = run_gridgames({"spot", "solve"}, "3\n1 1 +\n4 1 +\n");
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("<stdin>:3:"), std::string::npos) << bad.err;
  EXPECT_NE(bad.err.find("row must be between 1 and 3"), std::string::npos) << bad.err;
  auto both = run_gridgames({"spot", "solve", "--size", "3", "game.txt"});
  EXPECT_EQ(both.status, 1);
  auto too_big = run_gridgames({"spot", "solve", "--size", "9", "--search-only"});
  EXPECT_EQ(too_big.status, 2);
  EXPECT_NE(too_big.err.find("up to 8 x 8"), std::string::npos) << too_big.err;
}

TEST(SpotAnalyzeCommand, MarksTheMovesThatRepeatAndWhatTheyRepeat) {
  auto result = run_gridgames({"spot", "analyze"}, "2\n1 1 +\n2 2 +\n");
  ASSERT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out,
            "N=2, move 3, player 1 to move: a draw with perfect play\n"
            "1 1 -  loses at once: repeats the pattern of move 1 (turned 180 degrees)\n"
            "1 2 +  draws\n"
            "2 1 +  draws\n"
            "2 2 -  loses at once: repeats the pattern of move 1 (as it was)\n");
  auto json = nlohmann::json::parse(run_gridgames({"spot", "analyze", "--json"}, "2\n1 1 +\n2 2 +\n").out);
  ASSERT_EQ(json["moves"].size(), 4u);
  EXPECT_EQ(json["moves"][0]["move"], "1 1 -");
  EXPECT_EQ(json["moves"][0]["value"], -1);
  EXPECT_EQ(json["moves"][0]["repeats"]["move"], 1);
  EXPECT_EQ(json["moves"][0]["repeats"]["quarter_turns"], 2);
  EXPECT_FALSE(json["moves"][1].contains("repeats"));
}

// The terminal game through a pseudo-terminal: the engine (player 2 on 2 x 2) wins by taking
// the first spot away; undo, hint and the record at the end.
TEST(SpotPlayCommand, AWholeGameWithHintAndUndo) {
  PtySession game({"spot", "play", "--size", "2"});
  ASSERT_TRUE(game.expect("your move> ")) << game.screen();
  game.type("hint\n");
  ASSERT_TRUE(game.expect("hint: 1 1 + (perfect play: you lose)")) << game.screen();
  game.type("1 1\n");
  ASSERT_TRUE(game.expect("engine plays 1 1 -")) << game.screen();
  ASSERT_TRUE(game.expect("your move> ")) << game.screen();
  game.type("undo\n");
  ASSERT_TRUE(game.expect("took back your last move and the engine's reply")) << game.screen();
  game.type("2 2\n");
  ASSERT_TRUE(game.expect("engine plays 2 2 -")) << game.screen();
  game.type("1 2\n");
  ASSERT_TRUE(game.expect("Move 3 repeats the pattern of move 1: you lose.")) << game.screen();
  ASSERT_TRUE(game.expect("The game:\r\n2\r\n2 2 +\r\n2 2 -\r\n1 2 +\r\n0\r\n")) << game.screen();
  EXPECT_EQ(game.wait(), 0);
}

TEST(SpotPlayCommand, CtrlCAtThePromptStopsAtOnceAndPrintsTheGame) {
  PtySession game({"spot", "play", "--size", "3"});
  ASSERT_TRUE(game.expect("your move> ")) << game.screen();
  game.type("2 2\n");
  ASSERT_TRUE(game.expect("engine plays")) << game.screen();
  ASSERT_TRUE(game.expect("your move> ")) << game.screen();
  game.interrupt();
  ASSERT_TRUE(game.expect("interrupted")) << game.screen();
  ASSERT_TRUE(game.expect("The game:\r\n3\r\n2 2 +\r\n")) << game.screen();
  EXPECT_EQ(game.wait(), 130);
}

}  // namespace
}  // namespace gg::test
