// The command's own contract: help, usage errors, unreadable files.
#include <gtest/gtest.h>

#include "cli/run_command.h"

namespace gg::test {
namespace {

TEST(Command, HelpExplainsEverySubcommandAndExitsZero) {
  auto result = run_gridgames({"--help"});
  EXPECT_EQ(result.status, 0);
  for (const char* word : {"judge", "othello", "gomoku", "mine", "Exit status"})
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
    EXPECT_EQ(result.err, "gridgames: unknown command 'chess' (commands: judge othello gomoku mine spot); "
                          "see gridgames --help\n");
  }
}

TEST(Command, MissingFileIsReportedWithExitTwo) {
  auto result = run_gridgames({"judge", "spot", "/nonexistent/games.txt"});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("cannot open '/nonexistent/games.txt'"), std::string::npos) << result.err;
  EXPECT_TRUE(result.out.empty());
}

}  // namespace
}  // namespace gg::test
