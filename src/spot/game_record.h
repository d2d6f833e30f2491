// A Spot game given part-way, in the referee's format (docs/formats.md "spot"): a line `N`, then
// up to 2N move lines `r c +` or `r c -`, then optionally the referee's final line `0`. What the
// solver, the analysis and the terminal game read and write.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/line_reader.h"
#include "spot/board.h"
#include "spot/pattern_log.h"

namespace gg::spot {

struct GameRecord {
  std::int64_t n = 2;
  std::vector<Cell> moves;  // the squares toggled, in order (0-based)
};

// Reads one game. Throws InputError (line and fault) for a malformed line, a square off the
// board, an operation that does not fit the square ('+' on a spot, '-' on an empty square), more
// than 2N moves, or text after the final `0`. Moves after a repeat are refused too: the game
// ended there.
GameRecord read_game_record(LineReader& in);

// The game in the referee format, ending with the line `0` (readable by `gridgames judge spot`
// once all 2N moves are there, and by read_game_record at any point).
std::string write_game_record(const GameRecord& game);

// The repeat that ended the game, if its last move made one.
std::optional<Repeat> final_repeat(const GameRecord& game);

// "(r, c)", 1-based, as the referee's messages name squares.
std::string square_name(Cell cell);

}  // namespace gg::spot
