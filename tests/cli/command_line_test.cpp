// How every command says things (issue: front ends behave as users expect): output that cannot
// be written is an error, bad option values are bad command lines naming the option, several
// files per judge, and Ctrl-C at a terminal game's prompt stops at once.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "cli/pty_session.h"
#include "cli/run_command.h"

namespace gg::test {
namespace {

// Runs a shell command line; its exit status, and its standard error in `err`.
int shell(const std::string& command, std::string& err) {
  const std::string err_file = ::testing::TempDir() + "gridgames-shell-err.txt";
  int raw = std::system((command + " 2> '" + err_file + "'").c_str());
  std::ifstream in(err_file);
  std::stringstream text;
  text << in.rdbuf();
  err = text.str();
  return WIFEXITED(raw) ? WEXITSTATUS(raw) : 128;
}

// The message that output could not be written, exactly once (a command's own check and the
// final one must not both report it).
bool said_once(const std::string& err) {
  const std::string message = "gridgames: cannot write the output";
  std::size_t first = err.find(message);
  return first != std::string::npos && err.find(message, first + 1) == std::string::npos;
}

TEST(CommandLine, OutputThatCannotBeWrittenIsAnError) {
  const std::string binary = GRIDGAMES_BINARY;
  for (std::string command : {"judge spot " GRIDGAMES_EXAMPLES "/spot.txt",
                              "judge mine " GRIDGAMES_EXAMPLES "/mine.txt",
                              "judge othello " GRIDGAMES_EXAMPLES "/othello.txt",
                              "judge gomoku " GRIDGAMES_EXAMPLES "/gomoku.txt",
                              "spot solve --size 4 --json", "spot analyze --size 2", "othello perft 3",
                              "othello solve --size 4 --start --json", "mine analyze --random 5 5 3",
                              "gomoku check " GRIDGAMES_EXAMPLES "/gomoku-game.psq",
                              "gomoku solve " GRIDGAMES_EXAMPLES "/gomoku-vct.txt",
                              "gomoku forbidden " GRIDGAMES_EXAMPLES "/renju-position.txt",
                              "games", "bench spot", "othello play < /dev/null",
                              "gomoku play --ms 10 < /dev/null", "mine play < /dev/null",
                              "spot play --size 3 < /dev/null",
                              "judge spot --json " GRIDGAMES_EXAMPLES "/spot.txt",
                              "othello analyze --depth 2 --json "
                              "'---------------------------OX------XO--------------------------- X'",
                              "othello review --depth 2 " GRIDGAMES_EXAMPLES "/othello-game.ggf",
                              "gomoku check --json " GRIDGAMES_EXAMPLES "/gomoku-game.psq",
                              "gomoku review --depth 1 " GRIDGAMES_EXAMPLES "/gomoku-game.psq",
                              "mine analyze --json --random 5 5 3"}) {
    std::string err;
    int status = shell("'" + binary + "' " + command + " > /dev/full", err);
    EXPECT_EQ(status, 4) << command << ": " << err;
    EXPECT_TRUE(said_once(err)) << command << ": " << err;
  }
  // The brain, as a subcommand and under its Gomocup name, says it once too.
  const std::string pbrain = binary.substr(0, binary.rfind('/') + 1) + "pbrain-gridgames";
  for (const std::string& brain : {"'" + binary + "' gomoku brain", "'" + pbrain + "'"}) {
    std::string err;
    EXPECT_EQ(shell("printf 'START 15\\nBEGIN\\n' | " + brain + " > /dev/full", err), 4) << brain << ": " << err;
    EXPECT_TRUE(said_once(err)) << brain << ": " << err;
  }
}

TEST(CommandLine, BadOptionValuesAreBadCommandLinesNamingTheOption) {
  struct Case {
    std::vector<std::string> args;
    std::string words;
  };
  for (const Case& c : std::vector<Case>{
           {{"mine", "play", "--size", "0", "0", "0"}, "--size: N and M"},
           {{"mine", "analyze", "--click", "abc", "--random", "5", "5", "3"}, "--click wants R,C"},
           {{"judge", "mine", "--seconds", "-1"}, "--seconds"},
           {{"judge", "mine", "--budget", "-1"}, "--budget"},
           {{"mine", "analyze", "--budget", "-1", "--random", "5", "5", "3"}, "--budget"},
           {{"othello", "solve", "--nodes", "-1", "--size", "4", "--start"}, "--nodes"},
           {{"mine", "analyze", "--seconds", "-2", "--random", "5", "5", "3"}, "--seconds"},
           {{"spot", "play", "--size", "1"}, "--size"},
           {{"--max-memory", "abc", "judge", "spot"}, "--max-memory"}}) {
    auto result = run_gridgames(c.args, "");
    EXPECT_EQ(result.status, 1) << c.words << ": " << result.err;
    EXPECT_NE(result.err.find(c.words), std::string::npos) << result.err;
    EXPECT_EQ(result.err.find("<stdin>"), std::string::npos) << result.err;  // not bad input
  }
}

TEST(CommandLine, JudgeTakesSeveralFilesAndReportsABadOneAfterTheOthers) {
  auto result = run_gridgames({"judge", "spot", GRIDGAMES_EXAMPLES "/spot.txt", "-", "/nonexistent/x.txt",
                               GRIDGAMES_EXAMPLES "/spot.txt"},
                              "2\n1 1 +\n2 2 +\n1 2 +\n2 1 +\n0\n");
  EXPECT_EQ(result.status, 2);
  EXPECT_EQ(result.out, "==> " GRIDGAMES_EXAMPLES "/spot.txt <==\nPlayer 2 wins on move 3\nDraw\n"
                        "\n==> <stdin> <==\nDraw\n"
                        "\n==> /nonexistent/x.txt <==\n"
                        "\n==> " GRIDGAMES_EXAMPLES "/spot.txt <==\nPlayer 2 wins on move 3\nDraw\n");
  EXPECT_NE(result.err.find("cannot open '/nonexistent/x.txt'"), std::string::npos) << result.err;
  // One file: no header, byte for byte as before.
  auto one = run_gridgames({"judge", "spot", GRIDGAMES_EXAMPLES "/spot.txt"});
  EXPECT_EQ(one.out, "Player 2 wins on move 3\nDraw\n");
}

TEST(CommandLine, CtrlCAtTheMinePromptStopsAtOnce) {
  PtySession game({"mine", "play", "--size", "5", "5", "3", "--seed", "4"});
  ASSERT_TRUE(game.expect("your click> ")) << game.screen();
  game.interrupt();
  ASSERT_TRUE(game.expect("interrupted")) << game.screen();
  EXPECT_EQ(game.wait(), 130);
}

// Every terminal game stops at the first Ctrl-C at its prompt, as mine play does (othello play
// and gomoku play read their lines with a reader that was restarted after the signal).
TEST(CommandLine, CtrlCAtTheOthelloAndGomokuPromptsStopsAtOnce) {
  PtySession othello({"othello", "play", "--level", "1"});
  ASSERT_TRUE(othello.expect("Your move: ")) << othello.screen();
  othello.interrupt();
  ASSERT_TRUE(othello.expect("Interrupted: game abandoned.", std::chrono::seconds(5))) << othello.screen();
  EXPECT_TRUE(othello.expect("Game so far (GGF): (;GM[Othello]")) << othello.screen();
  EXPECT_EQ(othello.wait(), 130);

  PtySession gomoku({"gomoku", "play", "--ms", "10"});
  ASSERT_TRUE(gomoku.expect("your move> ")) << gomoku.screen();
  gomoku.interrupt();
  ASSERT_TRUE(gomoku.expect("interrupted", std::chrono::seconds(5))) << gomoku.screen();
  EXPECT_EQ(gomoku.wait(), 130);
}

// While othello play's engine thinks, Ctrl-C stops the game (not only the search: the game went
// on with the move the cut search had). What the engine said before thinking is on the screen at
// once (it stayed in the buffer until its first move, a blank screen with --color white).
TEST(CommandLine, CtrlCWhileOthelloPlayThinksStopsTheGame) {
  PtySession game({"othello", "play", "--color", "white", "--level", "20"});
  ASSERT_TRUE(game.expect("Commands: a move such as f5", std::chrono::seconds(3))) << game.screen();
  game.interrupt();
  ASSERT_TRUE(game.expect("Interrupted: game abandoned.", std::chrono::seconds(10))) << game.screen();
  EXPECT_EQ(game.wait(), 130);
  EXPECT_EQ(game.screen().find("gridgames plays"), std::string::npos) << game.screen();
}

// othello solve on a terminal shows its progress on stderr while it works (the 6 x 6 start,
// hours of search, showed nothing at all), and Ctrl-C names the position it dropped.
TEST(CommandLine, OthelloSolveShowsProgressAndNamesThePositionInterrupted) {
  PtySession solve({"othello", "solve", "--size", "6", "--start"});
  ASSERT_TRUE(solve.expect("othello solve: start (1 of 1), 0 solved, 0 nodes", std::chrono::seconds(10)))
      << solve.screen();
  solve.interrupt();
  ASSERT_TRUE(solve.expect("gridgames: interrupted while solving start (position 1 of 1): not solved; "
                           "0 positions solved before it",
                           std::chrono::seconds(10)))
      << solve.screen();
  EXPECT_EQ(solve.wait(), 130);
}

// Without a terminal, no progress; the positions solved before Ctrl-C stay printed and the
// message counts them.
TEST(CommandLine, OthelloSolveInterruptedKeepsThePositionsSolved) {
  auto result = run_gridgames({"othello", "solve", GRIDGAMES_EXAMPLES "/../data/othello/ffo40-59.obf"}, "",
                              std::chrono::milliseconds(2500));
  EXPECT_EQ(result.status, 130) << result.err;
  int solved = 0;
  for (char c : result.out) solved += c == '\n';
  std::string words = "gridgames: interrupted while solving line " + std::to_string(solved + 1) + " (position " +
                      std::to_string(solved + 1) + " of 20): not solved; " + std::to_string(solved) +
                      (solved == 1 ? " position" : " positions") + " solved before it\n";
  EXPECT_EQ(result.err, words) << result.out;
}

TEST(CommandLine, OthelloSolveRefusesTheHopelessEightByEightStart) {
  auto result = run_gridgames({"othello", "solve", "--start"});
  EXPECT_EQ(result.status, 1);
  EXPECT_EQ(result.out, "");
  EXPECT_NE(result.err.find("gridgames: --start: the 8 x 8 start position (60 empties) is far beyond an exact solve"),
            std::string::npos) << result.err;
  EXPECT_NE(result.err.find("--hopeless"), std::string::npos) << result.err;
  // With a limit it starts, and stops at it: exit 3, naming the limit.
  auto bounded = run_gridgames({"othello", "solve", "--start", "--nodes", "100000"});
  EXPECT_EQ(bounded.status, 3) << bounded.err;
  EXPECT_NE(bounded.err.find("stopped at its node limit (--nodes 100000"), std::string::npos) << bounded.err;
}

// Negative times and counts are bad command lines naming the option (they were taken: a
// negative --ms or --seconds as no time at all, a negative count as a huge one).
TEST(CommandLine, NegativeTimesAndCountsAreRefused) {
  for (std::vector<std::string> args : std::vector<std::vector<std::string>>{
           {"gomoku", "play", "--ms", "-5"},
           {"gomoku", "solve", "--seconds", "-3", GRIDGAMES_EXAMPLES "/gomoku-vct.txt"},
           {"gomoku", "solve", "--nodes", "-3", GRIDGAMES_EXAMPLES "/gomoku-vct.txt"},
           {"othello", "analyze", "--nodes", "-1", "--position",
            "---------------------------OX------XO--------------------------- X"},
           {"othello", "play", "--time", "-1"},
           {"spot", "solve", "--nodes", "-1", "--size", "3"},
           {"judge", "mine", "--seconds", "-1"}}) {
    auto result = run_gridgames(args, "quit\n");
    EXPECT_EQ(result.status, 1) << args[0] << " " << args[1] << " " << args[2] << ": " << result.out << result.err;
    EXPECT_EQ(result.err.rfind("gridgames: " + args[2] + ": ", 0), 0u) << result.err;
    EXPECT_EQ(result.out, "");
  }
}

// Every message starts with the command's name: command line faults too (CLI11's own words).
TEST(CommandLine, CommandLineFaultsAreSaidLikeEveryOtherMessage) {
  auto result = run_gridgames({"othello", "perft", "abc"});
  EXPECT_EQ(result.status, 1);
  EXPECT_EQ(result.err.rfind("gridgames: DEPTH: ", 0), 0u) << result.err;
}

TEST(CommandLine, GomokuSolveOnAFinishedGameSaysItIsOver) {
  // Black has five (c-g on the top row); white is to move and has a four of its own.
  const char* board =
      "..XXXXX..\n"
      ".OOOO....\n"
      ".........\n.........\n.........\n.........\n.........\n.........\n.........\n";
  auto result = run_gridgames({"gomoku", "solve"}, board);
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out, "game over: black already has five in a row\n");
  // Under renju black's six is no five: the game goes on.
  auto six = run_gridgames({"gomoku", "solve", "--rule", "renju"},
                           "XXXXXX...\nOOOO.O...\n.........\n.........\n.........\n.........\n.........\n"
                           ".........\n.........\n");
  EXPECT_EQ(six.out.find("game over"), std::string::npos) << six.out;
}

// An input with nothing in it is an error (exit 2), as for othello solve and gomoku check.
TEST(CommandLine, OthelloAnalyzeOfAnEmptyInputIsAnError) {
  auto plain = run_gridgames({"othello", "analyze"}, "");
  EXPECT_EQ(plain.status, 2);
  EXPECT_EQ(plain.err, "gridgames: <stdin>: no position to analyse (an OBF line: 64 squares, then X or O)\n");
  auto comments = run_gridgames({"othello", "analyze", "-"}, "% nothing but a comment\n\n");
  EXPECT_EQ(comments.status, 2) << comments.err;
  auto ggf = run_gridgames({"othello", "analyze", "--ggf"}, "");
  EXPECT_EQ(ggf.status, 2) << ggf.err;
  EXPECT_NE(ggf.err.find("no game to analyse"), std::string::npos) << ggf.err;
}

// Every play command's --help says what can be typed in the game.
TEST(CommandLine, EveryPlayCommandListsItsInGameCommandsInItsHelp) {
  for (const char* game : {"othello", "gomoku", "mine", "spot"}) {
    auto help = run_gridgames({game, "play", "--help"});
    EXPECT_EQ(help.status, 0) << game;
    for (const char* word : {"hint", "quit"})
      EXPECT_NE(help.out.find(word), std::string::npos) << game << " play --help lacks '" << word << "':\n" << help.out;
  }
}

TEST(CommandLine, PluralsAreRight) {
  auto mine = run_gridgames({"mine", "analyze", "--random", "3", "3", "1", "--no-board"});
  EXPECT_EQ(mine.status, 0) << mine.err;
  EXPECT_EQ(mine.out.rfind("board: 3 x 3, 1 mine, 8 hidden cells to click\n", 0), 0u) << mine.out;
}

}  // namespace
}  // namespace gg::test
