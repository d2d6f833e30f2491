// Every registered game (registry/registry.h) through the type-erased interface only, with its
// default options: random games where every legal move plays and undoes exactly, play takes
// exactly the listed names and the record reads back to the same state at every few moves, the
// whole game undoes back to the start, and a fixed seed replays the same game. A game added to
// the registry is checked here unchanged.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <random>
#include <set>
#include <sstream>
#include <string>

#include "registry/registry.h"

namespace gg::test {
namespace {

// play() takes exactly the names legal_moves() lists (games may read names directly rather than
// search the list): near misses of each listed name are refused, leaving the state unchanged.
void expect_play_takes_only_listed_names(const AnyState& state, const std::vector<std::string>& legal) {
  std::set<std::string> listed(legal.begin(), legal.end());
  for (const std::string& move : legal) {
    std::string upper = move, lower = move;
    for (char& c : upper) c = char(std::toupper(static_cast<unsigned char>(c)));
    for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
    for (const std::string& near : {" " + move, move + " ", "0" + move, "+" + move, move + "0", move + ",",
                                    move.substr(1), move.substr(0, move.size() - 1), upper, lower}) {
      std::unique_ptr<AnyState> copy = state.clone();
      if (listed.count(near)) {
        EXPECT_NO_THROW(copy->play(near)) << "'" << near << "'";
      } else {
        EXPECT_THROW(copy->play(near), InputError) << "'" << near << "' is not a listed move";
        EXPECT_TRUE(copy->equals(state)) << "a refused move '" << near << "' changed the state";
      }
    }
  }
}

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
      expect_play_takes_only_listed_names(*state, legal);
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

// A Spot record may state a board of up to 10^6 x 10^6 squares, too many to list (legal_moves
// answers BeyondLimits): its moves are still read and replayed, and its record reads back. The
// fuzzer's find: such a record once crashed the reader by listing the moves to find each one.
TEST(RegistryConformance, ASpotBoardTooLargeToListStillReadsAndPlays) {
  const GameEntry& spot = *find_game("spot");
  std::unique_ptr<AnyState> state = spot.read_record({}, "22334\n1 1 +\n22334 22334 +\n0\n");
  EXPECT_EQ(state->move_history(), (std::vector<std::string>{"1,1", "22334,22334"}));
  EXPECT_THROW(state->legal_moves(), BeyondLimits);
  // {(22334, 22334)} is {(1, 1)} turned half a turn: the third move repeats a pattern, and
  // player 0, who made it, loses.
  state->play("1,1");
  EXPECT_TRUE(state->is_terminal());
  EXPECT_EQ(state->result(), -1);
  EXPECT_THROW(state->play("5,5"), InputError);  // the game is over: no square is a move
  std::unique_ptr<AnyState> again = spot.read_record({}, state->record());
  EXPECT_TRUE(again->equals(*state));
  std::unique_ptr<AnyState> live = spot.read_record({}, "22334\n5 7 +\n0\n");
  for (const char* name : {"0,1", "1,0", "22335,1", "1,22335", "01,1", "1,+1", "-1,1", "1, 1", "1,1,", "11",
                           ",1", "1,", "", "99999999999999999999,1"})
    EXPECT_THROW(live->play(name), InputError) << "'" << name << "'";
  live->play("22334,1");
  EXPECT_EQ(live->move_history().back(), "22334,1");
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
  // Othello's GGF record is one line: an illegal move (a1 at the start) is reported on it, as
  // the GGF reader reports its own faults.
  try {
    find_game("othello")->read_record(
        {}, "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[a1];)\n");
    ADD_FAILURE() << "an illegal move was read";
  } catch (const InputError& error) {
    EXPECT_EQ(error.line(), 1u);
  }
}

std::string example_file(const std::string& name) {
  std::ifstream in(std::string(GRIDGAMES_EXAMPLES) + "/" + name, std::ios::binary);
  EXPECT_TRUE(in) << name;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// What the entry's referee writes for `text` under its default limits (and no memory budget).
std::string judged(const GameEntry& game, const std::string& text) {
  LineReader reader = LineReader::from_string(text);
  std::ostringstream out;
  game.judge(reader, out, game.judge_defaults);
  return out.str();
}

// Every entry's referee answers its example (examples/NAME.txt) with the golden verdicts
// (examples/NAME.expected, which tests/cli also checks through `gridgames judge`).
TEST(RegistryConformance, EveryRefereeAnswersItsExample) {
  for (const GameEntry& game : registered_games()) {
    SCOPED_TRACE(game.name);
    ASSERT_TRUE(game.judge) << game.name << " has no referee";
    EXPECT_FALSE(game.judge_format.empty());
    EXPECT_EQ(game.judge_format.find('\n'), std::string::npos) << "the format is one line";
    EXPECT_EQ(judged(game, example_file(game.name + ".txt")), example_file(game.name + ".expected"));
  }
}

// A malformed line in the example (its second line, a field no format has) is an InputError
// naming that line, with nothing printed for the game it breaks (every example's first game
// spans more than two lines).
TEST(RegistryConformance, EveryRefereeNamesTheMalformedLine) {
  for (const GameEntry& game : registered_games()) {
    SCOPED_TRACE(game.name);
    std::string text = example_file(game.name + ".txt");
    std::size_t first = text.find('\n'), second = text.find('\n', first + 1);
    ASSERT_NE(second, std::string::npos);
    std::string broken = text.substr(0, first + 1) + "@ not a field\n" + text.substr(second + 1);
    LineReader reader = LineReader::from_string(broken);
    std::ostringstream out;
    try {
      game.judge(reader, out, game.judge_defaults);
      ADD_FAILURE() << "the malformed line was accepted";
    } catch (const InputError& error) {
      EXPECT_EQ(error.line(), 2u) << error.what();
      EXPECT_FALSE(std::string(error.what()).empty());
    }
    EXPECT_EQ(out.str(), "");
  }
}

// The limits an entry lets the user set reach its referee: Mine's, at one state, cannot search a
// 60 x 60 board with 22% mines (blank regions linked by shared numbers) and says so rather than
// guess; under the default limits it answers.
TEST(RegistryConformance, RefereeLimitsReachTheReferee) {
  for (const GameEntry& game : registered_games()) {
    for (const JudgeLimit& limit : game.judge_limits) {
      EXPECT_TRUE(limit.flag.starts_with("--")) << game.name << " " << limit.flag;
      EXPECT_FALSE(limit.description.empty()) << game.name << " " << limit.flag;
    }
  }
  const GameEntry& mine = *find_game("mine");
  ASSERT_EQ(mine.judge_limits.size(), 2u);
  EXPECT_EQ(mine.judge_limits[0].flag, "--budget");
  EXPECT_EQ(mine.judge_limits[1].flag, "--seconds");
  EXPECT_EQ(mine.judge_defaults.seconds, 10.0);
  std::mt19937 rng(5);
  std::string mines;
  int count = 0;
  for (int cell = 0; cell < 60 * 60; ++cell)
    if (rng() % 100 < 22u) {
      mines += std::to_string(cell / 60) + " " + std::to_string(cell % 60) + "\n";
      ++count;
    }
  std::string input = "1\n60 60 " + std::to_string(count) + "\n" + mines;
  EXPECT_EQ(judged(mine, input).rfind("Case #1: ", 0), 0u);
  SearchBudget tiny = mine.judge_defaults;
  tiny.nodes = 1;
  LineReader reader = LineReader::from_string(input);
  std::ostringstream out;
  EXPECT_THROW(mine.judge(reader, out, tiny), BeyondLimits);
  EXPECT_EQ(out.str(), "");
}

}  // namespace
}  // namespace gg::test
