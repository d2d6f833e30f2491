// gridgames.VectorGame: N games of one kind stepped together in C++ over numpy arrays, for
// learning loops. Actions are the OpenSpiel-style ones of games.cpp (Othello: squares 0..63 and
// 64 the pass; Gomoku: y * size + x), observations the same planes.
//
// Othello runs on the bitboards of othello/board.h directly; Gomoku on gomoku::State, the
// referee's state (fives, overlines and renju forbidden moves decided as the game is played).
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <memory>
#include <string>
#include <vector>

#include "frontends/python/common.h"
#include "gomoku/face.h"
#include "othello/face.h"

namespace gg::python {

namespace {

using Actions = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>;
using Mask = py::array_t<bool, py::array::c_style | py::array::forcecast>;

// splitmix64: a small, fast generator with a 64-bit state; one per batch.
struct Random {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, bound) (Lemire's multiply-shift; the bias is below 2^-32 for our bounds).
  std::uint32_t below(std::uint32_t bound) {
    return std::uint32_t((std::uint64_t(std::uint32_t(next() >> 32)) * bound) >> 32);
  }
};

class Batch {
 public:
  virtual ~Batch() = default;
  virtual std::size_t size() const = 0;
  virtual int num_actions() const = 0;
  virtual std::vector<py::ssize_t> plane_shape() const = 0;
  virtual void reset(std::size_t i) = 0;
  virtual bool done(std::size_t i) const = 0;
  virtual int player(std::size_t i) const = 0;
  // Player 0's result of a finished game (Othello: the disc difference).
  virtual int result(std::size_t i) const = 0;
  virtual void legal_mask(std::size_t i, bool* row) const = 0;
  // Whether `action` is legal in game i (before step() plays it).
  virtual bool legal(std::size_t i, std::int64_t action) const = 0;
  virtual void play(std::size_t i, std::int64_t action) = 0;
  virtual std::int64_t random_action(std::size_t i, Random& random) const = 0;
  virtual void planes(std::size_t i, float* out) const = 0;
};

class OthelloBatch final : public Batch {
 public:
  explicit OthelloBatch(std::size_t n) : games_(n) {
    for (std::size_t i = 0; i < n; ++i) reset(i);
  }
  std::size_t size() const override { return games_.size(); }
  int num_actions() const override { return 65; }
  std::vector<py::ssize_t> plane_shape() const override { return {2, 8, 8}; }
  void reset(std::size_t i) override { games_[i] = {othello::Position::start(), othello::kBlack, false}; }
  bool done(std::size_t i) const override { return games_[i].over; }
  int player(std::size_t i) const override { return games_[i].to_move; }
  int result(std::size_t i) const override {
    const Game& g = games_[i];
    if (!g.over) return 0;
    int score = g.position.score();
    return g.to_move == othello::kBlack ? score : -score;
  }
  void legal_mask(std::size_t i, bool* row) const override {
    const Game& g = games_[i];
    if (g.over) return;
    othello::Bitboard moves = g.position.moves();
    if (!moves) {
      row[othello::kPass] = true;  // not over: the opponent can move
      return;
    }
    while (moves) row[pop_lowest(moves)] = true;
  }
  bool legal(std::size_t i, std::int64_t action) const override {
    const Game& g = games_[i];
    if (g.over || action < 0 || action > othello::kPass) return false;
    othello::Bitboard moves = g.position.moves();
    if (action == othello::kPass) return moves == 0;
    return (moves >> action) & 1;
  }
  void play(std::size_t i, std::int64_t action) override {
    Game& g = games_[i];
    g.position.play(int(action));
    g.to_move = othello::other(g.to_move);
    g.over = g.position.game_over();
  }
  std::int64_t random_action(std::size_t i, Random& random) const override {
    const Game& g = games_[i];
    if (g.over) return -1;
    othello::Bitboard moves = g.position.moves();
    if (!moves) return othello::kPass;
    // The k-th set bit, k uniform among the moves.
    for (std::uint32_t k = random.below(std::uint32_t(gg::popcount(moves))); k > 0; --k) moves &= moves - 1;
    return gg::lowest_bit(moves);
  }
  void planes(std::size_t i, float* out) const override {
    const othello::Position& p = games_[i].position;
    for (int sq = 0; sq < 64; ++sq) {
      out[sq] = float((p.player >> sq) & 1);
      out[64 + sq] = float((p.opponent >> sq) & 1);
    }
  }

