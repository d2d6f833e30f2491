// Threat-space search: victory by continuous fours (VCF), then by continuous threats (VCT: fours
// and threes), for the side to move, with renju restrictions respected for both sides.
//
// An AND/OR search. At the attacker's nodes: a five wins; an opponent's five threat must be
// blocked; otherwise only fours (VCF) or fours and threes (VCT) are tried. At the defender's
// nodes: a four must be blocked at its one completion point (a renju black defender loses if that
// point is forbidden to it); against a three the defender may play any point on the three's
// lines within five points of the attacker's stones, or any four of its own (a counter-threat).
// That defence set is a superset of the real defences, so a win found is a win (proofs are
// sound); a VCT can be missed if it needs threes created away from the last move.
//
// A transposition table keyed by Zobrist hashes stores proven wins (with their move) and
// failures with the depth they were searched to. Iterative deepening finds short wins first.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/hash_table.h"
#include "gomoku/board.h"
#include "gomoku/rules.h"

namespace gg::gomoku {

enum class ThreatKind { kVcf, kVct };

struct SolverLimits {
  int max_vcf_depth = 40;  // attacker moves
  int max_vct_depth = 8;
  std::uint64_t max_nodes = 5'000'000;
  double max_seconds = 0;  // 0: no time limit
  // Set by another thread to stop the search (polled every 64 nodes); nullptr: none.
  const std::atomic<bool>* stop = nullptr;
};

struct SolveResult {
  bool win = false;
  ThreatKind kind = ThreatKind::kVcf;
  // The winning line: attacker's move, defender's reply, ..., ending with the attacker's five,
  // or (renju, white attacking) with black's only block when that point is forbidden to black.
  // Defender replies shown are forced blocks or one of the defences (all of which lose).
  std::vector<Point> line;
  std::uint64_t nodes = 0;
  bool limit_reached = false;  // the search stopped at a limit (or Ctrl-C) before finishing
  bool interrupted = false;    // ... and it was Ctrl-C (gg::interrupted()) or the stop flag
  // What a search without a win established: no VCF of at most vcf_depth attacker fours, and no
  // VCT of at most vct_depth attacker threats (as far as the VCT's defence set sees, see above).
  // The deepest iterations completed; 0 when none was.
  int vcf_depth = 0;
  int vct_depth = 0;
};

class ThreatSolver {
 public:
  // The table takes at most table_bytes (a power of two number of entries, at least 1024, so
  // 24 KiB at the very least). A smaller table only makes searches slower.
  static constexpr std::size_t kDefaultTableBytes = std::size_t(24) << 20;
  explicit ThreatSolver(std::size_t table_bytes = kDefaultTableBytes);
  ~ThreatSolver();
  ThreatSolver(const ThreatSolver&) = delete;
  ThreatSolver& operator=(const ThreatSolver&) = delete;

  // Searches a win for `attacker`, who is to move on `board`: VCF first, then VCT (unless
  // `vcf_only`). Each search starts with an empty table. Stops at the limits, and at Ctrl-C
  // (gg::interrupted(), polled at every node) with `interrupted` set.
  SolveResult solve(const Board& board, Stone attacker, Rule rule, const SolverLimits& limits,
                    bool vcf_only = false);
  // One kind alone: the VCF, or the VCT without the VCF before it (a VCT search also finds the
  // VCFs within its depth).
  SolveResult solve_kind(const Board& board, Stone attacker, Rule rule, const SolverLimits& limits, ThreatKind kind);

 private:
  struct Search;
  SolveResult run(const Board& board, Stone attacker, Rule rule, const SolverLimits& limits, ThreatKind first,
                  ThreatKind last);
  // Entries from earlier searches are told apart by their generation, so that starting a
  // search does not have to clear the whole table.
  struct Entry {
    std::uint64_t key = 0;
    std::uint32_t generation = 0;
    std::int16_t depth = -1;
    bool win = false;
    Point move = kNoPoint;
  };
  HashTable<Entry> table_;
  std::uint32_t generation_ = 0;
};

}  // namespace gg::gomoku
