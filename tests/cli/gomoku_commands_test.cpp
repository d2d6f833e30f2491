// `gridgames gomoku forbidden` and `gridgames gomoku check` end to end.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "cli/run_command.h"

namespace gg::test {
namespace {

// Case mintaka/test_forbid/basic_forbidden_moves/1 of data/gomoku/renju-forbidden.txt.
const char* kBasicCase =
    "..........X....\n"
    "..........X....\n"
    "....X.....X....\n"
    "..X.X....X.XXXX\n"
    ".X..X.....X....\n"
    "X...O..........\n"
    "...............\n"
    "...XX.XXX......\n"
    "...............\n"
    "...............\n"
    ".........X..X..\n"
    ".X........X....\n"
    ".X.X......X....\n"
    "...X...........\n"
    "...............\n";

TEST(GomokuForbiddenCommand, TextAndJson) {
  auto text = run_gridgames({"gomoku", "forbidden"}, kBasicCase);
  EXPECT_EQ(text.status, 0) << text.err;
  EXPECT_EQ(text.out,
            "E14 x=4 y=1 double-four\n"
            "F8 x=5 y=7 overline\n"
            "K5 x=10 y=10 double-three\n");
  auto json = run_gridgames({"gomoku", "forbidden", "--json"}, kBasicCase);
  EXPECT_EQ(json.status, 0) << json.err;
  EXPECT_EQ(json.out,
            "{\"forbidden\":[{\"x\":4,\"y\":1,\"kind\":\"double-four\"},"
            "{\"x\":5,\"y\":7,\"kind\":\"overline\"},"
            "{\"x\":10,\"y\":10,\"kind\":\"double-three\"}]}\n");
}

TEST(GomokuForbiddenCommand, EmptyBoardAndBadBoards) {
  std::string empty;
  for (int i = 0; i < 15; ++i) empty += "...............\n";
  EXPECT_EQ(run_gridgames({"gomoku", "forbidden", "--json"}, empty).out, "{\"forbidden\":[]}\n");
  auto ragged = run_gridgames({"gomoku", "forbidden"}, ".....\n....\n");
  EXPECT_EQ(ragged.status, 2);
  EXPECT_NE(ragged.err.find(":2:"), std::string::npos) << ragged.err;
  auto junk = run_gridgames({"gomoku", "forbidden"}, ".....\n..Z..\n");
  EXPECT_EQ(junk.status, 2);
  EXPECT_NE(junk.err.find("'Z'"), std::string::npos) << junk.err;
  auto small = run_gridgames({"gomoku", "forbidden"}, "...\n...\n...\n");
  EXPECT_EQ(small.status, 2);
}

TEST(GomokuCheckCommand, RefereeFormatPsqAndPlainAgree) {
  const char* expected =
      "rule freestyle, board 15x15, 9 moves\n"
      "result: black wins\n"
      "deciding move: 9 L8\n"
      "winning line: H8 I8 J8 K8 L8\n";
  // The same game three ways: black along row 8 from H, white on row 9 (renju labels).
  auto referee = run_gridgames({"gomoku", "check"},
                               "9\n8 8\n7 9\n8 9\n7 10\n8 10\n7 11\n8 11\n7 12\n8 12\n");
  EXPECT_EQ(referee.out, expected) << referee.err;
  auto psq = run_gridgames({"gomoku", "check"},
                           "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,0\n9,8,0\n10,7,0\n10,8,0\n"
                           "11,7,0\n11,8,0\n12,7,0\n12,8,0\npbrain-a.exe\n-1\n");
  EXPECT_EQ(psq.out, expected) << psq.err;
  auto plain = run_gridgames({"gomoku", "check"}, "h8 h9 i8 i9\nj8 j9 k8 k9 l8\n");
  EXPECT_EQ(plain.out, expected) << plain.err;
}

TEST(GomokuCheckCommand, RenjuForbiddenMoveLosesAndStandardOverlineDoesNotWin) {
  // Black: h8 i8 j8 l8 m8, then k8 makes six.
  const char* overline = "h8 a1 i8 a3 j8 a5 l8 a7 m8 a9 k8\n";
  auto renju = run_gridgames({"gomoku", "check", "--rule", "renju"}, overline);
  EXPECT_EQ(renju.status, 0) << renju.err;
  EXPECT_NE(renju.out.find("result: white wins, black's move is forbidden"), std::string::npos) << renju.out;
  EXPECT_NE(renju.out.find("forbidden move by black: 11 K8 overline"), std::string::npos) << renju.out;
  auto standard = run_gridgames({"gomoku", "check", "--rule", "standard"}, overline);
  EXPECT_NE(standard.out.find("result: no winner yet"), std::string::npos) << standard.out;
  auto freestyle = run_gridgames({"gomoku", "check", "--rule", "freestyle"}, overline);
  EXPECT_NE(freestyle.out.find("winning line: H8 I8 J8 K8 L8 M8"), std::string::npos) << freestyle.out;
}

TEST(GomokuCheckCommand, BadRecords) {
  auto occupied = run_gridgames({"gomoku", "check"}, "h8 h8\n");
  EXPECT_EQ(occupied.status, 2);
  EXPECT_NE(occupied.err.find("occupied"), std::string::npos) << occupied.err;
  auto token = run_gridgames({"gomoku", "check"}, "h8\nzz\n");
  EXPECT_EQ(token.status, 2);
  EXPECT_NE(token.err.find(":2:"), std::string::npos) << token.err;
  auto off = run_gridgames({"gomoku", "check", "--size", "9"}, "j8\n");
  EXPECT_EQ(off.status, 2);
  auto rule = run_gridgames({"gomoku", "check", "--rule", "caro"}, "h8\n");
  EXPECT_EQ(rule.status, 1);
}

}  // namespace
}  // namespace gg::test

