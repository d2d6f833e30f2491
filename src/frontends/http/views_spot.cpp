// The Spot Game for the JSON API: the board of spots, the engine's move (a best move when the
// solver settles the position within its node cap, else one that does not lose at once) and
// the analysis: the moves that lose at once (they repeat an earlier pattern) and every move's
// value where it is found, through spot/face.h.
#include <algorithm>

#include "core/memory_budget.h"
#include "frontends/http/views.h"
#include "registry/registry.h"
#include "spot/face.h"

namespace gg::http {

namespace {

// The Spot solver counts nodes, not time: the call's seconds become nodes at about the rate
// of one core (a few million a second), so that the cap holds within a small factor.
constexpr double kNodesPerSecond = 1'000'000;

const spot::State& game(const AnyState& state) { return typed<spot::State>(state); }

std::string cell_name(spot::Cell cell) { return std::to_string(cell.row + 1) + "," + std::to_string(cell.col + 1); }

spot::GameRecord record_of(const AnyState& state) {
  spot::GameRecord record{game(state).size(), {}};
  int n = int(record.n);
  for (const std::string& name : state.move_history()) {
    std::optional<Cell> cell = parse_pair(name, 1, n, n);
    if (!cell) throw std::logic_error("spot: the registry named a move '" + name + "'");
    record.moves.push_back({cell->row, cell->col});
  }
  return record;
}

spot::SolveOptions options_for(const EngineCall& call, std::size_t searches) {
  std::uint64_t nodes = std::uint64_t(call.seconds * kNodesPerSecond) / std::max<std::size_t>(searches, 1);
  // The memo within the call's share, and no larger than the solver's default.
  std::uint64_t memo = std::max<std::uint64_t>(std::min<std::uint64_t>(call.table_bytes, spot::SolveOptions{}.memo_bytes), kMebibyte);
  return spot::solve_options({std::max<std::uint64_t>(nodes, 1000), 0, memo});
}

class SpotView final : public GameView {
 public:
  void check_options(const OptionValues& values, std::int64_t max_cells) const override {
    std::int64_t n = option_number(find_game("spot")->options, values, "size", 1, 1000);
    if (n * n > max_cells)
      throw InputError(0, "spot: at most " + std::to_string(max_cells) + " squares on this server, asked " +
                              std::to_string(n) + " x " + std::to_string(n));
  }
  void check_state(const AnyState& state, std::int64_t max_cells) const override {
    std::int64_t n = game(state).size();
    if (n * n > max_cells) throw InputError(0, "spot: at most " + std::to_string(max_cells) + " squares on this server");
  }

  void describe(const AnyState& state, Json& out) const override {
    const spot::State& g = game(state);
    std::int64_t n = g.size();
    std::vector<std::string> rows(std::size_t(n), std::string(std::size_t(n), '.'));
    std::int64_t spots = 0;
    g.board().for_each_spot([&](spot::Cell cell) {
      rows[std::size_t(cell.row)][std::size_t(cell.col)] = 'o';
      ++spots;
    });
    out["rows"] = n;
    out["cols"] = n;
    out["board"] = rows;
    out["legend"] = "o a spot, . empty; moves name squares row,column from 1";
    out["players"] = {"first", "second"};
    out["score"] = {{"spots", spots},
                    {"moves_left", std::max<std::int64_t>(0, 2 * n - std::int64_t(g.moves_played()))}};
  }

  std::optional<Cell> cell_of(const AnyState& state, std::string_view move) const override {
    int n = int(game(state).size());
    return parse_pair(move, 1, n, n);
  }

  EngineMove engine_move(const AnyState& state, const EngineCall& call) const override {
    spot::SolveResult r = spot::solve(record_of(state), options_for(call, 1));
    if (r.solved && r.move)
      return {cell_name(*r.move), {{"solved", true}, {"value", r.value}, {"nodes", r.nodes}}};
    // Unsettled within the cap: the first move that does not repeat a pattern (a repeat loses
    // at once), else the first move.
    std::vector<std::string> legal = state.legal_moves();
    std::string chosen = legal.front();
    for (const std::string& move : legal) {
      std::unique_ptr<AnyState> next = state.clone();
      next->play(move);
      if (!game(*next).repeat()) {
        chosen = move;
        break;
      }
    }
    return {chosen, {{"solved", false}, {"nodes", r.nodes}}};
  }

  Json analyze(const AnyState& state, const EngineCall& call) const override {
    spot::GameRecord record = record_of(state);
    std::size_t searches = std::size_t(record.n * record.n) + 1;
    spot::Analysis a = spot::analyze(record, options_for(call, searches));
    Json moves = Json::array(), losing = Json::array();
    for (const spot::MoveValue& m : a.moves) {
      Json entry = move_json(*this, state, cell_name(m.cell));
      entry["adds"] = m.adds;
      entry["loses_at_once"] = m.repeat.has_value();
      if (m.repeat) {
        entry["repeats"] = {{"move", m.repeat->earlier}, {"quarter_turns", m.repeat->quarter_turns}};
        losing.push_back(cell_name(m.cell));
      }
      entry["value"] = m.value ? Json(*m.value) : Json(nullptr);
      moves.push_back(entry);
    }
    return {{"game_over", a.game_over},
            {"value", a.position.solved ? Json(a.position.value) : Json(nullptr)},
            {"losing_at_once", losing},
            {"moves", moves}};
  }
};

}  // namespace

const GameView& spot_view() {
  static const SpotView view;
  return view;
}

}  // namespace gg::http
