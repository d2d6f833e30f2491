#include "gomoku/search.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <thread>

#include "core/stop.h"
#include "gomoku/four_chain.h"
#include "gomoku/quiescence.h"
#include "gomoku/sure_win.h"
#include "gomoku/threat_prover.h"

namespace gg::gomoku {

namespace {

constexpr std::uint64_t kWhiteToMoveKey = 0x5bd1e9955bd1e995ull;
// The key of a position with s to move (the board's key holds the stones and the rule).
std::uint64_t node_key(const PatternBoard& board, Stone s) {
  return board.hash() ^ (s == kWhite ? kWhiteToMoveKey : 0);
}
constexpr int kMaxPly = 120;
constexpr int kInfinity = kWinScore + 1;

using Bound = SearchTable::Bound;
constexpr Bound kUpper = SearchTable::kUpper, kLower = SearchTable::kLower, kExact = SearchTable::kExact;

// Scans the empty points of the board's area (the stones' rectangle grown by two).
template <class Visit>
void for_each_empty(const PatternBoard& board, Visit visit) {
  PatternBoard::Area area = board.area();
  for (int y = area.y0; y <= area.y1; ++y)
    for (int x = area.x0; x <= area.x1; ++x) {
      Point p = make_point(x, y);
      if (board.at(p) == kEmpty) visit(p);
    }
}

// Best first by score, ties by point: a total order, so the search does not depend on how the
// moves were sorted or picked, and without stable_sort's buffer.
constexpr auto scored_before = [](const std::pair<int, Point>& a, const std::pair<int, Point>& b) {
  return a.first != b.first ? a.first > b.first : a.second < b.second;
};

void sort_by_score(std::pair<int, Point>* first, std::pair<int, Point>* last) { std::sort(first, last, scored_before); }

int to_table(int value, int ply) {
  if (value >= kWinThreshold) return value + ply;
  if (value <= -kWinThreshold) return value - ply;
  return value;
}
int from_table(int value, int ply) {
  if (value >= kWinThreshold) return value - ply;
  if (value <= -kWinThreshold) return value + ply;
  return value;
}

// The tree is shaped for depth, after PentaZen's search (whose depth-19 searches in 0.7 s beat
// ours, which reached depth 10): every move after a node's first is reduced, more the later it
// comes and the deeper the node; from ply 2 on, a node searches a capped number of moves; shallow
// nodes whose evaluation is far from the window are cut; and at shallow depth a move that makes
// nothing for either side is not searched. Together, on the 72-game anchor check at 0.2 s a
// move (two runs): 0.29 against PentaZen and 0.15 against Rapfi, where the narrower
// tuned-by-hand search scored 0.17 and 0.14 over three (bench/RESULTS.md, "Gomoku: a search
// shaped for depth").

// Late-move reduction of the move_number-th move (from 1) at a node with `depth` plies left:
// round(ln depth x ln move_number / 1.5), one less at PV nodes. PentaZen divides by 2; 1.5 scored
// 0.31 / 0.12 on the check against 2's 0.26 / 0.11-0.15, 1.2 (with more trivial-move pruning)
// 0.24 / 0.15.
int late_move_reduction(int depth, std::size_t move_number, bool pv_node) {
  static const auto table = [] {
    std::array<std::array<std::int8_t, 64>, 64> r{};
    for (int d = 1; d < 64; ++d)
      for (int n = 1; n < 64; ++n) r[d][n] = static_cast<std::int8_t>(std::lround(std::log(d) * std::log(n) / 1.5));
    return r;
  }();
  int r = table[std::clamp(depth, 1, 63)][std::clamp<std::size_t>(move_number, 1, 63)];
  return pv_node ? std::max(r - 1, 0) : r;
}

// Move-count pruning from ply 2 on: a quiet node (no open three for either side to answer or to
// use) searches its first round(15 sqrt(depth) - 12) moves, at most 32 (3 at depth 1, 9 at 2, 18
// at 4, 30 at 8); a tactical one round(5 sqrt(depth) - 2), at most 8 (PentaZen's counts). A
// node's winning threats are searched beyond the cap, and so is every move while all searched so
// far lose.
std::size_t move_count_cap(int depth, bool quiet) {
  double root = std::sqrt(double(std::max(depth, 1)));
  long cap = quiet ? std::min(std::lround(15 * root - 12), 32L) : std::min(std::lround(5 * root - 2), 8L);
  return std::size_t(std::max(cap, 1L));
}

// Futility pruning and razoring: at a non-PV node up to kFutilityDepth plies above the horizon,
// a static evaluation that beats beta by kPruningMargin a ply is taken for a fail high; up to
// kRazoringDepth, one below alpha by as much for a fail low. (An open three is worth about
// 1,000-1,500 in these units, so 75 a ply is about half PentaZen's 45 on its scale; the full
// equivalent, 150, scored 0.20 / 0.15 on the check against 75's 0.26 / 0.11.)
constexpr int kFutilityDepth = 6;
constexpr int kRazoringDepth = 4;
static_assert(kRazoringDepth <= kFutilityDepth, "the pruning block is entered up to kFutilityDepth");
constexpr int kPruningMargin = 75;
// Internal iterative deepening: a node this deep without a table move searches to half its depth
// first, for a move to try first.
constexpr int kIidDepth = 7;
// Below this depth a move where neither side makes even a two (threat class none for both) is
// not searched once a move has been: 0.33 / 0.19 on the check against 0.31 / 0.12 without.
constexpr int kTrivialDepth = 4;

// Chebyshev distance, for the ordering's locality.
int distance(Point a, Point b) { return std::max(std::abs(x_of(a) - x_of(b)), std::abs(y_of(a) - y_of(b))); }

}  // namespace

Search::Search(std::size_t table_bytes)
    : own_table_(std::make_unique<Table>(table_bytes)),
      table_(own_table_.get()),
      prover_bytes_(std::min(std::size_t(1) << 20, table_bytes / 16)),
      vcf_table_(std::size_t(1) << 16),
      prover_(std::make_unique<ThreatProver>(prover_bytes_)) {}

Search::Search(Table& shared, std::size_t prover_bytes)
    : table_(&shared),
      prover_bytes_(prover_bytes),
      vcf_table_(std::size_t(1) << 16),
      prover_(std::make_unique<ThreatProver>(prover_bytes_)) {}

Search::~Search() = default;

void Search::set_threads(int threads) {
  std::size_t helpers = static_cast<std::size_t>(std::clamp(threads, 1, kMaxThreads) - 1);
  while (helpers_.size() > helpers) helpers_.pop_back();
  while (helpers_.size() < helpers) helpers_.push_back(std::unique_ptr<Search>(new Search(*table_, prover_bytes_)));
}

void Search::clear() {
  table_->clear();
  vcf_table_.clear();
  prover_->clear();
  history_.clear();
  for (auto& helper : helpers_) helper->clear();
}

bool Search::out_of_time() {
  if (stopper_.stopped()) return true;
  // nodes_ also grows by the VCFs' nodes (after each root move), so the check is by threshold, not by bits.
  if (nodes_ < next_check_) return false;
  next_check_ = nodes_ + 1024;
  return stopper_.check(nodes_);
}

// The threat prover's VCF (threat_prover.h: four lists kept per ply, far fewer nodes than
// vcf_search for the same answer).
bool Search::quick_vcf(int depth, std::uint64_t budget) {
  Stone s = side_;
  if (board_->four_points(s) == 0) return false;
  const std::uint64_t key = node_key(*board_, s);
  if (unsettled_vcf_.slot(key) == key) return false;
  bool win = prover_->vcf(*board_, s, budget, nullptr, nullptr, depth) != kNoPoint;
  nodes_ += prover_->nodes();
  if (!win && prover_->limit_reached()) unsettled_vcf_.slot(key) = key;
  return win;
}

// The learned table when the rule has one (eval_weights.h), else the hand-set point values, the
// side to move's counting a fifth more (it is the one that can use them next; self-play at 30k
// nodes/move: 72% against the plain difference, 32 games; on the anchor check 0.30 / 0.15 where
// 7/5 scored 0.13 / 0.07 and the plain difference 0.03 / 0.02, while 1.15 and 1.25 stayed
// within the noise). The fifth is rounded down point by point (tempo_sum), so the many points
// worth 1 to 4 (ones and twos) count alike for both sides, as the table form of these values
// always counted them; until the thirty-fifth session it was a fifth of the whole sum. Level or
// a little ahead: 0.38 / 0.18 on the check over four runs where the whole sum's fifth scored
// 0.33 / 0.16 over two beside it, 0.41 / 0.19 at 0.5 s against 0.38 / 0.16 (bench/RESULTS.md,
// "Gomoku: the side to move's fifth point by point, and evaluations fitted on the anchors'
// games").
int Search::evaluate(Stone s) const {
  if (board_->learned_evaluation()) return board_->evaluation(s);
  Stone o = opponent(s);
  return board_->value_sum(s) + board_->tempo_sum(s) - board_->value_sum(o);
}

// The horizon's value (quiescence.h): the static value, or what the side to move's fours and
// their forced blocks lead to, within as many fours as the search has plies (20 at most). It
// replaced a VCF for wins only over the same fours; with razoring into it and the continued
// attack's lighter reduction, on the 72-game check over two runs 0.41 against PentaZen and 0.17
// against Rapfi where base scored 0.34 and 0.16 (renju check 0.31 / 0.20 against 0.28 / 0.19;
// bench/RESULTS.md, "Gomoku: a quiescence search over fours").
int Search::horizon(int alpha, int beta, int ply) {
  auto evaluate_for = [this](Stone s) { return evaluate(s); };
  return quiescence(*board_, side_, alpha, beta, ply, std::min(ply, 20), kMaxPly, evaluate_for, nodes_);
}

// A node's moves with their ordering scores, handed out best first (scored_before). Most nodes
// are cut off after a move or two, so the first few are picked by selection and the rest are
// sorted only if the search gets to them: the same order as sorting them all, for less work.
class OrderedMoves {
 public:
  void add(int score, Point p) { scored_[count_++] = {score, p}; }
  // The i-th move; i must go 0, 1, 2, ... (each call puts the i-th move in its place).
  Point at(std::size_t i) {
    if (i < kPicked) {
      auto first = scored_.begin() + i, last = scored_.begin() + count_;
      std::iter_swap(first, std::min_element(first, last, scored_before));
    } else if (i == kPicked) {
      sort_by_score(scored_.data() + i, scored_.data() + count_);
    }
    return scored_[i].second;
  }