 private:
  static int pop_lowest(othello::Bitboard& b) {
    int sq = gg::lowest_bit(b);
    b &= b - 1;
    return sq;
  }
  struct Game {
    othello::Position position;
    othello::Color to_move = othello::kBlack;
    bool over = false;
  };
  std::vector<Game> games_;
};

class GomokuBatch final : public Batch {
 public:
  GomokuBatch(std::size_t n, int board_size, gomoku::Rule rule)
      : start_(board_size, rule), n_(board_size), games_(n, start_) {}
  std::size_t size() const override { return games_.size(); }
  int num_actions() const override { return n_ * n_; }
  std::vector<py::ssize_t> plane_shape() const override { return {2, n_, n_}; }
  void reset(std::size_t i) override { games_[i] = start_; }
  bool done(std::size_t i) const override { return games_[i].is_terminal(); }
  int player(std::size_t i) const override { return games_[i].current_player(); }
  int result(std::size_t i) const override { return games_[i].is_terminal() ? games_[i].result() : 0; }
  void legal_mask(std::size_t i, bool* row) const override {
    const gomoku::State& g = games_[i];
    if (g.is_terminal()) return;
    for (int y = 0; y < n_; ++y)
      for (int x = 0; x < n_; ++x) row[y * n_ + x] = g.board().at(x, y) == gomoku::kEmpty;
  }
  bool legal(std::size_t i, std::int64_t action) const override {
    const gomoku::State& g = games_[i];
    if (g.is_terminal() || action < 0 || action >= std::int64_t(n_) * n_) return false;
    return g.board().at(int(action % n_), int(action / n_)) == gomoku::kEmpty;
  }
  void play(std::size_t i, std::int64_t action) override {
    games_[i].play(gomoku::make_point(int(action % n_), int(action / n_)));
  }
  std::int64_t random_action(std::size_t i, Random& random) const override {
    const gomoku::State& g = games_[i];
    if (g.is_terminal()) return -1;
    // Rejection sampling: the board is rarely nearly full in play.
    for (int tries = 0; tries < 64; ++tries) {
      std::int64_t action = random.below(std::uint32_t(n_ * n_));
      if (g.board().at(int(action % n_), int(action / n_)) == gomoku::kEmpty) return action;
    }
    std::vector<std::int64_t> empty;
    for (std::int64_t a = 0; a < std::int64_t(n_) * n_; ++a)
      if (g.board().at(int(a % n_), int(a / n_)) == gomoku::kEmpty) empty.push_back(a);
    return empty[random.below(std::uint32_t(empty.size()))];
  }
  void planes(std::size_t i, float* out) const override {
    const gomoku::State& g = games_[i];
    gomoku::Stone mover = g.to_move();
    for (int y = 0; y < n_; ++y)
      for (int x = 0; x < n_; ++x) {
        gomoku::Stone s = g.board().at(x, y);
        out[y * n_ + x] = s != gomoku::kEmpty && s == mover;
        out[n_ * n_ + y * n_ + x] = s != gomoku::kEmpty && s != mover;
      }
  }

 private:
  gomoku::State start_;
  int n_;
  std::vector<gomoku::State> games_;
};

class VectorGame {
 public:
  VectorGame(const std::string& name, std::size_t n, std::uint64_t seed, int size, const std::string& rule_name)
      : random_{seed}, name_(name) {
    if (n < 1 || n > (std::size_t(1) << 24)) raise_value_error("n: between 1 and 16777216 games");
    if (name == "othello") {
      if (size != 0 && size != 8) raise_value_error("othello: the board is 8 x 8");
      batch_ = std::make_unique<OthelloBatch>(n);
    } else if (name == "gomoku") {
      int board_size = size ? size : 15;
      if (board_size < gomoku::kMinSize || board_size > gomoku::kMaxSize)
        raise_value_error("gomoku option size: between 5 and 22, got " + std::to_string(board_size));
      auto rule = gomoku::parse_rule(rule_name);
      if (!rule) raise_value_error("gomoku option rule: freestyle, standard or renju, got '" + rule_name + "'");
      batch_ = std::make_unique<GomokuBatch>(n, board_size, *rule);
    } else {
      raise_value_error("VectorGame: othello or gomoku, got '" + name + "'");
    }
  }

  std::size_t size() const { return batch_->size(); }
  int num_actions() const { return batch_->num_actions(); }

  Mask legal_mask() const {
    Mask mask({py::ssize_t(size()), py::ssize_t(num_actions())});
    bool* data = mask.mutable_data();
    std::fill(data, data + mask.size(), false);
    for (std::size_t i = 0; i < size(); ++i) batch_->legal_mask(i, data + i * num_actions());
    return mask;
  }

  // Plays actions[i] in game i (every one checked first: an illegal action changes nothing).
  // Returns (done, results): whether each game is over, and player 0's result where it is.
  py::tuple step(const Actions& actions) {
    if (actions.ndim() != 1 || std::size_t(actions.shape(0)) != size())
      raise_value_error("step: one action per game, an array of shape (" + std::to_string(size()) + ",)");
    const std::int64_t* a = actions.data();
    for (std::size_t i = 0; i < size(); ++i)
      if (!batch_->legal(i, a[i]))
        raise_value_error("step: action " + std::to_string(a[i]) + " is not legal in game " + std::to_string(i) +
                          (batch_->done(i) ? " (the game is over: reset it)" : ""));
    {
      py::gil_scoped_release release;
      for (std::size_t i = 0; i < size(); ++i) batch_->play(i, a[i]);
    }
    return py::make_tuple(done(), results());
  }

