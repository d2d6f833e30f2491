// The two-player Minesweeper referee (HDU 4678 format, ../shared/specs/referees.md "mine").
#pragma once

#include <cstdint>
#include <ostream>

#include "core/line_reader.h"

namespace gg::mine {

struct JudgeOptions {
  // Search budget for boards where numbers touch several blank regions (see the mine engine).
  std::uint64_t max_states = 0;  // 0: the engine's default
  double max_seconds = 0;        // 0: no time limit
};

// Reads T cases and writes "Case #i: Xiemao" or "Case #i: Fanglaoshi" for each, flushing each.
// Throws InputError on malformed input and BeyondLimits for a case the engine cannot decide
// exactly within the budget (cases before it stay written).
void judge(LineReader& in, std::ostream& out, const JudgeOptions& options = {});

}  // namespace gg::mine
