// gg::Mcts on small games defined here, cross-checked against exhaustive gg::negamax: with
// enough iterations it picks a winning move whenever one exists (and never a losing move where
// a draw is available), it only ever returns legal moves, it is reproducible with a seed and it
// honours its limits.
#include "core/mcts.h"

#include <gtest/gtest.h>

#include <array>
#include <chrono>
#include <cstdlib>
#include <random>
#include <utility>
#include <vector>

#include "core/game.h"
#include "core/negamax.h"
#include "core/random_play.h"
#include "sanitized.h"

namespace gg {
namespace {

using gg::test::sanitized;

// Tic-tac-toe: player 0 is X. Squares 0..8 row by row.
class TicTacToe {
 public:
  using Move = int;

  int current_player() const { return static_cast<int>(history_.size() % 2); }
  std::vector<Move> legal_moves() const {
    std::vector<Move> moves;
    if (is_terminal()) return moves;
    for (int sq = 0; sq < 9; ++sq)
      if (cells_[sq] == 0) moves.push_back(sq);
    return moves;
  }
  void play(Move sq) {
    cells_[sq] = static_cast<signed char>(current_player() == 0 ? 1 : -1);
    history_.push_back(sq);
  }
  void undo() {
    cells_[history_.back()] = 0;
    history_.pop_back();
  }
  bool is_terminal() const { return winner() != 0 || history_.size() == 9; }
  int result() const { return winner(); }
  bool operator==(const TicTacToe& other) const { return cells_ == other.cells_; }

 private:
  // +1 when X has a line, -1 when O has one, else 0.
  int winner() const {
    static constexpr int kLines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                         {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    for (const auto& line : kLines) {
      int sum = cells_[line[0]] + cells_[line[1]] + cells_[line[2]];
      if (sum == 3) return 1;
      if (sum == -3) return -1;
    }
    return 0;
  }

  std::array<signed char, 9> cells_{};
  std::vector<int> history_;
};

// Nim with a bonus: take 1 to 3 counters from one pile; whoever takes the last counter wins.
// Taking exactly 2 while counters remain gives the same player another turn, so the player to
// move does not simply alternate: MCTS must credit each node to whoever actually moved.
class BonusNim {
 public:
  struct Move {
    int pile = 0;
    int take = 0;
    bool operator==(const Move&) const = default;
  };

  explicit BonusNim(std::vector<int> piles) : piles_(std::move(piles)) {}

  int current_player() const { return player_; }
  std::vector<Move> legal_moves() const {
    std::vector<Move> moves;
    for (int p = 0; p < static_cast<int>(piles_.size()); ++p)
      for (int take = 1; take <= 3 && take <= piles_[p]; ++take) moves.push_back({p, take});
    return moves;
  }
  void play(const Move& move) {
    piles_[move.pile] -= move.take;
    history_.push_back({move, player_});
    bool bonus = move.take == 2 && !is_terminal();
    if (!bonus) player_ = 1 - player_;
  }
  void undo() {
    auto [move, mover] = history_.back();
    history_.pop_back();
    piles_[move.pile] += move.take;
    player_ = mover;
  }
  bool is_terminal() const {
    for (int p : piles_)
      if (p) return false;
    return true;
  }
  // The player left to move with no counters lost.
  int result() const { return player_ == 0 ? -1 : 1; }
  bool operator==(const BonusNim& other) const {
    return piles_ == other.piles_ && player_ == other.player_;
  }

 private:
  std::vector<int> piles_;
  int player_ = 0;
  std::vector<std::pair<Move, int>> history_;
};

// A game that never ends: the playout cap is the only way out.
class Endless {
 public:
  using Move = int;
  int current_player() const { return static_cast<int>(moves_ % 2); }
  std::vector<Move> legal_moves() const { return {0, 1}; }
  void play(Move) { ++moves_; }
  void undo() { --moves_; }
  bool is_terminal() const { return false; }
  int result() const { return 0; }
  bool operator==(const Endless&) const = default;

