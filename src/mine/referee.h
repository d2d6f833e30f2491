// The two-player Minesweeper referee (HDU 4678 format, docs/formats.md "mine").
#pragma once

#include <cstdint>
#include <ostream>

#include "core/budget.h"
#include "core/line_reader.h"

namespace gg::mine {

// The referee's search budget, for parts where numbers touch several blank regions, read as
// solver_budget (mine/solver.h) reads it: nodes are states per part (0: the solver's default
// 2,000,000), seconds processor seconds per part (0: none), memory_bytes the memo's (0: the
// solver's default 1 GiB). By default a part gets 10 seconds: a referee never runs unbounded.
inline constexpr SearchBudget kJudgeBudget{0, 10, 0};

// Reads T cases and writes "Case #i: Xiemao" or "Case #i: Fanglaoshi" for each, flushing each.
// The answer is the perfect-play winner, shared numbers or not, on every board the engine can
// search within the budget.
// Throws InputError on malformed input (a duplicate mine is an error) and BeyondLimits for a case
// the engine cannot decide exactly within the budget (cases before it stay written).
void judge(LineReader& in, std::ostream& out, const SearchBudget& budget = kJudgeBudget);

}  // namespace gg::mine
