// Othello through the generic Game interface: conformance on random games, and agreement of
// State with a plain square-by-square rule implementation over many random games.
#include "othello/state.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <string>

#include "conformance/conformance.h"
#include "core/game.h"
#include "core/random_play.h"
#include "othello/general.h"
#include "othello/reference_board.h"

namespace gg::othello {
namespace {

static_assert(Game<State>);
static_assert(KeyedGame<State>);
static_assert(KeyedGame<GeneralState>);

TEST(OthelloConformance, OtherBoardSizes) {
  for (int size : {4, 6, 10, 16}) {
    // Big boards are slow on the square-by-square path, more so under sanitizers.
    const char* sanitized = std::getenv("GRIDGAMES_SANITIZED");
    bool light = sanitized && std::string(sanitized) == "1";
    int games = size <= 6 ? (light ? 60 : 200) : (light ? 3 : 10);
    auto stats = gg::test::check_conformance(GeneralState(size), 100 + size, games, size * size * 2);
    EXPECT_EQ(stats.games, std::size_t(games)) << size;
  }
}

TEST(OthelloConformance, RandomGamesFromTheStart) {
  auto stats = gg::test::check_conformance(State(), 220, 300, 130);
  EXPECT_EQ(stats.games, 300u);
  // Both colours win some random games.
  EXPECT_GT(stats.first_player_wins, 0);
  EXPECT_GT(stats.second_player_wins, 0);
}

TEST(OthelloConformance, RandomGamesFromAnOddPosition) {
  // White to move in a late position (FFO #43) where passes are common.
  Board b;
  ASSERT_TRUE(parse_board_text("--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O", b));
  ASSERT_TRUE(b.position.can_move());
  auto stats = gg::test::check_conformance(State(b), 7, 100, 130);
  EXPECT_EQ(stats.games, 100u);
}

// Whole games played through State, each step checked against the reference rules: the move
// list (with the pass rule), the board after each move, the end of the game and its result.
TEST(OthelloConformance, AgreesWithTheSquareBySquareRules) {
  std::mt19937_64 rng(42);
  for (int game = 0; game < 400; ++game) {
    State state;
    // cells from black's point of view: 1 black, 2 white.
    test::Cells cells = test::to_cells(state.board().black(), state.board().white());
    int mover = 1;
    for (;;) {
      test::Cells view = cells;
      if (mover == 2)
        for (int& c : view) c = c == 0 ? 0 : 3 - c;
      Bitboard mine = test::reference_moves(view);
      test::Cells other_view = view;
      for (int& c : other_view) c = c == 0 ? 0 : 3 - c;
      Bitboard theirs = test::reference_moves(other_view);
      auto moves = state.legal_moves();
      if (!mine && !theirs) {
        ASSERT_TRUE(moves.empty());
        ASSERT_TRUE(state.is_terminal());
        int black = 0, white = 0;
        for (int c : cells) black += c == 1, white += c == 2;
        int empties = 64 - black - white;
        int expected = black > white ? black - white + empties
                       : black < white ? black - white - empties : 0;
        ASSERT_EQ(state.result(), expected);
        break;
      }
      ASSERT_FALSE(state.is_terminal());
      if (!mine) {
        ASSERT_EQ(moves, std::vector<int>{kPass});
      } else {
        std::vector<int> expected;
        for (int sq = 0; sq < 64; ++sq)
          if (mine >> sq & 1) expected.push_back(sq);
        ASSERT_EQ(moves, expected);
      }
      int move = moves[rng() % moves.size()];
      if (move != kPass) {
        Bitboard f = test::reference_flips(view, move);
        cells[move] = mover;
        for (int sq = 0; sq < 64; ++sq)
          if (f >> sq & 1) cells[sq] = mover;
      }
      state.play(move);
      mover = 3 - mover;
      ASSERT_EQ(state.current_player(), mover - 1);
      Bitboard black = 0, white = 0;
      for (int sq = 0; sq < 64; ++sq) {
        if (cells[sq] == 1) black |= bit(sq);
        if (cells[sq] == 2) white |= bit(sq);
      }
      ASSERT_EQ(state.board().black(), black);
      ASSERT_EQ(state.board().white(), white);
    }
  }
}

}  // namespace
}  // namespace gg::othello
