#include "spot/face.h"

namespace gg::spot {

SolveOptions solve_options(const SearchBudget& budget, bool use_lemma) {
  SolveOptions options;
  options.use_lemma = use_lemma;
  options.max_nodes = budget.nodes;
  if (budget.memory_bytes > 0) options.memo_bytes = budget.memory_bytes;
  return options;
}

}  // namespace gg::spot