namespace gg::test {
namespace {

const char* kDoubleThreePosition =
    "...............\n...............\n...............\n...............\n...............\n"
    ".......X.......\n.......X.......\n.....XX........\n...............\n...............\n"
    "...............\n...............\n..O...........O\n...............\nO.............O\n";

// A midgame from an anchor match, white to move: no VCT at all, which the proof-number search
// takes some 1.7 million nodes (a second or two) to prove.
const char* kNoVctMidgame =
    "...............\n"
    "....X.........X\n"
    "....O.....XOOO.\n"
    "..........OXO..\n"
    "....XXXOO.XO...\n"
    ".....OXXXXO.X..\n"
    "...X.OOOXX.....\n"
    "....O.XO.O.....\n"
    ".....XOXX......\n"
    ".....O.........\n"
    "....O..........\n"
    "...X...........\n"
    "...............\n"
    "...............\n"
    "...............\n";

// Another, where proving it takes some 170,000 nodes in all.
const char* kQuickNoVctMidgame =
    "...............\n"
    "...............\n"
    "...............\n"
    "...............\n"
    "...............\n"
    "...............\n"
    "...............\n"
    "...X.X.........\n"
    "..X.O..........\n"
    "..O.XXOX.......\n"
    "..OXOO..X.O....\n"
    "..OXX.OOX......\n"
    "...O..X.O......\n"
    "..X............\n"
    "...............\n";

TEST(GomokuCheckCommand, EmptyInputIsAnErrorButAnEmptyGameIsJudged) {
  for (const char* input : {"", "\n  \n"}) {
    auto r = run_gridgames({"gomoku", "check"}, input);
    EXPECT_EQ(r.status, 2) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("<stdin>: empty input: no record to check"), std::string::npos) << r.err;
  }
  auto empty_game = run_gridgames({"gomoku", "check"}, "0\n");
  EXPECT_EQ(empty_game.status, 0) << empty_game.err;
  EXPECT_NE(empty_game.out.find("0 moves"), std::string::npos) << empty_game.out;
}

TEST(GomokuSolveCommand, VctFoundVcfNot) {
  auto vct = run_gridgames({"gomoku", "solve"}, kDoubleThreePosition);
  EXPECT_EQ(vct.status, 0) << vct.err;
  EXPECT_NE(vct.out.find("black to move wins by VCT"), std::string::npos) << vct.out;
  EXPECT_NE(vct.out.find("line: H8 "), std::string::npos) << vct.out;
  auto vcf = run_gridgames({"gomoku", "solve", "--vcf"}, kDoubleThreePosition);
  EXPECT_NE(vcf.out.find("no VCF found"), std::string::npos) << vcf.out;
}

// A search stopped at its budget has no answer: exit status 3 (as every exact command), with what
// the finished iterations established on standard output and the limit named on standard error.
TEST(GomokuSolveCommand, StoppedAtItsBudgetExitsThreeAndNamesTheLimit) {
  const char* quiet = GRIDGAMES_EXAMPLES "/gomoku-quiet.txt";
  auto nodes = run_gridgames({"gomoku", "solve", "--vcf-depth", "100", "--vct-depth", "30", "--nodes", "1000", quiet});
  EXPECT_EQ(nodes.status, 3) << nodes.out << nodes.err;
  EXPECT_EQ(nodes.out.rfind("black to move: no VCF or VCT found (search stopped at its node limit, ", 0), 0u)
      << nodes.out;
  EXPECT_NE(nodes.out.find("unfinished: the "), std::string::npos) << nodes.out;
  EXPECT_EQ(nodes.err,
            "gridgames: the search stopped at its node limit (--nodes 1000) before its depths were "
            "searched; nothing is guessed\n");
  auto seconds = run_gridgames({"gomoku", "solve", "--vcf-depth", "100", "--vct-depth", "30", "--nodes", "0",
                                "--seconds", "0.05"},
                               kNoVctMidgame);
  EXPECT_EQ(seconds.status, 3) << seconds.out << seconds.err;
  EXPECT_EQ(seconds.out.rfind("white to move: no VCF or VCT found (search stopped at its time limit, ", 0), 0u)
      << seconds.out;
  // The proof-number stage stopped at the same limit, or (a slow build) never started; under the
  // sanitizers setting up the solver's 24 MiB table can take the whole 0.05 s, and then the first
  // stage, the VCF, is the one named unfinished.
  EXPECT_TRUE(seconds.out.find("unfinished: the VCT without a depth limit (proof-number search, stopped at its "
                               "time limit after ") != std::string::npos ||
              seconds.out.find("unfinished: the VCT without a depth limit (proof-number search, not started: "
                               "the time limit came first)") != std::string::npos ||
              seconds.out.find("unfinished: the VCF search at depth ") != std::string::npos)
      << seconds.out;
  EXPECT_NE(seconds.err.find("time limit (--seconds 0.05)"), std::string::npos) << seconds.err;
  // Within its budget the same command answers and exits 0.
  auto done = run_gridgames({"gomoku", "solve", "--nodes", "0"}, kDoubleThreePosition);
  EXPECT_EQ(done.status, 0) << done.err;
  EXPECT_NE(done.out.find("black to move wins by VCT"), std::string::npos) << done.out;
}

// The depth-limited searches find nothing in examples/gomoku-quiet.txt; the proof-number VCT
// after them finds black's win of twelve threats. In the midgame, it proves that no VCT
// exists, and says so after the depths the depth-limited ones finished.
TEST(GomokuSolveCommand, TheProofNumberStageFindsLongWinsAndProvesNone) {
  auto quiet = run_gridgames({"gomoku", "solve", "--nodes", "400000", GRIDGAMES_EXAMPLES "/gomoku-quiet.txt"});
  EXPECT_EQ(quiet.status, 0) << quiet.err;
  EXPECT_EQ(quiet.out.rfind("black to move wins by VCT (", 0), 0u) << quiet.out;
  auto line = quiet.out.find("line: ");
  ASSERT_NE(line, std::string::npos) << quiet.out;
  EXPECT_GT(std::count(quiet.out.begin() + long(line), quiet.out.end(), ' '), 2 * 8 + 1) << quiet.out;

  auto none = run_gridgames({"gomoku", "solve", "--nodes", "0"}, kQuickNoVctMidgame);
  EXPECT_EQ(none.status, 0) << none.err;
  EXPECT_EQ(none.out.rfind("white to move: no VCF or VCT found within depth 40 (VCF) / 8 (VCT), ", 0), 0u)
      << none.out;
  EXPECT_NE(none.out.find("\nestablished: no VCT at any depth (proof-number search, "), std::string::npos)
      << none.out;
}

TEST(GomokuSolveCommand, BadPositions) {
  // Black has two stones more than white: not a position of alternate moves.
  auto counts = run_gridgames({"gomoku", "solve"}, "XX...\n.....\n.....\n.....\n.....\n");
  EXPECT_EQ(counts.status, 2);
  // White ahead of black: not one either.
  auto white_ahead = run_gridgames({"gomoku", "solve"}, ".O...\n.....\n.....\n.....\n.....\n");
  EXPECT_EQ(white_ahead.status, 2);
  EXPECT_NE(white_ahead.err.find("black has 0 stones and white 1"), std::string::npos) << white_ahead.err;
  // A ragged board, named by its line.
  auto ragged = run_gridgames({"gomoku", "solve"}, ".....\n....\n.....\n.....\n.....\n");
  EXPECT_EQ(ragged.status, 2);
  EXPECT_NE(ragged.err.find("<stdin>:2:"), std::string::npos) << ragged.err;
  auto rule = run_gridgames({"gomoku", "solve", "--rule", "gomoku"}, kDoubleThreePosition);
  EXPECT_EQ(rule.status, 1);
}

}  // namespace
}  // namespace gg::test

