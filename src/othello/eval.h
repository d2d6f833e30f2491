// Static evaluation of a midgame Othello position, for the side to move.
//
// Hand-weighted features that every Othello program since Iago has found to matter, with
// weights that slide from the opening (60 empties) to the end (0 empties):
//   mobility         legal moves of the mover minus the opponent's;
//   potential mob.   empty squares next to opponent discs minus those next to own discs
//                    (frontier: discs that touch empties give the opponent moves later);
//   corners          owned corners; X-squares (b2, g2, b7, g7) and C-squares (a2, b1, ...)
//                    next to an empty corner give that corner away and are penalised;
//   stability        discs that can never be flipped (edge-anchored: grown from corners and
//                    full lines, see stable_discs());
//   discs            few discs are good early, many late;
//   parity           with an odd number of empties the mover expects the last move.
// This hand-written evaluation is the fallback: evaluate() uses the learned pattern evaluation
// (pattern_eval.h) whenever weights are available (weights_file.h: built in by default).
#pragma once

#include "othello/board.h"
#include "othello/pattern.h"
#include "othello/stability.h"  // stable_discs(), shared with the endgame solver

namespace gg::othello {

// Evaluation units: kDisc per disc of final disc difference, so that exact endgame scores
// (final_score * kDisc) and heuristic values share one scale.
inline constexpr int kDisc = 100;
// Heuristic values are clamped to +-kEvalLimit, inside the range of final scores (+-64 discs),
// so that a proven 64-0 result always outranks any guess.
inline constexpr int kEvalLimit = 64 * kDisc - 1;

// The weights of the features at one game phase (see the file comment).
struct EvalWeights {
  int mobility;
  int potential_mobility;
  int corner;
  int x_square;
  int c_square;
  int stable;
  int disc;
  int parity;
};

// Empty squares next to (any of the 8 directions) the discs `discs`.
Bitboard empties_next_to(Bitboard discs, Bitboard empties);

// Interpolated weights for a position with `empties` empty squares (0..60).
EvalWeights eval_weights(int empties);

// The evaluation of `pos` for its side to move, in kDisc units, within +-kEvalLimit: the learned
// one when weights are active (active_weights() in weights_file.h), else the hand-written one.
// For a position where the game is over it returns the exact final score * kDisc.
int evaluate(const Position& pos);

// The hand-written evaluation, whatever weights are active.
int evaluate_hand(const Position& pos);

// The hand-written evaluation with the weights given (for tests and tuning experiments).
int evaluate_with(const Position& pos, const EvalWeights& weights);

class PatternWeights;
// The learned evaluation with the given weights, clamped, exact for finished games.
int evaluate_learned(const Position& pos, const PatternWeights& weights);
// The same with the side to move's pattern indices and legal moves already known (the search
// keeps both: pattern::after_move).
int evaluate_learned(const Position& pos, const PatternWeights& weights, const pattern::IndexVector& mover,
                     Bitboard player_moves);

}  // namespace gg::othello
