// Othello for the JSON API: the 8 x 8 board (a1 top left), the engine's move and every move's
// value through othello::Engine (othello/face.h), exact near the end.
#include <algorithm>

#include "core/memory_budget.h"
#include "frontends/http/views.h"
#include "othello/face.h"

namespace gg::http {

namespace {

// Midgame depth when none is asked: the command line's default strength (othello analyze).
constexpr int kDefaultDepth = 10;
constexpr int kMaxDepth = 30;
// With this few empties the analysis searches to the end (the exact result), within the time
// cap like every search: 20 empties take well under a second on one core.
constexpr int kExactEmpties = 20;

Json line_of(const std::vector<int>& moves) {
  Json names = Json::array();
  for (int move : moves) names.push_back(othello::square_name(move));
  return names;
}

std::size_t table_megabytes(const EngineCall& call) {
  return std::clamp<std::size_t>(call.table_bytes / kMebibyte, 1, othello::Engine::kDefaultTableMegabytes);
}

int depth_of(const EngineCall& call) {
  int depth = call.strength.value_or(kDefaultDepth);
  if (depth < 1 || depth > kMaxDepth)
    throw InputError(0, "strength: the search depth, 1.." + std::to_string(kMaxDepth) + " for othello");
  return depth;
}

class OthelloView final : public GameView {
 public:
  void check_options(const OptionValues&, std::int64_t) const override {}
  void check_state(const AnyState&, std::int64_t) const override {}

  void describe(const AnyState& state, Json& out) const override {
    const othello::Board& board = typed<othello::State>(state).board();
    Json rows = Json::array();
    for (int r = 0; r < 8; ++r) {
      std::string row;
      for (int c = 0; c < 8; ++c) {
        int sq = r * 8 + c;
        row += (board.black() >> sq) & 1 ? 'X' : (board.white() >> sq) & 1 ? 'O' : '.';
      }
      rows.push_back(row);
    }
    out["rows"] = 8;
    out["cols"] = 8;
    out["board"] = rows;
    out["legend"] = "X black, O white, . empty; row 0 is row 1 (a1 top left)";
    out["players"] = {"black", "white"};
    out["score"] = {{"black", popcount(board.black())}, {"white", popcount(board.white())}};
  }

  std::optional<Cell> cell_of(const AnyState&, std::string_view move) const override {
    int square = othello::parse_square(move);
    if (square < 0 || square >= 64) return std::nullopt;
    return Cell{othello::row_of(square), othello::col_of(square)};
  }

  EngineMove engine_move(const AnyState& state, const EngineCall& call) const override {
    othello::Engine engine(table_megabytes(call));
    engine.set_depth(depth_of(call));
    engine.limits().budget.seconds = call.seconds;
    engine.limits().stop = call.stop;
    engine.new_game(typed<othello::State>(state).board());
    othello::SearchResult r = engine.think();
    Json info = {{"score", double(r.score) / othello::kDisc},
                 {"value", othello::format_value(r.score, r.exact)},
                 {"depth", r.depth}, {"exact", r.exact}, {"stopped", r.stopped},
                 {"nodes", r.nodes}, {"pv", line_of(r.pv)}};
    return {othello::square_name(r.move), info};
  }

  Json analyze(const AnyState& state, const EngineCall& call) const override {
    const othello::Board& board = typed<othello::State>(state).board();
    Json out = {{"game_over", state.is_terminal()}};
    if (state.is_terminal()) {
      out["moves"] = Json::array();
      return out;
    }
    othello::Engine engine(table_megabytes(call));
    engine.set_depth(depth_of(call));
    engine.limits().budget.seconds = call.seconds;
    engine.limits().stop = call.stop;
    int empties = board.position.empty_count();
    if (empties <= kExactEmpties) engine.limits().exact_empties = std::max(engine.limits().exact_empties, empties);
    engine.new_game(board);
    othello::SearchResult r = engine.analyze();
    Json moves = Json::array();
    for (const othello::MoveScore& ms : r.moves) {
      Json entry = move_json(*this, state, othello::square_name(ms.move));
      entry["score"] = double(ms.score) / othello::kDisc;
      entry["value"] = othello::format_value(ms.score, r.exact);
      moves.push_back(entry);
    }
    out["best"] = othello::square_name(r.move);
    out["score"] = double(r.score) / othello::kDisc;
    out["depth"] = r.depth;
    // The values are exact (final disc differences, empties to the winner) when the search
    // reached the end of the game before the time cap.
    out["exact"] = r.exact && !r.stopped;
    out["stopped"] = r.stopped;
    out["empties"] = empties;
    out["nodes"] = r.nodes;
    out["pv"] = line_of(r.pv);
    out["moves"] = moves;
    return out;
  }

  // Even depths up to the one asked (and it): each call costs about the square root of the
  // next one's, so the job's early values come cheap.
  std::vector<std::optional<int>> analysis_strengths(std::optional<int> strength) const override {
    EngineCall asked;
    asked.strength = strength;
    int depth = depth_of(asked);
    std::vector<std::optional<int>> depths;
    for (int d = 2; d < depth; d += 2) depths.push_back(d);
    depths.push_back(depth);
    return depths;
  }
};

}  // namespace

const GameView& othello_view() {
  static const OthelloView view;
  return view;
}

}  // namespace gg::http
