// Gomoku for the JSON API: the board (rows top first; moves named as h8, the row counted from
// the bottom), the engine's move through gomoku::Match, and the analysis: renju forbidden
// points, a VCF/VCT line (solve_threats) and every move's value (analyze_moves), all through
// gomoku/face.h.
#include <algorithm>
#include <cctype>

#include "core/memory_budget.h"
#include "frontends/http/views.h"
#include "gomoku/face.h"

namespace gg::http {

namespace {

using gomoku::Point;

constexpr int kDefaultDepth = 12;  // the engine's main search depth cap when none is asked
constexpr int kMaxDepth = 40;
constexpr int kDefaultAnalysisDepth = 4;  // analyze_moves's reply depth (its own default)
constexpr int kMaxAnalysisDepth = 10;

const gomoku::State& game(const AnyState& state) { return typed<gomoku::State>(state); }

Json labels(const gomoku::Board& board, const std::vector<Point>& points) {
  Json list = Json::array();
  for (Point p : points) list.push_back(gomoku::point_label(board, p));
  return list;
}

// A table of the engine's own default size when the call's share allows it: larger tables
// only cost the time to clear them in calls this short.
std::size_t table_bytes(std::size_t share, std::size_t fallback) {
  return std::max<std::size_t>(std::min(share, fallback), kMebibyte);
}


int strength_within(const EngineCall& call, int fallback, int high) {
  int value = call.strength.value_or(fallback);
  if (value < 1 || value > high)
    throw InputError(0, "strength: the search depth, 1.." + std::to_string(high) + " for gomoku");
  return value;
}

class GomokuView final : public GameView {
 public:
  void check_options(const OptionValues&, std::int64_t) const override {}  // the registry's 5..22
  void check_state(const AnyState&, std::int64_t) const override {}

  void describe(const AnyState& state, Json& out) const override {
    const gomoku::Board& board = game(state).board();
    int n = board.size();
    Json rows = Json::array();
    for (int y = 0; y < n; ++y) {
      std::string row;
      for (int x = 0; x < n; ++x) {
        gomoku::Stone s = board.at(x, y);
        row += s == gomoku::kBlack ? 'X' : s == gomoku::kWhite ? 'O' : '.';
      }
      rows.push_back(row);
    }
    out["rows"] = n;
    out["cols"] = n;
    out["board"] = rows;
    out["legend"] = "X black, O white, . empty; row 0 is the top row (the highest number)";
    out["players"] = {"black", "white"};
    std::size_t stones = game(state).history().size();
    out["score"] = {{"black", (stones + 1) / 2}, {"white", stones / 2}};
    out["rule"] = gomoku::rule_name(game(state).rule());
    // Under renju, the points black may not take, so that a page can mark them.
    if (game(state).rule() == gomoku::Rule::kRenju) out["forbidden"] = forbidden_json(state);
    if (game(state).ending() == gomoku::Ending::kForbidden)
      out["ending"] = std::string("forbidden ") + gomoku::forbidden_name(game(state).forbidden_shape());
    else if (game(state).ending() == gomoku::Ending::kFive)
      out["ending"] = "five";
    else if (game(state).ending() == gomoku::Ending::kFullBoard)
      out["ending"] = "full board";
  }

  std::optional<Cell> cell_of(const AnyState& state, std::string_view move) const override {
    int n = game(state).board().size();
    if (move.size() < 2 || move.size() > 3) return std::nullopt;
    int x = std::tolower(static_cast<unsigned char>(move[0])) - 'a';
    int number = 0;
    for (char ch : move.substr(1)) {
      if (ch < '0' || ch > '9') return std::nullopt;
      number = number * 10 + (ch - '0');
    }
    int y = n - number;
    if (x < 0 || x >= n || y < 0 || y >= n) return std::nullopt;
    return Cell{y, x};
  }

  // Black's renju forbidden points with their kind (none once the game is over).
  Json forbidden_json(const AnyState& state) const {
    const gomoku::Board& board = game(state).board();
    Json forbidden = Json::array();
    if (state.is_terminal()) return forbidden;
    for (const gomoku::ForbiddenPoint& f : gomoku::forbidden_points(board)) {
      Json entry = move_json(*this, state, gomoku::point_label(board, f.point));
      entry["kind"] = gomoku::forbidden_name(f.kind);
      forbidden.push_back(entry);
    }
    return forbidden;
  }

