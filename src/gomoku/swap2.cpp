#include "gomoku/swap2.h"

#include <cstdlib>

namespace gg::gomoku {

namespace {

// White's view of the position after `stones`, white to move, with the move it would play.
ThinkInfo white_view(Engine& engine, const std::vector<Point>& stones, const ThinkLimits& limits) {
  engine.new_game(engine.board().size(), engine.rule());
  Stone colour = kBlack;
  for (Point p : stones) {
    engine.place(p, colour);
    colour = opponent(colour);
  }
  return engine.think(limits);
}

}  // namespace

Swap2Answer swap2_answer(Engine& engine, const std::vector<Point>& stones, const ThinkLimits& limits) {
  Swap2Answer answer;
  int size = engine.board().size();
  int c = size / 2;
  if (stones.empty()) {
    // Black, white, black near the centre; small shapes where neither side starts with much.
    static constexpr int kCandidates[][6] = {{0, 0, 1, 0, 0, 2},  {0, 0, 1, 1, 2, 0},  {0, 0, 1, -1, -1, 2},
                                             {0, 0, 2, 1, 1, 2},  {0, 0, 1, 0, 2, 2},  {0, 0, -1, 1, 2, 1}};
    ThinkLimits each = limits;
    each.turn_ms = limits.turn_ms > 0 ? std::max<std::int64_t>(10, limits.turn_ms / 8) : 0;
    each.match_ms = each.match_left_ms = 0;
    int best = -1, best_score = 0;
    for (int i = 0; i < 6; ++i) {
      const int* k = kCandidates[i];
      std::vector<Point> opening = {make_point(c + k[0], c + k[1]), make_point(c + k[2], c + k[3]),
                                    make_point(c + k[4], c + k[5])};
      int score = std::abs(white_view(engine, opening, each).score);
      if (best < 0 || score < best_score) best = i, best_score = score;
      if (limits.stop && limits.stop->load()) break;
    }
    const int* k = kCandidates[best];
    answer.stones = {make_point(c + k[0], c + k[1]), make_point(c + k[2], c + k[3]), make_point(c + k[4], c + k[5])};
  } else {
    ThinkLimits half = limits;
    half.turn_ms = limits.turn_ms > 0 ? std::max<std::int64_t>(10, limits.turn_ms / 2) : 0;
    half.match_ms = half.match_left_ms = 0;
    ThinkInfo info = white_view(engine, stones, half);
    // White to move and not worse than a little behind: stay white and play; else take black.
    if (info.move != kNoPoint && info.score >= -30) answer.stones = {info.move};
    else answer.swap = true;
  }
  engine.new_game(size, engine.rule());
  return answer;
}

}  // namespace gg::gomoku
