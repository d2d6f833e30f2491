// The command's own contract: help, usage errors, unreadable files.
#include <gtest/gtest.h>

#include "cli/run_command.h"

namespace gg::test {
namespace {

TEST(Command, HelpExplainsEverySubcommandAndExitsZero) {
  auto result = run_gridgames({"--help"});
  EXPECT_EQ(result.status, 0);
  // Every subcommand, as the list of the unknown-command message below names them.
  for (const char* word : {"\n  judge ", "\n  othello ", "\n  gomoku ", "\n  mine ", "\n  spot ", "\n  games ",
                           "\n  bench ", "Exit status"})
    EXPECT_NE(result.out.find(word), std::string::npos) << word;
}

TEST(Command, JudgeHelpGivesAnExamplePerGame) {
  auto result = run_gridgames({"judge", "--help"});
  EXPECT_EQ(result.status, 0);
  for (const char* example : {"judge spot examples/spot.txt", "judge gomoku examples/gomoku.txt",
                              "judge mine examples/mine.txt", "judge othello"})
    EXPECT_NE(result.out.find(example), std::string::npos) << example;
}

TEST(Command, UnknownSubcommandIsAUsageErrorNamingIt) {
  for (std::vector<std::string> args : {std::vector<std::string>{"chess"},
                                        std::vector<std::string>{"--max-memory", "1G", "chess", "x"}}) {
    auto result = run_gridgames(args);
    EXPECT_EQ(result.status, 1);
    EXPECT_EQ(result.err, "gridgames: unknown command 'chess' (commands: judge othello gomoku mine spot games bench serve); "
                          "see gridgames --help\n");
  }
}

// Every --help exiting 0 and naming only files of the repository: checked while
// examples_run_test.cpp walks every --help for its examples (one walk, not two).

// `gridgames games` reads the registry: every game with its options, as text and as JSON.
TEST(Command, GamesListsTheRegistry) {
  auto text = run_gridgames({"games"});
  EXPECT_EQ(text.status, 0) << text.err;
  EXPECT_EQ(text.out.rfind("othello: Othello", 0), 0u) << text.out;
  for (const char* line : {"\ngomoku: Gomoku", "\n  size: board size, 5..22 (default 15)\n",
                           "\n  rule: freestyle, standard (exactly five) or renju (default freestyle)\n",
                           "\nmine: ", "\n  mines: ", "\nspot: The Spot Game"})
    EXPECT_NE(text.out.find(line), std::string::npos) << line << " in:\n" << text.out;
  auto json = run_gridgames({"games", "--json"});
  EXPECT_EQ(json.status, 0) << json.err;
  EXPECT_EQ(json.out.rfind("{\"games\":[{\"name\":\"othello\",\"description\":", 0), 0u) << json.out;
  EXPECT_NE(json.out.find("{\"name\":\"rule\",\"description\":\"freestyle, standard (exactly five) or renju\","
                          "\"default\":\"freestyle\"}"),
            std::string::npos)
      << json.out;
}

TEST(Command, MissingFileIsReportedWithExitTwo) {
  auto result = run_gridgames({"judge", "spot", "/nonexistent/games.txt"});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("cannot open '/nonexistent/games.txt'"), std::string::npos) << result.err;
  EXPECT_TRUE(result.out.empty());
}

}  // namespace
}  // namespace gg::test
