#include "mine/bench.h"

#include "mine/analysis.h"
#include "mine/board_io.h"
#include "mine/solver.h"

namespace gg::mine {

BenchSignature solver_signature() {
  // Seeds 2-5: their boards have parts with shared numbers that take real search (a few hundred
  // to a thousand states each; seeds 1 and 6 take over a minute).
  return measure_signature("mine solver", "4 random 100 x 100 boards with 1100 mines (seeds 2-5), full analysis",
                           [](BenchSignature& signature) {
                             for (std::uint64_t seed = 2; seed <= 5; ++seed) {
                               Budget budget;
                               budget.max_seconds = 0;  // a time limit would make the count depend on the machine
                               Solver solver(budget);
                               analyze(random_board(100, 100, 1100, seed), solver);
                               signature.nodes += solver.memo_size();
                               ++signature.positions;
                             }
                           });
}

}  // namespace gg::mine
