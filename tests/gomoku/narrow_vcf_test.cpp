// The main search's horizon VCF (narrow_vcf.h), against a brute-force VCF on the plain board
// written here: every four at every node, judged by the referee's five check (and, in renju, the
// forbidden-point check). The narrow search may miss wins but must never claim one the brute
// force does not confirm, and it must find every win by a single four (it tries every four at
// its first move).
#include <gtest/gtest.h>

#include "gomoku/boards.h"

#include <random>

#include "gomoku/narrow_vcf.h"
#include "gomoku/pattern_board.h"

namespace gg::gomoku {
namespace {

TEST(NarrowVcf, ClaimsOnlyRealWinsAndFindsEveryOneFourWin) {
  std::mt19937_64 rng(2026);
  int narrow_wins = 0, deeper_narrow_wins = 0, one_four_wins = 0, positions = 0;
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
    for (int trial = 0; trial < 80; ++trial) {
      Board board = random_middle_board(rng, 24 + trial % 14);
      for (Stone attacker : {kBlack, kWhite}) {
        PatternBoard patterns(board, rule);
        // The horizon asks with no five point on the board for either side.
        if (patterns.count(attacker, kClassFive) > 0 || patterns.count(opponent(attacker), kClassFive) > 0) continue;
        ++positions;
        for (int fours = 1; fours <= 3; ++fours) {
          std::uint64_t nodes = 0;
          bool narrow = narrow_vcf(patterns, attacker, fours, nodes);
          EXPECT_EQ(patterns.board(), board);
          EXPECT_GT(nodes, 0u);
          Board scratch = board;
          bool reference = brute_force_vcf(scratch, attacker, rule, fours);
          if (narrow) {
            EXPECT_TRUE(reference) << rule_name(rule) << " fours " << fours << "\n" << draw_position(board);
            ++narrow_wins;
          }
          if (fours == 1) {
            EXPECT_EQ(narrow, reference) << rule_name(rule) << "\n" << draw_position(board);
            one_four_wins += reference;
          } else if (narrow) {
            Board again = board;
            deeper_narrow_wins += !brute_force_vcf(again, attacker, rule, 1);
          }
        }
      }
    }
  }
  EXPECT_GE(positions, 250);  // 278 with this seed
  EXPECT_GE(one_four_wins, 100);  // 187: the positions hold one-four wins to find
  EXPECT_GE(deeper_narrow_wins, 20);  // 46: and the narrow search finds longer ones too
  EXPECT_GE(narrow_wins, one_four_wins);
}

}  // namespace
}  // namespace gg::gomoku
