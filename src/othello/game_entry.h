// Othello's entry in the game registry (registry/registry.h): the standard 8 x 8 game from the
// start position, moves named "a1".."h8" and "pass", records in GGF (othello/ggf.h); its referee the UVa 220 commands (othello/referee.h).
#pragma once

#include "core/any_game.h"

namespace gg::othello {

GameEntry game_entry();

}  // namespace gg::othello
