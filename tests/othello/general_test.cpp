#include "othello/general.h"

#include <gtest/gtest.h>

#include <random>

#include "core/negamax.h"
#include "othello/perft.h"
#include "core/errors.h"
#include "othello/state.h"

namespace gg::othello {
namespace {

TEST(OthelloGeneral, EightByEightAgreesWithTheBitboardEngine) {
  std::mt19937_64 rng(8);
  for (int game = 0; game < 60; ++game) {
    GeneralState g(8);
    State s;
    while (!s.is_terminal()) {
      ASSERT_FALSE(g.is_terminal());
      auto moves = s.legal_moves();
      auto general_moves = g.legal_moves();
      for (auto& m : general_moves)
        if (m == g.pass_move()) m = kPass;
      ASSERT_EQ(general_moves, moves);
      int m = moves[rng() % moves.size()];
      s.play(m);
      g.play(m == kPass ? g.pass_move() : m);
      ASSERT_EQ(g.text(), board_text(s.board()));
    }
    EXPECT_TRUE(g.is_terminal());
    EXPECT_EQ(g.result(), s.result());
  }
}

TEST(OthelloGeneral, PerftMatchesTheBitboardPerft) {
  GeneralState g(8);
  for (int depth = 1; depth <= 5; ++depth) EXPECT_EQ(perft_general(g, depth), perft(Position::start(), depth));
}

TEST(OthelloGeneral, StartPositionsAndText) {
  GeneralState four(4);
  EXPECT_EQ(four.text(), "-----OX--XO----- X");
  EXPECT_EQ(four.legal_moves().size(), 4u);
  GeneralState parsed(6);
  std::string error;
  ASSERT_TRUE(GeneralState::parse("-----OX--XO----- O", 4, parsed, &error)) << error;
  EXPECT_EQ(parsed.size(), 4);
  EXPECT_EQ(parsed.current_player(), 1);
  EXPECT_FALSE(GeneralState::parse("-----OX--XO----- O", 6, parsed, &error));
  EXPECT_FALSE(GeneralState::parse("-----OX--XQ----- O", 4, parsed, &error));
  EXPECT_THROW(GeneralState(5), std::invalid_argument);
  EXPECT_THROW(GeneralState(18), std::invalid_argument);
  GeneralState sixteen(16);
  EXPECT_EQ(sixteen.legal_moves().size(), 4u);
  EXPECT_EQ(general_square_name(0, 16), "a1");
  EXPECT_EQ(general_square_name(255, 16), "p16");
}

TEST(OthelloGeneral, FourByFourSolvedCompletelyAgreesWithNegamax) {
  GeneralState start(4);
  GeneralState copy = start;
  int expected = negamax(copy);  // the mover is black: result_for_mover == black's result
  auto r = solve_general(start);
  EXPECT_EQ(r.score, expected);
  // The best move keeps the score.
  GeneralState after = start;
  after.play(r.move);
  EXPECT_EQ(-negamax(after), expected);
}

// A 6 x 6 position reached by random play with `empties` empty squares (or a finished game).
GeneralState random_six_by_six(std::mt19937_64& rng, int empties) {
  GeneralState s(6);
  while (s.empty_count() > empties && !s.is_terminal()) {
    auto moves = s.legal_moves();
    s.play(moves[rng() % moves.size()]);
  }
  return s;
}

TEST(OthelloGeneral, SixBySixLatePositionsAgreeWithNegamax) {
  std::mt19937_64 rng(6);
  for (int i = 0; i < 8; ++i) {
    GeneralState s = random_six_by_six(rng, 10);
    if (s.is_terminal()) continue;
    GeneralState copy(6);
    ASSERT_TRUE(GeneralState::parse(s.text(), 6, copy));
    auto r = solve_general(copy);
    EXPECT_EQ(r.score, negamax(copy)) << s.text();
  }
}

TEST(OthelloGeneral, TinyTableGivesTheSameScores) {
  // A table cleared every 1024 entries only costs time: every score stays exact.
  std::mt19937_64 rng(23);
  for (int i = 0; i < 6; ++i) {
    GeneralState s = random_six_by_six(rng, 12);
    if (s.is_terminal()) continue;
    auto tiny = solve_general(s, 0, 1);
    EXPECT_EQ(tiny.score, solve_general(s).score) << s.text();
    EXPECT_EQ(tiny.score, negamax(s)) << s.text();
  }
}

TEST(OthelloGeneral, NodeBudgetIsEnforced) {
  EXPECT_THROW(solve_general(GeneralState(6), 1000), BeyondLimits);
}

}  // namespace
}  // namespace gg::othello
