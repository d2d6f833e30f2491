// A quick, narrow victory by continuous fours for the main search's horizon.
//
// At the horizon the static evaluation cannot see a chain of fours, and a full VCF there costs
// more than the deeper tree the same time buys (bench/RESULTS.md, "Gomoku: no VCF at the
// horizon"). This one is cheap because it is narrow: at the first move every four is tried, after
// that only the two best-scored fours on the lines through the attacker's previous four (within
// four points), as PentaZen's horizon VCF does. It misses wins that jump elsewhere, but what it
// finds is a real win: the defender's only answer to a four is the five point, which is played.
#pragma once

#include <cstdint>

#include "gomoku/pattern_board.h"

namespace gg::gomoku {

// Whether `attacker` (to move) wins by at most `max_fours` fours within the narrow choice above.
// Renju: black's fours on forbidden points are not tried, and a block on black's forbidden point
// is no block. `nodes` grows by the positions visited. The board is restored.
bool narrow_vcf(PatternBoard& board, Stone attacker, int max_fours, std::uint64_t& nodes);

}  // namespace gg::gomoku
