// The command's own contract: help, usage errors, unreadable files.
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <regex>
#include <sstream>

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

// Every --help of every command, found by walking the "Subcommands:" lists: it exits 0, and
// every file its examples name is in the repository (examples run as written from a clone).
TEST(Command, EveryHelpExitsZeroAndItsExamplesNameFilesOfTheRepository) {
  const std::filesystem::path root = std::filesystem::path(GRIDGAMES_EXAMPLES).parent_path();
  const std::regex file_name(R"((^|[\s'"=])((?:[\w.-]+/)*[\w.-]+\.(?:txt|obf|psq|ggf|sgf))(?=$|[\s'"]))");
  int helps = 0, files = 0;
  std::function<void(std::vector<std::string>)> visit = [&](std::vector<std::string> path) {
    std::vector<std::string> args = path;
    args.push_back("--help");
    auto result = run_gridgames(args);
    ++helps;
    ASSERT_EQ(result.status, 0) << result.err;
    std::istringstream lines(result.out);
    std::string line;
    bool in_subcommands = false;
    while (std::getline(lines, line)) {
      for (std::sregex_iterator it(line.begin(), line.end(), file_name), end; it != end; ++it) {
        std::string name = (*it)[2];
        bool written = line.find("> " + name) != std::string::npos;
        ++files;
        if (!written && name.rfind("build/", 0) != 0) {
          EXPECT_TRUE(std::filesystem::exists(root / name)) << "'" << name << "' in: " << line;
        }
      }
      if (line.rfind("Subcommands:", 0) == 0) {
        in_subcommands = true;
        continue;
      }
      if (in_subcommands && line.size() > 2 && line[0] == ' ' && line[2] != ' ') {
        std::vector<std::string> sub = path;
        sub.push_back(line.substr(2, line.find(' ', 2) - 2));
        visit(sub);
      } else if (line.empty()) {
        in_subcommands = false;
      }
    }
  };
  visit({});
  EXPECT_GT(helps, 15);
  EXPECT_GT(files, 5);
}

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
