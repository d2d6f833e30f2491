// The 8 symmetries of the board on bitboards, numbered as gg::Symmetry (core/symmetry.h):
// 0 identity, 1..3 clockwise quarter turns, 4 mirror left-right, 5..7 mirror then turns.
// canonical() picks the smallest image, so that transposition tables and opening books can
// share the 8 equivalent positions.
#pragma once

#include "othello/board.h"

namespace gg::othello {

// Column c -> 7 - c.
constexpr Bitboard mirror_columns(Bitboard x) {
  x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
  x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
  x = ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
  return x;
}

// (row, col) -> (col, row): swaps bits across the a1-h8 diagonal with three delta swaps.
constexpr Bitboard transpose(Bitboard x) {
  Bitboard t = 0x0F0F0F0F00000000ULL & (x ^ (x << 28));
  x ^= t ^ (t >> 28);
  t = 0x3333000033330000ULL & (x ^ (x << 14));
  x ^= t ^ (t >> 14);
  t = 0x5500550055005500ULL & (x ^ (x << 7));
  x ^= t ^ (t >> 7);
  return x;
}

// Clockwise quarter turn: (r, c) -> (c, 7 - r).
constexpr Bitboard rotate_clockwise(Bitboard x) { return mirror_columns(transpose(x)); }

constexpr Bitboard transform(Bitboard x, int symmetry) {
  if (symmetry >= 4) x = mirror_columns(x);
  for (int turn = 0; turn < (symmetry & 3); ++turn) x = rotate_clockwise(x);
  return x;
}

inline Position transform(const Position& p, int symmetry) {
  return Position{transform(p.player, symmetry), transform(p.opponent, symmetry)};
}

// The smallest of the 8 images (ordered by player discs, then opponent discs); *symmetry_out
// receives the symmetry that produced it.
inline Position canonical(const Position& p, int* symmetry_out = nullptr) {
  Position best = p;
  int best_symmetry = 0;
  for (int s = 1; s < 8; ++s) {
    Position image = transform(p, s);
    if (image.player < best.player || (image.player == best.player && image.opponent < best.opponent)) {
      best = image;
      best_symmetry = s;
    }
  }
  if (symmetry_out) *symmetry_out = best_symmetry;
  return best;
}

}  // namespace gg::othello
