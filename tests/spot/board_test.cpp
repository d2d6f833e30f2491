// Rotations and incrementally kept hashes of the sparse board.
#include "spot/board.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "core/symmetry.h"

namespace gg::spot {
namespace {

TEST(Rotate, AgreesWithCoreSymmetry) {
  for (std::int64_t n : {2, 3, 4, 7, 1000000}) {
    for (std::int64_t row : {std::int64_t{0}, std::int64_t{1}, n - 1}) {
      for (std::int64_t col : {std::int64_t{0}, n / 2, n - 1}) {
        for (int turns = 0; turns < 4; ++turns) {
          auto expected = Symmetry{turns}.apply(row, col, n);
          Cell got = rotate({row, col}, turns, n);
          EXPECT_EQ(got.row, expected[0]);
          EXPECT_EQ(got.col, expected[1]);
        }
      }
    }
  }
}

TEST(Rotate, QuarterTurnIsClockwise) {
  // On a 3 x 3 board the top-left corner goes to the top-right corner.
  EXPECT_EQ(rotate({0, 0}, 1, 3), (Cell{0, 2}));
  EXPECT_EQ(rotate({0, 2}, 1, 3), (Cell{2, 2}));
  EXPECT_EQ(rotate({1, 1}, 1, 3), (Cell{1, 1}));
}

// The hash of the board turned k times, computed from scratch.
template <class Key>
std::uint64_t scratch_hash(const BasicBoard<Key>& board, int turns) {
  std::uint64_t hash = 0;
  board.for_each_spot(
      [&](Cell spot) { hash ^= board.key()(board.index(rotate(spot, turns, board.size()))); });
  return hash;
}

TEST(Board, IncrementalHashesMatchHashesFromScratch) {
  std::mt19937_64 rng(7);
  for (std::int64_t n : {2, 5, 50, 1000000}) {
    Board board(n, MixKey{n * 31ULL});
    std::set<std::pair<std::int64_t, std::int64_t>> expected;
    std::uniform_int_distribution<std::int64_t> pick(0, std::min<std::int64_t>(n, 40) - 1);
    for (int i = 0; i < 2000; ++i) {
      Cell cell{pick(rng), n - 1 - pick(rng)};
      EXPECT_EQ(board.occupied(cell), expected.count({cell.row, cell.col}) == 1);
      board.toggle(cell);
      if (!expected.erase({cell.row, cell.col})) expected.insert({cell.row, cell.col});
      ASSERT_EQ(board.spots(), expected.size());
      for (int turns = 0; turns < 4; ++turns)
        ASSERT_EQ(board.hash(turns), scratch_hash(board, turns));
    }
  }
}

TEST(Board, RotatedHashIsThePlainHashOfTheRotatedPattern) {
  const std::int64_t n = 9;
  Board board(n), turned(n);
  std::mt19937_64 rng(3);
  std::uniform_int_distribution<std::int64_t> pick(0, n - 1);
  for (int i = 0; i < 12; ++i) {
    Cell cell{pick(rng), pick(rng)};
    board.toggle(cell);
    turned.toggle(rotate(cell, 3, n));  // turned = board turned 270 degrees
  }
  EXPECT_EQ(board.hash(3), turned.hash(0));
  EXPECT_EQ(board.hash(0), turned.hash(1));  // 270 + 90 = full turn
  EXPECT_EQ(board.hash(1), turned.hash(2));
}

TEST(Board, ResetEmptiesTheBoard) {
  Board board(4);
  board.toggle({1, 2});
  board.reset(6);
  EXPECT_EQ(board.size(), 6);
  EXPECT_EQ(board.spots(), 0u);
  EXPECT_FALSE(board.occupied({1, 2}));
  for (int turns = 0; turns < 4; ++turns) EXPECT_EQ(board.hash(turns), 0u);
}

}  // namespace
}  // namespace gg::spot
