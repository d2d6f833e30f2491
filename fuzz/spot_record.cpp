// Fuzzes the Spot game-record reader (spot/game_record.h) and what reads its games: the solver
// and the analysis (spot/solver.h).
// Invariants: errors are InputErrors naming a line of the input (or the one after it); a game
// read survives the round trip write_game_record -> read_game_record unchanged; its solution has
// a value in -1..1 and a line that replays without a repeat until the end it claims; the analysis
// lists N * N moves on small boards and marks as repeats exactly the moves the state says repeat.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/errors.h"
#include "core/line_reader.h"
#include "spot/game_record.h"
#include "spot/solver.h"
#include "spot/state.h"
#include "support/check.h"

using gg::fuzz::check;
using namespace gg::spot;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::size_t lines = gg::fuzz::count_lines(text);
  gg::LineReader reader = gg::LineReader::from_string(text);
  GameRecord game;
  try {
    game = read_game_record(reader);
  } catch (const gg::InputError& error) {
    check(error.line() >= 1 && error.line() <= lines + 1, "error at line " + std::to_string(error.line()));
    return 0;
  }
  std::string written = write_game_record(game);
  gg::LineReader again = gg::LineReader::from_string(written);
  GameRecord reread = read_game_record(again);
  check(reread.n == game.n && reread.moves == game.moves, "round trip changed the game: " + written);

  // Solving and analysing stay cheap on the boards the search handles, with a node limit.
  if (game.n > 64) return 0;
  SolveOptions options;
  options.max_nodes = 20000;
  options.memo_bytes = 1 << 20;
  SolveResult result = solve(game, options);
  if (result.solved) {
    check(result.value >= -1 && result.value <= 1, "value out of range");
    State state(game.n);
    for (Cell cell : game.moves) state.play(cell);
    for (std::size_t i = 0; i < result.line.size(); ++i) {
      check(!state.is_terminal(), "the line goes on after the end of the game");
      state.play(result.line[i]);
      check(!state.repeat() || i + 1 == result.line.size(), "the line repeats before its end");
    }
  }
  if (game.n <= 8) {
    Analysis analysis = analyze(game, options);
    if (!analysis.game_over) {
      check(analysis.moves.size() == static_cast<std::size_t>(game.n * game.n), "not every move listed");
      State state(game.n);
      for (Cell cell : game.moves) state.play(cell);
      for (const MoveValue& move : analysis.moves) {
        state.play(move.cell);
        check(move.repeat.has_value() == state.repeat().has_value(), "repeat marking differs from the state");
        state.undo();
      }
    }
  }
  return 0;
}
