// Gomoku's entry in the game registry (registry/registry.h): options `size` (5..22) and `rule`
// (freestyle, standard, renju); moves named as on the board's edges ("H8"); records in the
// referee format (gomoku/record.h), which does not state the size or rule; its referee the classic
// 15 x 15 one (gomoku/referee.h).
#pragma once

#include "core/any_game.h"

namespace gg::gomoku {

GameEntry game_entry();

}  // namespace gg::gomoku
