// The fast threat searches (threat_prover.h) against slow references written here on the plain
// board (five points found by trying every empty point with makes_five, nothing from the pattern
// tables): a brute-force VCF within a number of fours, a proof checker that gives the defender
// every empty point, and the earlier VCF (Search::vcf); and hand-made cases, renju included.
#include <gtest/gtest.h>

#include "gomoku/boards.h"

#include <random>

#include "gomoku/forbidden.h"
#include "gomoku/position.h"
#include "gomoku/search.h"
#include "gomoku/threat_prover.h"
#include "gomoku/threats.h"

namespace gg::gomoku {
namespace {

// Checks a claimed win, the defender trying every empty point: the attacker's move at each of its
// turns is the fast VCT's (an oracle; it need not be a threat for the win to be real, so that is
// not checked), and the defender's every reply must still lose. Obvious shortcuts only: a defender with a five point escapes; an
// attacker with a five point wins; with two and the defender without one, any reply loses; with
// one, only its block need be tried. Freestyle, standard, or renju with black attacking (the
// attacker's moves must be allowed; white, defending, may play anywhere).
bool checked_win(ThreatProver& oracle, Board& board, Stone attacker, int depth, Rule rule = Rule::kFreestyle) {
  Stone defender = opponent(attacker);
  if (!five_points(board, attacker, rule).empty()) return true;
  if (depth <= 0) return false;
  Point m;
  {
    PatternBoard patterns(board, rule);
    m = oracle.vct(patterns, attacker, 2'000'000);
    if (m != kNoPoint && !patterns.allowed(m, attacker)) return false;  // renju: a forbidden move
  }
  if (m == kNoPoint || board.at(m) != kEmpty) return false;
  std::vector<Point> theirs = five_points(board, defender, rule);
  if (!theirs.empty() && m != theirs[0]) return false;  // ignored the defender's five point
  board.place(m, attacker);
  bool won = true;
  if (!five_points(board, defender, rule).empty()) {
    won = false;
  } else {
    std::vector<Point> mine = five_points(board, attacker, rule);
    if (mine.size() < 2) {
      std::vector<Point> replies = mine.size() == 1 ? mine : empties(board);
      for (Point reply : replies) {
        board.place(reply, defender);
        won = checked_win(oracle, board, attacker, depth - 1, rule);
        board.remove(reply);
        if (!won) break;
      }
    }
  }
  board.remove(m);
  return won;
}

Board random_board(std::mt19937_64& rng, int size, int min_stones, int spread, Rule rule) {
  while (true) {
    Board board(size);
    std::uniform_int_distribution<int> coordinate(0, size - 1);
    int stones = min_stones + static_cast<int>(rng() % spread);
    for (int placed = 0; placed < stones;) {
      Point p = random_point(rng, coordinate);
      if (board.at(p) != kEmpty) continue;
      board.place(p, placed % 2 ? kWhite : kBlack);
      ++placed;
    }
    if (five_points(board, kBlack, rule).empty() && five_points(board, kWhite, rule).empty()) return board;
  }
}

TEST(ThreatProver, VcfAgreesWithABruteForceOnRandomPositions) {
  std::mt19937_64 rng(2026);
  ThreatProver fast(std::size_t(1) << 20);
  int wins = 0;
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard}) {
    for (int i = 0; i < 150; ++i) {
      Board board = random_board(rng, 9, 14, 14, rule);
      for (int fours = 1; fours <= 4; ++fours) {
        PatternBoard patterns(board, rule);
        fast.clear();
        std::vector<Point> line;
        bool found = fast.vcf(patterns, kBlack, 10'000'000, nullptr, &line, fours) != kNoPoint;
        Board copy = board;
        EXPECT_EQ(found, brute_force_vcf(copy, kBlack, rule, fours)) << rule_name(rule) << " fours " << fours << "\n"
                                                              << draw_position(board);
        EXPECT_EQ(patterns.board(), board);
        if (found && fours == 4) {
          ++wins;
          // The line is a real one: alternate stones, ending with a five for black.
          ASSERT_FALSE(line.empty());
          Board replay = board;
          for (std::size_t k = 0; k + 1 < line.size(); ++k) {
            ASSERT_EQ(replay.at(line[k]), kEmpty);
            replay.place(line[k], k % 2 ? kWhite : kBlack);
          }
          EXPECT_TRUE(makes_five(replay, line.back(), kBlack, rule)) << draw_position(board);
        }
      }
    }
  }
  EXPECT_GT(wins, 20);
}

