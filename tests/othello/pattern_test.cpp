// The learned evaluation's patterns and weights: fast pattern indices against a slow reading of
// the squares one by one, exact symmetry, the weights file (round trip, damage, fallback) and
// the trainer's least-squares fit.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <iterator>
#include <random>
#include <string>

#include "othello/eval.h"
#include "othello/pattern.h"
#include "othello/pattern_eval.h"
#include "othello/random_move.h"
#include "othello/search.h"
#include "othello/endgame.h"
#include "othello/symmetry.h"
#include "othello/train/trainer.h"
#include "othello/weights_file.h"
#include "othello/random_position.h"

namespace gg::othello {
namespace {

// Where square (r, c) goes under pattern symmetry s, written with rows and columns: transpose
// first (s & 4), then mirror the columns (s & 1), then flip the rows (s & 2).
int image_square(int sq, int s) {
  int r = row_of(sq), c = col_of(sq);
  if (s & 4) std::swap(r, c);
  if (s & 1) c = 7 - c;
  if (s & 2) r = 7 - r;
  return square_of(r, c);
}

// The index of an instance read square by square: digit i is the content of the board square
// that the instance's symmetry carries onto the i-th lowest base square.
std::uint32_t slow_index(const Position& pos, const pattern::Instance& in) {
  std::uint32_t index = 0, power = 1;
  for (int base = 0; base < 64; ++base) {
    if (!(pattern::kPatternTypes[in.type].base & bit(base))) continue;
    int from = -1;
    for (int sq = 0; sq < 64; ++sq)
      if (image_square(sq, in.symmetry) == base) from = sq;
    int digit = (pos.player & bit(from)) ? 1 : (pos.opponent & bit(from)) ? 2 : 0;
    index += digit * power;
    power *= 3;
  }
  return index;
}

PatternWeights random_weights(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<std::int16_t> compact(std::size_t(kEvalStages) * features::stage_weights());
  for (auto& w : compact) w = static_cast<std::int16_t>(static_cast<int>(rng() % 2001) - 1000);
  return PatternWeights(std::move(compact));
}

TEST(Pattern, ImageMatchesRowsAndColumns) {
  for (int s = 0; s < 8; ++s)
    for (int sq = 0; sq < 64; ++sq) EXPECT_EQ(pattern::image(bit(sq), s), bit(image_square(sq, s))) << s << " " << sq;
}

TEST(Pattern, FortySixInstancesCoveringTheirTypesSquares) {
  const auto& list = pattern::instances();
  int per_type[pattern::kTypes] = {};
  for (const auto& in : list) {
    ++per_type[in.type];
    EXPECT_EQ(gg::popcount(in.squares), pattern::kPatternTypes[in.type].squares);
  }
  // corner 3x3, 2x5, edge+2X, lines 2-4, diagonals 8, 7, 6, 5, 4.
  const int expected[pattern::kTypes] = {4, 8, 4, 4, 4, 4, 2, 4, 4, 4, 4};
  for (int t = 0; t < pattern::kTypes; ++t) EXPECT_EQ(per_type[t], expected[t]) << pattern::kPatternTypes[t].name;
  // No two instances of a type lie on the same squares.
  for (std::size_t i = 0; i < list.size(); ++i)
    for (std::size_t j = i + 1; j < list.size(); ++j)
      if (list[i].type == list[j].type) {
        EXPECT_NE(list[i].squares, list[j].squares);
      }
}

TEST(Pattern, FastIndicesMatchSquareBySquareReading) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 300; ++trial) {
    Position pos = random_game_prefix(rng, static_cast<int>(rng() % 61));
    std::uint32_t fast[pattern::kInstances];
    pattern::indices(pos.player, pos.opponent, fast);
    for (int i = 0; i < pattern::kInstances; ++i)
      ASSERT_EQ(fast[i], slow_index(pos, pattern::instances()[i])) << "instance " << i << " trial " << trial;
  }
}

