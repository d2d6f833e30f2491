// `gridgames othello review` end to end: a move that gives away a corner is reported with its
// exact loss (checked against `othello solve`), a randomly played game gives, move by move, the
// values `othello analyze` gives the same positions, and Ctrl-C keeps the moves reviewed.
#include <gtest/gtest.h>

#include <chrono>
#include <iomanip>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/run_command.h"
#include "othello/face.h"

namespace gg::test {
namespace {

using othello::Board;

// 11 empties, white (O) to move; b2 lets black take a1 (a1 is legal for neither side before it).
const char* kCornerPosition = "--OOOXXX--OOXXXX-XXXOXOXXOXXXXOXO-OXXXOX--XOOXOX-XXXXXXX--OOOXXX O";

// The GGF record of `moves` (names such as "b2") from the OBF `position`.
std::string ggf_record(const std::string& position, const std::vector<std::string>& moves) {
  Board board;
  EXPECT_TRUE(othello::parse_board_text(position, board));
  othello::GgfGame game;
  game.black = board.black();
  game.white = board.white();
  game.black_to_move = board.to_move == othello::kBlack;
  game.set_property("PB", "black");
  game.set_property("PW", "white");
  bool black = game.black_to_move;
  for (const std::string& move : moves) {
    game.moves.push_back({black, othello::parse_ggf_square(move), std::nullopt, std::nullopt});
    black = !black;
  }
  return othello::write_ggf(game) + "\n";
}

// The exact score of an OBF position by `othello solve`.
int solved_score(const std::string& position) {
  auto solved = run_gridgames({"othello", "solve", "--json"}, position + "\n");
  EXPECT_EQ(solved.status, 0) << solved.err;
  return nlohmann::json::parse(solved.out)["score"].get<int>();
}

TEST(OthelloReviewCommand, GivingAwayACornerIsALossOfItsExactValue) {
  const std::string record = ggf_record(kCornerPosition, {"b2", "a1"});  // a1: black takes the corner
  auto json = run_gridgames({"othello", "review", "--json", "--depth", "4", "--exact", "20"}, record);
  ASSERT_EQ(json.status, 0) << json.err;
  auto review = nlohmann::json::parse(json.out);
  ASSERT_EQ(review["moves"].size(), 2u) << json.out;
  const auto& blunder = review["moves"][0];
  EXPECT_EQ(blunder["player"], "white");
  EXPECT_EQ(blunder["move"], "b2");
  EXPECT_EQ(blunder["exact"], true);
  EXPECT_NE(blunder["best"], "b2");
  // Exact values, as the endgame solver gives them: the best move's is the position's, the move
  // played is worth the negation of the position after it.
  Board board;
  ASSERT_TRUE(othello::parse_board_text(kCornerPosition, board));
  EXPECT_EQ(blunder["best_score"].get<double>(), solved_score(kCornerPosition));
  board.position.play(othello::parse_square("b2"));
  board.to_move = othello::kBlack;
  const int after = solved_score(othello::board_text(board));
  EXPECT_EQ(blunder["score"].get<double>(), -after);
  EXPECT_GT(blunder["loss"].get<double>(), 0);
  EXPECT_EQ(blunder["loss"].get<double>(), blunder["best_score"].get<double>() + after);
  EXPECT_EQ(review["loss"]["white"], blunder["loss"]);
  EXPECT_EQ(review["mistakes"]["white"], 1);
  // Black's a1 keeps the value of the position after b2 when it is the best move, and loses
  // otherwise: either way its score and loss add up to that value.
  const auto& corner = review["moves"][1];
  EXPECT_EQ(corner["score"].get<double>() + corner["loss"].get<double>(), after);

  // The text says the same.
  auto text = run_gridgames({"othello", "review", "--depth", "4", "--exact", "20"}, record);
  ASSERT_EQ(text.status, 0) << text.err;
  std::ostringstream line;
  line << "   1. O b2  " << std::showpos << std::setw(7) << int(blunder["score"].get<double>()) << "  best "
       << blunder["best"].get<std::string>();
  EXPECT_NE(text.out.find(line.str()), std::string::npos) << line.str() << " in:\n" << text.out;
  EXPECT_NE(text.out.find("  loss " + std::to_string(int(blunder["loss"].get<double>())) + "\n"), std::string::npos)
      << text.out;
  EXPECT_NE(text.out.find("O lost " + std::to_string(int(blunder["loss"].get<double>())) + " discs in 1 of 1 move\n"),
            std::string::npos)
      << text.out;
}

TEST(OthelloReviewCommand, ARandomGameAgreesWithTheAnalysisOfEachPosition) {
  // A random game to its end; the positions before each move (passes left out), in order, are
  // what `othello analyze` reads from one file with one engine, as the review analyses them.
  std::mt19937 rng(2026);
  Board board{othello::Position::start(), othello::kBlack};
  std::vector<std::string> moves, positions;
  while (!board.position.game_over()) {
    othello::Bitboard legal = board.position.moves();
    int move = othello::kPass;
    if (legal) {
      std::vector<int> squares;
      for (int sq = 0; sq < 64; ++sq)
        if (legal >> sq & 1) squares.push_back(sq);
      move = squares[rng() % squares.size()];
      positions.push_back(othello::board_text(board));
    }
    moves.push_back(move == othello::kPass ? "pa" : othello::square_name(move));
    board.position.play(move);
    board.to_move = othello::other(board.to_move);
  }
  std::string obf;
  for (const std::string& p : positions) obf += p + "\n";
  const std::vector<std::string> limits = {"--depth", "3", "--exact", "8"};
  std::vector<std::string> review_args = {"othello", "review", "--json"}, analyze_args = {"othello", "analyze", "--json"};
  review_args.insert(review_args.end(), limits.begin(), limits.end());
  analyze_args.insert(analyze_args.end(), limits.begin(), limits.end());
  auto json = run_gridgames(review_args, ggf_record(othello::board_text(Board{othello::Position::start(), othello::kBlack}), moves));
  ASSERT_EQ(json.status, 0) << json.err;
  auto review = nlohmann::json::parse(json.out);
  auto analyzed = run_gridgames(analyze_args, obf);
  ASSERT_EQ(analyzed.status, 0) << analyzed.err;
  std::vector<nlohmann::json> analyses;
  std::istringstream lines(analyzed.out);
  for (std::string line; std::getline(lines, line);) analyses.push_back(nlohmann::json::parse(line));
  ASSERT_EQ(review["moves"].size(), positions.size());
  ASSERT_EQ(analyses.size(), positions.size());
  EXPECT_EQ(review["complete"], true);
  double loss[2] = {0, 0};
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const auto& reviewed = review["moves"][i];
    const auto& analysis = analyses[i];
    EXPECT_EQ(reviewed["player"], analysis["to_move"]) << "move " << i;
    EXPECT_EQ(reviewed["best_score"], analysis["moves"][0]["score"]) << "move " << i;
    EXPECT_EQ(reviewed["exact"], analysis["exact"]) << "move " << i;
    bool found = false;
    for (const auto& m : analysis["moves"])
      if (m["move"] == reviewed["move"]) {
        found = true;
        EXPECT_EQ(reviewed["score"], m["score"]) << "move " << i;
      }
    EXPECT_TRUE(found) << reviewed.dump();
    EXPECT_NEAR(reviewed["loss"].get<double>(), reviewed["best_score"].get<double>() - reviewed["score"].get<double>(),
                1e-9);
    loss[reviewed["player"] == "black" ? 0 : 1] += reviewed["loss"].get<double>();
  }
  EXPECT_NEAR(review["loss"]["black"].get<double>(), loss[0], 1e-6);
  EXPECT_NEAR(review["loss"]["white"].get<double>(), loss[1], 1e-6);
}

TEST(OthelloReviewCommand, CtrlCPrintsTheMovesReviewedAndExits130) {
  // Depth 16 on every move: far longer than the delay before Ctrl-C.
  auto result = run_gridgames({"othello", "review", "--depth", "16", GRIDGAMES_EXAMPLES "/othello-game.ggf"}, "",
                              std::chrono::milliseconds(1500));
  EXPECT_EQ(result.status, 130) << result.err;
  EXPECT_EQ(result.out.rfind("game 1 (black - white): 60 moves, depth 16, exact from 20 empties\n", 0), 0u) << result.out;
  EXPECT_NE(result.out.find("(the moves reviewed before the interruption)\n"), std::string::npos) << result.out;
  EXPECT_NE(result.err.find("gridgames: interrupted while reviewing game 1 at move "), std::string::npos) << result.err;
}

TEST(OthelloReviewCommand, AnIllegalMoveIsBadInputBeforeAnyAnalysis) {
  auto result = run_gridgames({"othello", "review"}, ggf_record(kCornerPosition, {"a1"}));
  EXPECT_EQ(result.status, 2);
  EXPECT_EQ(result.out, "");
  EXPECT_NE(result.err.find("game 1: GGF move 1 (W[a1]): a1 is not a legal move"), std::string::npos) << result.err;
  auto empty = run_gridgames({"othello", "review"}, "");
  EXPECT_EQ(empty.status, 2);
  EXPECT_NE(empty.err.find("no game to review"), std::string::npos) << empty.err;
}

}  // namespace
}  // namespace gg::test
