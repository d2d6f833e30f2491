// Exact endgame solver: the final disc difference under perfect play (empties to the winner),
// the best move and a principal variation.
//
// Techniques: principal variation search with a transposition table (endgame_table.h, probes
// prefetched by the parent) and enhanced transposition cut-offs, fastest-first move ordering
// (fewest replies for the opponent) with the table's move first and, with many empties, a shallow
// search; stability cut-offs (stability.h); below a few empties a search without move
// generation that tries the empty squares directly, odd quadrants first (parity), with special
// code for the last four, three, two and one empties (last_flip.h counts the last move's flips).
// Files: endgame_search.* (the search below the root), endgame.cpp (root ordering, MTD(f) for
// the first move, the threads, the best line), endgame_table.* (the table).
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.h"
#include "othello/board.h"

namespace gg::othello {

struct SolveOptions {
  int threads = 1;                   // the first move's searches are split, then root moves shared out
  // Transposition table size in MiB; 0: default_table_megabytes() of the position's empties.
  std::size_t table_megabytes = 0;
  // Order moves far from the end with the learned evaluation when weights are active
  // (weights_file.h); false: a simple mobility and corner judgement. Scores are the same either way.
  bool learned_ordering = true;
  // A window narrower than the full (-64, 64): the search only places the score against it
  // (fail-soft). A score strictly inside is exact; one at or below alpha is an upper bound, one
  // at or above beta a lower bound. No move or line is computed (move kNoMove, pv empty). A
  // solve split over several machines tests sub-positions this way (python/gridgames/dask.py).
  int alpha = -64;
  int beta = 64;
  // Limits that stop the solve before its answer (SolveResult::stopped says which): the nodes of
  // all threads together, and wall seconds from the start; 0: no limit. They are polled with
  // Ctrl-C, when a thread's count at an interior node is a multiple of 16384 (in practice every
  // few hundred thousand nodes), so a solve passes its node limit by about that much. The face
  // builds them from a SearchBudget (othello/face.h: solve_options).
  std::uint64_t max_nodes = 0;
  double max_seconds = 0;
};

// The table size that pays for a position with `empties` empty squares: 1 MiB under 14 empties
// (faulting in more pages would cost more than the search saves), 8 MiB under 18, then 64 MiB
// (larger tables were slower on FFO #47, #49 and #50: see endgame.cpp).
std::size_t default_table_megabytes(int empties);

struct SolveResult {
  int score = 0;          // final disc difference for the player to move, exact
  int move = kNoMove;     // a best move (kPass when the player must pass, kNoMove at game end)
  std::vector<int> pv;    // best line from the position to the end of the game, passes included
  std::uint64_t nodes = 0;
  double seconds = 0;
  // Why the solve stopped before its answer: kNodes or kSeconds (the options' limits), or
  // kInterrupted (Ctrl-C, gg::interrupted()); kNone when it finished. Once stopped, only nodes
  // and seconds are valid.
  StopReason stopped = StopReason::kNone;
  bool complete = true;   // stopped == kNone
};

SolveResult solve(const Position& p, const SolveOptions& options = {});

}  // namespace gg::othello
