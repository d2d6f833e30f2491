// Win detection under each rule set, and the game state's play / undo / endings.
#include <gtest/gtest.h>

#include <random>

#include "gomoku/state.h"
#include "gomoku/boards.h"

namespace gg::gomoku {
namespace {

// Plays alternate moves given as (x, y); white's moves are `white`, interleaved.
State play_game(Rule rule, const std::vector<std::pair<int, int>>& moves, int size = 15) {
  State state(size, rule);
  for (auto [x, y] : moves) {
    EXPECT_FALSE(state.is_terminal()) << "game over before (" << x << "," << y << ")";
    state.play(make_point(x, y));
  }
  return state;
}

// Black builds X X X . X X on row 7 (white plays far away on row 0), then fills the gap: an
// overline of six.
std::vector<std::pair<int, int>> overline_game() {
  return {{0, 7}, {0, 0}, {1, 7}, {2, 0}, {2, 7}, {4, 0}, {4, 7}, {6, 0}, {5, 7}, {8, 0}, {3, 7}};
}

TEST(GomokuRules, OverlineWinsInFreestyleOnly) {
  State freestyle = play_game(Rule::kFreestyle, overline_game());
  EXPECT_EQ(freestyle.ending(), Ending::kFive);
  EXPECT_EQ(freestyle.result(), 1);

  State standard = play_game(Rule::kStandard, overline_game());
  EXPECT_FALSE(standard.is_terminal()) << "an overline is no win under standard rules";

  State renju = play_game(Rule::kRenju, overline_game());
  EXPECT_EQ(renju.ending(), Ending::kForbidden);
  EXPECT_EQ(renju.forbidden_shape(), Forbidden::kOverline);
  EXPECT_EQ(renju.result(), -1);
}

TEST(GomokuRules, WhiteOverlineWinsUnderRenjuButNotStandard) {
  // The same shape with colours swapped: black opens far away.
  std::vector<std::pair<int, int>> moves = {{14, 14}, {0, 7}, {12, 0}, {1, 7}, {10, 0}, {2, 7},
                                            {8, 0},   {4, 7}, {6, 0},  {5, 7}, {4, 0},  {3, 7}};
  EXPECT_EQ(play_game(Rule::kRenju, moves).result(), -1);
  EXPECT_FALSE(play_game(Rule::kStandard, moves).is_terminal());
  EXPECT_EQ(play_game(Rule::kFreestyle, moves).result(), -1);
}

TEST(GomokuRules, ExactFiveWinsUnderEveryRuleAndBeatsAForbiddenShape) {
  // Black: row 7 gets X X X X _ (five when (4,7) is played) while column 4 has three stones
  // around (4,7) already, so the winning stone also makes a four-three... still a plain five.
  std::vector<std::pair<int, int>> moves = {{0, 7}, {0, 0}, {1, 7}, {2, 0}, {2, 7},
                                            {4, 0}, {3, 7}, {6, 0}, {4, 7}};
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
    State state = play_game(rule, moves);
    EXPECT_EQ(state.ending(), Ending::kFive) << rule_name(rule);
    EXPECT_EQ(state.winner(), kBlack);
  }
  // Renju: five on one line with an overline on another still wins for black.
  Board board(15);
  for (int x : {2, 3, 4, 6, 7}) board.place(make_point(x, 7), kBlack);  // row: six with (5,7)
  for (int y : {3, 4, 5, 6}) board.place(make_point(5, y), kBlack);     // column: five
  EXPECT_TRUE(makes_five(board, make_point(5, 7), kBlack, Rule::kRenju));
}

TEST(GomokuRules, WinsOnEveryDirectionAndBoardEdge) {
  for (int size : {5, 15, 22}) {
    for (int d = 0; d < 4; ++d) {
      Board board(size);
      // A five ending at the board's edge or corner.
      int dx[4] = {1, 0, 1, 1}, dy[4] = {0, 1, 1, 1};
      int x0 = size - 5, y0 = size - 5;
      if (d == 3) x0 = 4, dx[3] = -1, y0 = 0;
      for (int i = 0; i < 4; ++i) board.place(make_point(x0 + i * dx[d], y0 + i * dy[d]), kWhite);
      Point last = make_point(x0 + 4 * dx[d], y0 + 4 * dy[d]);
      EXPECT_FALSE(makes_five(board, last, kBlack, Rule::kFreestyle));
      EXPECT_TRUE(makes_five(board, last, kWhite, Rule::kFreestyle)) << size << " " << d;
      EXPECT_TRUE(makes_five(board, last, kWhite, Rule::kStandard));
    }
  }
}

TEST(GomokuRules, FullBoardIsADraw) {
  // 5 x 5 filled column by column in pairs so that nobody gets five: colours by (x / 2 + y) % 2.
  State state(5, Rule::kFreestyle);
  std::vector<Point> black, white;
  for (int y = 0; y < 5; ++y)
    for (int x = 0; x < 5; ++x) ((x / 2 + y) % 2 == 0 ? black : white).push_back(make_point(x, y));
  ASSERT_EQ(black.size(), 13u);
  for (std::size_t i = 0; i < 13; ++i) {
    state.play(black[i]);
    if (i < 12) state.play(white[i]);
  }
  EXPECT_EQ(state.ending(), Ending::kFullBoard);
  EXPECT_EQ(state.result(), 0);
  EXPECT_TRUE(state.legal_moves().empty());
}

TEST(GomokuRules, UndoRestoresEndedGames) {
  State state = play_game(Rule::kRenju, overline_game());
  state.undo();
  EXPECT_FALSE(state.is_terminal());
  auto moves = overline_game();
  moves.pop_back();
  State replay = play_game(Rule::kRenju, moves);
  EXPECT_TRUE(state == replay);
}

// Slow reference: does `colour` have a run of >= 5 (or exactly 5) anywhere on the board?
bool has_line_anywhere(const Board& board, Stone colour, bool exact) {
  int dx[4] = {1, 0, 1, 1}, dy[4] = {0, 1, 1, -1};
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x)
      for (int d = 0; d < 4; ++d) {
        // Only count runs from their first stone.
        int px = x - dx[d], py = y - dy[d];
        if (board.at(x, y) != colour) continue;
        if (board.contains(px, py) && board.at(px, py) == colour) continue;
        int length = 0;
        for (int cx = x, cy = y; board.contains(cx, cy) && board.at(cx, cy) == colour;
             cx += dx[d], cy += dy[d])
          ++length;
        if (exact ? length == 5 : length >= 5) return true;
      }
  return false;
}

TEST(GomokuRules, IncrementalWinDetectionMatchesFullRescan) {
  std::mt19937_64 rng(7);
  for (int game = 0; game < 300; ++game) {
    int size = std::uniform_int_distribution<int>(5, 22)(rng);
    Rule rule = game % 2 ? Rule::kStandard : Rule::kFreestyle;
    State state(size, rule);
    // Play in a small area to provoke long lines and overlines.
    int area = std::min(size, 7);
    std::uniform_int_distribution<int> coord(0, area - 1);
    while (!state.is_terminal() && state.board().stone_count() < area * area) {
      Point p = random_point(rng, coord);
      if (state.board().at(p) != kEmpty) continue;
      Stone colour = state.to_move();
      state.play(p);
      bool expected = has_line_anywhere(state.board(), colour, rule == Rule::kStandard);
      ASSERT_EQ(state.ending() == Ending::kFive, expected) << "game " << game;
    }
  }
}

}  // namespace
}  // namespace gg::gomoku
