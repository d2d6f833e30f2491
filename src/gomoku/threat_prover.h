// The fast threat searches on the pattern board, sharing one class:
//
// VCF (victory by continuous fours): a depth-first search over the attacker's fours, each
// answered by the defender's one block. The attacker's four points are kept as a list per ply
// and updated from the parent's: a defender's stone only removes fours, and an attacker's stone
// adds fours only on its four lines within four points, so each node looks at its parent's list
// and 32 points instead of the whole board. A table of its own keeps proven wins and failures
// (by the number of fours searched).
//
// VCT (victory by continuous threats): a depth-first proof-number search (df-pn) over the
// attacker's threats (fours and threes) and, against each, the defences that refute it:
//   - against a four: the block of its five point (a renju black defender whose block is
//     forbidden has none);
//   - against a three (the attacker has an allowed point making an open four or a double four):
//     the defender's own fours (the attacker must block, the three still stands), and the points
//     on the lines of the attacker's open-four points after which the attacker has no allowed
//     such point left (the gain and cost squares of the three, and a renju defence that makes
//     black's key point forbidden); under renju, when a white stone could make black's key
//     point forbidden from off those lines (the point has two open threes, one not real), every
//     point is tried;
//   - a defender with a five point escapes; an attacker's move that threatens nothing fails.
// Renju: a black three whose open-four points are all forbidden is no threat; black never plays
// a forbidden point, either side. The defence sets are complete, so a proof is a real win under
// every rule (tests/gomoku/threat_prover_test.cpp checks proofs against every defender reply).
//
// Proof and disproof numbers are kept in a table keyed by stones, rule, attacker and side to
// move; the table survives between searches (a game's positions share it) until clear(). There
// is no depth limit: each attacker move is a threat and the board fills up. Thresholds follow
// the 1 + epsilon trick (Pawlewicz and Lew) to avoid re-expanding the same nodes over and over.
#pragma once

#include <cstdint>
#include <vector>

#include "gomoku/pattern_board.h"
#include "gomoku/search.h"

namespace gg::gomoku {

// Whether attacker `a` has an allowed point making an open four or a double four (a "three" the
// defender must answer). Renju black: a three whose such points are all forbidden is no threat.
bool attacker_threatens(PatternBoard& board, Stone a);

class ThreatProver {
 public:
  explicit ThreatProver(std::size_t table_bytes = std::size_t(8) << 20);

  // The first move of a VCF for `attacker` (to move on `board`) of at most `max_fours` fours,
  // or kNoPoint (none, or a limit: see limit_reached()). `line` (optional) receives one winning
  // line: four, block, ..., five (or the renju block forbidden to black). The board is restored.
  Point vcf(PatternBoard& board, Stone attacker, std::uint64_t max_nodes, const SearchLimits* limits = nullptr,
            std::vector<Point>* line = nullptr, int max_fours = 60);

  // The first move of a VCT for `attacker` (to move), or kNoPoint (none found within the
  // budget, or proven none: see proven_none()). `line`: one winning line, the defender's
  // replies being one of its (losing) defences each. The board is restored.
  Point vct(PatternBoard& board, Stone attacker, std::uint64_t max_nodes, const SearchLimits* limits = nullptr,
            std::vector<Point>* line = nullptr);

  std::uint64_t nodes() const { return nodes_; }
  bool limit_reached() const { return stopper_.stopped(); }
  // Why the last search stopped (kNone when it did not).
  StopReason stop_reason() const { return stopper_.reason(); }
  // The last vct() proved that no VCT exists (under its defence sets).
  bool proven_none() const { return disproven_; }
  // Forgets both tables.
  void clear();

  // What the VCT's defender may answer to the attacker's three on `board` (defender to move,
  // neither side having a five point): the defence set described above, into `out`. Returns -1
  // when the attacker threatens nothing, else how many defences (0: the threat wins).
  static int defences(PatternBoard& board, Stone attacker, std::vector<Point>& out);

 private:
  struct VcfEntry {
    std::uint64_t key = 0;
    std::int16_t depth = -1;
    std::int16_t move = -1;
    bool win = false;
  };
  struct PnEntry {
    std::uint64_t key = 0;
    std::uint32_t pn = 1, dn = 1;
    std::uint32_t work = 0;
    std::int16_t move = -1;
  };

  bool budget();
  // Sets up a search; returns the attacker's five point if it has one (the line then holds it).
  Point start(PatternBoard& board, Stone attacker, std::uint64_t max_nodes, const SearchLimits* limits,
              std::vector<Point>* line);
  // VCF: attacker to move at `ply`; `last` the attacker's previous four, `block` the defender's
  // reply to it (kNoPoint at the root).
  bool vcf_node(int depth, int ply, Point last, Point block);
  bool vcf_from_here(std::uint64_t max_nodes);
  void vcf_line(int depth, std::vector<Point>& line);

  std::uint64_t pn_key(bool attacker_to_move) const;
  PnEntry* probe(std::uint64_t key);
  void store(std::uint64_t key, std::uint32_t pn, std::uint32_t dn, Point move, std::uint32_t work);
  // df-pn: the node's numbers after searching it within the thresholds.
  void mid(bool attacker_to_move, std::uint32_t thpn, std::uint32_t thdn, int ply, std::uint32_t& pn,
           std::uint32_t& dn);
  // The children of a node, or a terminal result (1 proven, -1 disproven, 0 not terminal).
  // first_visit: the node has no table entry yet (then an OR node first tries a short VCF).
  int children(bool attacker_to_move, Point* moves, std::uint32_t* init_pn, int& count, bool first_visit);
  void vct_line(std::vector<Point>& line);

  HashTable<VcfEntry> vcf_table_;
  HashTable<PnEntry> pn_table_;
  PatternBoard* board_ = nullptr;
  Stone attacker_ = kBlack, defender_ = kWhite;
  const SearchLimits* limits_ = nullptr;
  std::uint64_t nodes_ = 0, vcf_limit_ = 0;
  Stopper stopper_;  // the whole search: its nodes, the limits' time and stop flag, Ctrl-C
  bool disproven_ = false;
  // The current VCF ran out of its share of the nodes (vcf_limit_), or the search stopped.
  bool vcf_aborted_ = false;
  // Per-ply lists of the attacker's four points (VCF), and a stamp per point to deduplicate.
  static constexpr int kMaxVcfPly = 96;
  static constexpr int kMaxFourPoints = 96;
  std::vector<Point> fours_;        // kMaxVcfPly * kMaxFourPoints
  std::vector<int> four_counts_;    // per ply
  std::vector<std::uint32_t> stamp_;
  std::uint32_t stamp_now_ = 0;
};

}  // namespace gg::gomoku
