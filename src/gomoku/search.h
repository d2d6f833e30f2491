// The main search over the incremental pattern board: principal-variation alpha-beta with a
// transposition table, iterative deepening, killer, counter-move and history ordering (the
// history split into attacks and quiet moves, move_history.h), candidate moves from the threat
// classes (a five is taken, the opponent's five point blocked without spending depth, an
// opponent's open three answered only by defences or own fours), and a fast VCF
// (victory by continuous fours) with its own table, used at the root and for threat detection.
// With threads (set_threads), Lazy SMP: helper threads search the same position on their own
// boards, killers and history, one ply deeper every other helper, and share the table; the
// main thread's result is the answer, reached sooner through what the helpers stored.
//
// Scores are from the side to move's view; kWinScore - n means a forced win n plies away.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/hash_table.h"
#include "core/stop.h"
#include "gomoku/move_history.h"
#include "gomoku/pattern_board.h"
#include "gomoku/search_table.h"

namespace gg::gomoku {

class ThreatProver;

constexpr int kWinScore = 30000;
constexpr int kWinThreshold = kWinScore - 1000;  // scores beyond this are proven results

struct SearchLimits {
  using Clock = std::chrono::steady_clock;
  // No new iteration starts after `soft`; the search stops at `hard` (or at `stop`).
  Clock::time_point soft = Clock::time_point::max();
  Clock::time_point hard = Clock::time_point::max();
  std::uint64_t max_nodes = 0;  // 0: unlimited
  int max_depth = 40;
  const std::atomic<bool>* stop = nullptr;
  // Searched at the root when not empty (other moves are ignored).
  std::vector<Point> root_moves;
};

// A list of points on the stack (search nodes allocate nothing): at most one per board point.
class PointList {
 public:
  static constexpr std::size_t kCapacity = kMaxSize * kMaxSize;
  void push_back(Point p) { items_[size_++] = p; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void resize(std::size_t n) { size_ = n; }
  Point& operator[](std::size_t i) { return items_[i]; }
  Point* begin() { return items_.data(); }
  Point* end() { return items_.data() + size_; }
  const Point* begin() const { return items_.data(); }
  const Point* end() const { return items_.data() + size_; }
  bool contains(Point p) const {
    for (std::size_t i = 0; i < size_; ++i)
      if (items_[i] == p) return true;
    return false;
  }

 private:
  std::array<Point, kCapacity> items_;
  std::size_t size_ = 0;
};

struct SearchResult {
  Point move = kNoPoint;
  int score = 0;
  int depth = 0;  // last completed iteration
  std::uint64_t nodes = 0;
  std::vector<Point> pv;
};

class OrderedMoves;  // search.cpp: a node's moves handed out best first

class Search {
 public:
  // table_bytes: the transposition table (rounded down to a power of two buckets).
  explicit Search(std::size_t table_bytes = std::size_t(16) << 20);
  ~Search();
  static constexpr int kMaxThreads = 64;
  // Threads of the main search (run), 1..kMaxThreads (clamped); 1 (the default) searches on the
  // caller's thread alone. With more, results vary from run to run, as the threads' timing does.
  void set_threads(int threads);
  int threads() const { return 1 + static_cast<int>(helpers_.size()); }
  Search(const Search&) = delete;
  Search& operator=(const Search&) = delete;

  // Best move for `side` (to move on `board`). The board is restored before returning. With
  // threads, `limits.max_nodes` bounds each thread, and `nodes` counts them all.
  SearchResult run(PatternBoard& board, Stone side, const SearchLimits& limits);

  // Victory by continuous fours for `attacker` (to move): the first move of a win within
  // `max_depth` fours, or kNoPoint. `line` (optional) receives the whole line (attacker's four,
  // defender's block, ..., the five). Stops after `max_nodes` nodes or at limits' stop/hard.
  Point vcf(PatternBoard& board, Stone attacker, int max_depth, std::uint64_t max_nodes,
            std::vector<Point>* line = nullptr, const SearchLimits* limits = nullptr);
  std::uint64_t vcf_nodes() const { return vcf_nodes_; }

