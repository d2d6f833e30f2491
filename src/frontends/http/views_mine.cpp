// Two-player Minesweeper for the JSON API: the board (mines shown: the game is one of perfect
// information, its legal moves are the safe hidden cells), the engine's click (a winning one
// when the exact analysis finds it) and the analysis (value, winner, every winning click),
// through mine/face.h.
#include "core/memory_budget.h"
#include "frontends/http/views.h"
#include "mine/face.h"
#include "registry/registry.h"

namespace gg::http {

namespace {

const mine::GameState& game(const AnyState& state) { return typed<mine::GameState>(state); }

std::string cell_name(const mine::Board& board, int cell) {
  return std::to_string(cell / board.cols) + "," + std::to_string(cell % board.cols);
}

// The solver's budget for one call: its default states per part, the call's seconds (processor
// seconds per part, the solver's measure) and its share of the memory.
mine::Solver solver_for(const EngineCall& call) {
  std::uint64_t memo = std::max<std::uint64_t>(std::min<std::uint64_t>(call.table_bytes, mine::Budget{}.max_memo_bytes), kMebibyte);
  return mine::Solver(mine::solver_budget({0, call.seconds, memo}));
}

class MineView final : public GameView {
 public:
  void check_options(const OptionValues& values, std::int64_t max_cells) const override {
    const auto& options = find_game("mine")->options;
    std::int64_t rows = option_number(options, values, "rows", 1, 1000);
    std::int64_t cols = option_number(options, values, "cols", 1, 1000);
    if (rows * cols > max_cells)
      throw InputError(0, "mine: at most " + std::to_string(max_cells) + " cells on this server, asked " +
                              std::to_string(rows) + " x " + std::to_string(cols));
  }
  void check_state(const AnyState& state, std::int64_t max_cells) const override {
    const mine::Board& board = game(state).board();
    if (std::int64_t(board.rows) * board.cols > max_cells)
      throw InputError(0, "mine: at most " + std::to_string(max_cells) + " cells on this server");
  }

  void describe(const AnyState& state, Json& out) const override {
    const mine::GameState& g = game(state);
    const mine::Board& board = g.board();
    Json rows = Json::array();
    std::int64_t mines = 0;
    for (int r = 0; r < board.rows; ++r) {
      std::string row;
      for (int c = 0; c < board.cols; ++c) {
        int cell = board.index(r, c);
        mines += board.mine[cell];
        if (board.mine[cell]) row += '*';
        else if (board.is_revealed(cell)) row += char('0' + g.layout().mines_around(cell));
        else row += '.';
      }
      rows.push_back(row);
    }
    out["rows"] = board.rows;
    out["cols"] = board.cols;
    out["board"] = rows;
    out["legend"] = "* mine, . hidden safe cell, 0-8 a revealed cell and its mines around";
    out["players"] = {"first", "second"};
    out["score"] = {{"mines", mines}, {"hidden_safe", g.legal_moves().size()}};
  }

  std::optional<Cell> cell_of(const AnyState& state, std::string_view move) const override {
    const mine::Board& board = game(state).board();
    return parse_pair(move, 0, board.rows, board.cols);
  }

  EngineMove engine_move(const AnyState& state, const EngineCall& call) const override {
    const mine::Board& board = game(state).board();
    mine::Solver solver = solver_for(call);
    mine::ClickChoice choice = mine::choose_click(board, solver);
    const char* why = "winning";
    switch (choice.why) {
      case mine::ClickChoice::Why::kWinning: break;
      case mine::ClickChoice::Why::kNoWinningClick: why = "no winning click"; break;
      case mine::ClickChoice::Why::kBeyondBudget: why = "beyond budget"; break;
      case mine::ClickChoice::Why::kInterrupted: why = "interrupted"; break;
    }
    // Without a winning click every click is as good against perfect play: the first one.
    int cell = choice.cell >= 0 ? choice.cell : game(state).legal_moves().front();
    return {cell_name(board, cell), {{"why", why}, {"beyond", choice.beyond}}};
  }

  Json analyze(const AnyState& state, const EngineCall& call) const override {
    const mine::Board& board = game(state).board();
    mine::Solver solver = solver_for(call);
    mine::Analysis a = mine::analyze(board, solver);
    bool known = !a.evaluation.interrupted;
    Json winning = Json::array();
    for (const mine::ClickClass& c : a.winning) {
      Json cells = Json::array();
      for (int index : c.cells) cells.push_back(move_json(*this, state, cell_name(board, index)));
      winning.push_back({{"kind", mine::click_kind_name(c.kind)}, {"cells", cells}});
    }
    Json out = {{"game_over", state.is_terminal()}, {"hidden_safe", a.hidden_safe}};
    out["value"] = known ? Json(a.evaluation.total) : Json(nullptr);
    out["winner"] = !known ? Json(nullptr) : Json(a.evaluation.total != 0 ? "player to move" : "other player");
    out["winning"] = winning;
    out["click_classes"] = a.click_classes;
    out["click_classes_examined"] = a.click_classes_examined;
    out["interrupted"] = a.interrupted;
    return out;
  }
};

}  // namespace

const GameView& mine_view() {
  static const MineView view;
  return view;
}

}  // namespace gg::http
