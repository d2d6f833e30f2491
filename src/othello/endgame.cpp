#include "othello/endgame.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#include "core/progress.h"
#include "othello/endgame_table.h"
#include "othello/last_flip.h"
#include "othello/stability.h"

namespace gg::othello {

namespace {

constexpr int kInfinity = 65;
// The thresholds below were set by measuring FFO #41-#44 and #47 (node counts and CPU time,
// see bench/RESULTS.md); each moved by one or two empties costs a few per cent.
// At or below this many empties: no move generation, no table, parity ordering.
constexpr int kSmallEmpties = 5;
// From this many empties the transposition table is used (its probes are prefetched by the
// parent, so even small subtrees gain from it).
constexpr int kTableEmpties = 6;
// From this many empties moves are ordered by a shallow search instead of by mobility alone.
constexpr int kShallowOrderEmpties = 14;
// From this many empties children are looked up in the table before searching (ETC).
constexpr int kEtcEmpties = 10;
static_assert(kEtcEmpties >= kTableEmpties, "ETC stores what it finds in the table");
// Root moves are ordered by a shallow search of this depth (the first root move is searched
// with the full window, so a wrong first choice costs a re-search of a large subtree).
constexpr int kRootOrderDepth = 4;

constexpr Bitboard kCorners = 0x8100000000000081ULL;
constexpr Bitboard kQuadrants[4] = {0x000000000F0F0F0FULL, 0x00000000F0F0F0F0ULL,
                                    0x0F0F0F0F00000000ULL, 0xF0F0F0F000000000ULL};
// Squares tried first among the last few empties: corners and edges away from the corners'
// neighbours; the X and C squares next to corners come last.
constexpr Bitboard kXAndCSquares = 0x42C300000000C342ULL;

// Neighbours of each square: a move needs an opponent disc next to it.
struct Neighbours {
  Bitboard mask[64]{};
  constexpr Neighbours() {
    for (int sq = 0; sq < 64; ++sq)
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          int r = row_of(sq) + dr, c = col_of(sq) + dc;
          if ((dr || dc) && r >= 0 && r < 8 && c >= 0 && c < 8) mask[sq] |= bit(square_of(r, c));
        }
  }
};
constexpr Neighbours kNeighbours;

struct Stopped {};
// A helper's search cut short because a sibling already decided the split node it works for.
struct Aborted {};

// Squares next to at least one disc of `discs` (for potential mobility).
inline Bitboard around(Bitboard discs) {
  constexpr Bitboard kNotA = 0xFEFEFEFEFEFEFEFEULL, kNotH = 0x7F7F7F7F7F7F7F7FULL;
  Bitboard west = (discs >> 1) & kNotH, east = (discs << 1) & kNotA;
  Bitboard row = discs | west | east;
  return row | (row << 8) | (row >> 8);
}

// A rough midgame judgement for move ordering only: mobility, corners, potential mobility.
inline int ordering_eval(Bitboard P, Bitboard O) {
  Bitboard mine = legal_moves(P, O), theirs = legal_moves(O, P);
  Bitboard empty = ~(P | O);
  // X squares (diagonal to a corner) are a liability while their corner is empty.
  constexpr Bitboard kXSquares = 0x4200000000004200ULL;
  Bitboard open_x = 0;
  if (empty & bit(0)) open_x |= bit(9);
  if (empty & bit(7)) open_x |= bit(14);
  if (empty & bit(56)) open_x |= bit(49);
  if (empty & bit(63)) open_x |= bit(54);
  open_x &= kXSquares;
  return 8 * (popcount(mine) - popcount(theirs)) +
         8 * (popcount(mine & kCorners) - popcount(theirs & kCorners)) +
         16 * (popcount(P & kCorners) - popcount(O & kCorners)) -
         8 * (popcount(P & open_x) - popcount(O & open_x)) +
         2 * (popcount(around(O) & empty) - popcount(around(P) & empty));
}

class Searcher {
 public:
  explicit Searcher(EndgameTable& table) : table_(table) {}

