// Renju forbidden points: the 17 public cases in data/gomoku/renju-forbidden.txt, hand
// cases, and a cross-check of the fast detector against a literal reading of the rules.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "gomoku/forbidden.h"
#include "gomoku/position.h"
#include "gomoku/boards.h"

namespace gg::gomoku {
namespace {

Board board_from_rows(const std::vector<std::string>& rows) {
  std::string text;
  for (const auto& row : rows) text += row + "\n";
  auto reader = LineReader::from_string(text);
  return read_position(reader);
}

char kind_digit(Forbidden kind) {
  switch (kind) {
    case Forbidden::kDoubleThree: return '3';
    case Forbidden::kDoubleFour: return '4';
    case Forbidden::kOverline: return '6';
    default: return '?';
  }
}

// ---- The public cases ------------------------------------------------------------------------

struct PublicCase {
  std::string id;
  std::vector<std::string> rows;
  std::set<std::string> expected;  // "x,y:k"
};

std::vector<PublicCase> read_public_cases() {
  std::ifstream in(std::string(GRIDGAMES_DATA) + "/gomoku/renju-forbidden.txt");
  EXPECT_TRUE(in.good()) << "cannot read renju-forbidden.txt";
  std::vector<PublicCase> cases;
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("case ", 0) == 0) {
      cases.push_back({line.substr(5), {}, {}});
    } else if (line == "board") {
      for (int i = 0; i < 15 && std::getline(in, line); ++i) cases.back().rows.push_back(line);
    } else if (line.rfind("forbidden ", 0) == 0) {
      std::istringstream fields(line.substr(10));
      std::size_t n = 0;
      fields >> n;
      std::string item;
      while (fields >> item) cases.back().expected.insert(item);
      EXPECT_EQ(cases.back().expected.size(), n) << cases.back().id;
    }
  }
  return cases;
}

TEST(RenjuForbidden, AllSeventeenPublicCases) {
  auto cases = read_public_cases();
  ASSERT_EQ(cases.size(), 17u);
  for (const auto& c : cases) {
    ASSERT_EQ(c.rows.size(), 15u) << c.id;
    Board board = board_from_rows(c.rows);
    std::set<std::string> found;
    for (const auto& f : forbidden_points(board))
      found.insert(std::to_string(x_of(f.point)) + "," + std::to_string(y_of(f.point)) + ":" +
                   kind_digit(f.kind));
    EXPECT_EQ(found, c.expected) << c.id;
  }
}

// ---- Hand-made cases -------------------------------------------------------------------------

// A 15 x 15 board with black stones at the given (x, y) and white at the others.
Board make_board(std::initializer_list<std::pair<int, int>> black,
                 std::initializer_list<std::pair<int, int>> white = {}) {
  Board board(15);
  for (auto [x, y] : black) board.place(make_point(x, y), kBlack);
  for (auto [x, y] : white) board.place(make_point(x, y), kWhite);
  return board;
}

TEST(RenjuForbidden, OverlineIsForbiddenButExactFiveWins) {
  Board board = make_board({{2, 7}, {3, 7}, {4, 7}, {6, 7}, {7, 7}});
  EXPECT_EQ(forbidden_kind(board, make_point(5, 7)), Forbidden::kOverline);
  // Five in one line with an overline in another: the five wins, so the point is allowed.
  Board both = make_board({{2, 7}, {3, 7}, {4, 7}, {6, 7}, {7, 7},  // row: would be six
                           {5, 3}, {5, 4}, {5, 5}, {5, 6}});       // column: exactly five
  EXPECT_EQ(forbidden_kind(both, make_point(5, 7)), Forbidden::kNone);
}

TEST(RenjuForbidden, DoubleFourOnOneLine) {
  Board board = make_board({{3, 7}, {5, 7}, {7, 7}, {9, 7}});
  // After (6,7): X.XXX.X -> fives at (4,7) and (8,7) with different stones: two fours.
  EXPECT_EQ(forbidden_kind(board, make_point(6, 7)), Forbidden::kDoubleFour);
  // A straight four is one four, not two.
  Board straight = make_board({{4, 7}, {5, 7}, {6, 7}});
  EXPECT_EQ(forbidden_kind(straight, make_point(7, 7)), Forbidden::kNone);
}

