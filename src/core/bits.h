// Bit tricks on 64-bit words, with hardware instructions where the build allows them.
#pragma once

#include <bit>
#include <cstdint>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace gg {

inline int popcount(std::uint64_t x) { return std::popcount(x); }
// Index of the lowest set bit; x must not be 0.
inline int lowest_bit(std::uint64_t x) { return std::countr_zero(x); }
// Clears the lowest set bit and returns its index; x must not be 0.
inline int pop_lowest(std::uint64_t& x) {
  int index = std::countr_zero(x);
  x &= x - 1;
  return index;
}

// Parallel bit extract: the bits of x selected by mask, packed at the bottom.
inline std::uint64_t extract_bits(std::uint64_t x, std::uint64_t mask) {
#if defined(__BMI2__)
  return _pext_u64(x, mask);
#else
  std::uint64_t out = 0;
  for (std::uint64_t bit = 1; mask; bit <<= 1) {
    if (x & mask & -mask) out |= bit;
    mask &= mask - 1;
  }
  return out;
#endif
}

// SplitMix64: a tiny, well-mixed generator for deterministic hash keys (Zobrist tables).
struct SplitMix64 {
  std::uint64_t state;
  std::uint64_t operator()() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
};

// A fixed, well-mixed 64-bit key of a 64-bit value (for sparse Zobrist keys without tables).
inline std::uint64_t mix64(std::uint64_t x) {
  SplitMix64 g{x};
  return g();
}

}  // namespace gg
