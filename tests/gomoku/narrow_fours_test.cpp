// The horizon's choice of fours (narrow_fours.h) against a brute force on the plain board: a
// four point is an empty point where a stone leaves a five point, by the referee's five check.
// With no previous four the choice must be every such point, best first; after one, the best two
// such points on its lines within four points.
#include <gtest/gtest.h>

#include "gomoku/boards.h"

#include <algorithm>
#include <random>
#include <vector>

#include "gomoku/narrow_fours.h"
#include "gomoku/pattern_board.h"

namespace gg::gomoku {
namespace {

// The empty points where a stone of s leaves s a five point.
std::vector<Point> brute_force_fours(Board& board, Stone s, Rule rule) {
  std::vector<Point> fours;
  for (Point p : empties(board)) {
    board.place(p, s);
    if (!five_points(board, s, rule).empty()) fours.push_back(p);
    board.remove(p);
  }
  return fours;
}

bool on_lines_of(Point p, Point last) {
  for (int direction : kDirections)
    for (int k = -4; k <= 4; ++k)
      if (k != 0 && p == last + k * direction) return true;
  return false;
}

TEST(NarrowFours, EveryFourFirstThenTheBestTwoOnTheLinesOfTheLast) {
  std::mt19937_64 rng(2026);
  int positions = 0, with_fours = 0, narrowed = 0;
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
    for (int trial = 0; trial < 50; ++trial) {
      Board board = random_middle_board(rng, 20 + trial % 18);
      for (Stone s : {kBlack, kWhite}) {
        PatternBoard patterns(board, rule);
        if (patterns.count(s, kClassFive) > 0) continue;  // the horizon asks without one
        ++positions;
        auto score = [&](Point p) { return patterns.threat(s, p) * 1000 + patterns.value(s, p); };
        auto better = [&](Point a, Point b) { return score(a) != score(b) ? score(a) > score(b) : a < b; };
        std::vector<Point> expected = brute_force_fours(board, s, rule);
        std::sort(expected.begin(), expected.end(), better);
        FourList fours;
        std::size_t count = narrow_fours(patterns, s, kNoPoint, fours);
        ASSERT_EQ(std::vector<Point>(fours.begin(), fours.begin() + count), expected)
            << rule_name(rule) << "\n" << draw_position(board);
        with_fours += !expected.empty();

        // After a four at each of s's stones (as if it were the last one).
        for (int y = 0; y < board.size(); ++y)
          for (int x = 0; x < board.size(); ++x) {
            Point last = make_point(x, y);
            if (board.at(last) != s) continue;
            std::vector<Point> near;
            for (Point p : expected)
              if (on_lines_of(p, last)) near.push_back(p);
            if (near.size() > 2) near.resize(2), ++narrowed;
            count = narrow_fours(patterns, s, last, fours);
            EXPECT_EQ(std::vector<Point>(fours.begin(), fours.begin() + count), near)
                << rule_name(rule) << " after " << x << "," << y << "\n" << draw_position(board);
          }
      }
    }
  }
  // With this seed: 237 positions, 199 with fours to choose from, and 1,091 (position, stone)
  // pairs with more than two of them on the stone's lines.
  EXPECT_GE(positions, 220);
  EXPECT_GE(with_fours, 150);
  EXPECT_GE(narrowed, 500);
}

}  // namespace
}  // namespace gg::gomoku