TEST(RenjuForbidden, DoubleThreeAndBlockedThree) {
  Board board = make_board({{5, 7}, {6, 7}, {7, 5}, {7, 6}});
  EXPECT_EQ(forbidden_kind(board, make_point(7, 7)), Forbidden::kDoubleThree);
  // White at one end of the row three: O X X X . . leaves only a closed four: no three there.
  Board blocked = make_board({{5, 7}, {6, 7}, {7, 5}, {7, 6}}, {{4, 7}});
  EXPECT_EQ(forbidden_kind(blocked, make_point(7, 7)), Forbidden::kNone);
  // Four-three is allowed.
  Board four_three = make_board({{4, 7}, {5, 7}, {6, 7}, {7, 5}, {7, 6}}, {{3, 7}});
  EXPECT_EQ(forbidden_kind(four_three, make_point(7, 7)), Forbidden::kNone);
}

TEST(RenjuForbidden, ThreeWhoseStraightFourPointsAreForbiddenIsNoThree) {
  // Black plays (7,7) making the column three (7,5..7) and the row three (5..7,7). The row's
  // straight-four points are (4,7) and (8,7); a black column through each makes a stone there
  // an overline, so the row three is false and (7,7) makes only one real three.
  Board board = make_board({{5, 7}, {6, 7}, {7, 5}, {7, 6},
                            {4, 4}, {4, 5}, {4, 6}, {4, 8}, {4, 9},
                            {8, 4}, {8, 5}, {8, 6}, {8, 8}, {8, 9}},
                           {{4, 3}, {4, 10}, {8, 3}, {8, 10}});
  Board with_centre = board;
  with_centre.place(make_point(7, 7), kBlack);
  EXPECT_EQ(forbidden_kind(with_centre, make_point(4, 7)), Forbidden::kOverline);
  EXPECT_EQ(forbidden_kind(with_centre, make_point(8, 7)), Forbidden::kOverline);
  EXPECT_EQ(forbidden_kind(board, make_point(7, 7)), Forbidden::kNone);
  // Without the columns the same row and column make a real double-three.
  Board plain = make_board({{5, 7}, {6, 7}, {7, 5}, {7, 6}});
  EXPECT_EQ(forbidden_kind(plain, make_point(7, 7)), Forbidden::kDoubleThree);
  // With one column gone, (8,7) is allowed again and the row is a three once more.
  Board one_side = make_board({{5, 7}, {6, 7}, {7, 5}, {7, 6}, {4, 4}, {4, 5}, {4, 6}, {4, 8}, {4, 9}},
                              {{4, 3}, {4, 10}});
  EXPECT_EQ(forbidden_kind(one_side, make_point(7, 7)), Forbidden::kDoubleThree);
}

// ---- Literal reference -----------------------------------------------------------------------
// The rules read word for word on a plain grid: place stones, walk lines, count. No tables.

struct Grid {
  int n;
  std::vector<int> cells;  // 0 empty, 1 black, 2 white
  explicit Grid(const Board& b) : n(b.size()), cells(n * n) {
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x) cells[y * n + x] = b.at(x, y);
  }
  int at(int x, int y) const { return x < 0 || y < 0 || x >= n || y >= n ? 3 : cells[y * n + x]; }
  void set(int x, int y, int v) { cells[y * n + x] = v; }
};
constexpr int kDx[4] = {1, 0, 1, 1}, kDy[4] = {0, 1, 1, -1};

// The black stones in the unbroken run through (x, y) along d, as steps from (x, y).
std::pair<int, int> run_bounds(const Grid& g, int x, int y, int d) {
  int lo = 0, hi = 0;
  while (g.at(x + (lo - 1) * kDx[d], y + (lo - 1) * kDy[d]) == 1) --lo;
  while (g.at(x + (hi + 1) * kDx[d], y + (hi + 1) * kDy[d]) == 1) ++hi;
  return {lo, hi};
}

// Every way one more black stone on this line makes exactly five including (x, y): the four
// stones used (as a set of steps), one entry per completing point.
std::vector<std::set<int>> five_completions(Grid& g, int x, int y, int d) {
  std::vector<std::set<int>> result;
  for (int k = -6; k <= 6; ++k) {
    int qx = x + k * kDx[d], qy = y + k * kDy[d];
    if (k == 0 || g.at(qx, qy) != 0) continue;
    g.set(qx, qy, 1);
    auto [lo, hi] = run_bounds(g, x, y, d);
    if (hi - lo + 1 == 5 && lo <= k && k <= hi) {
      std::set<int> stones;
      for (int i = lo; i <= hi; ++i)
        if (i != k) stones.insert(i);
      result.push_back(stones);
    }
    g.set(qx, qy, 0);
  }
  return result;
}

