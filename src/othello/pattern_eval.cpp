#include "othello/pattern_eval.h"

#include <algorithm>
#include <stdexcept>

namespace gg::othello {

namespace {

using pattern::kPatternTypes;
using pattern::kTypes;

constexpr int kExtras = 2 * features::kMobilitySlots + 2;

// Offsets of the types' full tables (raw indices) in one stage, and the stage's full size.
struct FullLayout {
  std::uint32_t type[kTypes]{};
  std::uint32_t extras = 0;
  std::uint32_t size = 0;
  constexpr FullLayout() {
    std::uint32_t at = 0;
    for (int t = 0; t < kTypes; ++t) {
      type[t] = at;
      at += kPatternTypes[t].size;
    }
    extras = at;
    size = at + kExtras;
  }
};
constexpr FullLayout kFull;

// Where each instance's type table starts in a stage's full table.
struct InstanceOffsets {
  std::uint32_t of[pattern::kInstances]{};
  InstanceOffsets() {
    for (int i = 0; i < pattern::kInstances; ++i) of[i] = kFull.type[pattern::instances()[i].type];
  }
};
const InstanceOffsets kInstanceOffset;

struct CompactLayout {
  std::uint32_t type[kTypes]{};
  std::uint32_t extras = 0;
  std::uint32_t size = 0;
  CompactLayout() {
    std::uint32_t at = 0;
    for (int t = 0; t < kTypes; ++t) {
      type[t] = at;
      at += pattern::canonical_count(t);
    }
    extras = at;
    size = at + kExtras;
  }
};
const CompactLayout& compact_layout() {
  static const CompactLayout layout;
  return layout;
}

inline int mobility_slot(Bitboard moves) { return std::min(gg::popcount(moves), features::kMobilitySlots - 1); }

}  // namespace

namespace features {

std::uint32_t type_offset(int type) { return compact_layout().type[type]; }
std::uint32_t player_mobility_offset() { return compact_layout().extras; }
std::uint32_t opponent_mobility_offset() { return compact_layout().extras + kMobilitySlots; }
std::uint32_t parity_slot(int empties) { return compact_layout().extras + 2 * kMobilitySlots + (empties & 1); }
std::uint32_t stage_weights() { return compact_layout().size; }

void active_slots(Bitboard P, Bitboard O, std::uint32_t out[kActive]) {
  std::uint32_t index[pattern::kInstances];
  pattern::indices(P, O, index);
  const auto& list = pattern::instances();
  for (int i = 0; i < pattern::kInstances; ++i) {
    int type = list[i].type;
    out[i] = type_offset(type) + pattern::canonical_id(type, index[i]);
  }
  int empties = 64 - gg::popcount(P | O);
  out[pattern::kInstances] = player_mobility_offset() + mobility_slot(legal_moves(P, O));
  out[pattern::kInstances + 1] = opponent_mobility_offset() + mobility_slot(legal_moves(O, P));
  out[pattern::kInstances + 2] = parity_slot(empties);
}

}  // namespace features

PatternWeights::PatternWeights(std::vector<std::int16_t> compact) : compact_(std::move(compact)) {
  const CompactLayout& c = compact_layout();
  if (compact_.size() != std::size_t(kEvalStages) * c.size)
    throw std::invalid_argument("pattern weights: " + std::to_string(compact_.size()) + " values, expected " +
                                std::to_string(std::size_t(kEvalStages) * c.size));
  full_.assign(std::size_t(kEvalStages) * kFull.size, 0);
  for (int stage = 0; stage < kEvalStages; ++stage) {
    const std::int16_t* from = compact_.data() + std::size_t(stage) * c.size;
    std::int16_t* to = full_.data() + std::size_t(stage) * kFull.size;
    for (int t = 0; t < kTypes; ++t)
      for (int index = 0; index < kPatternTypes[t].size; ++index)
        to[kFull.type[t] + index] = from[c.type[t] + pattern::canonical_id(t, index)];
    std::copy(from + c.extras, from + c.size, to + kFull.extras);
  }
}

int PatternWeights::evaluate(Bitboard P, Bitboard O, Bitboard player_moves, Bitboard opponent_moves) const {
  return evaluate(pattern::read_vector(P, O), 64 - gg::popcount(P | O), player_moves, opponent_moves);
}

int PatternWeights::evaluate(const pattern::IndexVector& mover, int empties, Bitboard player_moves,
                             Bitboard opponent_moves) const {
  const std::int16_t* w = full_.data() + std::size_t(eval_stage(empties)) * kFull.size;
  int sum = 0;
  for (int i = 0; i < pattern::kInstances; ++i) sum += w[kInstanceOffset.of[i] + mover.lane[i]];
  const std::int16_t* extras = w + kFull.extras;
  sum += extras[mobility_slot(player_moves)] + extras[features::kMobilitySlots + mobility_slot(opponent_moves)];
  sum += extras[2 * features::kMobilitySlots + (empties & 1)];
  return sum;
}

}  // namespace gg::othello
