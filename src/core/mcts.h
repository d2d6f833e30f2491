// UCT Monte Carlo tree search over any Game (core/game.h): an anytime opponent for games too
// large for negamax, written against the generic interface only.
//
// Each iteration walks from the root down the tree by UCT, adds one new node, finishes the game
// with uniformly random moves, and credits the outcome to every node on the way. Outcomes are
// the sign of result(): win, draw or loss, whatever the game's score scale (an Othello win by 2
// discs counts as much as one by 60), because UCT's exploration term assumes bounded rewards.
//
//   gg::Mcts<gg::othello::State> mcts({.iterations = 2000, .seed = 7});
//   gg::MctsReport<int> report = mcts.search(state);
//   if (report.best_move) state.play(*report.best_move);
//
// Given the same options and state, a search limited by iterations only is fully reproducible:
// every random choice comes from generators seeded by options.seed. A time limit makes the
// number of iterations, and so the answer, depend on the machine.
#pragma once

#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <stdexcept>
#include <utility>
#include <vector>

#include "core/bits.h"
#include "core/game.h"
#include "core/random_play.h"

namespace gg {

struct MctsOptions {
  // UCT exploration constant c in  mean + c * sqrt(ln N_parent / N_child), with mean in [0, 1].
  // sqrt(2) is the textbook value for rewards in [0, 1]; smaller searches the best line deeper.
  double exploration = 1.4142135623730951;
  // Stop after this many iterations (0: no iteration limit).
  std::uint64_t iterations = 1000;
  // Stop once this much time has passed (0: no time limit). At least one iteration always runs.
  std::chrono::milliseconds time{0};
  std::uint64_t seed = 0;
  // A playout still running after this many moves counts as a draw: a guard for games without
  // a move bound (all gridgames games end on their own).
  std::size_t max_playout_moves = std::numeric_limits<std::size_t>::max();
  // Memory bound for time-limited searches: once the tree holds this many nodes, iterations
  // keep refining the statistics of the existing tree without growing it.
  std::size_t max_nodes = std::size_t{1} << 22;
};

// One root move's statistics. mean_value is from the viewpoint of the player making the move:
// +1 won every playout through it, -1 lost every one; 0 when never visited.
template <class Move>
struct MctsRootMove {
  Move move;
  std::uint64_t visits = 0;
  double mean_value = 0;
};

template <class Move>
struct MctsReport {
  // The most visited root move (the usual "robust child": visits are what UCT concentrates on
  // the best move, and they are less noisy than means); ties go to the higher mean, then to the
  // earlier move. None when the root is terminal.
  std::optional<Move> best_move;
  std::size_t best_index = 0;  // index of best_move in root_moves
  // Every legal move of the root, in legal_moves() order, including moves never tried.
  std::vector<MctsRootMove<Move>> root_moves;
  std::uint64_t iterations = 0;
  std::size_t nodes = 0;  // tree size, root included
};

template <Game G>
class Mcts {
 public:
  using Move = typename G::Move;

  explicit Mcts(MctsOptions options = {}) : options_(options) {
    if (options_.iterations == 0 && options_.time.count() <= 0)
      throw std::invalid_argument("Mcts: set an iteration limit, a time limit or both");
    if (!(options_.exploration >= 0))
      throw std::invalid_argument("Mcts: the exploration constant must be >= 0");
  }

  const MctsOptions& options() const { return options_; }

  // Searches from `root` (left unchanged) within the limits. The tree is rebuilt on every call
  // but its storage is kept, so repeated searches (one per move of a game) stop allocating.
  MctsReport<Move> search(const G& root) {
    // One working copy, walked with play/undo: copying a state per iteration would allocate
    // (most states carry a history vector).
    G state = root;
    nodes_.clear();
    moves_.clear();
    nodes_.push_back(Node{});
    rng_.seed(options_.seed);

    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    // Visit counts and outcome sums are 32-bit, to keep a node at 32 bytes: stop short of
    // their range.
    const std::uint64_t kMaxIterations = std::numeric_limits<std::int32_t>::max() - 1;
    std::uint64_t limit =
        options_.iterations ? std::min(options_.iterations, kMaxIterations) : kMaxIterations;
    std::uint64_t done = 0;
    if (!root.is_terminal()) {
      while (done < limit) {
        iterate(state);
        ++done;
        if (options_.time.count() > 0 && Clock::now() - start >= options_.time) break;
      }
    }
    return report(root, done);
  }

 private:
  static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

  // Nodes live in one vector and refer to each other by index: no per-node allocation, no
  // pointer invalidation when the vector grows, and half the size of pointers. A node's
  // children form a singly linked list (first_child, next_sibling) because they are created
  // one per visit: a contiguous block per node would have to be sized for every legal move up
  // front (225 on an empty Gomoku board) although most are never expanded.
  struct Node {
    std::uint32_t first_child = kNone;
    std::uint32_t next_sibling = kNone;
    std::uint32_t move_index = 0;      // index of this node's move in the parent's legal_moves()
    std::uint32_t move_count = kNone;  // legal moves here; kNone until the node is expanded
    std::uint32_t expanded = 0;        // children created so far
    std::uint32_t visits = 0;
    std::int8_t mover = 0;  // player who made the move into this node
    // Sum of outcomes (+1, 0, -1) from the mover's viewpoint: what the parent's player, choosing
    // among siblings, wants to maximise. An integer, exact and 4 bytes: a node is 32 bytes.
    std::int32_t outcome_sum = 0;
  };
  static_assert(sizeof(Node) == 32, "keep nodes small: a long search holds millions");

