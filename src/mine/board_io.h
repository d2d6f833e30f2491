// Reading, generating and drawing boards for the mine commands.
#pragma once

#include <cstdint>
#include <string>

#include "core/line_reader.h"
#include "mine/board.h"

namespace gg::mine {

// Reads one board, in either form (told apart by the first non-blank line):
//   - mine coordinates as in the referee: "N M K" (or "1" then "N M K"), then K lines "X Y";
//   - a drawn grid, one line per row: '*' a mine, '.' a hidden cell, and a revealed cell as its
//     number ('0' for a blank cell; it must be the true count) or 'o'.
// Throws InputError naming the line for anything else, a duplicate mine, or a wrong number.
Board read_board(LineReader& in);

// A board with exactly `mines` mines placed uniformly at random from `seed`.
Board random_board(int rows, int cols, std::int64_t mines, std::uint64_t seed);

// The board as text with row and column numbers: '*' mine, '.' hidden, revealed cells as their
// number ('0' for blank). Readable back by read_board (without the numbers, see strip).
std::string draw_board(const Board& board, bool with_coordinates = true);

}  // namespace gg::mine