  std::uint64_t nodes = 0;
  // Set while this searcher works under a split node: raised when the node is decided.
  const std::atomic<bool>* abort = nullptr;

  // Exact within (alpha, beta), fail-soft bound outside.
  int pvs(Bitboard P, Bitboard O, int alpha, int beta, int empties);
  // Sort key of the move sq (flipping f) at a node with `empties` empties: smaller first.
  int order_key(Bitboard P, Bitboard O, int sq, Bitboard f, int empties);
  int shallow(Bitboard P, Bitboard O, int depth, int alpha, int beta);
  // The table's best or refuting move for P/O, kNoMove if none.
  int table_move(Bitboard P, Bitboard O) const {
    EndgameBounds known;
    return table_.probe(P, O, known) ? known.move : kNoMove;
  }

 private:
  int small(Bitboard P, Bitboard O, int alpha, int beta, int empties, bool passed);
  int last_one(Bitboard P, Bitboard O, int sq);
  int last_two(Bitboard P, Bitboard O, int alpha, int beta, int a, int b);
  int last_three(Bitboard P, Bitboard O, int alpha, int beta, int a, int b, int c, bool passed);
  int last_four(Bitboard P, Bitboard O, int alpha, int beta, Bitboard empty, bool passed);

  EndgameTable& table_;
};

// One empty square left: who can play there decides everything.
int Searcher::last_one(Bitboard P, Bitboard O, int sq) {
  ++nodes;
  int p = popcount(P);
  if (int n = last_flip_count(P, sq)) return 2 * (p + n + 1) - 64;
  if (int n = last_flip_count(O, sq)) return 2 * (p - n) - 64;
  // Nobody can play: the empty square goes to the winner (63 discs: never a draw).
  return p > 63 - p ? 2 * p - 63 + 1 : 2 * p - 63 - 1;
}

// Two empty squares a and b: both orders for the player, else both for the opponent.
int Searcher::last_two(Bitboard P, Bitboard O, int alpha, int beta, int a, int b) {
  ++nodes;
  int best = -kInfinity;
  if (kNeighbours.mask[a] & O) {
    if (Bitboard f = flips(P, O, a)) {
      best = -last_one(O ^ f, P ^ f ^ bit(a), b);
      if (best >= beta) return best;
    }
  }
  if (kNeighbours.mask[b] & O) {
    if (Bitboard f = flips(P, O, b)) {
      int value = -last_one(O ^ f, P ^ f ^ bit(b), a);
      if (value > best) best = value;
    }
  }
  if (best > -kInfinity) return best;
  // The player passes: the opponent moves and the player answers on the last square.
  ++nodes;
  int worst = kInfinity;
  if (kNeighbours.mask[a] & P) {
    if (Bitboard f = flips(O, P, a)) {
      worst = last_one(P ^ f, O ^ f ^ bit(a), b);
      if (worst <= alpha) return worst;
    }
  }
  if (kNeighbours.mask[b] & P) {
    if (Bitboard f = flips(O, P, b)) {
      int value = last_one(P ^ f, O ^ f ^ bit(b), a);
      if (value < worst) worst = value;
    }
  }
  if (worst < kInfinity) return worst;
  return final_score(P, O);
}

// Three empty squares, already in the order to try them (a lone square in its quadrant first).
int Searcher::last_three(Bitboard P, Bitboard O, int alpha, int beta, int a, int b, int c, bool passed) {
  ++nodes;
  int best = -kInfinity;
  const int order[3][3] = {{a, b, c}, {b, a, c}, {c, a, b}};
  for (const auto& sq : order) {
    if (!(kNeighbours.mask[sq[0]] & O)) continue;
    Bitboard f = flips(P, O, sq[0]);
    if (!f) continue;
    int value = -last_two(O ^ f, P ^ f ^ bit(sq[0]), -beta, -std::max(alpha, best), sq[1], sq[2]);
    if (value > best) {
      best = value;
      if (value >= beta) return value;
    }
  }
  if (best > -kInfinity) return best;
  if (passed) return final_score(P, O);
  return -last_three(O, P, -beta, -alpha, a, b, c, true);
}

// Quadrant (0..3) of a square: parity is counted per quadrant because regions of the board
// rarely span two of them late in the game.
inline int quadrant_of(int sq) { return ((sq >> 4) & 2) | ((sq >> 2) & 1); }

// Puts first a square that is alone in its quadrant while the other two share one.
inline void lone_first(int& a, int& b, int& c) {
  int qa = quadrant_of(a), qb = quadrant_of(b), qc = quadrant_of(c);
  if (qa == qb && qc != qa) std::swap(a, c);
  else if (qa == qc && qb != qa) std::swap(a, b);
}

// Four empty squares: the ones alone (or three) in their quadrant first, since the side that
// plays last in a region tends to gain there.
int Searcher::last_four(Bitboard P, Bitboard O, int alpha, int beta, Bitboard empty, bool passed) {
  ++nodes;
  int sq[4], count_in[4] = {0, 0, 0, 0};
  for (int i = 0; i < 4; ++i) {
    sq[i] = pop_lowest(empty);
    ++count_in[quadrant_of(sq[i])];
  }
  int ordered[4], n = 0;
  for (int pass = 1; pass >= 0; --pass)
    for (int i = 0; i < 4; ++i)
      if ((count_in[quadrant_of(sq[i])] & 1) == pass) ordered[n++] = sq[i];
  int best = -kInfinity;
  for (int i = 0; i < 4; ++i) {
    int x = ordered[i];
    if (!(kNeighbours.mask[x] & O)) continue;
    Bitboard f = flips(P, O, x);
    if (!f) continue;
    int rest[3], r = 0;
    for (int j = 0; j < 4; ++j)
      if (j != i) rest[r++] = ordered[j];
    lone_first(rest[0], rest[1], rest[2]);
    int value = -last_three(O ^ f, P ^ f ^ bit(x), -beta, -std::max(alpha, best), rest[0], rest[1], rest[2], false);
    if (value > best) {
      best = value;
      if (value >= beta) return value;
    }
  }
  if (best > -kInfinity) return best;
  if (passed) return final_score(P, O);
  return -last_four(O, P, -beta, -alpha, ~(P | O), true);
}

int Searcher::small(Bitboard P, Bitboard O, int alpha, int beta, int empties, bool passed) {
  Bitboard empty = ~(P | O);
  if (empties == 1) return last_one(P, O, lowest_bit(empty));
  if (empties == 2 && !passed) {
    int a = lowest_bit(empty);
    return last_two(P, O, alpha, beta, a, lowest_bit(empty & (empty - 1)));
  }
  if (empties == 4) return last_four(P, O, alpha, beta, empty, passed);
  ++nodes;
  Bitboard odd = 0;
  for (Bitboard q : kQuadrants)
    if (popcount(empty & q) & 1) odd |= q;
  const Bitboard groups[4] = {empty & odd & ~kXAndCSquares, empty & odd & kXAndCSquares,
                              empty & ~odd & ~kXAndCSquares, empty & ~odd & kXAndCSquares};
  int best = -kInfinity;
  for (Bitboard group : groups) {
    while (group) {
      int sq = pop_lowest(group);
      if (!(kNeighbours.mask[sq] & O)) continue;
      Bitboard f = flips(P, O, sq);
      if (!f) continue;
      int value = -small(O ^ f, P ^ f ^ bit(sq), -beta, -std::max(alpha, best), empties - 1, false);
      if (value > best) {
        best = value;
        if (value >= beta) return value;
      }
    }
  }
  if (best == -kInfinity) {
    // No move: the game ends if the opponent just passed too, else the turn passes.
    if (passed) return final_score(P, O);
    return -small(O, P, -beta, -alpha, empties, true);
  }
  return best;
}

// Depth-limited alpha-beta on ordering_eval, to order moves where subtrees are large.
int Searcher::shallow(Bitboard P, Bitboard O, int depth, int alpha, int beta) {
  ++nodes;
  if (depth == 0) return ordering_eval(P, O);
  Bitboard moves = legal_moves(P, O);
  if (!moves) {
    if (!legal_moves(O, P)) return 16 * final_score(P, O);
    return -shallow(O, P, depth - 1, -beta, -alpha);
  }
  int best = -1000000;
  while (moves) {
    int sq = pop_lowest(moves);
    Bitboard f = flips(P, O, sq);
    int value = -shallow(O ^ f, P ^ f ^ bit(sq), depth - 1, -beta, -std::max(alpha, best));
    if (value > best) {
      best = value;
      if (best >= beta) break;
    }
  }
  return best;
}

int Searcher::order_key(Bitboard P, Bitboard O, int sq, Bitboard f, int empties) {
  Bitboard child_player = O ^ f, child_opponent = P ^ f ^ bit(sq);
  if (empties >= kShallowOrderEmpties) {
    // Deeper far from the end, where a wrong first move costs most. Depth 4 from 21 empties
    // (instead of 3): FFO #45 -11% nodes, #49 -9% nodes and -18% time, #48 +4% nodes and -12%
    // time (the shallow nodes are cheap).
    int depth = empties >= 21 ? 4 : empties >= 20 ? 3 : empties >= 16 ? 2 : 1;
    return shallow(child_player, child_opponent, depth, -1000000, 1000000);
  }
  Bitboard replies = legal_moves(child_player, child_opponent);
  Bitboard child_empty = ~(child_player | child_opponent);
  // Fewest replies first; corner replies count extra; then the opponent's potential
  // mobility (empty squares next to our discs).
  return 32 * popcount(replies) + 16 * popcount(replies & kCorners) +
         popcount(around(child_opponent) & child_empty) - 8 * int((kCorners >> sq) & 1);
}

int Searcher::pvs(Bitboard P, Bitboard O, int alpha, int beta, int empties) {
  if (empties <= kSmallEmpties) return small(P, O, alpha, beta, empties, false);
  if ((++nodes & 0x3FFF) == 0) {
    if (interrupted()) throw Stopped{};
    if (abort && abort->load(std::memory_order_relaxed)) throw Aborted{};
  }

  Bitboard moves = legal_moves(P, O);
  if (!moves) {
    if (!legal_moves(O, P)) return final_score(P, O);
    return -pvs(O, P, -beta, -alpha, empties);
  }

  // Stability: the opponent's stable discs cap the score (only worth computing when the cap
  // could be at or below alpha).
  if (64 - 2 * popcount(O) <= alpha) {
    int upper = 64 - 2 * popcount(stable_discs(O, P));
    if (upper <= alpha) return upper;
    beta = std::min(beta, upper);
  }

  int table_move = kNoMove;
  if (empties >= kTableEmpties) {
    EndgameBounds known;
    if (table_.probe(P, O, known)) {
      if (known.lower >= beta) return known.lower;
      if (known.upper <= alpha) return known.upper;
      if (known.lower == known.upper) return known.lower;
      // True bounds narrow the window safely: any fail-soft result stays a true bound.
      alpha = std::max(alpha, known.lower);
      beta = std::min(beta, known.upper);
      table_move = known.move;
    }
  }

  int best = -kInfinity, best_move = kNoMove;
  int low = alpha;
  auto store = [&] {
    if (empties < kTableEmpties) return;
    if (best <= alpha) table_.store(P, O, empties, -64, best, best_move);
    else if (best >= beta) table_.store(P, O, empties, best, 64, best_move);
    else table_.store(P, O, empties, best, best, best_move);
  };

  // The table's move first, before the others are even sorted: it usually refutes the node.
  if (table_move < kSquares && (moves & bit(table_move))) {
    Bitboard f = flips(P, O, table_move);
    best = -pvs(O ^ f, P ^ f ^ bit(table_move), -beta, -low, empties - 1);
    best_move = table_move;
    if (best > low) low = best;
    moves &= ~bit(table_move);
    if (low >= beta || !moves) {
      store();
      return best;
    }
  }

  // Fastest first: the moves leaving the opponent fewest replies (corners counting double).
  struct Candidate {
    int sq;
    int key;
    Bitboard flipped;
  };
  Candidate list[32];
  int count = 0;
  for (Bitboard m = moves; m;) {
    int sq = pop_lowest(m);
    Bitboard f = flips(P, O, sq);
    // The child will probe the table: start loading its bucket now, while the others are sorted.
    if (empties > kTableEmpties) table_.prefetch(O ^ f, P ^ f ^ bit(sq));
    int key = order_key(P, O, sq, f, empties);
    // Insertion keeps the list sorted by key.
    int i = count++;
    while (i > 0 && list[i - 1].key > key) {
      list[i] = list[i - 1];
      --i;
    }
    list[i] = Candidate{sq, key, f};
  }

  // Enhanced transposition cut-off: a child already known to be bad enough for the opponent
  // refutes this node without searching anything.
  if (empties >= kEtcEmpties) {
    for (int i = 0; i < count; ++i) {
      const Candidate& c = list[i];
      EndgameBounds child;
      if (table_.probe(O ^ c.flipped, P ^ c.flipped ^ bit(c.sq), child) && -child.upper >= beta) {
        table_.store(P, O, empties, -child.upper, 64, c.sq);
        return -child.upper;
      }
    }
  }

  for (int i = 0; i < count; ++i) {
    const Candidate& c = list[i];
    Bitboard child_player = O ^ c.flipped, child_opponent = P ^ c.flipped ^ bit(c.sq);
    int value;
    if (best == -kInfinity) {
      value = -pvs(child_player, child_opponent, -beta, -low, empties - 1);
    } else {
      value = -pvs(child_player, child_opponent, -low - 1, -low, empties - 1);
      if (value > low && value < beta) value = -pvs(child_player, child_opponent, -beta, -value, empties - 1);
    }
    if (value > best) {
      best = value;
      best_move = c.sq;
      if (value > low) {
        low = value;
        if (low >= beta) break;
      }
    }
  }
  store();
  return best;
}

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

