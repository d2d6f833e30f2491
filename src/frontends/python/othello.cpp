// gridgames.othello: perft, exact solving, analysis and move choice over othello/face.h.
// Positions are OBF text: 64 squares a1..h8 (X black, O white, - empty), then the side to move.
#include <pybind11/stl.h>

#include <ctime>

#include "core/memory_budget.h"
#include "core/progress.h"
#include "frontends/python/common.h"
#include "othello/face.h"

namespace gg::python {

namespace {

using othello::Board;

// The command line's reading of a position argument (`--position`): an OBF board, named in
// messages by the text itself.
Board read_board(const std::string& text) {
  Board board;
  std::string error;
  if (!othello::parse_board_text(text, board, &error))
    raise_input_error(InputError(0, "not an OBF position: " + error), text);
  return board;
}

py::list square_names(const std::vector<int>& moves) {
  py::list names;
  for (int move : moves) names.append(othello::square_name(move));
  return names;
}

std::size_t table_mb_within_budget(std::size_t wanted) {
  return std::max<std::size_t>(1, std::min<std::size_t>(wanted, memory_budget() / kMebibyte));
}

py::dict solve_result(const othello::SolveResult& r, double cpu) {
  return py::dict(py::arg("score") = r.score, py::arg("move") = othello::square_name(r.move),
                  py::arg("pv") = square_names(r.pv), py::arg("nodes") = r.nodes,
                  py::arg("seconds") = r.seconds, py::arg("cpu_seconds") = cpu);
}

// Solves one board; raises Interrupted (partial: `done`) when Ctrl-C stops it.
py::dict solve_board(const Board& board, int threads, std::size_t table_mb, py::object done, int alpha = -64,
                     int beta = 64) {
  if (threads < 1 || threads > 256) raise_value_error("threads: between 1 and 256, got " + std::to_string(threads));
  if (alpha < -64 || beta > 64 || alpha >= beta)
    raise_value_error("window: -64 <= alpha < beta <= 64, got (" + std::to_string(alpha) + ", " + std::to_string(beta) + ")");
  othello::SolveOptions options;
  options.threads = threads;
  options.alpha = alpha;
  options.beta = beta;
  options.table_megabytes = table_mb_within_budget(
      table_mb ? table_mb : othello::default_table_megabytes(board.position.empty_count()));
  othello::SolveResult result;
  double cpu = 0;
  bool stopped = run_interruptible([&] {
    std::clock_t start = std::clock();
    result = othello::solve(board.position, options);
    cpu = double(std::clock() - start) / CLOCKS_PER_SEC;
  });
  if (stopped || !result.complete) raise_interrupted("othello solve: interrupted", done);
  return solve_result(result, cpu);
}

py::dict search_result(const Board& board, const othello::SearchResult& r) {
  py::list moves;
  for (const othello::MoveScore& ms : r.moves)
    moves.append(py::dict(py::arg("move") = othello::square_name(ms.move),
                          py::arg("score") = double(ms.score) / othello::kDisc,
                          py::arg("value") = othello::format_value(ms.score, r.exact)));
  return py::dict(py::arg("move") = othello::square_name(r.move), py::arg("score") = double(r.score) / othello::kDisc,
                  py::arg("value") = othello::format_value(r.score, r.exact || r.move == othello::kNoMove),
                  py::arg("depth") = r.depth, py::arg("exact") = r.exact, py::arg("stopped") = r.stopped,
                  py::arg("nodes") = r.nodes, py::arg("seconds") = r.seconds, py::arg("pv") = square_names(r.pv),
                  py::arg("moves") = moves, py::arg("text") = othello::format_analysis(board, r, true));
}

// The engine's analysis (`analyze`: every move) or choice (`think`) at a depth, time or nodes.
py::dict engine_search(const std::string& position, bool every_move, int depth, double seconds,
                       std::uint64_t nodes, std::optional<int> exact) {
  Board board = read_board(position);
  if (depth < 1 || depth > 60) raise_value_error("depth: between 1 and 60, got " + std::to_string(depth));
  if (seconds < 0) raise_value_error("seconds: must not be negative");
  if (exact && (*exact < 0 || *exact > 60)) raise_value_error("exact: between 0 and 60");
  othello::Engine engine(table_mb_within_budget(othello::Engine::kDefaultTableMegabytes));
  engine.set_depth(depth);
  engine.limits().budget.seconds = seconds;
  engine.limits().budget.nodes = nodes;
  if (exact) engine.limits().exact_empties = *exact;
  engine.new_game(board);
  othello::SearchResult result;
  bool stopped = run_interruptible([&] { result = every_move ? engine.analyze() : engine.think(); });
  py::dict out = search_result(board, result);
  if (stopped) raise_interrupted("othello search: interrupted", out);
  return out;
}

}  // namespace

void bind_othello(py::module_& m) {
  py::module_ o = m.def_submodule("othello", "Othello: perft, exact endgame solving, analysis, move choice.");

  o.def("perft", [](int depth, const std::optional<std::string>& position) {
    if (depth < 1 || depth > 60) raise_value_error("depth: between 1 and 60, got " + std::to_string(depth));
    Board board{othello::Position::start(), othello::kBlack};
    if (position) board = read_board(*position);
    std::vector<std::uint64_t> leaves;
    bool stopped = run_interruptible([&] {
      for (int d = 1; d <= depth && !interrupted(); ++d) {
        std::uint64_t count = othello::perft(board.position, d);
        if (!interrupted()) leaves.push_back(count);
      }
    });
    if (stopped) raise_interrupted("othello perft: interrupted", py::dict(py::arg("leaves") = leaves));
    return py::dict(py::arg("leaves") = leaves);
  }, py::arg("depth"), py::arg("position") = py::none(),
        "Leaves of the game tree at depths 1..depth (as `gridgames othello perft`): {'leaves': "
        "[depth 1, depth 2, ...]}; from the start or an OBF position.");

  o.def("solve", [](const std::string& position, int threads, std::size_t table_mb, int alpha, int beta) {
    return solve_board(read_board(position), threads, table_mb, py::none(), alpha, beta);
  }, py::arg("position"), py::kw_only(), py::arg("threads") = 1, py::arg("table_mb") = 0, py::arg("alpha") = -64,
        py::arg("beta") = 64,
        "Exact endgame solution of an OBF position: {'score' (final disc difference for the side "
        "to move, empties to the winner), 'move', 'pv', 'nodes', 'seconds', 'cpu_seconds'}, as "
        "`gridgames othello solve --json`. With a window (alpha, beta) narrower than (-64, 64) "
        "the score is only placed against it: exact strictly inside, an upper bound at or below "
        "alpha, a lower bound at or above beta; no move or line ('--', []).");

  o.def("solve_file", [](const std::optional<std::string>& text, const std::optional<std::string>& path,
                         int threads, std::size_t table_mb) {
    Input input = open_input(text, path);
    std::vector<othello::ObfEntry> entries = translating(input.source, [&] { return othello::read_obf(input.reader); });
    if (entries.empty())
      raise_input_error(InputError(0, "no position to solve (an OBF line: 64 squares, then X or O)"), input.source);
    py::list results;
    for (const othello::ObfEntry& entry : entries) {
      py::dict result = solve_board(entry.board, threads, table_mb, results);
      result["line"] = entry.line;
      result["comment"] = entry.comment;
      results.append(result);
    }
    return results;
  }, py::arg("text") = py::none(), py::kw_only(), py::arg("path") = py::none(), py::arg("threads") = 1,
        py::arg("table_mb") = 0,
        "Every position of an OBF file solved: a list of solve() results with 'line' and 'comment'.");

  o.def("read_obf", [](const std::optional<std::string>& text, const std::optional<std::string>& path) {
    Input input = open_input(text, path);
    std::vector<othello::ObfEntry> entries = translating(input.source, [&] { return othello::read_obf(input.reader); });
    py::list list;
    for (const othello::ObfEntry& entry : entries)
      list.append(py::dict(py::arg("position") = othello::board_text(entry.board), py::arg("comment") = entry.comment,
                           py::arg("line") = entry.line));
    return list;
  }, py::arg("text") = py::none(), py::kw_only(), py::arg("path") = py::none(),
        "The positions of an OBF file: [{'position', 'comment', 'line'}].");

  o.def("analyze", [](const std::string& position, int depth, double seconds, std::uint64_t nodes, std::optional<int> exact) {
    return engine_search(position, true, depth, seconds, nodes, exact);
  }, py::arg("position"), py::kw_only(), py::arg("depth") = 10, py::arg("seconds") = 0.0, py::arg("nodes") = 0,
        py::arg("exact") = py::none(),
        "Every legal move valued, best first, as `gridgames othello analyze`: {'move', 'score' "
        "(discs), 'value' (the command line's text), 'depth', 'exact', 'stopped', 'nodes', "
        "'seconds', 'pv', 'moves': [{'move', 'score', 'value'}], 'text' (the command line's "
        "analysis)}.");
  o.def("choose_move", [](const std::string& position, int depth, double seconds, std::uint64_t nodes, std::optional<int> exact) {
    return engine_search(position, false, depth, seconds, nodes, exact);
  }, py::arg("position"), py::kw_only(), py::arg("depth") = 10, py::arg("seconds") = 0.0, py::arg("nodes") = 0,
        py::arg("exact") = py::none(), "The engine's move at a depth, time or node limit (same keys as analyze).");

  o.def("children", [](const std::string& position) {
    Board board = read_board(position);
    py::list list;
    othello::State state(board);
    for (int move : state.legal_moves()) {
      othello::State child = state;
      child.play(move);
      list.append(py::make_tuple(othello::square_name(move), othello::board_text(child.board())));
    }
    return list;
  }, py::arg("position"),
        "The position after each legal move: [(move, OBF position)]; a forced pass is the move "
        "'pass'; empty when the game is over.");
  o.def("final_score", [](const std::string& position) {
    Board board = read_board(position);
    return board.position.score();
  }, py::arg("position"), "The final disc difference for the side to move (empties to the winner).");
}

}  // namespace gg::python
