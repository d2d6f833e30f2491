// Multi-ProbCut calibration (othello/search.cpp): how far a depth-d search's value strays from
// the value of the shallow search that ProbCut uses to predict it, by depth and game stage.
//
//   bench_othello_mpc_calibrate SAMPLES.bin [POSITIONS=400] [MAX_DEPTH=10] [SEED=1]
//
// SAMPLES.bin: self-play positions written by `gridgames othello train generate` (any round).
// For POSITIONS of them drawn at random (12-54 empties), one iterative-deepening search without
// ProbCut records the root value at every depth; for each deep depth d >= 3 and its shallow
// depth s, it prints the mean and standard deviation of v_d - v_s (kDisc units) per stage, and
// the least-squares line v_d = a * v_s + b. search.cpp's sigma table comes from this output.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "othello/search.h"
#include "othello/train/selfplay.h"

namespace {

using gg::othello::Position;

int stage_of(int empties) { return empties > 40 ? 0 : empties > 25 ? 1 : 2; }

struct Pairs {
  double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0, syy = 0;
  void add(double x, double y) {
    n += 1, sx += x, sy += y, sxx += x * x, sxy += x * y, syy += y * y;
  }
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s SAMPLES.bin [POSITIONS] [MAX_DEPTH] [SEED]\n", argv[0]);
    return 1;
  }
  int wanted = argc > 2 ? std::atoi(argv[2]) : 400;
  int max_depth = argc > 3 ? std::atoi(argv[3]) : 10;
  std::mt19937_64 rng(argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 1);
  std::vector<gg::othello::train::Sample> samples = gg::othello::train::read_samples(argv[1]);
  std::vector<Position> positions;
  while (static_cast<int>(positions.size()) < wanted && !samples.empty()) {
    const auto& sample = samples[rng() % samples.size()];
    Position pos;
    pos.player = sample.player;
    pos.opponent = sample.opponent;
    if (pos.empty_count() >= 12 && pos.empty_count() <= 54 && pos.moves()) positions.push_back(pos);
  }

  std::vector<std::vector<Pairs>> pairs(3, std::vector<Pairs>(max_depth + 1));
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const Position& pos = positions[i];
    std::vector<int> value(max_depth + 1, 0);
    gg::othello::Searcher searcher(16);
    searcher.on_iteration([&](const gg::othello::SearchResult& r) { value[r.depth] = r.score; });
    gg::othello::SearchLimits limits;
    limits.depth = std::min(max_depth, pos.empty_count() - 1);
    limits.exact_empties = 0;
    limits.probcut_confidence = 0;
    searcher.search(pos, limits);
    for (int d = 3; d <= limits.depth; ++d) pairs[stage_of(pos.empty_count())][d].add(value[gg::othello::probcut_shallow_depth(d)], value[d]);
    std::fprintf(stderr, "\r%zu / %zu positions", i + 1, positions.size());
  }
  std::fprintf(stderr, "\n");
  std::printf("| stage (empties) | depth | shallow | positions | mean v_d - v_s | sigma | a | b |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
  const char* stages[] = {"41-54", "26-40", "12-25"};
  for (int stage = 0; stage < 3; ++stage) {
    for (int d = 3; d <= max_depth; ++d) {
      const Pairs& p = pairs[stage][d];
      if (p.n < 2) continue;
      double mean = (p.sy - p.sx) / p.n;
      double square = (p.syy - 2 * p.sxy + p.sxx) / p.n;  // mean of (y - x)^2
      double sigma = std::sqrt(std::max(0.0, square - mean * mean));
      double a = (p.n * p.sxy - p.sx * p.sy) / (p.n * p.sxx - p.sx * p.sx);
      double b = (p.sy - a * p.sx) / p.n;
      std::printf("| %s | %d | %d | %.0f | %.0f | %.0f | %.3f | %.0f |\n", stages[stage], d, gg::othello::probcut_shallow_depth(d), p.n, mean,
                  sigma, a, b);
    }
  }
  return 0;
}
