// Move-by-move review of an Othello game record, as Edax's and Egaroucid's game review: for each
// move played, the value of that move and of the best one, both from the analysis of the
// position before it (every legal move searched with a full window, at the engine's limits:
// depth, exact near the end), and the loss: how much worse the move played was.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "othello/board.h"
#include "othello/engine.h"
#include "othello/ggf.h"

namespace gg::othello {

struct ReviewedMove {
  int number = 0;        // 1-based among the record's moves (passes count, as in the record)
  Color player = kBlack;
  int move = kNoMove;    // the square played
  // Values in kDisc units, for the player (the final disc difference it can expect).
  int played_value = 0;
  int best_move = kNoMove;
  int best_value = 0;
  int loss = 0;          // best_value - played_value, never negative
  bool exact = false;    // both values are exact (the search reached the end of the game)
  int depth = 0;         // the depth the analysis completed
  int legal_moves = 0;   // how many moves the player had (1: forced)
  std::uint64_t nodes = 0;
};

struct GameReview {
  // The moves reviewed, in order; passes (no choice) are left out. Shorter than the record's
  // moves when the review stopped.
  std::vector<ReviewedMove> moves;
  int reviewable = 0;    // the record's moves other than passes
  int loss[2] = {0, 0};  // the sum of each player's losses ([kBlack], [kWhite])
  int mistakes[2] = {0, 0};  // moves with a loss, per player
  // Ctrl-C (or the engine's stop flag) stopped the review before its end: `moves` holds those
  // reviewed before it.
  bool stopped = false;
  std::uint64_t nodes = 0;
};

// Reviews `game` with `engine` at its limits (set_depth, limits()); the engine's game is replaced
// by the record's. Calls `progress(done, total)` before each move is analysed. Throws InputError
// at `line` (as Engine::set_game) when the record has an illegal move, before any analysis.
// A search stopped by a node or time limit still gives a value (that of its deepest finished
// depth); only an interruption stops the review.
GameReview review_game(Engine& engine, const GgfGame& game, std::size_t line = 0,
                       const std::function<void(int done, int total)>& progress = {});

}  // namespace gg::othello
