// Gomoku search speed: what a search node costs to know every point's threats, rescanned (the
// way the engine did it before the pattern board: threat_at on every empty point near the
// stones, for both colours) or kept incrementally (PatternBoard::play / undo), the node rate
// of the main search and of the VCF on middle-game positions, the main search's time to a
// depth on 1, 2 and 4 threads, its nodes to each depth (the tree's growth), and the depth it
// reaches at a fixed number of nodes over a game with one table kept from move to move (what
// the table's size and replacement are worth).
//
//   ninja -C build/release bench_gomoku_search && build/release/bench/bench_gomoku_search
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "gomoku/pattern_board.h"
#include "gomoku/search.h"
#include "gomoku/threats.h"
#include "gomoku_move_loss_line.h"

namespace {

using namespace gg::gomoku;

// Middle-game positions: 20-40 stones placed at random near the centre (seeded), with no five.
std::vector<Board> positions() {
  std::mt19937_64 rng(42);
  std::vector<Board> boards;
  while (boards.size() < 16) {
    Board board(15);
    int stones = 20 + static_cast<int>(boards.size());
    std::uniform_int_distribution<int> coordinate(3, 11);
    bool five = false;
    for (int placed = 0; placed < stones && !five;) {
      Point p = make_point(coordinate(rng), coordinate(rng));
      if (board.at(p) != kEmpty) continue;
      Stone colour = placed % 2 ? kWhite : kBlack;
      five = makes_five(board, p, colour, Rule::kFreestyle);
      board.place(p, colour);
      ++placed;
    }
    if (!five) boards.push_back(board);
  }
  return boards;
}

bool near(const Board& board, Point p) {
  for (int dy = -2; dy <= 2; ++dy)
    for (int dx = -2; dx <= 2; ++dx) {
      Stone s = board.at(p + dy * kStride + dx);
      if (s == kBlack || s == kWhite) return true;
    }
  return false;
}

// One "node" the old way: a stone placed, then every candidate point's threats recomputed.
void BM_RescanThreatsPerMove(benchmark::State& state) {
  auto boards = positions();
  std::int64_t moves = 0;
  int sum = 0;
  for (auto _ : state) {
    for (Board& board : boards) {
      for (int i = 0; i < 8; ++i) {
        Point m = make_point(4 + i, 4 + (i * 3) % 7);
        if (board.at(m) != kEmpty) continue;
        board.place(m, kBlack);
        for (int y = 0; y < 15; ++y)
          for (int x = 0; x < 15; ++x) {
            Point p = make_point(x, y);
            if (board.at(p) != kEmpty || !near(board, p)) continue;
            sum += threat_at(board, p, kBlack, Rule::kFreestyle).fours;
            sum += threat_at(board, p, kWhite, Rule::kFreestyle).fours;
          }
        board.remove(m);
        ++moves;
      }
    }
  }
  benchmark::DoNotOptimize(sum);
  state.SetItemsProcessed(moves);
}
BENCHMARK(BM_RescanThreatsPerMove);

// The same the new way: play + undo on the pattern board keep every point's classes current.
// Under each rule: freestyle's codes are shorter than those of the exact-five rules (pattern.h).
void BM_IncrementalPatternsPerMove(benchmark::State& state, Rule rule) {
  std::vector<PatternBoard> boards;
  for (const Board& board : positions()) boards.emplace_back(board, rule);
  std::int64_t moves = 0;
  int sum = 0;
  for (auto _ : state) {
    for (PatternBoard& board : boards) {
      for (int i = 0; i < 8; ++i) {
        Point m = make_point(4 + i, 4 + (i * 3) % 7);
        if (board.at(m) != kEmpty) continue;
        board.play(m, kBlack);
        sum += board.count(kBlack, kClassFour) + board.count(kWhite, kClassFour);
        board.undo();
        ++moves;
      }
    }
  }
  benchmark::DoNotOptimize(sum);
  state.SetItemsProcessed(moves);
}
BENCHMARK_CAPTURE(BM_IncrementalPatternsPerMove, freestyle, Rule::kFreestyle);
BENCHMARK_CAPTURE(BM_IncrementalPatternsPerMove, standard, Rule::kStandard);
BENCHMARK_CAPTURE(BM_IncrementalPatternsPerMove, renju, Rule::kRenju);

// Main search: nodes per second, 100k-node searches from each position (black to move when the
// stone counts are equal), under each rule.
void BM_MainSearchNodes(benchmark::State& state, Rule rule) {
  auto boards = positions();
  Search search(std::size_t(16) << 20);
  std::int64_t nodes = 0;
  for (auto _ : state) {
    for (const Board& position : boards) {
      PatternBoard board(position, rule);
      SearchLimits limits;
      limits.max_nodes = 100'000;
      Stone side = position.stone_count() % 2 ? kWhite : kBlack;
      nodes += static_cast<std::int64_t>(search.run(board, side, limits).nodes);
    }
  }
  state.SetItemsProcessed(nodes);
}
BENCHMARK_CAPTURE(BM_MainSearchNodes, freestyle, Rule::kFreestyle)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MainSearchNodes, standard, Rule::kStandard)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MainSearchNodes, renju, Rule::kRenju)->Unit(benchmark::kMillisecond);

