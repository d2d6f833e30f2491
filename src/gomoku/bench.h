// The Gomoku engines' search signatures (core/bench.h): the main search and the threat solver,
// each on fixed positions of stones placed pseudo-randomly around the centre.
#pragma once

#include "core/bench.h"

namespace gg::gomoku {

// Six positions (four freestyle, two renju) searched to `depth` plies from an empty table.
BenchSignature search_signature(int depth = 6);

// The same positions given to the VCF / VCT solver (solve_threats) within 200,000 nodes each.
BenchSignature threat_signature();

}  // namespace gg::gomoku
