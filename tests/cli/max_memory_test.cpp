// `gridgames --max-memory`: bad sizes are refused; a tiny budget changes speed, never answers;
// an answer that needs more memory than the budget ends with exit status 3 and says so.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <fstream>
#include <regex>
#include <string>

#include "cli/run_command.h"
#include "mine/board_io.h"

namespace gg::test {
namespace {


// Search statistics differ with the table size; everything else must not.
std::string without_statistics(const std::string& text) {
  std::string out = std::regex_replace(text, std::regex("[0-9]+ nodes"), "N nodes");
  out = std::regex_replace(out, std::regex("nodes [0-9]+, [0-9.]+ s"), "nodes N, T s");
  out = std::regex_replace(out, std::regex("nodes [0-9]+ seconds [0-9.]+"), "nodes N seconds T");
  return std::regex_replace(out, std::regex("cpu [0-9.]+"), "cpu T");
}

int count_lines(const std::string& text) {
  int lines = 0;
  for (char c : text) lines += c == '\n';
  return lines;
}

TEST(MaxMemory, HelpStatesTheOptionAndItsDefaultRule) {
  auto help = run_gridgames({"--help"});
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("--max-memory"), std::string::npos) << help.out;
  EXPECT_NE(help.out.find("a quarter of physical memory"), std::string::npos) << help.out;
}

TEST(MaxMemory, BadSizesAreBadCommandLinesBeforeAnythingRuns) {
  for (const char* bad : {"0", "2X", "-1G", "1e9", "2000T", "0.5M", "ten", "1.2.3G"}) {
    for (bool before : {true, false}) {
      auto result = before ? run_gridgames({"--max-memory", bad, "judge", "spot"}, "0\n")
                           : run_gridgames({"judge", "spot", "--max-memory", bad}, "0\n");
      EXPECT_EQ(result.status, 1) << bad << ": " << result.err;
      EXPECT_EQ(result.out, "") << bad;
      EXPECT_EQ(count_lines(result.err), 1) << result.err;
      EXPECT_EQ(result.err.rfind("gridgames: --max-memory: memory size '", 0), 0u) << result.err;
    }
  }
  // The option form with '=' is the same option.
  auto equals = run_gridgames({"judge", "spot", "--max-memory=9Q"}, "0\n");
  EXPECT_EQ(equals.status, 1) << equals.err;
  EXPECT_NE(equals.err.find("unknown unit"), std::string::npos) << equals.err;
}

TEST(MaxMemory, GoodSizesAreAcceptedAnywhereOnTheLine) {
  for (const char* good : {"1M", "512M", "2G", "1.5G", "64", "3000000K"}) {
    auto before = run_gridgames({"--max-memory", good, "judge", "spot"}, "0\n");
    EXPECT_EQ(before.status, 0) << good << ": " << before.err;
    auto after = run_gridgames({"judge", "gomoku", "--max-memory", good, GRIDGAMES_EXAMPLES "/gomoku.txt"});
    EXPECT_EQ(after.status, 0) << good << ": " << after.err;
  }
}

TEST(MaxMemory, OthelloSolveGivesTheSameAnswerWithATinyTable) {
  auto tiny = run_gridgames({"othello", "solve", "--json", "--max-memory", "1M"}, ffo40() + "\n");
  ASSERT_EQ(tiny.status, 0) << tiny.err;
  EXPECT_EQ(tiny.err, "") << "the default --table-mb is reduced silently";
  auto j = nlohmann::json::parse(tiny.out);
  EXPECT_EQ(j["score"], 38);
  EXPECT_EQ(j["move"], "a2");
}

TEST(MaxMemory, AnExplicitTableSizeAboveTheBudgetIsReducedWithAMessage) {
  std::string position = "--XXXXXXXOOOOOOXXOXXOOOXOOXOOOXXOOOOOOXXOOOOOOXXO-OOOX--O--X---- X\n";
  auto reduced = run_gridgames({"--max-memory", "8M", "othello", "solve", "--table-mb", "100"}, position);
  ASSERT_EQ(reduced.status, 0) << reduced.err;
  EXPECT_NE(reduced.err.find("--table-mb 100 reduced to 8"), std::string::npos) << reduced.err;
  EXPECT_NE(reduced.err.find("8 MiB (--max-memory)"), std::string::npos) << reduced.err;
  auto plain = run_gridgames({"othello", "solve", "--table-mb", "100"}, position);
  ASSERT_EQ(plain.status, 0) << plain.err;
  EXPECT_EQ(without_statistics(reduced.out), without_statistics(plain.out));
  auto within = run_gridgames({"--max-memory", "8M", "othello", "solve", "--table-mb", "8"}, position);
  EXPECT_EQ(within.err, "");
}

TEST(MaxMemory, OthelloAnalyzeGivesTheSameValuesWithATinyTable) {
  // 12 empties: the analysis is exact, so the values cannot depend on the table.
  std::string position = "--XXXXXXXOOOOOOXXOXXOOOXOOXOOOXXOOOOOOXXOOOOOOXXO-OOOX--O--X---- X";
  auto tiny = run_gridgames({"othello", "analyze", "--max-memory", "1M", "--position", position});
  auto plain = run_gridgames({"othello", "analyze", "--position", position});
  ASSERT_EQ(tiny.status, 0) << tiny.err;
  ASSERT_EQ(plain.status, 0) << plain.err;
  EXPECT_NE(tiny.out.find("exact"), std::string::npos) << tiny.out;
  EXPECT_EQ(without_statistics(tiny.out), without_statistics(plain.out));
}

TEST(MaxMemory, GomokuSolveGivesTheSameLineWithATinyTable) {
  const char* position =
      "...............\n...............\n...............\n...............\n...............\n"
      ".......X.......\n.......X.......\n.....XX........\n...............\n...............\n"
      "...............\n...............\n..O...........O\n...............\nO.............O\n";
  auto tiny = run_gridgames({"gomoku", "solve", "--max-memory", "1M"}, position);
  auto plain = run_gridgames({"gomoku", "solve"}, position);
  ASSERT_EQ(tiny.status, 0) << tiny.err;
  ASSERT_EQ(plain.status, 0) << plain.err;
  EXPECT_NE(tiny.out.find("wins by VCT"), std::string::npos) << tiny.out;
  EXPECT_EQ(without_statistics(tiny.out), without_statistics(plain.out));
}

TEST(MaxMemory, MineAnswersDoNotDependOnTheBudgetWhileTheMemoFits) {
  auto judged = run_gridgames({"judge", "mine", "--max-memory", "1M", GRIDGAMES_EXAMPLES "/mine.txt"});
  EXPECT_EQ(judged.status, 0) << judged.err;
  EXPECT_EQ(judged.out, run_gridgames({"judge", "mine", GRIDGAMES_EXAMPLES "/mine.txt"}).out);
  // A board whose one big part needs a few MiB of memo: solved the same with 64 MiB as with the
  // default budget.
  std::vector<std::string> board = {"mine", "analyze", "--no-board", "--random", "80", "80", "640", "--seed", "3"};
  auto plain = run_gridgames(board);
  ASSERT_EQ(plain.status, 0) << plain.err;
  board.insert(board.begin(), {"--max-memory", "64M"});
  auto enough = run_gridgames(board);
  EXPECT_EQ(enough.status, 0) << enough.err;
  EXPECT_EQ(enough.out, plain.out);
}

TEST(MaxMemory, AMineMemoBeyondTheBudgetEndsWithExitThreeNamingTheLimit) {
  auto beyond = run_gridgames({"mine", "analyze", "--no-board", "--random", "80", "80", "640", "--seed", "3",
                               "--max-memory", "1M"});
  EXPECT_EQ(beyond.status, 3) << beyond.out << beyond.err;
  // What was established is printed (the parts' values, the winner); the clicks searched when
  // the memo overflowed are marked unfinished, nothing guessed.
  EXPECT_NE(beyond.out.find("\nwinner: the player to move\nwinning clicks: stopped after "), std::string::npos)
      << beyond.out;
  EXPECT_NE(beyond.out.find(" kinds of click (beyond the budget); found so far:"), std::string::npos) << beyond.out;
  EXPECT_EQ(count_lines(beyond.err), 1) << beyond.err;
  EXPECT_NE(beyond.err.find("memory budget of 1 MiB"), std::string::npos) << beyond.err;
  EXPECT_NE(beyond.err.find("--max-memory"), std::string::npos) << beyond.err;
  // The referee: a case (drawn as --random would) whose first part alone needs more than 1 MiB
  // of memo, after a case that fits.
  mine::Board board = mine::random_board(90, 90, 810, 4);
  std::string referee_input = "2\n3 3 1\n1 1\n90 90 810\n";
  for (int cell = 0; cell < board.rows * board.cols; ++cell)
    if (board.mine[cell]) referee_input += std::to_string(cell / board.cols) + " " + std::to_string(cell % board.cols) + "\n";
  auto judged = run_gridgames({"judge", "mine", "--max-memory", "1M"}, referee_input);
  EXPECT_EQ(judged.status, 3) << judged.err;
  EXPECT_EQ(judged.out, "Case #1: Fanglaoshi\n") << "the case decided before is kept";
  EXPECT_NE(judged.err.find("case 2"), std::string::npos) << judged.err;
  EXPECT_NE(judged.err.find("--max-memory"), std::string::npos) << judged.err;
}

TEST(MaxMemory, ASpotGameBeyondTheBudgetEndsWithExitThreeAfterTheEarlierVerdicts) {
  // Game 1 is small; game 2 (N = 3000) places 6000 spots, all patterns different: a draw that
  // needs its 6000 patterns kept, more than 1 MiB allows (about 240 bytes per move at worst).
  std::string input = "2\n1 1 +\n1 1 -\n1 1 +\n1 1 -\n3000\n";
  for (int row = 1; row <= 3000; ++row)
    for (int col = 1; col <= 2; ++col) input += std::to_string(row) + " " + std::to_string(col) + " +\n";
  input += "0\n";
  auto plain = run_gridgames({"judge", "spot"}, input);
  ASSERT_EQ(plain.status, 0) << plain.err;
  ASSERT_EQ(count_lines(plain.out), 2) << plain.out;
  EXPECT_EQ(plain.out.substr(plain.out.find('\n') + 1), "Draw\n");
  auto beyond = run_gridgames({"judge", "spot", "--max-memory", "1M"}, input);
  EXPECT_EQ(beyond.status, 3) << beyond.err;
  EXPECT_EQ(beyond.out, plain.out.substr(0, plain.out.find('\n') + 1)) << "the first verdict is kept";
  EXPECT_EQ(count_lines(beyond.err), 1) << beyond.err;
  EXPECT_NE(beyond.err.find("memory budget of 1 MiB (--max-memory"), std::string::npos) << beyond.err;
  EXPECT_NE(beyond.err.find("game of N=3000 begun on line 6"), std::string::npos) << beyond.err;
  // Said as every input message is: the source and the line of the move.
  EXPECT_EQ(beyond.err.rfind("gridgames: <stdin>:", 0), 0u) << beyond.err;
  std::size_t move = std::stoul(beyond.err.substr(beyond.err.find(": move ") + 7));
  EXPECT_EQ(beyond.err.rfind("gridgames: <stdin>:" + std::to_string(6 + move) + ": move ", 0), 0u) << beyond.err;
  // 2 MiB hold the game.
  auto enough = run_gridgames({"judge", "spot", "--max-memory", "2M"}, input);
  EXPECT_EQ(enough.status, 0) << enough.err;
  EXPECT_EQ(enough.out, plain.out);
}

}  // namespace
}  // namespace gg::test
