// Move generation and flips on 8 x 8 bitboards, inline because the solvers and perft spend most
// of their time here (a call per node costs more than the work in the shallow parts of a search).
// Included by board.h; use that header.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#if defined(__AVX2__)
#include <immintrin.h>
#endif

namespace gg::othello {

namespace detail {

// Columns b..g: the discs that can be bracketed along a row or diagonal without wrapping.
inline constexpr Bitboard kInnerColumns = 0x7E7E7E7E7E7E7E7EULL;

// Moves along one pair of opposite directions (shift d and -d): fills opponent runs from the
// player's discs, doubling the run length each step (runs are at most 6 long).
inline Bitboard moves_along(Bitboard P, Bitboard mO, int d) {
  Bitboard up = mO & (P << d);
  Bitboard down = mO & (P >> d);
  up |= mO & (up << d);
  down |= mO & (down >> d);
  Bitboard pairs_up = mO & (mO << d);
  Bitboard pairs_down = pairs_up >> d;
  up |= pairs_up & (up << (2 * d));
  down |= pairs_down & (down >> (2 * d));
  up |= pairs_up & (up << (2 * d));
  down |= pairs_down & (down >> (2 * d));
  return (up << d) | (down >> d);
}

// Rays from each square, excluding it: rays[dir][sq]. Directions 0..3 go towards higher
// indices (E, SW, S, SE), 4..7 towards lower ones (W, NE, N, NW).
struct Rays {
  std::array<std::array<Bitboard, 64>, 8> mask{};
  constexpr Rays() {
    constexpr int dr[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    constexpr int dc[8] = {1, -1, 0, 1, -1, 1, 0, -1};
    for (int dir = 0; dir < 8; ++dir)
      for (int sq = 0; sq < 64; ++sq) {
        Bitboard m = 0;
        int r = row_of(sq) + dr[dir], c = col_of(sq) + dc[dir];
        while (r >= 0 && r < 8 && c >= 0 && c < 8) {
          m |= bit(square_of(r, c));
          r += dr[dir];
          c += dc[dir];
        }
        mask[dir][sq] = m;
      }
  }
};
inline constexpr Rays kRays;

// Flips along a ray towards higher indices: the opponent run ends at the first non-opponent
// square, which must be the player's.
inline Bitboard flips_up(Bitboard P, Bitboard O, Bitboard ray) {
  Bitboard stop = ray & ~O;
  Bitboard first = stop & (0 - stop);
  return (first & P) ? (first - 1) & ray : 0;
}

// Same towards lower indices: the run ends at the highest non-opponent square of the ray.
inline Bitboard flips_down(Bitboard P, Bitboard O, Bitboard ray) {
  Bitboard stop = ray & ~O;
  Bitboard first = Bitboard{1} << (63 - std::countl_zero(stop | 1));
  return (first & P & stop) ? ray & (0 - (first << 1)) : 0;
}

inline Bitboard legal_moves_portable(Bitboard P, Bitboard O) {
  Bitboard inner = O & kInnerColumns;
  Bitboard moves = moves_along(P, inner, 1) | moves_along(P, O, 8) | moves_along(P, inner, 7) |
                   moves_along(P, inner, 9);
  return moves & ~(P | O);
}

inline Bitboard flips_portable(Bitboard P, Bitboard O, int sq) {
  if ((P | O) & bit(sq)) return 0;
  return flips_up(P, O, kRays.mask[0][sq]) | flips_up(P, O, kRays.mask[1][sq]) |
         flips_up(P, O, kRays.mask[2][sq]) | flips_up(P, O, kRays.mask[3][sq]) |
         flips_down(P, O, kRays.mask[4][sq]) | flips_down(P, O, kRays.mask[5][sq]) |
         flips_down(P, O, kRays.mask[6][sq]) | flips_down(P, O, kRays.mask[7][sq]);
}

#if defined(__AVX2__)

// The four directions of each half side by side in one 256-bit register, so that one
// instruction advances all four fills.
struct alignas(32) VectorRays {
  std::uint64_t up[64][4];
  std::uint64_t down[64][4];
  constexpr VectorRays() : up{}, down{} {
    for (int sq = 0; sq < 64; ++sq)
      for (int d = 0; d < 4; ++d) {
        up[sq][d] = kRays.mask[d][sq];
        down[sq][d] = kRays.mask[4 + d][sq];
      }
  }
};
inline constexpr VectorRays kVectorRays;

inline Bitboard or_lanes(__m256i v) {
  __m128i x = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
  x = _mm_or_si128(x, _mm_unpackhi_epi64(x, x));
  return Bitboard(_mm_cvtsi128_si64(x));
}

#endif  // __AVX2__

}  // namespace detail

#if defined(__AVX2__)

inline Bitboard legal_moves(Bitboard P, Bitboard O) {
  using namespace detail;
  // Lanes: E/W (1), N/S (8), NE/SW (7), NW/SE (9); only N/S may bracket on the edge columns.
  const __m256i shift = _mm256_set_epi64x(9, 7, 8, 1);
  const __m256i shift2 = _mm256_add_epi64(shift, shift);
  const __m256i PP = _mm256_set1_epi64x(std::int64_t(P));
  const __m256i OO = _mm256_and_si256(_mm256_set1_epi64x(std::int64_t(O)),
                                      _mm256_set_epi64x(std::int64_t(kInnerColumns), std::int64_t(kInnerColumns),
                                                        -1, std::int64_t(kInnerColumns)));
  __m256i up = _mm256_and_si256(OO, _mm256_sllv_epi64(PP, shift));
  __m256i down = _mm256_and_si256(OO, _mm256_srlv_epi64(PP, shift));
  up = _mm256_or_si256(up, _mm256_and_si256(OO, _mm256_sllv_epi64(up, shift)));
  down = _mm256_or_si256(down, _mm256_and_si256(OO, _mm256_srlv_epi64(down, shift)));
  __m256i pairs_up = _mm256_and_si256(OO, _mm256_sllv_epi64(OO, shift));
  __m256i pairs_down = _mm256_srlv_epi64(pairs_up, shift);
  up = _mm256_or_si256(up, _mm256_and_si256(pairs_up, _mm256_sllv_epi64(up, shift2)));
  down = _mm256_or_si256(down, _mm256_and_si256(pairs_down, _mm256_srlv_epi64(down, shift2)));
  up = _mm256_or_si256(up, _mm256_and_si256(pairs_up, _mm256_sllv_epi64(up, shift2)));
  down = _mm256_or_si256(down, _mm256_and_si256(pairs_down, _mm256_srlv_epi64(down, shift2)));
  __m256i moves = _mm256_or_si256(_mm256_sllv_epi64(up, shift), _mm256_srlv_epi64(down, shift));
  return or_lanes(moves) & ~(P | O);
}

inline Bitboard flips(Bitboard P, Bitboard O, int sq) {
  using namespace detail;
  if ((P | O) & bit(sq)) return 0;
  const __m256i PP = _mm256_set1_epi64x(std::int64_t(P));
  const __m256i OO = _mm256_set1_epi64x(std::int64_t(O));
  const __m256i zero = _mm256_setzero_si256();
  const __m256i ones = _mm256_set1_epi64x(-1);
  // Towards higher squares: the first non-opponent square is the lowest set bit.
  __m256i ray = _mm256_load_si256(reinterpret_cast<const __m256i*>(kVectorRays.up[sq]));
  __m256i stop = _mm256_andnot_si256(OO, ray);
  __m256i first = _mm256_and_si256(stop, _mm256_sub_epi64(zero, stop));
  __m256i closed = _mm256_cmpeq_epi64(_mm256_and_si256(first, PP), zero);
  __m256i f = _mm256_andnot_si256(closed, _mm256_and_si256(_mm256_add_epi64(first, ones), ray));
  // Towards lower squares: the highest set bit, found by smearing it downwards.
  ray = _mm256_load_si256(reinterpret_cast<const __m256i*>(kVectorRays.down[sq]));
  stop = _mm256_andnot_si256(OO, ray);
#if defined(__AVX512CD__) && defined(__AVX512VL__)
  // 1 << (63 - lzcnt): lzcnt(0) = 64 makes the count huge and the shift give 0.
  first = _mm256_sllv_epi64(_mm256_set1_epi64x(1),
                            _mm256_sub_epi64(_mm256_set1_epi64x(63), _mm256_lzcnt_epi64(stop)));
  __m256i above = _mm256_sub_epi64(zero, _mm256_add_epi64(first, first));
  closed = _mm256_cmpeq_epi64(_mm256_and_si256(first, PP), zero);
  f = _mm256_or_si256(f, _mm256_andnot_si256(closed, _mm256_and_si256(above, ray)));
#else
  __m256i below = _mm256_or_si256(stop, _mm256_srli_epi64(stop, 1));
  below = _mm256_or_si256(below, _mm256_srli_epi64(below, 2));
  below = _mm256_or_si256(below, _mm256_srli_epi64(below, 4));
  below = _mm256_or_si256(below, _mm256_srli_epi64(below, 8));
  below = _mm256_or_si256(below, _mm256_srli_epi64(below, 16));
  below = _mm256_or_si256(below, _mm256_srli_epi64(below, 32));
  first = _mm256_andnot_si256(_mm256_srli_epi64(below, 1), below);
  closed = _mm256_cmpeq_epi64(_mm256_and_si256(first, PP), zero);
  f = _mm256_or_si256(f, _mm256_andnot_si256(closed, _mm256_andnot_si256(below, ray)));
#endif
  return or_lanes(f);
}

#else

inline Bitboard legal_moves(Bitboard P, Bitboard O) { return detail::legal_moves_portable(P, O); }
inline Bitboard flips(Bitboard P, Bitboard O, int sq) { return detail::flips_portable(P, O, sq); }

#endif

}  // namespace gg::othello
