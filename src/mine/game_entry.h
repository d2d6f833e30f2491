// Two-player Minesweeper's entry in the game registry (registry/registry.h): a random board
// (options rows, cols, mines, seed, as `gridgames mine analyze --random` draws it); moves named
// "R,C" (0-based, as `--click`). Mine has no classic game record, so its record is the drawn
// start board (mine/board_io.h), a blank line, then one click "R,C" per line. Its referee
// (mine/referee.h, HDU 4678) searches within --budget states and --seconds per part.
#pragma once

#include "core/any_game.h"

namespace gg::mine {

GameEntry game_entry();

}  // namespace gg::mine