TEST(ThreatProver, VcfAgreesWithTheMainSearchVcfOnLargerPositions) {
  std::mt19937_64 rng(77);
  ThreatProver fast;
  Search search(std::size_t(1) << 20);
  int wins = 0;
  for (int i = 0; i < 200; ++i) {
    Board board = random_board(rng, 15, 30, 30, Rule::kFreestyle);
    PatternBoard patterns(board, Rule::kFreestyle);
    for (Stone attacker : {kBlack, kWhite}) {
      if (patterns.count(opponent(attacker), kClassFive) > 0) continue;
      fast.clear();
      search.clear();
      bool found = fast.vcf(patterns, attacker, 50'000'000, nullptr, nullptr, 40) != kNoPoint;
      bool old = search.vcf(patterns, attacker, 40, 50'000'000) != kNoPoint;
      EXPECT_EQ(found, old) << draw_position(board);
      wins += found;
    }
  }
  EXPECT_GT(wins, 20);
}

TEST(ThreatProver, VctWinsSurviveEveryDefence) {
  std::mt19937_64 rng(13);
  ThreatProver fast(std::size_t(4) << 20);
  ThreatProver oracle(std::size_t(4) << 20);
  int wins = 0, positions = 0;
  while (positions < 120) {
    Board board = random_board(rng, 8, 8, 8, Rule::kFreestyle);
    ++positions;
    PatternBoard patterns(board, Rule::kFreestyle);
    if (patterns.count(kBlack, kClassFour) + patterns.count(kBlack, kClassFourThree) +
            patterns.count(kBlack, kClassFlexFour) > 0 &&
        fast.vcf(patterns, kBlack, 1'000'000) != kNoPoint)
      continue;  // the VCF has its own test: keep the wins that need threes
    std::vector<Point> line;
    Point move = fast.vct(patterns, kBlack, 5'000'000, nullptr, &line);
    EXPECT_EQ(patterns.board(), board);
    if (move == kNoPoint) continue;
    ++wins;
    EXPECT_FALSE(line.empty());
    Board copy = board;
    std::string shown;
    for (Point p : line) shown += point_label(board, p) + " ";
    EXPECT_TRUE(checked_win(oracle, copy, kBlack, 40)) << draw_position(board) << shown;
  }
  EXPECT_GT(wins, 10);
}

TEST(ThreatProver, RenjuVctWinsSurviveEveryDefence) {
  std::mt19937_64 rng(29);
  ThreatProver fast(std::size_t(4) << 20);
  ThreatProver oracle(std::size_t(4) << 20);
  int wins = 0;
  for (int i = 0; i < 100; ++i) {
    Board board = random_board(rng, 9, 12, 10, Rule::kRenju);
    if (board.stone_count() % 2) continue;  // black to move
    PatternBoard patterns(board, Rule::kRenju);
    if (fast.vcf(patterns, kBlack, 1'000'000) != kNoPoint) continue;  // keep the wins that need threes
    Point move = fast.vct(patterns, kBlack, 5'000'000);
    EXPECT_EQ(patterns.board(), board);
    if (move == kNoPoint) continue;
    ++wins;
    EXPECT_TRUE(patterns.allowed(move, kBlack));
    Board copy = board;
    EXPECT_TRUE(checked_win(oracle, copy, kBlack, 40, Rule::kRenju)) << draw_position(board);
  }
  EXPECT_GT(wins, 4);
}

