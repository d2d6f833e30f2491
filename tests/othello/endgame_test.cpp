#include "othello/endgame.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <string>

#include "core/negamax.h"
#include "othello/state.h"
#include "othello/stability.h"
#include "othello/random_position.h"
#include "sanitized.h"

namespace gg::othello {
namespace {

using gg::test::sanitized;

// Plays the line and checks it ends with the announced score.
void expect_pv_reaches_score(const Position& start, const SolveResult& r) {
  Position p = start;
  int sign = 1;
  for (int move : r.pv) {
    if (move == kPass) {
      ASSERT_FALSE(p.can_move());
    } else {
      ASSERT_TRUE(p.moves() & bit(move)) << square_name(move);
    }
    p.play(move);
    sign = -sign;
  }
  ASSERT_TRUE(p.game_over());
  EXPECT_EQ(sign * p.score(), r.score);
}

TEST(OthelloEndgame, AgreesWithPlainNegamax) {
  std::mt19937_64 rng(11);
  int count = sanitized() ? 6 : 30;
  for (int i = 0; i < count; ++i) {
    int empties = 9 + i % 3;  // 9..11: the plain solver stays quick
    if (sanitized()) empties = 10;
    Position p = random_position_with_empties(rng, empties);
    State state(Board{p, kBlack});
    int expected = negamax(state);
    SolveResult r = solve(p);
    ASSERT_TRUE(r.complete);
    EXPECT_EQ(r.score, expected) << board_text(Board{p, kBlack});
    expect_pv_reaches_score(p, r);
    ASSERT_FALSE(r.pv.empty());
    EXPECT_EQ(r.pv.front(), r.move);
  }
}

// A position where one side is nearly wiped out: the squares of a random position with `empties`
// empty squares, all the side to move's but 1-4 of them (or all the opponent's but 1-4, every
// other time), kept when not finished. Not always reachable in a game; the solver does not care.
Position lopsided_position(std::mt19937_64& rng, int empties, bool mover_ahead) {
  for (;;) {
    Position p = random_position_with_empties(rng, empties);
    Bitboard occupied = p.player | p.opponent, few = 0;
    for (int k = 1 + int(rng() % 4); k > 0; --k) {
      Bitboard left = occupied & ~few;
      int skip = int(rng() % popcount(left));
      while (skip--) left &= left - 1;
      few |= left & -left;
    }
    Position q = mover_ahead ? Position{occupied & ~few, few} : Position{few, occupied & ~few};
    if (!q.game_over()) return q;
  }
}

// Near a wipeout the solver orders by replies alone and cuts on the stable discs of both sides:
// lopsided positions (some +-40 or more, several wipeouts) against the plain negamax,
// with the full window and with the windows of a wipeout proof.
TEST(OthelloEndgame, LopsidedPositionsAgreeWithPlainNegamax) {
  std::mt19937_64 rng(31);
  const int count = 40;  // about 0.1 s (1 s under the sanitizers)
  int wipeouts = 0, lopsided = 0;
  for (int i = 0; i < count; ++i) {
    Position p = lopsided_position(rng, 10 + i % 2, i % 2 == 0);
    State state(Board{p, kBlack});
    int expected = negamax(state);
    wipeouts += expected == 64 || expected == -64;
    lopsided += expected >= 40 || expected <= -40;
    SolveResult r = solve(p);
    ASSERT_TRUE(r.complete);
    EXPECT_EQ(r.score, expected) << board_text(Board{p, kBlack});
    expect_pv_reaches_score(p, r);
    for (int alpha : {62, -64, 58, -62}) {
      SolveOptions options;
      options.alpha = alpha;
      options.beta = alpha + 2;
      SolveResult bound = solve(p, options);
      if (expected <= options.alpha) EXPECT_TRUE(bound.score <= options.alpha && bound.score >= expected);
      else if (expected >= options.beta) EXPECT_TRUE(bound.score >= options.beta && bound.score <= expected);
      else EXPECT_EQ(bound.score, expected);
    }
  }
  // The generator does make what the test is about.
  EXPECT_GE(lopsided, count / 8);
  EXPECT_GE(wipeouts, 4);
}

// A window only places the score: exact inside, a true bound outside (fail-soft).
TEST(OthelloEndgame, WindowedSolvesBoundTheExactScore) {
  std::mt19937_64 rng(23);
  for (int i = 0; i < 30; ++i) {
    Position p = random_position_with_empties(rng, 10 + i % 8);
    int exact = solve(p).score;
    for (int alpha : {exact - 3, exact - 1, exact + 1, exact - 9}) {
      SolveOptions options;
      options.alpha = alpha;
      options.beta = alpha + 2;
      SolveResult r = solve(p, options);
      EXPECT_EQ(r.move, kNoMove);
      EXPECT_TRUE(r.pv.empty());
      if (exact <= options.alpha) EXPECT_TRUE(r.score <= options.alpha && r.score >= exact);
      else if (exact >= options.beta) EXPECT_TRUE(r.score >= options.beta && r.score <= exact);
      else EXPECT_EQ(r.score, exact);
    }
  }
}

TEST(OthelloEndgame, ThreadsAgreeWithOneThread) {
  std::mt19937_64 rng(12);
  SolveOptions two;
  two.threads = 2;
  for (int i = 0; i < (sanitized() ? 2 : 6); ++i) {
    Position p = random_position_with_empties(rng, 14 + i % 3);
    SolveResult one = solve(p), both = solve(p, two);
    EXPECT_EQ(both.score, one.score);
    expect_pv_reaches_score(p, both);
  }
}

// Deeper positions, where the first root move's searches are split between the threads.
TEST(OthelloEndgame, ThreadsSplitTheFirstMoveAndAgree) {
  std::mt19937_64 rng(13);
  SolveOptions one, three;
  three.threads = 3;  // more threads than the 2 cores of CI: helpers must also wait their turn
  for (int i = 0; i < (sanitized() ? 1 : 4); ++i) {
    Position p = random_position_with_empties(rng, 18 + i % 2);
    SolveResult single = solve(p, one), shared = solve(p, three);
    ASSERT_TRUE(shared.complete);
    EXPECT_EQ(shared.score, single.score) << board_text(Board{p, kBlack});
    expect_pv_reaches_score(p, shared);
  }
}

TEST(OthelloEndgame, PassesAndFinishedGames) {
  // Finished: no move for either side.
  Board b;
  ASSERT_TRUE(parse_board_text(std::string(63, 'X') + "- O", b));
  SolveResult over = solve(b.position);
  EXPECT_EQ(over.move, kNoMove);
  EXPECT_EQ(over.score, -64);  // white, to move, has lost every square
  EXPECT_TRUE(over.pv.empty());
  // A second finished game, with empty squares (nobody can flip a disc): they go to the winner,
  // here the side to move.
  ASSERT_TRUE(parse_board_text("-" + std::string(62, 'X') + "- X", b));
  ASSERT_TRUE(b.position.game_over());
  SolveResult won = solve(b.position);
  EXPECT_EQ(won.move, kNoMove);
  EXPECT_EQ(won.score, 64);
  EXPECT_TRUE(won.pv.empty());
  // White has no move and must pass; black then plays on.
  std::string text(64, 'X');
  text[62] = text[63] = '-';
  text[55] = 'O';  // h7: black can take it from h8 (with h6), white can play nowhere
  ASSERT_TRUE(parse_board_text(text + " O", b));
  ASSERT_FALSE(b.position.can_move());
  SolveResult r = solve(b.position);
  State s(b);
  EXPECT_EQ(r.score, negamax(s));
  EXPECT_EQ(r.move, kPass);
  ASSERT_FALSE(r.pv.empty());
  EXPECT_EQ(r.pv.front(), kPass);
  expect_pv_reaches_score(b.position, r);
}

TEST(OthelloEndgame, StableDiscsNeverFlip) {
  // Random play: a disc counted stable must keep its colour until the end of the game.
  std::mt19937_64 rng(3);
  for (int game = 0; game < 200; ++game) {
    Position p = Position::start();
    Bitboard black_stable = 0, white_stable = 0;
    bool black_to_move = true;
    while (!p.game_over()) {
      Bitboard black = black_to_move ? p.player : p.opponent;
      Bitboard white = black_to_move ? p.opponent : p.player;
      ASSERT_EQ(black & black_stable, black_stable);
      ASSERT_EQ(white & white_stable, white_stable);
      black_stable |= stable_discs(black, white);
      white_stable |= stable_discs(white, black);
      Bitboard m = p.moves();
      if (!m) {
        p.pass();
      } else {
        int k = int(rng() % popcount(m));
        while (k--) m &= m - 1;
        p.play(lowest_bit(m));
      }
      black_to_move = !black_to_move;
    }
  }
}

// The first FFO positions, #40-#44 (20-23 empties, about 4 s of CPU in a release build): known
// exact scores from the test suite file. Under the sanitizers, about ten times slower, #40-#41.
TEST(OthelloEndgame, SolvesEasyFfoPositions) {
  std::ifstream in(GRIDGAMES_DATA "/othello/ffo40-59.obf");
  ASSERT_TRUE(in) << "cannot read ffo40-59.obf";
  const int to_solve = sanitized() ? 2 : 5;
  std::string line;
  for (int i = 0; i < to_solve && std::getline(in, line); ++i) {
    Board b;
    ASSERT_TRUE(parse_board_text(line, b)) << line;
    // "; A2:+38; C7:+36; ..." : the first pair is a best move and the exact score.
    auto semicolon = line.find(';');
    std::string best = line.substr(semicolon + 2, 2);
    int score = std::stoi(line.substr(semicolon + 5, line.find(';', semicolon + 1) - semicolon - 5));
    SolveResult r = solve(b.position);
    EXPECT_EQ(r.score, score) << "FFO #" << 40 + i;
    // The move found must be one of those reaching the best score.
    std::string tag = square_name(r.move);
    tag[0] = char(tag[0] - 'a' + 'A');
    char expected_pair[16];
    std::snprintf(expected_pair, sizeof expected_pair, "%s:%+d", tag.c_str(), score);
    EXPECT_NE(line.find(expected_pair), std::string::npos) << "FFO #" << 40 + i << " move " << tag;
    expect_pv_reaches_score(b.position, r);
    (void)best;
  }
}

}  // namespace
}  // namespace gg::othello