// VCF: nodes per second of a full VCF search to depth 30 (most positions have none).
void BM_VcfNodes(benchmark::State& state) {
  auto boards = positions();
  Search search(std::size_t(1) << 20);
  std::int64_t nodes = 0;
  for (auto _ : state) {
    for (const Board& position : boards) {
      PatternBoard board(position, Rule::kFreestyle);
      for (Stone side : {kBlack, kWhite}) {
        search.clear();
        search.vcf(board, side, 30, 2'000'000);
        nodes += static_cast<std::int64_t>(search.vcf_nodes());
      }
    }
  }
  state.SetItemsProcessed(nodes);
}
BENCHMARK(BM_VcfNodes)->Unit(benchmark::kMillisecond);

// Lazy SMP (Search::set_threads): wall time to finish depth 12 on each position with 1, 2 and 4
// threads, the tables cleared before each search (so that one thread does the same work on every
// run). What a second thread buys the main search, without the threat searches around it: little
// (bench/RESULTS.md, "Gomoku: Lazy SMP").
void BM_TimeToDepth12(benchmark::State& state) {
  auto boards = positions();
  Search search(std::size_t(16) << 20);
  search.set_threads(static_cast<int>(state.range(0)));
  std::int64_t nodes = 0;
  for (auto _ : state) {
    for (const Board& position : boards) {
      search.clear();
      PatternBoard board(position, Rule::kFreestyle);
      SearchLimits limits;
      limits.max_depth = 12;
      Stone side = position.stone_count() % 2 ? kWhite : kBlack;
      nodes += static_cast<std::int64_t>(search.run(board, side, limits).nodes);
    }
  }
  state.SetItemsProcessed(nodes);
}
BENCHMARK(BM_TimeToDepth12)->Arg(1)->Arg(2)->Arg(4)->UseRealTime()->Unit(benchmark::kMillisecond);

// How the main search's tree grows with depth: nodes to finish depth d (iterative deepening from
// depth 1, the tables cleared before each position), one thread, freestyle, on the first 20
// positions of bench/gomoku_move_loss_positions_clean.txt (undecided middle games of the anchor
// matches; run from the repository's root; the random positions above are mostly decided within
// a few plies). The ratio from one depth to the next is the effective branching factor, which
// decides how deep a turn reaches: PentaZen reaches depth 19 in 0.7 s where this search reaches
// 10 (bench/RESULTS.md, "Gomoku: a 72-game check at 0.2 s a move ..."). Reported per position.
std::vector<Board> anchor_positions() {
  std::vector<Board> boards;
  std::ifstream in("bench/gomoku_move_loss_positions_clean.txt");
  std::string line;
  while (boards.size() < 20 && std::getline(in, line)) {
    Board board(15);
    Stone to_move;
    Point best;
    if (gg::gomoku::bench::parse_move_loss_line(line, board, to_move, best)) boards.push_back(board);
  }
  return boards;
}

void BM_NodesToDepth(benchmark::State& state) {
  auto boards = anchor_positions();
  if (boards.empty()) {
    state.SkipWithError("bench/gomoku_move_loss_positions_clean.txt not found: run from the repository's root");
    return;
  }
  Search search(std::size_t(16) << 20);
  const int depth = static_cast<int>(state.range(0));
  double nodes = 0, searches = 0;
  for (auto _ : state) {
    for (const Board& position : boards) {
      search.clear();
      PatternBoard board(position, Rule::kFreestyle);
      SearchLimits limits;
      limits.max_depth = depth;
      Stone side = position.stone_count() % 2 ? kWhite : kBlack;
      nodes += static_cast<double>(search.run(board, side, limits).nodes);
      searches += 1;
    }
  }
  state.counters["nodes_per_position"] = nodes / searches;
}
BENCHMARK(BM_NodesToDepth)->DenseRange(4, 14, 1)->Unit(benchmark::kMillisecond);