  // One selection-expansion-playout-backpropagation round. `state` is the root on entry and on
  // exit: every move played on the way down is undone.
  void iterate(G& state) {
    std::size_t played = 0;
    std::uint32_t node = 0;
    path_.clear();
    path_.push_back(node);
    // Selection: descend through fully expanded nodes by UCT.
    while (!state.is_terminal()) {
      Node& n = nodes_[node];
      if (n.move_count == kNone || n.expanded < n.move_count) {
        auto moves = state.legal_moves();
        n.move_count = static_cast<std::uint32_t>(moves.size());
        if (n.expanded < n.move_count) {
          if (nodes_.size() < options_.max_nodes && nodes_.size() < kNone) {
            node = expand(state, node, moves);
            ++played;
            path_.push_back(node);
            break;  // the playout starts at the new leaf
          }
          // The tree is full: keep refining among the children that exist, if any.
          if (n.first_child == kNone) break;
        }
      }
      node = select_child(node);
      state.play(moves_[node - 1]);
      ++played;
      path_.push_back(node);
    }
    // Playout: the rest of the game at random, through the generic interface only.
    std::size_t random_moves = play_random(state, rng_, options_.max_playout_moves);
    int outcome = 0;  // for player 0; an unfinished playout (move cap) stays a draw
    if (state.is_terminal()) {
      int r = state.result();
      outcome = (r > 0) - (r < 0);
    }
    for (std::size_t i = 0; i < random_moves + played; ++i) state.undo();
    // Backpropagation: each node scores the outcome for the player who moved into it.
    for (std::uint32_t on_path : path_) {
      Node& n = nodes_[on_path];
      ++n.visits;
      n.outcome_sum += n.mover == 0 ? outcome : -outcome;
    }
  }

  // Adds the next untried child of `parent` (whose state is `state`, with `moves` its legal
  // moves), plays its move and returns its index. Untried moves are taken in a random order
  // fixed per node: in listed order, a small budget on a large board would only ever try the
  // first rows. The order comes from a cheap generator seeded by the node's index, so it needs
  // no storage and is the same at every visit.
  std::uint32_t expand(G& state, std::uint32_t parent, const std::vector<Move>& moves) {
    Node& p = nodes_[parent];
    std::uint32_t k = p.expanded;
    // Partial Fisher-Yates: the first k + 1 steps of a shuffle of 0..count-1 give its k-th item.
    order_.resize(moves.size());
    for (std::uint32_t i = 0; i < order_.size(); ++i) order_[i] = i;
    SplitMix64 shuffle{mix64(options_.seed ^ mix64(parent + 1))};
    for (std::uint32_t i = 0; i <= k; ++i) {
      std::uint64_t j = i + shuffle() % (order_.size() - i);
      std::swap(order_[i], order_[j]);
    }
    Node child;
    child.move_index = order_[k];
    child.mover = static_cast<std::int8_t>(state.current_player());
    child.next_sibling = p.first_child;
    auto index = static_cast<std::uint32_t>(nodes_.size());
    p.first_child = index;
    ++p.expanded;
    nodes_.push_back(child);  // may reallocate: `p` is not used past this point
    moves_.push_back(moves[child.move_index]);
    state.play(moves_.back());
    return index;
  }

  // UCT: the child maximising mean + c * sqrt(ln N / n), with the mean mapped to [0, 1] so the
  // constant keeps its textbook scale. Every child has been visited (created with a playout).
  std::uint32_t select_child(std::uint32_t parent) const {
    const Node& p = nodes_[parent];
    double log_parent = std::log(static_cast<double>(p.visits));
    std::uint32_t best = kNone;
    double best_score = -std::numeric_limits<double>::infinity();
    for (std::uint32_t c = p.first_child; c != kNone; c = nodes_[c].next_sibling) {
      const Node& child = nodes_[c];
      double n = child.visits;
      double mean = (child.outcome_sum / n + 1) / 2;
      double score = mean + options_.exploration * std::sqrt(log_parent / n);
      if (score > best_score) {
        best_score = score;
        best = c;
      }
    }
    return best;
  }

  MctsReport<Move> report(const G& root, std::uint64_t iterations) const {
    MctsReport<Move> out;
    out.iterations = iterations;
    out.nodes = nodes_.size();
    for (auto& move : root.legal_moves()) out.root_moves.push_back({move, 0, 0.0});
    for (std::uint32_t c = nodes_[0].first_child; c != kNone; c = nodes_[c].next_sibling) {
      auto& entry = out.root_moves[nodes_[c].move_index];
      entry.visits = nodes_[c].visits;
      entry.mean_value = static_cast<double>(nodes_[c].outcome_sum) / nodes_[c].visits;
    }
    for (std::size_t i = 0; i < out.root_moves.size(); ++i) {
      const auto& candidate = out.root_moves[i];
      const auto& best = out.root_moves[out.best_index];
      if (candidate.visits > best.visits ||
          (candidate.visits == best.visits && candidate.mean_value > best.mean_value))
        out.best_index = i;
    }
    if (!out.root_moves.empty()) out.best_move = out.root_moves[out.best_index].move;
    return out;
  }

  MctsOptions options_;
  std::vector<Node> nodes_;
  std::vector<Move> moves_;  // moves_[i - 1] is the move into node i (the root has none)
  std::vector<std::uint32_t> path_;
  std::vector<std::uint32_t> order_;
  std::mt19937_64 rng_;
};

}  // namespace gg
