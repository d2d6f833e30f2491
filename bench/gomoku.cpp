// Gomoku referee speed: moves per second of gridgames' incremental win check (only the four lines
// through the new stone) against the classic baseline that rescans the whole board after each
// move, both on the bare board and through the whole referee (parsing included).
//
//   ninja -C build/release bench_gomoku && build/release/bench/bench_gomoku
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "gomoku/board.h"
#include "gomoku/referee.h"
#include "gomoku_baseline.h"

namespace {

using namespace gg::gomoku;

// Random full-board move orders (row, column from 0): every game plays all 225 points, so the
// per-move cost is measured over boards from empty to full.
std::vector<std::vector<std::pair<int, int>>> random_games(int count) {
  std::mt19937_64 rng(15);
  std::vector<std::pair<int, int>> points;
  for (int r = 0; r < 15; ++r)
    for (int c = 0; c < 15; ++c) points.push_back({r, c});
  std::vector<std::vector<std::pair<int, int>>> games;
  for (int i = 0; i < count; ++i) {
    std::shuffle(points.begin(), points.end(), rng);
    games.push_back(points);
  }
  return games;
}

const auto& games() {
  static const auto instance = random_games(64);
  return instance;
}

void BM_IncrementalWinCheck(benchmark::State& state) {
  std::int64_t moves = 0;
  for (auto _ : state) {
    for (const auto& game : games()) {
      Board board(15);
      int wins = 0;
      for (std::size_t i = 0; i < game.size(); ++i) {
        Stone colour = i % 2 ? kWhite : kBlack;
        Point p = make_point(game[i].second, game[i].first);
        board.place(p, colour);
        wins += makes_five(board, p, colour, Rule::kFreestyle);
      }
      benchmark::DoNotOptimize(wins);
      moves += static_cast<std::int64_t>(game.size());
    }
  }
  state.SetItemsProcessed(moves);
}
BENCHMARK(BM_IncrementalWinCheck);

void BM_BaselineFullRescan(benchmark::State& state) {
  std::int64_t moves = 0;
  for (auto _ : state) {
    for (const auto& game : games()) {
      gg::bench::BaselineGomoku board;
      int wins = 0;
      for (std::size_t i = 0; i < game.size(); ++i) {
        int colour = i % 2 ? 2 : 1;
        board.grid[game[i].first][game[i].second] = colour;
        wins += board.has_five_anywhere(colour);
      }
      benchmark::DoNotOptimize(wins);
      moves += static_cast<std::int64_t>(game.size());
    }
  }
  state.SetItemsProcessed(moves);
}
BENCHMARK(BM_BaselineFullRescan);

// Referee inputs: each game as the referee's text format, 225 moves.
const std::vector<std::string>& game_texts() {
  static const auto texts = [] {
    std::vector<std::string> out;
    for (const auto& game : games()) {
      std::string text = "225\n";
      for (auto [r, c] : game) text += std::to_string(r + 1) + " " + std::to_string(c + 1) + "\n";
      out.push_back(text);
    }
    return out;
  }();
  return texts;
}

void BM_RefereeWhole(benchmark::State& state) {
  std::int64_t moves = 0;
  for (auto _ : state) {
    for (const auto& text : game_texts()) {
      auto reader = gg::LineReader::from_string(text);
      std::ostringstream out;
      judge(reader, out);
      benchmark::DoNotOptimize(out.str());
      moves += 225;
    }
  }
  state.SetItemsProcessed(moves);
}
BENCHMARK(BM_RefereeWhole);

void BM_BaselineRefereeWhole(benchmark::State& state) {
  std::int64_t moves = 0;
  for (auto _ : state) {
    for (const auto& text : game_texts()) {
      std::istringstream in(text);
      benchmark::DoNotOptimize(gg::bench::baseline_judge(in));
      moves += 225;
    }
  }
  state.SetItemsProcessed(moves);
}
BENCHMARK(BM_BaselineRefereeWhole);

}  // namespace

BENCHMARK_MAIN();