  Actions random_actions() {
    Actions actions{py::ssize_t(size())};
    std::int64_t* out = actions.mutable_data();
    for (std::size_t i = 0; i < size(); ++i) out[i] = batch_->random_action(i, random_);
    return actions;
  }

  // Plays `steps` uniformly random moves in every game, resetting finished games at once; returns
  // the number of games finished (what a random-play benchmark of the batch alone measures).
  std::uint64_t play_random(std::uint64_t steps) {
    std::uint64_t finished = 0;
    py::gil_scoped_release release;
    for (std::uint64_t s = 0; s < steps; ++s)
      for (std::size_t i = 0; i < size(); ++i) {
        batch_->play(i, batch_->random_action(i, random_));
        if (batch_->done(i)) {
          ++finished;
          batch_->reset(i);
        }
      }
    return finished;
  }

  py::array_t<bool> done() const {
    py::array_t<bool> out{py::ssize_t(size())};
    for (std::size_t i = 0; i < size(); ++i) out.mutable_data()[i] = batch_->done(i);
    return out;
  }
  py::array_t<std::int32_t> results() const {
    py::array_t<std::int32_t> out{py::ssize_t(size())};
    for (std::size_t i = 0; i < size(); ++i) out.mutable_data()[i] = batch_->result(i);
    return out;
  }
  py::array_t<std::int8_t> current_player() const {
    py::array_t<std::int8_t> out{py::ssize_t(size())};
    for (std::size_t i = 0; i < size(); ++i) out.mutable_data()[i] = std::int8_t(batch_->player(i));
    return out;
  }

  py::array_t<float> observations() const {
    std::vector<py::ssize_t> shape = batch_->plane_shape();
    std::size_t per_game = std::size_t(shape[0] * shape[1] * shape[2]);
    shape.insert(shape.begin(), py::ssize_t(size()));
    py::array_t<float> out(shape);
    for (std::size_t i = 0; i < size(); ++i) batch_->planes(i, out.mutable_data() + i * per_game);
    return out;
  }

  void reset(const std::optional<Mask>& which) {
    if (!which) {
      for (std::size_t i = 0; i < size(); ++i) batch_->reset(i);
      return;
    }
    if (which->ndim() != 1 || std::size_t(which->shape(0)) != size())
      raise_value_error("reset: a boolean array of shape (" + std::to_string(size()) + ",)");
    const bool* w = which->data();
    for (std::size_t i = 0; i < size(); ++i)
      if (w[i]) batch_->reset(i);
  }

  const std::string& name() const { return name_; }

 private:
  std::unique_ptr<Batch> batch_;
  Random random_;
  std::string name_;
};

}  // namespace

void bind_vector(py::module_& m) {
  py::class_<VectorGame>(m, "VectorGame",
                         "N games of Othello or Gomoku stepped together in C++. Actions as the "
                         "OpenSpiel-style State's (Othello 0..63 squares, 64 pass; Gomoku y * size "
                         "+ x); every game starts at the start position.")
      .def(py::init<const std::string&, std::size_t, std::uint64_t, int, const std::string&>(), py::arg("name"),
           py::arg("n"), py::kw_only(), py::arg("seed") = 0, py::arg("size") = 0, py::arg("rule") = "freestyle")
      .def_property_readonly("n", &VectorGame::size)
      .def_property_readonly("name", &VectorGame::name)
      .def("num_distinct_actions", &VectorGame::num_actions)
      .def("legal_mask", &VectorGame::legal_mask, "bool array (n, num_distinct_actions): the legal actions.")
      .def("step", &VectorGame::step, py::arg("actions"),
           "Plays one action per game (int array (n,)); returns (done, results): bool (n,) and "
           "player 0's result (int32 (n,), 0 while a game runs). An illegal action raises InputError "
           "and changes no game.")
      .def("random_actions", &VectorGame::random_actions,
           "One uniformly random legal action per game (-1 for a finished game), from the batch's "
           "generator (seeded by seed=).")
      .def("play_random", &VectorGame::play_random, py::arg("steps"),
           "Plays `steps` random moves in every game in C++, resetting finished games; returns how "
           "many games finished.")
      .def("done", &VectorGame::done)
      .def("results", &VectorGame::results)
      .def("current_player", &VectorGame::current_player)
      .def("observations", &VectorGame::observations,
           "float32 array (n, planes, rows, cols): the side to move's pieces, then the opponent's.")
      .def("reset", &VectorGame::reset, py::arg("which") = py::none(),
           "Restarts every game, or those where `which` (bool (n,)) is true.");
}

}  // namespace gg::python
