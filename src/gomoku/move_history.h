// The main search's history heuristic: which moves refuted the opponent's play elsewhere in the
// tree, per side and point, split as Rapfi splits it into attack moves (a three or more for the
// mover) and quiet ones: that a point's four refuted something says little about a quiet stone
// on the same point. A cut-off rewards its move and punishes the moves of its kind searched
// before it in vain, so an entry follows what happens now rather than summing the whole game.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>

#include "gomoku/board.h"

namespace gg::gomoku {

class MoveHistory {
 public:
  enum Kind { kAttack = 0, kQuiet = 1 };
  // Every entry stays within +-kLimit, whatever the updates (the "gravity" update below).
  static constexpr int kLimit = 10000;

  // The reward of a cut-off `depth` plies from the horizon (the punishment is its negative): the
  // size of the subtree it saved grows quickly with the depth, so does the reward, up to a cap
  // that keeps one deep cut-off from drowning everything else.
  static int bonus(int depth) { return std::clamp(32 * depth * depth + 64 * depth, 32, 8000); }

  // Moves the entry by `bonus`, less the nearer it already is to the bound on that side:
  // h += bonus - h |bonus| / kLimit, which keeps |h| <= kLimit when |bonus| <= kLimit.
  void update(Stone side, Kind kind, Point p, int bonus) {
    std::int32_t& h = table_[side - 1][kind][p];
    h += bonus - h * std::abs(bonus) / kLimit;
  }

  int at(Stone side, Kind kind, Point p) const { return table_[side - 1][kind][p]; }

  // The move ordering's share: an attack's entry counts twice a quiet one's (both well below a
  // killer at the bound: 78 and 39 against the killer's 60 and the point values' hundreds).
  int ordering_score(Stone side, Kind kind, Point p) const {
    return kind == kAttack ? at(side, kind, p) / 128 : at(side, kind, p) / 256;
  }

  // A new search of the game keeps a quarter of what the last one learnt.
  void age() {
    for (auto& side : table_)
      for (auto& kind : side)
        for (auto& h : kind) h /= 4;
  }

  void clear() {
    for (auto& side : table_)
      for (auto& kind : side) kind.fill(0);
  }

 private:
  std::array<std::array<std::array<std::int32_t, kCells>, 2>, 2> table_{};
};

}  // namespace gg::gomoku