// Every brute-force win by threats within two attacker moves (the defender trying every point)
// is found by the VCT.
bool brute_threats(Board& board, Stone attacker, int depth) {
  const Rule rule = Rule::kFreestyle;
  Stone defender = opponent(attacker);
  if (!five_points(board, attacker, rule).empty()) return true;
  if (depth <= 0) return false;
  std::vector<Point> theirs = five_points(board, defender, rule);
  if (theirs.size() >= 2) return false;
  for (Point m : theirs.empty() ? empties(board) : theirs) {
    PointThreat t = threat_at(board, m, attacker, rule);
    if (theirs.empty() && t.fours == 0 && t.threes == 0) continue;
    board.place(m, attacker);
    bool won = five_points(board, defender, rule).empty();
    if (won) {
      for (Point reply : empties(board)) {
        board.place(reply, defender);
        won = brute_threats(board, attacker, depth - 1);
        board.remove(reply);
        if (!won) break;
      }
    }
    board.remove(m);
    if (won) return true;
  }
  return false;
}

TEST(ThreatProver, VctFindsEveryShortBruteForceWin) {
  std::mt19937_64 rng(5);
  ThreatProver fast(std::size_t(4) << 20);
  int wins = 0;
  for (int i = 0; i < 120; ++i) {
    Board board = random_board(rng, 7, 8, 8, Rule::kFreestyle);
    Board copy = board;
    if (!brute_threats(copy, kBlack, 2)) continue;
    ++wins;
    PatternBoard patterns(board, Rule::kFreestyle);
    fast.clear();
    EXPECT_NE(fast.vct(patterns, kBlack, 20'000'000), kNoPoint) << draw_position(board);
  }
  EXPECT_GT(wins, 5);
}

TEST(ThreatProver, FindsADoubleThreeAndRenjuForbidsIt) {
  // Black to move: (7,7) makes two open threes (column 7 rows 5-6, row 7 columns 5-6).
  Board board = board_of(
      "...............\n...............\n...............\n...............\n...............\n"
      ".......X.......\n.......X.......\n.....XX........\n...............\n...............\n"
      "...............\n...............\n..O...........O\n...............\nO.............O\n");
  PatternBoard patterns(board, Rule::kFreestyle);
  ThreatProver search;
  std::vector<Point> line;
  EXPECT_EQ(search.vct(patterns, kBlack, 1'000'000, nullptr, &line), make_point(7, 7));
  ASSERT_FALSE(line.empty());  // no single defence: the line ends with the double three
  EXPECT_EQ(line.front(), make_point(7, 7));
  EXPECT_EQ(search.vcf(patterns, kBlack, 1'000'000), kNoPoint);  // no fours at all
  PatternBoard renju(board, Rule::kRenju);
  EXPECT_TRUE(renju.forbidden(make_point(7, 7)));
  search.clear();
  Point move = search.vct(renju, kBlack, 1'000'000, nullptr, &line);
  EXPECT_NE(move, make_point(7, 7));
}

