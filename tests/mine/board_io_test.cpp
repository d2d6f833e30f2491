// The board reader of `gridgames mine analyze`: both forms, how they are told apart, errors at
// their lines, and boards written by draw_board reading back unchanged.
#include "mine/board_io.h"

#include <gtest/gtest.h>

#include <random>

#include "core/errors.h"
#include "mine/game_state.h"

namespace gg::mine::test {
namespace {

Board read_text(const std::string& text) {
  auto reader = LineReader::from_string(text);
  return read_board(reader);
}

// Line of the InputError that reading `text` throws (0 when it reads fine).
std::size_t error_line(const std::string& text, std::string* message = nullptr) {
  try {
    read_text(text);
  } catch (const InputError& error) {
    if (message) *message = error.what();
    return error.line();
  }
  return 0;
}

bool same(const Board& a, const Board& b) {
  if (a.rows != b.rows || a.cols != b.cols || a.mine != b.mine) return false;
  for (int cell = 0; cell < a.rows * a.cols; ++cell)
    if (a.is_revealed(cell) != b.is_revealed(cell)) return false;
  return true;
}

TEST(MineBoardReader, CoordinatesWithAndWithoutT) {
  Board plain = read_text("3 4 2\n0 0\n2 3\n");
  EXPECT_EQ(plain.rows, 3);
  EXPECT_EQ(plain.cols, 4);
  EXPECT_EQ(plain.mine[0], 1);
  EXPECT_EQ(plain.mine[11], 1);
  EXPECT_TRUE(plain.revealed.empty());
  EXPECT_TRUE(same(read_text("1\n3 4 2\n0 0\n2 3\n"), plain));
  EXPECT_TRUE(same(read_text("\n1\n\n3 4 2\n0 0\n\n2 3\n\n"), plain));
  std::string message;
  EXPECT_EQ(error_line("2\n3 4 2\n0 0\n2 3\n", &message), 1u);
  EXPECT_NE(message.find("analyze takes one board"), std::string::npos) << message;
}

TEST(MineBoardReader, ARowOfDigitsIsAGridRowNotT) {
  // Fuzz finding (fuzz/regressions/mine_board/grid_first_row_all_digits.txt): draw_board writes
  // a fully revealed first row as digits, which was read as the case count T.
  Board board = read_text("00\n");
  EXPECT_EQ(board.rows, 1);
  EXPECT_EQ(board.cols, 2);
  EXPECT_TRUE(board.is_revealed(0) && board.is_revealed(1));
  Board two_rows = read_text("0111\n01*.\n");
  EXPECT_EQ(two_rows.rows, 2);
  EXPECT_EQ(two_rows.mine[6], 1);
  EXPECT_TRUE(two_rows.is_revealed(0));
  EXPECT_FALSE(two_rows.is_revealed(7));
  // "1" alone: a 1 x 1 board showing 1 without a mine around, refused at line 1.
  std::string message;
  EXPECT_EQ(error_line("1\n", &message), 1u);
  EXPECT_NE(message.find("shows 1"), std::string::npos) << message;
}

TEST(MineBoardReader, ErrorsNameTheirLines) {
  EXPECT_EQ(error_line(""), 1u);
  EXPECT_EQ(error_line("3 3 2\n0 0\n0 0\n"), 3u);         // duplicate mine
  EXPECT_EQ(error_line("3 3 2\n0 0\n"), 3u);              // input ends
  EXPECT_EQ(error_line("3 3 1\n3 0\n"), 2u);              // off the board
  EXPECT_EQ(error_line("3 3 1\n1 1\nextra\n"), 3u);       // text after the mines
  EXPECT_EQ(error_line("1001 3 0\n"), 1u);                // too big, before allocating
  EXPECT_EQ(error_line("..*\n..\n"), 2u);                 // ragged
  EXPECT_EQ(error_line("00\n0x\n"), 2u);                  // bad character after a digit row
  EXPECT_EQ(error_line("0\n\n10\n"), 3u);                 // ragged after a digit row
  EXPECT_EQ(error_line("..*\n..1\n.2.\n"), 3u);           // wrong number
}

TEST(MineBoardReader, DrawnBoardsReadBackUnchanged) {
  std::mt19937_64 rng(2024);
  for (int trial = 0; trial < 2000; ++trial) {
    int rows = 1 + rng() % 7, cols = 1 + rng() % 7;
    std::int64_t mines = rng() % (rows * cols + 1);
    GameState state(gg::mine::random_board(rows, cols, mines, rng()));
    // Part-way through a game too: revealed numbers and regions are drawn as digits.
    int clicks = rng() % 4;
    for (int i = 0; i < clicks && !state.is_terminal(); ++i) {
      auto moves = state.legal_moves();
      state.play(moves[rng() % moves.size()]);
    }
    const Board& board = state.board();
    std::string drawn = draw_board(board, false);
    SCOPED_TRACE(drawn);
    Board back;
    ASSERT_NO_THROW(back = read_text(drawn));
    EXPECT_TRUE(same(back, board));
  }
}

}  // namespace
}  // namespace gg::mine::test
