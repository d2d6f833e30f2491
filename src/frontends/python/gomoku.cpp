// gridgames.gomoku: renju forbidden points, record checking, the threat solver and the engine's
// move, over gomoku/face.h. Positions are drawn boards (rows top first, X black, O white, .
// empty); records are in any of the three shapes gomoku/record.h reads.
#include <pybind11/stl.h>

#include "core/memory_budget.h"
#include "frontends/python/common.h"
#include "gomoku/face.h"

namespace gg::python {

namespace {

using gomoku::Board;
using gomoku::Point;

gomoku::Rule rule_of(const std::string& name) {
  auto rule = gomoku::parse_rule(name);
  if (!rule) raise_value_error("rule: freestyle, standard or renju, got '" + name + "'");
  return *rule;
}

py::dict point(const Board& board, Point p) {
  return py::dict(py::arg("x") = gomoku::x_of(p), py::arg("y") = gomoku::y_of(p),
                  py::arg("label") = gomoku::point_label(board, p));
}

py::list labels(const Board& board, const std::vector<Point>& points) {
  py::list list;
  for (Point p : points) list.append(gomoku::point_label(board, p));
  return list;
}


const char* ending_name(gomoku::Ending e) {
  switch (e) {
    case gomoku::Ending::kFive: return "five";
    case gomoku::Ending::kForbidden: return "forbidden";
    case gomoku::Ending::kFullBoard: return "full board";
    case gomoku::Ending::kNone: break;
  }
  return "none";
}

std::size_t table_bytes(std::size_t wanted) {
  return std::size_t(std::max<std::uint64_t>(kMebibyte, std::min<std::uint64_t>(wanted, memory_budget())));
}

}  // namespace

void bind_gomoku(py::module_& m) {
  py::module_ g = m.def_submodule("gomoku", "Gomoku: forbidden points, record checks, threat solver, move choice.");

  g.def("forbidden", [](const std::optional<std::string>& text, const std::optional<std::string>& path) {
    Input input = open_input(text, path);
    Board board = translating(input.source, [&] { return gomoku::read_position(input.reader); });
    py::list list;
    for (const auto& f : gomoku::forbidden_points(board)) {
      py::dict entry = point(board, f.point);
      entry["kind"] = gomoku::forbidden_name(f.kind);
      list.append(entry);
    }
    return py::dict(py::arg("forbidden") = list);
  }, py::arg("text") = py::none(), py::kw_only(), py::arg("path") = py::none(),
        "Black's renju forbidden points of a drawn position, row by row: {'forbidden': [{'x', 'y' "
        "(from the top), 'label', 'kind'}]}, as `gridgames gomoku forbidden --json` (plus labels).");

  g.def("check", [](const std::optional<std::string>& text, const std::optional<std::string>& path,
                    const std::string& rule_name, int size) {
    gomoku::Rule rule = rule_of(rule_name);
    if (size < 5 || size > 22) raise_value_error("size: between 5 and 22, got " + std::to_string(size));
    Input input = open_input(text, path);
    return translating(input.source, [&] {
      gomoku::Record record = gomoku::read_record(input.reader, size);
      if (record.empty_input) throw InputError(0, "empty input: no record to check (an empty game is the line '0')");
      gomoku::Verdict v = gomoku::adjudicate(record, rule);
      Board board(v.size);
      py::dict out(py::arg("rule") = gomoku::rule_name(v.rule), py::arg("size") = v.size,
                   py::arg("moves") = v.moves, py::arg("ending") = ending_name(v.ending),
                   py::arg("winner") = gomoku::stone_name(v.winner), py::arg("deciding_move") = v.deciding_move,
                   py::arg("forbidden") = v.forbidden == gomoku::Forbidden::kNone ? std::string()
                                                                                   : gomoku::forbidden_name(v.forbidden),
                   py::arg("winning_line") = labels(board, v.winning_line),
                   py::arg("text") = gomoku::describe_verdict(v));
      out["deciding_point"] = v.deciding_point == gomoku::kNoPoint ? py::none() : py::object(point(board, v.deciding_point));
      return out;
    });
  }, py::arg("text") = py::none(), py::kw_only(), py::arg("path") = py::none(), py::arg("rule") = "freestyle",
        py::arg("size") = 15,
        "Adjudicates a record (referee format, Piskvork PSQ or 'h8 i9 ...') under a rule: {'rule', "
        "'size', 'moves', 'ending', 'winner', 'deciding_move', 'deciding_point', 'forbidden', "
        "'winning_line', 'text' (the command line's `gomoku check` output)}.");

  g.def("solve", [](const std::optional<std::string>& text, const std::optional<std::string>& path,
                    const std::string& rule_name, bool vcf_only, int vcf_depth, int vct_depth,
                    std::uint64_t nodes, double seconds) {
    gomoku::Rule rule = rule_of(rule_name);
    if (vcf_depth < 1 || vcf_depth > 100) raise_value_error("vcf_depth: between 1 and 100");
    if (vct_depth < 1 || vct_depth > 30) raise_value_error("vct_depth: between 1 and 30");
    if (seconds < 0) raise_value_error("seconds: must not be negative");
    Input input = open_input(text, path);
    Board board = translating(input.source, [&] { return gomoku::read_position(input.reader); });
    gomoku::ThreatSearch search;
    search.vcf_only = vcf_only;
    search.max_vcf_depth = vcf_depth;
    search.max_vct_depth = vct_depth;
    search.budget = {nodes, seconds, table_bytes(gomoku::ThreatSolver::kDefaultTableBytes)};
    gomoku::ThreatSolution solution;
    bool stopped = run_reading(input.source, [&] { solution = gomoku::solve_threats(board, rule, search); });
    const gomoku::SolveResult& r = solution.result;
    py::dict out(py::arg("attacker") = gomoku::stone_name(solution.attacker), py::arg("win") = r.win,
                 py::arg("kind") = r.win ? (r.kind == gomoku::ThreatKind::kVcf ? "VCF" : "VCT") : "",
                 py::arg("line") = labels(board, r.line), py::arg("nodes") = r.nodes,
                 py::arg("stopped") = stop_reason_name(solution.stopped),
                 py::arg("vcf_depth") = r.vcf_depth, py::arg("vct_depth") = r.vct_depth,
                 py::arg("no_vct") = solution.deep.proven_none);
    if (stopped || solution.stopped == StopReason::kInterrupted) raise_interrupted("gomoku solve: interrupted", out);
    return out;
  }, py::arg("text") = py::none(), py::kw_only(), py::arg("path") = py::none(), py::arg("rule") = "freestyle",
        py::arg("vcf_only") = false, py::arg("vcf_depth") = 40, py::arg("vct_depth") = 8,
        py::arg("nodes") = 5'000'000, py::arg("seconds") = 0.0,
        "Threat solver for the side to move, as `gridgames gomoku solve`: {'attacker', 'win', "
        "'kind' (VCF or VCT), 'line' (labels), 'nodes', 'stopped' ('' finished, 'node' or 'time': "
        "stopped at that budget, nothing guessed), 'vcf_depth', 'vct_depth' (depths established "
        "without a win), 'no_vct' (the proof-number VCT without a depth limit, which runs after the "
        "depth-limited searches, proved that no VCT exists)}.");

  g.def("choose_move", [](const std::optional<std::string>& text, const std::optional<std::string>& path,
                          const std::string& rule_name, int size, std::int64_t ms, std::uint64_t nodes,
                          int max_depth) {
    gomoku::Rule rule = rule_of(rule_name);
    if (size < 5 || size > 22) raise_value_error("size: between 5 and 22, got " + std::to_string(size));
    Input input = open_input(text, path);
    gomoku::Record record = translating(input.source, [&] { return gomoku::read_record(input.reader, size); });
    gomoku::Match match({record.size, rule}, table_bytes(gomoku::Engine::kDefaultTableBytes));
    for (std::size_t i = 0; i < record.moves.size(); ++i)
      if (!match.play(record.moves[i]))
        raise_input_error(InputError(record.lines[i], match.game_over() ? "a move after the end of the game"
                                                                        : "occupied point"),
                          input.source);
    if (match.game_over()) raise_value_error("choose_move: the game is over");
    gomoku::ThinkLimits limits;
    limits.turn_ms = ms;
    limits.max_nodes = nodes;
    limits.max_depth = max_depth;
    gomoku::ThinkInfo info;
    bool stopped = run_interruptible([&] { info = match.choose_move(limits); });
    py::dict out(py::arg("move") = py::object(point(match.board(), info.move)), py::arg("reason") = info.reason,
                 py::arg("depth") = info.depth, py::arg("score") = info.score, py::arg("nodes") = info.nodes,
                 py::arg("pv") = labels(match.board(), info.pv), py::arg("critical") = info.critical);
    if (stopped) raise_interrupted("gomoku choose_move: interrupted", out);
    return out;
  }, py::arg("text") = py::none(), py::kw_only(), py::arg("path") = py::none(), py::arg("rule") = "freestyle",
        py::arg("size") = 15, py::arg("ms") = 1000, py::arg("nodes") = 0, py::arg("max_depth") = 40,
        "The engine's move after a record's moves (any record shape; '' for the empty board) "
        "within ms milliseconds (and nodes, when not 0): {'move': {'x', 'y', 'label'}, 'reason', "
        "'depth', 'score', 'nodes', 'pv', 'critical'}.");
}

}  // namespace gg::python
