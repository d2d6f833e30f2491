// `gridgames games`: the registered games (registry/registry.h) with their options, as text or
// JSON, so that scripts and other front ends can discover what this build plays.
#include <iostream>

#include <nlohmann/json.hpp>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "registry/registry.h"

namespace gg::cli {

namespace {

void print_games(bool json) {
  if (json) {
    nlohmann::ordered_json games = nlohmann::ordered_json::array();
    for (const GameEntry& game : registered_games()) {
      nlohmann::ordered_json options = nlohmann::ordered_json::array();
      for (const GameOption& option : game.options)
        options.push_back({{"name", option.name}, {"description", option.description}, {"default", option.default_value}});
      games.push_back({{"name", game.name}, {"description", game.description}, {"options", options}});
    }
    std::cout << nlohmann::ordered_json{{"games", games}}.dump() << '\n';
    return;
  }
  for (const GameEntry& game : registered_games()) {
    std::cout << game.name << ": " << game.description << '\n';
    for (const GameOption& option : game.options)
      std::cout << "  " << option.name << ": " << option.description << " (default " << option.default_value << ")\n";
  }
}

}  // namespace

void add_games_command(CLI::App& app) {
  static bool json = false;
  CLI::App* games = app.add_subcommand("games", "List the games this program plays, with their options");
  games->add_flag("--json", json, "answer {\"games\": [{\"name\", \"description\", \"options\"}]}");
  games->callback([] {
    print_games(json);
    exit_status() = kExitOk;
  });
}

}  // namespace gg::cli