 private:
  static constexpr std::size_t kPicked = 3;
  std::array<std::pair<int, Point>, PointList::kCapacity> scored_;
  std::size_t count_ = 0;
};

void Search::order_moves(const PointList& moves, Point tt_move, int ply, OrderedMoves& out) const {
  Stone s = side_, o = opponent(side_);
  const std::vector<Point>& played = board_->history();
  std::size_t n = played.size();
  for (Point p : moves) {
    int score = 2 * board_->value(s, p) + board_->value(o, p);
    score += history_.ordering_score(s, kind_of(p), p);
    // Locality (PentaZen's): a point more than four away from both of the last two moves of the
    // search counts half, a quarter when also away from the two before (or when the search has
    // made only two or three): the fight is usually where the last moves were. (The root's board
    // has no history: the first two plies are ordered without this.)
    if (n >= 2 && distance(p, played[n - 1]) > 4 && distance(p, played[n - 2]) > 4)
      score /= n < 4 || (distance(p, played[n - 3]) > 4 && distance(p, played[n - 4]) > 4) ? 4 : 2;
    if (p == tt_move) score = 1 << 29;
    else if (ply < kMaxPly && (p == killers_[ply][0] || p == killers_[ply][1])) score += 60;
    else if (n >= 1 && p == counter_[s - 1][played[n - 1]]) score += 30;
    out.add(score, p);
  }
}

int Search::alphabeta(int depth, int alpha, int beta, int ply, bool pv_node) {
  ++nodes_;
  if (out_of_time()) return 0;
  PatternBoard& board = *board_;
  Stone s = side_, o = opponent(side_);
  if (ply >= kMaxPly) return evaluate();

  // The root must name its move even when the answer needs no search.
  auto root_answer = [&](Point move, int value) {
    store(node_key(board, s), value, move, depth, kExact);
    root_move_ = move;
    return value;
  };
  // 1. A five wins now.
  if (board.count(s, kClassFive) > 0) return ply == 0 ? root_answer(board.find_five(s), kWinScore) : kWinScore - ply;
  // 2. The opponent's five point must be blocked; two cannot be.
  Point forced = kNoPoint;
  if (board.count(o, kClassFive) > 0) {
    if (board.count(o, kClassFive) >= 2) return -(kWinScore - ply - 1);
    forced = board.five_point(o, board.last_move());
    if (!board.allowed(forced, s)) return -(kWinScore - ply - 1);
  }
  // 3. Against no four point of the opponent's, an open-four point wins in 3 plies, and a
  // four-three or double-three point in 5 (sure_win.h). The last two were a bonus of 3,000 at
  // the horizon (the four-three) or nothing. Exact, and level on the check (0.28 / 0.15 over three
  // runs, base 0.30 / 0.15 over two; bench/RESULTS.md, "Gomoku: sure wins from the threat
  // classes ...").
  if (forced == kNoPoint && ply > 0)
    if (int plies = sure_win_plies(board, s)) return kWinScore - ply - (plies - 1);

  // Just after a root move, a deeper VCF for the opponent: the root must not walk into a long
  // chain of fours the main search is too shallow to see. One that runs out of its budget is
  // not tried again in the same search (quick_vcf): every iteration met it again and spent the
  // budget anew, half the nodes to depth 6 and a fifth to depth 10 (bench/RESULTS.md, "Gomoku:
  // the 60 s clock with the current brain, and a search that wastes less").
  if (ply == 1 && forced == kNoPoint && quick_vcf(20, 3000)) return kWinScore - ply - 40;

  std::uint64_t key = node_key(board, s);
  Entry entry;
  Point tt_move = kNoPoint;
  if (probe(key, entry)) {
    tt_move = entry.move;
    if (ply > 0 && entry.depth >= depth && !pv_node) {
      int value = from_table(entry.value, ply);
      if (entry.bound == kExact || (entry.bound == kLower && value >= beta) ||
          (entry.bound == kUpper && value <= alpha))
        return value;
    }
  }

  // Futility pruning and razoring (kPruningMargin). Not when a block is forced or the opponent
  // has an open three to answer: the static evaluation does not see that the next move is not
  // free. Razoring drops to the horizon's search over fours (Rapfi's razoring), which sees the
  // side to move's own winning threats, instead of returning the static value when it had none.
  if (!pv_node && ply > 0 && forced == kNoPoint && depth > 0 && depth <= kFutilityDepth &&
      beta > -kWinThreshold && alpha < kWinThreshold && board.count(o, kClassFlexFour) == 0) {
    int eval = evaluate();
    if (depth <= kFutilityDepth && eval < kWinThreshold && eval - kPruningMargin * depth >= beta) return eval;
    if (depth <= kRazoringDepth && eval + kPruningMargin * depth <= alpha)
      return horizon(alpha, alpha + 1, ply);
  }
  if (ply > 0 && depth >= kIidDepth && tt_move == kNoPoint && forced == kNoPoint) {
    alphabeta(depth / 2, alpha, beta, ply, pv_node);
    if (stopper_.stopped()) return 0;
    if (probe(key, entry)) tt_move = entry.move;
  }

  PointList moves;
  bool defending = false;
  if (forced != kNoPoint) {
    moves.push_back(forced);
  } else {
    // 4. The opponent threatens an open four (it has an open three): answer it, or make fours.
    // Only worth knowing where it is used: above the horizon, and at the horizon itself outside
    // renju (the extension below; a node at depth -1 is always evaluated).
    const bool horizon_extends = board.rule() != Rule::kRenju;
    bool open_three = (depth > 0 || (depth == 0 && horizon_extends)) && board.count(o, kClassFlexFour) > 0;
    if (open_three && o == kBlack && board.rule() == Rule::kRenju) {
      open_three = false;
      for_each_empty(board, [&](Point p) {
        if (!open_three && board.threat(o, p) == kClassFlexFour && board.allowed(p, o)) open_three = true;
      });
    }
    // The horizon, unless the opponent has an open three there: then the answers to it are
    // searched one ply more (only at depth 0, so the extension cannot chain). The evaluation
    // would count the side to move's points as if its next move were free, and it is not. On the
    // check over three runs, 0.35 against PentaZen where base scored 0.28 (p = 0.06), level
    // against Rapfi at 0.13 (bench/RESULTS.md, "Gomoku: the open three answered at the horizon").
    // Not in renju: there it scored 0.23 / 0.13 on the renju check against 0.31 / 0.19 without
    // it (black's defences may be forbidden, and its three counts only with an allowed four
    // point; bench/RESULTS.md, "Gomoku: the horizon's open-three answer turned off in renju").
    if (depth < 0 || (depth == 0 && !open_three)) {
      // No full VCF here: a 300-node one for the side to move made five nodes in six and bought
      // less than the deeper tree the same time buys without it (self-play at 200 ms a move:
      // 55-56% for the search without it; bench/RESULTS.md, "Gomoku: no VCF at the horizon").
      return horizon(alpha, beta, ply);
    }
    defending = open_three;
    PointList threats;  // the opponent's flex-four points
    for_each_empty(board, [&](Point p) {
      if (defending) {
        if (board.threat(o, p) == kClassFlexFour) threats.push_back(p);
        if (makes_four(board.threat(s, p))) moves.push_back(p);
      } else if (board.near_stones(p)) {
        moves.push_back(p);
      }
    });
    if (defending) {
      // Points on the lines of the threats that leave the opponent no flexible four (other than
      // the side's own fours, already in the list), from the table when the node was met before.
      DefenceEntry& cached = defences_.slot(key);
      if (cached.key == key) {
        for (int i = 0; i < cached.count; ++i) moves.push_back(cached.points[i]);
      } else {
        std::size_t fours = moves.size();
        PointList tried;
        for (Point f : threats)
          board.for_each_on_four_lines(o, f, [&](Point p) {
            if (tried.contains(p)) return;
            tried.push_back(p);
            if (moves.contains(p)) return;
            board.play(p, s);
            bool stops = board.count(o, kClassFlexFour) == 0;
            board.undo();
            if (stops) moves.push_back(p);
          });
        std::size_t found = moves.size() - fours;
        if (found <= cached.points.size()) {
          cached.key = key;
          cached.count = std::uint8_t(found);
          for (std::size_t i = 0; i < found; ++i) cached.points[i] = std::uint16_t(moves[fours + i]);
        }
      }
      if (moves.empty()) return -(kWinScore - ply - 3);
    }
  }
  if (ply == 0 && !limits_->root_moves.empty()) {
    PointList kept;
    for (Point p : moves)
      if (std::find(limits_->root_moves.begin(), limits_->root_moves.end(), p) != limits_->root_moves.end())
        kept.push_back(p);
    if (!kept.empty()) moves = kept;
  }
  OrderedMoves ordered;
  order_moves(moves, tt_move, ply, ordered);
  // Narrow the tree (move_count_cap). But a node where every move searched so far loses
  // searches on: a loss that only the narrowing proves is no proof, and taken for one it made
  // the root give up on defensible positions.
  std::size_t width = moves.size();
  if (ply >= 2 && forced == kNoPoint) {
    bool quiet = !defending && board.count(s, kClassFlexFour) == 0;
    width = std::min(width, move_count_cap(depth, quiet));
  }

  int best = -kInfinity;
  Point best_move = kNoPoint;
  int original_alpha = alpha;
  int searched = 0;
  PointList searched_moves;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    Point m = ordered.at(i);
    ThreatClass own = board.threat(s, m);
    // Beyond the width only the side to move's winning threats (a double three, a four-three,
    // an open four) are still searched: they cost little and decide games.
    if (i >= width && best > -kWinThreshold && own < kClassDoubleThree) continue;
    if (forced == kNoPoint && s == kBlack && board.rule() == Rule::kRenju && board.forbidden(m)) continue;
    if (ply > 0 && depth < kTrivialDepth && searched > 0 && best > -kWinThreshold && own == kClassNone &&
        board.threat(o, m) == kClassNone)
      continue;
    // A forced block keeps the depth (the four that forced it was the real move).
    int new_depth = forced != kNoPoint ? depth : depth - 1;
    if (ply < kMaxPly) move_class_[ply] = own;
    board.play(m, s);
    side_ = o;
    int value;
    if (searched == 0) {
      value = -alphabeta(new_depth, -beta, -alpha, ply + 1, pv_node);
    } else {
      int reduction = depth >= 3 && forced == kNoPoint ? late_move_reduction(depth, i + 1, pv_node) : 0;
      // A continued attack (a three or more after one of the side's own) is reduced a ply less,
      // as Rapfi does: attacks are where the wins the anchors find hide.
      if (reduction > 0 && own >= kClassThree && ply >= 2 && move_class_[ply - 2] >= kClassThree) --reduction;
      reduction = std::clamp(reduction, 0, std::max(new_depth - 1, 0));
      value = -alphabeta(new_depth - reduction, -alpha - 1, -alpha, ply + 1, false);
      if (value > alpha && reduction > 0) value = -alphabeta(new_depth, -alpha - 1, -alpha, ply + 1, false);
      if (value > alpha && value < beta) value = -alphabeta(new_depth, -beta, -alpha, ply + 1, pv_node);
    }
    board.undo();
    side_ = s;
    if (stopper_.stopped()) {
      if (ply == 0 && searched > 0) break;  // keep what the finished moves established
      return 0;
    }
    ++searched;
    searched_moves.push_back(m);
    if (value > best) {
      best = value;
      best_move = m;
      if (value > alpha) {
        alpha = value;
        if (ply == 0) root_move_ = m;
        if (alpha >= beta) {
          if (forced == kNoPoint && ply < kMaxPly && killers_[ply][0] != m) {
            killers_[ply][1] = killers_[ply][0];
            killers_[ply][0] = m;
          }
          // Nothing is learnt at a forced block: it had no alternative.
          if (forced == kNoPoint) {
            // History (Rapfi's update): the cut-off move is rewarded and the moves of its kind
            // searched before it punished; quiet moves are not judged while the side answers an
            // open three (every quiet move there is a defence, good or bad only here).
            const int bonus = MoveHistory::bonus(depth);
            const MoveHistory::Kind kind = kind_of(m);
            if (kind == MoveHistory::kAttack || !defending) history_.update(s, kind, m, bonus);
            for (Point p : searched_moves) {
              if (p == m) continue;
              MoveHistory::Kind other = kind_of(p);
              if (other == MoveHistory::kAttack || (kind == MoveHistory::kQuiet && !defending))
                history_.update(s, other, p, -bonus);
            }
            // The counter move (Rapfi's): the answer that refuted this opponent move anywhere in
            // the tree is likely to refute it again, at another depth or after other moves.
            if (board.last_move() != kNoPoint) counter_[s - 1][board.last_move()] = m;
          }
          break;
        }
      }
    }
  }
  if (searched == 0) return -(kWinScore - ply - 1);  // renju black with only forbidden points
  if (stopper_.stopped() && ply == 0) return best;
  Bound bound = best >= beta ? kLower : best > original_alpha ? kExact : kUpper;
  store(key, to_table(best, ply), best_move, depth, bound);
  return best;
}

