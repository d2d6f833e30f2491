// Victory by continuous threats (VCT) on the pattern board: the attacker plays only fours and
// threes; the defender must answer each.
//
// At a defender's node: the attacker's five point must be blocked (two cannot be); against a
// three (the attacker has a point making an open four, or a double four), the defender may play
// exactly the moves after which the attacker has no such point left (tried one by one on the
// lines through those points), or a four of its own (the attacker must then block, and the three
// still stands). A renju black three whose open-four points are all forbidden is no threat; a
// black defender never plays a forbidden point. So each defence set is the real one, not a
// superset: wins found are wins, and no VCT within the depth is missed for lack of a defence
// tried (the set is complete for everything on the threat's lines).
//
// Depth counts attacker moves (threats and forced blocks alike). Iterative deepening finds short
// wins first; a table stores proven failures by depth and wins.
#pragma once

#include <cstdint>
#include <vector>

#include "gomoku/pattern_board.h"
#include "gomoku/search.h"

namespace gg::gomoku {

class Vct {
 public:
  explicit Vct(std::size_t table_bytes = std::size_t(2) << 20);

  // The first move of a VCT for `attacker` (to move on `board`) within `max_depth` attacker
  // moves, or kNoPoint (none, or a limit reached: see limit_reached()). `line` (optional)
  // receives one winning line: attacker's move, defender's reply, ..., the five. Stops after
  // `max_nodes` nodes, or at limits' hard time / stop flag. The board is restored.
  Point solve(PatternBoard& board, Stone attacker, int max_depth, std::uint64_t max_nodes,
              const SearchLimits* limits = nullptr, std::vector<Point>* line = nullptr);
  std::uint64_t nodes() const { return nodes_; }
  bool limit_reached() const { return stopper_.stopped(); }
  // Forgets the table (a new game).
  void clear();

 private:
  bool attack(int depth, Point* winning_move);
  bool defend(int depth, Point* refutation);
  // Whether the attacker has a point making an open four or double four (renju black: allowed).
  bool attacker_threatens();
  bool budget_exhausted();

  HashTable<std::uint64_t> table_;  // key (high bits) | depth (low 7 bits) | win (bit 7)
  PatternBoard* board_ = nullptr;
  Stone attacker_ = kBlack, defender_ = kWhite;
  const SearchLimits* limits_ = nullptr;
  std::uint64_t nodes_ = 0;
  Stopper stopper_;  // nodes, the limits' time and stop flag, Ctrl-C
};

}  // namespace gg::gomoku
