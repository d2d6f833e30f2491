#include "othello/search.h"

#include <algorithm>
#include <chrono>

#include "core/stop.h"
#include "othello/eval.h"
#include "othello/weights_file.h"

namespace gg::othello {

namespace {

constexpr int kInfinity = 30000;  // beyond every value; fits the table's 16-bit bounds
constexpr int kSmallSolve = 5;    // empties at which exact search drops ordering and the table
constexpr int kMaxMoves = 34;     // more than any Othello position has

double now_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

struct OrderedMove {
  int square;
  Bitboard flipped;
  int key;
};

// Sorts by key, highest first (insertion sort: lists are short).
void sort_moves(OrderedMove* moves, int count) {
  for (int i = 1; i < count; ++i) {
    OrderedMove m = moves[i];
    int j = i - 1;
    while (j >= 0 && moves[j].key < m.key) {
      moves[j + 1] = moves[j];
      --j;
    }
    moves[j + 1] = m;
  }
}

constexpr Bitboard kCornerSquares = bit(0) | bit(7) | bit(56) | bit(63);
constexpr Bitboard kXSquares = bit(9) | bit(14) | bit(49) | bit(54);
// Below this depth the full evaluation costs more than it saves: order by the opponent's
// mobility, corners first and X-squares last. (Measured on the bench signature: depth 3 gave the
// fastest search; ordering by a shallow search did not pay either.)
constexpr int kEvalOrderDepth = 3;
// At this depth and below the table is neither probed nor written: its cut-offs save less than a
// memory access costs at nodes whose children are leaves.
constexpr int kNoTableDepth = 1;
// Multi-ProbCut (M. Buro's ProbCut, 1995, in its multi-depth form): a deep search's value is
// close to a shallow one's, v_deep = v_shallow + e with e roughly normal of deviation
// sigma(depth, empties). At a null-window node of depth >= kProbCutMinDepth, a shallow search that
// proves v_shallow >= beta + t * sigma (t: SearchLimits::probcut_confidence) predicts a fail high
// of the deep search with that confidence, and one that proves v_shallow <= alpha - t * sigma a
// fail low; the node returns the bound without searching deeper. The shallow depth has the same
// parity as the deep one (Othello values swing with the side to move at the leaves) and is about
// half of it. The deviations are measured on self-play positions by bench/othello_mpc_calibrate
// (docs/othello.md: how, and the table it gave).
constexpr int kProbCutMinDepth = 3;
int probcut_sigma(int depth, int empties) {
  // kDisc units, by deep depth 3..12 (deeper: 12) and stage (empties 41-54, 26-40, up to 25):
  // measured on 300 self-play positions of round 4 (bench_othello_mpc_calibrate r4.bin 300 10;
  // depths 11 and 12 repeat 9 and 10). The line v_d = a v_s + b had a within 0.97-1.05 and b
  // within about one disc, so the deviation alone is used.
  static constexpr int kSigma[3][10] = {
      {233, 170, 268, 209, 240, 206, 263, 234, 263, 234},
      {302, 294, 355, 320, 289, 244, 330, 303, 330, 303},
      {419, 351, 472, 422, 396, 371, 445, 417, 445, 417},
  };
  int stage = empties > 40 ? 0 : empties > 25 ? 1 : 2;
  return kSigma[stage][std::min(depth, 12) - kProbCutMinDepth];
}
constexpr int kProbCutLimit = 64 * kDisc;  // no bound beyond the largest possible value

// No aspiration windows at the root: tried (+-0.5, 1, 2 discs from depth 4 or 6, widened 4 times
// on failure), they cost 22-28% more nodes on the bench signature with the learned evaluation.

}  // namespace

int probcut_shallow_depth(int depth) {
  int half = depth / 2;
  return half % 2 == depth % 2 ? half : half - 1;
}

Searcher::Searcher(std::size_t tt_megabytes) : tt_(tt_megabytes) {}

void Searcher::extend_pv(int ply, int move) {
  pv_[ply][ply] = static_cast<std::uint8_t>(move);
  std::copy(pv_[ply + 1] + ply + 1, pv_[ply + 1] + pv_length_[ply + 1], pv_[ply] + ply + 1);
  pv_length_[ply] = std::max(ply + 1, pv_length_[ply + 1]);
}

int Searcher::evaluate(const Position& pos, int ply, Bitboard moves) const {
  return weights_ ? evaluate_learned(pos, *weights_, indices_[ply].mover, moves) : evaluate_hand(pos);
}

void Searcher::index_move(int ply, int square, Bitboard flipped, bool leaf) {
  if (!weights_) return;
  if (leaf)
    indices_[ply + 1].mover = pattern::mover_after_move(indices_[ply], square, flipped);
  else
    indices_[ply + 1] = pattern::after_move(indices_[ply], square, flipped);
}

void Searcher::index_pass(int ply, const Position& passed, bool leaf) {
  if (!weights_) return;
  indices_[ply + 1] = leaf ? pattern::read_indices(passed.player, passed.opponent) : pattern::after_pass(indices_[ply]);
}

int Searcher::terminal_value(const Position& pos, int ply) const {
  int score = pos.score() * kDisc;
  if (score == 0 && contempt_ != 0) return ((ply + ply_offset_) % 2 == 0) ? -contempt_ : contempt_;
  return score;
}

bool Searcher::time_to_stop() {
  if (stopper_.stopped() || stopper_.poll_nodes(nodes_)) return true;
  if (nodes_ >= next_check_) {
    next_check_ = nodes_ + 4096;
    stopper_.check(nodes_);  // Ctrl-C and the clock
  }
  return stopper_.stopped();
}

// Exact alpha-beta for the last few empties: no table, no ordering, passes handled.
int Searcher::solve_small(Position& pos, int alpha, int beta, int ply) {
  ++nodes_;
  if (time_to_stop()) return 0;
  pv_length_[ply] = ply;
  Bitboard moves = pos.moves();
  if (!moves) {
    if (!legal_moves(pos.opponent, pos.player)) return terminal_value(pos, ply);
    pos.pass();
    int value = -solve_small(pos, -beta, -alpha, ply + 1);
    pos.pass();
    extend_pv(ply, kPass);
    return value;
  }
  int best = -kInfinity;
  while (moves) {
    int sq = gg::pop_lowest(moves);
    Bitboard f = flips(pos.player, pos.opponent, sq);
    pos.apply(sq, f);
    int value = -solve_small(pos, -beta, -alpha, ply + 1);
    pos.undo(sq, f);
    if (stopper_.stopped()) return 0;
    if (value > best) {
      best = value;
      if (value > alpha) {
        alpha = value;
        extend_pv(ply, sq);
        if (alpha >= beta) break;
      }
    }
  }
  return best;
}

int Searcher::pvs(Position& pos, int alpha, int beta, int depth, int ply) {
  // Step 1. Count the node, honour the limits, handle the end of the game and passes.
  ++nodes_;
  if (time_to_stop()) return 0;
  pv_length_[ply] = ply;
  int empties = pos.empty_count();
  depth = std::min(depth, empties);
  bool exact = depth == empties;
  if (exact && empties <= kSmallSolve && contempt_ == 0) {
    --nodes_;  // solve_small counts this node again
    return solve_small(pos, alpha, beta, ply);
  }
  Bitboard moves = pos.moves();
  if (!moves) {
    if (!legal_moves(pos.opponent, pos.player)) return terminal_value(pos, ply);
    if (ply + 1 >= kMaxPly) return evaluate(pos, ply);
    pos.pass();
    index_pass(ply, pos, depth == 0);
    int value = -pvs(pos, -beta, -alpha, depth, ply + 1);
    pos.pass();
    extend_pv(ply, kPass);
    return value;
  }
  if (depth == 0 || ply + 1 >= kMaxPly) return evaluate(pos, ply, moves);

  // Step 2. Transposition table: a cut-off in null-window nodes, the best move everywhere.
  bool pv_node = beta - alpha > 1;
  int tt_move = kNoMove;
  const bool use_table = depth > kNoTableDepth;
  if (const TTEntry* entry = use_table ? tt_.probe(pos) : nullptr) {
    tt_move = entry->move;
    if (entry->depth >= depth && !pv_node) {
      if (entry->lower >= beta) return entry->lower;
      if (entry->upper <= alpha) return entry->upper;
      if (entry->lower == entry->upper) return entry->lower;
    }
  }

  // Step 3. Multi-ProbCut: a shallow search that predicts this null-window node's outcome.
  if (!pv_node && !exact) {
    int value;
    if (probcut(pos, alpha, beta, depth, ply, &value)) return value;
  }

  // Step 4. Order the moves: the table's move, then (midgame, deep enough) the child's static
  // value for the opponent, lowest first, or else fewest opponent replies first.
  OrderedMove list[kMaxMoves];
  int count = 0;
  for (Bitboard m = moves; m;) {
    int sq = gg::pop_lowest(m);
    OrderedMove& om = list[count++];
    om.square = sq;
    om.flipped = flips(pos.player, pos.opponent, sq);
    if (sq == tt_move) {
      om.key = kInfinity;
    } else if (exact) {
      Bitboard mover = pos.player ^ om.flipped ^ bit(sq), other = pos.opponent ^ om.flipped;
      om.key = -16 * gg::popcount(legal_moves(other, mover)) + ((kCornerSquares & bit(sq)) ? 8 : 0);
    } else if (depth >= kEvalOrderDepth) {
      Position child = pos;
      child.apply(sq, om.flipped);
      index_move(ply, sq, om.flipped, true);
      om.key = -evaluate(child, ply + 1);
    } else if (depth >= 2) {
      Bitboard mover = pos.player ^ om.flipped ^ bit(sq), other = pos.opponent ^ om.flipped;
      om.key = -16 * gg::popcount(legal_moves(other, mover)) + ((kCornerSquares & bit(sq)) ? 64 : 0) -
               ((kXSquares & bit(sq)) ? 32 : 0);
    } else {
      om.key = 0;
    }
  }
  sort_moves(list, count);

  // Step 5. Principal-variation search: the first move with the full window, the others with a
  // null window, searched again only when they beat alpha.
  int original_alpha = alpha;
  int best = -kInfinity;
  int best_move = list[0].square;
  for (int i = 0; i < count; ++i) {
    const OrderedMove& om = list[i];
    pos.apply(om.square, om.flipped);
    index_move(ply, om.square, om.flipped, depth == 1);
    int value;
    if (i == 0) {
      value = -pvs(pos, -beta, -alpha, depth - 1, ply + 1);
    } else {
      value = -pvs(pos, -alpha - 1, -alpha, depth - 1, ply + 1);
      if (value > alpha && value < beta && !stopper_.stopped()) value = -pvs(pos, -beta, -alpha, depth - 1, ply + 1);
    }
    pos.undo(om.square, om.flipped);
    if (stopper_.stopped()) return 0;
    if (value > best) {
      best = value;
      best_move = om.square;
      if (value > alpha) {
        alpha = value;
        extend_pv(ply, om.square);
        if (alpha >= beta) break;
      }
    }
  }

  // Step 6. Remember the result.
  if (use_table) tt_.store(pos, depth, original_alpha, beta, best, best_move);
  return best;
}

bool Searcher::probcut(Position& pos, int alpha, int beta, int depth, int ply, int* value) {
  if (limits_.probcut_confidence <= 0 || depth < kProbCutMinDepth) return false;
  int shallow = probcut_shallow_depth(depth);
  int margin = static_cast<int>(limits_.probcut_confidence * probcut_sigma(depth, pos.empty_count()));
  int high = beta + margin;
  if (high < kProbCutLimit) {
    int shallow_value = pvs(pos, high - 1, high, shallow, ply);
    if (stopper_.stopped() || shallow_value >= high) {
      *value = stopper_.stopped() ? 0 : beta;
      return true;
    }
  }
  int low = alpha - margin;
  if (low > -kProbCutLimit) {
    int shallow_value = pvs(pos, low, low + 1, shallow, ply);
    if (stopper_.stopped() || shallow_value <= low) {
      *value = stopper_.stopped() ? 0 : alpha;
      return true;
    }
  }
  return false;
}

int Searcher::root_search(Position& pos, int depth, bool every_move, std::vector<MoveScore>& scores) {
  pv_length_[0] = 0;
  int alpha = -kInfinity, beta = kInfinity, best = -kInfinity;
  std::vector<MoveScore> searched = scores;
  for (std::size_t i = 0; i < searched.size(); ++i) {
    int sq = searched[i].move;
    Bitboard f = flips(pos.player, pos.opponent, sq);
    pos.apply(sq, f);
    index_move(0, sq, f, depth == 1);
    int value;
    if (every_move || i == 0) {
      value = -pvs(pos, -beta, every_move ? kInfinity : -alpha, depth - 1, 1);
    } else {
      value = -pvs(pos, -alpha - 1, -alpha, depth - 1, 1);
      if (value > alpha && !stopper_.stopped()) value = -pvs(pos, -beta, -alpha, depth - 1, 1);
    }
    pos.undo(sq, f);
    if (stopper_.stopped()) return best;
    searched[i].score = value;
    if (value > best) {
      best = value;
      extend_pv(0, sq);
      alpha = std::max(alpha, value);
      partial_move_ = sq;
    }
  }
  // Best first; in a plain search the others' values are only upper bounds, still good enough
  // to order the next iteration.
  std::stable_sort(searched.begin(), searched.end(),
                   [](const MoveScore& a, const MoveScore& b) { return a.score > b.score; });
  scores = std::move(searched);
  return best;
}

std::vector<int> Searcher::principal_variation() const {
  return std::vector<int>(pv_[0], pv_[0] + pv_length_[0]);
}

SearchResult Searcher::run(const Position& root, const SearchLimits& limits, bool every_move) {
  limits_ = limits;
  weights_ = hand_evaluation_ ? nullptr : active_weights();
  nodes_ = 0;
  next_check_ = 4096;
  const auto started = Stopper::Clock::now();
  start_ = std::chrono::duration<double>(started.time_since_epoch()).count();
  const SearchBudget& budget = limits.budget;
  stopper_ = Stopper(Stopper::node_limit(budget.nodes),
                     budget.seconds > 0 ? started + std::chrono::duration_cast<Stopper::Clock::duration>(
                                                        std::chrono::duration<double>(budget.seconds))
                                        : Stopper::kNoDeadline,
                     limits.stop);
  tt_.new_search();
  SearchResult result;
  Position pos = root;
  if (weights_) indices_[0] = pattern::read_indices(pos.player, pos.opponent);

  // A finished game, or a forced pass: nothing to choose.
  if (!pos.moves()) {
    if (pos.game_over()) {
      result.move = kNoMove;
      result.score = terminal_value(pos, 0);
      result.exact = true;
      return result;
    }
    pos.pass();
    ++ply_offset_;
    SearchResult after = run(pos, limits, false);
    --ply_offset_;
    result = after;
    result.move = kPass;
    result.score = -after.score;
    result.pv.insert(result.pv.begin(), kPass);
    result.moves = {MoveScore{kPass, result.score}};
    return result;
  }

  // Root moves, first ordered by the static value of the position they lead to.
  std::vector<MoveScore> scores;
  for (Bitboard m = pos.moves(); m;) {
    int sq = gg::pop_lowest(m);
    Position child = pos;
    Bitboard f = flips(pos.player, pos.opponent, sq);
    child.apply(sq, f);
    index_move(0, sq, f, true);
    scores.push_back(MoveScore{sq, -evaluate(child, 1)});
  }
  std::stable_sort(scores.begin(), scores.end(),
                   [](const MoveScore& a, const MoveScore& b) { return a.score > b.score; });
  result.move = scores[0].move;
  result.score = scores[0].score;
  result.pv = {scores[0].move};
  result.moves = scores;

  // Iterative deepening: 1, 2, ... up to the midgame depth, then straight to the end when few
  // enough empties remain.
  int empties = pos.empty_count();
  std::vector<int> depths;
  for (int d = 1; d <= std::min(limits.depth, empties); ++d) depths.push_back(d);
  if (empties <= limits.exact_empties && (depths.empty() || depths.back() < empties)) depths.push_back(empties);
  for (int depth : depths) {
    partial_move_ = kNoMove;
    int value = root_search(pos, depth, every_move, scores);
    if (stopper_.stopped()) {
      // Cut short: a move that this deeper iteration found better than the previous best, fully
      // searched, is the better choice (its value is exact at the new depth, the old best's is
      // not worth more).
      if (!every_move && partial_move_ != kNoMove && partial_move_ != result.move && value > -kInfinity) {
        result.move = partial_move_;
        result.score = value;
        result.pv = principal_variation();
      }
      break;
    }
    result.move = scores[0].move;
    result.score = value;
    result.depth = depth;
    result.exact = depth >= empties;
    result.pv = principal_variation();
    result.moves = scores;
    result.nodes = nodes_;
    result.seconds = now_seconds() - start_;
    if (on_iteration_) on_iteration_(result);
  }
  result.stopped = stopper_.stopped();
  result.nodes = nodes_;
  result.seconds = now_seconds() - start_;
  return result;
}

SearchResult Searcher::search(const Position& pos, const SearchLimits& limits) { return run(pos, limits, false); }

SearchResult Searcher::analyze(const Position& pos, const SearchLimits& limits) { return run(pos, limits, true); }

}  // namespace gg::othello
