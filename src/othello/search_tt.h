// The midgame search's transposition table: bounds on a position's value at a given depth, and
// the best move found there, for move ordering and cut-offs.
//
// Entries store the whole position (both bitboards), so a hash collision can never be taken for
// a match (the Edax way): a probe either finds this exact position or nothing. One entry per
// slot, replaced when the new result is at least as deep or the old one is from an earlier
// search (generation). Single-threaded: no locking.
#pragma once

#include <cstddef>
#include <cstdint>
#include "core/hash_table.h"
#include "othello/board.h"

namespace gg::othello {

struct TTEntry {
  Bitboard player = 0;
  Bitboard opponent = 0;
  std::int16_t lower = 0;   // value >= lower
  std::int16_t upper = 0;   // value <= upper
  std::uint8_t depth = 0;   // plies searched below this position (the empties when exact)
  std::uint8_t move = kNoMove;
  std::uint8_t generation = 0;
  bool used = false;
};

class TranspositionTable {
 public:
  // Room for about megabytes MiB of entries (rounded down to a power of two, at least 1024).
  explicit TranspositionTable(std::size_t megabytes = 16);

  // The entry for exactly this position, or nullptr.
  const TTEntry* probe(const Position& pos) const;
  // Records the result of a search of `pos` at `depth` with window (alpha, beta) that returned
  // `value` with best move `move`.
  void store(const Position& pos, int depth, int alpha, int beta, int value, int move);
  // Starts a new search: older entries become replaceable.
  void new_search() { ++generation_; }
  void clear();

 private:
  static std::uint64_t hash(const Position& pos);
  HashTable<TTEntry> entries_;
  std::uint8_t generation_ = 0;
};

}  // namespace gg::othello
