// The Minesweeper solver's search signature (core/bench.h).
#pragma once

#include "core/bench.h"

namespace gg::mine {

// Full analyses (the value and every winning click) of fixed random boards, from an empty memo:
// the signature counts the states the solver memoised.
BenchSignature solver_signature();

}  // namespace gg::mine
