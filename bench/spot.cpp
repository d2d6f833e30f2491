// Spot: moves per second of the incremental-hash referee against the classic dense baseline
// (spot_baseline.h), on random games of uniformly random toggles. items_per_second = moves.
//
//   ninja -C build/release bench_spot && build/release/bench/bench_spot
#include <benchmark/benchmark.h>

#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/line_reader.h"
#include "spot/board.h"
#include "spot/pattern_log.h"
#include "spot/referee.h"
#include "spot/state.h"
#include "spot_baseline.h"

namespace {

using gg::spot::Cell;

// `count` uniformly random squares of an n x n board (fixed seed: every run plays the same).
std::vector<Cell> random_squares(std::int64_t n, std::size_t count) {
  std::mt19937_64 rng(static_cast<std::uint64_t>(n) * 7919);
  std::uniform_int_distribution<std::int64_t> pick(0, n - 1);
  std::vector<Cell> squares(count);
  for (Cell& square : squares) square = {pick(rng), pick(rng)};
  return squares;
}

// The referee's core loop (what `judge spot` runs per move, without parsing): games of 2N moves
// or until a repeat.
void BM_SpotIncremental(benchmark::State& state) {
  std::int64_t n = state.range(0);
  auto squares = random_squares(n, static_cast<std::size_t>(2 * n));
  gg::spot::Board board(n, gg::spot::MixKey{12345});
  gg::spot::PatternLog log;
  std::int64_t moves = 0;
  for (auto _ : state) {
    board.reset(n);
    log.clear();
    for (const Cell& square : squares) {
      board.toggle(square);
      ++moves;
      if (log.record(board, square)) break;
    }
    benchmark::DoNotOptimize(board.hash(0));
  }
  state.SetItemsProcessed(moves);
}
BENCHMARK(BM_SpotIncremental)
    ->Arg(50)
    ->Arg(1000)
    ->Arg(100000)
    ->Arg(1000000)
    ->Unit(benchmark::kMillisecond);

// The same games through the generic gg::Game state (play only).
void BM_SpotState(benchmark::State& state) {
  std::int64_t n = state.range(0);
  auto squares = random_squares(n, static_cast<std::size_t>(2 * n));
  std::int64_t moves = 0;
  for (auto _ : state) {
    gg::spot::State game(n);
    for (const Cell& square : squares) {
      if (game.is_terminal()) break;
      game.play(square);
      ++moves;
    }
    benchmark::DoNotOptimize(game.moves_played());
  }
  state.SetItemsProcessed(moves);
}
BENCHMARK(BM_SpotState)->Arg(50)->Arg(1000)->Arg(100000)->Unit(benchmark::kMillisecond);

// End to end: `judge spot` on text (parsing included), one game of 2N legal moves.
void BM_SpotJudgeText(benchmark::State& state) {
  std::int64_t n = state.range(0);
  auto squares = random_squares(n, static_cast<std::size_t>(2 * n));
  std::string input = std::to_string(n) + "\n";
  {
    gg::spot::Board board(n);
    for (const Cell& square : squares) {
      input += std::to_string(square.row + 1) + ' ' + std::to_string(square.col + 1) +
               (board.occupied(square) ? " -\n" : " +\n");
      board.toggle(square);
    }
  }
  input += "0\n";
  std::int64_t moves = 0;
  for (auto _ : state) {
    gg::LineReader reader = gg::LineReader::from_string(input);
    std::ostringstream out;
    gg::spot::judge(reader, out);
    benchmark::DoNotOptimize(out.str());
    moves += 2 * n;
  }
  state.SetItemsProcessed(moves);
}
BENCHMARK(BM_SpotJudgeText)->Arg(1000)->Arg(1000000)->Unit(benchmark::kMillisecond);

// The classic baseline on the same move streams; at N = 1000 only the first 64 moves of each
// game (a full game would store 2000 boards of 1 MB).
void BM_SpotClassicBaseline(benchmark::State& state) {
  std::int64_t n = state.range(0);
  std::size_t limit = static_cast<std::size_t>(std::min<std::int64_t>(2 * n, state.range(1)));
  auto squares = random_squares(n, static_cast<std::size_t>(2 * n));
  std::int64_t moves = 0;
  for (auto _ : state) {
    gg::spot::baseline::ClassicSpot game(static_cast<int>(n));
    for (std::size_t i = 0; i < limit; ++i) {
      ++moves;
      if (game.toggle(static_cast<int>(squares[i].row), static_cast<int>(squares[i].col))) break;
    }
  }
  state.SetItemsProcessed(moves);
}
BENCHMARK(BM_SpotClassicBaseline)
    ->Args({50, 100})
    ->Args({200, 400})
    ->Args({1000, 64})
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
