// The pattern-board search: VCF lines replayed against the referee and cross-checked with the
// threat solver on random positions, forced answers (fives, fours, open threes), and the time
// plan (turn caps, game clock shares, never more than what is left).
#include <gtest/gtest.h>

#include "gomoku/boards.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <random>
#include <thread>

#include "gomoku/forbidden.h"
#include "gomoku/pattern_board.h"
#include "gomoku/position.h"
#include "gomoku/search.h"
#include "gomoku/solver.h"
#include "gomoku/state.h"
#include "gomoku/time_manager.h"

namespace gg::gomoku {
namespace {

// A VCF line: every attacker move but the last makes exactly one five point (a four), the
// defender's reply is that point, and the last attacker move is a five; or (renju) the line ends
// with black's only block, which is forbidden.
void expect_vcf_line(const Board& start, Stone attacker, Rule rule, const std::vector<Point>& line) {
  ASSERT_FALSE(line.empty());
  Board board = start;
  Stone defender = opponent(attacker);
  for (std::size_t i = 0; i < line.size(); ++i) {
    Point p = line[i];
    ASSERT_EQ(board.at(p), kEmpty) << "move " << i;
    if (i % 2 == 1) {
      // The defender's block: the attacker's five point.
      EXPECT_TRUE(makes_five(board, p, attacker, rule)) << "reply " << i << " is not the block";
      if (i + 1 == line.size()) {
        ASSERT_EQ(rule, Rule::kRenju);
        ASSERT_EQ(defender, kBlack);
        EXPECT_FALSE(makes_five(board, p, kBlack, rule));
        EXPECT_NE(forbidden_kind(board, p), Forbidden::kNone) << "the line ends on an allowed block";
        return;
      }
      board.place(p, defender);
      continue;
    }
    if (i + 1 == line.size()) {
      EXPECT_TRUE(makes_five(board, p, attacker, rule)) << "the line does not end with a five";
      return;
    }
    EXPECT_FALSE(makes_five(board, p, attacker, rule));
    if (rule == Rule::kRenju && attacker == kBlack) {
      EXPECT_EQ(forbidden_kind(board, p), Forbidden::kNone);
    }
    board.place(p, attacker);
    int five_points = 0;
    for (int y = 0; y < board.size(); ++y)
      for (int x = 0; x < board.size(); ++x)
        if (board.at(x, y) == kEmpty && makes_five(board, make_point(x, y), attacker, rule)) ++five_points;
    EXPECT_GE(five_points, 1) << "attacker move " << i << " is not a four";
  }
}

TEST(Vcf, AgreesWithTheThreatSolverOnRandomPositionsAndItsLinesWin) {
  std::mt19937_64 rng(77);
  Search search(std::size_t(1) << 20);
  ThreatSolver solver(std::size_t(1) << 20);
  int wins = 0;
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
    for (int trial = 0; trial < 40; ++trial) {
      Board board = random_middle_board(rng, 24 + trial % 16);
      for (Stone attacker : {kBlack, kWhite}) {
        // Positions where the defender already has a five point are outside VCF's question.
        PatternBoard patterns(board, rule);
        if (patterns.count(opponent(attacker), kClassFive) > 0) continue;
        std::vector<Point> line;
        Point first = search.vcf(patterns, attacker, 6, 10'000'000, &line);
        SolverLimits limits;
        limits.max_vcf_depth = 6;
        SolveResult reference = solver.solve(board, attacker, rule, limits, /*vcf_only=*/true);
        ASSERT_FALSE(reference.limit_reached);
        EXPECT_EQ(first != kNoPoint, reference.win) << rule_name(rule) << "\n" << draw_position(board);
        if (first != kNoPoint) {
          ++wins;
          EXPECT_EQ(first, line.front());
          expect_vcf_line(board, attacker, rule, line);
        }
      }
    }
  }
  EXPECT_GT(wins, 20);  // the random positions do contain wins to check
}

TEST(Vcf, FindsALongChainOfFoursInFewNodes) {
  // Black (to move) wins only by a long chain of fours (found among random positions): the
  // shortest win is 9 fours, 17 plies.
  Board board = board_of(
      "...............\n"
      "...............\n"
      "...............\n"
      "...O......OO...\n"
      "....X.....X....\n"
      "....O..........\n"
      "....OX.X..O....\n"
      "...............\n"
      "...X..O.OX.....\n"
      ".......XO......\n"
      "...X...X..O....\n"
      "......X........\n"
      "...............\n"
      "...............\n"
      "...............\n");
  PatternBoard patterns(board, Rule::kFreestyle);
  Search search(std::size_t(1) << 20);
  std::vector<Point> line;
  Point first = search.vcf(patterns, kBlack, 30, 1'000'000, &line);
  ASSERT_NE(first, kNoPoint);
  EXPECT_EQ(line.size(), 17u);
  EXPECT_LT(search.vcf_nodes(), 20'000u);
  expect_vcf_line(board, kBlack, Rule::kFreestyle, line);
  // The board is given back unchanged.
  EXPECT_EQ(patterns.board(), board);
}

TEST(MainSearch, TakesFivesBlocksFoursAndAnswersOpenThrees) {
  Search search(std::size_t(1) << 20);
  SearchLimits limits;
  limits.max_depth = 4;
  // White (to move) must block black's open three on row 7 (x 5..7): after its move black has
  // no point making an open four, or white made a four of its own.
  Board board = board_of(
      "...............\n...............\n...............\n...............\n...............\n"
      "...............\n...............\n.....XXX.......\n.........O.....\n...............\n"
      "...............\n...............\n.O.............\n...............\n...............\n");
  board.place(make_point(0, 0), kBlack);  // balance the counts: white to move
  PatternBoard patterns(board, Rule::kFreestyle);
  SearchResult result = search.run(patterns, kWhite, limits);
  ASSERT_NE(result.move, kNoPoint);
  patterns.play(result.move, kWhite);
  EXPECT_EQ(patterns.count(kBlack, kClassFlexFour), 0) << x_of(result.move) << "," << y_of(result.move);
  patterns.undo();
  // Black to move with its own four: it takes the five.
  patterns.play(make_point(8, 7), kBlack);
  patterns.play(make_point(4, 7), kWhite);  // blocks one end: black has XXXX. -> five at (9,7)
  result = search.run(patterns, kBlack, limits);
  EXPECT_EQ(result.move, make_point(9, 7));
  EXPECT_GE(result.score, kWinThreshold);
  // White to move instead must block (9,7).
  result = search.run(patterns, kWhite, limits);
  EXPECT_EQ(result.move, make_point(9, 7));
}

// The slow reference for the narrowed search: whether `attacker` (to move, freestyle) makes five
// within `plies` (odd) plies against every defence, by any move (wins_within) or by `move`
// (move_wins_within). The attacker's moves are the points within two of a stone (a subset: every
// win found is a real one); the defender's are every empty point.
bool wins_within(PatternBoard& board, Stone attacker, int plies);

bool move_wins_within(PatternBoard& board, Stone attacker, Point move, int plies) {
  Stone defender = opponent(attacker);
  // With three plies left the move must make a five point (no five point now: the last ply
  // needs one the block cannot take).
  if (plies == 3 && board.threat(attacker, move) < kClassFour) return false;
  board.play(move, attacker);
  bool win = board.count(defender, kClassFive) == 0;
  if (win && board.count(attacker, kClassFive) < 2) {
    Point block = board.find_five(attacker);  // a single five point must be taken
    for (int v = 0; v < board.size() && win; ++v)
      for (int u = 0; u < board.size() && win; ++u) {
        Point reply = make_point(u, v);
        if (board.at(reply) != kEmpty || (block != kNoPoint && reply != block)) continue;
        board.play(reply, defender);
        win = wins_within(board, attacker, plies - 2);
        board.undo();
      }
  }
  board.undo();
  return win;
}

bool wins_within(PatternBoard& board, Stone attacker, int plies) {
  Stone defender = opponent(attacker);
  if (board.count(attacker, kClassFive) > 0) return true;
  if (plies < 3 || board.count(defender, kClassFive) >= 2) return false;
  Point must = board.find_five(defender);  // the defender's five point: the only move that does not lose
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x) {
      Point m = make_point(x, y);
      if (board.at(m) != kEmpty || !board.near_stones(m) || (must != kNoPoint && m != must)) continue;
      if (move_wins_within(board, attacker, m, plies)) return true;
    }
  return false;
}

// Depth-5 searches by `search` on random positions (seeded) against the brute-force reference:
// every win within five plies the reference finds, the search finds, and every win within five
// plies the search claims, the reference confirms; the board is left as it was. `also(board,
// patterns, side, limits, result)` checks more after each search.
struct ReferenceCount {
  int positions = 0, wins = 0, claims = 0;
};
template <class Also>
ReferenceCount compare_with_reference(Search& search, std::uint64_t seed, int positions, Also also) {
  std::mt19937_64 rng(seed);
  ReferenceCount count;
  for (int trial = 0; trial < 10 * positions && count.positions < positions; ++trial) {
    Board board = random_middle_board(rng, 14 + trial % 16);
    PatternBoard patterns(board, Rule::kFreestyle);
    Stone side = board.stone_count() % 2 ? kWhite : kBlack;
    if (patterns.count(side, kClassFive) > 0 || patterns.count(opponent(side), kClassFive) > 0) continue;
    ++count.positions;
    bool reference = wins_within(patterns, side, 5);
    SearchLimits limits;
    limits.max_depth = 5;
    SearchResult result = search.run(patterns, side, limits);
    EXPECT_EQ(patterns.board(), board);
    if (reference) {
      ++count.wins;
      EXPECT_GE(result.score, kWinThreshold) << draw_position(board);
    }
    if (result.score >= kWinScore - 5) {  // a win within five plies claimed
      ++count.claims;
      EXPECT_TRUE(move_wins_within(patterns, side, result.move, 5))
          << "move " << x_of(result.move) << "," << y_of(result.move) << "\n" << draw_position(board);
    }
    also(board, patterns, side, limits, result);
  }
  return count;
}

TEST(MainSearch, TheNarrowedTreeKeepsEveryWinWithinFivePliesAndInventsNone) {
  // The search prunes late moves by remaining depth; a node where every move searched so far
  // loses searches on, and the side to move's winning threats are never pruned. So every win in
  // five plies that the brute-force reference finds, a depth-5 search finds too. And the other
  // way round, the narrowing (and the table, the reductions, the threat shortcuts) invents no
  // win: when the search claims one within five plies, the reference confirms its move. (These
  // random positions do not reach the case the "every move so far loses" guard of the width
  // check is for: ANodeWhoseSearchedMovesAllLoseSearchesBeyondTheWidth is built for it.)
  Search search(std::size_t(1) << 20);
  ReferenceCount count = compare_with_reference(search, 2026, 80, [](auto&&...) {});
  EXPECT_GE(count.positions, 80);
  EXPECT_GE(count.wins, 10);    // the random positions do hold wins to find
  EXPECT_GE(count.claims, 10);  // and wins claimed to check
}

// The width check's guard: a node whose moves searched so far all lose searches on beyond the
// width. Built so that the guard decides (19 x 19): white to move must block black's four on the
// top row, which keeps the depth, so black moves at ply 1 with one ply left, where the width is 4.
// White has a four-three point P (6,13); black has four double-three points (the L shapes), which
// the ordering puts first and which all lose to white's VCF through P, and no four. Only a quiet
// move such as P itself saves black. Without the guard the depth-1 search took the four losses
// for a proof and claimed a win for white.
TEST(MainSearch, ANodeWhoseSearchedMovesAllLoseSearchesBeyondTheWidth) {
  Board board = board_of(
      "XXXX...............\n"
      "...................\n"
      "..............XX...\n"
      "................X..\n"
      "................X..\n"
      ".XX................\n"
      "...X...............\n"
      "...X...............\n"
      "...................\n"
      ".............XX....\n"
      "...............X...\n"
      "......O........X...\n"
      "......O............\n"
      "..XOOO.............\n"
      "...................\n"
      "........XX.........\n"
      "..........X........\n"
      "..........X........\n"
      "...................\n");
  const Point block = make_point(4, 0), p = make_point(6, 13);
  const std::vector<Point> double_threes = {make_point(16, 2), make_point(3, 5), make_point(15, 9),
                                            make_point(10, 15)};
  PatternBoard patterns(board, Rule::kFreestyle);
  // The set-up, checked: after white's forced block, the ply-1 node is as described.
  patterns.play(block, kWhite);
  ASSERT_EQ(patterns.count(kBlack, kClassDoubleThree), 4);
  for (ThreatClass t : {kClassFour, kClassFourThree, kClassFlexFour, kClassFive}) ASSERT_EQ(patterns.count(kBlack, t), 0);
  ASSERT_EQ(patterns.threat(kWhite, p), kClassFourThree);
  ASSERT_EQ(patterns.count(kWhite, kClassFlexFour), 0);  // no open three: black is not "defending"
  // The ordering (2 own + the opponent's point value) puts the four double-three points first.
  std::vector<std::pair<int, Point>> ranked;
  for (Point q : empties(patterns.board()))
    if (patterns.near_stones(q)) ranked.push_back({2 * patterns.value(kBlack, q) + patterns.value(kWhite, q), q});
  std::sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  ASSERT_GE(ranked.size(), 5u);
  ASSERT_GT(ranked[3].first, ranked[4].first);
  for (int i = 0; i < 4; ++i)
    EXPECT_NE(std::find(double_threes.begin(), double_threes.end(), ranked[i].second), double_threes.end());
  // Each double three loses to white's VCF; P leaves white none.
  Search search(std::size_t(1) << 20);
  for (Point d : double_threes) {
    patterns.play(d, kBlack);
    EXPECT_NE(search.vcf(patterns, kWhite, 20, 100000), kNoPoint) << x_of(d) << "," << y_of(d);
    patterns.undo();
  }
  patterns.play(p, kBlack);
  EXPECT_EQ(search.vcf(patterns, kWhite, 20, 100000), kNoPoint);
  EXPECT_EQ(patterns.count(kWhite, kClassFour) + patterns.count(kWhite, kClassFourThree) +
                patterns.count(kWhite, kClassFlexFour),
            0);
  patterns.undo();
  patterns.undo();
  // The depth-1 search blocks, and claims no win for white.
  search.clear();
  SearchLimits limits;
  limits.max_depth = 1;
  SearchResult result = search.run(patterns, kWhite, limits);
  EXPECT_EQ(result.move, block);
  EXPECT_LT(result.score, kWinThreshold);
  EXPECT_EQ(patterns.board(), board);
}

// At the horizon an open three of the opponent's is answered, one ply more. So a depth-1 search
// sees that a double-three point wins when the opponent has no four to interpose (no single
// answer stops two open threes; the horizon's evaluation only scored it high), and the
// brute-force reference confirms each such win within five plies.
TEST(MainSearch, AnOpenThreeAtTheHorizonIsAnswered) {
  Search search(std::size_t(1) << 20);
  std::mt19937_64 rng(27);
  int positions = 0;
  for (int trial = 0; trial < 20000 && positions < 25; ++trial) {
    Board board = random_middle_board(rng, 10 + trial % 14);
    PatternBoard patterns(board, Rule::kFreestyle);
    Stone side = board.stone_count() % 2 ? kWhite : kBlack, other = opponent(side);
    // No five or four point on either side (so no open four or four-three either), and a
    // double-three point for the side to move.
    if (patterns.count(side, kClassFive) > 0 || patterns.count(other, kClassFive) > 0 ||
        patterns.four_points(side) > 0 || patterns.four_points(other) > 0 ||
        patterns.count(side, kClassDoubleThree) == 0)
      continue;
    ++positions;
    SearchLimits limits;
    limits.max_depth = 1;
    SearchResult result = search.run(patterns, side, limits);
    EXPECT_GE(result.score, kWinThreshold) << draw_position(board);
    EXPECT_TRUE(move_wins_within(patterns, side, result.move, 5))
        << "move " << x_of(result.move) << "," << y_of(result.move) << "\n" << draw_position(board);
    EXPECT_EQ(patterns.board(), board);
  }
  EXPECT_EQ(positions, 25);
}

// The defences against an open three found at a node are kept by position (and kept by clear(),
// which forgets everything else): a search whose table holds the defences of the very same
// searches, and of other positions, visits the same nodes and finds the same move and score as
// a fresh one. A defence set keyed without the side to move or the rule, or kept for a node it
// does not belong to, changes the tree.
TEST(MainSearch, DefencesKeptFromOtherSearchesChangeNothing) {
  std::mt19937_64 rng(36);
  std::vector<Board> boards;
  for (int i = 0; i < 8; ++i) boards.push_back(random_middle_board(rng, 8 + 2 * i));
  SearchLimits limits;
  limits.max_depth = 6;
  Search warm(std::size_t(1) << 20);
  for (Rule rule : {Rule::kFreestyle, Rule::kRenju})
    for (const Board& board : boards) {
      Stone side = board.stone_count() % 2 ? kWhite : kBlack;
      for (Stone s : {side, opponent(side)}) {  // both sides to move over the same stones
        PatternBoard patterns(board, rule);
        warm.run(patterns, s, limits);
      }
    }
  for (Rule rule : {Rule::kFreestyle, Rule::kRenju})
    for (const Board& board : boards) {
      Stone side = board.stone_count() % 2 ? kWhite : kBlack;
      for (Stone s : {side, opponent(side)}) {
        Search fresh(std::size_t(1) << 20);
        PatternBoard a(board, rule), b(board, rule);
        warm.clear();
        SearchResult expected = fresh.run(a, s, limits), got = warm.run(b, s, limits);
        EXPECT_EQ(got.nodes, expected.nodes) << "stones " << board.stone_count();
        EXPECT_EQ(got.move, expected.move);
        EXPECT_EQ(got.score, expected.score);
        EXPECT_EQ(got.depth, expected.depth);
      }
    }
}

TEST(MainSearch, StopsAtItsNodeLimitAndRestoresTheBoard) {
  std::mt19937_64 rng(3);
  Search search(std::size_t(1) << 20);
  for (int trial = 0; trial < 5; ++trial) {
    Board board = random_middle_board(rng, 20);
    PatternBoard patterns(board, Rule::kFreestyle);
    SearchLimits limits;
    limits.max_nodes = 5000;
    SearchResult result = search.run(patterns, kBlack, limits);
    EXPECT_LE(result.nodes, 5000u + 1024u);  // checked every 1024 nodes
    EXPECT_EQ(patterns.board(), board);
    if (result.move != kNoPoint) {
      EXPECT_EQ(board.at(result.move), kEmpty);
    }
  }
}

// Lazy SMP: the helpers store into the main thread's table, so what they store must be as true as
// what it stores itself, and a slot read while another thread writes it must not pass. With three
// threads the depth-5 search still finds every win within five plies the brute-force reference
// finds, claims none the reference does not confirm, leaves the board as it was, and counts the
// helpers' nodes with its own.
TEST(MainSearch, LazySmpThreadsKeepEveryWinAndInventNone) {
  Search search(std::size_t(1) << 20);
  search.set_threads(3);
  ASSERT_EQ(search.threads(), 3);
  Search single(std::size_t(1) << 20);
  int more_nodes = 0;
  ReferenceCount count = compare_with_reference(
      search, 2027, 40, [&](const Board& board, PatternBoard& patterns, Stone side, const SearchLimits& limits,
                            const SearchResult& result) {
        single.clear();
        SearchResult alone = single.run(patterns, side, limits);
        if (result.nodes > alone.nodes) ++more_nodes;
        // No move only where the root is lost at once (no defence), as for one thread.
        EXPECT_EQ(result.move == kNoPoint, alone.move == kNoPoint) << draw_position(board);
        if (result.move != kNoPoint) {
          EXPECT_EQ(board.at(result.move), kEmpty);
        }
      });
  EXPECT_GE(count.positions, 40);
  EXPECT_GE(count.wins, 5);
  EXPECT_GE(count.claims, 5);
  EXPECT_GT(more_nodes, 0);  // the helpers' nodes are counted
}

TEST(MainSearch, ThreadsAreClampedAndAStopFlagEndsThemAll) {
  Search search(std::size_t(1) << 20);
  search.set_threads(0);
  EXPECT_EQ(search.threads(), 1);
  search.set_threads(2);
  EXPECT_EQ(search.threads(), 2);
  std::mt19937_64 rng(5);
  Board board = random_middle_board(rng, 20);
  PatternBoard patterns(board, Rule::kFreestyle);
  // No depth, node or time limit: only the flag ends the search, and run() joins its helpers.
  std::atomic<bool> stop{false};
  SearchLimits limits;
  limits.max_depth = 60;
  limits.stop = &stop;
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    stop = true;
  });
  SearchResult result = search.run(patterns, kBlack, limits);
  stopper.join();
  EXPECT_EQ(patterns.board(), board);
  ASSERT_NE(result.move, kNoPoint);
  EXPECT_EQ(board.at(result.move), kEmpty);
  EXPECT_GE(result.depth, 1);
  search.set_threads(1);
  EXPECT_EQ(search.threads(), 1);
  SearchLimits quick;
  quick.max_depth = 2;
  EXPECT_NE(search.run(patterns, kBlack, quick).move, kNoPoint);
}

