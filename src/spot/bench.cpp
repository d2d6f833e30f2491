#include "spot/bench.h"

#include "spot/solver.h"

namespace gg::spot {

BenchSignature solver_signature() {
  return measure_signature("spot solver", "empty 2 x 2, 3 x 3 and 4 x 4 boards, search only", [](BenchSignature& signature) {
    for (int n : {2, 3, 4}) {
      GameRecord game;
      game.n = n;
      SolveOptions options;
      options.use_lemma = false;
      signature.nodes += solve(game, options).nodes;
      ++signature.positions;
    }
  });
}

}  // namespace gg::spot
