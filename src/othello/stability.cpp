#include "othello/stability.h"

#include <array>
#include <cstdint>

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

// Exact stability along one edge: for each filling of its 8 squares (base 3: digit i is 0 empty,
// 1 the player's, 2 the opponent's), the squares whose disc keeps its colour whatever is played
// on the edge later. Any empty edge square may be taken by either side (a move there can be
// legal through another direction) and then flips what it brackets along the edge. An edge
// disc can be flipped only along its edge (the other lines through it end at it), so these
// discs are stable outright.
class EdgeStability {
 public:
  EdgeStability() {
    for (int i = 0; i < 256; ++i)
      for (int b = 0; b < 8; ++b)
        if (i >> b & 1) base3_[i] = std::uint16_t(base3_[i] + kPower3[b]);
    for (int c = 0; c < kConfigs; ++c) stable_[c] = kUnknown;
    for (int c = 0; c < kConfigs; ++c) compute(c);
  }
  // Stable squares (bit i: square i of the edge) of the discs on an edge, both colours.
  std::uint8_t stable(unsigned player_line, unsigned opponent_line) const {
    return std::uint8_t(stable_[base3_[player_line] + 2 * base3_[opponent_line]]);
  }

 private:
  static constexpr int kConfigs = 6561;
  static constexpr int kUnknown = 0x100;
  static constexpr int kPower3[8] = {1, 3, 9, 27, 81, 243, 729, 2187};

  static int digit(int c, int i) { return c / kPower3[i] % 3; }

  // Plays colour (1 or 2) on the empty square i and returns the new filling.
  static int play(int c, int i, int colour) {
    int next = c + colour * kPower3[i];
    for (int step : {1, -1}) {
      int j = i + step;
      while (j >= 0 && j < 8 && digit(c, j) == 3 - colour) j += step;
      if (j >= 0 && j < 8 && j != i + step && digit(c, j) == colour)
        for (int k = i + step; k != j; k += step) next += (colour - (3 - colour)) * kPower3[k];
    }
    return next;
  }

  int compute(int c) {
    if (stable_[c] != kUnknown) return stable_[c];
    int result = 0;
    for (int i = 0; i < 8; ++i)
      if (digit(c, i)) result |= 1 << i;
    for (int i = 0; i < 8 && result; ++i) {
      if (digit(c, i)) continue;
      for (int colour = 1; colour <= 2; ++colour) {
        int next = play(c, i, colour);
        int same = 0;
        for (int j = 0; j < 8; ++j)
          if (digit(c, j) && digit(c, j) == digit(next, j)) same |= 1 << j;
        result &= compute(next) & same;
      }
    }
    return stable_[c] = result;
  }

  std::uint16_t base3_[256]{};
  int stable_[kConfigs];
};

const EdgeStability& edge_stability() {
  static const EdgeStability table;
  return table;
}

// Gathers column 0 (a1..a8) of a board into a byte, a1 as bit 0.
inline unsigned column_a_byte(Bitboard b) {
  return unsigned(((b & kColumnA) * 0x0102040810204080ULL) >> 56);
}
// Spreads a byte over column 0, bit 0 to a1.
struct ColumnSpread {
  Bitboard column[256]{};
  constexpr ColumnSpread() {
    for (int byte = 0; byte < 256; ++byte)
      for (int r = 0; r < 8; ++r)
        if (byte >> r & 1) column[byte] |= Bitboard{1} << (8 * r);
  }
};
constexpr ColumnSpread kColumnSpread;
inline Bitboard byte_to_column_a(unsigned byte) { return kColumnSpread.column[byte]; }

// The discs of P that are stable along their edge.
Bitboard edge_stable_discs(Bitboard P, Bitboard O) {
  const EdgeStability& edges = edge_stability();
  Bitboard stable = Bitboard(edges.stable(unsigned(P & 0xFF), unsigned(O & 0xFF)));
  stable |= Bitboard(edges.stable(unsigned(P >> 56), unsigned(O >> 56))) << 56;
  stable |= byte_to_column_a(edges.stable(column_a_byte(P), column_a_byte(O)));
  stable |= byte_to_column_a(edges.stable(column_a_byte(P >> 7), column_a_byte(O >> 7))) << 7;
  return stable & P;
}

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
  Bitboard stable = (P & row_safe & column_safe & diagonal_safe & anti_safe) | edge_stable_discs(P, O);
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