// The search's incremental indices, stepped move by move (and through passes) along random
// games, against the square-by-square reading of each position from both sides.
TEST(Pattern, IncrementalIndicesMatchTheSlowReadingAlongRandomGames) {
  std::mt19937_64 rng(11);
  for (int game = 0; game < 40; ++game) {
    Position pos = Position::start();
    pattern::Indices indices = pattern::read_indices(pos.player, pos.opponent);
    while (!pos.game_over()) {
      Bitboard moves = pos.moves();
      if (!moves) {
        pos.pass();
        indices = pattern::after_pass(indices);
      } else {
        int count = gg::popcount(moves), pick = static_cast<int>(rng() % count);
        for (int k = 0; k < pick; ++k) moves &= moves - 1;
        int sq = std::countr_zero(moves);
        Bitboard f = flips(pos.player, pos.opponent, sq);
        indices = pattern::after_move(indices, sq, f);
        pos.apply(sq, f);
      }
      Position swapped = pos;
      swapped.pass();
      for (int i = 0; i < pattern::kInstances; ++i) {
        ASSERT_EQ(indices.mover.lane[i], slow_index(pos, pattern::instances()[i])) << "instance " << i;
        ASSERT_EQ(indices.other.lane[i], slow_index(swapped, pattern::instances()[i])) << "instance " << i;
      }
      for (int i = pattern::kInstances; i < pattern::kLanes; ++i) ASSERT_EQ(indices.mover.lane[i], 0) << "padding";
    }
  }
}

TEST(Pattern, CanonicalIdsAreDenseAndShared) {
  for (int t = 0; t < pattern::kTypes; ++t) {
    std::uint32_t count = pattern::canonical_count(t), largest = 0;
    for (int index = 0; index < pattern::kPatternTypes[t].size; ++index)
      largest = std::max(largest, pattern::canonical_id(t, static_cast<std::uint32_t>(index)));
    EXPECT_EQ(largest + 1, count) << pattern::kPatternTypes[t].name;
  }
  // The 2x5 corner has no symmetry of its own; a row reads the same reversed: "player on a2
  // only" (digit 0) and "player on h2 only" (digit 7) share a slot.
  EXPECT_EQ(pattern::canonical_count(1), 59049u);
  EXPECT_EQ(pattern::canonical_id(3, 1), pattern::canonical_id(3, 2187));
  EXPECT_NE(pattern::canonical_id(3, 1), pattern::canonical_id(3, 3));
}

TEST(PatternEval, EightSymmetricBoardsEvaluateEqual) {
  PatternWeights weights = random_weights(17);
  std::mt19937_64 rng(9);
  for (int trial = 0; trial < 200; ++trial) {
    Position pos = random_game_prefix(rng, 4 + static_cast<int>(rng() % 56));
    if (pos.game_over()) continue;
    int value = evaluate_learned(pos, weights);
    for (int s = 1; s < 8; ++s) EXPECT_EQ(evaluate_learned(transform(pos, s), weights), value) << trial << " " << s;
  }
}

TEST(PatternEval, ValueIsTheSumOfTheActiveSlots) {
  PatternWeights weights = random_weights(23);
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 100; ++trial) {
    Position pos = random_game_prefix(rng, static_cast<int>(rng() % 58));
    if (pos.game_over()) continue;
    std::uint32_t slots[features::kActive];
    features::active_slots(pos.player, pos.opponent, slots);
    const std::int16_t* stage = weights.compact().data() + std::size_t(eval_stage(pos.empty_count())) * features::stage_weights();
    int sum = 0;
    for (std::uint32_t slot : slots) sum += stage[slot];
    EXPECT_EQ(weights.evaluate(pos.player, pos.opponent, pos.moves(), legal_moves(pos.opponent, pos.player)), sum);
  }
}