void Search::collect_pv(std::vector<Point>& pv, int max) {
  PatternBoard& board = *board_;
  Stone s = side_;
  int played = 0;
  while (played < max) {
    std::uint64_t key = node_key(board, s);
    Entry entry;
    if (!probe(key, entry) || entry.move < 0 || entry.move >= kCells || board.at(entry.move) != kEmpty) break;
    pv.push_back(entry.move);
    board.play(entry.move, s);
    s = opponent(s);
    ++played;
  }
  while (played-- > 0) board.undo();
}

SearchResult Search::run(PatternBoard& board, Stone side, const SearchLimits& limits) {
  table_->new_search();
  if (helpers_.empty()) return iterate(board, side, limits, 1);
  // Lazy SMP: the helpers search copies of the board until the main thread is done; the odd
  // ones one ply ahead of it, so that its next iteration finds their results in the table.
  std::atomic<bool> helpers_stop{false};
  SearchLimits helper_limits = limits;
  helper_limits.stop = &helpers_stop;
  helper_limits.soft = SearchLimits::Clock::time_point::max();  // they search on until stopped
  std::vector<std::uint64_t> helper_nodes(helpers_.size(), 0);
  std::vector<std::thread> threads;
  threads.reserve(helpers_.size());
  for (std::size_t i = 0; i < helpers_.size(); ++i)
    threads.emplace_back([&, i, copy = board]() mutable {
      helper_nodes[i] = helpers_[i]->iterate(copy, side, helper_limits, i % 2 == 0 ? 2 : 1).nodes;
    });
  SearchResult result = iterate(board, side, limits, 1);
  helpers_stop.store(true, std::memory_order_relaxed);
  for (std::thread& thread : threads) thread.join();
  for (std::uint64_t n : helper_nodes) result.nodes += n;
  return result;
}

