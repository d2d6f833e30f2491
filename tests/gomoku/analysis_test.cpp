// Every move's value (analysis.h): wins on the spot first, losses to an open three found, renju
// forbidden points marked and not searched, the candidates exactly the points near stones, a
// fixed node limit giving the same answer twice, and a stop that says why.
#include <gtest/gtest.h>

#include "gomoku/boards.h"

#include <algorithm>
#include <atomic>
#include <set>

#include "core/progress.h"
#include "gomoku/analysis.h"
#include "gomoku/forbidden.h"
#include "gomoku/search.h"

namespace gg::gomoku {
namespace {

// Black's open three on row 7 (x 5..7), a white stone near it; black (one stone more) at a
// corner so that white is to move.
Board open_three_board() {
  Board board = board_of(
      "...............\n...............\n...............\n...............\n...............\n"
      "...............\n...............\n.....XXX.......\n.........O.....\n...............\n"
      "...............\n...............\n.O.............\n...............\n...............\n");
  board.place(make_point(0, 0), kBlack);
  return board;
}

const MoveValue* find_move(const MoveAnalysis& analysis, Point p) {
  for (const MoveValue& m : analysis.moves)
    if (m.move == p) return &m;
  return nullptr;
}

// The candidates by brute force: empty points with a stone within two points in both axes.
std::set<Point> points_near_stones(const Board& board) {
  std::set<Point> points;
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x) {
      if (board.at(x, y) != kEmpty) continue;
      bool near = false;
      for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx)
          if (board.contains(x + dx, y + dy) && board.at(x + dx, y + dy) != kEmpty) near = true;
      if (near) points.insert(make_point(x, y));
    }
  return points;
}

TEST(MoveAnalysis, AFiveIsAWinOnTheSpotAndComesFirst) {
  // Black (to move) has four in a row on row 7 with both ends open: two fives.
  Board board = board_of(
      "...............\n...............\n...............\n...............\n...............\n"
      "...............\n...............\n.....XXXX......\n.....OOO.......\n...............\n"
      "...............\n...............\n...............\n...............\n...............\n");
  AnalysisLimits limits;
  limits.depth = 2;
  MoveAnalysis analysis = analyze_moves(board, Rule::kFreestyle, kBlack, limits);
  ASSERT_GE(analysis.moves.size(), 2u);
  std::set<Point> first_two = {analysis.moves[0].move, analysis.moves[1].move};
  EXPECT_EQ(first_two, (std::set<Point>{make_point(4, 7), make_point(9, 7)}));
  EXPECT_EQ(analysis.moves[0].score, kWinScore - 1);
  EXPECT_TRUE(is_proven(analysis.moves[0].score));
  EXPECT_EQ(analysis.stopped, StopReason::kNone);
}

TEST(MoveAnalysis, QuietMovesLoseToAnOpenThreeAndTheBlocksDoNot) {
  Board board = open_three_board();
  AnalysisLimits limits;
  limits.depth = 4;
  MoveAnalysis analysis = analyze_moves(board, Rule::kFreestyle, kWhite, limits);
  // Every point near a stone is valued, once, and nothing else.
  std::set<Point> valued;
  for (const MoveValue& m : analysis.moves) EXPECT_TRUE(valued.insert(m.move).second);
  EXPECT_EQ(valued, points_near_stones(board));
  EXPECT_TRUE(std::is_sorted(analysis.moves.begin(), analysis.moves.end(),
                             [](const MoveValue& a, const MoveValue& b) { return a.score > b.score; }));
  // Blocking either end keeps the game going.
  for (Point block : {make_point(4, 7), make_point(8, 7)}) {
    const MoveValue* m = find_move(analysis, block);
    ASSERT_NE(m, nullptr);
    EXPECT_FALSE(is_proven(m->score) && m->score < 0) << "block at x " << x_of(block);
  }
  // A quiet move beside the lone white stone lets black make an open four: a proven loss.
  const MoveValue* quiet = find_move(analysis, make_point(2, 11));
  ASSERT_NE(quiet, nullptr);
  EXPECT_TRUE(is_proven(quiet->score));
  EXPECT_LT(quiet->score, 0);
  // The best move is not a loss.
  EXPECT_GT(analysis.moves.front().score, -kWinThreshold);
}

