// The endgame solver's transposition table: bounds on the exact final score of positions
// already searched, keyed by the whole position (no false hits), two entries per bucket.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include "core/huge_array.h"
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
  void prefetch(Bitboard P, Bitboard O) const { __builtin_prefetch(&buckets_[index(P, O)]); }
  // Records lower <= score <= upper for P/O with `empties` empty squares (deeper searches are
  // kept in preference to shallower ones).
  void store(Bitboard P, Bitboard O, int empties, int lower, int upper, int move);
  void clear();

 private:
  struct Entry {
    Bitboard player = 0, opponent = 0;  // both 0: empty slot
    std::int8_t lower = -64, upper = 64;
    std::uint8_t move = kNoMove;
    std::uint8_t empties = 0;
  };
  // One cache line: a probe touches a single line.
  struct alignas(64) Bucket {
    Entry slot[2];
  };
  std::size_t index(Bitboard P, Bitboard O) const {
    std::uint64_t h = P * 0x9E3779B97F4A7C15ULL + O * 0xC2B2AE3D27D4EB4FULL;
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 29;
    return std::size_t(h) & mask_;
  }
  std::mutex& lock_for(std::size_t i) const { return locks_[i & (kLocks - 1)]; }

  static constexpr std::size_t kLocks = 1024;
  HugeArray<Bucket> buckets_;  // in 2 MiB pages: probes are random, TLB misses otherwise
  std::size_t mask_ = 0;
  bool concurrent_;
  std::unique_ptr<std::mutex[]> locks_;
};

}  // namespace gg::othello
