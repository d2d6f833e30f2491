// What the JSON API knows of each game beyond the registry (core/any_game.h): how its board is
// drawn for a page, where a move's name lies on the board, the engine's move and the analysis
// through the game's face (src/<game>/face.h). One view per registered game (views_<game>.cpp);
// the request handler (api.h) does the rest without knowing any game.
#pragma once

#include <atomic>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/any_game.h"

namespace gg::http {

using Json = nlohmann::ordered_json;

// What one engine call may use: the strength asked for, and the server's caps.
struct EngineCall {
  std::optional<int> strength;  // the game's own scale (views say which); none: the view's default
  double seconds = 1;           // wall seconds for the whole call (already capped by the server)
  std::size_t table_bytes = std::size_t(1) << 20;  // this call's share of the memory budget
  const std::atomic<bool>* stop = nullptr;         // set when the server shuts down
};

// A square of the board: row from the top, column from the left, both from 0.
struct Cell {
  int row = -1;
  int col = -1;
};

struct EngineMove {
  std::string move;  // the registry's name of the move chosen, to be played
  Json info;         // what the engine says about it (depth, value, line, ...)
};

class GameView {
 public:
  virtual ~GameView() = default;
  // Refuses options the server does not serve (boards too large to draw or analyse in a
  // request): throws InputError (line 0). `max_cells` bounds rows x cols.
  virtual void check_options(const OptionValues& values, std::int64_t max_cells) const = 0;
  // The same bound for a state read from a record.
  virtual void check_state(const AnyState& state, std::int64_t max_cells) const = 0;
  // Adds "rows", "cols", "board" (one string per row, top first), "legend", "players" and
  // "score" to `out`.
  virtual void describe(const AnyState& state, Json& out) const = 0;
  // Where a move of `state`'s game lies; nullopt for a move off the board (a pass).
  virtual std::optional<Cell> cell_of(const AnyState& state, std::string_view move) const = 0;
  // The engine's move for the side to move of a game not over.
  virtual EngineMove engine_move(const AnyState& state, const EngineCall& call) const = 0;
  // The game's analysis of the position (see docs/api.md for each game's fields).
  virtual Json analyze(const AnyState& state, const EngineCall& call) const = 0;
  // The strengths an analysis job (jobs.h) calls analyze with, in order, to reach `strength`:
  // a rising series where the game's analysis deepens, so that the job has values to show
  // early; throws InputError for a strength out of the game's range. By default one call.
  virtual std::vector<std::optional<int>> analysis_strengths(std::optional<int> strength) const { return {strength}; }
};

// The view of the registered game `name`, or nullptr.
const GameView* find_view(std::string_view name);

const GameView& othello_view();
const GameView& gomoku_view();
const GameView& mine_view();
const GameView& spot_view();

// {"move", "row", "col"} for a move of `state` (row and col -1 off the board).
Json move_json(const GameView& view, const AnyState& state, const std::string& move);

// The typed state behind a registry state; std::logic_error when it is another game's.
template <class G>
const G& typed(const AnyState& state) {
  const G* typed = state.typed_state<G>();
  if (!typed) throw std::logic_error("the registry's state is not the game its view expects");
  return *typed;
}

// "r,c" with both numbers in [0, rows) x [0, cols) after subtracting `base`; nullopt otherwise.
std::optional<Cell> parse_pair(std::string_view text, int base, int rows, int cols);

// An option's value as a whole number within [low, high], else InputError (line 0).
std::int64_t option_number(const std::vector<GameOption>& options, const OptionValues& values,
                           std::string_view name, std::int64_t low, std::int64_t high);

}  // namespace gg::http
