// The midgame search: iterative deepening, principal-variation search (negascout) with a
// transposition table, move ordering (TT move, then the static evaluation of the child or the
// opponent's mobility), limits on depth, nodes and time, and Ctrl-C (gg::interrupted()).
//
// Depth counts moves that place a disc; passes are free. A search whose depth reaches the number
// of empty squares sees only finished games, so its values are exact final disc differences: that
// is how the search "switches to an exact solve" near the end (SearchLimits::exact_empties), with
// plain fastest-first alpha-beta for the last few empties.
//
// Values are in kDisc units (eval.h) from the side to move's view: exact results are
// final_score * kDisc (adjusted by the contempt for draws), heuristic ones lie within +-kEvalLimit.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "core/budget.h"
#include "core/stop.h"
#include "othello/board.h"
#include "othello/pattern.h"
#include "othello/search_tt.h"

namespace gg::othello {

class PatternWeights;

// How far and how hard to search: depth, exact_empties and probcut_confidence set its strength;
// the budget stops it (SearchResult::stopped).
struct SearchLimits {
  int depth = 10;              // midgame depth in disc-placing moves
  // Stop after about budget.nodes nodes and budget.seconds wall seconds (0: no limit).
  // budget.memory_bytes is not read: the table is sized when the Searcher (or Engine) is made.
  SearchBudget budget;
  int exact_empties = 14;      // with this few empties or fewer, search to the end (exact)
  // Multi-ProbCut: prune null-window nodes whose shallow search predicts the deep result with
  // this confidence (see search.cpp); 0 turns it off (exact depth-d values, for calibration).
  double probcut_confidence = 1.5;
  // Set by another thread to stop at once (the NBoard session's `ping`): the search returns
  // what its finished iterations established, as with a time limit.
  const std::atomic<bool>* stop = nullptr;
};

// Multi-ProbCut's shallow depth for a node of `depth`: about half, of the same parity.
int probcut_shallow_depth(int depth);

struct MoveScore {
  int move = kNoMove;
  int score = 0;
  friend bool operator==(const MoveScore&, const MoveScore&) = default;
};

struct SearchResult {
  int move = kNoMove;          // best move (kPass when the only move is to pass)
  int score = 0;               // its value
  int depth = 0;               // last fully searched depth (0: not even depth 1 finished)
  bool exact = false;          // the depth reached the end of the game: score is exact
  bool stopped = false;        // a node/time limit or Ctrl-C cut the search short
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::vector<int> pv;         // principal variation from the root, passes as kPass
  std::vector<MoveScore> moves;  // analyze(): every legal move with its value, best first
};

class Searcher {
 public:
  explicit Searcher(std::size_t tt_megabytes = 16);

  // The best move and its value. With no legal move but a pass, returns kPass; for a finished
  // game, kNoMove with the final score.
  SearchResult search(const Position& pos, const SearchLimits& limits);

  // The value of every legal move (each searched with a full window), best first.
  SearchResult analyze(const Position& pos, const SearchLimits& limits);

  // Called after each completed iteration with the result so far (for NBoard/analysis output).
  void on_iteration(std::function<void(const SearchResult&)> callback) { on_iteration_ = std::move(callback); }

  // Value of a draw for the side that searches, in kDisc units (NBoard's contempt): a draw
  // counts as -contempt for the root side.
  void set_contempt(int contempt) { contempt_ = contempt; tt_.clear(); }
  void clear() { tt_.clear(); }
  // true: always the hand-written evaluation (eval.h); false (the default): the learned one when
  // weights are active (weights_file.h), chosen again at the start of each search.
  void set_hand_evaluation(bool hand) { hand_evaluation_ = hand; }

 private:
  SearchResult run(const Position& pos, const SearchLimits& limits, bool every_move);
  int root_search(Position& pos, int depth, bool every_move, std::vector<MoveScore>& scores);
  int pvs(Position& pos, int alpha, int beta, int depth, int ply);
  // Multi-ProbCut's test at a null-window node: the bound it proves (beta: fail high, alpha:
  // fail low) from a shallow search, or nothing.
  bool probcut(Position& pos, int alpha, int beta, int depth, int ply, int* value);
  int solve_small(Position& pos, int alpha, int beta, int ply);
  int terminal_value(const Position& pos, int ply) const;
  // The static value of `pos`, the position at `ply` (whose pattern indices are indices_[ply]),
  // whose legal moves are `moves`.
  int evaluate(const Position& pos, int ply, Bitboard moves) const;
  int evaluate(const Position& pos, int ply) const { return evaluate(pos, ply, pos.moves()); }
  // Steps indices_ from `ply` to `ply + 1` (when the learned evaluation is on). A `leaf` child
  // is evaluated at once and gets only the mover's reading (index_pass then reads both anew).
  void index_move(int ply, int square, Bitboard flipped, bool leaf);
  void index_pass(int ply, const Position& passed, bool leaf);
  // pv[ply] = move followed by pv[ply + 1].
  void extend_pv(int ply, int move);
  bool time_to_stop();
  std::vector<int> principal_variation() const;

  TranspositionTable tt_;
  std::function<void(const SearchResult&)> on_iteration_;
  int contempt_ = 0;
  bool hand_evaluation_ = false;
  const PatternWeights* weights_ = nullptr;  // this search's evaluation (nullptr: hand-written)
  int ply_offset_ = 0;  // 1 while searching after a forced pass at the root (for the contempt)

  // Per-search state.
  SearchLimits limits_;
  std::uint64_t nodes_ = 0;
  std::uint64_t next_check_ = 0;
  Stopper stopper_;  // nodes, seconds, Ctrl-C
  double start_ = 0;
  int partial_move_ = kNoMove;  // the best move so far of the iteration under way
  static constexpr int kMaxPly = 128;
  std::uint8_t pv_[kMaxPly][kMaxPly];
  int pv_length_[kMaxPly];
  // With the learned evaluation: the pattern indices of the position at each ply, each computed
  // from its parent's by pattern::after_move rather than read from the board at every leaf.
  pattern::Indices indices_[kMaxPly];
};

}  // namespace gg::othello
