// The main search's history (move_history.h): the gravity update against the same formula in
// exact arithmetic, its bound under any sequence of updates, the split into attack and quiet
// entries per side and point, the ordering's weights, ageing and clearing.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "gomoku/move_history.h"

namespace gg::gomoku {
namespace {

TEST(MoveHistory, TheUpdateIsTheGravityFormulaAndStaysWithinItsBound) {
  std::mt19937 rng(11);
  MoveHistory history;
  const Point p = make_point(7, 7);
  double exact = 0;  // the same entry in exact arithmetic
  for (int i = 0; i < 20000; ++i) {
    // Bonuses of both signs up to the bound itself, in runs so that the entry reaches the bounds.
    int magnitude = static_cast<int>(rng() % (MoveHistory::kLimit + 1));
    int bonus = (i / 50) % 2 == 0 ? magnitude : -magnitude;
    if (rng() % 4 == 0) bonus = -bonus;
    const int before = history.at(kBlack, MoveHistory::kQuiet, p);
    history.update(kBlack, MoveHistory::kQuiet, p, bonus);
    const int after = history.at(kBlack, MoveHistory::kQuiet, p);
    ASSERT_LE(std::abs(after), MoveHistory::kLimit) << "update " << i;
    // One step of h + b - h |b| / L from the integer entry, truncated towards zero.
    const double step =
        before + bonus - static_cast<double>(before) * std::abs(bonus) / MoveHistory::kLimit;
    ASSERT_NEAR(after, step, 1.0) << "update " << i;
    exact = exact + bonus - exact * std::abs(bonus) / MoveHistory::kLimit;
  }
  EXPECT_NEAR(history.at(kBlack, MoveHistory::kQuiet, p), exact, 5.0);
}

TEST(MoveHistory, RepeatedRewardsApproachTheBoundFromBelow) {
  MoveHistory history;
  const Point p = make_point(3, 4);
  int last = 0;
  for (int i = 0; i < 200; ++i) {
    history.update(kWhite, MoveHistory::kAttack, p, MoveHistory::bonus(10));
    const int now = history.at(kWhite, MoveHistory::kAttack, p);
    EXPECT_GE(now, last);
    EXPECT_LE(now, MoveHistory::kLimit);
    last = now;
  }
  EXPECT_GT(last, MoveHistory::kLimit * 9 / 10);
  for (int i = 0; i < 200; ++i)
    history.update(kWhite, MoveHistory::kAttack, p, -MoveHistory::bonus(10));
  EXPECT_LT(history.at(kWhite, MoveHistory::kAttack, p), -MoveHistory::kLimit * 9 / 10);
}

TEST(MoveHistory, EachSideKindAndPointHasItsOwnEntry) {
  MoveHistory history;
  const Point p = make_point(5, 5), q = make_point(5, 6);
  history.update(kBlack, MoveHistory::kAttack, p, 1000);
  EXPECT_EQ(history.at(kBlack, MoveHistory::kAttack, p), 1000);
  EXPECT_EQ(history.at(kBlack, MoveHistory::kQuiet, p), 0);
  EXPECT_EQ(history.at(kWhite, MoveHistory::kAttack, p), 0);
  EXPECT_EQ(history.at(kBlack, MoveHistory::kAttack, q), 0);
  history.update(kWhite, MoveHistory::kQuiet, q, -500);
  EXPECT_EQ(history.at(kWhite, MoveHistory::kQuiet, q), -500);
  EXPECT_EQ(history.at(kBlack, MoveHistory::kAttack, p), 1000);
}

TEST(MoveHistory, BonusGrowsWithDepthUpToItsCap) {
  EXPECT_EQ(MoveHistory::bonus(0), 32);
  EXPECT_EQ(MoveHistory::bonus(1), 96);
  EXPECT_EQ(MoveHistory::bonus(4), 32 * 16 + 64 * 4);
  for (int d = 1; d < 40; ++d) EXPECT_GE(MoveHistory::bonus(d), MoveHistory::bonus(d - 1));
  EXPECT_EQ(MoveHistory::bonus(40), 8000);
  EXPECT_LE(MoveHistory::bonus(1000), MoveHistory::kLimit);
}

TEST(MoveHistory, AttacksWeighTwiceAsMuchInTheOrdering) {
  MoveHistory history;
  const Point p = make_point(2, 9);
  history.update(kBlack, MoveHistory::kAttack, p, 2560);
  history.update(kBlack, MoveHistory::kQuiet, p, 2560);
  EXPECT_EQ(history.ordering_score(kBlack, MoveHistory::kAttack, p), 20);
  EXPECT_EQ(history.ordering_score(kBlack, MoveHistory::kQuiet, p), 10);
  history.update(kBlack, MoveHistory::kQuiet, make_point(0, 0), -2560);
  EXPECT_EQ(history.ordering_score(kBlack, MoveHistory::kQuiet, make_point(0, 0)), -10);
}

TEST(MoveHistory, AgeingKeepsAQuarterAndClearingNothing) {
  MoveHistory history;
  const Point p = make_point(8, 1);
  history.update(kWhite, MoveHistory::kQuiet, p, 4000);
  history.update(kBlack, MoveHistory::kAttack, p, -4000);
  history.age();
  EXPECT_EQ(history.at(kWhite, MoveHistory::kQuiet, p), 1000);
  EXPECT_EQ(history.at(kBlack, MoveHistory::kAttack, p), -1000);
  history.clear();
  EXPECT_EQ(history.at(kWhite, MoveHistory::kQuiet, p), 0);
  EXPECT_EQ(history.at(kBlack, MoveHistory::kAttack, p), 0);
}

}  // namespace
}  // namespace gg::gomoku
