// The swap2 opening rule as the Gomocup manager plays it (SWAP2BOARD): the first player places
// three stones (black, white, black); the second then takes black ("swap"), stays white and
// plays the fourth stone, or places two more; with five stones the first player chooses again:
// take black (swap) or play the sixth stone as white.
//
// gridgames decides by searching the position with white to move: it plays on as white when
// white is not worse, and swaps otherwise (it never places the two extra stones). Its own three
// stones are the candidate opening whose search score is closest to even.
#pragma once

#include <vector>

#include "gomoku/engine.h"

namespace gg::gomoku {

struct Swap2Answer {
  bool swap = false;          // take black: the opponent plays next
  std::vector<Point> stones;  // else the stones to place (three to open, or the next move)
};

// `stones` in order (black first, alternating); 0, 3 or 5 of them. The engine's game is
// replaced (the manager sends BOARD afterwards). Uses about `limits`' time in all.
Swap2Answer swap2_answer(Engine& engine, const std::vector<Point>& stones, const ThinkLimits& limits);

}  // namespace gg::gomoku
