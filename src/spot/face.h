// The Spot Game face: the one header a front end (command line, terminal game, bindings) needs.
// Typed calls that return result structs; nothing here prints.
//
//   - records of a game part-way: read_game_record / write_game_record (spot/game_record.h);
//     the generic state: State (spot/state.h);
//   - judging the referee format: judge (spot/referee.h);
//   - exact values: solve and analyze (spot/solver.h), with options from a common budget:
//     solve_options (below);
//   - the solver's search signature (spot/bench.h).
#pragma once

#include "core/budget.h"
#include "spot/bench.h"
#include "spot/game_record.h"
#include "spot/referee.h"
#include "spot/solver.h"
#include "spot/state.h"

namespace gg::spot {

// Solver options from the common budget: nodes the search's node limit (0: none), memory the
// memo's size (0: the default 64 MiB; answers stay exact when it is full). `use_lemma` false
// searches even where the counting lemma decides. Time is not bounded by the Spot solver.
SolveOptions solve_options(const SearchBudget& budget, bool use_lemma = true);

}  // namespace gg::spot
