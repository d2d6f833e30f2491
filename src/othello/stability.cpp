#include "othello/stability.h"

#include <array>

namespace gg::othello {

namespace {

constexpr Bitboard kColumnA = 0x0101010101010101ULL;
constexpr Bitboard kColumnH = 0x8080808080808080ULL;
constexpr Bitboard kRow1 = 0xFFULL;
constexpr Bitboard kRow8 = 0xFF00000000000000ULL;
constexpr Bitboard kBorder = kColumnA | kColumnH | kRow1 | kRow8;

// The 15 diagonals (step 9) and 15 anti-diagonals (step 7) as masks.
struct Diagonals {
  std::array<Bitboard, 15> down_right{};  // index row - col + 7
  std::array<Bitboard, 15> down_left{};   // index row + col
  constexpr Diagonals() {
    for (int sq = 0; sq < 64; ++sq) {
      down_right[row_of(sq) - col_of(sq) + 7] |= bit(sq);
      down_left[row_of(sq) + col_of(sq)] |= bit(sq);
    }
  }
};
constexpr Diagonals kDiagonals;

}  // namespace

Bitboard stable_discs(Bitboard P, Bitboard O) {
  Bitboard filled = P | O;
  Bitboard full_row = 0, full_column = 0, full_diagonal = 0, full_anti = 0;
  for (int i = 0; i < 8; ++i) {
    Bitboard row = kRow1 << (8 * i), column = kColumnA << i;
    if ((filled & row) == row) full_row |= row;
    if ((filled & column) == column) full_column |= column;
  }
  for (int i = 0; i < 15; ++i) {
    if ((filled & kDiagonals.down_right[i]) == kDiagonals.down_right[i]) full_diagonal |= kDiagonals.down_right[i];
    if ((filled & kDiagonals.down_left[i]) == kDiagonals.down_left[i]) full_anti |= kDiagonals.down_left[i];
  }
  // What holds along each line whatever the neighbours: a full line or the border.
  Bitboard row_safe = full_row | kColumnA | kColumnH;
  Bitboard column_safe = full_column | kRow1 | kRow8;
  Bitboard diagonal_safe = full_diagonal | kBorder;
  Bitboard anti_safe = full_anti | kBorder;
  Bitboard stable = P & row_safe & column_safe & diagonal_safe & anti_safe;
  if (!stable) return 0;
  for (;;) {
    Bitboard row_ok = row_safe | ((stable << 1) & ~kColumnA) | ((stable >> 1) & ~kColumnH);
    Bitboard column_ok = column_safe | (stable << 8) | (stable >> 8);
    Bitboard diagonal_ok = diagonal_safe | ((stable << 9) & ~kColumnA) | ((stable >> 9) & ~kColumnH);
    Bitboard anti_ok = anti_safe | ((stable << 7) & ~kColumnH) | ((stable >> 7) & ~kColumnA);
    Bitboard grown = stable | (P & row_ok & column_ok & diagonal_ok & anti_ok);
    if (grown == stable) return stable;
    stable = grown;
  }
}

}  // namespace gg::othello
