// The Gomoku face: the one header a front end (command line, Gomocup brain, terminal game,
// bindings) needs. Typed calls that return result structs; nothing here prints.
//
//   - a game in progress under one rule, judged as it goes and with the engine's move choice
//     (Match, below);
//   - judging a record: read_record / adjudicate / describe_verdict (gomoku/record.h), and
//     writing one: write_referee_record;
//   - renju forbidden points of a position: forbidden_points (gomoku/forbidden.h), positions read
//     with read_position (gomoku/position.h);
//   - exact threat solving within a budget: solve_threats (below);
//   - every move's value: analyze_moves (gomoku/analysis.h); a record reviewed move by move
//     (each move's value, the engine's preferred move, winning / losing / forced moves):
//     review_game (gomoku/review.h);
//   - the Gomocup brain's calls: the swap2 opening, swap2_answer (gomoku/swap2.h), and
//     prepare_tables (below);
//   - the search signatures (gomoku/bench.h);
//   - the evaluation's weights (gomoku/eval_weights.h) and their training: self-play games
//     (gomoku/train/selfplay.h) and the fit (gomoku/train/trainer.h).
#pragma once

#include <cstddef>
#include <vector>

#include "core/budget.h"
#include "gomoku/analysis.h"
#include "gomoku/bench.h"
#include "gomoku/engine.h"
#include "gomoku/eval_weights.h"
#include "gomoku/forbidden.h"
#include "gomoku/position.h"
#include "gomoku/record.h"
#include "gomoku/review.h"
#include "gomoku/solver.h"
#include "gomoku/state.h"
#include "gomoku/swap2.h"
#include "gomoku/train/selfplay.h"
#include "gomoku/train/trainer.h"

namespace gg::gomoku {

struct Options {
  int size = 15;  // kMinSize..kMaxSize
  Rule rule = Rule::kFreestyle;
};

// A game in progress: the referee's state (fives, renju forbidden moves, the end) and the engine
// that chooses moves for it, kept in step.
class Match {
 public:
  explicit Match(Options options = {}, std::size_t table_bytes = Engine::kDefaultTableBytes);

  const Options& options() const { return options_; }
  const Board& board() const { return state_.board(); }
  Stone to_move() const { return state_.to_move(); }
  const std::vector<Point>& moves() const { return state_.history(); }
  // Every empty point while the game runs; none once it is over.
  std::vector<Point> legal_moves() const { return state_.legal_moves(); }
  // Plays for the side to move; false (nothing changed) when the game is over or `point` is not
  // an empty point of the board.
  bool play(Point point);
  // Takes back the last move; false when there is none.
  bool undo();

  bool game_over() const { return state_.is_terminal(); }
  Ending ending() const { return state_.ending(); }
  Stone winner() const { return state_.winner(); }
  // +1 black won, -1 white won, 0 a draw or not over.
  int result() const { return state_.result(); }

  // The engine's move for the side to move within `limits` (not played).
  ThinkInfo choose_move(const ThinkLimits& limits) { return engine_.think(limits); }

  // The game so far as a record (write_referee_record writes it).
  Record record() const;

 private:
  Options options_;
  State state_;
  Engine engine_;
};

struct ThreatSearch {
  bool vcf_only = false;  // continuous fours only, no threes
  int max_vcf_depth = 40;  // attacker moves
  int max_vct_depth = 8;
  // The VCT by proof numbers without a depth limit first (freestyle and standard: see
  // DeepThreatSearch); false: the depth-limited VCT alone.
  bool without_depth_limit = true;
  // nodes 0: no node limit; seconds 0: no time limit; memory_bytes 0: the solver's default
  // table (ThreatSolver::kDefaultTableBytes).
  SearchBudget budget;
};

// The second stage of solve_threats: a depth-first proof-number VCT (gomoku/threat_prover.h)
// over every threat on the board, with no depth limit, run on the budget left when the
// depth-limited VCF, and the depth-limited VCT on an eighth of the rest, found nothing. It finds
// the VCTs the depth-limited solver cannot see (a three standing away from the last stones) and
// can prove that no VCT exists at all. Exact under every rule.
struct DeepThreatSearch {
  bool ran = false;
  bool proven_none = false;  // no VCT at any depth (the attacker's every threat is refuted)
  // Why it stopped without an answer (kNone: it found a win or proved none).
  StopReason stopped = StopReason::kNone;
  std::uint64_t nodes = 0;  // its share of result.nodes
  // Its win's line ends with the attacker's five, or under renju with black's only block that
  // is forbidden to it (false only when the budget ran out while finishing the line; the win
  // itself is proven).
  bool line_complete = true;
};

struct ThreatSolution {
  Stone attacker = kBlack;  // the side to move (black when both have as many stones)
  SolveResult result;       // win, line, nodes, depths established (gomoku/solver.h)
  // Why a search without a win stopped before its depths were done (kNone: it finished).
  StopReason stopped = StopReason::kNone;
  // A colour that already has a winning line on the board: the game is over, nothing was
  // searched (kEmpty: the game goes on).
  Stone already_won = kEmpty;
  DeepThreatSearch deep;
};

// VCF, then VCT (unless vcf_only), for the side to move on `board` under `rule`: the
// depth-limited VCF (gomoku/solver.h), the depth-limited VCT on an eighth of the budget left
// (the shortest wins), then the proof-number VCT on the rest (DeepThreatSearch); nothing when a
// colour already has five (a finished game has no winning line to find). `stopped` is kNone
// when the depth-limited searches finished, even if the proof-number one then stopped.
ThreatSolution solve_threats(const Board& board, Rule rule, const ThreatSearch& search);

// Builds the engine's shared lookup tables (line shapes, patterns) now rather than on first use
// (some ms): a brain calls it when the game starts, whose time does not count against a move.
void prepare_tables();

}  // namespace gg::gomoku
