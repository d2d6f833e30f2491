#include "gomoku/train/trainer.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "core/parallel.h"
#include "gomoku/search.h"

namespace gg::gomoku::train {

namespace {

double sigmoid(double z) { return 1.0 / (1.0 + std::exp(-z)); }

double log_loss(double p, double y) {
  p = std::clamp(p, 1e-12, 1 - 1e-12);
  return -(y * std::log(p) + (1 - y) * std::log(1 - p));
}

double dot(const SparseRows& rows, std::size_t i, const std::vector<double>& w) {
  double z = 0;
  for (std::uint32_t k = rows.start[i]; k < rows.start[i + 1]; ++k) z += w[rows.features[k].slot] * rows.features[k].count;
  return z;
}

// Positions where the search evaluates at all: no five point, and no open four for the side to
// move that the opponent cannot meet with a four (the search scores those as wins first).
bool evaluated_position(const PatternBoard& board, Stone s) {
  Stone o = opponent(s);
  if (board.count(s, kClassFive) > 0 || board.count(o, kClassFive) > 0) return false;
  bool their_fours = board.count(o, kClassFour) + board.count(o, kClassFourThree) + board.count(o, kClassFlexFour) > 0;
  return !(board.count(s, kClassFlexFour) > 0 && !their_fours);
}

// Whether the opponent has no open three: with another engine's values, the positions the scale
// is fitted on (the self-play fits keep every evaluated position, as before). The hand-set
// evaluation values an open three to answer far off the anchors (on the renju games, where such
// positions are fitted, its scale over all of them came out at 1,627 units a logit against 466
// without them), and the scale fixes the learned table's units, which must stay the search's.
bool quiet_position(const PatternBoard& board, Stone s) { return board.count(opponent(s), kClassFlexFour) == 0; }

// Positions the search evaluates at its horizon (search.cpp): besides the above, the side to
// move has no point that makes an open four or a four-three (sure wins), and outside renju the
// opponent has no open three (the search answers it first there; renju's evaluates those
// positions as they are).
// The anchors' values are fitted on these alone: a value of any other position is mostly the
// threat the search resolves before it evaluates.
bool horizon_position(const PatternBoard& board, Stone s) {
  return evaluated_position(board, s) && (board.rule() == Rule::kRenju || quiet_position(board, s)) &&
         board.count(s, kClassFlexFour) == 0 && board.count(s, kClassFourThree) == 0;
}

struct Position {
  std::size_t row;
  int stones;
  double result;  // 1 / 0.5 / 0 for the side to move (with score_scale: the score's probability)
  std::int16_t score;
  bool test;
  bool quiet;  // quiet_position: the scale is fitted on these
};

// A row of mover and waiter counts as one count per kind, 6 x mover - 5 x waiter (tied fit).
std::vector<Feature> tied_row(const std::vector<Feature>& row) {
  std::array<int, kComboKinds> counts{};
  for (const Feature& f : row)
    counts[f.slot % kComboKinds] += f.slot < kComboKinds ? 6 * f.count : -5 * f.count;
  std::vector<Feature> out;
  for (int k = 0; k < kComboKinds; ++k)
    if (counts[k]) out.push_back({static_cast<std::uint16_t>(k), static_cast<std::int16_t>(counts[k])});
  return out;
}

constexpr std::array<int, 7> kStageEdges = {0, 10, 20, 30, 40, 60, 1000};

}  // namespace

std::vector<Feature> position_features(const PatternBoard& board, Stone side) {
  std::array<std::uint16_t, kFeatureCount> counts{};
  Stone other = opponent(side);
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x) {
      Point p = make_point(x, y);
      if (board.at(p) != kEmpty) continue;
      for (int c = 0; c < 2; ++c) {
        Stone colour = c == 0 ? side : other;
        int combo = combo_index(board.pattern(colour, p, 0), board.pattern(colour, p, 1), board.pattern(colour, p, 2),
                                board.pattern(colour, p, 3));
        ++counts[static_cast<std::size_t>(c * kComboKinds + combo_kind(combo))];
      }
    }
  std::vector<Feature> features;
  for (int slot = 0; slot < kFeatureCount; ++slot)
    if (counts[slot]) features.push_back({static_cast<std::uint16_t>(slot), static_cast<std::int16_t>(counts[slot])});
  return features;
}