  int child_value(Searcher& s, int sq, int alpha, int beta) {
    Bitboard f = flips(P, O, sq);
    return -s.pvs(O ^ f, P ^ f ^ bit(sq), -beta, -alpha, empties - 1);
  }

  void work(EndgameTable& table, std::atomic<std::uint64_t>& total_nodes) {
    Searcher s(table);
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
    } catch (const Stopped&) {
      stopped = true;
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
  SplitSearch(EndgameTable& table, int threads) : table_(table), threads_(threads) {}
  std::uint64_t helper_nodes = 0;

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
        } catch (const Stopped&) {
          std::lock_guard<std::mutex> lock(mutex);
          stopped = true;
          decided = true;
        }
        s.abort = outer;
      };
      std::vector<std::thread> helpers;
      std::vector<std::uint64_t> counts(threads_ - 1, 0);
      for (int t = 0; t + 1 < threads_; ++t)
        helpers.emplace_back([&, t] {
          Searcher s(table_);
          work(s);
          counts[t] = s.nodes;
        });
      work(main);
      for (auto& h : helpers) h.join();
      for (auto c : counts) helper_nodes += c;
      if (stopped) throw Stopped{};
    }
    if (best >= beta) table_.store(P, O, empties, best, 64, best_move);
    else table_.store(P, O, empties, -64, best, best_move);
    return best;
  }

 private:
  EndgameTable& table_;
  int threads_;
};

