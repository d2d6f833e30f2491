// The Spot board: which squares of an N x N board hold a spot, and 64-bit hashes of the pattern
// under each of the four rotations, kept up to date in O(1) per move.
//
// Storage is sparse (a hash set of square indices), so N may reach 1,000,000 (10^12 squares)
// and memory follows the number of spots, never N * N. The hash of a pattern is the XOR of the
// keys of its spots (Zobrist hashing without tables: a square's key is computed from its index
// by a mixing function, so no N x N table exists). Toggling a square XORs its key in or out; the
// rotated hashes XOR in the keys of the rotated square. hash(k) is the hash of the pattern
// turned k quarter turns clockwise. Hashes only find candidates: equality is decided on the
// squares themselves (pattern_log.h).
#pragma once

#include <array>
#include <cstdint>

#include "core/bits.h"
#include "spot/flat_map.h"

namespace gg::spot {

// A square, 0-based.
struct Cell {
  std::int64_t row = 0;
  std::int64_t col = 0;
  bool operator==(const Cell&) const = default;
};

// Where `cell` goes when an n x n board is turned `quarter_turns` x 90 degrees clockwise.
// Same convention as gg::Symmetry{quarter_turns} (core/symmetry.h), written out so the hot path
// has no loop; tests check the two agree.
constexpr Cell rotate(Cell cell, int quarter_turns, std::int64_t n) {
  switch (quarter_turns & 3) {
    case 0:
      return cell;
    case 1:
      return {cell.col, n - 1 - cell.row};
    case 2:
      return {n - 1 - cell.row, n - 1 - cell.col};
    default:
      return {n - 1 - cell.col, cell.row};
  }
}

// The default square key: SplitMix64 of the square index, varied by a seed.
struct MixKey {
  std::uint64_t seed = 0;
  std::uint64_t operator()(std::uint64_t index) const { return mix64(index ^ seed); }
};

// `Key` maps a square index (row * n + col) to its 64-bit hash key; a template parameter so that
// tests can inject a deliberately colliding key and show that answers do not change.
template <class Key = MixKey>
class BasicBoard {
 public:
  static constexpr std::int64_t kMaxSize = 1'000'000;

  explicit BasicBoard(std::int64_t n = 2, Key key = Key{}) : n_(n), key_(key) {}

  // Empties the board and sets its size; keeps allocated memory for the next game.
  void reset(std::int64_t n) {
    n_ = n;
    spots_.clear();
    hashes_ = {};
  }

  std::int64_t size() const { return n_; }
  std::uint64_t index(Cell cell) const {
    return static_cast<std::uint64_t>(cell.row * n_ + cell.col);
  }
  Cell cell(std::uint64_t index) const {
    return {static_cast<std::int64_t>(index / static_cast<std::uint64_t>(n_)),
            static_cast<std::int64_t>(index % static_cast<std::uint64_t>(n_))};
  }

  bool occupied(Cell cell) const { return spots_.contains(index(cell)); }
  std::size_t spots() const { return spots_.size(); }

  // Places a spot on an empty square or removes the spot on an occupied one.
  void toggle(Cell cell) {
    std::uint64_t i = index(cell);
    if (!spots_.erase(i)) spots_.set(i, 1);
    for (int turns = 0; turns < 4; ++turns) hashes_[turns] ^= key_(index(rotate(cell, turns, n_)));
  }

  // Hash of the current pattern turned `quarter_turns` x 90 degrees clockwise; 0 when empty.
  std::uint64_t hash(int quarter_turns) const { return hashes_[quarter_turns & 3]; }

  // Calls f(Cell) for every spot, in no particular order.
  template <class F>
  void for_each_spot(F&& f) const {
    spots_.for_each([&](std::uint64_t i, std::uint32_t) { f(cell(i)); });
  }

  const Key& key() const { return key_; }

  bool operator==(const BasicBoard& other) const {
    return n_ == other.n_ && hashes_ == other.hashes_ && spots_ == other.spots_;
  }

 private:
  std::int64_t n_;
  Key key_;
  FlatMap spots_;
  std::array<std::uint64_t, 4> hashes_{};
};

using Board = BasicBoard<>;

}  // namespace gg::spot
