// A small open-addressing hash map from 64-bit keys to nonzero 32-bit values.
//
// Why not std::unordered_map: Spot does a handful of lookups per move on boards of up to
// 10^12 squares, and a node-based map costs an allocation per entry and a cache miss per probe.
// Linear probing in one flat array, with backward-shift deletion (no tombstones, so a long game
// of placements and removals never degrades the table), keeps every operation O(1) expected.
//
// The value 0 marks an empty slot, so callers store only nonzero values (the cell set stores 1,
// the pattern index stores 1-based move numbers).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace gg::spot {

class FlatMap {
 public:
  // The stored value of `key`, or 0 when absent.
  std::uint32_t get(std::uint64_t key) const {
    if (size_ == 0) return 0;
    for (std::size_t i = home(key);; i = (i + 1) & mask_) {
      const Slot& slot = slots_[i];
      if (slot.value == 0) return 0;
      if (slot.key == key) return slot.value;
    }
  }
  bool contains(std::uint64_t key) const { return get(key) != 0; }

  // Starts loading the slot where `key` would be, so that several independent lookups on a
  // large table overlap their cache misses.
  void prefetch(std::uint64_t key) const {
    if (size_ != 0) __builtin_prefetch(&slots_[home(key)]);
  }

  // Inserts `key` or overwrites its value; `value` must not be 0.
  void set(std::uint64_t key, std::uint32_t value);

  // Removes `key`; false when it was absent.
  bool erase(std::uint64_t key);

  std::size_t size() const { return size_; }
  // Removes every entry but keeps the capacity, so that reuse across games does not reallocate.
  void clear();

  // Calls f(key, value) for every entry, in no particular order.
  template <class F>
  void for_each(F&& f) const {
    if (size_ == 0) return;
    for (const Slot& slot : slots_)
      if (slot.value != 0) f(slot.key, slot.value);
  }

  bool operator==(const FlatMap& other) const;

 private:
  struct Slot {
    std::uint64_t key = 0;
    std::uint32_t value = 0;
  };

  // Fibonacci hashing: the top bits of key * 2^64/phi. Spreads consecutive cell indices and is
  // harmless on keys that are already random (pattern hashes).
  std::size_t home(std::uint64_t key) const {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> shift_);
  }
  void grow();

  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
  int shift_ = 64;
  std::size_t size_ = 0;
};

}  // namespace gg::spot
