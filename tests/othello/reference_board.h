// A plain square-by-square Othello rule implementation, written independently of the bitboard
// code, that tests compare it against.
#pragma once

#include <array>
#include <cstdint>

namespace gg::othello::test {

// cells[sq]: 0 empty, 1 player to move, 2 opponent.
using Cells = std::array<int, 64>;

inline Cells to_cells(std::uint64_t player, std::uint64_t opponent) {
  Cells cells{};
  for (int sq = 0; sq < 64; ++sq)
    cells[sq] = (player >> sq & 1) ? 1 : (opponent >> sq & 1) ? 2 : 0;
  return cells;
}

// Discs flipped by the player to move playing at sq, walking each of the 8 directions.
inline std::uint64_t reference_flips(const Cells& cells, int sq) {
  if (cells[sq] != 0) return 0;
  std::uint64_t all = 0;
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      if (dr == 0 && dc == 0) continue;
      std::uint64_t line = 0;
      int r = sq / 8 + dr, c = sq % 8 + dc;
      while (r >= 0 && r < 8 && c >= 0 && c < 8 && cells[r * 8 + c] == 2) {
        line |= std::uint64_t{1} << (r * 8 + c);
        r += dr;
        c += dc;
      }
      if (line && r >= 0 && r < 8 && c >= 0 && c < 8 && cells[r * 8 + c] == 1) all |= line;
    }
  return all;
}

inline std::uint64_t reference_moves(const Cells& cells) {
  std::uint64_t moves = 0;
  for (int sq = 0; sq < 64; ++sq)
    if (reference_flips(cells, sq)) moves |= std::uint64_t{1} << sq;
  return moves;
}

}  // namespace gg::othello::test