  // Forgets the tables (tests and benchmarks; a new game keeps them: the keys hold the rule),
  // but for the defences found at nodes, which hold for any search of their position.
  void clear();

 private:
  using Entry = SearchTable::Entry;
  using Table = SearchTable;
  // Helpers share `main`'s table.
  explicit Search(Table& shared, std::size_t prover_bytes);
  bool probe(std::uint64_t key, Entry& entry) const { return table_->probe(key, entry); }
  void store(std::uint64_t key, int value, Point move, int depth, SearchTable::Bound bound) {
    table_->store(key, value, move, depth, bound);
  }
  SearchResult iterate(PatternBoard& board, Stone side, const SearchLimits& limits, int first_depth);
  int alphabeta(int depth, int alpha, int beta, int ply, bool pv_node);
  // The static evaluation for s to move; evaluate() for the side to move at the current node.
  int evaluate(Stone s) const;
  int evaluate() const { return evaluate(side_); }
  // The horizon's value for the side to move (quiescence.h).
  int horizon(int alpha, int beta, int ply);
  bool out_of_time();
  bool vcf_search(int depth);
  // A VCF for the side to move within `depth` fours and `budget` nodes (counted as search nodes).
  bool quick_vcf(int depth, std::uint64_t budget);
  // Scores `moves` for the ordering (table move, killers, counter move, point values, history)
  // into `out`.
  void order_moves(const PointList& moves, Point tt_move, int ply, OrderedMoves& out) const;
  // Which history a move of the side to move belongs to: an attack makes a three or more.
  MoveHistory::Kind kind_of(Point p) const {
    return board_->threat(side_, p) >= kClassThree ? MoveHistory::kAttack : MoveHistory::kQuiet;
  }
  void collect_pv(std::vector<Point>& pv, int max);

  std::unique_ptr<Table> own_table_;  // null in helpers
  Table* table_;
  std::vector<std::unique_ptr<Search>> helpers_;
  std::size_t prover_bytes_;
  Point root_move_ = kNoPoint;  // the root's best move of the current iteration so far
  HashTable<std::uint64_t> vcf_table_;  // key of positions with no VCF (depth in low bits)
  std::unique_ptr<ThreatProver> prover_;  // the VCFs inside the search
  // The defences against the opponent's open three found at a node (the points that leave it
  // no flexible four), by position and side to move: each iteration and many transpositions
  // meet the same node again, and finding them costs a play and undo per point tried (a quarter
  // of the board updates of a search). Exact: the set depends on the position alone, so clear()
  // keeps them.
  struct DefenceEntry {
    std::uint64_t key;
    std::uint8_t count;
    std::array<std::uint16_t, 11> points;
  };
  static_assert(kCells <= 65536, "a point fits in 16 bits");
  HashTable<DefenceEntry> defences_{std::size_t(1) << 14};
  // Keys of positions whose quick_vcf ran out of its budget in this run (cleared by iterate):
  // each iteration meets the same positions after the root's moves, and would spend the budget
  // on them again.
  HashTable<std::uint64_t> unsettled_vcf_{std::size_t(1) << 12};

  PatternBoard* board_ = nullptr;
  Stone side_ = kBlack;  // side to move at the current node
  const SearchLimits* limits_ = nullptr;
  std::uint64_t nodes_ = 0;
  std::uint64_t next_check_ = 0;  // node count of the next clock / stop check
  std::uint64_t vcf_nodes_ = 0;
  Stopper stopper_;      // the main search must stop (time, nodes, stop flag, Ctrl-C)
  Stopper vcf_stopper_;  // the current VCF search ran out of its budget (or of the search's)
  std::array<std::array<Point, 2>, 128> killers_{};
  std::array<ThreatClass, 128> move_class_{};  // what each ply's move made for its side
  MoveHistory history_;
  std::array<std::array<Point, kCells>, 2> counter_{};  // each side's cut-off answer to a move
};

}  // namespace gg::gomoku
