// From a board (possibly part-way through a game) to the hypergraph game of hypergraph.h, split
// into independent parts, and the Sprague-Grundy value of the whole.
//
// Hidden number cells that touch exactly the same set S of blank regions are interchangeable, and
// only the parity of their count matters. Lemma: for any position s in which S is still hidden,
// adding two such numbers n, n' leaves the value unchanged: g(s + n + n') = g(s). By induction on
// the position: the moves of s + n + n' are the moves of s (a move elsewhere gives s' + n + n',
// worth g(s') by induction; revealing a region of S takes n and n' with it and gives s') plus
// clicking n or n', which gives s + n. Adding one more option changes a mex only when it equals the
// mex, and g(s + n) != g(s) because s is an option of s + n. So the options' mex stays g(s).
// Hence: numbers touching no region are nim heaps of size 1 that cancel in pairs (their parity is
// one heap or none); numbers private to one region keep their parity as the vertex's flag; shared
// numbers keep their parity per region set as an edge (present when odd).
//
// Parts: regions linked by edges (odd groups of shared numbers). A region in no edge is worth
// 1 + flag (the classic k%2+1 formula), in linear time; parts with edges go to the Solver.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "mine/board.h"
#include "mine/hypergraph.h"
#include "mine/solver.h"

namespace gg::mine {

// Hidden numbers touching exactly the same 2 hidden regions (at most 2 by the lemma in board.h;
// `regions` keeps room for 4 all the same).
struct SharedGroup {
  std::array<std::int32_t, 4> regions{};  // ascending; `size` of them used
  int size = 0;
  std::int64_t count = 0;
  int first_cell = 0;  // lowest-index cell of the group (to name and click it)
  bool odd() const { return count & 1; }
};

// The hidden part of a board, reduced to counts. Rebuilt with build(); buffers are reused.
class Position {
 public:
  // Throws InputError (line 0) when the revealed cells could not arise in a game: a revealed
  // mine, a region revealed only in part, a hidden number touching a revealed region.
  void build(const Board& board, const Layout& layout);

  int region_count() const { return static_cast<int>(hidden_.size()); }
  bool region_hidden(int region) const { return hidden_[region]; }
  std::int64_t private_numbers(int region) const { return private_[region]; }
  std::int64_t lone_numbers() const { return lone_; }
  const std::vector<SharedGroup>& shared() const { return shared_; }
  // Whether some number touches two or more regions (the classic formula's promise is broken).
  bool has_shared_numbers() const { return !shared_.empty(); }

 private:
  std::vector<std::uint8_t> hidden_;
  std::vector<std::int64_t> private_;
  std::int64_t lone_ = 0;
  std::vector<SharedGroup> shared_;
};

// A part whose regions are linked by shared numbers, and its value.
struct Part {
  std::vector<std::int32_t> regions;  // ascending region numbers: vertex i is regions[i]
  std::vector<int> groups;            // indices into Position::shared() of its edges
  Hypergraph graph;
  unsigned value = 0;
  bool solved = false;  // value is known (false only in an interrupted evaluation)
};

// A part the budget could not decide (only collected when evaluate() is asked to go on).
struct UnsolvedPart {
  std::size_t regions = 0;
  std::size_t edges = 0;
  std::string reason;
};

struct Evaluation {
  unsigned total = 0;            // XOR of everything: non-zero means the player to move wins
                                 // (meaningless when `unsolved` is not empty)
  unsigned lone_value = 0;       // 0 or 1
  int closed_form_regions = 0;   // hidden regions outside every part
  std::vector<Part> parts;       // parts with shared numbers (kept when asked for)
  std::size_t largest_part = 0;  // most regions in one part
  std::size_t largest_solved = 0;  // most regions in one part solved exactly
  std::vector<UnsolvedPart> unsolved;  // with go_on: parts beyond the budget
  // With keep_parts: the search was interrupted (Ctrl-C) at the first part not `solved`; the
  // total is then not an answer. `interruption` says where.
  bool interrupted = false;
  std::string interruption;
  // With keep_parts and without go_on: the first part not `solved` was beyond the budget (the
  // BeyondLimits message; empty: none was); the evaluation stopped there, as when interrupted.
  std::string beyond;
};

// Value of the position. `name` prefixes part names in BeyondLimits messages ("case 3").
// With keep_parts, evaluation.parts holds every part with its graph and value. A part beyond the
// budget throws BeyondLimits, unless go_on: then it is listed in evaluation.unsolved and the
// evaluation continues with the next part (for statistics; the total is then not an answer); with
// keep_parts it stops the evaluation there (evaluation.beyond), the parts before it kept.
// An interruption (Interrupted, solver.h) propagates, except with keep_parts: then the evaluation
// stops there and returns what it established, with `interrupted` set.
Evaluation evaluate(const Position& position, const Layout& layout, int cols, Solver& solver,
                    const std::string& name, bool keep_parts = false, bool go_on = false);

// The hypergraph of a set of hidden regions (ascending) with every odd group inside them, and,
// when `toggled_group` >= 0, that group's parity flipped (for a click on one of its numbers).
Hypergraph graph_of(const Position& position, const std::vector<std::int32_t>& regions,
                    std::vector<int>* groups = nullptr, int toggled_group = -1);

}  // namespace gg::mine
