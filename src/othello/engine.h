// The engine facade that every front end (analyze, the NBoard protocol, the terminal game)
// drives: a game in progress with its history, a strength setting, and "think" / "analyze".
// Front ends never reach into the search; they play moves, set options and read results.
#pragma once

#include <string>
#include <vector>

#include "othello/board.h"
#include "othello/ggf.h"
#include "othello/search.h"

namespace gg::othello {

class Engine {
 public:
  // Size of the midgame search's transposition table (search_tt.h).
  static constexpr std::size_t kDefaultTableMegabytes = 32;
  explicit Engine(std::size_t table_megabytes = kDefaultTableMegabytes);

  // Starts a new game from `start` (the standard position by default).
  void new_game(const Board& start);
  void new_game() { new_game(Board{Position::start(), kBlack}); }

  // Replaces the game with a GGF record, replaying its moves. A missing pass is inserted where
  // the side to move had no move (NBoard and some GGS records omit them). Throws InputError at
  // `line` for an illegal move or a pass when a move was possible; the engine is then unchanged.
  void set_game(const GgfGame& game, std::size_t line = 0);
  // The game so far as GGF (players and result filled in by the caller through properties).
  GgfGame game_record() const;

  // Plays a move for the side to move: a square, or kPass when it has no move. Throws
  // InputError (line 0) when the move is illegal.
  void play(int move);
  // Takes back the last move; false when there is none.
  bool undo();

  const Board& board() const { return board_; }
  const Position& position() const { return board_.position; }
  const std::vector<int>& moves() const { return moves_; }
  bool game_over() const { return board_.position.game_over(); }
  // Legal moves of the side to move as a bitboard; 0 with a pass or at the end.
  Bitboard legal() const { return board_.position.moves(); }
  // True when the side to move must pass (has no move but the game goes on).
  bool must_pass() const { return !legal() && !game_over(); }

  // Strength: level 1..60, whose limits are level_limits(depth) (a time or node limit already
  // set is kept). A time limit (limits().budget.seconds) may stop the deepening earlier.
  void set_depth(int depth);
  int depth() const { return limits_.depth; }
  SearchLimits& limits() { return limits_; }
  void set_contempt(int contempt) { searcher_.set_contempt(contempt); }

  // Chooses a move for the side to move (kPass when it must pass, kNoMove at the end).
  SearchResult think();
  // Values every legal move of the side to move, best first.
  SearchResult analyze();
  Searcher& searcher() { return searcher_; }

 private:
  Board start_;
  Board board_;
  std::vector<int> moves_;
  std::vector<Bitboard> flipped_;  // per move, for undo
  Searcher searcher_;
  SearchLimits limits_;
};

// The search limits of a level (NBoard's `set depth D`, `othello play --level D`, `othello
// analyze --depth D`, the Python bindings' depth), the meaning Edax's and Egaroucid's levels
// give it: midgame depth D; exact from exact_empties_for_depth(D) empties; no Multi-ProbCut up
// to kLastPlainLevel (both anchors search their low levels without selectivity), ProbCut's
// default confidence above. No time or node limit.
SearchLimits level_limits(int level);
constexpr int kLastPlainLevel = 10;

// Exact-solve threshold of a level: 2 * level empties, between 8 and 20 (the anchors' 2 D; not
// beyond 20, where a level's exact solve already takes 0.2-5 s per move on the 2-core machine).
int exact_empties_for_depth(int depth);

// The analysis of `board` as printed by `gridgames othello analyze`: a header (side to move,
// empties, depth or "exact"), one line per move with its value (best first), the best move
// with its principal variation; statistics (nodes, time) only when `statistics`.
std::string format_analysis(const Board& board, const SearchResult& result, bool statistics);

// Text of a value in kDisc units: "+1.25" (heuristic, two decimals) or "+12" (exact).
std::string format_value(int value, bool exact);

}  // namespace gg::othello
