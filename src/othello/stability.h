// Stable discs: discs that no sequence of moves can flip any more. They bound the final score
// (the endgame solver's stability cut-off: the player to move cannot end above
// 64 - 2 * stable discs of the opponent).
#pragma once

#include "othello/board.h"

namespace gg::othello {

// A subset of the truly stable discs of `P` (given the opponent's discs `O`): the edge discs no
// sequence of plays on their edge can flip (exact, from a table of all 3^8 edge fillings), then
// grown to a fixed point: a disc is counted when, along each of the 4 lines through it, the line
// is full, or the disc is on the border across that line, or its neighbour on that line is
// itself counted.
Bitboard stable_discs(Bitboard P, Bitboard O);

}  // namespace gg::othello
