// Fitting the learned evaluation's weights (pattern_eval.h) to labelled positions.
//
// Each stage is a separate ridge regression: minimise the squared error of the evaluation
// against the labels (final disc differences) plus lambda times the squared weights, over the
// positions of the stage and of the 2 empties on either side (so that neighbouring stages agree
// and rare patterns borrow from them). The features are sparse (49 active slots per position,
// each counting 1), so the normal equations are solved by conjugate gradients on the least-
// squares form (CGLS), which needs only products with the feature matrix and its transpose.
// Whole games are held out as the test set (positions of one game are alike).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "othello/pattern_eval.h"
#include "othello/train/selfplay.h"

namespace gg::othello::train {

// Minimises sum_i (sum_{j in row i} x_j - y_i)^2 + lambda * |x|^2 where row i is
// slots[i * per_row .. (i + 1) * per_row); `iterations` CGLS steps from x = 0. `threads` share
// each step's matrix products; the result is the same bit for bit whatever their number.
std::vector<double> ridge_fit(const std::vector<std::uint32_t>& slots, int per_row, const std::vector<float>& y,
                              std::size_t weights, double lambda, int iterations, int threads = 1);

struct FitOptions {
  double lambda = 3.0;
  int iterations = 300;
  int test_percent = 10;  // games with game % 100 < test_percent are held out
  int threads = 1;        // stages fitted (or positions searched) at the same time; a backed-up
                          // stage's refit shares its products between them
  // Backing up (0: off): after a first fit, the stages not solved exactly are fitted again one
  // at a time from the end of the game towards the start, each to labels mixing the game result
  // with a `backup_depth` search that uses the weights already refitted for the later stages:
  // label = backup_mix * search + (1 - backup_mix) * game result.
  int backup_depth = 0;
  double backup_mix = 0.5;
  // Refining (empty: off): the weights (compact form, kEvalStages stages) the fit starts from.
  // The ridge term then pulls towards them instead of towards zero (lambda * |x - prior|^2), so
  // a round of new games improves the weights in hand without the earlier rounds' samples.
  std::vector<std::int16_t> prior;
  // Shrinking towards an additive model (false: towards zero, or towards `prior`). Each stage
  // first fits, on a sample of its positions, a small model in which a pattern configuration is
  // worth the sum of one weight per square and content (plus the mobility and parity terms);
  // the full tables are then fitted as deviations from it. A configuration that the games rarely
  // show then keeps the additive model's estimate instead of falling towards zero, which matters
  // because a search visits many positions that self-play does not. The result is still one
  // table per pattern type: the additive part is folded into it, so evaluating costs nothing more.
  bool additive_prior = false;
};

struct StageReport {
  int stage = 0;
  int empties_low = 0, empties_high = 0;  // the stage's own empties
  std::size_t train = 0, test = 0;        // positions (test: of the stage's own empties)
  double train_rmse = 0, test_rmse = 0, test_mae = 0;  // discs, after quantisation
};

// The weights for all stages, and a report per stage (test errors against the original labels).
// Backing up changes which weights are active (weights_file.h) while it runs and leaves the
// result active. `progress` (if set) is called with each
// finished stage's report.
PatternWeights fit_weights(const std::vector<Sample>& samples, const FitOptions& options,
                           std::vector<StageReport>& report,
                           const std::function<void(const StageReport&)>& progress = {});

// The mean of several fits, weight by weight, each rounded to the nearest integer with halves
// going to the even neighbour (so the result does not lean towards either sign). The evaluation
// is linear in its weights, so the mean's value of a position is the mean of the fits' values
// (within half a unit per active slot): an ensemble of fits that evaluates as fast as one.
// scripts/train-othello makes the committed weights this way. Throws std::invalid_argument for
// no fits or fits of different layouts.
PatternWeights average_weights(const std::vector<PatternWeights>& fits);
PatternWeights average_weights(const PatternWeights& a, const PatternWeights& b);  // of two fits

// `base` with each weight that is exactly zero taken from `fill`. A plain fit leaves at zero the
// table entries of configurations its positions never showed (most of a stage's slots, even after
// 27 million positions), and the search reads them; a fit with an additive prior
// (FitOptions::additive_prior) gives every configuration a value, so filling from one keeps
// what the base learned and gives the rest an estimate instead of nothing. scripts/train-othello
// makes the committed weights this way. Throws std::invalid_argument for different layouts.
PatternWeights fill_zero_weights(const PatternWeights& base, const PatternWeights& fill);

}  // namespace gg::othello::train
