#include "othello/endgame.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <optional>
#include <thread>

#include "othello/endgame_search.h"
#include "othello/endgame_table.h"
#include "othello/eval.h"
#include "othello/search.h"
#include "othello/weights_file.h"

namespace gg::othello {

namespace {

using endgame::Aborted;
using endgame::kInfinity;
using endgame::Searcher;
using endgame::SolveLimits;

// Root moves are ordered by a shallow search of this depth (the first root move gets the
// MTD(f) searches, so a wrong first choice costs a whole exact value of a worse move).
constexpr int kRootOrderDepth = 4;
// From this many empties, with the learned evaluation, by a midgame search of this depth
// instead, and MTD(f) starts from the first move's value. Measured on FFO #40-#49 and 25 random
// positions with 22-24 empties (nodes against the 4-ply order with a depth-8 first guess):
// depth 6 -1% and -5%, depth 8 -0% and -24%, depth 10 -14% and -24% (CPU -15% and -29%); the
// random positions' first moves had been wrong where the 4-ply search misjudged a lopsided
// position (random 156: the first move's exact value -44, the best -40).
constexpr int kDeepOrderEmpties = 20;
constexpr int kDeepOrderDepth = 10;

// Score of each root move in turn; threads take root moves from a shared counter.
struct RootSearch {
  Bitboard P = 0, O = 0;
  int empties = 0;
  std::vector<int> moves;
  std::atomic<std::size_t> next{1};  // moves[0] is searched first, with the full window
  std::mutex mutex;
  int best = -kInfinity;  // best score so far (guarded by mutex)
  int best_move = kNoMove;
  std::atomic<bool> stopped{false};
  StopReason reason = StopReason::kNone;  // why, once stopped (guarded by mutex)
  const PatternWeights* weights = nullptr;  // the move ordering's evaluation (Searcher)
  SolveLimits* limits = nullptr;

  int child_value(Searcher& s, int sq, int alpha, int beta) {
    Bitboard f = flips(P, O, sq);
    return -s.pvs(O ^ f, P ^ f ^ bit(sq), -beta, -alpha, empties - 1);
  }

  void work(EndgameTable& table, std::atomic<std::uint64_t>& total_nodes) {
    Searcher s(table, weights, *limits);
    try {
      for (;;) {
        std::size_t i = next.fetch_add(1);
        if (i >= moves.size()) break;
        int sq = moves[i];
        int alpha;
        {
          std::lock_guard<std::mutex> lock(mutex);
          alpha = best;
        }
        // Null window first: most moves only need to be shown no better.
        int value = child_value(s, sq, alpha, alpha + 1);
        if (value > alpha) {
          // Better than alpha: the full window above it gives the exact value.
          value = child_value(s, sq, alpha, 64);
          std::lock_guard<std::mutex> lock(mutex);
          if (value > best) {
            best = value;
            best_move = sq;
          }
        }
      }
    } catch (const Interrupted& stop) {
      stopped = true;
      std::lock_guard<std::mutex> lock(mutex);
      reason = endgame::first_stop(reason, stop.reason());
    }
    total_nodes += s.nodes;
  }
};

// Several threads on one null-window search ("is P/O worth at least alpha + 1?"), splitting along
// the leftmost path: at each node of it the first move is searched first (recursively split, while
// enough empties remain), then, if it did not decide the node, the other moves are shared out
// between the threads (young brothers wait). When one of them refutes the node the others are
// told to stop. Below kSplitMinEmpties, or after kSplitLevels nodes, one thread searches alone.
constexpr int kSplitMinEmpties = 14;
constexpr int kSplitLevels = 8;

class SplitSearch {
 public:
  // `helper_nodes`: where the helpers' nodes are added (also when the search stops).
  SplitSearch(EndgameTable& table, int threads, const PatternWeights* weights, SolveLimits& limits,
              std::uint64_t& helper_nodes)
      : helper_nodes(helper_nodes), table_(table), threads_(threads), weights_(weights), limits_(limits) {}
  std::uint64_t& helper_nodes;

