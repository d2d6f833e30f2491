// The Gomoku engine facade: a game under one rule, and a move choice within a time budget.
// Protocols (Gomocup brain, terminal play) are thin adapters over this class and never reach
// into the search.
//
// How a move is chosen: (1) a five if there is one; (2) the block of the opponent's five point;
// (3) a VCF, then a VCT (threat_prover.h: df-pn), both on the pattern board; (4) if the opponent
// would have a VCF or VCT were it to move, the move is critical: it gets more time, and the main
// search is limited to the moves that may refute that threat (the points of its line, the
// answers to its open three, own fours, points near its first threats, the best-ranked points),
// each kept only if a short VCF / VCT search finds no win for the opponent after it; (5)
// the main search's choice (iterative-deepening PVS over the pattern board, search.h) is then
// checked by the opponent's VCF and a deeper VCT; a refuted move is dropped and the search
// runs again, up to four times.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "gomoku/board.h"
#include "gomoku/rules.h"
#include "gomoku/search.h"
#include "gomoku/threat_prover.h"

namespace gg::gomoku {

struct ThinkLimits {
  std::int64_t turn_ms = 1000;     // for this move; <= 0 means "as fast as possible" (a few ms)
  std::int64_t match_ms = 0;       // the game clock (timeout_match); 0 = none
  std::int64_t match_left_ms = 0;  // time left on it; with match_ms 0, > 0 still means "timed"
  int max_depth = 40;              // main search depth cap
  std::uint64_t max_nodes = 0;     // main search node cap (0: none), for reproducible play
  // Threads of the main search (Lazy SMP, search.h), 1..Search::kMaxThreads; the threat searches
  // stay on one. With more than one, the choice may vary from run to run.
  int threads = 1;
  // Set by another thread to stop thinking at once (the best move so far is returned).
  const std::atomic<bool>* stop = nullptr;
};

struct ThinkInfo {
  Point move = kNoPoint;
  const char* reason = "";  // "five", "block", "vcf", "vct", "search", "opening"
  int depth = 0;            // completed main-search depth
  int score = 0;
  std::uint64_t nodes = 0;
  std::vector<Point> pv;    // expected continuation (first move included), when known
  bool critical = false;    // the opponent had a winning threat to answer
  std::int64_t budget_ms = 0;  // the hard time limit this move had
};

class Engine {
 public:
  // table_bytes: memory of the engine's tables: a quarter for the threat searches' (threat_prover.h), the rest for
  // the main search's transposition table (search.h).
  static constexpr std::size_t kDefaultTableBytes = std::size_t(24) << 20;
  explicit Engine(int size = 15, Rule rule = Rule::kFreestyle,
                  std::size_t table_bytes = kDefaultTableBytes);

  void new_game(int size, Rule rule);
  // New tables of `table_bytes` (as the constructor's), empty; the game is kept. Nothing
  // changes when the size is the same.
  void set_table_bytes(std::size_t table_bytes);
  std::size_t table_bytes() const { return table_bytes_; }
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
  std::size_t table_bytes_;
  std::unique_ptr<Search> search_;
  std::unique_ptr<ThreatProver> threats_;
};

}  // namespace gg::gomoku
