// The Gomoku engine facade: a game under one rule, and a move choice within a time budget.
// Protocols (Gomocup brain, terminal play) are thin adapters over this class and never reach
// into the search.
//
// How a move is chosen: (1) a five if there is one; (2) the block of the opponent's only five
// point; (3) a VCF, then a VCT from the threat solver, each with a slice of the time; (4) else
// if the opponent would have a VCF or VCT were it to move, only moves after which it has none
// (as far as a quick search sees) are considered; (5) iterative-deepening alpha-beta over the best-ranked candidate points (a pattern evaluation:
// room to grow on every line, plus the strongest threat each side can make), with forced
// replies to fours searched alone.
#pragma once

#include <chrono>
#include <cstdint>
#include <vector>

#include "gomoku/board.h"
#include "gomoku/rules.h"
#include "gomoku/solver.h"

namespace gg::gomoku {

struct ThinkLimits {
  int turn_ms = 1000;   // for this move; <= 0 means "as fast as possible" (a few ms)
  int match_left_ms = 0;  // time left in the game; 0 = unlimited
  int max_depth = 12;   // alpha-beta depth cap
};

struct ThinkInfo {
  Point move = kNoPoint;
  const char* reason = "";  // "five", "block", "vcf", "vct", "search", "opening"
  int depth = 0;            // completed alpha-beta depth
  int score = 0;
  std::uint64_t nodes = 0;
};

class Engine {
 public:
  // table_bytes: memory of the threat solver's table (solver.h); the engine has no other table.
  static constexpr std::size_t kDefaultTableBytes = std::size_t(6) << 20;
  explicit Engine(int size = 15, Rule rule = Rule::kFreestyle,
                  std::size_t table_bytes = kDefaultTableBytes);

  void new_game(int size, Rule rule);
  void set_rule(Rule rule) { rule_ = rule; }
  Rule rule() const { return rule_; }
  const Board& board() const { return board_; }
  // Black when both colours have as many stones, else white.
  Stone to_move() const { return to_move_; }
  const std::vector<Point>& history() const { return history_; }

  // Places a stone for the side to move; false (nothing changed) if p is not an empty point.
  bool play(Point p);
  // Places a stone of a given colour (setting up a position); false if p is not empty.
  bool place(Point p, Stone colour);
  // Takes back the last stone; false if there is none.
  bool undo();

  // Chooses a move for the side to move (does not play it). kNoPoint only on a full board.
  ThinkInfo think(const ThinkLimits& limits);

 private:
  Board board_;
  Rule rule_;
  Stone to_move_ = kBlack;
  std::vector<Point> history_;
  ThreatSolver solver_;
};

}  // namespace gg::gomoku
