// Fitting the learned evaluation (eval_weights.h) to self-play games (selfplay.h).
//
// Features of a position, for the side to move: over the empty points, how many have each
// pattern kind for the side to move (mover slots 0..1000) and for the opponent (waiter slots
// 1001..2001); the evaluation is the weights' dot product with them. Positions taken: every
// position after the opening where the search would call the evaluation at all (neither side
// has a five point, and the side to move has no open four against no four).
//
// The model: the side to move wins with probability sigmoid(evaluation / scale), a logistic
// regression fitted by Adam on the mean log-loss plus lambda x |w - prior|^2, where the prior is
// the hand-set evaluation (so kinds the data never or rarely show keep the hand-set value).
// Tied (FitOptions::tied): one value v per kind, mover = 6/5 v and waiter = -v as in the
// hand-set evaluation, fitted the same way on the combined counts 6 x mover - 5 x waiter.
// `scale` is first fitted for the hand-set evaluation alone (one parameter), so the learned
// weights come out in the same units as the search's other scores. Labels: the game result
// (1 win, 1/2 draw, 0 loss), mixed when asked with the probability of the engine's own search
// score for the move (label = mix x sigmoid(score / scale) + (1 - mix) x result); or another
// engine's values alone (FitOptions::score_scale). Whole games are held out as the test set.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "gomoku/eval_weights.h"
#include "gomoku/pattern_board.h"
#include "gomoku/train/selfplay.h"

namespace gg::gomoku::train {

constexpr int kFeatureCount = 2 * kComboKinds;

struct Feature {
  std::uint16_t slot;
  std::int16_t count;
};

// The features of `board` with `side` to move (slots ascending, counts > 0).
std::vector<Feature> position_features(const PatternBoard& board, Stone side);

// Sparse rows: row i is features[start[i] .. start[i + 1]).
struct SparseRows {
  std::vector<std::uint32_t> start = {0};
  std::vector<Feature> features;
  std::size_t rows() const { return start.size() - 1; }
  void add(const std::vector<Feature>& row);
};

// Minimises mean_i logloss(sigmoid(w . x_i), labels_i) + lambda |w - prior|^2 by `iterations`
// full-batch Adam steps from w = prior (size: the number of weights).
std::vector<double> logistic_fit(const SparseRows& rows, const std::vector<float>& labels,
                                 const std::vector<double>& prior, double lambda, int iterations,
                                 double learning_rate, int threads);

struct FitOptions {
  double lambda = 0.1;
  int iterations = 400;
  double learning_rate = 0.02;
  double search_mix = 0.5;  // weight of the engine's search score in a label (0: the result only)
  int test_percent = 10;    // games with game % 100 < test_percent are held out
  // One value per kind instead of two: mover = 6/5 value, waiter = -value, the hand-set form
  // (1001 weights instead of 2002; the side to move's advantage stays the hand-set 20%).
  bool tied = false;
  int threads = 1;
  // Another engine's values as the labels (bench/gomoku_sgf_games.py --anchor-values writes an
  // anchor's reported value as the score of its move): > 0 reads a score as the probability
  // sigmoid(score / score_scale) that the side to move wins, fits only the positions with a
  // score that the search evaluates at its horizon (no sure win; outside renju no open three to
  // answer either, renju's search evaluates those as they are), and
  // ignores the game result and search_mix; the report's log-loss and accuracy are then against
  // those probabilities. 0: the engine's own scores and the results, as above.
  double score_scale = 0;
  // Only positions with min_stones..max_stones stones on the board are taken (the fit of one
  // stage of the game; the report's other stages are then empty).
  int min_stones = 0, max_stones = 1000;
};

// Test-set figures per stage (stones on the board), the hand-set and the learned evaluation side
// by side; the last row is all stages.
struct StageReport {
  int stones_low = 0, stones_high = 0;
  std::size_t train = 0, test = 0;
  double hand_loss = 0, learned_loss = 0;          // mean log-loss against the result (nats)
  double hand_accuracy = 0, learned_accuracy = 0;  // decisive games: the winner predicted
};

struct FitResult {
  EvalTable table;
  // Evaluation units per logit (fitted for the hand-set evaluation on the positions without an
  // open three to answer): the table's units.
  double scale = 0;
  std::vector<StageReport> report;
};

// Fits the table of one rule to the games of that rule (the others are skipped).
FitResult fit_weights(const std::vector<GameRecord>& games, Rule rule, const FitOptions& options);

}  // namespace gg::gomoku::train