TEST(WeightsFile, RoundTripKeepsEveryWeight) {
  PatternWeights weights = random_weights(31);
  PatternWeights back = decode_weights(encode_weights(weights), "test");
  EXPECT_EQ(back.compact(), weights.compact());
}

TEST(WeightsFile, DamageIsReportedClearly) {
  std::vector<std::uint8_t> bytes = encode_weights(random_weights(37));
  auto message = [](const std::vector<std::uint8_t>& b) {
    try {
      decode_weights(b, "eval.ggw");
    } catch (const WeightsError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  std::vector<std::uint8_t> flipped = bytes;
  flipped[flipped.size() / 2] ^= 0x10;
  EXPECT_NE(message(flipped).find("eval.ggw: checksum mismatch"), std::string::npos) << message(flipped);
  std::vector<std::uint8_t> truncated(bytes.begin(), bytes.end() - 100);
  EXPECT_NE(message(truncated).find("truncated"), std::string::npos) << message(truncated);
  std::vector<std::uint8_t> other = bytes;
  other[0] = 'X';
  EXPECT_NE(message(other).find("not an Othello weights file"), std::string::npos);
  std::vector<std::uint8_t> layout = bytes;
  layout[12] = 3;  // 3 stages
  EXPECT_NE(message(layout).find("layout"), std::string::npos);
  EXPECT_NE(message({}).find("not an Othello weights file"), std::string::npos);
}

TEST(WeightsFile, MissingFileIsAClearError) {
  try {
    read_weights_file("/nonexistent/eval.ggw");
    FAIL() << "no error";
  } catch (const WeightsError& e) {
    EXPECT_NE(std::string(e.what()).find("/nonexistent/eval.ggw: cannot open"), std::string::npos);
  }
}

TEST(WeightsFile, WithoutWeightsTheHandWrittenEvaluationIsUsed) {
  use_weights(nullptr, "none");
  EXPECT_EQ(active_weights(), nullptr);
  EXPECT_FALSE(eval_source().learned);
  std::mt19937_64 rng(41);
  for (int trial = 0; trial < 50; ++trial) {
    Position pos = random_game_prefix(rng, static_cast<int>(rng() % 50));
    EXPECT_EQ(evaluate(pos), evaluate_hand(pos));
  }
  auto weights = std::make_shared<const PatternWeights>(random_weights(43));
  use_weights(weights, "random");
  Position pos = random_game_prefix(rng, 20);
  EXPECT_EQ(evaluate(pos), evaluate_learned(pos, *weights));
  // The built-in weights: used when the build had them and they are sound.
  EvalSource builtin = use_builtin_weights();
  EXPECT_EQ(builtin.learned, !embedded_weight_bytes().empty()) << builtin.origin;
  EXPECT_EQ(active_weights() != nullptr, builtin.learned);
}

TEST(WeightsFile, SearchWithLearnedWeightsStillFindsExactScores) {
  use_weights(std::make_shared<const PatternWeights>(random_weights(47)), "random");
  std::mt19937_64 rng(53);
  Searcher searcher(1);
  for (int trial = 0; trial < 6; ++trial) {
    Position pos = random_game_prefix(rng, 48);
    if (pos.game_over()) continue;
    SearchLimits limits;
    limits.depth = 4;
    limits.exact_empties = 14;
    SearchResult result = searcher.search(pos, limits);
    ASSERT_TRUE(result.exact);
    EXPECT_EQ(result.score, solve(pos).score * kDisc) << trial;
  }
  use_builtin_weights();
}

TEST(Trainer, RidgeFitRecoversKnownWeights) {
  // 2000 rows of 6 slots among 200 weights, labels from known weights: the fit finds them.
  std::mt19937_64 rng(59);
  const std::size_t weights = 200;
  std::vector<double> truth(weights);
  for (auto& w : truth) w = static_cast<double>(rng() % 2001) / 100.0 - 10.0;
  std::vector<std::uint32_t> slots;
  std::vector<float> y;
  for (int row = 0; row < 2000; ++row) {
    double sum = 0;
    for (int k = 0; k < 6; ++k) {
      std::uint32_t slot = static_cast<std::uint32_t>(rng() % weights);
      slots.push_back(slot);
      sum += truth[slot];
    }
    y.push_back(static_cast<float>(sum));
  }
  std::vector<double> fitted = train::ridge_fit(slots, 6, y, weights, 1e-6, 400);
  for (std::size_t j = 0; j < weights; ++j) EXPECT_NEAR(fitted[j], truth[j], 0.01) << j;
  // Regularisation shrinks towards zero.
  std::vector<double> shrunk = train::ridge_fit(slots, 6, y, weights, 1000.0, 400);
  double norm_fitted = 0, norm_shrunk = 0;
  for (std::size_t j = 0; j < weights; ++j) norm_fitted += fitted[j] * fitted[j], norm_shrunk += shrunk[j] * shrunk[j];
  EXPECT_LT(norm_shrunk, norm_fitted / 4);
}

TEST(Trainer, RidgeFitOnThreadsIsTheSameBitForBit) {
  // The threaded products gather by columns what the serial one scatters by rows: the same sums
  // in the same order, so every weight is the same double. Rows repeat slots (as symmetric
  // pattern instances can), and some weights are in no row at all.
  std::mt19937_64 rng(61);
  const std::size_t weights = 300;
  std::vector<std::uint32_t> slots;
  std::vector<float> y;
  for (int row = 0; row < 5000; ++row) {
    for (int k = 0; k < 7; ++k) slots.push_back(static_cast<std::uint32_t>(rng() % (weights - 20)));
    if (row % 3 == 0) slots[slots.size() - 1] = slots[slots.size() - 2];
    y.push_back(static_cast<float>(static_cast<double>(rng() % 20001) / 100.0 - 100.0));
  }
  std::vector<double> serial = train::ridge_fit(slots, 7, y, weights, 3.0, 50, 1);
  for (int threads : {2, 3, 8}) {
    std::vector<double> threaded = train::ridge_fit(slots, 7, y, weights, 3.0, 50, threads);
    ASSERT_EQ(threaded.size(), serial.size());
    for (std::size_t j = 0; j < weights; ++j) ASSERT_EQ(threaded[j], serial[j]) << threads << " threads, weight " << j;
  }
  for (std::size_t j = weights - 20; j < weights; ++j) EXPECT_EQ(serial[j], 0.0) << j;
}

// Cheap self-play for the trainer's tests: depth-1 moves, exact from `exact_empties`.
train::SelfPlayOptions depth_one_play(int exact_empties, std::uint64_t seed) {
  train::SelfPlayOptions play;
  play.depth = 1;
  play.exact_empties = exact_empties;
  play.seed = seed;
  return play;
}

TEST(Trainer, RefiningPullsTowardsThePriorNotTowardsZero) {
  // A few games' samples touch few of the weights: refining random prior weights leaves every
  // weight no sample touches exactly at the prior (a plain fit leaves it at zero), and an
  // enormous lambda keeps all of them within rounding of it.
  const train::SelfPlayOptions play = depth_one_play(8, 11);
  std::vector<train::Sample> samples;
  for (std::uint32_t game = 20; game < 24; ++game) {  // game % 100 >= 10: none held out
    auto more = train::self_play_game(play, game);
    samples.insert(samples.end(), more.begin(), more.end());
  }
  const PatternWeights prior = random_weights(61);
  train::FitOptions options;
  options.iterations = 30;
  options.prior = prior.compact();
  std::vector<train::StageReport> report;
  std::vector<std::int16_t> refined = train::fit_weights(samples, options, report).compact();
  options.prior.clear();
  std::vector<std::int16_t> plain = train::fit_weights(samples, options, report).compact();
  ASSERT_EQ(refined.size(), prior.compact().size());
  // The weights some training sample reads: a stage trains on its own 4 empties and 2 on
  // either side.
  const std::size_t per_stage = features::stage_weights();
  std::vector<bool> touched(refined.size(), false);
  for (const auto& s : samples) {
    int empties = 64 - std::popcount(s.player | s.opponent);
    std::uint32_t active[features::kActive];
    features::active_slots(s.player, s.opponent, active);
    for (int stage = 0; stage < kEvalStages; ++stage) {
      if (empties < 4 * stage + 1 - 2 || empties > 4 * stage + 4 + 2) continue;
      for (std::uint32_t slot : active) touched[per_stage * static_cast<std::size_t>(stage) + slot] = true;
    }
  }
  std::size_t untouched = 0, moved = 0;
  for (std::size_t j = 0; j < refined.size(); ++j) {
    if (!touched[j]) {
      ++untouched;
      EXPECT_EQ(refined[j], prior.compact()[j]) << j;
      EXPECT_EQ(plain[j], 0) << j;
    } else if (refined[j] != prior.compact()[j]) {
      ++moved;
    }
  }
  EXPECT_GT(untouched, refined.size() / 2);
  EXPECT_GT(moved, 0u);
  options.prior = prior.compact();
  options.lambda = 1e9;
  std::vector<std::int16_t> held = train::fit_weights(samples, options, report).compact();
  for (std::size_t j = 0; j < held.size(); ++j) EXPECT_NEAR(held[j], prior.compact()[j], 1) << j;
  options.prior.resize(10);
  EXPECT_THROW(train::fit_weights(samples, options, report), std::invalid_argument);
  use_builtin_weights();
}

TEST(Trainer, AdditivePriorGivesUnseenConfigurationsTheSumOfTheirSquares) {
  // Labels planted from an additive model of the 3x3 corners: a configuration is worth the sum
  // of one value (-1, 0 or +1 disc) per square and content. Self-play games show only some of
  // the configurations; with the additive prior the evaluation of a position whose patterns the
  // games never showed is (nearly) the planted value, where a plain fit knows nothing of them.
  std::mt19937_64 rng(67);
  const int corner = 0;  // kPatternTypes[0]: the 3x3 corner
  const auto& type = pattern::kPatternTypes[corner];
  ASSERT_EQ(std::string(type.name), "corner3x3");
  int planted[9][3];
  for (auto& square : planted)
    for (int& value : square) value = static_cast<int>(rng() % 3) - 1;
  // The slot's value, read (as the trainer documents) from the smallest index it stands for,
  // found here by brute force over all indices.
  const std::uint32_t count = pattern::canonical_count(corner);
  std::vector<int> slot_value(count, 1 << 30);
  for (std::uint32_t index = 0; index < static_cast<std::uint32_t>(type.size); ++index) {
    std::uint32_t id = pattern::canonical_id(corner, index);
    if (slot_value[id] != 1 << 30) continue;
    int sum = 0;
    for (std::uint32_t square = 0, rest = index; square < 9; ++square, rest /= 3) sum += planted[square][rest % 3];
    slot_value[id] = sum;
  }
  const train::SelfPlayOptions play = depth_one_play(6, 13);
  std::vector<train::Sample> samples;
  for (std::uint32_t game = 10; game < 210; ++game) {  // game % 100 >= 10: none held out
    if (game % 100 < 10) continue;
    for (train::Sample s : train::self_play_game(play, static_cast<int>(game))) {
      std::uint32_t active[features::kActive];
      features::active_slots(s.player, s.opponent, active);
      int label = 0;
      for (int i = 0; i < pattern::kInstances; ++i) {
        if (pattern::instances()[i].type != corner) continue;
        std::uint32_t id = active[i] - features::type_offset(corner);
        label += slot_value[id];
      }
      s.score = static_cast<std::int8_t>(label);
      samples.push_back(s);
    }
  }
  train::FitOptions options;
  options.iterations = 100;
  options.threads = 2;
  options.additive_prior = true;
  std::vector<train::StageReport> report;
  const std::vector<std::int16_t> additive = train::fit_weights(samples, options, report).compact();
  options.additive_prior = false;
  const std::vector<std::int16_t> plain = train::fit_weights(samples, options, report).compact();
  // Random boards: most of their corner configurations (and of every other pattern's) are ones
  // the games never showed. The additive fit values them by their squares, as planted; the
  // plain fit knows only the configurations it saw.
  const PatternWeights additive_weights(additive), plain_weights(plain);
  for (int empties = 12; empties <= 48; empties += 6) {
    double additive_error = 0, plain_error = 0, spread = 0;
    const int boards = 200;
    for (int n = 0; n < boards; ++n) {
      Bitboard P = 0, O = 0;
      std::vector<int> squares(64);
      for (int sq = 0; sq < 64; ++sq) squares[sq] = sq;
      std::shuffle(squares.begin(), squares.end(), rng);
      for (int k = empties; k < 64; ++k) (rng() & 1 ? P : O) |= bit(squares[k]);
      std::uint32_t active[features::kActive];
      features::active_slots(P, O, active);
      int label = 0;
      for (int i = 0; i < pattern::kInstances; ++i)
        if (pattern::instances()[i].type == corner) label += slot_value[active[i] - features::type_offset(corner)];
      const Bitboard pm = legal_moves(P, O), om = legal_moves(O, P);
      additive_error += std::abs(additive_weights.evaluate(P, O, pm, om) - 100.0 * label);
      plain_error += std::abs(plain_weights.evaluate(P, O, pm, om) - 100.0 * label);
      spread += std::abs(100.0 * label);
    }
    additive_error /= boards;
    plain_error /= boards;
    spread /= boards;
    EXPECT_LT(additive_error, 0.1 * spread) << empties << " empties (plain " << plain_error << ")";
    EXPECT_GT(plain_error, 0.3 * spread) << empties << " empties (additive " << additive_error << ")";
  }
  options.additive_prior = true;
  options.prior = plain;
  EXPECT_THROW(train::fit_weights(samples, options, report), std::invalid_argument);
  use_builtin_weights();
}

TEST(Trainer, AverageRoundsHalvesToEven) {
  // Pairs (a, b) and their mean: exact means, halves on both sides of zero, and the int16 ends.
  const int cases[][3] = {{4, 8, 6},        {1, 2, 2},         {2, 3, 2},        {-1, -2, -2},
                          {-2, -3, -2},     {-1, 0, 0},        {1, 0, 0},        {-3, 0, -2},
                          {3, 0, 2},        {32767, 32767, 32767}, {-32768, -32768, -32768},
                          {32767, -32768, 0}, {32767, 32766, 32766}, {-32768, -32767, -32768}};
  // Each pair at its own slot among zeros (one average for all: expanding weights takes time).
  const std::size_t size = std::size_t(kEvalStages) * features::stage_weights();
  const std::size_t stride = size / std::size(cases);
  std::vector<std::int16_t> a(size, 0), b(size, 0);
  for (std::size_t i = 0; i < std::size(cases); ++i) {
    a[i * stride] = static_cast<std::int16_t>(cases[i][0]);
    b[i * stride] = static_cast<std::int16_t>(cases[i][1]);
  }
  std::vector<std::int16_t> mean = train::average_weights(PatternWeights(a), PatternWeights(b)).compact();
  std::vector<std::int16_t> expected(size, 0);
  for (std::size_t i = 0; i < std::size(cases); ++i) expected[i * stride] = static_cast<std::int16_t>(cases[i][2]);
  for (std::size_t i = 0; i < std::size(cases); ++i)
    EXPECT_EQ(mean[i * stride], cases[i][2]) << cases[i][0] << " " << cases[i][1];
  EXPECT_EQ(mean, expected);  // and zero everywhere else
}

TEST(Trainer, AverageEvaluatesAsTheMeanOfTheTwoFits) {
  PatternWeights a = random_weights(41), b = random_weights(43);
  PatternWeights mean = train::average_weights(a, b);
  EXPECT_EQ(train::average_weights(a, a).compact(), a.compact());
  EXPECT_EQ(train::average_weights(b, a).compact(), mean.compact());
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 200; ++trial) {
    Position pos = random_game_prefix(rng, static_cast<int>(rng() % 58));
    if (pos.game_over()) continue;
    Bitboard mine = pos.moves(), theirs = legal_moves(pos.opponent, pos.player);
    double expected = (a.evaluate(pos.player, pos.opponent, mine, theirs) + b.evaluate(pos.player, pos.opponent, mine, theirs)) / 2.0;
    // Each of the kActive slots rounds by at most half a unit.
    EXPECT_LE(std::abs(mean.evaluate(pos.player, pos.opponent, mine, theirs) - expected), features::kActive / 2.0) << trial;
  }
}

TEST(Trainer, AverageOfManyFitsRoundsTheExactMeanToNearestEven) {
  // Against a reference that computes each mean as a fraction and rounds it with the default
  // floating-point rounding (nearest, halves to even), on random weights near zero and near the
  // int16 ends, for two to four fits.
  const std::size_t size = std::size_t(kEvalStages) * features::stage_weights();
  std::mt19937_64 rng(11);
  for (int n = 2; n <= 4; ++n) {
    std::vector<std::vector<std::int16_t>> raw(n, std::vector<std::int16_t>(size, 0));
    const std::size_t checked = 4000;  // random slots; the rest stay zero
    for (auto& fit : raw)
      for (std::size_t i = 0; i < checked; ++i) {
        int small = int(rng() % 9) - 4, large = 32767 - int(rng() % 4);
        int kind = int(rng() % 3);
        fit[i * 97] = static_cast<std::int16_t>(kind == 0 ? small : kind == 1 ? large : -large - 1);
      }
    std::vector<PatternWeights> fits;
    for (const auto& fit : raw) fits.emplace_back(fit);
    const std::vector<std::int16_t> mean = train::average_weights(fits).compact();
    for (std::size_t slot = 0; slot < size; ++slot) {
      long sum = 0;
      for (const auto& fit : raw) sum += fit[slot];
      const long expected = std::lrint(static_cast<double>(sum) / n);  // exact: |sum| < 2^20
      ASSERT_EQ(mean[slot], expected) << n << " fits, slot " << slot << ", sum " << sum;
    }
  }
  // Ties need an even count of fits. Four fits, (x, 0, 0, x) at slot i: means 1.5, 0.5, -1.5, -0.5.
  std::vector<std::int16_t> ends(size, 0), zero(size, 0);
  ends[0] = 3, ends[1] = 1, ends[2] = -3, ends[3] = -1;
  const std::vector<std::int16_t> ties =
      train::average_weights({PatternWeights(ends), PatternWeights(zero), PatternWeights(zero), PatternWeights(ends)})
          .compact();
  EXPECT_EQ(ties[0], 2);
  EXPECT_EQ(ties[1], 0);
  EXPECT_EQ(ties[2], -2);
  EXPECT_EQ(ties[3], 0);
  EXPECT_THROW(train::average_weights(std::vector<PatternWeights>{}), std::invalid_argument);
}

TEST(Trainer, FillTakesExactlyTheBasesZerosFromTheOtherFit) {
  // Against the rule itself, slot by slot: a sparse base (a third of its slots zero, like a
  // fit's unseen configurations) and a fill with zeros of its own.
  const std::size_t size = std::size_t(kEvalStages) * features::stage_weights();
  std::mt19937_64 rng(13);
  std::vector<std::int16_t> base(size), fill(size);
  for (std::size_t i = 0; i < size; ++i) {
    base[i] = rng() % 3 == 0 ? 0 : static_cast<std::int16_t>(int(rng() % 2001) - 1000);
    fill[i] = rng() % 5 == 0 ? 0 : static_cast<std::int16_t>(int(rng() % 2001) - 1000);
  }
  const std::vector<std::int16_t> filled = train::fill_zero_weights(PatternWeights(base), PatternWeights(fill)).compact();
  ASSERT_EQ(filled.size(), size);
  std::size_t taken = 0;
  for (std::size_t i = 0; i < size; ++i) {
    ASSERT_EQ(filled[i], base[i] != 0 ? base[i] : fill[i]) << "slot " << i;
    taken += base[i] == 0 && fill[i] != 0;
  }
  EXPECT_GT(taken, size / 5);
  // A base without zeros is unchanged; an all-zero base becomes the fill.
  std::vector<std::int16_t> no_zero = random_weights(47).compact();
  for (std::int16_t& w : no_zero) w = w == 0 ? 1 : w;
  PatternWeights full(no_zero);
  EXPECT_EQ(train::fill_zero_weights(full, PatternWeights(fill)).compact(), full.compact());
  EXPECT_EQ(train::fill_zero_weights(PatternWeights(std::vector<std::int16_t>(size, 0)), full).compact(), full.compact());
}

TEST(Trainer, FillGivesUnseenConfigurationsTheAdditivePriorsValue) {
  // A plain fit on a few games leaves the configurations they never showed at zero; filled from
  // a fit with the additive prior on the same games, the weights agree with the plain fit on
  // every non-zero slot and with the prior fit on every zero one, most of which it values.
  std::vector<train::Sample> samples;
  const train::SelfPlayOptions play = depth_one_play(8, 17);
  for (int game = 10; game < 22; ++game) {  // game % 100 >= 10: none held out
    auto more = train::self_play_game(play, game);
    samples.insert(samples.end(), more.begin(), more.end());
  }
  train::FitOptions options;
  options.iterations = 30;
  std::vector<train::StageReport> report;
  PatternWeights plain = train::fit_weights(samples, options, report);
  options.additive_prior = true;
  PatternWeights prior = train::fit_weights(samples, options, report);
  PatternWeights filled = train::fill_zero_weights(plain, prior);
  std::size_t zeros = 0, changed = 0;
  for (std::size_t i = 0; i < plain.compact().size(); ++i) {
    if (plain.compact()[i] != 0) {
      ASSERT_EQ(filled.compact()[i], plain.compact()[i]);
    } else {
      ++zeros;
      ASSERT_EQ(filled.compact()[i], prior.compact()[i]);
      changed += prior.compact()[i] != 0;
    }
  }
  EXPECT_GT(zeros, plain.compact().size() / 2);  // twelve games show few configurations
  EXPECT_GT(changed, zeros / 2);                 // and the prior values most of the rest
  use_builtin_weights();
}

TEST(Trainer, SelfPlayLabelsSolvedPositionsExactly) {
  train::SelfPlayOptions options;
  options.depth = 1;
  options.exact_empties = 10;
  options.seed = 7;
  std::vector<train::Sample> samples = train::self_play_game(options, 3);
  ASSERT_FALSE(samples.empty());
  int exact = 0;
  for (const auto& s : samples) {
    Position pos{s.player, s.opponent};
    EXPECT_FALSE(pos.game_over());
    EXPECT_EQ(s.game, 3u);
    if (s.exact) {
      ++exact;
      EXPECT_LE(pos.empty_count(), 10);
      EXPECT_EQ(s.score, solve(pos).score);
    }
  }
  EXPECT_GT(exact, 0);
  // Same game number, same game.
  std::vector<train::Sample> again = train::self_play_game(options, 3);
  ASSERT_EQ(again.size(), samples.size());
  for (std::size_t i = 0; i < samples.size(); ++i) EXPECT_EQ(again[i].player, samples[i].player);
}

}  // namespace
}  // namespace gg::othello
