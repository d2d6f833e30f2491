#include "othello/endgame_search.h"

#include <algorithm>

#include "core/stop.h"
#include "othello/last_flip.h"
#include "othello/stability.h"

namespace gg::othello::endgame {

namespace {

// The thresholds below were set by measuring FFO #41-#44 and #47 (node counts and CPU time,
// see bench/RESULTS.md); each moved by one or two empties costs a few per cent.
// At or below this many empties: no move generation, no table, parity ordering.
constexpr int kSmallEmpties = 5;
// From this many empties the transposition table is used (its probes are prefetched by the
// parent, so even small subtrees gain from it).
constexpr int kTableEmpties = 6;
// From this many empties moves are ordered by a shallow search instead of by mobility alone.
constexpr int kShallowOrderEmpties = 14;
// From this many empties, with the learned evaluation (order_key()).
constexpr int kLearnedOrderEmpties = 16;
// A window beyond this many discs (a proof of a wipeout or nearly one) is decided by the quickest
// refutation, which the fewest replies find without the shallow searches' cost.
// FFO #59 (+64): 37 M nodes and 1.3 s instead of 0.78 G and 52 s (from 48 to 60 alike; 62: 0.31 G);
// a lower bound slows the lopsided positions that are no wipeout (random 3, -46: +33% nodes
// with 48; unchanged with 60).
constexpr int kNearWipeout = 60;
// With the learned ordering, each reply left to the opponent counts this much against a move
// (in the evaluation's 1/100 discs), beside its shallow value: fewer replies mean smaller
// subtrees, and the evaluation misjudges lopsided positions, where mobility does not. Node
// counts (FFO #41-#49 / 20 random positions with 18-24 empties / random 3, a -46 with 24 empties)
// with weight 0: 1.19 G / 1.32 G / 2.28 G; 100: 1.01 / 1.13 / 1.93; 150: 1.07 / 1.09 / 1.76;
// 200: 1.15 / 1.06 / 1.60; 300: 1.21 / 1.05 / 1.44 (bench/RESULTS.md).
constexpr int kReplyWeight = 150;
// From this many empties children are looked up in the table before searching (ETC).
constexpr int kEtcEmpties = 10;
static_assert(kEtcEmpties >= kTableEmpties, "ETC stores what it finds in the table");

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

}  // namespace


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

int Searcher::leaf_value(Bitboard P, Bitboard O, const pattern::Indices* at) const {
  if (!weights_) return ordering_eval(P, O);
  Bitboard mine = legal_moves(P, O), theirs = legal_moves(O, P);
  if (!mine && !theirs) return 100 * final_score(P, O);
  return weights_->evaluate(at->mover, popcount(~(P | O)), mine, theirs);
}

int Searcher::shallow(Bitboard P, Bitboard O, int depth, int alpha, int beta) {
  if (!weights_) return shallow_at(P, O, nullptr, depth, alpha, beta);
  const pattern::Indices at = pattern::read_indices(P, O);
  return shallow_at(P, O, &at, depth, alpha, beta);
}

int Searcher::shallow_at(Bitboard P, Bitboard O, const pattern::Indices* at, int depth, int alpha, int beta) {
  ++nodes;
  if (depth == 0) return leaf_value(P, O, at);
  return shallow_with_moves(P, O, legal_moves(P, O), at, depth, alpha, beta);
}

int Searcher::shallow_with_moves(Bitboard P, Bitboard O, Bitboard moves, const pattern::Indices* at, int depth,
                                 int alpha, int beta) {
  if (!moves) {
    // Finished games on the leaves' scale (ordering_eval's units are about 1/16 disc, the
    // learned evaluation's 1/100).
    if (!legal_moves(O, P)) return (weights_ ? 100 : 16) * final_score(P, O);
    if (!at) return -shallow_at(O, P, nullptr, depth - 1, -beta, -alpha);
    const pattern::Indices passed = pattern::after_pass(*at);
    return -shallow_at(O, P, &passed, depth - 1, -beta, -alpha);
  }
  int best = -1000000;
  pattern::Indices child;
  while (moves) {
    int sq = pop_lowest(moves);
    Bitboard f = flips(P, O, sq);
    if (at && depth == 1) child.mover = pattern::mover_after_move(*at, sq, f);
    else if (at) child = pattern::after_move(*at, sq, f);
    int value = -shallow_at(O ^ f, P ^ f ^ bit(sq), at ? &child : nullptr, depth - 1, -beta, -std::max(alpha, best));
    if (value > best) {
      best = value;
      if (best >= beta) break;
    }
  }
  return best;
}

int Searcher::order_key(Bitboard P, Bitboard O, int sq, Bitboard f, int empties, const pattern::Indices* at) {
  Bitboard child_player = O ^ f, child_opponent = P ^ f ^ bit(sq);
  if (weights_) {
    // With the learned evaluation the shallow searches order better but cost more per leaf:
    // from 16 empties (depth 2, 3 from 20, 4 from 23). FFO #40-#44 with early weights: 107 M
    // nodes against 113 M from 14 empties with the depths below, 208 M with the simple judgement.
    if (empties >= kLearnedOrderEmpties) {
      int depth = empties >= 23 ? 4 : empties >= 20 ? 3 : 2;
      const pattern::Indices child = pattern::after_move(at ? *at : pattern::read_indices(P, O), sq, f);
      // The replies are counted once, for the weight and for the shallow search's first ply.
      Bitboard replies = legal_moves(child_player, child_opponent);
      ++nodes;
      return shallow_with_moves(child_player, child_opponent, replies, &child, depth, -1000000, 1000000) +
             kReplyWeight * popcount(replies);
    }
  } else if (empties >= kShallowOrderEmpties) {
    // Deeper far from the end, where a wrong first move costs most. Depth 4 from 21 empties
    // (instead of 3): FFO #45 -11% nodes, #49 -9% nodes and -18% time, #48 +4% nodes and -12%
    // time (the shallow nodes are cheap).
    int depth = empties >= 21 ? 4 : empties >= 20 ? 3 : empties >= 16 ? 2 : 1;
    return shallow(child_player, child_opponent, depth, -1000000, 1000000);
  }
  return fastest_first_key(P, O, sq, f);
}

int Searcher::fastest_first_key(Bitboard P, Bitboard O, int sq, Bitboard f) {
  Bitboard child_player = O ^ f, child_opponent = P ^ f ^ bit(sq);
  Bitboard replies = legal_moves(child_player, child_opponent);
  Bitboard child_empty = ~(child_player | child_opponent);
  // Fewest replies first; corner replies count extra; then the opponent's potential
  // mobility (empty squares next to our discs).
  return 32 * popcount(replies) + 16 * popcount(replies & kCorners) +
         popcount(around(child_opponent) & child_empty) - 8 * int((kCorners >> sq) & 1);
}

bool Searcher::poll() {
  std::uint64_t fresh = nodes - reported_;
  reported_ = nodes;
  std::uint64_t all = limits_.nodes.fetch_add(fresh, std::memory_order_relaxed) + fresh;
  stopper.poll(all);
  return stopper.poll_clock();
}

int Searcher::pvs(Bitboard P, Bitboard O, int alpha, int beta, int empties) {
  if (empties <= kSmallEmpties) return small(P, O, alpha, beta, empties, false);
  if ((++nodes & 0x3FFF) == 0) {
    if (poll()) throw Interrupted("stopped", stopper.reason());
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
  // And the side to move's own stable discs are its floor (only worth computing when the floor
  // could reach beta): the defender's nodes of a wipeout proof (FFO #59, +64) end here, not one
  // move generation and ordering later at each of their children.
  if (-64 + 2 * popcount(P) >= beta) {
    int lower = -64 + 2 * popcount(stable_discs(P, O));
    if (lower >= beta) return lower;
    alpha = std::max(alpha, lower);
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
  // The node's pattern indices, read once for all the children's shallow searches.
  pattern::Indices indices;
  const bool near_wipeout = alpha >= kNearWipeout || beta <= -kNearWipeout;
  const bool read = weights_ && empties >= kLearnedOrderEmpties && !near_wipeout;
  if (read) indices = pattern::read_indices(P, O);
  for (Bitboard m = moves; m;) {
    int sq = pop_lowest(m);
    Bitboard f = flips(P, O, sq);
    // The child will probe the table: start loading its bucket now, while the others are sorted.
    if (empties > kTableEmpties) table_.prefetch(O ^ f, P ^ f ^ bit(sq));
    int key = near_wipeout ? fastest_first_key(P, O, sq, f) : order_key(P, O, sq, f, empties, read ? &indices : nullptr);
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
}  // namespace gg::othello::endgame
