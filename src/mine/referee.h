// The two-player Minesweeper referee (HDU 4678 format, docs/formats.md "mine").
#pragma once

#include <cstdint>
#include <ostream>

#include "core/line_reader.h"

namespace gg::mine {

struct JudgeOptions {
  // Search budget for parts where numbers touch several blank regions (see mine/solver.h).
  std::uint64_t max_states = 0;  // per part; 0: the engine's default (2,000,000)
  double max_seconds = 10;       // per part; 0: no time limit
  std::uint64_t max_memo_bytes = 0;  // memory of the search memo; 0: the engine's default (1 GiB)
};

// Reads T cases and writes "Case #i: Xiemao" or "Case #i: Fanglaoshi" for each, flushing each.
// The answer is the perfect-play winner, shared numbers or not, on every board the engine can
// search within the budget.
// Throws InputError on malformed input (a duplicate mine is an error) and BeyondLimits for a case
// the engine cannot decide exactly within the budget (cases before it stay written).
void judge(LineReader& in, std::ostream& out, const JudgeOptions& options = {});

}  // namespace gg::mine