// The exact value of the first root move by a sequence of null-window searches (MTD(f)) from a
// draw: each one only has to show the value above or below a threshold, and the table carries
// what it learnt to the next. On FFO #40-#49 this costs about 30% less than one full-window
// search (#49: 1.06 G nodes instead of 1.95 G), because a full window makes every node of the
// best line compute an exact value.
//
// When the searches keep failing the same way, the next threshold is pushed further each time
// (2, 4, 8, ... discs beyond the bound just found): a wipeout (FFO #59, +64) otherwise climbs
// from a draw two discs at a time, and the searches near the top are the expensive ones. A
// threshold far from the true value is cheap to refute, so overshooting costs little.
int first_move_value(Searcher& s, RootSearch& root, SplitSearch* split) {
  Bitboard f = flips(root.P, root.O, root.moves[0]);
  Bitboard child_player = root.O ^ f, child_opponent = root.P ^ f ^ bit(root.moves[0]);
  int lower = -64, upper = 64, guess = 0;
  int direction = 0, step = 0;  // direction of the last result (+1 above, -1 below) and its run
  while (lower < upper) {
    // Scores are even: a threshold of guess + 1 asks "at least guess + 2?".
    int beta = guess == lower ? guess + 1 : guess;
    int value = split ? -split->search(s, child_player, child_opponent, -beta, root.empties - 1, 0)
                      : root.child_value(s, root.moves[0], beta - 1, beta);
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
  // Small problems do not need (nor should pay to touch) a large table.
  if (empties < 14) return 1;
  if (empties < 18) return 8;
  if (empties < 22) return 64;
  if (empties < 25) return 256;
  return 1024;
}

SolveResult solve(const Position& position, const SolveOptions& options) {
  auto start = std::chrono::steady_clock::now();
  SolveResult result;
  int threads = std::max(1, options.threads);
  std::size_t megabytes = options.table_megabytes;
  if (megabytes == 0) megabytes = default_table_megabytes(position.empty_count());
  EndgameTable table(megabytes, threads > 1);
  Searcher main(table);
  Bitboard P = position.player, O = position.opponent;
  int empties = position.empty_count();

  try {
    Bitboard moves = legal_moves(P, O);
    if (!moves) {
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
      root.P = P;
      root.O = O;
      root.empties = empties;
      struct Scored {
        int sq, key;
      };
      std::vector<Scored> scored;
      for (Bitboard m = moves; m;) {
        int sq = pop_lowest(m);
        Bitboard f = flips(P, O, sq);
        scored.push_back({sq, main.shallow(O ^ f, P ^ f ^ bit(sq), kRootOrderDepth, -1000000, 1000000)});
      }
      std::stable_sort(scored.begin(), scored.end(), [](auto& a, auto& b) { return a.key < b.key; });
      for (auto& s : scored) root.moves.push_back(s.sq);
      // With several threads, the first move's searches are split (the other root moves are
      // shared out between the threads below).
      SplitSearch split(table, threads);
      root.best = first_move_value(main, root, threads > 1 ? &split : nullptr);
      main.nodes += split.helper_nodes;
      root.best_move = root.moves[0];
      std::atomic<std::uint64_t> worker_nodes{0};
      if (threads == 1 || root.moves.size() == 1) {
        root.work(table, worker_nodes);
      } else {
        std::vector<std::thread> pool;
        for (int t = 0; t < threads; ++t) pool.emplace_back([&] { root.work(table, worker_nodes); });
        for (auto& th : pool) th.join();
      }
      if (root.stopped) throw Stopped{};
      main.nodes += worker_nodes;
      result.score = root.best;
      result.move = root.best_move;
    }
    if (result.move == kPass) {
      result.pv = principal_variation(main, P, O, result.score, kNoMove);
    } else if (result.move != kNoMove) {
      result.pv = principal_variation(main, P, O, result.score, result.move);
    }
  } catch (const Stopped&) {
    result.complete = false;
  }
  result.nodes = main.nodes;
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace gg::othello
