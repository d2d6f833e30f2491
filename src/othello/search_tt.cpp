#include "othello/search_tt.h"

#include <algorithm>
#include <bit>

namespace gg::othello {

TranspositionTable::TranspositionTable(std::size_t megabytes)
    : entries_(HashTable<TTEntry>::slots_within(megabytes * (1 << 20), 1024)) {}

std::uint64_t TranspositionTable::hash(const Position& pos) {
  return gg::mix64(pos.player ^ gg::mix64(pos.opponent));
}

const TTEntry* TranspositionTable::probe(const Position& pos) const {
  const TTEntry& e = entries_.slot(hash(pos));
  return e.used && e.player == pos.player && e.opponent == pos.opponent ? &e : nullptr;
}

void TranspositionTable::store(const Position& pos, int depth, int alpha, int beta, int value, int move) {
  TTEntry& e = entries_.slot(hash(pos));
  bool same = e.used && e.player == pos.player && e.opponent == pos.opponent;
  if (e.used && e.generation == generation_ && e.depth > depth) return;  // keep deeper results
  if (!same || e.depth != depth) {
    // New information at a new depth replaces the old bounds instead of mixing with them.
    e.lower = -INT16_MAX;
    e.upper = INT16_MAX;
  }
  e.player = pos.player;
  e.opponent = pos.opponent;
  e.depth = static_cast<std::uint8_t>(depth);
  e.generation = generation_;
  e.used = true;
  if (value > alpha) e.lower = static_cast<std::int16_t>(std::max<int>(e.lower, value));
  if (value < beta) e.upper = static_cast<std::int16_t>(std::min<int>(e.upper, value));
  if (e.lower > e.upper) {
    // Bounds from different windows disagree (search instability): trust the newest.
    e.lower = static_cast<std::int16_t>(value > alpha ? value : -INT16_MAX);
    e.upper = static_cast<std::int16_t>(value < beta ? value : INT16_MAX);
  }
  if (value > alpha || e.move == kNoMove || !same) e.move = static_cast<std::uint8_t>(move);
}

void TranspositionTable::clear() {
  entries_.clear();
  generation_ = 0;
}

}  // namespace gg::othello