  int search(Searcher& main, Bitboard P, Bitboard O, int alpha, int empties, int level) {
    int beta = alpha + 1;
    Bitboard moves = legal_moves(P, O);
    if (!moves || empties < kSplitMinEmpties || level >= kSplitLevels) return main.pvs(P, O, alpha, beta, empties);
    EndgameBounds known;
    int table_move = kNoMove;
    if (table_.probe(P, O, known)) {
      if (known.lower >= beta) return known.lower;
      if (known.upper <= alpha) return known.upper;
      table_move = known.move;
    }
    struct Child {
      int sq, key;
      Bitboard player, opponent;
    };
    std::vector<Child> children;
    for (Bitboard m = moves; m;) {
      int sq = pop_lowest(m);
      Bitboard f = flips(P, O, sq);
      int key = sq == table_move ? -1000000000 : main.order_key(P, O, sq, f, empties);
      children.push_back({sq, key, O ^ f, P ^ f ^ bit(sq)});
    }
    std::stable_sort(children.begin(), children.end(), [](const Child& a, const Child& b) { return a.key < b.key; });

    // The eldest alone, split further down.
    int best = -search(main, children[0].player, children[0].opponent, -beta, empties - 1, level + 1);
    int best_move = children[0].sq;
    if (best < beta && children.size() > 1) {
      std::atomic<std::size_t> next{1};
      std::atomic<bool> decided{false};
      std::mutex mutex;
      bool stopped = false;
      StopReason reason = StopReason::kNone;
      auto work = [&](Searcher& s) {
        const std::atomic<bool>* outer = s.abort;
        s.abort = &decided;
        try {
          for (std::size_t i; !decided.load() && (i = next.fetch_add(1)) < children.size();) {
            int value = -s.pvs(children[i].player, children[i].opponent, -beta, -alpha, empties - 1);
            std::lock_guard<std::mutex> lock(mutex);
            if (value > best) {
              best = value;
              best_move = children[i].sq;
            }
            if (value >= beta) decided = true;
          }
        } catch (const Aborted&) {
          // A sibling decided the node: this search is no longer needed.
        } catch (const Interrupted& stop) {
          std::lock_guard<std::mutex> lock(mutex);
          stopped = true;
          reason = endgame::first_stop(reason, stop.reason());
          decided = true;
        }
        s.abort = outer;
      };
      std::vector<std::thread> helpers;
      std::vector<std::uint64_t> counts(threads_ - 1, 0);
      for (int t = 0; t + 1 < threads_; ++t)
        helpers.emplace_back([&, t] {
          Searcher s(table_, weights_, limits_);
          work(s);
          counts[t] = s.nodes;
        });
      work(main);
      for (auto& h : helpers) h.join();
      for (auto c : counts) helper_nodes += c;
      if (stopped) throw Interrupted("stopped", reason);
    }
    if (best >= beta) table_.store(P, O, empties, best, 64, best_move);
    else table_.store(P, O, empties, -64, best, best_move);
    return best;
  }

