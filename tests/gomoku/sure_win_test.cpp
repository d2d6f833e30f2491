// The wins sure_win.h reads from the threat classes, each confirmed on the plain board by brute
// force written here (the referee's five check, and in renju its forbidden-point check): an open
// four and a four-three are VCFs of one and two fours; a double three must leave a one-four win
// after every reply of the defender's.
#include <gtest/gtest.h>

#include "gomoku/boards.h"

#include <random>

#include "gomoku/sure_win.h"

namespace gg::gomoku {
namespace {

// Whether s, to move, wins with one stone: a five now, or (the opponent having no five point) a
// stone after which s has two five points. The new five points go through the stone, so only the
// points within 4 of it on its lines are tried.
bool wins_with_one_four(Board& board, Stone s, Rule rule) {
  if (!five_points(board, s, rule).empty()) return true;
  if (!five_points(board, opponent(s), rule).empty()) return false;
  for (Point p : empties(board)) {
    if (forbidden_for(board, p, s, rule)) continue;
    board.place(p, s);
    int fives = 0;
    for (Point d : kDirections)
      for (int k = -4; k <= 4; ++k) {
        Point q = p + k * d;
        if (k != 0 && q >= 0 && q < kCells && board.at(q) == kEmpty && makes_five(board, q, s, rule)) ++fives;
      }
    board.remove(p);
    if (fives >= 2) return true;
  }
  return false;
}

TEST(SureWin, EveryClaimedWinIsReal) {
  std::mt19937_64 rng(77);
  int claims[6] = {};  // by plies
  int double_three_checks = 0;
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
    for (int trial = 0; trial < 400; ++trial) {
      Board board = random_middle_board(rng, 12 + trial % 20);
      for (Stone s : {kBlack, kWhite}) {
        Stone o = opponent(s);
        PatternBoard patterns(board, rule);
        if (patterns.count(s, kClassFive) > 0 || patterns.count(o, kClassFive) > 0) continue;
        int plies = sure_win_plies(patterns, s);
        ASSERT_TRUE(plies == 0 || plies == 3 || plies == 5) << plies;
        if (plies == 0) continue;
        ++claims[plies];
        EXPECT_FALSE(s == kBlack && rule == Rule::kRenju);
        Board scratch = board;
        if (plies == 3) {
          EXPECT_TRUE(brute_force_vcf(scratch, s, rule, 1)) << rule_name(rule) << "\n" << draw_position(board);
        } else if (patterns.count(s, kClassFourThree) > 0) {
          EXPECT_TRUE(brute_force_vcf(scratch, s, rule, 2)) << rule_name(rule) << "\n" << draw_position(board);
        } else if (double_three_checks < 40) {
          // A double-three point, then every reply (even a forbidden one) leaves a one-four win.
          ++double_three_checks;
          Point x = kNoPoint;
          for (Point p : empties(board))
            if (patterns.threat(s, p) == kClassDoubleThree) x = p;
          ASSERT_NE(x, kNoPoint);
          scratch.place(x, s);
          for (Point y : empties(scratch)) {
            scratch.place(y, o);
            EXPECT_TRUE(wins_with_one_four(scratch, s, rule))
                << rule_name(rule) << " double three at " << x << ", reply " << y << "\n" << draw_position(board);
            scratch.remove(y);
          }
        }
      }
    }
  }
  // The random positions hold each kind of claim.
  EXPECT_GE(claims[3], 150);  // 168 with this seed
  EXPECT_GE(claims[5], 90);   // 102
  EXPECT_EQ(double_three_checks, 40);
}

}  // namespace
}  // namespace gg::gomoku
