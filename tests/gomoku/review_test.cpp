// The move-by-move review (review.h): the kinds of move from the analysis of each position, the
// move played valued wherever it is, the game's end respected, and a stop that keeps the moves
// reviewed before it.
#include <gtest/gtest.h>

#include <atomic>
#include <vector>

#include "core/line_reader.h"
#include "gomoku/review.h"

namespace gg::gomoku {
namespace {

Record record_of(const char* moves) {
  LineReader reader = LineReader::from_string(moves);
  return read_record(reader, 15);
}

AnalysisLimits shallow() {
  AnalysisLimits limits;
  limits.depth = 2;
  limits.nodes_per_move = 20000;
  return limits;
}

TEST(GomokuReview, KindsFollowTheProvenValues) {
  // h8-k8 against g8: white's a3 leaves the four (losing), black's a4 does not take l8 (missed
  // win), white's l8 is then the one move that does not lose (forced).
  std::vector<int> done;
  GameReview review = review_game(record_of("h8 g8 i8 a1 j8 a2 k8 a3 a4 l8"), Rule::kFreestyle, shallow(),
                                  [&](int d, int total) {
                                    EXPECT_EQ(total, 10);
                                    done.push_back(d);
                                  });
  ASSERT_EQ(review.moves.size(), 10u);
  EXPECT_FALSE(review.stopped);
  EXPECT_EQ(done.front(), 0);
  EXPECT_EQ(done.back(), 10);  // the last call says the review is done
  EXPECT_EQ(review.moves[7].kind, MoveKind::kLosing);
  EXPECT_EQ(review.moves[7].player, kWhite);
  EXPECT_EQ(review.moves[7].best.move, make_point(11, 7));  // l8
  EXPECT_EQ(review.moves[8].kind, MoveKind::kMissedWin);
  EXPECT_EQ(review.moves[9].kind, MoveKind::kForced);
  EXPECT_EQ(review.mistakes[0], 1);
  EXPECT_EQ(review.mistakes[1], 1);
  for (const ReviewedMove& m : review.moves) EXPECT_LE(m.played.score, m.best.score) << m.number;
  EXPECT_STREQ(move_kind_name(MoveKind::kMissedWin), "missed_win");
}

TEST(GomokuReview, RenjuBlacksForbiddenMoveIsLosing) {
  // Black's k8 makes six in a row (h8..m8 with l8 and m8 first): forbidden under renju, the
  // game's deciding move; black had other moves.
  GameReview review = review_game(record_of("h8 a1 i8 a3 j8 a5 l8 a7 m8 a9 k8"), Rule::kRenju, shallow());
  ASSERT_EQ(review.moves.size(), 11u);
  EXPECT_EQ(review.verdict.ending, Ending::kForbidden);
  EXPECT_TRUE(review.moves[10].played.forbidden);
  EXPECT_EQ(review.moves[10].kind, MoveKind::kLosing);
}

TEST(GomokuReview, AStopKeepsTheMovesBefore) {
  std::atomic<bool> stop{false};
  AnalysisLimits limits = shallow();
  limits.stop = &stop;
  GameReview review = review_game(record_of("h8 h9 i8 i9 j8"), Rule::kFreestyle, limits, [&](int done, int) {
    if (done == 2) stop = true;
  });
  EXPECT_TRUE(review.stopped);
  EXPECT_EQ(review.reviewable, 5);
  EXPECT_EQ(review.moves.size(), 2u);
}

}  // namespace
}  // namespace gg::gomoku
