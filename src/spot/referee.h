// The Spot Game referee (UVa 141 format, ../shared/specs/referees.md "spot").
#pragma once

#include <ostream>

#include "core/line_reader.h"

namespace gg::spot {

// Reads games until the line "0" and writes one verdict line per game to `out`, flushing each.
// Throws InputError (line and fault) on malformed or illegal input; verdicts already written
// stay written.
void judge(LineReader& in, std::ostream& out);

}  // namespace gg::spot
