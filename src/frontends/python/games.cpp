// The OpenSpiel-style games: gridgames.games(), gridgames.load(name, **options), Game and State
// over the registry (registry/registry.h) and its AnyState. Moves travel as the registry names
// them; the bindings add integer actions and observation planes per game, reading the game's own
// state behind AnyState (AnyState::typed_state).
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "frontends/python/common.h"
#include "gomoku/face.h"
#include "mine/face.h"
#include "othello/face.h"
#include "registry/registry.h"
#include "spot/face.h"

namespace gg::python {

namespace {

using Planes = py::array_t<float>;

// "r,c" with both numbers in [base, base + rows) x [base, base + cols); false otherwise.
bool parse_pair(std::string_view text, std::int64_t base, std::int64_t rows, std::int64_t cols,
                std::int64_t& r, std::int64_t& c) {
  auto comma = text.find(',');
  if (comma == std::string_view::npos) return false;
  auto number = [](std::string_view t, std::int64_t& out) {
    while (!t.empty() && t.front() == ' ') t.remove_prefix(1);
    while (!t.empty() && t.back() == ' ') t.remove_suffix(1);
    if (t.empty() || t.size() > 18) return false;
    out = 0;
    for (char ch : t) {
      if (ch < '0' || ch > '9') return false;
      out = out * 10 + (ch - '0');
    }
    return true;
  };
  if (!number(text.substr(0, comma), r) || !number(text.substr(comma + 1), c)) return false;
  r -= base;
  c -= base;
  return r >= 0 && r < rows && c >= 0 && c < cols;
}

// Integer actions and observation planes for one game. Actions are stable for a game's options:
// the same integer names the same move in every state.
class Codec {
 public:
  virtual ~Codec() = default;
  virtual std::int64_t num_actions(const AnyState& state) const = 0;
  virtual std::vector<std::int64_t> legal_actions(const AnyState& state) const = 0;
  // The registry's name of `action`; raises InputError when it names no move of this game.
  virtual std::string name(const AnyState& state, std::int64_t action) const = 0;
  // Raises InputError for text that names no move.
  virtual std::int64_t parse(const AnyState& state, std::string_view text) const = 0;
  virtual std::vector<py::ssize_t> shape(const AnyState& state) const = 0;
  virtual void fill(const AnyState& state, float* planes) const = 0;
  virtual std::string draw(const AnyState& state) const = 0;

  Planes observation(const AnyState& state) const {
    Planes planes(shape(state));
    std::fill(planes.mutable_data(), planes.mutable_data() + planes.size(), 0.0f);
    fill(state, planes.mutable_data());
    return planes;
  }

