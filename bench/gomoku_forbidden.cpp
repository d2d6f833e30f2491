// Renju forbidden-point detection speed: forbidden_kind() on every empty point of crowded random
// positions (the case a search meets at every node), and the threat solver's node rate.
//
//   ninja -C build/release bench_gomoku_forbidden && build/release/bench/bench_gomoku_forbidden
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "gomoku/forbidden.h"
#include "gomoku/solver.h"

namespace {

using namespace gg::gomoku;

// 15 x 15 boards with 10-40 black and up to half as many white stones in a 9 x 9 centre area:
// many threes and fours, so the recursive double-three test is exercised.
const std::vector<Board>& crowded_positions() {
  static const std::vector<Board> boards = [] {
    std::mt19937_64 rng(5);
    std::vector<Board> out;
    for (int i = 0; i < 64; ++i) {
      Board board(15);
      int black = std::uniform_int_distribution<int>(10, 40)(rng);
      int white = black / 2;
      std::uniform_int_distribution<int> coord(3, 11);
      for (int s = 0; s < black + white; ++s) {
        Point p = make_point(coord(rng), coord(rng));
        if (board.at(p) == kEmpty) board.place(p, s < black ? kBlack : kWhite);
      }
      out.push_back(board);
    }
    return out;
  }();
  return boards;
}

void BM_ForbiddenKindPerEmptyPoint(benchmark::State& state) {
  std::vector<Board> boards = crowded_positions();
  std::int64_t points = 0, forbidden = 0;
  for (auto _ : state) {
    for (Board& board : boards)
      for (int y = 0; y < 15; ++y)
        for (int x = 0; x < 15; ++x) {
          Point p = make_point(x, y);
          if (board.at(p) != kEmpty) continue;
          forbidden += forbidden_kind(board, p) != Forbidden::kNone;
          ++points;
        }
  }
  state.SetItemsProcessed(points);
  state.counters["forbidden_share"] = double(forbidden) / double(points);
}
BENCHMARK(BM_ForbiddenKindPerEmptyPoint);

void BM_ThreatSolverRenjuVct(benchmark::State& state) {
  // Black to move with two crossing twos (the solver test's position): the VCT exists but the
  // double-three point is forbidden, so the search works for it.
  Board board(15);
  for (auto [x, y] : {std::pair{7, 5}, {7, 6}, {5, 7}, {6, 7}}) board.place(make_point(x, y), kBlack);
  for (auto [x, y] : {std::pair{2, 12}, {14, 12}, {0, 14}, {14, 14}}) board.place(make_point(x, y), kWhite);
  ThreatSolver solver(18);
  std::int64_t nodes = 0;
  for (auto _ : state) {
    SolverLimits limits;
    auto result = solver.solve(board, kBlack, Rule::kRenju, limits);
    benchmark::DoNotOptimize(result.win);
    nodes += static_cast<std::int64_t>(result.nodes);
  }
  state.counters["nodes_per_second"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ThreatSolverRenjuVct)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
