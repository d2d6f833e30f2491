// The shape every transposition table of the engines shares: a power-of-two array of slots in
// 2 MiB pages (core/huge_array.h), sized within a byte budget, indexed by the low bits of a
// hash, cleared to empty slots. What a slot holds and when a result replaces another stay the
// game's: a slot is the game's type (an entry, or a bucket of entries), and probe / store take
// the game's match and replacement rules.
//
//   struct Entry { std::uint32_t key; std::int16_t value; };
//   gg::HashTable<Entry> table(gg::HashTable<Entry>::slots_within(16 << 20));
//   table.store(hash, {key, value}, [](const Entry& old) { return true; });
//   if (const Entry* e = table.probe(hash, [&](const Entry& e) { return e.key == key; })) ...
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "core/huge_array.h"

namespace gg {

template <class Slot>
class HashTable {
 public:
  // The number of slots of a table of at most `bytes` bytes: the largest power of two that fits,
  // but at least `min_slots` (itself a power of two, so that small budgets still get a table).
  static std::size_t slots_within(std::size_t bytes, std::size_t min_slots = 1) {
    return std::bit_floor(std::max<std::size_t>(min_slots, bytes / sizeof(Slot)));
  }

  HashTable() = default;
  // `slots` (a power of two, at least 1) empty slots. A slot type with no default member
  // initializers starts as the zeroed pages themselves (nothing touched until probed); others
  // are written Slot{} once. Throws std::bad_alloc when the memory cannot be had.
  explicit HashTable(std::size_t slots) : slots_(std::max<std::size_t>(slots, 1)), mask_(slots_.size() - 1) {
    if constexpr (!std::is_trivially_default_constructible_v<Slot>) clear();
  }

  std::size_t size() const { return slots_.size(); }
  std::size_t bytes() const { return slots_.size() * sizeof(Slot); }
  std::size_t index(std::uint64_t hash) const { return std::size_t(hash) & mask_; }

  // The slot of `hash`, for tables whose rules read and write the slot in place.
  Slot& slot(std::uint64_t hash) { return slots_[index(hash)]; }
  const Slot& slot(std::uint64_t hash) const { return slots_[index(hash)]; }
  const Slot* address(std::uint64_t hash) const { return &slots_[index(hash)]; }

  // The slot of `hash` when `matches(slot)` (the game's key check), else nullptr.
  template <class Matches>
  const Slot* probe(std::uint64_t hash, Matches matches) const {
    const Slot& s = slot(hash);
    return matches(s) ? &s : nullptr;
  }
  // Writes `value` into the slot of `hash` when `replaces(old slot)` (the game's replacement
  // rule); true when written.
  template <class Replaces>
  bool store(std::uint64_t hash, const Slot& value, Replaces replaces) {
    Slot& s = slot(hash);
    if (!replaces(static_cast<const Slot&>(s))) return false;
    s = value;
    return true;
  }

  // Every slot empty again (Slot{}).
  void clear() { std::fill(slots_.begin(), slots_.end(), Slot{}); }

  Slot* begin() { return slots_.begin(); }
  Slot* end() { return slots_.end(); }

 private:
  HugeArray<Slot> slots_;
  std::size_t mask_ = 0;
};

}  // namespace gg