void SparseRows::add(const std::vector<Feature>& row) {
  features.insert(features.end(), row.begin(), row.end());
  start.push_back(static_cast<std::uint32_t>(features.size()));
}

std::vector<double> logistic_fit(const SparseRows& rows, const std::vector<float>& labels,
                                 const std::vector<double>& prior, double lambda, int iterations,
                                 double learning_rate, int threads) {
  const std::size_t n = rows.rows(), dims = prior.size();
  std::vector<double> w = prior, m(dims, 0.0), v(dims, 0.0);
  if (n == 0) return w;
  // A fixed number of chunks, summed in order: the result does not depend on the thread count.
  const int chunks = 8;
  std::vector<std::vector<double>> partial(static_cast<std::size_t>(chunks), std::vector<double>(dims));
  const double beta1 = 0.9, beta2 = 0.999, epsilon = 1e-9;
  double power1 = 1, power2 = 1;
  for (int step = 0; step < iterations; ++step) {
    for_each_parallel(chunks, threads, [&](int chunk) {
      std::vector<double>& g = partial[static_cast<std::size_t>(chunk)];
      std::fill(g.begin(), g.end(), 0.0);
      for (std::size_t i = n * chunk / chunks; i < n * (chunk + 1) / chunks; ++i) {
        double error = sigmoid(dot(rows, i, w)) - labels[i];
        for (std::uint32_t k = rows.start[i]; k < rows.start[i + 1]; ++k)
          g[rows.features[k].slot] += error * rows.features[k].count;
      }
    });
    power1 *= beta1, power2 *= beta2;
    for (std::size_t j = 0; j < dims; ++j) {
      double g = 2 * lambda * (w[j] - prior[j]);
      for (const auto& p : partial) g += p[j] / static_cast<double>(n);
      m[j] = beta1 * m[j] + (1 - beta1) * g;
      v[j] = beta2 * v[j] + (1 - beta2) * g * g;
      w[j] -= learning_rate * (m[j] / (1 - power1)) / (std::sqrt(v[j] / (1 - power2)) + epsilon);
    }
  }
  return w;
}

