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

TEST(CommandLine, OutputThatCannotBeWrittenIsAnError) {
  const std::string binary = GRIDGAMES_BINARY;
  for (std::string command : {"judge spot " GRIDGAMES_EXAMPLES "/spot.txt",
                              "judge mine " GRIDGAMES_EXAMPLES "/mine.txt",
                              "spot solve --size 4 --json", "othello perft 3"}) {
    std::string err;
    int status = shell("'" + binary + "' " + command + " > /dev/full", err);
    EXPECT_EQ(status, 4) << command << ": " << err;
    EXPECT_NE(err.find("gridgames: cannot write the output"), std::string::npos) << command << ": " << err;
  }
}

TEST(CommandLine, BadOptionValuesAreBadCommandLinesNamingTheOption) {
  struct Case {
    std::vector<std::string> args;
    std::string words;
  };
  for (const Case& c : std::vector<Case>{
           {{"mine", "play", "--size", "0", "0", "0"}, "--random: N and M"},
           {{"mine", "analyze", "--click", "abc", "--random", "5", "5", "3"}, "--click wants R,C"},
           {{"judge", "mine", "--seconds", "-1"}, "--seconds"},
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

}  // namespace
}  // namespace gg::test