TEST(ThreatProver, RenjuThreeWithForbiddenOpenFourPointsIsNoThreat) {
  // Black's row 7 (columns 5-7) looks like an open three, but both points that would make it an
  // open four are overlines on their columns: forbidden to black, so no threat in renju.
  Board board(15);
  for (int x : {5, 6, 7}) board.place(make_point(x, 7), kBlack);
  for (int column : {4, 8})
    for (int y : {4, 5, 6, 8, 9}) board.place(make_point(column, y), kBlack);
  for (auto [x, y] : std::vector<std::pair<int, int>>{{0, 0}, {14, 0}, {0, 14}, {14, 14}, {0, 2}, {14, 2},
                                                     {0, 12}, {14, 12}, {12, 0}, {12, 14}, {2, 14}, {2, 0}})
    board.place(make_point(x, y), kWhite);
  PatternBoard renju(board, Rule::kRenju);
  // White to move: under renju black threatens nothing (its open-four points are overlines,
  // and (6,6), a double four on the diagonals, is forbidden too), so white is free.
  std::vector<Point> answers;
  EXPECT_EQ(ThreatProver::defences(renju, kBlack, answers), -1);
  // Under the standard rule the same stones threaten an open four and a double four at once:
  // no single stone answers both.
  PatternBoard standard(board, Rule::kStandard);
  EXPECT_EQ(ThreatProver::defences(standard, kBlack, answers), 0);
  // With (6,6) taken by white, the row's open-four points are the threat, and each answer
  // leaves black none.
  standard.play(make_point(6, 6), kWhite);
  ASSERT_GT(ThreatProver::defences(standard, kBlack, answers), 0);
  for (Point p : answers) {
    standard.play(p, kWhite);
    EXPECT_EQ(standard.count(kBlack, kClassFlexFour), 0) << point_label(board, p);
    standard.undo();
  }
  EXPECT_NE(std::find(answers.begin(), answers.end(), make_point(4, 7)), answers.end());
  EXPECT_EQ(std::find(answers.begin(), answers.end(), make_point(11, 7)), answers.end());
  standard.undo();
  ThreatProver search;
  std::vector<Point> line;
  Point move = search.vct(renju, kBlack, 2'000'000, nullptr, &line);
  if (move != kNoPoint) {
    EXPECT_TRUE(renju.allowed(move, kBlack));
  }
}

TEST(ThreatProver, RenjuWhiteMayAnswerAThreeByMakingItsOpenFourPointForbidden) {
  // White to move. Black's one open-four point is I6; it has two open threes through it besides,
  // one of them not real, so I6 is allowed. White J8, off I6's lines, makes that three real and
  // I6 a double three: forbidden, so black threatens nothing. (Found by a random search.)
  Board board = board_of(
      "...............\n...............\n...............\n...OX......X...\n....X.X..O.....\n"
      ".....XOOO..X...\n.........X.....\n....OOX........\n...O.OXX.X.O...\n...O......XX...\n"
      "...OOO.X.X.....\n....O......X...\n...............\n...............\n...............\n");
  PatternBoard renju(board, Rule::kRenju);
  const Point i6 = make_point(8, 9), j8 = make_point(9, 7);
  ASSERT_EQ(point_label(board, i6), "I6");
  ASSERT_EQ(point_label(board, j8), "J8");
  ASSERT_EQ(renju.threat(kBlack, i6), kClassFlexFour);
  ASSERT_TRUE(renju.allowed(i6, kBlack));
  std::vector<Point> answers;
  ASSERT_GT(ThreatProver::defences(renju, kBlack, answers), 0);
  EXPECT_NE(std::find(answers.begin(), answers.end(), j8), answers.end()) << "the answer off the lines";
  // The literal rules agree: after J8, I6 is a double three.
  Board after = board;
  after.place(j8, kWhite);
  EXPECT_EQ(forbidden_kind(after, i6), Forbidden::kDoubleThree);
  ASSERT_TRUE(attacker_threatens(renju, kBlack));
  renju.play(j8, kWhite);
  EXPECT_FALSE(attacker_threatens(renju, kBlack));
  renju.undo();
  // Every answer the prover gives is one: black has no allowed open-four point left.
  for (Point p : answers) {
    renju.play(p, kWhite);
    bool white_four = renju.count(kWhite, kClassFive) > 0;
    EXPECT_TRUE(white_four || !attacker_threatens(renju, kBlack)) << point_label(board, p);
    renju.undo();
  }
}