namespace gg::test {
namespace {

TEST(GomokuBrainCommand, SpeaksGomocupOnStandardStreams) {
  auto result = run_gridgames({"gomoku", "brain"},
                              "START 15\r\nINFO timeout_turn 100\r\nBEGIN\r\nTURN 8,8\r\nFOO\r\nEND\r\n");
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out.rfind("OK\n7,7\n", 0), 0u) << result.out;
  EXPECT_NE(result.out.find("UNKNOWN FOO\n"), std::string::npos) << result.out;
}

}  // namespace
}  // namespace gg::test

namespace gg::test {
namespace {

TEST(GomokuPlayCommand, TerminalGameTakesMovesAndAnswers) {
  auto result = run_gridgames({"gomoku", "play", "--size", "9", "--ms", "30"}, "e5\nzz\ne5\nquit\n");
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_NE(result.out.find("You are black"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("gridgames plays "), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("not an empty point: zz"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("not an empty point: e5"), std::string::npos) << result.out;
  // White engine opens when the person takes white; end of input ends the session cleanly.
  auto white = run_gridgames({"gomoku", "play", "--colour", "white", "--ms", "30"}, "");
  EXPECT_EQ(white.status, 0) << white.err;
  EXPECT_NE(white.out.find("gridgames plays H8"), std::string::npos) << white.out;
  // Both spellings, as in othello play.
  auto color = run_gridgames({"gomoku", "play", "--color", "white", "--ms", "30"}, "");
  EXPECT_EQ(color.status, 0) << color.err;
  EXPECT_NE(color.out.find("gridgames plays H8"), std::string::npos) << color.out;
}

}  // namespace
}  // namespace gg::test

namespace gg::test {
namespace {

// The in-game commands othello play has: help, hint, undo (back to the person's turn) and the
// game printed at the end as a move list that gomoku check reads back.
TEST(GomokuPlayCommand, HelpHintUndoAndTheRecordAtTheEnd) {
  auto result = run_gridgames({"gomoku", "play", "--size", "9", "--ms", "30"}, "e5\nhint\nundo\nundo\nhelp\nd4\nquit\n");
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_NE(result.out.find("hint: "), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("Move taken back.\n"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("Nothing to undo.\n"), std::string::npos) << result.out;
  int helps = 0;
  for (std::size_t at = result.out.find("Commands: a move such as h8"); at != std::string::npos;
       at = result.out.find("Commands: a move such as h8", at + 1))
    ++helps;
  EXPECT_EQ(helps, 2) << "once at the start, once for 'help'";
  const std::string header = "Game abandoned.\nGame record (gridgames gomoku check --rule freestyle --size 9): d4 ";
  std::size_t at = result.out.find(header);
  ASSERT_NE(at, std::string::npos) << result.out;
  std::string moves = result.out.substr(at + header.size() - 3);
  moves = moves.substr(0, moves.find('\n'));
  EXPECT_EQ(moves.size(), 5u) << moves;  // d4 and the engine's reply: the first e5 was taken back
  auto check = run_gridgames({"gomoku", "check", "--size", "9"}, moves + "\n");
  EXPECT_EQ(check.status, 0) << check.err;
  // The --help lists the in-game commands.
  auto help = run_gridgames({"gomoku", "play", "--help"});
  EXPECT_NE(help.out.find("undo, hint, help or quit"), std::string::npos) << help.out;
}

}  // namespace
}  // namespace gg::test
