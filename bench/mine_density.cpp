// Issue 3's table: for random 1000 x 1000 boards at mine densities 2%..40%, the share solved
// exactly within the default budget, the time per board, and the largest part solved.
//   bench_mine_density [BOARDS_PER_DENSITY] [SIDE] [SEED] [MAX_SECONDS_PER_PART]
// Prints a Markdown table. Boards are drawn with each cell a mine with the given probability.
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <random>

#include "mine/board.h"
#include "mine/position.h"
#include "mine/solver.h"

int main(int argc, char** argv) {
  int boards = argc > 1 ? std::atoi(argv[1]) : 5;
  int side = argc > 2 ? std::atoi(argv[2]) : 1000;
  std::uint64_t seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1;
  gg::SearchBudget budget{0, 10, 0};  // the referee's default: 10 processor seconds per part
  if (argc > 4) budget.seconds = std::atof(argv[4]);
  const double densities[] = {2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 25, 30, 35, 40};
  std::printf("| density | boards | solved exactly | CPU s per board | parts with shared numbers per board | largest part solved (regions) | largest part seen (regions) |\n");
  std::printf("|---|---|---|---|---|---|---|\n");
  for (double density : densities) {
    std::mt19937_64 rng(seed);
    int solved = 0;
    double seconds = 0, parts = 0;
    std::size_t largest_solved = 0, largest_seen = 0;
    for (int b = 0; b < boards; ++b) {
      gg::mine::Board board(side, side);
      for (auto& cell : board.mine) cell = (rng() % 1000000) < density * 10000;
      std::clock_t start = std::clock();
      gg::mine::Layout layout;
      layout.compute(board);
      gg::mine::Position position;
      position.build(board, layout);
      gg::mine::Solver solver(gg::mine::solver_budget(budget));
      auto result = gg::mine::evaluate(position, layout, side, solver, "board", true, true);
      seconds += double(std::clock() - start) / CLOCKS_PER_SEC;
      solved += result.unsolved.empty();
      parts += result.parts.size() + result.unsolved.size();
      largest_solved = std::max(largest_solved, result.largest_solved);
      largest_seen = std::max(largest_seen, result.largest_part);
    }
    std::printf("| %g%% | %d | %d%% | %.2f | %.0f | %zu | %zu |\n", density, boards, 100 * solved / boards,
                seconds / boards, parts / boards, largest_solved, largest_seen);
    std::fflush(stdout);
  }
  return 0;
}
