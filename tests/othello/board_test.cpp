#include "othello/board.h"

#include <gtest/gtest.h>

#include <random>

#include "reference_board.h"

namespace gg::othello {
namespace {

TEST(OthelloBoard, SquareNames) {
  EXPECT_EQ(square_name(0), "a1");
  EXPECT_EQ(square_name(7), "h1");
  EXPECT_EQ(square_name(63), "h8");
  EXPECT_EQ(square_name(kPass), "pass");
  EXPECT_EQ(parse_square("D3"), square_of(2, 3));
  EXPECT_EQ(parse_square("h8"), 63);
  EXPECT_EQ(parse_square("pass"), kPass);
  EXPECT_EQ(parse_square("PS"), kPass);
  EXPECT_EQ(parse_square("i1"), -1);
  EXPECT_EQ(parse_square("a9"), -1);
  EXPECT_EQ(parse_square(""), -1);
}

TEST(OthelloBoard, StartMoves) {
  Position p = Position::start();
  EXPECT_EQ(p.moves(), bit(parse_square("d3")) | bit(parse_square("c4")) |
                           bit(parse_square("f5")) | bit(parse_square("e6")));
  Bitboard f = p.play(parse_square("d3"));
  EXPECT_EQ(f, bit(parse_square("d4")));
  EXPECT_EQ(p.opponent_count(), 4);
  EXPECT_EQ(p.player_count(), 1);
}

TEST(OthelloBoard, FlipsInAllEightDirectionsToTheEdges) {
  // The move at d4, with opponent lines running from it to the edge in all 8 directions and
  // a player disc closing each line on the edge square.
  int centre = square_of(3, 3);
  Bitboard P = 0, O = 0;
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      if (!dr && !dc) continue;
      int r = 3 + dr, c = 3 + dc;
      int last = -1;
      while (r >= 0 && r < 8 && c >= 0 && c < 8) {
        O |= bit(square_of(r, c));
        last = square_of(r, c);
        r += dr;
        c += dc;
      }
      O &= ~bit(last);
      P |= bit(last);
    }
  Bitboard expected = test::reference_flips(test::to_cells(P, O), centre);
  EXPECT_EQ(flips(P, O, centre), expected);
  EXPECT_EQ(gg::popcount(expected), /*N*/ 2 + /*S*/ 3 + /*W*/ 2 + /*E*/ 3 + /*NW*/ 2 + /*NE*/ 2 + /*SW*/ 2 + /*SE*/ 3);
  // Without the closing disc nothing flips in that direction.
  EXPECT_EQ(flips(0, O, centre), 0u);
}

TEST(OthelloBoard, RandomGamesMatchTheReference) {
  std::mt19937_64 rng(20261130);
  int games = 3000;
  for (int g = 0; g < games; ++g) {
    Position p = Position::start();
    // Random boards too: sometimes start from a random scatter of discs.
    if (g % 3 == 0) {
      Bitboard a = rng(), b = rng() & ~a;
      p = Position{a & rng(), b & rng()};
    }
    for (int ply = 0; ply < 80; ++ply) {
      auto cells = test::to_cells(p.player, p.opponent);
      Bitboard moves = p.moves();
      ASSERT_EQ(moves, test::reference_moves(cells));
      for (Bitboard m = moves; m; ) {
        int sq = gg::pop_lowest(m);
        ASSERT_EQ(flips(p.player, p.opponent, sq), test::reference_flips(cells, sq));
        ASSERT_EQ(detail::flips_portable(p.player, p.opponent, sq), test::reference_flips(cells, sq));
      }
      ASSERT_EQ(detail::legal_moves_portable(p.player, p.opponent), moves);
      for (int sq = 0; sq < 64; ++sq) {
        if (!(moves & bit(sq))) {
          ASSERT_EQ(flips(p.player, p.opponent, sq), 0u);
          ASSERT_EQ(detail::flips_portable(p.player, p.opponent, sq), 0u);
        }
      }
      if (p.game_over()) break;
      int move = kPass;
      if (moves) {
        std::vector<int> list;
        for (Bitboard m = moves; m;) list.push_back(gg::pop_lowest(m));
        move = list[rng() % list.size()];
      }
      Position before = p;
      Bitboard f = p.play(move);
      Position after = p;
      p.undo(move, f);
      ASSERT_EQ(p, before);
      p = after;
    }
  }
}

TEST(OthelloBoard, TextForm) {
  Board s;
  std::string error;
  std::string text = std::string(27, '-') + "OX------XO" + std::string(27, '-') + " X";
  ASSERT_TRUE(parse_board_text(text, s, &error)) << error;
  EXPECT_EQ(s.position, Position::start());
  EXPECT_EQ(s.to_move, kBlack);
  EXPECT_EQ(board_text(s), text);
  EXPECT_FALSE(parse_board_text(text.substr(0, 63), s, &error));
  EXPECT_FALSE(parse_board_text(std::string(64, '-') + " Z", s, &error));
  EXPECT_FALSE(parse_board_text(std::string(63, '-') + "Q X", s, &error));
  EXPECT_TRUE(parse_board_text(std::string(64, '-') + " O ; comment", s, &error));
  EXPECT_EQ(s.to_move, kWhite);
}

TEST(OthelloBoard, FinalScoreGivesEmptiesToTheWinner) {
  EXPECT_EQ(final_score(0xFF, 0xF00), 8 - 4 + 52);
  EXPECT_EQ(final_score(0xF00, 0xFF), -(8 - 4 + 52));
  EXPECT_EQ(final_score(0xF, 0xF0), 0);
}

}  // namespace
}  // namespace gg::othello

#include "core/symmetry.h"
#include "othello/symmetry.h"

namespace gg::othello {
namespace {

TEST(OthelloSymmetry, MatchesTheCoreSymmetryTable) {
  for (int s = 0; s < 8; ++s)
    for (int sq = 0; sq < 64; ++sq) {
      auto [r, c] = gg::Symmetry{s}.apply(row_of(sq), col_of(sq), 8);
      ASSERT_EQ(transform(bit(sq), s), bit(square_of(int(r), int(c)))) << "symmetry " << s << " square " << sq;
    }
}

TEST(OthelloSymmetry, CanonicalFormIsSharedByAllImages) {
  std::mt19937_64 rng(5);
  for (int i = 0; i < 200; ++i) {
    Bitboard a = rng(), b = rng() & ~a;
    Position p{a, b};
    Position c = canonical(p);
    for (int s = 0; s < 8; ++s) ASSERT_EQ(canonical(transform(p, s)), c);
    // Moves commute with symmetries.
    for (int s = 0; s < 8; ++s) ASSERT_EQ(transform(p.moves(), s), transform(p, s).moves());
  }
}

}  // namespace
}  // namespace gg::othello
