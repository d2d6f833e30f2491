// gridgames.mine: exact analysis (value, winner, winning clicks) and the engine's click, over
// mine/face.h. Boards: the referee format ('N M K' and K lines 'X Y') or a drawn grid, as
// `gridgames mine analyze` reads them, or random boards.
#include <pybind11/stl.h>

#include "core/memory_budget.h"
#include "frontends/python/common.h"
#include "mine/face.h"

namespace gg::python {

namespace {

struct BoardArgs {
  std::optional<std::string> text, path;
  std::optional<std::tuple<int, int, std::int64_t>> random;
  std::uint64_t seed = 1;
  std::vector<std::pair<int, int>> clicks;
};

mine::Board board_of(const BoardArgs& args, std::string* source) {
  mine::Board board;
  if (args.random) {
    if (args.text || args.path) raise_value_error("give a board as text, path or random, not several");
    auto [n, m, k] = *args.random;
    if (n < 1 || n > 1000 || m < 1 || m > 1000) raise_value_error("random: N and M must be between 1 and 1000");
    if (k < 0 || k > std::int64_t(n) * m) raise_value_error("random: K must be between 0 and N*M");
    board = mine::random_board(n, m, k, args.seed);
    *source = "random";
  } else {
    Input input = open_input(args.text, args.path);
    *source = input.source;
    board = translating(input.source, [&] { return mine::read_board(input.reader); });
  }
  if (args.clicks.empty()) return board;
  mine::GameState state(board);
  for (auto [r, c] : args.clicks) {
    std::string name = std::to_string(r) + "," + std::to_string(c);
    if (r < 0 || r >= board.rows || c < 0 || c >= board.cols) raise_value_error("click " + name + " is off the board");
    int cell = board.index(r, c);
    if (board.mine[cell]) raise_value_error("click " + name + " is a mine");
    if (state.board().is_revealed(cell)) raise_value_error("click " + name + " is already revealed");
    state.play(cell);
  }
  return state.board();
}

mine::Budget budget_of(std::uint64_t states, double seconds) {
  if (seconds < 0) raise_value_error("seconds: must not be negative");
  return mine::solver_budget({states, seconds, memory_budget()});
}

py::tuple cell(const mine::Board& board, int index) { return py::make_tuple(index / board.cols, index % board.cols); }

py::dict analysis_dict(const mine::Board& board, const mine::Analysis& a) {
  std::int64_t mines = 0;
  for (auto mine : board.mine) mines += mine;
  py::list parts;
  for (const mine::Part& part : a.evaluation.parts)
    parts.append(py::dict(py::arg("first_cell") = cell(board, a.layout.region_first_cell(part.regions[0])),
                          py::arg("regions") = part.regions.size(), py::arg("groups") = part.graph.edges.size(),
                          py::arg("value") = part.solved ? py::object(py::int_(part.value)) : py::none()));
  py::list winning;
  for (const mine::ClickClass& c : a.winning) {
    py::list cells;
    for (int index : c.cells) cells.append(cell(board, index));
    winning.append(py::dict(py::arg("kind") = mine::click_kind_name(c.kind), py::arg("cells") = cells));
  }
  const bool value_known = !a.evaluation.interrupted;
  py::object winner = py::none();
  if (value_known) winner = py::str(a.evaluation.total != 0 ? "player to move" : "other player");
  return py::dict(py::arg("rows") = board.rows, py::arg("cols") = board.cols, py::arg("mines") = mines,
                  py::arg("hidden_safe") = a.hidden_safe,
                  py::arg("value") = value_known ? py::object(py::int_(a.evaluation.total)) : py::none(),
                  py::arg("winner") = winner, py::arg("lone_numbers") = a.position.lone_numbers(),
                  py::arg("lone_value") = a.evaluation.lone_value,
                  py::arg("closed_form_regions") = a.evaluation.closed_form_regions,
                  py::arg("closed_form_value") = a.closed_form_value, py::arg("parts") = parts,
                  py::arg("winning") = winning, py::arg("click_classes") = a.click_classes,
                  py::arg("click_classes_examined") = a.click_classes_examined,
                  py::arg("interrupted") = a.interrupted, py::arg("interruption") = a.interruption);
}

}  // namespace

void bind_mine(py::module_& m) {
  py::module_ mi = m.def_submodule("mine", "Two-player Minesweeper: exact analysis and winning clicks.");

  mi.def("analyze", [](const std::optional<std::string>& text, const std::optional<std::string>& path,
                       std::optional<std::tuple<int, int, std::int64_t>> random, std::uint64_t seed,
                       std::vector<std::pair<int, int>> clicks, std::uint64_t states, double seconds) {
    std::string source;
    mine::Board board = board_of({text, path, random, seed, clicks}, &source);
    mine::Solver solver(budget_of(states, seconds));
    mine::Analysis analysis;
    bool stopped = run_reading(source, [&] { analysis = mine::analyze(board, solver); });
    py::dict out = analysis_dict(board, analysis);
    if (stopped || analysis.interrupted) raise_interrupted("mine analyze: interrupted (" + analysis.interruption + ")", out);
    return out;
  }, py::arg("text") = py::none(), py::kw_only(), py::arg("path") = py::none(), py::arg("random") = py::none(),
        py::arg("seed") = 1, py::arg("clicks") = std::vector<std::pair<int, int>>{}, py::arg("states") = 0,
        py::arg("seconds") = 10.0,
        "Exact analysis, as `gridgames mine analyze`: {'value', 'winner' ('player to move' or "
        "'other player'), 'hidden_safe', 'parts': [{'first_cell', 'regions', 'groups', 'value'}], "
        "'winning': [{'kind', 'cells': [(row, col)]}], ...}. A board as text, path= or random=(N, "
        "M, K) with seed=; clicks=[(row, col)] played first. A part beyond the budget (states per "
        "part, 0: 2,000,000; seconds of processor time per part) raises BeyondLimits.");

  mi.def("winning_click", [](const std::optional<std::string>& text, const std::optional<std::string>& path,
                             std::optional<std::tuple<int, int, std::int64_t>> random, std::uint64_t seed,
                             std::vector<std::pair<int, int>> clicks, std::uint64_t states, double seconds) {
    std::string source;
    mine::Board board = board_of({text, path, random, seed, clicks}, &source);
    mine::Solver solver(budget_of(states, seconds));
    mine::ClickChoice choice;
    bool stopped = run_reading(source, [&] { choice = mine::choose_click(board, solver); });
    const char* why = "";
    switch (choice.why) {
      case mine::ClickChoice::Why::kWinning: why = "winning"; break;
      case mine::ClickChoice::Why::kNoWinningClick: why = "no winning click"; break;
      case mine::ClickChoice::Why::kBeyondBudget: why = "beyond budget"; break;
      case mine::ClickChoice::Why::kInterrupted: why = "interrupted"; break;
    }
    py::dict out(py::arg("cell") = choice.cell >= 0 ? py::object(cell(board, choice.cell)) : py::none(),
                 py::arg("why") = why, py::arg("beyond") = choice.beyond);
    if (stopped || choice.why == mine::ClickChoice::Why::kInterrupted) raise_interrupted("mine winning_click: interrupted", out);
    if (choice.why == mine::ClickChoice::Why::kBeyondBudget) throw BeyondLimits(choice.beyond);
    return out;
  }, py::arg("text") = py::none(), py::kw_only(), py::arg("path") = py::none(), py::arg("random") = py::none(),
        py::arg("seed") = 1, py::arg("clicks") = std::vector<std::pair<int, int>>{}, py::arg("states") = 0,
        py::arg("seconds") = 10.0,
        "A winning click for the player to move: {'cell': (row, col) or None, 'why': 'winning' or "
        "'no winning click'}. Same board arguments as analyze.");
}

}  // namespace gg::python
