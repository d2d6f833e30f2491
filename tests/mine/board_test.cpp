// Regions and numbers of a board, and the fact the engine's edges rest on: a number cell touches
// at most two distinct blank regions.
#include <gtest/gtest.h>

#include <random>

#include "mine/board.h"
#include "reference.h"

namespace gg::mine::test {
namespace {

Board drawn(const std::vector<std::string>& rows) {
  Board board(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()));
  for (int r = 0; r < board.rows; ++r)
    for (int c = 0; c < board.cols; ++c) board.mine[board.index(r, c)] = rows[r][c] == '*';
  return board;
}

TEST(MineLayout, RegionsAndNumbersOfADrawnBoard) {
  Board board = drawn({
      "...*...",
      ".......",
      "...*...",
  });
  // Columns 0-1 and 5-6 are blank (two regions), columns 2-4 numbers; (1, 3) sees both mines
  // but no blank cell.
  Layout layout;
  layout.compute(board);
  EXPECT_EQ(layout.region_count(), 2);
  EXPECT_EQ(layout.region_of(board.index(0, 0)), 0);
  EXPECT_EQ(layout.region_of(board.index(2, 6)), 1);
  EXPECT_EQ(layout.region_size(0), 6);
  EXPECT_TRUE(layout.is_number(board.index(1, 3)));
  EXPECT_EQ(layout.mines_around(board.index(1, 3)), 2);
  EXPECT_FALSE(layout.is_number(board.index(0, 3)));  // a mine
  std::array<std::int32_t, 4> touched;
  EXPECT_EQ(layout.regions_touched(board.index(1, 2), touched), 1);
  EXPECT_EQ(layout.regions_touched(board.index(1, 3), touched), 0);
  EXPECT_EQ(layout.regions_touched(board.index(1, 4), touched), 1);
  EXPECT_EQ(touched[0], 1);
}

TEST(MineLayout, ANumberCanTouchTwoRegions) {
  Board board = drawn({
      "..*..",
      "..*..",
      "**.**",
      "..*..",
      "..*..",
  });
  // Four one-cell regions in the corners, cut off by the cross of mines.
  // (1, 1) sees the mines at (0, 2) and (2, 0), the one-cell pocket (0, 0) and the big region.
  Board pockets = drawn({
      "..*..",
      ".....",
      "*....",
      ".....",
  });
  Layout layout;
  layout.compute(pockets);
  std::array<std::int32_t, 4> touched;
  ASSERT_EQ(layout.regions_touched(pockets.index(1, 1), touched), 2) << draw(pockets);
  EXPECT_EQ(touched[0], layout.region_of(pockets.index(0, 0)));
  EXPECT_EQ(touched[1], layout.region_of(pockets.index(2, 2)));
  EXPECT_EQ(layout.region_size(touched[0]), 1);
  layout.compute(board);
  EXPECT_EQ(layout.region_count(), 4);
}

TEST(MineLayout, NoNumberTouchesMoreThanTwoRegions) {
  // Every 4 x 4 board exhaustively, and random larger ones, through the engine's Layout. (The
  // lemma itself is proved for every 5 x 5 neighbourhood in two_regions_lemma_test.cpp.)
  Layout layout;
  std::array<std::int32_t, 4> touched;
  int two = 0;
  for (unsigned mask = 0; mask < (1u << 16); ++mask) {
    Board board(4, 4);
    for (int cell = 0; cell < 16; ++cell) board.mine[cell] = mask >> cell & 1;
    layout.compute(board);
    for (int cell = 0; cell < 16; ++cell) {
      if (!layout.is_number(cell)) continue;
      int n = layout.regions_touched(cell, touched);
      ASSERT_LE(n, 2) << draw(board);
      two += n == 2;
    }
  }
  EXPECT_GT(two, 0);
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 2000; ++trial) {
    Board board = random_board(rng, 12, 12, 0.05 + 0.3 * (trial % 7) / 7.0);
    layout.compute(board);
    for (int cell = 0; cell < 144; ++cell)
      if (layout.is_number(cell)) {
        ASSERT_LE(layout.regions_touched(cell, touched), 2) << draw(board);
      }
  }
}

}  // namespace
}  // namespace gg::mine::test