 private:
  EndgameTable& table_;
  int threads_;
  const PatternWeights* weights_;
  SolveLimits& limits_;
};

// The value of the move sq for P by a midgame search of `depth` (in the evaluation's units, P's
// view); its nodes are added to `nodes`.
int midgame_value(othello::Searcher& midgame, Bitboard P, Bitboard O, int sq, int depth, std::uint64_t& nodes) {
  Position child{P, O};
  child.play(sq);
  SearchLimits limits;
  limits.depth = depth;
  limits.exact_empties = 0;
  SearchResult result = midgame.search(child, limits);
  nodes += result.nodes;
  return -result.score;
}

// The first guess of a root move's exact value for MTD(f), from its midgame value (the
// evaluation's units): an even score next to it (final scores are even).
int first_guess(int midgame) {
  int discs = midgame / kDisc;
  return std::clamp(discs - (discs & 1), -64, 64);
}

// The exact value of the first root move by a sequence of null-window searches (MTD(f)) from
// `guess` (first_guess()): each one only has to show the value above or below a threshold, and the table carries
// what it learnt to the next. On FFO #40-#49 this costs about 30% less than one full-window
// search (#49: 1.06 G nodes instead of 1.95 G), because a full window makes every node of the
// best line compute an exact value.
//
// When the searches keep failing the same way, the next threshold is pushed further each time
// (2, 4, 8, ... discs beyond the bound just found): a wipeout (FFO #59, +64) otherwise climbs
// from a draw two discs at a time, and the searches near the top are the expensive ones. A
// threshold far from the true value is cheap to refute, so overshooting costs little.
int first_move_value(Searcher& s, RootSearch& root, SplitSearch* split, int guess) {
  Bitboard f = flips(root.P, root.O, root.moves[0]);
  Bitboard child_player = root.O ^ f, child_opponent = root.P ^ f ^ bit(root.moves[0]);
  int lower = -64, upper = 64;
  int direction = 0, step = 0;  // direction of the last result (+1 above, -1 below) and its run
  while (lower < upper) {
    // Scores are even: a threshold of guess + 1 asks "at least guess + 2?".
    int beta = guess == lower ? guess + 1 : guess;
    int value = split ? -split->search(s, child_player, child_opponent, -beta, root.empties - 1, 0)
                      : -s.pvs(child_player, child_opponent, -beta, -beta + 1, root.empties - 1);
    int now = value >= beta ? 1 : -1;
    if (now > 0) lower = value;
    else upper = value;
    if (direction != 0 && now != direction) {
      // The last push went past the value: test next to the bound found before it (a threshold
      // near the true value is the expensive kind; FFO #49 spent 0.5 G nodes walking back).
      guess = now < 0 ? lower : upper;
      step = 0;
    } else {
      step = now == direction ? std::max(2, 2 * step) : 0;
      guess = std::clamp(value + now * step, lower, upper);
    }
    direction = now;
  }
  return lower;
}

// Builds the best line by finding, at each step, a move that keeps the known score.
std::vector<int> principal_variation(Searcher& s, Bitboard P, Bitboard O, int score, int first) {
  std::vector<int> pv;
  int empties = 64 - popcount(P | O);
  int move = first;
  for (;;) {
    Bitboard moves = legal_moves(P, O);
    if (!moves) {
      if (!legal_moves(O, P)) break;
      pv.push_back(kPass);
      std::swap(P, O);
      score = -score;
      move = kNoMove;
      continue;
    }
    if (move == kNoMove || !(moves & bit(move))) {
      move = kNoMove;
      // The table's move first: the search stored it as best there, and trying a wrong move
      // first means proving it worse (for a wipeout: that every line leaves a disc, costly).
      Bitboard untried = moves;
      int hint = s.table_move(P, O);
      if (hint < kSquares && (moves & bit(hint))) {
        untried &= ~bit(hint);
        Bitboard f = flips(P, O, hint);
        if (-s.pvs(O ^ f, P ^ f ^ bit(hint), -score - 1, -score + 1, empties - 1) == score) move = hint;
      }
      while (untried && move == kNoMove) {
        int sq = pop_lowest(untried);
        Bitboard f = flips(P, O, sq);
        if (-s.pvs(O ^ f, P ^ f ^ bit(sq), -score - 1, -score + 1, empties - 1) == score) move = sq;
      }
      if (move == kNoMove) break;  // unreachable with a correct score
    }
    pv.push_back(move);
    Bitboard f = flips(P, O, move);
    Bitboard next_player = O ^ f;
    O = P ^ f ^ bit(move);
    P = next_player;
    --empties;
    score = -score;
    move = kNoMove;
  }
  return pv;
}

}  // namespace

std::size_t default_table_megabytes(int empties) {
  // Small problems do not need (nor should pay to touch) a large table; larger ones gain little
  // from more than 64 MiB and pay for it in page faults and cache misses: measured on the 2-core
  // machine (CPU seconds, 64 / 256 / 1024 MiB): FFO #47 1.36 / 1.93 / 3.48, #49 25.1 / 28.8 / 34.1
  // (node counts within 5%), #50 96 s with 64 MiB against 157 s with 1 GiB (issue 12).
  if (empties < 14) return 1;
  if (empties < 18) return 8;
  return 64;
}

SolveResult solve(const Position& position, const SolveOptions& options) {
  auto start = std::chrono::steady_clock::now();
  SolveResult result;
  int threads = std::max(1, options.threads);
  std::size_t megabytes = options.table_megabytes;
  if (megabytes == 0) megabytes = default_table_megabytes(position.empty_count());
  EndgameTable table(megabytes, threads > 1);
  const PatternWeights* weights = options.learned_ordering ? active_weights() : nullptr;
  SolveLimits limits;
  limits.max_nodes = Stopper::node_limit(options.max_nodes);
  if (options.max_seconds > 0)
    limits.deadline = start + std::chrono::duration_cast<Stopper::Clock::duration>(
                                  std::chrono::duration<double>(options.max_seconds));
  endgame::Searcher main(table, weights, limits);
  // Nodes of the other searchers (helpers, root workers): they report them to `limits` as
  // they go, so they join main's count only at the end.
  std::uint64_t other_nodes = 0;
  Bitboard P = position.player, O = position.opponent;
  int empties = position.empty_count();

  try {
    Bitboard moves = legal_moves(P, O);
    if (options.alpha > -64 || options.beta < 64) {
      result.score = main.pvs(P, O, std::max(options.alpha, -64), std::min(options.beta, 64), empties);
      result.move = kNoMove;
    } else if (!moves) {
      if (!legal_moves(O, P)) {
        result.score = final_score(P, O);
        result.move = kNoMove;
      } else {
        result.score = -main.pvs(O, P, -64, 64, empties);
        result.move = kPass;
      }
    } else {
      // Order the root moves by a shallow search, then find the first one's exact value and
      // share out the others (each needs only to be shown no better, by a null window).
      RootSearch root;
      root.weights = weights;
      root.limits = &limits;
      root.P = P;
      root.O = O;
      root.empties = empties;
      struct Scored {
        int sq, key;
      };
      std::vector<Scored> scored;
      const bool deep_order = weights && empties >= kDeepOrderEmpties;
      std::optional<othello::Searcher> midgame;
      if (deep_order) midgame.emplace(1);
      for (Bitboard m = moves; m;) {
        int sq = pop_lowest(m);
        Bitboard f = flips(P, O, sq);
        int key = deep_order ? -midgame_value(*midgame, P, O, sq, kDeepOrderDepth, main.nodes)
                             : main.shallow(O ^ f, P ^ f ^ bit(sq), kRootOrderDepth, -1000000, 1000000);
        scored.push_back({sq, key});
      }
      std::stable_sort(scored.begin(), scored.end(), [](auto& a, auto& b) { return a.key < b.key; });
      for (auto& s : scored) root.moves.push_back(s.sq);
      // With several threads, the first move's searches are split (the other root moves are
      // shared out between the threads below).
      SplitSearch split(table, threads, weights, limits, other_nodes);
      // Without the deep order's value, MTD(f) starts from a draw.
      int guess = deep_order ? first_guess(-scored.front().key) : 0;
      root.best = first_move_value(main, root, threads > 1 ? &split : nullptr, guess);
      root.best_move = root.moves[0];
      std::atomic<std::uint64_t> worker_nodes{0};
      if (threads == 1 || root.moves.size() == 1) {
        root.work(table, worker_nodes);
      } else {
        std::vector<std::thread> pool;
        for (int t = 0; t < threads; ++t) pool.emplace_back([&] { root.work(table, worker_nodes); });
        for (auto& th : pool) th.join();
      }
      other_nodes += worker_nodes;
      if (root.stopped) throw Interrupted("stopped", root.reason);
      result.score = root.best;
      result.move = root.best_move;
    }
    if (result.move == kPass) {
      result.pv = principal_variation(main, P, O, result.score, kNoMove);
    } else if (result.move != kNoMove) {
      result.pv = principal_variation(main, P, O, result.score, result.move);
    }
  } catch (const Interrupted& stop) {
    // Nothing is claimed, not even a score found before the best line stopped: only nodes and
    // seconds are valid, and a stray score must not look like an answer.
    result.score = 0;
    result.move = kNoMove;
    result.pv.clear();
    result.stopped = stop.reason();
    result.complete = false;
  }
  result.nodes = main.nodes + other_nodes;
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace gg::othello