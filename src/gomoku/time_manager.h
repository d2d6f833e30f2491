// How long to think for one move, from the Gomocup clock settings.
//
// A move gets a share of the game's remaining time that grows as fewer moves are expected to
// remain, more when the position is critical (the opponent threatens), and never more than the
// turn limit minus a safety margin (the manager's clock includes the pipe round trip and the
// machine may be loaded), nor so much that the game clock could run out.
#pragma once

#include <cstdint>

namespace gg::gomoku {

struct ClockSettings {
  std::int64_t turn_ms = 5000;   // INFO timeout_turn; <= 0: as fast as possible
  std::int64_t match_ms = 0;     // INFO timeout_match; 0: no game clock
  std::int64_t left_ms = 0;      // INFO time_left (meaningful with a game clock)
};

struct TimePlan {
  std::int64_t soft_ms;  // no new search iteration starts after this
  std::int64_t hard_ms;  // every search stops here: the move is sent right after
};

// stones: stones on the board; critical: the opponent has a winning threat to answer.
TimePlan plan_time(const ClockSettings& clock, int stones, bool critical);

}  // namespace gg::gomoku