FitResult fit_weights(const std::vector<GameRecord>& games, Rule rule, const FitOptions& options) {
  // 1. Replay the games: features of every evaluated position.
  const bool values = options.score_scale > 0;
  SparseRows rows;
  std::vector<Position> positions;
  for (const GameRecord& game : games) {
    if (game.rule != rule) continue;
    PatternBoard board(game.size, rule);
    bool test = static_cast<int>(game.game % 100) < options.test_percent;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
      Stone side = i % 2 == 0 ? kBlack : kWhite;
      bool taken = values ? game.scores[i] != kNoScore && horizon_position(board, side) : evaluated_position(board, side);
      taken = taken && board.stone_count() >= options.min_stones && board.stone_count() <= options.max_stones;
      if (static_cast<int>(i) >= game.opening && taken) {
        double result = values                ? sigmoid(game.scores[i] / options.score_scale)
                        : game.result == 0    ? 0.5
                        : (game.result == 1) == (side == kBlack) ? 1.0
                                                                 : 0.0;
        positions.push_back({rows.rows(), board.stone_count(), result, game.scores[i], test,
                             !values || quiet_position(board, side)});
        rows.add(position_features(board, side));
      }
      board.play(game.moves[i], side);
    }
  }
  EvalTable hand = hand_set_table();
  std::vector<double> hand_weights(kFeatureCount);
  for (int k = 0; k < kComboKinds; ++k) hand_weights[k] = hand.mover[k], hand_weights[kComboKinds + k] = hand.waiter[k];

  // 2. The scale: one logistic parameter a for the hand-set evaluation (p = sigmoid(a x eval)),
  // by Newton's method on the training positions: over all of them for the prior (the hand-set
  // evaluation as well calibrated as it can be) and the labels, over the quiet ones alone for the
  // units the learned table is written in (FitResult::scale; the same a unless open threes to
  // answer are fitted, as in renju).
  std::vector<double> hand_eval(positions.size());
  for (std::size_t i = 0; i < positions.size(); ++i) hand_eval[i] = dot(rows, positions[i].row, hand_weights);
  auto fit_scale = [&](bool quiet_only) {
    double a = 1.0 / 500;
    for (int step = 0; step < 30; ++step) {
      double gradient = 0, curvature = 1e-12;
      for (std::size_t i = 0; i < positions.size(); ++i) {
        if (positions[i].test || (quiet_only && !positions[i].quiet)) continue;
        double p = sigmoid(a * hand_eval[i]);
        gradient += (p - positions[i].result) * hand_eval[i];
        curvature += p * (1 - p) * hand_eval[i] * hand_eval[i];
      }
      a = std::clamp(a - gradient / curvature, 1e-6, 1.0);
    }
    return a;
  };
  const double a = fit_scale(false);
  // One fit when every position is quiet (freestyle and standard values, every self-play fit).
  const bool all_quiet = std::all_of(positions.begin(), positions.end(), [](const Position& p) { return p.quiet; });
  FitResult out;
  out.scale = 1.0 / (all_quiet ? a : fit_scale(true));

  // 3. Labels and the fit on the training positions, in logits, from the hand-set prior.
  SparseRows train;
  std::vector<float> labels;
  for (const Position& p : positions) {
    if (p.test) continue;
    double label = p.result;
    if (!values && options.search_mix > 0 && p.score != kNoScore) {
      double searched = p.score >= kWinThreshold ? 1.0 : p.score <= -kWinThreshold ? 0.0 : sigmoid(p.score * a);
      label = options.search_mix * searched + (1 - options.search_mix) * p.result;
    }
    std::vector<Feature> row(rows.features.begin() + rows.start[p.row], rows.features.begin() + rows.start[p.row + 1]);
    train.add(options.tied ? tied_row(row) : row);
    labels.push_back(static_cast<float>(label));
  }
  std::vector<double> prior(options.tied ? kComboKinds : kFeatureCount);
  for (std::size_t j = 0; j < prior.size(); ++j)
    prior[j] = options.tied ? -hand_weights[kComboKinds + j] * a / 5 : hand_weights[j] * a;
  std::vector<double> w = logistic_fit(train, labels, prior, options.lambda, options.iterations,
                                       options.learning_rate, options.threads);
  if (options.tied) {  // back to the two tables: mover 6 u, waiter -5 u
    w.resize(kFeatureCount);
    for (int k = kComboKinds - 1; k >= 0; --k) w[kComboKinds + k] = -5 * w[k], w[k] = 6 * w[k];
  }
  auto quantise = [&](double logit) {
    return static_cast<std::int16_t>(std::clamp(std::lround(logit * out.scale), -30000L, 30000L));
  };
  std::vector<double> learned(kFeatureCount);
  for (int k = 0; k < kComboKinds; ++k) {
    out.table.mover[k] = quantise(w[k]);
    out.table.waiter[k] = quantise(w[kComboKinds + k]);
    learned[k] = out.table.mover[k];
    learned[kComboKinds + k] = out.table.waiter[k];
  }

  // 4. The report: both evaluations on the held-out games, per stage and in all.
  for (std::size_t s = 0; s + 1 < kStageEdges.size(); ++s) out.report.push_back({kStageEdges[s], kStageEdges[s + 1] - 1});
  out.report.push_back({0, kStageEdges.back() - 1});
  std::vector<std::size_t> decisive(out.report.size(), 0);
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const Position& p = positions[i];
    std::size_t stage = 0;
    while (p.stones > kStageEdges[stage + 1] - 1) ++stage;
    for (std::size_t r : {stage, out.report.size() - 1}) {
      StageReport& report = out.report[r];
      if (!p.test) {
        ++report.train;
        continue;
      }
      ++report.test;
      double hand_p = sigmoid(a * hand_eval[i]), learned_p = sigmoid(dot(rows, p.row, learned) / out.scale);
      report.hand_loss += log_loss(hand_p, p.result);
      report.learned_loss += log_loss(learned_p, p.result);
      if (p.result != 0.5) {
        ++decisive[r];
        report.hand_accuracy += (hand_p > 0.5) == (p.result > 0.5);
        report.learned_accuracy += (learned_p > 0.5) == (p.result > 0.5);
      }
    }
  }
  for (std::size_t r = 0; r < out.report.size(); ++r) {
    StageReport& report = out.report[r];
    if (report.test) report.hand_loss /= double(report.test), report.learned_loss /= double(report.test);
    if (decisive[r]) report.hand_accuracy /= double(decisive[r]), report.learned_accuracy /= double(decisive[r]);
  }
  return out;
}

}  // namespace gg::gomoku::train
