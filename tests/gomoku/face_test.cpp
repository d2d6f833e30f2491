// The Gomoku face (gomoku/face.h): a match kept in step with its referee and engine, and the
// threat solver's stop reasons.
#include "gomoku/face.h"

#include <gtest/gtest.h>

#include "gomoku/boards.h"

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

}  // namespace
}  // namespace gg::gomoku