SearchResult Search::iterate(PatternBoard& board, Stone side, const SearchLimits& limits, int first_depth) {
  board_ = &board;
  side_ = side;
  limits_ = &limits;
  nodes_ = 0;
  next_check_ = 0;
  stopper_ = Stopper(Stopper::node_limit(limits.max_nodes), limits.hard, limits.stop);
  for (auto& k : killers_) k = {kNoPoint, kNoPoint};
  for (auto& side : counter_) side.fill(kNoPoint);
  unsettled_vcf_.clear();
  history_.age();
  SearchResult result;
  for (int depth = first_depth; depth <= limits.max_depth; ++depth) {
    root_move_ = kNoPoint;
    int value = alphabeta(depth, -kInfinity, kInfinity, 0, true);
    Point move = root_move_;
    bool playable = move >= 0 && move < kCells && board.at(move) == kEmpty;
    if (stopper_.stopped()) {
      // A partial iteration still improves on the last when its first moves were searched.
      if (playable && value > -kInfinity && value > result.score) {
        result.move = move;
        result.score = value;
      }
      break;
    }
    if (playable) {
      result.move = move;
      result.score = value;
      result.depth = depth;
    }
    // Stop at a win (every defence was searched: a node whose moves all lose searches on); a
    // loss may still have a defence that only a deeper iteration finds.
    if (value >= kWinThreshold && depth > 2) break;
    if (SearchLimits::Clock::now() >= limits.soft) break;
  }
  result.nodes = nodes_;
  if (result.move != kNoPoint) {
    side_ = side;
    collect_pv(result.pv, 20);
  }
  return result;
}

