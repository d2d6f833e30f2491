// The main search's transposition table: buckets of two entries, shared by the Lazy SMP
// threads without a lock.
//
// Why two entries: with one always-replaced entry per slot, the many shallow nodes of a search
// overwrite the few deep ones that save the most work, and the results of the previous moves'
// searches are gone by the time the game comes back to those lines. A bucket keeps one entry
// for depth (the deepest result of the current search, or any result of an older one) and one
// that every store may take, so the deep results stay while the shallow ones still find room.
// In a game, the brain keeps the table from move to move; `new_search` marks which entries are
// the current search's, so that an old deep entry gives way to a current one.
#pragma once

#include <atomic>
#include <cstdint>

#include "core/hash_table.h"
#include "gomoku/board.h"

namespace gg::gomoku {

class SearchTable {
 public:
  enum Bound : std::uint8_t { kUpper = 1, kLower = 2, kExact = 3 };
  // An entry as the search reads it.
  struct Entry {
    int value = 0;
    Point move = kNoPoint;
    int depth = -1;
    std::uint8_t bound = 0;
  };

  // A table within `bytes` (a power of two of buckets, at least 512 of them).
  explicit SearchTable(std::size_t bytes) : buckets_(Buckets::slots_within(bytes, 512)) {}

  std::size_t bytes() const { return buckets_.bytes(); }

  // The entry of `key`, if the table holds one.
  bool probe(std::uint64_t key, Entry& entry) const {
    const Bucket& bucket = buckets_.slot(key);
    for (const Slot& slot : bucket.slots) {
      std::uint64_t data = load(slot.data);
      if ((load(slot.check) ^ data) != key) continue;
      entry = unpack(data);
      return true;
    }
    return false;
  }

  // Records a result. The depth entry takes it when it holds the same position, a result of an
  // older search, or a shallower one; the displaced entry, if it is of another position, moves
  // to the other slot. Otherwise the other slot takes it. Without a lock, the depth slot may be
  // read half-written by another thread: the entry moved then carries a key no probe matches.
  void store(std::uint64_t key, int value, Point move, int depth, Bound bound) {
    std::uint64_t data = pack(value, move, depth, bound);
    Bucket& bucket = buckets_.slot(key);
    Slot& deep = bucket.slots[0];
    std::uint64_t deep_data = load(deep.data);
    std::uint64_t deep_key = load(deep.check) ^ deep_data;
    bool same = deep_key == key;
    if (same || generation_of(deep_data) != generation_ || depth_of(deep_data) <= depth) {
      if (!same && deep_data != 0) write(bucket.slots[1], deep_key, deep_data);
      write(deep, key, data);
    } else {
      write(bucket.slots[1], key, data);
    }
  }

  // Called at the start of each search: what is stored from now on belongs to it.
  void new_search() { generation_ = generation_ % 255 + 1; }
  // Every entry forgotten.
  void clear() { buckets_.clear(); }

 private:
  // `check` is the key xor `data`: a slot read while another thread writes it (one word of each
  // write) fails the key check instead of lending one position's value to another. Both words
  // are relaxed atomics. No member initializers: a new table is the zeroed pages themselves.
  struct Slot {
    std::uint64_t check;
    std::uint64_t data;
  };
  struct Bucket {
    Slot slots[2];
  };
  using Buckets = HashTable<Bucket>;

  static std::uint64_t load(const std::uint64_t& word) {
    return std::atomic_ref<std::uint64_t>(const_cast<std::uint64_t&>(word)).load(std::memory_order_relaxed);
  }
  static void write(Slot& slot, std::uint64_t key, std::uint64_t data) {
    std::atomic_ref<std::uint64_t>(slot.data).store(data, std::memory_order_relaxed);
    std::atomic_ref<std::uint64_t>(slot.check).store(key ^ data, std::memory_order_relaxed);
  }
  // data: value (16 bits), move (16), depth (8), bound (8), generation (8).
  std::uint64_t pack(int value, Point move, int depth, Bound bound) const {
    return std::uint64_t(std::uint16_t(static_cast<std::int16_t>(value))) |
           std::uint64_t(std::uint16_t(static_cast<std::int16_t>(move))) << 16 |
           std::uint64_t(depth < 0 ? 0 : depth > 120 ? 120 : depth) << 32 | std::uint64_t(bound) << 40 |
           std::uint64_t(generation_) << 48;
  }
  static Entry unpack(std::uint64_t data) {
    Entry entry;
    entry.value = static_cast<std::int16_t>(data & 0xffff);
    entry.move = static_cast<std::int16_t>((data >> 16) & 0xffff);
    entry.depth = depth_of(data);
    entry.bound = static_cast<std::uint8_t>((data >> 40) & 0xff);
    return entry;
  }
  static int depth_of(std::uint64_t data) { return static_cast<int>((data >> 32) & 0xff); }
  static unsigned generation_of(std::uint64_t data) { return static_cast<unsigned>((data >> 48) & 0xff); }

  Buckets buckets_;
  unsigned generation_ = 1;  // 1..255: never 0, so that an empty slot reads as an older search's
};

}  // namespace gg::gomoku
