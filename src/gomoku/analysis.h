// Every move's value in a Gomoku position, for analysis tools (the command line's `gomoku
// analyze`, the bindings, the web page's values on the board).
//
// Each candidate (an empty point within two points of a stone; the centre on an empty board) is
// played and the main search (search.h) runs for the opponent's reply; the move's value is the
// negation of that. A stone that makes a winning line is a proven win at once; renju black's
// forbidden points are listed as forbidden and not searched. The searches share one table, so
// later moves profit from earlier ones; with a node limit per move and no time limit the answer
// is the same on every run.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/budget.h"
#include "gomoku/board.h"
#include "gomoku/rules.h"

namespace gg::gomoku {

struct AnalysisLimits {
  int depth = 4;                      // the reply search's depth (at least 1)
  // The node limit of each move's search, past its first iteration (0: none).
  std::uint64_t nodes_per_move = 0;
  double seconds = 0;                 // for the whole analysis, shared out; 0: no time limit
  std::size_t table_bytes = std::size_t(16) << 20;
  const std::atomic<bool>* stop = nullptr;  // set by another thread to stop at once
};

struct MoveValue {
  Point move = kNoPoint;
  // From the side to move's view, in the search's units (search.h): beyond +-kWinThreshold a
  // proven win or loss (nearer kWinScore: sooner, though the search's distances are rough); 0
  // for a forbidden point.
  int score = 0;
  int depth = 0;           // the reply depth completed (0: a win on the spot, or forbidden)
  bool forbidden = false;  // renju: black may not play here (and loses if it does)
};

struct MoveAnalysis {
  // Best first (forbidden points last); ties keep board order (rows from the top, then columns).
  std::vector<MoveValue> moves;
  std::uint64_t nodes = 0;
  // Why the analysis stopped before valuing every candidate (kNone: all valued): the time ran
  // out (kSeconds) or it was asked to stop (kInterrupted); the moves not reached are missing
  // from `moves`. A node limit never leaves a move out: the depth it reached is in `depth`.
  StopReason stopped = StopReason::kNone;
};

// The moves of `to_move` on `board` under `rule`. An empty result on a full board. An empty
// point `also` far from the stones is valued too, after the candidates (a review values the move
// played wherever it was; the candidates' values are those of an analysis without it).
MoveAnalysis analyze_moves(const Board& board, Rule rule, Stone to_move, const AnalysisLimits& limits,
                           Point also = kNoPoint);

// Whether a score is a proven result (a win or a loss).
bool is_proven(int score);

}  // namespace gg::gomoku
