// gridgames.spot: exact values and per-move analysis of Spot positions, over spot/face.h. A
// position is a game record part-way (N, then moves 'r c +|-'), or size=N for the empty board.
// The results carry the keys of `gridgames spot solve|analyze --json` (timing aside).
#include <pybind11/stl.h>

#include "core/memory_budget.h"
#include "frontends/python/common.h"
#include "spot/face.h"

namespace gg::python {

namespace {

struct Position {
  spot::GameRecord game;
  std::string source;
};

Position position_of(const std::optional<std::string>& text, const std::optional<std::string>& path,
                     std::optional<std::int64_t> size) {
  if (size) {
    if (text || path) raise_value_error("give a record or size, not both");
    if (*size < 2 || *size > spot::Board::kMaxSize)
      raise_value_error("size must be between 2 and " + std::to_string(spot::Board::kMaxSize));
    return {spot::GameRecord{*size, {}}, "size"};
  }
  Input input = open_input(text, path);
  return {translating(input.source, [&] { return spot::read_game_record(input.reader); }), input.source};
}

// "r c +" or "r c -": the toggle of `cell` after the first `played` moves of `game`.
std::string toggle_text(const spot::GameRecord& game, std::size_t played, spot::Cell cell) {
  bool spot_there = false;
  for (std::size_t i = 0; i < played; ++i)
    if (game.moves[i] == cell) spot_there = !spot_there;
  return std::to_string(cell.row + 1) + " " + std::to_string(cell.col + 1) + (spot_there ? " -" : " +");
}

const char* method_name(spot::Method method) {
  switch (method) {
    case spot::Method::kGameOver: return "game over";
    case spot::Method::kLemma: return "counting lemma";
    case spot::Method::kSearch: break;
  }
  return "search";
}

spot::SolveOptions options_of(std::uint64_t nodes, bool search_only) {
  return spot::solve_options({nodes, 0, memory_budget()}, !search_only);
}

[[noreturn]] void not_solved(const spot::SolveResult& result, std::uint64_t nodes, py::dict partial, bool was_interrupted) {
  if (was_interrupted)
    raise_interrupted("interrupted after " + std::to_string(result.nodes) + " nodes: no value established", partial);
  throw BeyondLimits("the search stopped at its limit (nodes " + std::to_string(nodes) + ") after " +
                     std::to_string(result.nodes) + " nodes without a value; nothing is guessed");
}

}  // namespace

void bind_spot(py::module_& m) {
  py::module_ s = m.def_submodule("spot", "The Spot Game: exact values and analysis.");

  s.def("solve", [](const std::optional<std::string>& text, const std::optional<std::string>& path,
                    std::optional<std::int64_t> size, std::uint64_t nodes, bool search_only) {
    Position position = position_of(text, path, size);
    spot::SolveResult result;
    bool stopped = run_reading(position.source, [&] { result = spot::solve(position.game, options_of(nodes, search_only)); });
    const spot::GameRecord& game = position.game;
    if (!result.solved) not_solved(result, nodes, py::dict(py::arg("nodes") = result.nodes), stopped);
    py::list line;
    spot::GameRecord extended = game;
    for (spot::Cell cell : result.line) {
      line.append(toggle_text(extended, extended.moves.size(), cell));
      extended.moves.push_back(cell);
    }
    return py::dict(py::arg("size") = game.n, py::arg("moves_played") = game.moves.size(),
                    py::arg("to_move") = game.moves.size() % 2 + 1, py::arg("value") = result.value,
                    py::arg("method") = method_name(result.method),
                    py::arg("move") = result.move ? py::object(line[0]) : py::none(), py::arg("line") = line,
                    py::arg("line_complete") = result.line_complete, py::arg("nodes") = result.nodes,
                    py::arg("memo_entries") = result.memo_entries);
  }, py::arg("text") = py::none(), py::kw_only(), py::arg("path") = py::none(), py::arg("size") = py::none(),
        py::arg("nodes") = 0, py::arg("search_only") = false,
        "The perfect-play value for the player to move (+1, 0, -1), how it was established, a best "
        "move and line, as `gridgames spot solve --json`.");

  s.def("analyze", [](const std::optional<std::string>& text, const std::optional<std::string>& path,
                      std::optional<std::int64_t> size, std::uint64_t nodes, bool search_only) {
    Position position = position_of(text, path, size);
    spot::Analysis analysis;
    bool stopped = run_reading(position.source, [&] { analysis = spot::analyze(position.game, options_of(nodes, search_only)); });
    const spot::GameRecord& game = position.game;
    py::list moves;
    for (const spot::MoveValue& move : analysis.moves) {
      py::dict entry(py::arg("move") = toggle_text(game, game.moves.size(), move.cell),
                     py::arg("value") = move.value ? py::object(py::int_(*move.value)) : py::none());
      if (move.repeat)
        entry["repeats"] = py::dict(py::arg("move") = move.repeat->earlier,
                                    py::arg("quarter_turns") = move.repeat->quarter_turns);
      moves.append(entry);
    }
    py::dict out(py::arg("size") = game.n, py::arg("moves_played") = game.moves.size(),
                 py::arg("to_move") = game.moves.size() % 2 + 1, py::arg("game_over") = analysis.game_over,
                 py::arg("value") = analysis.position.solved ? py::object(py::int_(analysis.position.value)) : py::none(),
                 py::arg("moves") = moves);
    if (!analysis.position.solved) not_solved(analysis.position, nodes, out, stopped);
    return out;
  }, py::arg("text") = py::none(), py::kw_only(), py::arg("path") = py::none(), py::arg("size") = py::none(),
        py::arg("nodes") = 0, py::arg("search_only") = false,
        "Every legal move with its value, as `gridgames spot analyze --json`.");
}

}  // namespace gg::python
