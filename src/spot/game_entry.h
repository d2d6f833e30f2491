// The Spot Game's entry in the game registry (registry/registry.h): option `size` (N, the board
// is N x N); moves named "R,C" (1-based, as the referee's squares); records in the referee format
// (spot/game_record.h); its referee the UVa 141 one (spot/referee.h), within the memory budget.
#pragma once

#include "core/any_game.h"

namespace gg::spot {

GameEntry game_entry();

}  // namespace gg::spot
