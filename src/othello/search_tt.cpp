#include "othello/search_tt.h"

#include <algorithm>
#include <bit>

namespace gg::othello {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  std::size_t count = std::max<std::size_t>(1024, megabytes * (1 << 20) / sizeof(TTEntry));
  entries_.resize(std::bit_floor(count));
}

std::size_t TranspositionTable::index(const Position& pos) const {
  return static_cast<std::size_t>(gg::mix64(pos.player ^ gg::mix64(pos.opponent))) & (entries_.size() - 1);
}

const TTEntry* TranspositionTable::probe(const Position& pos) const {
  const TTEntry& e = entries_[index(pos)];
  return e.used && e.player == pos.player && e.opponent == pos.opponent ? &e : nullptr;
}

void TranspositionTable::store(const Position& pos, int depth, int alpha, int beta, int value, int move) {
  TTEntry& e = entries_[index(pos)];
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
  std::fill(entries_.begin(), entries_.end(), TTEntry{});
  generation_ = 0;
}

}  // namespace gg::othello
