#include "registry/registry.h"

#include "gomoku/game_entry.h"
#include "mine/game_entry.h"
#include "othello/game_entry.h"
#include "spot/game_entry.h"

namespace gg {

const std::vector<GameEntry>& registered_games() {
  static const std::vector<GameEntry> games = {othello::game_entry(), gomoku::game_entry(),
                                               mine::game_entry(), spot::game_entry()};
  return games;
}

const GameEntry* find_game(std::string_view name) {
  for (const GameEntry& game : registered_games())
    if (game.name == name) return &game;
  return nullptr;
}

}  // namespace gg
