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

// Kept on the game clock for every move the side may still have to play (half the empty
// points): what a move costs beyond its thinking (the pipe's round trip, a loaded machine
// holding the process back, the steps before the search looks at the clock). Thinking only a
// fraction of what lies beyond that reserve can then never run the clock out, however long the
// game. Without it the clock shrank by a fixed fraction a move, and two games were lost on
// time under a 60 s clock, 174 and 201 moves after the opening (bench/RESULTS.md, "Gomoku:
// the 60 s clock again, and a clock that cannot run out").
constexpr std::int64_t kMoveOverheadMs = 10;
// The hard limit of a move played as fast as possible (nothing left beyond the reserve).
constexpr std::int64_t kLeastThinkMs = 2;

// stones: stones on the board; empties: empty points left; critical: the opponent has a
// winning threat to answer.
TimePlan plan_time(const ClockSettings& clock, int stones, int empties, bool critical);

}  // namespace gg::gomoku
