// NBoard sessions driven line by line: every command gets its documented answer, and malformed
// ones a clear status message without ending the session.
#include <gtest/gtest.h>

#include <sstream>

#include "othello/engine.h"
#include "othello/nboard.h"

namespace gg::othello {
namespace {

constexpr const char* kStart = "BO[8 ---------------------------O*------*O--------------------------- *]";

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::vector<std::string> run(const std::string& script, Engine& engine) {
  std::ostringstream out;
  LineReader in = LineReader::from_string(script);
  run_nboard(in, out, engine);
  return lines_of(out.str());
}

TEST(Nboard, HandshakePingLearn) {
  Engine engine;
  auto lines = run("nboard 2\nping 7\nlearn\n", engine);
  EXPECT_EQ(lines, (std::vector<std::string>{"set myname gridgames", "pong 7", "learned"}));
}

TEST(Nboard, SetGameThenHintAndGo) {
  Engine engine;
  std::string game = std::string("(;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]") + kStart + "B[F5];)";
  auto lines = run("nboard 2\nset depth 4\nset game " + game + "\nhint 2\ngo\n", engine);
  ASSERT_GE(lines.size(), 6u);
  EXPECT_EQ(lines[0], "set myname gridgames");
  EXPECT_EQ(engine.moves(), (std::vector<int>{parse_square("f5")}));
  EXPECT_EQ(engine.depth(), 4);
  EXPECT_EQ(lines[1], "status thinking");
  // White's replies to f5 are d6, f4 and f6; the two best, each "search MOVE EVAL 0 DEPTH".
  Searcher reference(1);
  SearchLimits limits;
  limits.depth = 4;
  limits.exact_empties = 0;
  SearchResult expected = reference.analyze(engine.position(), limits);
  for (int i = 0; i < 2; ++i) {
    char text[64];
    std::snprintf(text, sizeof text, "search %s %.2f 0 4", nboard_move_name(expected.moves[i].move).c_str(),
                  expected.moves[i].score / 100.0);
    EXPECT_EQ(lines[2 + i], text);
  }
  EXPECT_EQ(lines[4].rfind("nodestats ", 0), 0u) << lines[4];
  EXPECT_EQ(lines[5], "status");
  ASSERT_EQ(lines.size(), 8u);
  EXPECT_EQ(lines[6].rfind("nodestats ", 0), 0u);
  std::string best = "=== " + nboard_move_name(expected.move) + "/";
  EXPECT_EQ(lines[7].rfind(best, 0), 0u) << lines[7];
  // go does not play the move: the GUI sends it back with `move`.
  EXPECT_EQ(engine.moves().size(), 1u);
}

TEST(Nboard, MovesIncludingPassesAndAnnotations) {
  Engine engine;
  auto lines = run("move F5/0.00/1.2\nmove d6\nmove C3/1.50\n", engine);
  EXPECT_TRUE(lines.empty());
  EXPECT_EQ(engine.moves(), (std::vector<int>{parse_square("f5"), parse_square("d6"), parse_square("c3")}));
}

TEST(Nboard, MalformedCommandsGetAMessageAndTheSessionGoesOn) {
  Engine engine;
  auto lines = run(
      "bogus\nset depth abc\nset depth 0\nset colour 3\nset\nmove Z9\nmove a1\nmove PA\nset game garbage\n"
      "set game (;GM[Othello]" + std::string(kStart) + "B[a1];)\nhint x\nset contempt 1e9\nnboard 3\nping 5\n",
      engine);
  ASSERT_EQ(lines.size(), 15u);
  const char* expected_words[] = {"unknown command 'bogus'", "depth must be an integer", "depth must be",
                                  "unknown option 'colour'", "'set' needs an option", "not a square",
                                  "a1 is not a legal move", "cannot pass", "starts with '(;'",
                                  "GGF move 1 (B[a1]): a1 is not a legal move", "hint count must be",
                                  "contempt must be"};
  for (std::size_t i = 0; i < 12; ++i) {
    EXPECT_EQ(lines[i].rfind("status error: ", 0), 0u) << lines[i];
    EXPECT_NE(lines[i].find(expected_words[i]), std::string::npos) << lines[i];
  }
  EXPECT_NE(lines[12].find("version"), std::string::npos);
  EXPECT_EQ(lines[13], "set myname gridgames");
  EXPECT_EQ(lines[14], "pong 5");
  EXPECT_TRUE(engine.moves().empty());  // nothing illegal was played
}

TEST(Nboard, QuitEndsTheSession) {
  Engine engine;
  auto lines = run("ping 1\nquit\nping 2\n", engine);
  EXPECT_EQ(lines, (std::vector<std::string>{"pong 1"}));
}

TEST(Nboard, ForcedPassAndFinishedGame) {
  Engine engine;
  // White to move with no move; black can still play c1 (which ends the game).
  GgfGame game;
  game.black = bit(0);
  game.white = bit(1);
  game.black_to_move = false;
  auto lines = run("set game " + write_ggf(game) + "\ngo\nmove PA\nmove C1\ngo\nhint 1\n", engine);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[1].rfind("=== PA/", 0), 0u) << lines[1];
  EXPECT_EQ(lines[2], "status error: the game is over");
  EXPECT_EQ(lines[3], "status the game is over");
}

TEST(Nboard, SetGameInsertsMissingPasses) {
  Engine engine;
  // White cannot move after black's c1... build: white to move without moves, then B[c1] directly.
  GgfGame game;
  game.black = bit(0);
  game.white = bit(1);
  game.black_to_move = false;
  game.moves.push_back(GgfMove{true, parse_square("c1"), std::nullopt, std::nullopt});
  engine.set_game(game);
  EXPECT_EQ(engine.moves(), (std::vector<int>{kPass, parse_square("c1")}));
  EXPECT_TRUE(engine.game_over());
}

}  // namespace
}  // namespace gg::othello
