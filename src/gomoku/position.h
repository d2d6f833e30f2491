// Drawn positions: one line per row, top row first, `X` black, `O` white, `.` empty (the format
// of data/gomoku/renju-forbidden.txt). Blank lines and lines starting with '#' are
// skipped; spaces between points are allowed.
#pragma once

#include <string>

#include "core/line_reader.h"
#include "gomoku/board.h"

namespace gg::gomoku {

// Reads a square board of 5..22 rows to the end of input. Throws InputError naming the line for
// a bad character, a row of the wrong length, or a size out of range.
Board read_position(LineReader& in);

// Black to move when both colours have as many stones, white when black has one more; any other
// count throws InputError (line 0).
Stone side_to_move(const Board& board);

// The board in the same format, one row per line.
std::string draw_position(const Board& board);

}  // namespace gg::gomoku
