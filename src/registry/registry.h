// The game registry: one entry per game (core/any_game.h), in a fixed order. What loops over
// every game (`gridgames games`, the conformance suite, bindings) reads this table; adding a
// game means its own folder plus one line in registry.cpp.
#pragma once

#include <string_view>
#include <vector>

#include "core/any_game.h"

namespace gg {

// Every registered game: othello, gomoku, mine, spot.
const std::vector<GameEntry>& registered_games();

// The entry called `name`, or nullptr.
const GameEntry* find_game(std::string_view name);

}  // namespace gg