 private:
  int moves_ = 0;
};

static_assert(Game<TicTacToe>);
static_assert(Game<BonusNim>);
static_assert(Game<Endless>);

int sign(int v) {
  return (v > 0) - (v < 0);
}

// Exact value (sign) of playing `move` in `state`, for the player who plays it.
template <Game G>
int value_of_move(G state, const typename G::Move& move) {
  int mover = state.current_player();
  state.play(move);
  int v = negamax(state);
  return sign(state.current_player() == mover ? v : -v);
}

// Random non-terminal positions reached by random play from `start`.
template <Game G>
std::vector<G> random_positions(const G& start, std::uint64_t seed, int count,
                                std::size_t max_moves) {
  std::mt19937_64 rng(seed);
  std::vector<G> positions;
  while (static_cast<int>(positions.size()) < count) {
    G state = start;
    play_random(state, rng, rng() % (max_moves + 1));
    if (!state.is_terminal()) positions.push_back(state);
  }
  return positions;
}

// MCTS's move has the exact value of the position: a win when one exists, a draw when the best
// is a draw. Returns how many positions had a winning move, so callers can check the test bit.
template <Game G>
int expect_optimal_moves(const std::vector<G>& positions, std::uint64_t iterations) {
  int winning = 0;
  for (std::size_t i = 0; i < positions.size(); ++i) {
    G state = positions[i];
    int best = sign(negamax(state));
    Mcts<G> mcts({.iterations = iterations, .seed = i});
    auto report = mcts.search(state);
    EXPECT_TRUE(state == positions[i]);
    EXPECT_TRUE(report.best_move.has_value());
    if (!report.best_move) continue;
    EXPECT_EQ(value_of_move(state, *report.best_move), best) << "position " << i;
    if (best > 0) ++winning;
  }
  return winning;
}

TEST(Mcts, TestGamesAreRight) {
  TicTacToe empty;
  EXPECT_EQ(negamax(empty), 0);  // tic-tac-toe is a draw
  // Bonus Nim by hand: one pile of 2 is won by taking both; of 4, taking 2 keeps the turn with
  // 2 left, so also won; of 1, a win.
  for (int n : {1, 2, 3, 4}) {
    BonusNim nim({n});
    EXPECT_EQ(negamax(nim), 1) << n;
  }
  // With 5 counters: take 1 leaves 4 (opponent wins), take 3 leaves 2 (opponent wins), take 2
  // keeps the turn with 3: take 3 and win.
  BonusNim five({5});
  EXPECT_EQ(negamax(five), 1);
  EXPECT_EQ(value_of_move(five, {0, 2}), 1);
  EXPECT_EQ(value_of_move(five, {0, 1}), -1);
  EXPECT_EQ(value_of_move(five, {0, 3}), -1);
}

TEST(Mcts, TicTacToeMovesAgreeWithNegamax) {
  auto positions = random_positions(TicTacToe(), 11, sanitized() ? 12 : 80, 6);
  int winning = expect_optimal_moves(positions, 20000);
  EXPECT_GT(winning, static_cast<int>(positions.size()) / 5);  // the test saw real wins
}

TEST(Mcts, TicTacToeFromTheStartDoesNotLose) {
  TicTacToe start;
  Mcts<TicTacToe> mcts({.iterations = sanitized() ? 20000u : 50000u, .seed = 3});
  auto report = mcts.search(start);
  ASSERT_TRUE(report.best_move);
  EXPECT_EQ(value_of_move(start, *report.best_move), 0);
}

TEST(Mcts, BonusNimMovesAgreeWithNegamax) {
  std::mt19937_64 rng(5);
  std::vector<BonusNim> positions;
  for (int i = 0; i < (sanitized() ? 15 : 80); ++i) {
    std::vector<int> piles(1 + rng() % 3);
    for (int& p : piles) p = 1 + static_cast<int>(rng() % 5);
    positions.emplace_back(piles);
  }
  int winning = expect_optimal_moves(positions, 20000);
  EXPECT_GT(winning, static_cast<int>(positions.size()) / 4);
}

TEST(Mcts, AnImmediateWinScoresOne) {
  // X: 0 1, O: 3 4; X to move wins at 2 (and 6, 7, 8 do not win at once).
  TicTacToe state;
  for (int sq : {0, 3, 1, 4}) state.play(sq);
  Mcts<TicTacToe> mcts({.iterations = 2000, .seed = 1});
  auto report = mcts.search(state);
  ASSERT_EQ(report.root_moves.size(), 5u);
  ASSERT_EQ(report.root_moves[0].move, 2);
  EXPECT_EQ(report.root_moves[0].mean_value, 1.0);  // every playout through it is a win
  EXPECT_EQ(*report.best_move, 2);
  EXPECT_EQ(report.best_index, 0u);
  // Every other move lets O complete 3 4 5 or loses the win: none averages as well.
  for (std::size_t i = 1; i < report.root_moves.size(); ++i)
    EXPECT_LT(report.root_moves[i].mean_value, 1.0);
}

TEST(Mcts, ReturnsLegalMovesWithAnyBudget) {
  auto positions = random_positions(TicTacToe(), 21, 200, 8);
  std::mt19937_64 rng(22);
  for (std::size_t i = 0; i < positions.size(); ++i) {
    std::uint64_t iterations = 1 + rng() % 30;
    Mcts<TicTacToe> mcts({.iterations = iterations, .seed = rng()});
    auto report = mcts.search(positions[i]);
    auto legal = positions[i].legal_moves();
    ASSERT_EQ(report.root_moves.size(), legal.size());
    for (std::size_t m = 0; m < legal.size(); ++m) {
      EXPECT_EQ(report.root_moves[m].move, legal[m]);
      EXPECT_GE(report.root_moves[m].mean_value, -1.0);
      EXPECT_LE(report.root_moves[m].mean_value, 1.0);
    }
    ASSERT_TRUE(report.best_move);
    EXPECT_LT(report.best_index, legal.size());
    EXPECT_EQ(*report.best_move, legal[report.best_index]);
  }
}

TEST(Mcts, RespectsTheIterationLimit) {
  for (std::uint64_t iterations : {1u, 2u, 7u, 100u, 3000u}) {
    Mcts<TicTacToe> mcts({.iterations = iterations, .seed = 9});
    auto report = mcts.search(TicTacToe());
    EXPECT_EQ(report.iterations, iterations);
    // Every iteration goes through exactly one root move and adds at most one node.
    std::uint64_t visits = 0;
    for (const auto& m : report.root_moves) visits += m.visits;
    EXPECT_EQ(visits, iterations);
    EXPECT_LE(report.nodes, iterations + 1);
    EXPECT_GE(report.nodes, 2u);
  }
  // Until the root's nine moves are all tried, each iteration tries a new one.
  Mcts<TicTacToe> mcts({.iterations = 9, .seed = 4});
  auto report = mcts.search(TicTacToe());
  for (const auto& m : report.root_moves) EXPECT_EQ(m.visits, 1u);
}

TEST(Mcts, RespectsTheNodeLimit) {
  Mcts<TicTacToe> mcts({.iterations = 500, .seed = 2, .max_nodes = 20});
  auto report = mcts.search(TicTacToe());
  EXPECT_EQ(report.iterations, 500u);
  EXPECT_EQ(report.nodes, 20u);
  ASSERT_TRUE(report.best_move);
  // Full before the root's nine moves were all tried: iterations go on through the four
  // children that exist.
  auto small = Mcts<TicTacToe>({.iterations = 300, .seed = 2, .max_nodes = 5}).search(TicTacToe());
  EXPECT_EQ(small.nodes, 5u);
  int tried = 0;
  std::uint64_t visits = 0;
  for (const auto& m : small.root_moves) {
    tried += m.visits > 0;
    visits += m.visits;
  }
  EXPECT_EQ(tried, 4);
  EXPECT_EQ(visits, 300u);
  EXPECT_GT(small.root_moves[small.best_index].visits, 0u);
}

TEST(Mcts, IsReproducibleWithASeed) {
  auto positions = random_positions(TicTacToe(), 31, 20, 4);
  int differing = 0;
  for (const auto& position : positions) {
    auto a = Mcts<TicTacToe>({.iterations = 300, .seed = 77}).search(position);
    // The same object twice: nothing carries over from one search to the next.
    Mcts<TicTacToe> reused({.iterations = 300, .seed = 77});
    reused.search(TicTacToe());
    auto b = reused.search(position);
    auto c = Mcts<TicTacToe>({.iterations = 300, .seed = 78}).search(position);
    ASSERT_EQ(a.root_moves.size(), b.root_moves.size());
    EXPECT_EQ(a.best_index, b.best_index);
    EXPECT_EQ(a.nodes, b.nodes);
    bool same_as_c = true;
    for (std::size_t m = 0; m < a.root_moves.size(); ++m) {
      EXPECT_EQ(a.root_moves[m].visits, b.root_moves[m].visits);
      EXPECT_EQ(a.root_moves[m].mean_value, b.root_moves[m].mean_value);
      same_as_c = same_as_c && a.root_moves[m].visits == c.root_moves[m].visits &&
                  a.root_moves[m].mean_value == c.root_moves[m].mean_value;
    }
    differing += !same_as_c;
  }
  EXPECT_GT(differing, 10);  // the seed matters
}

TEST(Mcts, StopsOnTime) {
  using Clock = std::chrono::steady_clock;
  Mcts<TicTacToe> mcts({.iterations = 0, .time = std::chrono::milliseconds(30), .seed = 1});
  auto start = Clock::now();
  auto report = mcts.search(TicTacToe());
  auto elapsed = Clock::now() - start;
  EXPECT_GT(report.iterations, 0u);
  EXPECT_GE(elapsed, std::chrono::milliseconds(30));
  EXPECT_LT(elapsed, std::chrono::seconds(5));  // generous: shared, sanitized machines
  ASSERT_TRUE(report.best_move);
}

TEST(Mcts, ATerminalRootHasNoMove) {
  TicTacToe state;
  for (int sq : {0, 3, 1, 4, 2}) state.play(sq);  // X wins on the top row
  ASSERT_TRUE(state.is_terminal());
  auto report = Mcts<TicTacToe>({.iterations = 100}).search(state);
  EXPECT_FALSE(report.best_move);
  EXPECT_TRUE(report.root_moves.empty());
  EXPECT_EQ(report.iterations, 0u);
}

TEST(Mcts, AnEndlessGameEndsAtThePlayoutCap) {
  auto report =
      Mcts<Endless>({.iterations = 200, .seed = 1, .max_playout_moves = 10}).search(Endless());
  EXPECT_EQ(report.iterations, 200u);
  ASSERT_EQ(report.root_moves.size(), 2u);
  for (const auto& m : report.root_moves) EXPECT_EQ(m.mean_value, 0.0);  // all draws
}

TEST(Mcts, RejectsOptionsWithoutALimit) {
  EXPECT_THROW(Mcts<TicTacToe>({.iterations = 0}), std::invalid_argument);
  EXPECT_THROW(Mcts<TicTacToe>({.exploration = -1}), std::invalid_argument);
}

}  // namespace
}  // namespace gg
