// The 15 x 15 referee: the spec sample, edge cases, every input error, and a randomized
// cross-check against a slow reference that rescans the whole board after each move.
#include <gtest/gtest.h>

#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "gomoku/referee.h"

namespace gg::gomoku {
namespace {

std::string judge_text(const std::string& input) {
  auto reader = LineReader::from_string(input);
  std::ostringstream out;
  judge(reader, out);
  return out.str();
}

// The line an input error names, and its message (for checks on both).
std::pair<std::size_t, std::string> judge_error(const std::string& input) {
  try {
    judge_text(input);
  } catch (const InputError& error) {
    return {error.line(), error.what()};
  }
  ADD_FAILURE() << "no error for:\n" << input;
  return {0, ""};
}

std::string reference_judge(const std::vector<std::pair<int, int>>& moves);

std::string game(const std::vector<std::pair<int, int>>& moves) {
  std::string text = std::to_string(moves.size()) + "\n";
  for (auto [x, y] : moves) text += std::to_string(x) + " " + std::to_string(y) + "\n";
  return text;
}

TEST(GomokuReferee, SpecSample) {
  EXPECT_EQ(judge_text("9\n1 1\n2 1\n1 2\n2 2\n1 3\n2 3\n1 4\n2 4\n1 5\n"), "A 9\n");
}

TEST(GomokuReferee, NoMovesIsATie) {
  EXPECT_EQ(judge_text("0\n"), "Tie\n");
  EXPECT_EQ(judge_text("0"), "Tie\n");
}

TEST(GomokuReferee, OverlineWins) {
  // Black: row 8 columns 1,2,3,5,6 then 4 -> six in a row at move 11.
  EXPECT_EQ(judge_text(game({{8, 1}, {1, 1}, {8, 2}, {1, 3}, {8, 3}, {1, 5},
                             {8, 5}, {1, 7}, {8, 6}, {1, 9}, {8, 4}})),
            "A 11\n");
}

TEST(GomokuReferee, WhiteWinsOnEveryDirection) {
  // Column, diagonal and anti-diagonal fives for white (B), black scattered far away.
  std::vector<std::vector<std::pair<int, int>>> whites = {
      {{3, 9}, {4, 9}, {5, 9}, {6, 9}, {7, 9}},
      {{3, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}},
      {{11, 5}, {10, 6}, {9, 7}, {8, 8}, {7, 9}},
      {{15, 11}, {15, 12}, {15, 13}, {15, 14}, {15, 15}}};
  std::vector<std::pair<int, int>> blacks = {{1, 1}, {1, 3}, {1, 5}, {1, 7}, {13, 1}};
  for (const auto& white : whites) {
    std::vector<std::pair<int, int>> moves;
    for (int i = 0; i < 5; ++i) {
      moves.push_back(blacks[i]);
      moves.push_back(white[i]);
    }
    EXPECT_EQ(judge_text(game(moves)), "B 10\n");
  }
}

TEST(GomokuReferee, WinOnTheLastMoveAndMovesAfterTheWinIgnored) {
  std::vector<std::pair<int, int>> moves = {{1, 1}, {2, 1}, {1, 2}, {2, 2}, {1, 3},
                                            {2, 3}, {1, 4}, {2, 4}, {1, 5}};
  EXPECT_EQ(judge_text(game(moves)), "A 9\n");
  // White completes its own five afterwards: still black's win at move 9.
  moves.push_back({2, 5});
  moves.push_back({15, 15});
  EXPECT_EQ(judge_text(game(moves)), "A 9\n");
}

TEST(GomokuReferee, FullBoardWithoutFiveIsATie) {
  // Fill 15 x 15 with colours by ((column / 2) + row) % 2 (no five anywhere), alternating.
  std::vector<std::pair<int, int>> black, white;
  for (int x = 1; x <= 15; ++x)
    for (int y = 1; y <= 15; ++y) (((y - 1) / 2 + x) % 2 ? black : white).push_back({x, y});
  ASSERT_EQ(black.size(), 113u);  // 113 + 112 = 225 when colours alternate from black
  std::vector<std::pair<int, int>> moves;
  for (std::size_t i = 0; i < black.size(); ++i) {
    moves.push_back(black[i]);
    if (i < white.size()) moves.push_back(white[i]);
  }
  EXPECT_EQ(reference_judge(moves), "Tie\n");
  EXPECT_EQ(judge_text(game(moves)), "Tie\n");
}

TEST(GomokuReferee, VerdictComesBeforeTheTrailingTextError) {
  auto reader = LineReader::from_string("1\n3 13\n4 1 1\n");
  std::ostringstream out;
  EXPECT_THROW(judge(reader, out), InputError);
  EXPECT_EQ(out.str(), "Tie\n");
}

TEST(GomokuReferee, BlankLinesAndSpacesAreTolerated) {
  EXPECT_EQ(judge_text("\n 1 \n\n  8   8\r\n\n"), "Tie\n");
}

TEST(GomokuReferee, EveryInputErrorNamesItsLine) {
  struct Case {
    const char* input;
    std::size_t line;
    const char* words;
  } cases[] = {
      {"", 1, "end of input"},
      {"x\n", 1, "integer"},
      {"226\n", 1, "between 0 and 225"},
      {"-1\n", 1, "between 0 and 225"},
      {"2 3\n", 1, "alone"},
      {"2\n1 1\n", 3, "move 2 of 2"},
      {"1\n1\n", 2, "expected a move"},
      {"1\n1 2 3\n", 2, "expected a move"},
      {"1\n0 5\n", 2, "row x"},
      {"1\n5 16\n", 2, "column y"},
      {"1\n5 y\n", 2, "integer"},
      {"2\n5 5\n5 5\n", 3, "occupied"},
      {"1\n5 5\njunk\n", 3, "after the last"},
      {"1\n5 5\n6 6\n", 3, "after the last"},
      // Moves after the deciding one are still validated.
      {"11\n1 1\n2 1\n1 2\n2 2\n1 3\n2 3\n1 4\n2 4\n1 5\n1 5\n3 3\n", 11, "occupied"},
  };
  for (const auto& c : cases) {
    auto [line, message] = judge_error(c.input);
    EXPECT_EQ(line, c.line) << c.input;
    EXPECT_NE(message.find(c.words), std::string::npos) << c.input << " -> " << message;
  }
}

// Slow reference: after each move, scan every point and direction for five or more.
std::string reference_judge(const std::vector<std::pair<int, int>>& moves) {
  int board[15][15] = {};
  for (std::size_t i = 0; i < moves.size(); ++i) {
    int colour = i % 2 ? 2 : 1;
    board[moves[i].first - 1][moves[i].second - 1] = colour;
    int dr[4] = {0, 1, 1, 1}, dc[4] = {1, 0, 1, -1};
    for (int r = 0; r < 15; ++r)
      for (int c = 0; c < 15; ++c)
        for (int d = 0; d < 4; ++d) {
          int k = 0;
          while (k < 5) {
            int rr = r + k * dr[d], cc = c + k * dc[d];
            if (rr < 0 || rr >= 15 || cc < 0 || cc >= 15 || board[rr][cc] != colour) break;
            ++k;
          }
          if (k == 5) return std::string(colour == 1 ? "A " : "B ") + std::to_string(i + 1) + "\n";
        }
  }
  return "Tie\n";
}

TEST(GomokuReferee, MatchesFullRescanReferenceOnRandomGames) {
  std::mt19937_64 rng(2026);
  for (int g = 0; g < 400; ++g) {
    // Random games in a small area (many fives, overlines, late wins) or the full board.
    int area = g % 3 == 0 ? 15 : std::uniform_int_distribution<int>(5, 9)(rng);
    std::vector<std::pair<int, int>> points;
    for (int x = 1; x <= area; ++x)
      for (int y = 1; y <= area; ++y) points.push_back({x, y});
    std::shuffle(points.begin(), points.end(), rng);
    points.resize(std::uniform_int_distribution<std::size_t>(0, points.size())(rng));
    ASSERT_EQ(judge_text(game(points)), reference_judge(points)) << game(points);
  }
}

}  // namespace
}  // namespace gg::gomoku
