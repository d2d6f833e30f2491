#include "gomoku/time_manager.h"

#include <algorithm>

namespace gg::gomoku {

TimePlan plan_time(const ClockSettings& clock, int stones, int empties, bool critical) {
  // "As fast as possible": a few milliseconds, enough for the forced answers and a shallow look.
  if (clock.turn_ms <= 0) return {3, 8};
  // The turn limit minus a margin for the round trip and a loaded machine (a busy 2-core
  // machine can hold a process back for 100 ms, and c-gomoku-cli allows 3 s beyond the limit):
  // 10% and 20 ms, so a 1 s turn thinks at most 880 ms, a 500 ms turn 430 ms and a 100 ms turn
  // 70 ms. (15% and 30 ms, 395 ms of a 500 ms turn, left PentaZen the longer thinker.)
  std::int64_t turn_cap = std::max<std::int64_t>(5, clock.turn_ms - clock.turn_ms * 10 / 100 - 20);
  std::int64_t target = turn_cap;
  std::int64_t hard = turn_cap;
  if (clock.match_ms > 0) {
    // Keep a reserve so that the clock never runs out (2%, and the overhead and least thinking
    // of every move the side may still have to play), then share the rest over the moves
    // expected to remain: about 20 own moves early on, one fewer every 8 stones, never fewer
    // than 8. With nothing beyond the reserve, a move is played as fast as possible.
    // Rapfi plans on 22 moves. Planning on 30, one fewer every 4 stones, the brain thought about
    // 2.0 s a move over its first five under a 60 s clock; on 20, one fewer every 8, about 15%
    // longer, and that plan scored better against both anchors in freestyle and in standard
    // (bench/RESULTS.md, "Gomoku: standard at 0.5 s, and the 60 s clock shared over fewer
    // moves").
    std::int64_t left = std::max<std::int64_t>(0, clock.left_ms);
    std::int64_t moves_possible = std::max(1, (empties + 1) / 2);
    std::int64_t reserve =
        std::min<std::int64_t>(left, 50 + left / 50 + (kMoveOverheadMs + kLeastThinkMs) * moves_possible);
    std::int64_t usable = left - reserve;
    int moves_left = std::max(8, 20 - stones / 8);
    target = std::min(turn_cap, usable / moves_left);
    if (critical) target = std::min(turn_cap, target * 2);
    // A search never takes more than a fifth of what remains, nor more than three targets.
    hard = std::min({turn_cap, usable / 5, std::max<std::int64_t>(target * 3, 5)});
    target = std::min(target, hard);
    return {std::max<std::int64_t>(1, target * 7 / 10), std::max(kLeastThinkMs, hard)};
  }
  // Only a turn limit: it is this move's to use. No new iteration after 80% of it (an iteration
  // costs about twice the one before; one cut short by the hard limit still counts for the
  // root moves it finished). At 70% the brain used under half of its turns on average.
  return {std::max<std::int64_t>(1, target * 8 / 10), std::max<std::int64_t>(2, hard)};
}

}  // namespace gg::gomoku
