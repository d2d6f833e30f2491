// Exact Sprague-Grundy values of the hypergraph game (hypergraph.h), by memoised search.
//
// A position is split into connected components (vertices linked by edges); the value is the XOR
// of theirs. A component of one vertex is worth 1 + flag (click it, or the flag first). Larger
// components are searched: every move, each result split again, mex of the results. Two sound
// savings keep the search small:
//   - the memo is keyed by the component's structure, relabelled by a colour-refinement order,
//     so isomorphic components met anywhere (another part, another case, another branch) are
//     searched once. Any labelling gives an exact key (the key is the whole relabelled
//     hypergraph); refinement only makes equal shapes meet more often.
//   - twin pairs cancel: two vertices with the same flag and the same edges to the rest (twins)
//     can be deleted together without changing the value (proof in solver.cpp), so a component
//     keeps at most one vertex of each twin class before it is searched. A star of one region
//     with many one-region pockets collapses this way to at most a few leaves.
// A budget bounds states, seconds and part size; beyond it BeyondLimits is thrown, never a guess.
// Ctrl-C (gg::interrupted(), polled at every state and move) throws gg::Interrupted (core/stop.h).
#pragma once

#include <ctime>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include "core/budget.h"
#include "core/stop.h"
#include "mine/hypergraph.h"

namespace gg::mine {

// The solver's own configuration. Front ends and the referee give a gg::SearchBudget and build
// this from it with solver_budget (below); max_elements is not the user's to set.
struct Budget {
  std::uint64_t max_states = 2'000'000;  // new memo entries per part
  double max_seconds = 10;               // processor seconds per part; 0: no limit
  // Vertices + edges of one part. The depth-first search keeps a copy of the component per
  // level, so memory grows with the square of this; 5000 keeps it near 200 MB at worst.
  int max_elements = 5000;
  // Memory of the memo (keys plus overhead). Keys of big components are long, so the state
  // budget alone would not bound memory when no time limit is set.
  std::uint64_t max_memo_bytes = std::uint64_t(1) << 30;
};

// The solver's budget from the common one: nodes are search states per part (0: the default
// 2,000,000), seconds processor seconds per part (0: none), memory the memo's bytes (0: the
// default 1 GiB).
Budget solver_budget(const SearchBudget& budget);

// gg::Interrupted is thrown when the search is asked to stop (Ctrl-C) before a value is known.
// The memo keeps only finished values, so the solver stays usable.

class Solver {
 public:
  explicit Solver(Budget budget = {});

  // Besides Ctrl-C, stops at the `polls`-th poll from now on (0: never), counted across value()
  // calls: tests reproduce every stopping point of a search this way.
  void stop_after_polls(std::uint64_t polls) {
    polls_ = 0;
    stopper_ = Stopper(Stopper::node_limit(polls));
  }

  // Grundy value of the game on `graph` (connected or not). `part_name` names it in the
  // BeyondLimits message.
  unsigned value(const Hypergraph& graph, const std::string& part_name);

  // States searched by the last value() call, and the largest it needed so far.
  std::uint64_t last_states() const { return states_; }
  std::uint64_t memo_size() const { return memo_.size(); }

  // Stores a value in the memo, counting its memory.
  void remember(std::string&& key, unsigned value);

 private:
  unsigned component_value(const Hypergraph& component);
  // XOR of the values of the components left after deleting vertex `removed_vertex` (or -1)
  // and edge `removed_edge` (or -1), clearing flag `cleared_flag` (or -1).
  unsigned after_move(const Hypergraph& graph, int removed_vertex, int removed_edge);
  void check_limits();
  void check_time();

  Budget budget_;
  std::unordered_map<std::string, std::uint32_t> memo_;
  std::uint64_t states_ = 0;
  std::uint64_t memo_bytes_ = 0;
  std::uint64_t checks_ = 0;
  std::string part_name_;
  Stopper stopper_;         // Ctrl-C, and the tests' poll limit (counted in polls_)
  std::uint64_t polls_ = 0;
  std::clock_t start_ = 0;  // processor time: a budget that does not shrink on a busy machine
};

// The structural memo key of a connected hypergraph (exposed for tests): equal keys mean
// isomorphic hypergraphs.
std::string canonical_key(const Hypergraph& graph);

}  // namespace gg::mine