TEST(ThreatProver, RenjuWhiteWinsWhenBlacksOnlyBlockIsForbidden) {
  // White's four on row 10 (columns 3-6, once it plays (6,10)) completes at (7,10) only (black
  // holds (2,10)); black holds column 7 at rows 8-9 and 11-13, so a black stone at (7,10) makes
  // six in a row: an overline, forbidden to black under renju.
  Board board(15);
  for (int x : {3, 4, 5}) board.place(make_point(x, 10), kWhite);
  board.place(make_point(2, 10), kBlack);
  for (int y : {8, 9, 11, 12, 13}) board.place(make_point(7, y), kBlack);
  for (auto [x, y] : std::vector<std::pair<int, int>>{{0, 0}, {14, 0}, {0, 14}})
    board.place(make_point(x, y), kWhite);
  // White to move (6 white, 6 black is black to move: add one black stone far away).
  board.place(make_point(14, 14), kBlack);
  PatternBoard renju(board, Rule::kRenju);
  ASSERT_FALSE(renju.allowed(make_point(7, 10), kBlack));
  ThreatProver search;
  std::vector<Point> line;
  EXPECT_EQ(search.vcf(renju, kWhite, 1'000'000, nullptr, &line), make_point(6, 10));
  ASSERT_EQ(line.size(), 2u);
  EXPECT_EQ(line[1], make_point(7, 10));
  // Freestyle: six is a five for black there, so white must first block (7,10) itself.
  PatternBoard freestyle(board, Rule::kFreestyle);
  search.clear();
  Point first = search.vcf(freestyle, kWhite, 1'000'000);
  EXPECT_TRUE(first == kNoPoint || first == make_point(7, 10)) << point_label(board, first);
}

TEST(ThreatProver, StopsAtTheNodeLimitAndRestoresTheBoard) {
  std::mt19937_64 rng(99);
  ThreatProver search;
  for (int i = 0; i < 20; ++i) {
    Board board = random_board(rng, 15, 40, 20, Rule::kFreestyle);
    PatternBoard patterns(board, Rule::kFreestyle);
    search.vct(patterns, kBlack, 50);
    EXPECT_LE(search.nodes(), 50u + 210u);  // a VCF probe may finish its last node
    EXPECT_EQ(patterns.board(), board);
    EXPECT_EQ(patterns.history().size(), 0u);
  }
}

TEST(ThreatProver, OddBoardsNeverBreakIt) {
  // Every board size, crowded boards (up to full), fives already on the board or to be made by
  // either side, both attackers and every rule: no crash, the board restored, and a move
  // returned is an empty point.
  std::mt19937_64 rng(3);
  ThreatProver prover(std::size_t(1) << 20);
  for (int size = kMinSize; size <= kMaxSize; ++size) {
    for (int fill : {0, 3, 6, 10}) {
      Board board(size);
      std::uniform_int_distribution<int> coordinate(0, size - 1);
      int stones = size * size * fill / 10;
      for (int placed = 0; placed < stones;) {
        Point p = random_point(rng, coordinate);
        if (board.at(p) != kEmpty) continue;
        board.place(p, placed++ % 2 ? kWhite : kBlack);
      }
      for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
        PatternBoard patterns(board, rule);
        for (Stone attacker : {kBlack, kWhite}) {
          std::vector<Point> line;
          Point vcf = prover.vcf(patterns, attacker, 20'000, nullptr, &line);
          if (vcf != kNoPoint) {
            EXPECT_EQ(board.at(vcf), kEmpty);
          }
          Point vct = prover.vct(patterns, attacker, 20'000, nullptr, &line);
          if (vct != kNoPoint) {
            EXPECT_EQ(board.at(vct), kEmpty);
          }
          std::vector<Point> answers;
          ThreatProver::defences(patterns, attacker, answers);
          for (Point p : answers) EXPECT_EQ(board.at(p), kEmpty);
          EXPECT_EQ(patterns.board(), board) << size << " " << fill << " " << rule_name(rule);
          EXPECT_EQ(patterns.history().size(), 0u);
        }
      }
    }
  }
}

}  // namespace
}  // namespace gg::gomoku
