// The endgame solver's search, shared by the root driver (endgame.cpp) and nothing else: not
// part of the public API (see endgame.h). One Searcher per thread; all share one EndgameTable.
#pragma once

#include <atomic>
#include <cstdint>

#include "core/stop.h"
#include "othello/board.h"
#include "othello/pattern.h"
#include "othello/endgame_table.h"
#include "othello/pattern_eval.h"

namespace gg::othello::endgame {

// Above any score: "no move searched yet".
constexpr int kInfinity = 65;

// A search the user interrupts (Ctrl-C) or that reaches a limit of its solve (SolveLimits)
// unwinds by throwing gg::Interrupted (core/stop.h), which carries the Stopper's reason.
// A helper's search cut short because a sibling already decided the split node it works for.
struct Aborted {};

// The limits of one solve, shared by all its searchers: the node limit counts their nodes
// together (each adds what it searched since its last poll), the deadline is one for all.
struct SolveLimits {
  std::uint64_t max_nodes = Stopper::kNoNodeLimit;
  Stopper::Clock::time_point deadline = Stopper::kNoDeadline;
  std::atomic<std::uint64_t> nodes{0};  // reported by the searchers so far
};

// Of two reasons to stop, the one to report: Ctrl-C outranks a limit, as in Stopper; else the
// first one met.
inline StopReason first_stop(StopReason known, StopReason met) {
  return known == StopReason::kNone || met == StopReason::kInterrupted ? met : known;
}

// Principal variation search to the end of the game, with its move ordering and the special
// code for the last empties (see endgame.h for the techniques).
class Searcher {
 public:
  // `weights`: the learned evaluation that orders moves far from the end (nullptr: a simple
  // mobility and corner judgement).
  // `limits`: the solve's limits, polled with Ctrl-C.
  Searcher(EndgameTable& table, const PatternWeights* weights, SolveLimits& limits)
      : stopper(limits.max_nodes, limits.deadline), table_(table), weights_(weights), limits_(limits) {}

  std::uint64_t nodes = 0;
  // Ctrl-C and the solve's limits, polled when the count at an interior node is a multiple of
  // 16384 (poll()).
  Stopper stopper;
  // Set while this searcher works under a split node: raised when the node is decided.
  const std::atomic<bool>* abort = nullptr;

  // Exact within (alpha, beta), fail-soft bound outside.
  int pvs(Bitboard P, Bitboard O, int alpha, int beta, int empties);
  // Sort key of the move sq (flipping f) at a node with `empties` empties: smaller first.
  // `at`: the node's pattern indices when the caller has them (else read when needed).
  int order_key(Bitboard P, Bitboard O, int sq, Bitboard f, int empties, const pattern::Indices* at = nullptr);
  // Sort key of the move sq by the opponent's replies alone (fewest first): order_key() without
  // a shallow search.
  int fastest_first_key(Bitboard P, Bitboard O, int sq, Bitboard f);
  // Depth-limited alpha-beta on leaf_value(), to order moves where subtrees are large.
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

  // shallow() with the learned evaluation's pattern indices of P/O kept up to date move by move
  // (`at`: nullptr with the simple judgement; only `at->mover` is set at depth 0).
  int shallow_at(Bitboard P, Bitboard O, const pattern::Indices* at, int depth, int alpha, int beta);
  // shallow_at's work after its node is counted, given P's legal moves (depth >= 1).
  int shallow_with_moves(Bitboard P, Bitboard O, Bitboard moves, const pattern::Indices* at, int depth, int alpha,
                         int beta);
  // The value of P/O for shallow(): the learned evaluation or the simple judgement.
  int leaf_value(Bitboard P, Bitboard O, const pattern::Indices* at) const;

  // Reports the nodes since the last poll to the solve's limits and polls the stopper: true once
  // stopped.
  bool poll();

  EndgameTable& table_;
  const PatternWeights* weights_;
  SolveLimits& limits_;
  std::uint64_t reported_ = 0;  // nodes already added to limits_.nodes
};

}  // namespace gg::othello::endgame
