// `gridgames gomoku review` end to end: a record with known mistakes (a four left unblocked, a
// five not taken) is reported so, and a review of a randomly played record gives, move by move,
// the values `gomoku analyze` gives the same positions.
#include <gtest/gtest.h>

#include <chrono>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/run_command.h"

namespace gg::test {
namespace {

// Black builds h8-k8 against g8 (a four with one open end, l8). White's 8th move (a3) leaves l8
// open: a losing move (l8 blocks). Black's 9th (a4) does not take l8: a missed win. White's
// 10th (l8) is then the one move that does not lose: forced.
const char* kMistakes = "h8 g8 i8 a1 j8 a2 k8 a3 a4 l8\n";

TEST(GomokuReviewCommand, AFourLeftOpenAndAFiveNotTakenAreMistakes) {
  auto json = run_gridgames({"gomoku", "review", "--json", "--depth", "2"}, kMistakes);
  ASSERT_EQ(json.status, 0) << json.err;
  auto review = nlohmann::json::parse(json.out);
  ASSERT_EQ(review["moves"].size(), 10u) << json.out;
  EXPECT_EQ(review["complete"], true);
  const auto& moves = review["moves"];
  EXPECT_EQ(moves[7]["move"], "A3");
  EXPECT_EQ(moves[7]["player"], "white");
  EXPECT_EQ(moves[7]["kind"], "losing");
  EXPECT_EQ(moves[7]["result"], "loss");
  EXPECT_EQ(moves[7]["best"], "L8");
  EXPECT_EQ(moves[8]["move"], "A4");
  EXPECT_EQ(moves[8]["kind"], "missed_win");
  EXPECT_EQ(moves[8]["best"], "L8");
  EXPECT_EQ(moves[8]["best_result"], "win");
  EXPECT_EQ(moves[9]["move"], "L8");
  EXPECT_EQ(moves[9]["kind"], "forced");
  EXPECT_EQ(review["mistakes"]["black"], 1);
  EXPECT_EQ(review["mistakes"]["white"], 1);

  // The text says the same, one line per move.
  auto text = run_gridgames({"gomoku", "review", "--depth", "2"}, kMistakes);
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_NE(text.out.find("   8. O A3        loss  best L8 "), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("LOSING\n   9. X A4 "), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("win  MISSED WIN\n  10. O L8 "), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("forced\nblack: 1 mistake of 5 moves; white: 1 mistake of 5 moves\n"), std::string::npos)
      << text.out;
}

TEST(GomokuReviewCommand, TheMovesAfterTheFiveAreNotReviewed) {
  // Black's five on move 9 decides the game; the move after it is ignored.
  auto json = run_gridgames({"gomoku", "review", "--json", "--depth", "1"}, "h8 a1 i8 a2 j8 a3 k8 a4 l8 a5\n");
  ASSERT_EQ(json.status, 0) << json.err;
  auto review = nlohmann::json::parse(json.out);
  EXPECT_EQ(review["reviewable"], 9);
  ASSERT_EQ(review["moves"].size(), 9u);
  EXPECT_EQ(review["moves"][8]["kind"], "winning");
  EXPECT_EQ(review["moves"][8]["result"], "win");
}

TEST(GomokuReviewCommand, AMoveFarFromTheStonesIsValuedToo) {
  // White's a15 is nowhere near black's h8: it is still valued, and it is not the best move.
  auto json = run_gridgames({"gomoku", "review", "--json", "--depth", "1"}, "h8 a15\n");
  ASSERT_EQ(json.status, 0) << json.err;
  auto review = nlohmann::json::parse(json.out);
  ASSERT_EQ(review["moves"].size(), 2u);
  EXPECT_EQ(review["moves"][1]["move"], "A15");
  EXPECT_NE(review["moves"][1]["best"], "A15");
  EXPECT_LE(review["moves"][1]["score"].get<int>(), review["moves"][1]["best_score"].get<int>());
}

// The board before move `count` of `moves` as `gomoku analyze` reads it (X black, O white).
std::string board_text(const std::vector<std::pair<int, int>>& moves, std::size_t count) {
  std::vector<std::string> rows(15, std::string(15, '.'));
  for (std::size_t i = 0; i < count; ++i) rows[moves[i].second][moves[i].first] = i % 2 ? 'O' : 'X';
  std::string text;
  for (const auto& row : rows) text += row + "\n";
  return text;
}

TEST(GomokuReviewCommand, ARandomGameAgreesWithTheAnalysisOfEachPosition) {
  // Random moves near the stones (the analysis's candidates), so that each position's analysis
  // is the one `gomoku analyze` makes; a node limit makes both the same on every run.
  std::mt19937 rng(15);
  std::vector<std::pair<int, int>> moves = {{7, 7}};
  std::set<std::pair<int, int>> taken = {{7, 7}};
  while (moves.size() < 12) {
    auto [x, y] = moves[rng() % moves.size()];
    int nx = x + int(rng() % 5) - 2, ny = y + int(rng() % 5) - 2;
    if (nx < 0 || ny < 0 || nx >= 15 || ny >= 15 || !taken.insert({nx, ny}).second) continue;
    moves.push_back({nx, ny});
  }
  std::string record = std::to_string(moves.size()) + "\n";  // the referee format: row, column from 1
  for (auto [x, y] : moves) record += std::to_string(y + 1) + " " + std::to_string(x + 1) + "\n";
  const std::vector<std::string> limits = {"--depth", "2", "--nodes", "3000"};
  std::vector<std::string> args = {"gomoku", "review", "--json"};
  args.insert(args.end(), limits.begin(), limits.end());
  auto json = run_gridgames(args, record);
  ASSERT_EQ(json.status, 0) << json.err;
  auto review = nlohmann::json::parse(json.out);
  ASSERT_GT(review["moves"].size(), 6u) << json.out;  // random play rarely makes a five this soon
  for (std::size_t i = 0; i < review["moves"].size(); ++i) {
    const auto& reviewed = review["moves"][i];
    std::vector<std::string> analyze = {"gomoku", "analyze", "--json", "--color", i % 2 ? "white" : "black"};
    analyze.insert(analyze.end(), limits.begin(), limits.end());
    auto position = run_gridgames(analyze, board_text(moves, i));
    ASSERT_EQ(position.status, 0) << position.err;
    auto analysis = nlohmann::json::parse(position.out);
    EXPECT_EQ(reviewed["best"], analysis["moves"][0]["move"]) << "move " << i + 1;
    EXPECT_EQ(reviewed["best_score"], analysis["moves"][0]["score"]) << "move " << i + 1;
    bool found = false;
    for (const auto& m : analysis["moves"])
      if (m["move"] == reviewed["move"]) {
        found = true;
        EXPECT_EQ(reviewed["score"], m["score"]) << "move " << i + 1;
        EXPECT_EQ(reviewed["result"], m["result"]) << "move " << i + 1;
      }
    EXPECT_TRUE(found) << "move " << i + 1 << " " << reviewed.dump();
  }
}

TEST(GomokuReviewCommand, CtrlCPrintsTheMovesReviewedAndExits130) {
  // Depth 30 without a node limit: each move's analysis far longer than the delay.
  auto result = run_gridgames({"gomoku", "review", "--depth", "30", GRIDGAMES_EXAMPLES "/gomoku-game.psq"}, "",
                              std::chrono::milliseconds(1500));
  EXPECT_EQ(result.status, 130) << result.err;
  EXPECT_NE(result.out.find("(the moves reviewed before the interruption)\n"), std::string::npos) << result.out;
  EXPECT_NE(result.err.find("gridgames: interrupted at move "), std::string::npos) << result.err;
}

TEST(GomokuReviewCommand, BadRecordsAreBadInput) {
  auto occupied = run_gridgames({"gomoku", "review"}, "h8 h8\n");
  EXPECT_EQ(occupied.status, 2);
  EXPECT_EQ(occupied.out, "");  // refused before any analysis
  EXPECT_NE(occupied.err.find("gridgames: <stdin>:1: move 2 (H8) is on an occupied point"), std::string::npos)
      << occupied.err;
  auto empty = run_gridgames({"gomoku", "review"}, "");
  EXPECT_EQ(empty.status, 2);
  EXPECT_NE(empty.err.find("no record to review"), std::string::npos) << empty.err;
}

}  // namespace
}  // namespace gg::test
