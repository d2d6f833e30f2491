// The VCT against a brute-force threat search written here (the defender may play any point,
// the attacker any four or three, on the plain board), on random positions; and hand-made renju
// cases: a three whose open-four points are forbidden to black is no threat.
#include <gtest/gtest.h>

#include "gomoku/boards.h"

#include <random>

#include "gomoku/forbidden.h"
#include "gomoku/position.h"
#include "gomoku/threats.h"
#include "gomoku/vct.h"

namespace gg::gomoku {
namespace {

bool has_five_point(const Board& board, Stone colour, Point* where = nullptr) {
  for (Point p : empties(board))
    if (makes_five(board, p, colour, Rule::kFreestyle)) {
      if (where) *where = p;
      return true;
    }
  return false;
}

bool brute_defend(Board& board, Stone attacker, int depth);

// Freestyle. Attacker to move: a five; else the block of the defender's five; else any four or
// three (threat_at), each answered by every defender move.
bool brute_attack(Board& board, Stone attacker, int depth) {
  Stone defender = opponent(attacker);
  if (has_five_point(board, attacker)) return true;
  if (depth <= 0) return false;
  Point block = kNoPoint;
  if (has_five_point(board, defender, &block)) {
    board.place(block, attacker);
    bool won = !brute_defend(board, attacker, depth - 1);
    board.remove(block);
    return won;
  }
  for (Point m : empties(board)) {
    PointThreat t = threat_at(board, m, attacker, Rule::kFreestyle);
    if (t.fours == 0 && t.threes == 0) continue;
    board.place(m, attacker);
    bool won = !brute_defend(board, attacker, depth - 1);
    board.remove(m);
    if (won) return true;
  }
  return false;
}

// Defender to move: true when some move escapes (a five of its own, or any point after which
// the attacker has no win).
bool brute_defend(Board& board, Stone attacker, int depth) {
  Stone defender = opponent(attacker);
  if (has_five_point(board, defender)) return true;
  for (Point p : empties(board)) {
    board.place(p, defender);
    bool won = brute_attack(board, attacker, depth);
    board.remove(p);
    if (!won) return true;
  }
  return false;
}

TEST(Vct, AgreesWithABruteForceOnRandomPositions) {
  std::mt19937_64 rng(11);
  Vct vct(std::size_t(1) << 20);
  int wins = 0, positions = 0;
  while (positions < 100) {
    // A 7 x 7 board keeps the brute force (every empty point for the defender) fast.
    Board board(7);
    std::uniform_int_distribution<int> coordinate(0, 6);
    int stones = 8 + static_cast<int>(rng() % 8);
    for (int placed = 0; placed < stones;) {
      Point p = random_point(rng, coordinate);
      if (board.at(p) != kEmpty) continue;
      board.place(p, placed % 2 ? kWhite : kBlack);
      ++placed;
    }
    if (has_five_point(board, kBlack) || has_five_point(board, kWhite)) continue;
    ++positions;
    PatternBoard patterns(board, Rule::kFreestyle);
    // The VCT counts an open four the defender cannot stop as won, one attacker move before the
    // brute force (which must play it): its wins at depth d are brute-force wins at d + 1, and
    // every brute-force win at depth d is one of its wins at d.
    for (int depth = 1; depth <= 2; ++depth) {
      vct.clear();
      bool found = vct.solve(patterns, kBlack, depth, 10'000'000) != kNoPoint;
      if (found) {
        EXPECT_TRUE(brute_attack(board, kBlack, depth + 1)) << "depth " << depth << "\n" << draw_position(board);
        ++wins;
      } else {
        EXPECT_FALSE(brute_attack(board, kBlack, depth)) << "depth " << depth << "\n" << draw_position(board);
      }
    }
    EXPECT_EQ(patterns.board(), board);
  }
  EXPECT_GT(wins, 5);  // the positions do contain wins
}

TEST(Vct, FindsADoubleThreeAndAFourThree) {
  // Black to move: (7,7) makes two open threes (column 7 rows 5-6, row 7 columns 5-6).
  Board board = board_of(
      "...............\n...............\n...............\n...............\n...............\n"
      ".......X.......\n.......X.......\n.....XX........\n...............\n...............\n"
      "...............\n...............\n..O...........O\n...............\nO.............O\n");
  PatternBoard patterns(board, Rule::kFreestyle);
  Vct vct;
  std::vector<Point> line;
  EXPECT_EQ(vct.solve(patterns, kBlack, 4, 1'000'000, nullptr, &line), make_point(7, 7));
  ASSERT_FALSE(line.empty());
  EXPECT_EQ(line.front(), make_point(7, 7));
  // Renju: the same point is a forbidden double three, and black has no other VCT here.
  PatternBoard renju(board, Rule::kRenju);
  EXPECT_TRUE(renju.forbidden(make_point(7, 7)));
  vct.clear();
  Point move = vct.solve(renju, kBlack, 4, 1'000'000);
  EXPECT_NE(move, make_point(7, 7));
}

TEST(Vct, RenjuThreeWithForbiddenOpenFourPointsIsNoThreat) {
  // Black's row 7 (columns 5-7) looks like an open three, but both points that would make it an
  // open four, (4,7) and (8,7), also make six in a row on their columns (black at rows 4-6 and
  // 8-9 of columns 4 and 8): overlines, forbidden to black under renju. So it is no three there,
  // while under the standard rule the same point is an allowed open four (a win next move).
  Board board(15);
  for (int x : {5, 6, 7}) board.place(make_point(x, 7), kBlack);
  for (int column : {4, 8})
    for (int y : {4, 5, 6, 8, 9}) board.place(make_point(column, y), kBlack);
  for (auto [x, y] : std::vector<std::pair<int, int>>{{0, 0}, {14, 0}, {0, 14}, {14, 14}, {0, 2}, {14, 2},
                                                     {0, 12}, {14, 12}, {12, 0}, {12, 14}, {2, 14}, {2, 0}})
    board.place(make_point(x, y), kWhite);
  PatternBoard renju(board, Rule::kRenju);
  ASSERT_EQ(renju.count(kBlack, kClassFive), 0);
  EXPECT_GE(renju.count(kBlack, kClassFlexFour), 2);
  EXPECT_FALSE(renju.allowed(make_point(4, 7), kBlack));
  EXPECT_FALSE(renju.allowed(make_point(8, 7), kBlack));
  Vct vct;
  EXPECT_EQ(vct.solve(renju, kBlack, 1, 1'000'000), kNoPoint);
  // Any longer VCT black finds never starts on a forbidden point.
  vct.clear();
  Point move = vct.solve(renju, kBlack, 4, 1'000'000);
  if (move != kNoPoint) {
    EXPECT_TRUE(renju.allowed(move, kBlack));
  }
  PatternBoard standard(board, Rule::kStandard);
  vct.clear();
  Point win = vct.solve(standard, kBlack, 1, 1'000'000);
  EXPECT_TRUE(win == make_point(4, 7) || win == make_point(8, 7)) << win;
}

}  // namespace
}  // namespace gg::gomoku
