// Perft: the number of leaves of the game tree to a given depth, the standard test of a move
// generator. Convention of Edax and Egaroucid (data/othello/perft.md): a forced pass
// counts as a ply, and a finished game counts as one leaf wherever it ends.
#pragma once

#include <cstdint>

#include "othello/board.h"

namespace gg::othello {

// Leaves at exactly `depth` plies from p (depth >= 1; depth 0 is the position itself, 1 leaf).
// Single-threaded, no transposition table. Polls gg::interrupted() and returns early (with a
// partial count) when it is set.
std::uint64_t perft(const Position& p, int depth);

}  // namespace gg::othello
