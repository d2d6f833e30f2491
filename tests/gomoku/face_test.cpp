// The Gomoku face (gomoku/face.h): a match kept in step with its referee and engine, and the
// threat solver's stages and stop reasons.
#include "gomoku/face.h"

#include <gtest/gtest.h>

#include <random>

#include "gomoku/boards.h"
#include "gomoku/forbidden.h"
#include "gomoku/rules.h"

namespace gg::gomoku {
namespace {

TEST(GomokuFace, MatchPlaysJudgesAndUndoes) {
  Match match({9, Rule::kFreestyle});
  EXPECT_EQ(match.legal_moves().size(), 81u);
  EXPECT_FALSE(match.undo());
  EXPECT_TRUE(match.play(make_point(4, 4)));
  EXPECT_EQ(match.to_move(), kWhite);
  EXPECT_FALSE(match.play(make_point(4, 4))) << "an occupied point";
  EXPECT_FALSE(match.play(make_point(9, 0))) << "off the 9 x 9 board";
  EXPECT_FALSE(match.play(kNoPoint));
  EXPECT_EQ(match.moves().size(), 1u);
  ASSERT_TRUE(match.undo());
  EXPECT_EQ(match.to_move(), kBlack);
  EXPECT_EQ(match.board().at(4, 4), kEmpty);
  // Black makes five on the top row, white plays below it.
  for (int x = 0; x < 5; ++x) {
    ASSERT_FALSE(match.game_over());
    ASSERT_TRUE(match.play(make_point(x, 0)));
    if (x < 4) {
      ASSERT_TRUE(match.play(make_point(x, 1)));
    }
  }
  EXPECT_TRUE(match.game_over());
  EXPECT_EQ(match.ending(), Ending::kFive);
  EXPECT_EQ(match.winner(), kBlack);
  EXPECT_EQ(match.result(), 1);
  EXPECT_TRUE(match.legal_moves().empty());
  EXPECT_FALSE(match.play(make_point(8, 8))) << "the game is over";
  // The record reads back to the same moves.
  std::string text = write_referee_record(match.record());
  LineReader reader = LineReader::from_string(text);
  Record read = read_record(reader, 9);
  EXPECT_EQ(read.moves, match.moves());
  EXPECT_EQ(adjudicate(read, Rule::kFreestyle).winner, kBlack);
  // Undo reopens the game, and the engine answers on the board the referee sees.
  ASSERT_TRUE(match.undo());
  EXPECT_FALSE(match.game_over());
  ThinkLimits limits;
  limits.turn_ms = 50;
  ThinkInfo info = match.choose_move(limits);
  EXPECT_TRUE(match.play(info.move)) << "the engine's move is legal on the match's board";
}

Board position(const char* text) {
  LineReader reader = LineReader::from_string(text);
  return read_position(reader);
}

TEST(GomokuFace, SolveThreatsSaysWhyItStopped) {
  ThreatSearch search;  // no node limit, no time limit
  ThreatSolution found = solve_threats(position(kDoubleThree), Rule::kFreestyle, search);
  EXPECT_EQ(found.attacker, kBlack);
  EXPECT_TRUE(found.result.win);
  EXPECT_EQ(found.result.kind, ThreatKind::kVct);
  EXPECT_EQ(found.stopped, StopReason::kNone);

  search.vcf_only = true;
  ThreatSolution none = solve_threats(position(kDoubleThree), Rule::kFreestyle, search);
  EXPECT_FALSE(none.result.win);
  EXPECT_EQ(none.stopped, StopReason::kNone) << "searched to its depth: no VCF";

  search.vcf_only = false;
  search.budget.nodes = 20;
  ThreatSolution stopped = solve_threats(position(kDoubleThree), Rule::kFreestyle, search);
  EXPECT_FALSE(stopped.result.win);
  EXPECT_TRUE(stopped.result.limit_reached);
  EXPECT_EQ(stopped.stopped, StopReason::kNodes);
  EXPECT_GE(stopped.result.nodes, 20u);
}

// examples/gomoku-quiet.txt: black's only forced win is a VCT of twelve threats, one of whose
// threes stands away from the last stones, which the depth-limited VCT does not see.
const char* const kLongVct =
    "...............\n...............\n...............\n...............\n...............\n"
    "........X......\n......O...O....\n.......X.......\n....O....X.....\n.....X..O......\n"
    "...............\n...............\n...............\n...............\n...............\n";

// The line is a game the referee accepts: alternate moves on empty points from the attacker,
// none forbidden, no five before the last move, and the last one the attacker's five, or under
// renju black's block of white's five that is forbidden to it.
::testing::AssertionResult ends_in_five(Board board, Stone attacker, Rule rule, const std::vector<Point>& line) {
  if (line.empty()) return ::testing::AssertionFailure() << "an empty line";
  for (std::size_t i = 0; i < line.size(); ++i) {
    Stone mover = i % 2 == 0 ? attacker : opponent(attacker);
    Point p = line[i];
    const bool last = i + 1 == line.size();
    if (!board.contains(x_of(p), y_of(p)) || board.at(p) != kEmpty)
      return ::testing::AssertionFailure() << "move " << i << " is not an empty point";
    bool five = makes_five(board, p, mover, rule);
    if (rule == Rule::kRenju && mover == kBlack && !five && forbidden_kind(board, p) != Forbidden::kNone) {
      if (last && mover != attacker && makes_five(board, p, attacker, rule)) return ::testing::AssertionSuccess();
      return ::testing::AssertionFailure() << "move " << i << " is forbidden to black";
    }
    if (five != last)
      return ::testing::AssertionFailure() << "move " << i << (five ? " ends the game early" : " is not a five");
    if (five && mover != attacker) return ::testing::AssertionFailure() << "the defender makes five";
    board.place(p, mover);
  }
  return ::testing::AssertionSuccess();
}

TEST(GomokuFace, SolveThreatsFindsTheVctTheDepthLimitedSearchMisses) {
  ThreatSearch depth_limited;
  depth_limited.without_depth_limit = false;
  depth_limited.max_vct_depth = 6;
  ThreatSolution missed = solve_threats(position(kLongVct), Rule::kFreestyle, depth_limited);
  EXPECT_FALSE(missed.result.win);
  EXPECT_EQ(missed.stopped, StopReason::kNone);
  EXPECT_EQ(missed.result.vct_depth, 6);
  EXPECT_FALSE(missed.deep.ran);

  for (Rule rule : {Rule::kFreestyle, Rule::kStandard}) {
    ThreatSearch search;
    search.budget.nodes = 400'000;
    search.max_vct_depth = 6;
    ThreatSolution found = solve_threats(position(kLongVct), rule, search);
    ASSERT_TRUE(found.result.win) << rule_name(rule);
    EXPECT_EQ(found.result.kind, ThreatKind::kVct);
    EXPECT_TRUE(found.deep.ran);
    EXPECT_TRUE(found.deep.line_complete);
    EXPECT_GT(found.result.line.size(), 2u * 6 + 1) << "longer than the depth-limited search reaches";
    EXPECT_TRUE(ends_in_five(position(kLongVct), kBlack, rule, found.result.line));
    EXPECT_GE(found.result.nodes, found.deep.nodes + 1) << "every stage counted";
  }

  // Under renju the proof-number stage runs too; there black has no VCT at all (the stage
  // proves it in some 3 million nodes: the freestyle win does not carry over).
  ThreatSearch search;
  search.budget.nodes = 100'000;
  search.max_vct_depth = 6;
  ThreatSolution renju = solve_threats(position(kLongVct), Rule::kRenju, search);
  EXPECT_TRUE(renju.deep.ran);
  EXPECT_FALSE(renju.result.win);
  search.budget.nodes = 400'000;

  // The prover's own line stops at the threat no defence stops (19 moves here); solve_threats
  // finishes it with a reply and a new proof from there. So it does with a table too small to
  // keep the whole proof.
  search.budget.memory_bytes = 24 << 10;
  ThreatSolution small = solve_threats(position(kLongVct), Rule::kFreestyle, search);
  ASSERT_TRUE(small.result.win);
  EXPECT_TRUE(small.deep.line_complete);
  EXPECT_TRUE(ends_in_five(position(kLongVct), kBlack, Rule::kFreestyle, small.result.line));
}

TEST(GomokuFace, SolveThreatsProvesThatNoVctExists) {
  // One black stone, white to move: white has no threat at all.
  const char* one_stone =
      "...............\n...............\n...............\n...............\n...............\n"
      "...............\n...............\n.......X.......\n...............\n...............\n"
      "...............\n...............\n...............\n...............\n...............\n";
  ThreatSearch search;
  ThreatSolution none = solve_threats(position(one_stone), Rule::kFreestyle, search);
  EXPECT_FALSE(none.result.win);
  EXPECT_TRUE(none.deep.proven_none);
  EXPECT_EQ(none.stopped, StopReason::kNone);
  EXPECT_EQ(none.result.vct_depth, search.max_vct_depth) << "none at any depth: none within 8";

  // Out of budget in the proof-number stage after the depth-limited ones finished: those
  // depths stand, and the stage says why it stopped.
  search.budget.nodes = 1'000;
  search.max_vct_depth = 1;
  ThreatSolution undecided = solve_threats(position(kLongVct), Rule::kFreestyle, search);
  EXPECT_FALSE(undecided.result.win);
  EXPECT_EQ(undecided.stopped, StopReason::kNone);
  EXPECT_EQ(undecided.result.vct_depth, 1);
  EXPECT_TRUE(undecided.deep.ran);
  EXPECT_FALSE(undecided.deep.proven_none);
  EXPECT_EQ(undecided.deep.stopped, StopReason::kNodes);
  EXPECT_LE(undecided.result.nodes, 1'000u + 1);
}

// Random positions: the stages agree with the depth-limited search alone. Whatever it wins, the
// whole finds a win too; whatever the whole proves has no VCT, it does not win; and every line
// is a real game ending in the attacker's five.
TEST(GomokuFace, SolveThreatsAgreesWithTheDepthLimitedSearchOnRandomPositions) {
  std::mt19937_64 rng(20261204);
  std::uniform_int_distribution<int> coordinate(0, 10);
  for (Rule rule : {Rule::kFreestyle, Rule::kRenju}) {
    int deep_wins = 0, proven_none = 0;
    for (int i = 0; i < 40; ++i) {
      Board board(11);
      int stones = 10 + int(rng() % 16);
      for (int placed = 0; placed < stones;) {
        Point p = random_point(rng, coordinate);
        if (board.at(p) != kEmpty) continue;
        board.place(p, placed % 2 ? kWhite : kBlack);
        ++placed;
      }
      ThreatSearch limited, whole;
      limited.without_depth_limit = false;
      limited.max_vct_depth = whole.max_vct_depth = 4;
      limited.budget.nodes = whole.budget.nodes = 20'000;
      limited.budget.memory_bytes = whole.budget.memory_bytes = 1 << 20;
      ThreatSolution a = solve_threats(board, rule, limited);
      ThreatSolution b = solve_threats(board, rule, whole);
      if (a.already_won != kEmpty) continue;
      std::string shown = std::string(rule_name(rule)) + "\n" + draw_position(board);
      if (a.result.win) {
        EXPECT_TRUE(b.result.win) << shown;
      }
      if (b.deep.proven_none) {
        EXPECT_FALSE(a.result.win) << shown;
      }
      if (b.result.win) {
        EXPECT_TRUE(ends_in_five(board, b.attacker, rule, b.result.line)) << shown;
      }
      deep_wins += b.result.win && b.deep.ran;
      proven_none += b.deep.proven_none;
    }
    EXPECT_GT(deep_wins, 3) << rule_name(rule) << ": the proof-number stage was exercised";
    EXPECT_GT(proven_none, 10) << rule_name(rule);
  }
}

}  // namespace
}  // namespace gg::gomoku
