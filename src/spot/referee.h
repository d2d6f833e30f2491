// The Spot Game referee (UVa 141 format, docs/formats.md "spot").
#pragma once

#include <cstdint>
#include <ostream>

#include "core/line_reader.h"

namespace gg::spot {

// Reads games until the line "0" and writes one verdict line per game to `out`, flushing each.
// Throws InputError (line and fault) on malformed or illegal input; verdicts already written
// stay written. A game needing more than max_memory_bytes for its patterns (0: no limit) throws
// BeyondLimits (see judge_games.h).
void judge(LineReader& in, std::ostream& out, std::uint64_t max_memory_bytes = 0);

}  // namespace gg::spot
