#include "othello/face.h"

#include <algorithm>

#include "core/memory_budget.h"

namespace gg::othello {

SolveOptions solve_options(const SearchBudget& budget, int empties, int threads) {
  SolveOptions options;
  options.threads = threads;
  options.max_nodes = budget.nodes;
  options.max_seconds = budget.seconds;
  options.table_megabytes = budget.memory_bytes
                                ? std::max<std::size_t>(1, static_cast<std::size_t>(budget.memory_bytes / kMebibyte))
                                : default_table_megabytes(empties);
  return options;
}

}  // namespace gg::othello
