#include "othello/last_flip.h"

#include <gtest/gtest.h>

#include <random>

namespace gg::othello {
namespace {

// Plain count: walk the eight directions from the square over a full board.
int plain_last_flip_count(Bitboard P, int sq) {
  int total = 0;
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      if (!dr && !dc) continue;
      int r = row_of(sq) + dr, c = col_of(sq) + dc, run = 0;
      while (r >= 0 && r < 8 && c >= 0 && c < 8 && !(P & bit(square_of(r, c)))) {
        ++run;
        r += dr;
        c += dc;
      }
      if (r >= 0 && r < 8 && c >= 0 && c < 8) total += run;
    }
  return total;
}

TEST(OthelloLastFlip, MatchesPlainCountOnRandomFullBoards) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 200000; ++trial) {
    int sq = int(rng() % 64);
    // Sparse, dense and even mixes of the mover's discs, so long runs of both colours occur.
    Bitboard P = rng();
    if (trial % 3 == 1) P &= rng();
    if (trial % 3 == 2) P |= rng();
    P &= ~bit(sq);
    int expected = plain_last_flip_count(P, sq);
    ASSERT_EQ(last_flip_count(P, sq), expected) << "P=" << P << " sq=" << sq;
    ASSERT_EQ(popcount(flips(P, ~(P | bit(sq)), sq)), expected);
  }
}

TEST(OthelloLastFlip, EdgeCases) {
  // Only the mover's discs: nothing to flip anywhere.
  for (int sq = 0; sq < 64; ++sq) EXPECT_EQ(last_flip_count(~bit(sq), sq), 0);
  // No mover's disc: every run reaches the edge unbracketed.
  for (int sq = 0; sq < 64; ++sq) EXPECT_EQ(last_flip_count(0, sq), 0);
  // a1 with the mover on h1, a8 and h8: the whole first row, column and diagonal (6 each).
  EXPECT_EQ(last_flip_count(bit(7) | bit(56) | bit(63), 0), 18);
  // d4 with the mover on every edge square: all 8 directions flip up to the edge.
  Bitboard edges = 0xFF818181818181FFULL;
  EXPECT_EQ(last_flip_count(edges, square_of(3, 3)), plain_last_flip_count(edges, square_of(3, 3)));
  // E 3, W 2, S 3, N 2, SE 3, NW 2, NE 2, SW 2.
  EXPECT_EQ(last_flip_count(edges, square_of(3, 3)), 19);
}

}  // namespace
}  // namespace gg::othello
