// The Othello command referee (UVa 220 format, docs/formats.md "othello").
#pragma once

#include <ostream>

#include "core/line_reader.h"

namespace gg::othello {

// Reads the number of games, then per game a board, the side to move and L / Mrc / Q commands;
// writes the answers. Throws InputError on malformed input or an illegal move.
void judge(LineReader& in, std::ostream& out);

}  // namespace gg::othello
