#include "othello/review.h"

#include <algorithm>
#include <atomic>

#include "core/progress.h"

namespace gg::othello {

GameReview review_game(Engine& engine, const GgfGame& game, std::size_t line,
                       const std::function<void(int done, int total)>& progress) {
  // Replaying the record first checks every move (and inserts the passes a record may omit)
  // before any time goes into analysis.
  engine.set_game(game, line);
  const std::vector<int> moves = engine.moves();
  engine.new_game(Board::from_colors(game.black, game.white, game.black_to_move ? kBlack : kWhite));

  GameReview review;
  review.reviewable = static_cast<int>(std::count_if(moves.begin(), moves.end(), [](int m) { return m != kPass; }));
  auto asked_to_stop = [&engine] {
    const std::atomic<bool>* stop = engine.limits().stop;
    return gg::interrupted() || (stop && stop->load(std::memory_order_relaxed));
  };
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (moves[i] == kPass) {
      engine.play(kPass);
      continue;
    }
    if (progress) progress(static_cast<int>(review.moves.size()), review.reviewable);
    if (asked_to_stop()) {
      review.stopped = true;
      break;
    }
    SearchResult result = engine.analyze();
    review.nodes += result.nodes;
    auto played = std::find_if(result.moves.begin(), result.moves.end(),
                               [&](const MoveScore& m) { return m.move == moves[i]; });
    // Cut short by Ctrl-C, or (with a node or time limit) before the move was valued: what was
    // reviewed before stays.
    if ((result.stopped && asked_to_stop()) || played == result.moves.end() || result.moves.empty()) {
      review.stopped = true;
      break;
    }
    ReviewedMove reviewed;
    reviewed.number = static_cast<int>(i) + 1;
    reviewed.player = engine.board().to_move;
    reviewed.move = moves[i];
    reviewed.played_value = played->score;
    reviewed.best_move = result.moves.front().move;
    reviewed.best_value = result.moves.front().score;
    reviewed.loss = std::max(0, reviewed.best_value - reviewed.played_value);
    reviewed.exact = result.exact;
    reviewed.depth = result.depth;
    reviewed.legal_moves = static_cast<int>(result.moves.size());
    reviewed.nodes = result.nodes;
    review.loss[reviewed.player] += reviewed.loss;
    if (reviewed.loss > 0) ++review.mistakes[reviewed.player];
    review.moves.push_back(reviewed);
    engine.play(moves[i]);
  }
  if (progress && !review.stopped) progress(static_cast<int>(review.moves.size()), review.reviewable);
  return review;
}

}  // namespace gg::othello