// The moves of the `count` longest games of the move-loss file (a line holds a game's moves up
// to a position; the longest lines are whole games, or nearly).
std::vector<std::vector<Point>> anchor_games(std::size_t count) {
  std::vector<std::vector<Point>> games;
  std::ifstream in("bench/gomoku_move_loss_positions_clean.txt");
  std::string line;
  while (std::getline(in, line)) {
    std::vector<Point> moves;
    std::istringstream fields(line.substr(0, line.find('#')));
    std::string move;
    int x = 0, y = 0;
    bool on_board = true;
    while (on_board && fields >> move && std::sscanf(move.c_str(), "%d,%d", &x, &y) == 2) {
      on_board = x >= 0 && y >= 0 && x < 15 && y < 15;
      moves.push_back(make_point(x, y));
    }
    if (on_board && !moves.empty()) games.push_back(std::move(moves));
  }
  std::stable_sort(games.begin(), games.end(), [](const auto& a, const auto& b) { return a.size() > b.size(); });
  if (games.size() > count) games.resize(count);
  return games;
}

// The searches of `games` as the brain meets them, one table of `table_mib` kept from move to
// move: white's first 30 moves of each game, after the opening's first 5 stones.
template <class Each>
void search_games(const std::vector<std::vector<Point>>& games, std::size_t table_mib, const SearchLimits& limits,
                  Each each) {
  for (const auto& moves : games) {
    Search search(table_mib << 20);
    for (std::size_t ply = 5; ply + 2 < moves.size() && ply < 5 + 2 * 30; ply += 2) {
      Board position(15);
      for (std::size_t i = 0; i < ply; ++i) position.place(moves[i], i % 2 ? kWhite : kBlack);
      PatternBoard board(position, Rule::kFreestyle);
      each(search.run(board, kWhite, limits));
    }
  }
}

// The two longest anchor games, or none with the benchmark marked skipped (the file is read from
// the working directory).
std::vector<std::vector<Point>> anchor_games_or_skip(benchmark::State& state) {
  auto games = anchor_games(2);
  if (games.empty())
    state.SkipWithError("bench/gomoku_move_loss_positions_clean.txt not found: run from the repository's root");
  return games;
}

// Depth reached at a fixed number of nodes (range 1, thousands) over two long anchor games, with a table
// of range(0) MiB: what the table's size and replacement are worth in a game.
void BM_GameDepthAtNodes(benchmark::State& state) {
  auto games = anchor_games_or_skip(state);
  if (games.empty()) return;
  SearchLimits limits;
  limits.max_nodes = std::uint64_t(state.range(1)) * 1000;
  double depth = 0, nodes = 0, searches = 0;
  for (auto _ : state)
    search_games(games, static_cast<std::size_t>(state.range(0)), limits, [&](const SearchResult& result) {
      depth += result.depth;
      nodes += static_cast<double>(result.nodes);
      searches += 1;
    });
  state.counters["mean_depth"] = depth / searches;
  state.counters["nodes_per_search"] = nodes / searches;
}
BENCHMARK(BM_GameDepthAtNodes)
    ->ArgsProduct({{16, 64, 256}, {500}})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);

// The same at a fixed depth (range 1): the nodes it takes, a finer measure than the depth.
void BM_GameNodesToDepth(benchmark::State& state) {
  auto games = anchor_games_or_skip(state);
  if (games.empty()) return;
  SearchLimits limits;
  limits.max_depth = static_cast<int>(state.range(1));
  double nodes = 0, log_nodes = 0, searches = 0;
  for (auto _ : state)
    search_games(games, static_cast<std::size_t>(state.range(0)), limits, [&](const SearchResult& result) {
      nodes += static_cast<double>(result.nodes);
      log_nodes += std::log(static_cast<double>(std::max<std::uint64_t>(result.nodes, 1)));
      searches += 1;
    });
  state.counters["nodes_per_search"] = nodes / searches;
  // The geometric mean: a few searches of many nodes weigh less (the arithmetic mean's noise).
  state.counters["geomean_nodes"] = std::exp(log_nodes / searches);
}
BENCHMARK(BM_GameNodesToDepth)
    ->ArgsProduct({{16, 64, 256}, {13}})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);

}  // namespace

BENCHMARK_MAIN();
