// `gridgames othello solve --size 6`: the bitboard route through the command, its best line
// replayed on the square-by-square board and the score checked against the reference solver.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>

#include "cli/run_command.h"
#include "othello/general.h"

namespace gg::test {
namespace {

// 12 empties on 6 x 6, black to move (from a fixed random game).
constexpr const char* kLate = "XX----XXXOO-XOOXO-OOOXX---XOOX---XOO X";

int square_from_name(const std::string& name, int size) {
  if (name == "pass") return size * size;
  return (std::stoi(name.substr(1)) - 1) * size + (name[0] - 'a');
}

TEST(OthelloSolveSizes, SixBySixBestLineReachesTheScore) {
  othello::GeneralState position(6);
  ASSERT_TRUE(othello::GeneralState::parse(kLate, 6, position));
  int expected = othello::solve_general(position).score;

  auto result = run_gridgames({"othello", "solve", "--size", "6", "--json"}, std::string(kLate) + "\n");
  ASSERT_EQ(result.status, 0) << result.err;
  auto j = nlohmann::json::parse(result.out);
  EXPECT_EQ(j["score"].get<int>(), expected);
  ASSERT_TRUE(j["pv"].is_array());
  ASSERT_FALSE(j["pv"].empty());
  EXPECT_EQ(j["move"], j["pv"][0]);
  othello::GeneralState s = position;
  for (const auto& name : j["pv"]) {
    int move = square_from_name(name.get<std::string>(), 6);
    auto moves = s.legal_moves();
    ASSERT_NE(std::find(moves.begin(), moves.end(), move), moves.end()) << name;
    s.play(move);
  }
  ASSERT_TRUE(s.is_terminal());
  EXPECT_EQ(s.result(), expected);  // black was to move: black's result is the score

  // The text form ends with the same line.
  auto text = run_gridgames({"othello", "solve", "--size", "6"}, std::string(kLate) + "\n");
  ASSERT_EQ(text.status, 0) << text.err;
  std::string pv = " pv";
  for (const auto& name : j["pv"]) pv += " " + name.get<std::string>();
  EXPECT_EQ(text.out.rfind("line 1: score ", 0), 0u) << text.out;
  EXPECT_NE(text.out.find(pv + "\n"), std::string::npos) << text.out;
}

TEST(OthelloSolveSizes, LargerBoardsStayOnTheSquareBySquarePath) {
  // 8 empties in the bottom-right corner region of the smallest and the largest such board,
  // 10 x 10 and 16 x 16: no pv on that path.
  for (int n : {10, 16}) {
    std::string cells(n * n, 'X');
    for (int r = n - 3; r < n; ++r)
      for (int c = n - 3; c < n; ++c) cells[r * n + c] = '-';
    cells[(n - 1) * n + n - 1] = 'O';
    cells[(n - 4) * n + n - 4] = 'O';
    auto result = run_gridgames({"othello", "solve", "--size", std::to_string(n), "--json"}, cells + " X\n");
    ASSERT_EQ(result.status, 0) << n << ": " << result.err;
    auto j = nlohmann::json::parse(result.out);
    EXPECT_FALSE(j.contains("pv")) << n;
    othello::GeneralState s(n);
    ASSERT_TRUE(othello::GeneralState::parse(cells + " X", n, s));
    EXPECT_EQ(j["score"].get<int>(), othello::solve_general(s).score) << n;
  }
}

}  // namespace
}  // namespace gg::test
