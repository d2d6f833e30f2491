// The Spot solver's search signature (core/bench.h).
#pragma once

#include "core/bench.h"

namespace gg::spot {

// The empty 2 x 2, 3 x 3 and 4 x 4 boards solved by search alone (no counting lemma).
BenchSignature solver_signature();

}  // namespace gg::spot