// ---- VCF ----------------------------------------------------------------------------------

bool Search::vcf_search(int depth) {
  PatternBoard& board = *board_;
  Stone s = side_;
  ++vcf_nodes_;
  if ((vcf_nodes_ & 1023) == 0) vcf_stopper_.poll_clock();
  if (vcf_stopper_.poll(vcf_nodes_)) return false;
  if (board.count(s, kClassFive) > 0) return true;
  if (depth <= 0) return false;

  std::uint64_t key = node_key(board, s);
  std::uint64_t& slot = vcf_table_.slot(key);
  if ((slot & ~std::uint64_t(0xff)) == (key & ~std::uint64_t(0xff)) && int(slot & 0xff) >= depth) return false;

  Point must;
  if (!fours_may_continue(board, s, must)) return false;
  std::array<std::pair<int, Point>, PointList::kCapacity> fours;
  std::size_t count = 0;
  if (must != kNoPoint) {
    fours[count++] = {0, must};
  } else {
    for_each_empty(board, [&](Point p) {
      ThreatClass t = board.threat(s, p);
      if (makes_four(t)) fours[count++] = {t * 1000 + board.value(s, p), p};
    });
    sort_by_score(fours.data(), fours.data() + count);
  }
  for (std::size_t i = 0; i < count; ++i) {
    Point m = fours[i].second;
    if (!board.allowed(m, s)) continue;
    if (four_wins(board, m, s, [&] { return vcf_search(depth - 1); })) return true;
    if (vcf_stopper_.stopped()) return false;
  }
  slot = (key & ~std::uint64_t(0xff)) | std::uint64_t(std::min(depth, 255));
  return false;
}