 protected:
  static void bad_action(std::int64_t action, std::int64_t count) {
    raise_value_error("action " + std::to_string(action) + " is not between 0 and " + std::to_string(count - 1));
  }
  static void bad_name(std::string_view text, const char* expected) {
    raise_value_error("not a move: '" + std::string(text) + "' (" + expected + ")");
  }
};

template <class G>
const G& typed(const AnyState& state) {
  const G* typed = state.typed_state<G>();
  if (!typed) throw std::logic_error("the registry's state is not the game the bindings expect");
  return *typed;
}

// Othello: squares 0 (a1) .. 63 (h8) row by row, 64 the pass. Planes: side to move, opponent.
class OthelloCodec final : public Codec {
 public:
  std::int64_t num_actions(const AnyState&) const override { return 65; }
  std::vector<std::int64_t> legal_actions(const AnyState& state) const override {
    std::vector<std::int64_t> actions;
    for (int move : typed<othello::State>(state).legal_moves()) actions.push_back(move);
    return actions;
  }
  std::string name(const AnyState&, std::int64_t action) const override {
    if (action < 0 || action > othello::kPass) bad_action(action, 65);
    return othello::square_name(int(action));
  }
  std::int64_t parse(const AnyState&, std::string_view text) const override {
    int square = othello::parse_square(text);
    if (square < 0) bad_name(text, "a1..h8 or pass");
    return square;
  }
  std::vector<py::ssize_t> shape(const AnyState&) const override { return {2, 8, 8}; }
  void fill(const AnyState& state, float* planes) const override {
    const othello::Position& p = typed<othello::State>(state).position();
    for (int sq = 0; sq < 64; ++sq) {
      planes[sq] = float((p.player >> sq) & 1);
      planes[64 + sq] = float((p.opponent >> sq) & 1);
    }
  }
  std::string draw(const AnyState& state) const override {
    return othello::board_diagram(typed<othello::State>(state).board());
  }
};

// Gomoku: point (x, y), x the column from the left and y the row from the top, is y * size + x.
// Planes: the stones of the side to move, then the opponent's.
class GomokuCodec final : public Codec {
 public:
  static int size(const AnyState& state) { return typed<gomoku::State>(state).board().size(); }
  std::int64_t num_actions(const AnyState& state) const override { return std::int64_t(size(state)) * size(state); }
  std::vector<std::int64_t> legal_actions(const AnyState& state) const override {
    std::vector<std::int64_t> actions;
    int n = size(state);
    for (gomoku::Point p : typed<gomoku::State>(state).legal_moves())
      actions.push_back(std::int64_t(gomoku::y_of(p)) * n + gomoku::x_of(p));
    return actions;
  }
  std::string name(const AnyState& state, std::int64_t action) const override {
    int n = size(state);
    if (action < 0 || action >= std::int64_t(n) * n) bad_action(action, std::int64_t(n) * n);
    const auto& board = typed<gomoku::State>(state).board();
    return gomoku::point_label(board, gomoku::make_point(int(action % n), int(action / n)));
  }
  std::int64_t parse(const AnyState& state, std::string_view text) const override {
    int n = size(state);
    // "h8": the column letter, then the row counted from the bottom (point_label's notation).
    if (text.size() < 2 || text.size() > 3) bad_name(text, "a column letter and a row number, as h8");
    int x = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
    int row = 0;
    for (char ch : text.substr(1)) {
      if (ch < '0' || ch > '9') bad_name(text, "a column letter and a row number, as h8");
      row = row * 10 + (ch - '0');
    }
    int y = n - row;
    if (x < 0 || x >= n || y < 0 || y >= n) bad_name(text, "off the board");
    return std::int64_t(y) * n + x;
  }
  std::vector<py::ssize_t> shape(const AnyState& state) const override { return {2, size(state), size(state)}; }
  void fill(const AnyState& state, float* planes) const override {
    const auto& g = typed<gomoku::State>(state);
    int n = g.board().size();
    gomoku::Stone mover = g.to_move();
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x) {
        gomoku::Stone s = g.board().at(x, y);
        if (s == gomoku::kEmpty) continue;
        planes[(s == mover ? 0 : n * n) + y * n + x] = 1.0f;
      }
  }
  std::string draw(const AnyState& state) const override {
    return gomoku::draw_position(typed<gomoku::State>(state).board());
  }
};

// Mine: cell r * cols + c ("r,c", from 0). Planes: revealed cells, then the number of a revealed
// cell (0 for blank and hidden cells): what both players see, never the mines.
class MineCodec final : public Codec {
 public:
  static const mine::Board& board(const AnyState& state) { return typed<mine::GameState>(state).board(); }
  std::int64_t num_actions(const AnyState& state) const override {
    return std::int64_t(board(state).rows) * board(state).cols;
  }
  std::vector<std::int64_t> legal_actions(const AnyState& state) const override {
    std::vector<std::int64_t> actions;
    for (int cell : typed<mine::GameState>(state).legal_moves()) actions.push_back(cell);
    return actions;
  }
  std::string name(const AnyState& state, std::int64_t action) const override {
    const mine::Board& b = board(state);
    if (action < 0 || action >= std::int64_t(b.rows) * b.cols) bad_action(action, std::int64_t(b.rows) * b.cols);
    return std::to_string(action / b.cols) + "," + std::to_string(action % b.cols);
  }
  std::int64_t parse(const AnyState& state, std::string_view text) const override {
    const mine::Board& b = board(state);
    std::int64_t r = 0, c = 0;
    if (!parse_pair(text, 0, b.rows, b.cols, r, c)) bad_name(text, "row,column from 0, on the board");
    return r * b.cols + c;
  }
  std::vector<py::ssize_t> shape(const AnyState& state) const override {
    return {2, board(state).rows, board(state).cols};
  }
  void fill(const AnyState& state, float* planes) const override {
    const auto& g = typed<mine::GameState>(state);
    const mine::Board& b = g.board();
    std::size_t cells = std::size_t(b.rows) * b.cols;
    for (std::size_t cell = 0; cell < cells; ++cell) {
      if (!b.is_revealed(int(cell))) continue;
      planes[cell] = 1.0f;
      planes[cells + cell] = float(g.layout().mines_around(int(cell)));
    }
  }
  std::string draw(const AnyState& state) const override { return mine::draw_board(board(state)); }
};

// Spot: square (r, c) is r * N + c ("r,c" from 1 in the registry's names). One plane: the spots.
class SpotCodec final : public Codec {
 public:
  static std::int64_t size(const AnyState& state) { return typed<spot::State>(state).size(); }
  std::int64_t num_actions(const AnyState& state) const override { return size(state) * size(state); }
  std::vector<std::int64_t> legal_actions(const AnyState& state) const override {
    std::vector<std::int64_t> actions;
    std::int64_t n = size(state);
    for (spot::Cell cell : typed<spot::State>(state).legal_moves()) actions.push_back(cell.row * n + cell.col);
    return actions;
  }
  std::string name(const AnyState& state, std::int64_t action) const override {
    std::int64_t n = size(state);
    if (action < 0 || action >= n * n) bad_action(action, n * n);
    return std::to_string(action / n + 1) + "," + std::to_string(action % n + 1);
  }
  std::int64_t parse(const AnyState& state, std::string_view text) const override {
    std::int64_t n = size(state), r = 0, c = 0;
    if (!parse_pair(text, 1, n, n, r, c)) bad_name(text, "row,column from 1, on the board");
    return r * n + c;
  }
  std::vector<py::ssize_t> shape(const AnyState& state) const override { return {1, size(state), size(state)}; }
  void fill(const AnyState& state, float* planes) const override {
    const auto& g = typed<spot::State>(state);
    std::int64_t n = g.size();
    g.board().for_each_spot([&](spot::Cell cell) { planes[cell.row * n + cell.col] = 1.0f; });
  }
  std::string draw(const AnyState& state) const override {
    const auto& g = typed<spot::State>(state);
    std::int64_t n = g.size();
    std::string text(std::size_t(n * (n + 1)), '.');
    for (std::int64_t r = 0; r < n; ++r) text[std::size_t(r * (n + 1) + n)] = '\n';
    g.board().for_each_spot([&](spot::Cell cell) { text[std::size_t(cell.row * (n + 1) + cell.col)] = 'o'; });
    return text;
  }
};

const Codec& codec_for(const std::string& name) {
  static const OthelloCodec othello;
  static const GomokuCodec gomoku;
  static const MineCodec mine;
  static const SpotCodec spot;
  if (name == "othello") return othello;
  if (name == "gomoku") return gomoku;
  if (name == "mine") return mine;
  if (name == "spot") return spot;
  throw std::logic_error("no Python codec for the registered game '" + name + "'");
}

// A game under its options, shared by the states it starts.
struct GameInfo {
  const GameEntry* entry;
  OptionValues options;
  const Codec* codec;
};

// Option values as the command line types them: Python ints and strings become text.
OptionValues option_values(const py::kwargs& kwargs) {
  OptionValues values;
  for (auto item : kwargs) {
    py::handle value = item.second;
    std::string text;
    if (py::isinstance<py::bool_>(value)) raise_value_error("option " + py::str(item.first).cast<std::string>() + ": a number or text, not a bool");
    text = py::str(value).cast<std::string>();
    values[py::str(item.first).cast<std::string>()] = text;
  }
  return values;
}

class PyState {
 public:
  PyState(std::shared_ptr<const GameInfo> game, std::unique_ptr<AnyState> state)
      : game_(std::move(game)), state_(std::move(state)) {}
  PyState(const PyState& other) : game_(other.game_), state_(other.state_->clone()) {}

