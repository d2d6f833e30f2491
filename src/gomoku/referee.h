// The classic 15 x 15 five-in-a-row referee (../shared/specs/referees.md "gomoku").
#pragma once

#include <ostream>

#include "core/line_reader.h"

namespace gg::gomoku {

// Reads one game (n, then n moves) and writes "A w", "B w" or "Tie". Throws InputError on
// malformed or illegal input.
void judge(LineReader& in, std::ostream& out);

}  // namespace gg::gomoku