TEST(MoveAnalysis, RenjuForbiddenPointsAreMarkedNotSearched) {
  Board board = board_of(
      "..........X....\n..........X....\n....X.....X....\n..X.X....X.XXXX\n.X..X.....X....\n"
      "X...O..........\n...............\n...XX.XXX......\n...............\n...............\n"
      ".........X..X..\n.X........X....\n.X.X......X....\n...X...........\n...............\n");
  AnalysisLimits limits;
  limits.depth = 1;
  limits.nodes_per_move = 2000;
  MoveAnalysis analysis = analyze_moves(board, Rule::kRenju, kBlack, limits);
  std::set<Point> expected;
  for (const ForbiddenPoint& f : forbidden_points(board))
    if (points_near_stones(board).count(f.point)) expected.insert(f.point);
  ASSERT_FALSE(expected.empty());
  std::set<Point> marked;
  bool seen_forbidden = false;
  for (const MoveValue& m : analysis.moves) {
    if (m.forbidden) {
      marked.insert(m.move);
      EXPECT_EQ(m.depth, 0);
      seen_forbidden = true;
    } else {
      EXPECT_FALSE(seen_forbidden) << "forbidden points come last";
    }
  }
  EXPECT_EQ(marked, expected);
  // Under freestyle the same points are ordinary moves.
  MoveAnalysis free = analyze_moves(board, Rule::kFreestyle, kBlack, limits);
  for (const MoveValue& m : free.moves) EXPECT_FALSE(m.forbidden);
  // A node limit too small for a first iteration leaves no move out.
  AnalysisLimits tiny = limits;
  tiny.depth = 3;
  tiny.nodes_per_move = 1;
  MoveAnalysis starved = analyze_moves(board, Rule::kRenju, kBlack, tiny);
  EXPECT_EQ(starved.moves.size(), analysis.moves.size());
  EXPECT_EQ(starved.stopped, StopReason::kNone);
}

TEST(MoveAnalysis, ANodeLimitGivesTheSameAnswerEveryTime) {
  Board board = open_three_board();
  AnalysisLimits limits;
  limits.depth = 5;
  limits.nodes_per_move = 1000;
  MoveAnalysis a = analyze_moves(board, Rule::kFreestyle, kWhite, limits);
  MoveAnalysis b = analyze_moves(board, Rule::kFreestyle, kWhite, limits);
  ASSERT_EQ(a.moves.size(), b.moves.size());
  for (std::size_t i = 0; i < a.moves.size(); ++i) {
    EXPECT_EQ(a.moves[i].move, b.moves[i].move);
    EXPECT_EQ(a.moves[i].score, b.moves[i].score);
    EXPECT_EQ(a.moves[i].depth, b.moves[i].depth);
  }
  EXPECT_EQ(a.nodes, b.nodes);
  EXPECT_GT(a.nodes, 0u);
}

TEST(MoveAnalysis, AReplyWithNoDefenceIsALossNotAStop) {
  // After black's I7 (x 8, y 8) white has no defence the search can name: its root answers a
  // loss without a move. That once ended the analysis as if its time had run out (there was no
  // time limit) and left the other moves unvalued.
  Board board = board_of(
      "...............\n...............\n...............\n...............\n...........O...\n"
      ".........O.X...\n...............\n.......XOX.....\n...............\n......O..X.....\n"
      "...............\n...............\n...............\n...............\n...............\n");
  AnalysisLimits limits;
  limits.depth = 2;
  limits.nodes_per_move = 3000;
  MoveAnalysis analysis = analyze_moves(board, Rule::kFreestyle, kBlack, limits);
  EXPECT_EQ(analysis.stopped, StopReason::kNone);
  ASSERT_FALSE(analysis.moves.empty());
  EXPECT_EQ(analysis.moves.front().move, make_point(8, 8));
  EXPECT_TRUE(is_proven(analysis.moves.front().score) && analysis.moves.front().score > 0);
  EXPECT_EQ(analysis.moves.size(), points_near_stones(board).size());  // every candidate valued
}

TEST(MoveAnalysis, EmptyBoardHasTheCentreAndAFullOneNothing) {
  Board empty(15);
  MoveAnalysis analysis = analyze_moves(empty, Rule::kStandard, kBlack, AnalysisLimits{});
  ASSERT_EQ(analysis.moves.size(), 1u);
  EXPECT_EQ(analysis.moves[0].move, make_point(7, 7));
  Board full(5);
  // A full 5 x 5 board without five in a row: columns of two colours in a 2-2-1 stripe.
  for (int y = 0; y < 5; ++y)
    for (int x = 0; x < 5; ++x) full.place(make_point(x, y), ((x + 2 * (y % 2) + y / 2) % 4) < 2 ? kBlack : kWhite);
  EXPECT_TRUE(analyze_moves(full, Rule::kFreestyle, kBlack, AnalysisLimits{}).moves.empty());
}

TEST(MoveAnalysis, AStopSaysWhy) {
  Board board = open_three_board();
  std::atomic<bool> stop{true};
  AnalysisLimits limits;
  limits.stop = &stop;
  MoveAnalysis stopped = analyze_moves(board, Rule::kFreestyle, kWhite, limits);
  EXPECT_EQ(stopped.stopped, StopReason::kInterrupted);
  EXPECT_TRUE(stopped.moves.empty());
  gg::set_interrupted(true);
  MoveAnalysis interrupted = analyze_moves(board, Rule::kFreestyle, kWhite, AnalysisLimits{});
  gg::set_interrupted(false);
  EXPECT_EQ(interrupted.stopped, StopReason::kInterrupted);
  AnalysisLimits timed;
  timed.depth = 30;
  timed.seconds = 1e-6;
  MoveAnalysis late = analyze_moves(board, Rule::kFreestyle, kWhite, timed);
  EXPECT_EQ(late.stopped, StopReason::kSeconds);
  EXPECT_LT(late.moves.size(), points_near_stones(board).size());
}

}  // namespace
}  // namespace gg::gomoku
