// The learned evaluation: pattern tables (pattern.h), the two sides' mobility and parity, with one set of weights per game stage (4 empties each), trained from self-play games
// (src/othello/train/, `gridgames othello train`, docs/othello.md).
//
// Weights are int16 in kDisc units (hundredths of a disc), so a value is a sum of 50 table
// look-ups: 46 pattern instances (indices read with pext from the bitboards), the two
// mobilities (one weight per number of moves) and parity (one weight for odd, one for even
// empties, which also serve as the bias).
//
// The weights' "compact" form has one slot per canonical pattern index (pattern::canonical_id)
// and is what the file stores and the trainer fits; PatternWeights expands it into full tables
// indexed directly by the pattern index.
#pragma once

#include <cstdint>
#include <vector>

#include "othello/board.h"
#include "othello/pattern.h"

namespace gg::othello {

inline constexpr int kEvalStages = 15;
// Stage of a position with `empties` empty squares: 0 for 1..4 empties ... 14 for 57..60.
constexpr int eval_stage(int empties) { return (empties < 1 ? 0 : empties > 60 ? 59 : empties - 1) / 4; }

namespace features {

inline constexpr int kMobilitySlots = 32;  // moves counted up to 31
// The compact slots of one stage: the pattern types' canonical slots one after the other, then
// the extra features.
std::uint32_t type_offset(int type);
std::uint32_t player_mobility_offset();
std::uint32_t opponent_mobility_offset();
std::uint32_t parity_slot(int empties);  // one slot for even empties, one for odd
std::uint32_t stage_weights();  // number of compact slots in one stage

// A position's active compact slots (each counting 1; a slot may appear more than once).
inline constexpr int kActive = pattern::kInstances + 3;
void active_slots(Bitboard P, Bitboard O, std::uint32_t out[kActive]);

}  // namespace features

class PatternWeights {
 public:
  // kEvalStages * features::stage_weights() values, stage after stage. Throws
  // std::invalid_argument when the size is wrong.
  explicit PatternWeights(std::vector<std::int16_t> compact);

  const std::vector<std::int16_t>& compact() const { return compact_; }

  // The value of a position that is not finished, for its side to move, in kDisc units, not
  // clamped. The moves of both sides are passed in because callers usually have them.
  int evaluate(Bitboard P, Bitboard O, Bitboard player_moves, Bitboard opponent_moves) const;
  // The same from the indices the search keeps up to date (pattern::after_move): `mover` must be
  // the side to move's reading of the position with `empties` empty squares.
  int evaluate(const pattern::IndexVector& mover, int empties, Bitboard player_moves, Bitboard opponent_moves) const;

 private:
  std::vector<std::int16_t> compact_;
  std::vector<std::int16_t> full_;  // per stage: each type's table by raw index, then extras
};

}  // namespace gg::othello
