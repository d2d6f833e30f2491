// Every registered game (registry/registry.h) through the type-erased interface only, with its
// default options: random games where every legal move plays and undoes exactly, the record
// reads back to the same state at every few moves, the whole game undoes back to the start, and
// a fixed seed replays the same game. A game added to the registry is checked here unchanged.
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <set>
#include <string>

#include "registry/registry.h"

namespace gg::test {
namespace {

// The record of one random game from `seed`, checking the interface at every step.
std::string play_random_game(const GameEntry& game, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::unique_ptr<AnyState> state = game.start({});
  std::vector<std::unique_ptr<AnyState>> history;
  std::size_t moves = 0;
  while (!state->is_terminal()) {
    std::vector<std::string> legal = state->legal_moves();
    EXPECT_FALSE(legal.empty()) << game.name << ": a live state has no legal move";
    if (legal.empty()) return "";
    EXPECT_EQ(legal, state->legal_moves()) << game.name << ": legal moves are not deterministic";
    EXPECT_EQ(std::set<std::string>(legal.begin(), legal.end()).size(), legal.size())
        << game.name << ": two legal moves share a name";
    for (const std::string& move : legal) {
      std::unique_ptr<AnyState> copy = state->clone();
      copy->play(move);
      copy->undo();
      EXPECT_TRUE(copy->equals(*state)) << game.name << ": undo(play(" << move << ")) changed the state";
    }
    EXPECT_THROW(state->play("no such move"), InputError) << game.name;
    if (moves % 7 == 0) {
      std::string record = state->record();
      std::unique_ptr<AnyState> read = game.read_record({}, record);
      EXPECT_TRUE(read->equals(*state)) << game.name << ": record does not read back:\n" << record;
      EXPECT_EQ(read->record(), record) << game.name;
    }
    history.push_back(state->clone());
    state->play(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]);
    if (++moves > 10'000) {
      ADD_FAILURE() << game.name << ": a random game did not end within 10000 moves";
      return "";
    }
  }
  EXPECT_TRUE(state->legal_moves().empty()) << game.name << ": a finished game still lists moves";
  std::string record = state->record();
  EXPECT_TRUE(game.read_record({}, record)->equals(*state)) << game.name << ": final record:\n" << record;
  while (!history.empty()) {
    state->undo();
    EXPECT_TRUE(state->equals(*history.back())) << game.name << ": undo chain broke";
    history.pop_back();
  }
  EXPECT_TRUE(state->equals(*game.start({}))) << game.name << ": undoing every move is not the start";
  EXPECT_THROW(state->undo(), std::logic_error) << game.name;
  return record;
}

TEST(RegistryConformance, EveryGameThroughTheGenericInterface) {
  const bool sanitized = std::getenv("GRIDGAMES_SANITIZED") != nullptr;
  for (const GameEntry& game : registered_games()) {
    SCOPED_TRACE(game.name);
    std::set<std::string> records;
    for (std::uint64_t seed = 1; seed <= (sanitized ? 2u : 6u); ++seed) {
      std::string record = play_random_game(game, seed);
      // Determinism: the same seed plays the same game.
      EXPECT_EQ(play_random_game(game, seed), record) << game.name << " seed " << seed;
      records.insert(record);
    }
    // Different seeds give different games (the moves really are chosen at random).
    EXPECT_GT(records.size(), 1u) << game.name;
  }
}

TEST(RegistryConformance, NamesAreUniqueAndFound) {
  std::set<std::string> names;
  for (const GameEntry& game : registered_games()) {
    EXPECT_TRUE(names.insert(game.name).second) << game.name;
    EXPECT_FALSE(game.description.empty()) << game.name;
    EXPECT_EQ(find_game(game.name), &game);
  }
  EXPECT_EQ(names, (std::set<std::string>{"othello", "gomoku", "mine", "spot"}));
  EXPECT_EQ(find_game("chess"), nullptr);
}

TEST(RegistryConformance, OptionsAreChecked) {
  for (const GameEntry& game : registered_games()) {
    EXPECT_THROW(game.start({{"no-such-option", "1"}}), InputError) << game.name;
    for (const GameOption& option : game.options) {
      EXPECT_FALSE(option.description.empty()) << game.name << " " << option.name;
      // The default, given explicitly, starts the same game as no option at all.
      EXPECT_TRUE(game.start({{option.name, option.default_value}})->equals(*game.start({})))
          << game.name << " " << option.name;
    }
  }
  EXPECT_THROW(find_game("gomoku")->start({{"size", "4"}}), InputError);
  EXPECT_THROW(find_game("gomoku")->start({{"rule", "chess"}}), InputError);
  // An option changes the game: renju on 9 x 9 is not freestyle on 15 x 15.
  EXPECT_FALSE(find_game("gomoku")->start({{"size", "9"}, {"rule", "renju"}})->equals(*find_game("gomoku")->start({})));
}

TEST(RegistryConformance, RecordsNameTheBadLine) {
  // Gomoku's referee format: the second move is off the 15 x 15 board.
  try {
    find_game("gomoku")->read_record({}, "2\n8 8\n16 1\n");
    ADD_FAILURE() << "an off-board move was read";
  } catch (const InputError& error) {
    EXPECT_EQ(error.line(), 3u);
  }
  // Mine: the second click is on a revealed cell (the board has no mine, so the first click
  // reveals everything).
  try {
    find_game("mine")->read_record({}, "...\n...\n\n0,0\n1,1\n");
    ADD_FAILURE() << "a click on a revealed cell was read";
  } catch (const InputError& error) {
    EXPECT_EQ(error.line(), 5u);
  }
}

}  // namespace
}  // namespace gg::test