  int current_player() const { return state_->is_terminal() ? -4 : state_->current_player(); }
  std::vector<std::int64_t> legal_actions() const {
    return translating("<state>", [&] { return game_->codec->legal_actions(*state_); });
  }
  std::vector<std::string> legal_moves() const { return state_->legal_moves(); }
  void apply_action(std::int64_t action) {
    std::string name = game_->codec->name(*state_, action);
    translating("<state>", [&] { state_->play(name); });
  }
  void apply_move(const std::string& name) {
    translating("<state>", [&] { state_->play(name); });
  }
  void undo() {
    try {
      state_->undo();
    } catch (const std::logic_error&) {
      raise_value_error("undo: no move was played");
    }
  }
  bool is_terminal() const { return state_->is_terminal(); }
  int result() const { return state_->is_terminal() ? state_->result() : 0; }
  std::vector<double> returns() const {
    int r = result();
    double sign = r > 0 ? 1.0 : r < 0 ? -1.0 : 0.0;
    return {sign, -sign};
  }
  std::string action_to_string(std::int64_t action) const { return game_->codec->name(*state_, action); }
  std::int64_t string_to_action(const std::string& text) const { return game_->codec->parse(*state_, text); }
  Planes observation() const { return game_->codec->observation(*state_); }
  std::string record() const { return state_->record(); }
  std::string str() const { return game_->codec->draw(*state_); }
  bool equals(const PyState& other) const { return state_->equals(*other.state_); }
  const std::shared_ptr<const GameInfo>& game() const { return game_; }

