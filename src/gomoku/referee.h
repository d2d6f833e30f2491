// The classic 15 x 15 five-in-a-row referee (docs/formats.md "gomoku").
#pragma once

#include <ostream>

#include "core/line_reader.h"

namespace gg::gomoku {

// Reads one game (n, then n moves) and writes "A w", "B w" or "Tie". Throws InputError on
// malformed or illegal input.
//
// Details the spec leaves open, decided here: blank lines are skipped; moves after the deciding
// one are still checked (format, range, occupied point) and then ignored; fewer than n moves,
// extra fields on a line, or any non-blank line after the n-th move are errors (the last one
// after the verdict is printed, since the verdict was already decided).
void judge(LineReader& in, std::ostream& out);

}  // namespace gg::gomoku
