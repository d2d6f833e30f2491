// Othello move generator speed: legal_moves, flips, and perft from the start position.
// Run: build/<dir>/bench/bench_othello_perft [--benchmark_filter=...]
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "othello/board.h"
#include "othello/perft.h"

namespace {

using namespace gg::othello;

// Positions from random games, so that branch predictors see realistic variety.
std::vector<Position> sample_positions() {
  std::vector<Position> out;
  std::mt19937_64 rng(1);
  while (out.size() < 4096) {
    Position p = Position::start();
    for (int ply = 0; ply < 60 && !p.game_over(); ++ply) {
      out.push_back(p);
      Bitboard m = p.moves();
      if (!m) {
        p.pass();
        continue;
      }
      int n = gg::popcount(m), k = int(rng() % n);
      while (k--) m &= m - 1;
      p.play(gg::lowest_bit(m));
    }
  }
  return out;
}

void BM_LegalMoves(benchmark::State& state) {
  auto positions = sample_positions();
  std::size_t i = 0;
  for (auto _ : state) {
    const Position& p = positions[i++ & 4095];
    benchmark::DoNotOptimize(legal_moves(p.player, p.opponent));
  }
}
BENCHMARK(BM_LegalMoves);

void BM_Flips(benchmark::State& state) {
  auto positions = sample_positions();
  std::vector<std::pair<Position, int>> moves;
  for (auto& p : positions)
    if (Bitboard m = p.moves()) moves.emplace_back(p, gg::lowest_bit(m));
  std::size_t i = 0;
  for (auto _ : state) {
    auto& [p, sq] = moves[i++ % moves.size()];
    benchmark::DoNotOptimize(flips(p.player, p.opponent, sq));
  }
}
BENCHMARK(BM_Flips);

// Leaves per second are reported as the "items" rate.
void BM_Perft(benchmark::State& state) {
  int depth = int(state.range(0));
  std::uint64_t leaves = 0;
  for (auto _ : state) {
    leaves = perft(Position::start(), depth);
    benchmark::DoNotOptimize(leaves);
  }
  state.SetItemsProcessed(std::int64_t(leaves) * state.iterations());
}
BENCHMARK(BM_Perft)->Arg(9)->Arg(10)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Perft)->Arg(12)->Arg(13)->Unit(benchmark::kSecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