 private:
  std::shared_ptr<const GameInfo> game_;
  std::unique_ptr<AnyState> state_;
};

class PyGame {
 public:
  explicit PyGame(std::shared_ptr<const GameInfo> info) : info_(std::move(info)) {
    // Starting one state checks the options (the registry's messages) and fixes the sizes.
    first_ = translating("options", [&] { return info_->entry->start(info_->options); });
  }
  PyState new_initial_state() const { return PyState(info_, first_->clone()); }
  PyState state_from_record(const std::optional<std::string>& text, const std::optional<std::string>& path) const {
    std::string source;
    std::string all = read_all(text, path, &source);
    auto state = translating(source, [&] { return info_->entry->read_record(info_->options, all); });
    return PyState(info_, std::move(state));
  }
  std::string name() const { return info_->entry->name; }
  py::dict options() const {
    py::dict values;
    for (const GameOption& option : info_->entry->options)
      values[py::str(option.name)] = option_value(info_->entry->options, info_->options, option.name);
    return values;
  }
  std::int64_t num_distinct_actions() const { return info_->codec->num_actions(*first_); }
  std::vector<py::ssize_t> observation_shape() const { return info_->codec->shape(*first_); }
  std::string action_to_string(std::int64_t action) const { return info_->codec->name(*first_, action); }
  std::int64_t string_to_action(const std::string& text) const { return info_->codec->parse(*first_, text); }

 private:
  std::shared_ptr<const GameInfo> info_;
  std::unique_ptr<AnyState> first_;
};

PyGame load(const std::string& name, const py::kwargs& kwargs) {
  const GameEntry* entry = find_game(name);
  if (!entry) {
    std::string names;
    for (const GameEntry& e : registered_games()) names += (names.empty() ? "" : ", ") + e.name;
    raise_value_error("unknown game '" + name + "' (games: " + names + ")");
  }
  auto info = std::make_shared<GameInfo>(GameInfo{entry, option_values(kwargs), &codec_for(entry->name)});
  return PyGame(std::move(info));
}

}  // namespace

void bind_games(py::module_& m) {
  m.def("games", [] {
    py::list list;
    for (const GameEntry& entry : registered_games()) {
      py::list options;
      for (const GameOption& option : entry.options)
        options.append(py::dict(py::arg("name") = option.name, py::arg("description") = option.description,
                                py::arg("default") = option.default_value));
      list.append(py::dict(py::arg("name") = entry.name, py::arg("description") = entry.description,
                           py::arg("options") = options));
    }
    return list;
  }, "Every registered game: name, description and options (name, description, default), in the "
     "registry's order.");
  m.def("load", &load, py::arg("name"),
        "The game `name` under options given as keywords (gomoku: size, rule; mine: rows, cols, "
        "mines, seed; spot: size). Unknown options and bad values raise InputError.");

  py::class_<PyGame>(m, "Game", "A registered game under its options (gridgames.load).")
      .def("new_initial_state", &PyGame::new_initial_state)
      .def("state_from_record", &PyGame::state_from_record, py::arg("text") = py::none(), py::kw_only(),
           py::arg("path") = py::none(),
           "The state a record describes, in the game's record format (State.record() writes it).")
      .def_property_readonly("name", &PyGame::name)
      .def("get_options", &PyGame::options)
      .def("num_distinct_actions", &PyGame::num_distinct_actions)
      .def("num_players", [](const PyGame&) { return 2; })
      .def("observation_shape", &PyGame::observation_shape)
      .def("action_to_string", &PyGame::action_to_string, py::arg("action"))
      .def("string_to_action", &PyGame::string_to_action, py::arg("text"))
      .def("__repr__", [](const PyGame& g) { return "<gridgames.Game " + g.name() + ">"; });

  py::class_<PyState>(m, "State", "A position of a game with the moves that led to it.")
      .def("current_player", &PyState::current_player,
           "0 (moves first) or 1; -4 (OpenSpiel's terminal id) once the game is over.")
      .def("legal_actions", &PyState::legal_actions, "The legal actions, ascending.")
      .def("legal_moves", &PyState::legal_moves, "The legal moves as the registry names them.")
      .def("apply_action", &PyState::apply_action, py::arg("action"))
      .def("apply_move", &PyState::apply_move, py::arg("move"), "Plays a move given by its name.")
      .def("undo", &PyState::undo)
      .def("is_terminal", &PyState::is_terminal)
      .def("returns", &PyState::returns, "[+1, -1], [-1, +1] or [0, 0]: win, loss or draw per player.")
      .def("result", &PyState::result,
           "The game's own result from player 0's view once over (Othello: the disc difference), else 0.")
      .def("action_to_string", &PyState::action_to_string, py::arg("action"))
      .def("string_to_action", &PyState::string_to_action, py::arg("text"))
      .def("observation", &PyState::observation,
           "float32 planes (player to move first where the game has sides), shape observation_shape().")
      .def("record", &PyState::record, "The game so far in the game's record format.")
      .def("clone", [](const PyState& s) { return PyState(s); })
      .def("__copy__", [](const PyState& s) { return PyState(s); })
      .def("__deepcopy__", [](const PyState& s, py::dict) { return PyState(s); })
      .def("__eq__", &PyState::equals)
      .def("__str__", &PyState::str);
}

}  // namespace gg::python
