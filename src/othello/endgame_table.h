// The endgame solver's transposition table: bounds on the exact final score of positions
// already searched, keyed by the whole position (no false hits), two entries per bucket.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include "core/hash_table.h"
#include "othello/board.h"

namespace gg::othello {

struct EndgameBounds {
  int lower = -64;
  int upper = 64;
  int move = kNoMove;  // best or refuting move found, kNoMove if none
};

class EndgameTable {
 public:
  // About `megabytes` of memory (rounded down to a power of two number of buckets).
  // `concurrent`: several threads probe and store at once (entries are then guarded).
  explicit EndgameTable(std::size_t megabytes = 64, bool concurrent = false);

  bool probe(Bitboard P, Bitboard O, EndgameBounds& out) const;
  // Starts loading the bucket of P/O into the cache, so that a probe issued after some other
  // work does not wait for memory (a probe is otherwise a cache miss most of the time).
  void prefetch(Bitboard P, Bitboard O) const { __builtin_prefetch(buckets_.address(hash(P, O))); }
  // Records lower <= score <= upper for P/O with `empties` empty squares (deeper searches are
  // kept in preference to shallower ones).
  void store(Bitboard P, Bitboard O, int empties, int lower, int upper, int move);
  void clear();

 private:
  // No default member initializers: an empty slot is all zero bytes (player and opponent 0, no
  // position has that), so that a new table is the untouched zeroed pages. The other fields of
  // an empty slot are never read.
  struct Entry {
    Bitboard player, opponent;
    std::int8_t lower, upper;
    std::uint8_t move;
    std::uint8_t empties;
  };
  // One cache line: a probe touches a single line.
  struct alignas(64) Bucket {
    Entry slot[2];
  };
  static std::uint64_t hash(Bitboard P, Bitboard O) {
    std::uint64_t h = P * 0x9E3779B97F4A7C15ULL + O * 0xC2B2AE3D27D4EB4FULL;
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 29;
    return h;
  }
  // By the bucket's index, so that one bucket always has one lock.
  std::mutex& lock_for(std::uint64_t hash) const { return locks_[buckets_.index(hash) & (kLocks - 1)]; }

  static constexpr std::size_t kLocks = 1024;
  HashTable<Bucket> buckets_;  // in 2 MiB pages: probes are random, TLB misses otherwise
  bool concurrent_;
  std::unique_ptr<std::mutex[]> locks_;
};

}  // namespace gg::othello