int fours_on_line(Grid& g, int x, int y, int d) {
  auto completions = five_completions(g, x, y, d);
  return static_cast<int>(std::set<std::set<int>>(completions.begin(), completions.end()).size());
}

// A straight four through (x, y): four stones that two different points complete to five.
bool straight_four_on_line(Grid& g, int x, int y, int d) {
  auto completions = five_completions(g, x, y, d);
  for (std::size_t i = 0; i < completions.size(); ++i)
    for (std::size_t j = i + 1; j < completions.size(); ++j)
      if (completions[i] == completions[j]) return true;
  return false;
}

Forbidden literal_forbidden(Grid& g, int x, int y);

// A three through (x, y): some allowed black stone on the line makes a straight four.
bool three_on_line(Grid& g, int x, int y, int d) {
  for (int k = -6; k <= 6; ++k) {
    int qx = x + k * kDx[d], qy = y + k * kDy[d];
    if (k == 0 || g.at(qx, qy) != 0) continue;
    g.set(qx, qy, 1);
    bool straight = straight_four_on_line(g, x, y, d);
    g.set(qx, qy, 0);
    if (straight && literal_forbidden(g, qx, qy) == Forbidden::kNone) return true;
  }
  return false;
}

Forbidden literal_forbidden(Grid& g, int x, int y) {
  g.set(x, y, 1);
  Forbidden answer = Forbidden::kNone;
  bool five = false, overline = false;
  for (int d = 0; d < 4; ++d) {
    auto [lo, hi] = run_bounds(g, x, y, d);
    five |= hi - lo + 1 == 5;
    overline |= hi - lo + 1 >= 6;
  }
  if (!five) {
    int fours = 0, threes = 0;
    for (int d = 0; d < 4; ++d) {
      int f = fours_on_line(g, x, y, d);
      fours += f;
      if (f == 0 && three_on_line(g, x, y, d)) ++threes;
    }
    if (overline) answer = Forbidden::kOverline;
    else if (fours >= 2) answer = Forbidden::kDoubleFour;
    else if (threes >= 2) answer = Forbidden::kDoubleThree;
  }
  g.set(x, y, 0);
  return answer;
}

TEST(RenjuForbidden, LiteralReferenceAgreesOnPublicCases) {
  for (const auto& c : read_public_cases()) {
    Board board = board_from_rows(c.rows);
    Grid grid(board);
    for (int y = 0; y < 15; ++y)
      for (int x = 0; x < 15; ++x)
        if (board.at(x, y) == kEmpty) {
          EXPECT_EQ(literal_forbidden(grid, x, y), forbidden_kind(board, make_point(x, y)))
              << c.id << " at " << x << "," << y;
        }
  }
}

TEST(RenjuForbidden, FastDetectorMatchesLiteralRulesOnRandomPositions) {
  std::mt19937_64 rng(20261130);
  const bool sanitized = std::getenv("GRIDGAMES_SANITIZED") != nullptr;
  const int positions = sanitized ? 150 : 1500;
  std::map<Forbidden, int> seen;
  for (int i = 0; i < positions; ++i) {
    int size = std::uniform_int_distribution<int>(9, 15)(rng);
    Board board(size);
    // Crowd stones into a small area so that threes and fours are common.
    int area = std::uniform_int_distribution<int>(5, size)(rng);
    int black = std::uniform_int_distribution<int>(4, area * area / 2)(rng);
    int white = std::uniform_int_distribution<int>(0, black / 2)(rng);
    std::uniform_int_distribution<int> coord(0, area - 1);
    for (int s = 0; s < black + white; ++s) {
      Point p = random_point(rng, coord);
      if (board.at(p) == kEmpty) board.place(p, s < black ? kBlack : kWhite);
    }
    Grid grid(board);
    for (int y = 0; y < size; ++y)
      for (int x = 0; x < size; ++x) {
        if (board.at(x, y) != kEmpty) continue;
        Forbidden fast = forbidden_kind(board, make_point(x, y));
        ASSERT_EQ(fast, literal_forbidden(grid, x, y))
            << "at " << x << "," << y << "\n" << draw_position(board);
        ++seen[fast];
      }
  }
  // The sample must exercise every kind, or the agreement says little.
  EXPECT_GT(seen[Forbidden::kDoubleThree], 20);
  EXPECT_GT(seen[Forbidden::kDoubleFour], 20);
  EXPECT_GT(seen[Forbidden::kOverline], 20);
}

}  // namespace
}  // namespace gg::gomoku
