#include "othello/endgame_table.h"

#include <algorithm>

namespace gg::othello {

EndgameTable::EndgameTable(std::size_t megabytes, bool concurrent)
    : buckets_(HashTable<Bucket>::slots_within(std::max<std::size_t>(megabytes, 1) << 20)),
      concurrent_(concurrent),
      locks_(new std::mutex[kLocks]) {}

void EndgameTable::clear() { buckets_.clear(); }

bool EndgameTable::probe(Bitboard P, Bitboard O, EndgameBounds& out) const {
  const std::uint64_t h = hash(P, O);
  std::unique_lock<std::mutex> guard;
  if (concurrent_) guard = std::unique_lock<std::mutex>(lock_for(h));
  const Bucket& b = buckets_.slot(h);
  for (const Entry& e : b.slot) {
    if (e.player == P && e.opponent == O && (P | O)) {
      out.lower = e.lower;
      out.upper = e.upper;
      out.move = e.move;
      return true;
    }
  }
  return false;
}

void EndgameTable::store(Bitboard P, Bitboard O, int empties, int lower, int upper, int move) {
  const std::uint64_t h = hash(P, O);
  std::unique_lock<std::mutex> guard;
  if (concurrent_) guard = std::unique_lock<std::mutex>(lock_for(h));
  Bucket& b = buckets_.slot(h);
  Entry* target = nullptr;
  for (Entry& e : b.slot)
    if (e.player == P && e.opponent == O) target = &e;
  if (target) {
    // Same position: tighten what is known (bounds from different windows combine).
    lower = std::max<int>(lower, target->lower);
    upper = std::min<int>(upper, target->upper);
    if (lower > upper) lower = upper;  // cannot happen with exact searches; stay consistent
    if (move == kNoMove) move = target->move;
  } else {
    // Replace the slot holding the smaller subtree.
    target = b.slot[0].empties <= b.slot[1].empties ? &b.slot[0] : &b.slot[1];
  }
  target->player = P;
  target->opponent = O;
  target->lower = std::int8_t(lower);
  target->upper = std::int8_t(upper);
  target->move = std::uint8_t(move);
  target->empties = std::uint8_t(empties);
}

}  // namespace gg::othello
