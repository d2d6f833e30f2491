#include "othello/bench.h"

#include <random>
#include <string>

#include "core/bits.h"
#include "othello/endgame.h"
#include "othello/random_move.h"
#include "othello/search.h"

namespace gg::othello {
namespace {

// The position after `moves` random moves (fewer if the game ends first) from the start.
template <class Rng>
Position random_position(int moves, Rng& rng) {
  Position pos = Position::start();
  for (int i = 0; i < moves && !pos.game_over(); ++i) play_random_move(pos, rng);
  return pos;
}

}  // namespace

BenchSignature midgame_signature(int depth) {
  std::string workload = "start and 4 random openings (10-40 moves), depth " + std::to_string(depth);
  return measure_signature("othello midgame", workload, [depth](BenchSignature& signature) {
    std::mt19937_64 rng(20261130);
    for (int length : {0, 10, 20, 30, 40}) {
      Position pos = random_position(length, rng);
      Searcher searcher(4);
      SearchLimits limits;
      limits.depth = depth;
      limits.exact_empties = 0;
      signature.nodes += searcher.search(pos, limits).nodes;
      ++signature.positions;
    }
  });
}

BenchSignature endgame_signature() {
  return measure_signature("othello endgame", "4 random positions with 16 empties, exact, 1 thread",
                           [](BenchSignature& signature) {
                             std::mt19937_64 rng(20261201);
                             while (signature.positions < 4) {
                               Position pos = random_position(60 - 16, rng);
                               // Skip games that ended early or passed on the way.
                               if (pos.game_over() || gg::popcount(pos.empties()) != 16) continue;
                               signature.nodes += solve(pos).nodes;
                               ++signature.positions;
                             }
                           });
}

}  // namespace gg::othello
