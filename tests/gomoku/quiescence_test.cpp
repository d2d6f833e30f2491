// The horizon's quiescence over fours (quiescence.h), against a plain minimax written here: no
// pruning, the plain board, the five points found by trying every point (the referee's check),
// renju's forbidden points by the exact check, and at every node a pattern board made afresh
// (not kept up to date move by move) for the static value, the threat classes and the choice of
// fours. With the whole window the two values must be equal; with a narrower one the alpha-beta
// value must bound the true value as a fail-soft search does.
#include <gtest/gtest.h>

#include "gomoku/boards.h"

#include <algorithm>
#include <random>
#include <utility>
#include <vector>

#include "gomoku/pattern_board.h"
#include "gomoku/quiescence.h"
#include "gomoku/sure_win.h"

namespace gg::gomoku {
namespace {

constexpr int kInfinity = kWinScore + 1;

int static_value(const PatternBoard& board, Stone s) { return board.value_sum(s) * 6 / 5 - board.value_sum(opponent(s)); }

struct Reference {
  Rule rule;
  int max_ply;

  // The fours narrow_fours.h's choice tries, from a fresh pattern board: every four, or the two
  // best on the lines through `last` within four points; best by class, point value, point.
  std::vector<Point> fours(const Board& board, Stone s, Point last) const {
    PatternBoard fresh(board, rule);
    std::vector<std::pair<int, Point>> scored;
    for (Point p : empties(board)) {
      bool on_lines = last == kNoPoint;
      for (int direction : kDirections)
        for (int k = -4; k <= 4; ++k)
          if (k != 0 && last != kNoPoint && p == last + k * direction) on_lines = true;
      if (on_lines && makes_four(fresh.threat(s, p))) scored.push_back({fresh.threat(s, p) * 1000 + fresh.value(s, p), p});
    }
    std::sort(scored.begin(), scored.end(),
              [](const auto& a, const auto& b) { return a.first != b.first ? a.first > b.first : a.second < b.second; });
    if (last != kNoPoint && scored.size() > 2) scored.resize(2);
    std::vector<Point> points;
    for (const auto& [score, p] : scored) points.push_back(p);
    return points;
  }

  int value(Board& board, Stone s, int ply, int fours_left, bool attacking, Point last) const {
    Stone o = opponent(s);
    if (!five_points(board, s, rule).empty()) return kWinScore - ply;
    std::vector<Point> blocks = five_points(board, o, rule);
    if (blocks.size() >= 2) return -(kWinScore - ply - 1);
    PatternBoard fresh(board, rule);
    if (blocks.size() == 1) {
      if (forbidden_for(board, blocks[0], s, rule)) return -(kWinScore - ply - 1);
      if (ply >= max_ply) return static_value(fresh, s);
      board.place(blocks[0], s);
      int v = -value(board, o, ply + 1, fours_left, !attacking, last);
      board.remove(blocks[0]);
      return v;
    }
    if (!attacking) return static_value(fresh, s);
    if (int plies = sure_win_plies(fresh, s)) return kWinScore - ply - (plies - 1);
    int best = static_value(fresh, s);
    if (fours_left <= 0 || ply >= max_ply) return best;
    for (Point m : fours(board, s, last)) {
      if (forbidden_for(board, m, s, rule)) continue;
      board.place(m, s);
      best = std::max(best, -value(board, o, ply + 1, fours_left - 1, false, m));
      board.remove(m);
    }
    return best;
  }
};

TEST(Quiescence, EqualsAPlainMinimaxAndBoundsItInANarrowWindow) {
  std::mt19937_64 rng(31);
  int positions = 0, wins = 0, losses = 0, improved = 0;
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
    for (int trial = 0; trial < 60; ++trial) {
      Board board = random_middle_board(rng, 22 + trial % 16);
      for (Stone s : {kBlack, kWhite}) {
        PatternBoard patterns(board, rule);
        if (patterns.count(s, kClassFive) > 0) continue;  // the search takes a five before its horizon
        ++positions;
        auto evaluate = [&](Stone side) { return static_value(patterns, side); };
        const int ply = 1 + trial % 3;
        for (int fours = 1; fours <= 3; fours += 2) {
          Reference reference{rule, trial % 5 == 0 ? ply + 3 : 120};
          Board scratch = board;
          int expected = reference.value(scratch, s, ply, fours, true, kNoPoint);
          std::uint64_t nodes = 0;
          int value = quiescence(patterns, s, -kInfinity, kInfinity, ply, fours, reference.max_ply, evaluate, nodes);
          ASSERT_EQ(value, expected) << rule_name(rule) << " fours " << fours << "\n" << draw_position(board);
          EXPECT_EQ(patterns.board(), board);
          EXPECT_GT(nodes, 0u);
          wins += value >= kWinThreshold;
          losses += value <= -kWinThreshold;
          improved += std::abs(value) < kWinThreshold && value > static_value(patterns, s);
          // A window around the true value, above it and below it.
          for (auto [alpha, beta] : {std::pair{expected - 40, expected + 40}, std::pair{expected + 1, expected + 60},
                                     std::pair{expected - 60, expected - 1}}) {
            int bounded = quiescence(patterns, s, alpha, beta, ply, fours, reference.max_ply, evaluate, nodes);
            if (bounded <= alpha) EXPECT_LE(expected, bounded);
            else if (bounded >= beta) EXPECT_GE(expected, bounded);
            else EXPECT_EQ(expected, bounded);
          }
        }
      }
    }
  }
  // The positions hold each kind of result (262 positions; of their 524 values 300 wins, 36
  // losses, 118 better than the static value without a win, with this seed).
  EXPECT_GE(positions, 250);
  EXPECT_GE(wins, 200);
  EXPECT_GE(losses, 20);
  EXPECT_GE(improved, 80);
}

// Hand-made: white, to move, has no four point (black's double three is only in the static
// value): the static value, from one node.
TEST(Quiescence, StandsPatWithoutFours) {
  Board board = board_of(kDoubleThree);
  PatternBoard patterns(board, Rule::kFreestyle);
  ASSERT_EQ(patterns.four_points(kWhite), 0);
  auto evaluate = [&](Stone side) { return static_value(patterns, side); };
  std::uint64_t nodes = 0;
  EXPECT_EQ(quiescence(patterns, kWhite, -kInfinity, kInfinity, 1, 5, 120, evaluate, nodes),
            static_value(patterns, kWhite));
  EXPECT_EQ(nodes, 1u);
}

}  // namespace
}  // namespace gg::gomoku
