// The Othello engines' search signatures (core/bench.h): the midgame search and the exact
// endgame solver, each on fixed positions from fixed pseudo-random openings.
#pragma once

#include "core/bench.h"

namespace gg::othello {

// The start and the positions after 10, 20, 30 and 40 random moves, searched to `depth` with an
// empty table (`gridgames othello analyze --bench` uses depth 10; the pinned test depth 8).
BenchSignature midgame_signature(int depth = 8);

// Four positions with 16 empty squares, solved exactly on one thread.
BenchSignature endgame_signature();

}  // namespace gg::othello
