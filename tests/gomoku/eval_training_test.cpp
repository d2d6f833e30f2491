// The learned evaluation's machinery: the fit on a synthetic problem with a known answer, the
// weights file (round trip, damage refused), the games file, the kinds, and self-play's
// determinism. The features themselves are checked against a slow recount in
// pattern_board_test.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <random>
#include <set>
#include <string>

#include "gomoku/eval_weights.h"
#include "gomoku/pattern_board.h"
#include "gomoku/train/selfplay.h"
#include "gomoku/train/trainer.h"

namespace gg::gomoku {
namespace {

TEST(EvalWeights, KindsAreTheMultisetsOfFourPatterns) {
  std::set<std::array<Pattern, 4>> seen;
  for (int kind = 0; kind < kComboKinds; ++kind) {
    auto p = kind_patterns(kind);
    EXPECT_TRUE(std::is_sorted(p.begin(), p.end()));
    seen.insert(p);
    // Every order of the four patterns has this kind.
    std::array<Pattern, 4> order = p;
    do {
      ASSERT_EQ(combo_kind(combo_index(order[0], order[1], order[2], order[3])), kind);
    } while (std::next_permutation(order.begin(), order.end()));
  }
  EXPECT_EQ(seen.size(), std::size_t(kComboKinds));
}

TEST(EvalWeights, TheHandSetTableIsTheOldEvaluation) {
  // mover = 6/5 of the point's hand-set value, waiter = minus it.
  EvalTable hand = hand_set_table();
  for (int kind = 0; kind < kComboKinds; ++kind) {
    auto p = kind_patterns(kind);
    int value = point_info(combo_index(p[0], p[1], p[2], p[3])).value;
    EXPECT_EQ(hand.mover[kind], value * 6 / 5);
    EXPECT_EQ(hand.waiter[kind], -value);
  }
}

// The table form of the hand-set values, on the board, is the search's hand-set evaluation
// (Search::evaluate: value_sum(s) + tempo_sum(s) - value_sum(o), the side to move's fifth
// rounded down point by point) exactly, position after position, under every rule.
TEST(EvalWeights, TheHandSetTableEvaluatesExactlyAsTheSearch) {
  EvalWeights weights;
  for (auto& table : weights.rules) table = hand_set_table();
  use_eval_weights(&weights, "hand-set table");
  std::mt19937_64 rng(11);
  int compared = 0, fifth_of_sum_differs = 0;
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
    PatternBoard board(15, rule);
    ASSERT_TRUE(board.learned_evaluation());
    Stone colour = kBlack;
    for (int step = 0; step < 150; ++step) {
      Point p = make_point(static_cast<int>(3 + rng() % 9), static_cast<int>(3 + rng() % 9));
      if (board.at(p) != kEmpty) continue;
      board.play(p, colour);
      colour = opponent(colour);
      for (Stone s : {kBlack, kWhite}) {
        int hand = board.value_sum(s) + board.tempo_sum(s) - board.value_sum(opponent(s));
        EXPECT_EQ(board.evaluation(s), hand) << rule_name(rule) << " after " << board.stone_count() << " stones";
        fifth_of_sum_differs += hand != board.value_sum(s) * 6 / 5 - board.value_sum(opponent(s));
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 150);
  EXPECT_GT(fifth_of_sum_differs, compared / 2);  // the old evaluation, a fifth of the sum, was not it
  use_eval_weights(nullptr, "test");
  use_builtin_eval();
}

EvalWeights sample_weights() {
  EvalWeights weights;
  EvalTable table;
  for (int k = 0; k < kComboKinds; ++k) {
    table.mover[k] = static_cast<std::int16_t>(k * 7 - 3000);
    table.waiter[k] = static_cast<std::int16_t>(-k * 5 + 17);
  }
  weights.rules[static_cast<int>(Rule::kFreestyle)] = table;
  table.mover[3] = -1;
  weights.rules[static_cast<int>(Rule::kRenju)] = table;
  return weights;
}

TEST(EvalWeights, FileRoundTripAndDamageRefused) {
  EvalWeights weights = sample_weights();
  std::vector<std::uint8_t> bytes = encode_eval_weights(weights);
  EXPECT_EQ(decode_eval_weights(bytes, "x"), weights);
  EXPECT_FALSE(decode_eval_weights(bytes, "x").rules[static_cast<int>(Rule::kStandard)].has_value());

  auto message = [](std::vector<std::uint8_t> b) {
    try {
      decode_eval_weights(b, "eval.ggw");
    } catch (const WeightsError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  std::vector<std::uint8_t> flipped = bytes;
  flipped[100] ^= 1;
  EXPECT_EQ(message(flipped), "eval.ggw: checksum mismatch: the file is damaged");
  std::vector<std::uint8_t> cut(bytes.begin(), bytes.end() - 1);
  EXPECT_NE(message(cut).find("truncated or padded"), std::string::npos);
  std::vector<std::uint8_t> other = bytes;
  other[0] = 'X';
  EXPECT_NE(message(other).find("not a Gomoku weights file"), std::string::npos);
  EXPECT_NE(message({}).find("not a Gomoku weights file"), std::string::npos);

  std::string path = ::testing::TempDir() + "gomoku-eval-test.ggw";
  write_eval_weights_file(path, weights);
  EXPECT_EQ(read_eval_weights_file(path), weights);
  std::remove(path.c_str());
  EXPECT_THROW(read_eval_weights_file(path), WeightsError);
}

TEST(EvalWeights, ChosenWeightsReachTheBoardAndHandSetIsTheFallback) {
  EvalWeights weights = sample_weights();
  use_eval_weights(&weights, "sample");
  EXPECT_TRUE(eval_source(Rule::kFreestyle).learned);
  EXPECT_FALSE(eval_source(Rule::kStandard).learned);  // no table: hand-set
  int empty_kind = combo_kind(0);
  EXPECT_EQ(eval_table(Rule::kFreestyle)[0].mover, weights.rules[0]->mover[empty_kind]);
  EXPECT_EQ(eval_table(Rule::kStandard), nullptr);
  EXPECT_TRUE(PatternBoard(15, Rule::kFreestyle).learned_evaluation());
  EXPECT_FALSE(PatternBoard(15, Rule::kStandard).learned_evaluation());
  use_eval_weights(nullptr, "none");
  EXPECT_FALSE(eval_source(Rule::kFreestyle).learned);
  EXPECT_EQ(eval_table(Rule::kFreestyle), nullptr);
  use_builtin_eval();
}

// Rows of random sparse counts, labels the exact probabilities of planted weights: the
// minimiser of the log-loss is the planted weights themselves.
TEST(GomokuTrainer, LogisticFitRecoversPlantedWeights) {
  std::mt19937_64 rng(7);
  const int dims = 12;
  std::vector<double> planted(dims);
  for (double& w : planted) w = std::uniform_real_distribution<double>(-1.0, 1.0)(rng);
  train::SparseRows rows;
  std::vector<float> labels;
  for (int i = 0; i < 600; ++i) {
    std::vector<train::Feature> row;
    double z = 0;
    for (int j = 0; j < dims; ++j)
      if (rng() % 3 == 0) {
        auto count = static_cast<std::int16_t>(1 + rng() % 3);
        row.push_back({static_cast<std::uint16_t>(j), count});
        z += planted[j] * count;
      }
    rows.add(row);
    labels.push_back(static_cast<float>(1 / (1 + std::exp(-z))));
  }
  std::vector<double> fitted = train::logistic_fit(rows, labels, std::vector<double>(dims, 0.0), 0.0, 800, 0.05, 1);
  for (int j = 0; j < dims; ++j) EXPECT_NEAR(fitted[j], planted[j], 0.03) << "weight " << j;
  // The same weights whatever the thread count (the gradient is summed in fixed chunks).
  std::vector<double> zero(dims, 0.0);
  EXPECT_EQ(train::logistic_fit(rows, labels, zero, 0.0, 20, 0.05, 1), train::logistic_fit(rows, labels, zero, 0.0, 20, 0.05, 2));
  // A strong pull towards the prior keeps the weights there.
  std::vector<double> prior(dims, 0.25);
  std::vector<double> held = train::logistic_fit(rows, labels, prior, 100.0, 200, 0.05, 1);
  for (int j = 0; j < dims; ++j) EXPECT_NEAR(held[j], 0.25, 0.01);
}

TEST(GomokuTrainer, GamesFileRoundTripAndDamageRefused) {
  train::GameRecord g;
  g.rule = Rule::kRenju;
  g.size = 15;
  g.opening = 2;
  g.moves = {make_point(7, 7), make_point(8, 8), make_point(14, 0)};
  g.scores = {train::kNoScore, train::kNoScore, -123};
  g.result = -1;
  g.game = 41;
  std::string path = ::testing::TempDir() + "gomoku-games-test.bin";
  train::write_games(path, {g, g});
  auto back = train::read_games(path);
  ASSERT_EQ(back.size(), 2u);
  EXPECT_EQ(back[1].moves, g.moves);
  EXPECT_EQ(back[1].scores, g.scores);
  EXPECT_EQ(back[1].rule, g.rule);
  EXPECT_EQ(back[1].result, g.result);
  EXPECT_EQ(back[1].opening, g.opening);
  EXPECT_EQ(back[1].game, g.game);
  {
    std::FILE* f = std::fopen(path.c_str(), "ab");
    std::fputc(0, f);
    std::fclose(f);
  }
  EXPECT_THROW(train::read_games(path), std::runtime_error);
  std::remove(path.c_str());
}

// Games whose every other move carries a value made from the hand-set evaluation at 500 units a
// logit, as if an anchor had reported it in units of 200; in positions where the side to move has
// an open three to answer, the value is `threat_value` instead when it is set. `horizon_scored`
// counts the scored positions the search evaluates at its horizon under `rule` (a slow recount:
// outside renju, not those with an open three to answer).
std::vector<train::GameRecord> valued_games(Rule rule, std::optional<std::int16_t> threat_value,
                                            std::size_t& horizon_scored) {
  std::mt19937_64 rng(11);
  EvalTable hand = hand_set_table();
  auto hand_eval = [&](const PatternBoard& board, Stone side) {
    long long sum = 0;
    for (const train::Feature& f : train::position_features(board, side))
      sum += static_cast<long long>(f.count) *
             (f.slot < kComboKinds ? hand.mover[f.slot] : hand.waiter[f.slot - kComboKinds]);
    return sum;
  };
  std::vector<train::GameRecord> games;
  horizon_scored = 0;
  for (std::uint32_t number = 0; number < 60; ++number) {
    train::GameRecord g;
    g.game = number;
    g.opening = 2;
    g.result = number % 3 == 0 ? 1 : -1;
    g.rule = rule;
    PatternBoard board(15, rule);
    for (int i = 0; i < 40; ++i) {
      Stone side = i % 2 == 0 ? kBlack : kWhite, other = opponent(side);
      std::vector<Point> near;
      for (int y = 0; y < 15; ++y)
        for (int x = 0; x < 15; ++x)
          if (Point p = make_point(x, y); board.at(p) == kEmpty && (i == 0 ? x == 7 && y == 7 : board.near_stones(p)) &&
                                          board.threat(side, p) != kClassFive)
            near.push_back(p);  // never a five: the game goes on
      bool scored = i % 2 == 1;
      bool their_three = board.count(other, kClassFlexFour) > 0;
      long long value = threat_value && their_three ? *threat_value : hand_eval(board, side) * 200 / 500;
      g.scores.push_back(scored ? static_cast<std::int16_t>(std::clamp(value, -30000LL, 30000LL)) : train::kNoScore);
      bool horizon = board.count(side, kClassFive) == 0 && board.count(other, kClassFive) == 0 &&
                     (rule == Rule::kRenju || !their_three) && board.count(side, kClassFlexFour) == 0 &&
                     board.count(side, kClassFourThree) == 0;
      horizon_scored += scored && horizon && i >= g.opening;
      Point p = near[rng() % near.size()];
      g.moves.push_back(p);
      board.play(p, side);
    }
    games.push_back(g);
  }
  return games;
}

train::FitOptions valued_fit_options() {
  train::FitOptions options;
  options.score_scale = 200;
  options.lambda = 0;
  options.iterations = 30;
  options.learning_rate = 1e-4;  // Adam's first steps are a full step whatever the gradient
  options.test_percent = 20;
  return options;
}

// Another engine's values as labels (FitOptions::score_scale): the fit must find the values'
// scale, take exactly the scored positions the search evaluates at its horizon, and owe nothing
// to the results or to the moves without a value.
TEST(GomokuTrainer, AnchorValuesAreTheLabelsOfTheirPositionsAlone) {
  std::size_t horizon_scored = 0;
  std::vector<train::GameRecord> games = valued_games(Rule::kFreestyle, std::nullopt, horizon_scored);
  train::FitOptions options = valued_fit_options();
  train::FitResult fitted = train::fit_weights(games, Rule::kFreestyle, options);
  EXPECT_NEAR(fitted.scale, 500, 10);
  const train::StageReport& all = fitted.report.back();
  EXPECT_EQ(all.train + all.test, horizon_scored);
  EXPECT_GT(all.test, 0u);
  // The hand-set evaluation explains the values: the fit has nothing to gain on them.
  EXPECT_NEAR(all.learned_loss, all.hand_loss, 0.002);
  // The results change nothing.
  std::vector<train::GameRecord> changed = games;
  for (train::GameRecord& g : changed) g.result = -g.result;
  EXPECT_EQ(train::fit_weights(changed, Rule::kFreestyle, options).table, fitted.table);
  // A game's scored moves are what count: unscored, the same games give no position at all.
  for (train::GameRecord& g : changed) std::fill(g.scores.begin(), g.scores.end(), train::kNoScore);
  EXPECT_EQ(train::fit_weights(changed, Rule::kFreestyle, options).report.back().train, 0u);
}

// Renju's search evaluates positions where the side to move has an open three to answer (it does
// not extend there), so its fit takes them too; the table's units still come from the positions
// without one: here those are valued at 500 units a logit and the others all alike (a value the
// hand-set evaluation cannot explain), and the scale must stay near 500.
TEST(GomokuTrainer, RenjuFitsTheOpenThreesItsSearchEvaluates) {
  std::size_t horizon_scored = 0, freestyle_scored = 0;
  std::vector<train::GameRecord> games = valued_games(Rule::kRenju, std::int16_t(-300), horizon_scored);
  valued_games(Rule::kFreestyle, std::int16_t(-300), freestyle_scored);
  ASSERT_GT(horizon_scored, freestyle_scored + 20) << "the random games must have open threes to answer";
  train::FitResult fitted = train::fit_weights(games, Rule::kRenju, valued_fit_options());
  const train::StageReport& all = fitted.report.back();
  EXPECT_EQ(all.train + all.test, horizon_scored);
  EXPECT_NEAR(fitted.scale, 500, 10);
  // Valued by the hand-set evaluation throughout, the same positions give the same scale, and the
  // table (read at its scale in the report) has nothing to gain on them.
  std::size_t again = 0;
  train::FitResult plain = train::fit_weights(valued_games(Rule::kRenju, std::nullopt, again), Rule::kRenju,
                                              valued_fit_options());
  EXPECT_EQ(again, horizon_scored);
  EXPECT_NEAR(plain.scale, 500, 10);
  EXPECT_NEAR(plain.report.back().learned_loss, plain.report.back().hand_loss, 0.002);
}

// The same seed and game number give the same game whatever else runs (tiny board and budget).
TEST(GomokuTrainer, SelfPlayIsDeterministicPerGame) {
  train::SelfPlayOptions options;
  options.size = 7;
  options.nodes = 100;
  options.random_percent = 20;
  train::GameRecord a = train::self_play_game(options, 3), b = train::self_play_game(options, 3);
  EXPECT_EQ(a.moves, b.moves);
  EXPECT_EQ(a.result, b.result);
  EXPECT_GE(a.opening, options.opening_min);
  EXPECT_LE(a.opening, options.opening_max);
  EXPECT_GT(a.moves.size(), static_cast<std::size_t>(a.opening));
  EXPECT_NE(train::self_play_game(options, 4).moves, a.moves);
}

}  // namespace
}  // namespace gg::gomoku
