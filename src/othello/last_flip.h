// How many discs a move on the last empty square flips, without computing which ones.
//
// With one empty square the board is full elsewhere, so every square that is not the mover's
// is the opponent's: along each of the four lines through the square, the count depends only on
// the mover's discs on that line. With BMI2 the line is gathered into a byte by one PEXT and the
// count read from a table indexed by (position of the square on the line, byte); otherwise the
// general flips() is used. The endgame solver calls this at every leaf.
#pragma once

#include <array>
#include <cstdint>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

#include "othello/board.h"

namespace gg::othello {

namespace detail {

// The four lines through each square (row, column, diagonal, anti-diagonal) and the square's
// index within each line once gathered low bit first.
struct LastFlipLines {
  Bitboard mask[64][4]{};
  std::uint8_t index[64][4]{};
  constexpr LastFlipLines() {
    constexpr int dr[4] = {0, 1, 1, 1};
    constexpr int dc[4] = {1, 0, 1, -1};
    for (int sq = 0; sq < 64; ++sq)
      for (int d = 0; d < 4; ++d) {
        // Walk back to the start of the line, then forwards across the board.
        int r = row_of(sq), c = col_of(sq);
        while (r - dr[d] >= 0 && r - dr[d] < 8 && c - dc[d] >= 0 && c - dc[d] < 8) {
          r -= dr[d];
          c -= dc[d];
        }
        for (; r >= 0 && r < 8 && c >= 0 && c < 8; r += dr[d], c += dc[d]) {
          int s = square_of(r, c);
          if (s < sq) ++index[sq][d];  // PEXT keeps square order, so count the lower squares
          mask[sq][d] |= bit(s);
        }
      }
  }
};
inline constexpr LastFlipLines kLastFlipLines;

// flipped[i][line]: discs flipped along one full line by a move at index i, where bit j of
// `line` is set for the mover's disc at j and clear for the opponent's. A run that reaches the
// end of the line unbracketed flips nothing; lines shorter than 8 are gathered with the bits
// past their end clear, so runs there also reach index 8 unbracketed, as they should.
struct LastFlipCounts {
  std::uint8_t flipped[8][256]{};
  constexpr LastFlipCounts() {
    for (int i = 0; i < 8; ++i)
      for (int line = 0; line < 256; ++line) {
        int total = 0;
        for (int step : {1, -1}) {
          int run = 0, j = i + step;
          while (j >= 0 && j < 8 && !((line >> j) & 1)) {
            ++run;
            j += step;
          }
          if (j >= 0 && j < 8) total += run;
        }
        flipped[i][line] = std::uint8_t(total);
      }
  }
};
inline constexpr LastFlipCounts kLastFlipCounts;

}  // namespace detail

// Discs flipped by the player with discs P moving on `sq`, the only empty square (every other
// square not in P belongs to the opponent). 0 when the move is illegal.
inline int last_flip_count(Bitboard P, int sq) {
#if defined(__BMI2__)
  using namespace detail;
  const Bitboard* mask = kLastFlipLines.mask[sq];
  const std::uint8_t* index = kLastFlipLines.index[sq];
  return kLastFlipCounts.flipped[index[0]][_pext_u64(P, mask[0])] +
         kLastFlipCounts.flipped[index[1]][_pext_u64(P, mask[1])] +
         kLastFlipCounts.flipped[index[2]][_pext_u64(P, mask[2])] +
         kLastFlipCounts.flipped[index[3]][_pext_u64(P, mask[3])];
#else
  return gg::popcount(flips(P, ~(P | bit(sq)), sq));
#endif
}

}  // namespace gg::othello