TEST(TimePlan, StaysWithinTheTurnAndTheGameClock) {
  // Turn limit only: most of it (at least 3/4 from 500 ms on), never all of it.
  for (std::int64_t turn : {1, 50, 100, 500, 1000, 5000, 86'400'000}) {
    TimePlan plan = plan_time({turn, 0, 0}, 20, 205, false);
    EXPECT_LE(plan.hard_ms, std::max<std::int64_t>(5, turn - turn / 10 - 20)) << turn;  // a margin
    EXPECT_LE(plan.soft_ms, plan.hard_ms);
    if (turn >= 500) {
      EXPECT_GE(plan.hard_ms, turn * 3 / 4);
    }
  }
  // As fast as possible.
  EXPECT_LE(plan_time({0, 0, 0}, 10, 215, false).hard_ms, 10);
  // A game clock: a share that grows as the game goes on, more when critical, never more than
  // a fifth of what is left, and nothing that could run the clock out.
  std::int64_t previous = 0;
  for (int stones = 0; stones <= 200; stones += 20) {
    TimePlan plan = plan_time({30'000, 60'000, 30'000}, stones, 225 - stones, false);
    EXPECT_GE(plan.hard_ms, previous);
    previous = plan.hard_ms;
    EXPECT_LE(plan.hard_ms, 30'000 / 5);
    TimePlan critical = plan_time({30'000, 60'000, 30'000}, stones, 225 - stones, true);
    EXPECT_GE(critical.soft_ms, plan.soft_ms);
    EXPECT_LE(critical.hard_ms, 30'000 / 5);
  }
  // An opening move under a 60 s clock plans on about 20 moves to come: 2.9 s, no new iteration
  // after 2 s (not 1/70th of the clock, nor 1/30th as until the forty-second session).
  TimePlan opening = plan_time({30'000, 60'000, 60'000}, 4, 221, false);
  EXPECT_GE(opening.soft_ms, 1'900);
  EXPECT_LE(opening.soft_ms, 2'100);
  EXPECT_GE(opening.hard_ms, 3 * 2'800);
  for (std::int64_t left : {0, 1, 10, 100, 1000}) {
    TimePlan plan = plan_time({30'000, 60'000, left}, 40, 185, true);
    EXPECT_LE(plan.hard_ms, std::max<std::int64_t>(2, left / 2)) << left;
  }
  // The turn limit still caps a long game clock.
  EXPECT_LE(plan_time({200, 600'000, 600'000}, 10, 215, true).hard_ms, 170);
}

TEST(TimePlan, ALongGameNeverRunsTheClockOut) {
  // A game played to the last point, every move using all of its hard limit plus the overhead
  // the plan reserves for it, critical or not: the clock must last, from any clock that can
  // pay every move its least cost. (Before the per-move reserve the clock shrank by a fifth a
  // move once the plan expected 8 more moves, and ran out around the 170th stone.)
  for (int size : {15, 20})
    for (std::int64_t clock : {5'000, 10'000, 60'000, 180'000, 900'000})
      for (int pattern = 0; pattern < 3; ++pattern) {
        std::int64_t left = clock;
        int cells = size * size;
        for (int stones = 4 + (pattern == 2); stones < cells; stones += 2) {
          bool critical = pattern == 1 || (pattern == 2 && stones % 6 == 1);
          TimePlan plan = plan_time({clock, clock, left}, stones, cells - stones, critical);
          ASSERT_LE(plan.soft_ms, plan.hard_ms);
          left -= plan.hard_ms + kMoveOverheadMs;
          ASSERT_GE(left, 0) << "size " << size << ", clock " << clock << ", pattern " << pattern << ", stones "
                             << stones;
        }
      }
  // And it is no miser: a 60 s game still gets over a second a move at its start, and most of
  // its clock over a game of 100 stones.
  EXPECT_GE(plan_time({60'000, 60'000, 60'000}, 4, 221, false).soft_ms, 1000);
  std::int64_t left = 60'000;
  for (int stones = 4; stones < 104; stones += 2) left -= plan_time({60'000, 60'000, left}, stones, 225 - stones, false).hard_ms;
  EXPECT_LE(left, 30'000);
}

}  // namespace
}  // namespace gg::gomoku
