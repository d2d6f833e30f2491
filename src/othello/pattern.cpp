#include "othello/pattern.h"

#include <algorithm>
#include <bit>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

#include "othello/symmetry.h"

namespace gg::othello::pattern {

namespace {

// Bits of x under mask, packed to the low end in square order (BMI2 pext when the build has it).
inline std::uint64_t extract(Bitboard x, Bitboard mask) {
#if defined(__BMI2__)
  return _pext_u64(x, mask);
#else
  std::uint64_t out = 0;
  for (int i = 0; mask; ++i, mask &= mask - 1)
    if (x & mask & (0 - mask)) out |= std::uint64_t{1} << i;
  return out;
#endif
}

// ternary[b]: the base-3 number whose digit i is bit i of b (digits 0/1).
struct Ternary {
  std::uint16_t of[1 << kMaxSquares]{};
  constexpr Ternary() {
    for (int b = 0; b < (1 << kMaxSquares); ++b) {
      int value = 0, power = 1;
      for (int i = 0; i < kMaxSquares; ++i, power *= 3)
        if (b >> i & 1) value += power;
      of[b] = static_cast<std::uint16_t>(value);
    }
  }
};
constexpr Ternary kTernary;

inline std::uint32_t read_index(Bitboard P, Bitboard O, Bitboard mask) {
  return kTernary.of[extract(P, mask)] + 2u * kTernary.of[extract(O, mask)];
}

constexpr Bitboard image_of(Bitboard x, int symmetry) {
  if (symmetry & 4) x = transpose(x);
  if (symmetry & 1) x = mirror_columns(x);
  if (symmetry & 2) x = __builtin_bswap64(x);
  return x;
}

// The instances: for each type, the images whose squares on the board were not seen yet.
constexpr std::array<Instance, kInstances> make_instances() {
  std::array<Instance, kInstances> out{};
  int n = 0;
  for (int type = 0; type < kTypes; ++type) {
    Bitboard seen[8] = {};
    int distinct = 0;
    for (int s = 0; s < 8; ++s) {
      // The board squares that image s carries onto the base squares.
      Bitboard squares = 0;
      for (int sq = 0; sq < 64; ++sq)
        if (image_of(bit(sq), s) & kPatternTypes[type].base) squares |= bit(sq);
      if (std::find(seen, seen + distinct, squares) != seen + distinct) continue;
      seen[distinct++] = squares;
      if (n < kInstances) out[n] = Instance{type, s, squares};
      ++n;
    }
  }
  return n == kInstances ? out : throw "the pattern types do not give kInstances instances";
}
constexpr std::array<Instance, kInstances> kInstanceList = make_instances();

// For each type: canonical id of every index (the smallest index among the readings of the
// same contents by the symmetries that map the base set onto itself), then renumbered densely.
struct Canonical {
  std::vector<std::uint32_t> id[kTypes];
  std::uint32_t count[kTypes]{};
  Canonical() {
    for (int type = 0; type < kTypes; ++type) {
      const PatternType& t = kPatternTypes[type];
      int stabiliser[8], k = 0;
      for (int s = 0; s < 8; ++s)
        if (image(t.base, s) == t.base) stabiliser[k++] = s;
      std::vector<std::uint32_t> smallest(t.size);
      int squares[kMaxSquares], m = 0;
      for (Bitboard b = t.base; b; b &= b - 1) squares[m++] = std::countr_zero(b);
      for (int index = 0; index < t.size; ++index) {
        // The contents as a board, read back through each stabilising symmetry.
        Bitboard P = 0, O = 0;
        for (int i = 0, rest = index; i < m; ++i, rest /= 3) {
          if (rest % 3 == 1) P |= bit(squares[i]);
          if (rest % 3 == 2) O |= bit(squares[i]);
        }
        std::uint32_t least = index;
        for (int j = 0; j < k; ++j)
          least = std::min(least, read_index(image(P, stabiliser[j]), image(O, stabiliser[j]), t.base));
        smallest[index] = least;
      }
      id[type].assign(t.size, 0);
      std::uint32_t next = 0;
      for (int index = 0; index < t.size; ++index)
        id[type][index] = smallest[index] == std::uint32_t(index) ? next++ : id[type][smallest[index]];
      count[type] = next;
    }
  }
};

const Canonical& canonical() {
  static const Canonical c;
  return c;
}

// kPower.of[sq].lane[i]: 3^(the digit square sq gives instance i), or 0 when sq is not in it.
struct Powers {
  IndexVector of[64]{};
  constexpr Powers() {
    for (int i = 0; i < kInstances; ++i) {
      const Instance& in = kInstanceList[i];
      Bitboard base = kPatternTypes[in.type].base;
      for (Bitboard b = in.squares; b; b &= b - 1) {
        int sq = std::countr_zero(b);
        int base_square = std::countr_zero(image_of(bit(sq), in.symmetry));
        int digit = std::popcount(base & (bit(base_square) - 1));
        int power = 1;
        for (int d = 0; d < digit; ++d) power *= 3;
        of[sq].lane[i] = static_cast<std::uint16_t>(power);
      }
    }
  }
};
constexpr Powers kPower;

}  // namespace

Bitboard image(Bitboard x, int symmetry) { return image_of(x, symmetry); }

const std::array<Instance, kInstances>& instances() { return kInstanceList; }

void indices(Bitboard P, Bitboard O, std::uint32_t out[kInstances]) {
  // The 8 images of both bitboards, built by sharing the steps.
  Bitboard p[8], o[8];
  p[0] = P, o[0] = O;
  p[1] = mirror_columns(P), o[1] = mirror_columns(O);
  p[4] = transpose(P), o[4] = transpose(O);
  p[5] = mirror_columns(p[4]), o[5] = mirror_columns(o[4]);
  for (int s : {0, 1, 4, 5}) {
    p[s + 2] = __builtin_bswap64(p[s]);
    o[s + 2] = __builtin_bswap64(o[s]);
  }
  for (int i = 0; i < kInstances; ++i) {
    const Instance& in = kInstanceList[i];
    out[i] = read_index(p[in.symmetry], o[in.symmetry], kPatternTypes[in.type].base);
  }
}

IndexVector read_vector(Bitboard P, Bitboard O) {
  std::uint32_t index[kInstances];
  indices(P, O, index);
  IndexVector v{};
  for (int i = 0; i < kInstances; ++i) v.lane[i] = static_cast<std::uint16_t>(index[i]);
  return v;
}

Indices read_indices(Bitboard P, Bitboard O) { return Indices{read_vector(P, O), read_vector(O, P)}; }

namespace {

// The sum of the powers of the flipped squares, lane by lane.
IndexVector flip_powers(Bitboard flipped) {
  IndexVector sum{};
  for (Bitboard f = flipped; f; f &= f - 1) {
    const IndexVector& p = kPower.of[std::countr_zero(f)];
    for (int i = 0; i < kLanes; ++i) sum.lane[i] = static_cast<std::uint16_t>(sum.lane[i] + p.lane[i]);
  }
  return sum;
}

}  // namespace

Indices after_move(const Indices& before, int square, Bitboard flipped) {
  // In the mover's reading the square goes 0 -> 1 and the flipped discs 2 -> 1; in the other's,
  // 0 -> 2 and 1 -> 2. The readings then swap roles: the opponent moves next. Lanes wrap modulo
  // 2^16, so subtracting by adding is exact.
  const IndexVector flips = flip_powers(flipped);
  const IndexVector& placed = kPower.of[square];
  Indices after;
  for (int i = 0; i < kLanes; ++i) {
    after.mover.lane[i] = static_cast<std::uint16_t>(before.other.lane[i] + 2 * placed.lane[i] + flips.lane[i]);
    after.other.lane[i] = static_cast<std::uint16_t>(before.mover.lane[i] + placed.lane[i] - flips.lane[i]);
  }
  return after;
}

IndexVector mover_after_move(const Indices& before, int square, Bitboard flipped) {
  const IndexVector flips = flip_powers(flipped);
  const IndexVector& placed = kPower.of[square];
  IndexVector after;
  for (int i = 0; i < kLanes; ++i)
    after.lane[i] = static_cast<std::uint16_t>(before.other.lane[i] + 2 * placed.lane[i] + flips.lane[i]);
  return after;
}

std::uint32_t canonical_id(int type, std::uint32_t index) { return canonical().id[type][index]; }
std::uint32_t canonical_count(int type) { return canonical().count[type]; }

}  // namespace gg::othello::pattern
