// The move-by-move review (review.h): each move's value and the best one from one analysis, the
// losses summed per player, passes left out, an illegal record refused before any search, and
// a stop that keeps the moves reviewed before it.
#include <gtest/gtest.h>

#include <atomic>

#include "core/errors.h"
#include "othello/engine.h"
#include "othello/review.h"

namespace gg::othello {
namespace {

// f5 d6 c3 d3 c4 from the start.
GgfGame opening() {
  GgfGame game = standard_ggf_game();
  bool black = true;
  for (const char* move : {"f5", "d6", "c3", "d3", "c4"}) {
    game.moves.push_back({black, parse_ggf_square(move), std::nullopt, std::nullopt});
    black = !black;
  }
  return game;
}

TEST(OthelloReview, EachMoveIsValuedByTheAnalysisOfThePositionBeforeIt) {
  Engine engine(4);
  engine.set_depth(4);
  GameReview review = review_game(engine, opening());
  ASSERT_EQ(review.moves.size(), 5u);
  EXPECT_FALSE(review.stopped);
  int loss[2] = {0, 0};
  Engine replay(4);
  replay.set_depth(4);
  replay.new_game();
  for (const ReviewedMove& m : review.moves) {
    EXPECT_EQ(m.player, replay.board().to_move);
    EXPECT_EQ(m.loss, m.best_value - m.played_value);
    EXPECT_GE(m.loss, 0);
    loss[m.player] += m.loss;
    replay.play(m.move);
  }
  EXPECT_EQ(review.loss[kBlack], loss[kBlack]);
  EXPECT_EQ(review.loss[kWhite], loss[kWhite]);
  EXPECT_EQ(review.moves[0].number, 1);
  EXPECT_EQ(review.moves[0].legal_moves, 4);  // the four opening moves, of equal value
  EXPECT_EQ(review.moves[0].loss, 0);
}

TEST(OthelloReview, AnIllegalMoveIsRefusedBeforeAnySearch) {
  GgfGame game = opening();
  game.moves.push_back({false, parse_ggf_square("a1"), std::nullopt, std::nullopt});
  Engine engine(4);
  int calls = 0;
  EXPECT_THROW(review_game(engine, game, 7, [&](int, int) { ++calls; }), InputError);
  EXPECT_EQ(calls, 0);
}

TEST(OthelloReview, AStopKeepsTheMovesBefore) {
  Engine engine(4);
  engine.set_depth(4);
  std::atomic<bool> stop{false};
  engine.limits().stop = &stop;
  GameReview review = review_game(engine, opening(), 0, [&](int done, int total) {
    EXPECT_EQ(total, 5);
    if (done == 3) stop = true;
  });
  EXPECT_TRUE(review.stopped);
  EXPECT_EQ(review.moves.size(), 3u);
}

}  // namespace
}  // namespace gg::othello
