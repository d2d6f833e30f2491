// The terminal game, scripted: a whole game against the engine, undo, hints and bad input.
#include <gtest/gtest.h>

#include <sstream>

#include "othello/engine.h"
#include "frontends/othello_terminal.h"

namespace gg::othello {
namespace {

std::string play(const std::string& script, PlayOptions options) {
  std::ostringstream out;
  LineReader in = LineReader::from_string(script);
  play_in_terminal(in, out, options);
  return out.str();
}

int count(const std::string& text, const std::string& word) {
  int n = 0;
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
  return n;
}

// Plays a whole game in which the person always takes their lowest legal square, simulating
// the engine beside it to write the script; the session must end with the same game.
void check_whole_game(Color human, int level) {
  Engine simulated;
  simulated.set_depth(level);
  std::string script;
  while (!simulated.game_over()) {
    if (simulated.must_pass()) {
      simulated.play(kPass);
    } else if (simulated.board().to_move == human) {
      int move = gg::lowest_bit(simulated.legal());
      script += square_name(move) + "\n";
      simulated.play(move);
    } else {
      simulated.play(simulated.think().move);
    }
  }
  PlayOptions options;
  options.human = human;
  options.level = level;
  std::string out = play(script, options);
  GgfGame record = simulated.game_record();
  int black = gg::popcount(simulated.board().black()), white = gg::popcount(simulated.board().white());
  EXPECT_NE(out.find("Game over: X " + std::to_string(black) + ", O " + std::to_string(white)), std::string::npos) << out;
  std::size_t at = out.find("Game record (GGF): ");
  ASSERT_NE(at, std::string::npos);
  std::string line = out.substr(at + 19, out.find('\n', at) - at - 19);
  GgfGame printed = parse_ggf(line);
  EXPECT_EQ(printed.moves, record.moves);
  EXPECT_EQ(printed.property("PB"), human == kBlack ? "you" : "gridgames");
  int engine_moves = 0;
  for (std::size_t i = 0; i < record.moves.size(); ++i)
    if (record.moves[i].black != (human == kBlack) && record.moves[i].square != kGgfPass) ++engine_moves;
  EXPECT_EQ(count(out, "gridgames plays "), engine_moves);
  EXPECT_EQ(count(out, "is not a legal move"), 0);
}

TEST(Play, WholeGameAsBlack) { check_whole_game(kBlack, 2); }
TEST(Play, WholeGameAsWhite) { check_whole_game(kWhite, 3); }

TEST(Play, BoardHasCoordinatesAndMarksLegalMoves) {
  std::string board = draw_board(Board{Position::start(), kBlack}, Position::start().moves());
  EXPECT_EQ(board,
            "    a b c d e f g h\n"
            "  1 . . . . . . . .\n"
            "  2 . . . . . . . .\n"
            "  3 . . . * . . . .\n"
            "  4 . . * O X . . .\n"
            "  5 . . . X O * . .\n"
            "  6 . . . . * . . .\n"
            "  7 . . . . . . . .\n"
            "  8 . . . . . . . .\n"
            "  X 2  O 2  X to move\n");
}

TEST(Play, UndoHintHelpAndBadInput) {
  PlayOptions options;
  options.level = 2;
  std::string out = play("undo\nhelp\nzz\na1\nhint\nf5\nundo\nquit\n", options);
  EXPECT_EQ(count(out, "Nothing to undo."), 1);
  EXPECT_EQ(count(out, "Commands:"), 3);  // greeting, help, and after the unknown word
  EXPECT_EQ(count(out, "'zz' is not a move or a command"), 1);
  EXPECT_EQ(count(out, "a1 is not a legal move"), 1);
  EXPECT_EQ(count(out, "Hint: "), 1);
  EXPECT_EQ(count(out, "gridgames plays "), 1);
  EXPECT_EQ(count(out, "Move taken back."), 1);
  EXPECT_NE(out.find("Game abandoned."), std::string::npos);
  // After the undo the start position is shown again, with black's four moves marked.
  std::string start = draw_board(Board{Position::start(), kBlack}, Position::start().moves());
  std::size_t undo_at = out.find("Move taken back.");
  EXPECT_NE(out.find(start, undo_at), std::string::npos);
}

TEST(Play, EndOfInputAbandonsTheGame) {
  std::string out = play("", PlayOptions{});
  EXPECT_NE(out.find("End of input: game abandoned."), std::string::npos);
}

}  // namespace
}  // namespace gg::othello