  EngineMove engine_move(const AnyState& state, const EngineCall& call) const override {
    const gomoku::State& g = game(state);
    gomoku::Match match({g.board().size(), g.rule()}, table_bytes(call.table_bytes, gomoku::Engine::kDefaultTableBytes));
    for (Point p : g.history()) match.play(p);
    gomoku::ThinkLimits limits;
    limits.turn_ms = std::max<std::int64_t>(1, std::int64_t(call.seconds * 1000));
    limits.max_depth = strength_within(call, kDefaultDepth, kMaxDepth);
    limits.stop = call.stop;
    gomoku::ThinkInfo info = match.choose_move(limits);
    std::vector<Point> legal = match.legal_moves();
    // The engine always names a move on a board with room; a stop at the very start is the
    // only way to get none, and then any empty point will do.
    Point move = std::find(legal.begin(), legal.end(), info.move) != legal.end() ? info.move : legal.front();
    return {gomoku::point_label(g.board(), move),
            {{"reason", info.reason}, {"depth", info.depth}, {"score", info.score}, {"nodes", info.nodes},
             {"pv", labels(g.board(), info.pv)}, {"critical", info.critical}}};
  }

  Json analyze(const AnyState& state, const EngineCall& call) const override {
    const gomoku::State& g = game(state);
    const gomoku::Board& board = g.board();
    Json out = {{"game_over", state.is_terminal()}, {"rule", gomoku::rule_name(g.rule())}};
    // Black's forbidden points matter under renju only; they are shown whoever is to move, as
    // the points black may not take.
    out["forbidden"] = g.rule() == gomoku::Rule::kRenju ? forbidden_json(state) : Json::array();
    if (state.is_terminal()) {
      out["moves"] = Json::array();
      return out;
    }
    int depth = strength_within(call, kDefaultAnalysisDepth, kMaxAnalysisDepth);
    // The time cap is shared: a third for the threat search, the rest for the moves' values.
    gomoku::ThreatSearch search;
    search.budget = {0, call.seconds / 3, table_bytes(call.table_bytes / 2, gomoku::ThreatSolver::kDefaultTableBytes)};
    gomoku::ThreatSolution threats = gomoku::solve_threats(board, g.rule(), search);
    const gomoku::SolveResult& t = threats.result;
    out["threats"] = {{"attacker", gomoku::stone_name(threats.attacker)},
                      {"win", t.win},
                      {"kind", t.win ? (t.kind == gomoku::ThreatKind::kVcf ? "VCF" : "VCT") : ""},
                      {"line", labels(board, t.line)},
                      {"nodes", t.nodes},
                      {"stopped", stop_reason_name(threats.stopped)},
                      {"vcf_depth", t.vcf_depth},
                      {"vct_depth", t.vct_depth},
                      {"no_vct", threats.deep.proven_none}};
    gomoku::AnalysisLimits limits;
    limits.depth = depth;
    limits.seconds = std::max(0.001, call.seconds * 2 / 3);
    limits.table_bytes = table_bytes(call.table_bytes / 2, gomoku::AnalysisLimits{}.table_bytes);
    limits.stop = call.stop;
    gomoku::MoveAnalysis analysis = gomoku::analyze_moves(board, g.rule(), g.to_move(), limits);
    Json moves = Json::array();
    for (const gomoku::MoveValue& v : analysis.moves) {
      Json entry = move_json(*this, state, gomoku::point_label(board, v.move));
      entry["score"] = v.score;
      entry["proven"] = gomoku::is_proven(v.score);
      entry["depth"] = v.depth;
      entry["forbidden"] = v.forbidden;
      moves.push_back(entry);
    }
    out["moves"] = moves;
    out["nodes"] = analysis.nodes;
    // A time stop leaves the moves not reached out of "moves".
    out["stopped"] = stop_reason_name(analysis.stopped);
    return out;
  }

  // Every reply depth up to the one asked.
  std::vector<std::optional<int>> analysis_strengths(std::optional<int> strength) const override {
    EngineCall asked;
    asked.strength = strength;
    int depth = strength_within(asked, kDefaultAnalysisDepth, kMaxAnalysisDepth);
    std::vector<std::optional<int>> depths;
    for (int d = 1; d <= depth; ++d) depths.push_back(d);
    return depths;
  }
};

}  // namespace

const GameView& gomoku_view() {
  static const GomokuView view;
  return view;
}

}  // namespace gg::http