Point Search::vcf(PatternBoard& board, Stone attacker, int max_depth, std::uint64_t max_nodes,
                  std::vector<Point>* line, const SearchLimits* limits) {
  board_ = &board;
  side_ = attacker;
  limits_ = limits;
  vcf_nodes_ = 0;
  vcf_stopper_ = limits ? Stopper(max_nodes, limits->hard, limits->stop) : Stopper(max_nodes);
  if (board.count(attacker, kClassFive) > 0) {
    Point five = board.find_five(attacker);
    if (line) *line = {five};
    return five;
  }
  // Iterative deepening finds the shortest win first, and proves lines with a small table.
  for (int depth = 1; depth <= max_depth; ++depth) {
    if (!vcf_search(depth)) {
      if (vcf_stopper_.stopped()) return kNoPoint;
      continue;
    }
    // Replay the win to extract its line: at each step, the first four that still wins. The
    // replay is not limited by time (it re-proves a known win, through the table).
    limits_ = nullptr;
    vcf_stopper_ = Stopper(vcf_nodes_ + 4 * max_nodes + 100000);
    Stone defender = opponent(attacker);
    std::vector<Point> found;
    int played = 0;
    for (int left = depth; left >= 0; --left) {
      Point five = board.find_five(attacker);
      if (five != kNoPoint) {
        found.push_back(five);
        break;
      }
      Point must = board.find_five(defender);
      Point chosen = kNoPoint;
      for (int y = 0; y < board.size() && chosen == kNoPoint; ++y)
        for (int x = 0; x < board.size() && chosen == kNoPoint; ++x) {
          Point p = make_point(x, y);
          if (must != kNoPoint && p != must) continue;
          if (board.at(p) != kEmpty || !makes_four(board.threat(attacker, p)) || !board.allowed(p, attacker)) continue;
          board.play(p, attacker);
          bool win = board.count(attacker, kClassFive) >= 2;
          if (!win && board.count(attacker, kClassFive) == 1) {
            Point block = board.find_five(attacker);
            if (!board.allowed(block, defender)) {
              win = true;
            } else {
              board.play(block, defender);
              side_ = attacker;
              vcf_stopper_.reset();
              win = vcf_search(left - 1);
              board.undo();
            }
          }
          board.undo();
          if (win) chosen = p;
        }
      if (chosen == kNoPoint) break;
      found.push_back(chosen);
      board.play(chosen, attacker);
      ++played;
      Point block = board.find_five(attacker);
      found.push_back(block);
      if (!board.allowed(block, defender)) break;  // renju: black cannot block
      board.play(block, defender);
      ++played;
    }
    while (played-- > 0) board.undo();
    side_ = attacker;
    if (line) *line = found;
    return found.empty() ? kNoPoint : found.front();
  }
  return kNoPoint;
}

}  // namespace gg::gomoku
