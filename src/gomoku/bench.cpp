#include "gomoku/bench.h"

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "gomoku/face.h"
#include "gomoku/pattern_board.h"
#include "gomoku/search.h"
#include "gomoku/threat_prover.h"

namespace gg::gomoku {
namespace {

struct BenchPosition {
  Board board;
  Rule rule;
};

// 12 to 22 stones, black and white in turn, on random empty points of the central 9 x 9 of a
// 15 x 15 board; a stone that would make a five is not placed (so no position is over).
std::vector<BenchPosition> bench_positions() {
  std::vector<BenchPosition> positions;
  std::mt19937_64 rng(20261201);
  for (int i = 0; i < 6; ++i) {
    Rule rule = i < 4 ? Rule::kFreestyle : Rule::kRenju;
    Board board(15);
    int stones = 12 + 2 * i;
    Stone colour = kBlack;
    while (board.stone_count() < stones) {
      // The row is drawn first, in its own statement: the order in which a call's arguments are
      // evaluated is unspecified (g++ and clang differ), and the signature must not depend on it.
      int row = 3 + static_cast<int>(rng() % 9);
      int column = 3 + static_cast<int>(rng() % 9);
      Point p = make_point(column, row);
      if (board.at(p) != kEmpty || makes_five(board, p, colour, rule)) continue;
      board.place(p, colour);
      colour = colour == kBlack ? kWhite : kBlack;
    }
    positions.push_back({board, rule});
  }
  return positions;
}

}  // namespace

BenchSignature search_signature(int depth) {
  std::string workload = "6 positions of 12-22 random central stones, depth " + std::to_string(depth);
  return measure_signature("gomoku search", workload, [depth](BenchSignature& signature) {
    for (const BenchPosition& position : bench_positions()) {
      Search search;
      PatternBoard board(position.board, position.rule);
      SearchLimits limits;
      limits.max_depth = depth;
      signature.nodes += search.run(board, kBlack, limits).nodes;
      ++signature.positions;
    }
  });
}

BenchSignature threat_signature() {
  return measure_signature("gomoku threats", "the same 6 positions, solve_threats (its three stages), 200,000 nodes each",
                           [](BenchSignature& signature) {
                             for (const BenchPosition& position : bench_positions()) {
                               ThreatSearch search;
                               search.budget.nodes = 200'000;
                               signature.nodes += solve_threats(position.board, position.rule, search).result.nodes;
                               ++signature.positions;
                             }
                           });
}

BenchSignature prover_signature() {
  return measure_signature("gomoku prover", "the same 6 positions, VCF then VCT, 100,000 nodes each",
                           [](BenchSignature& signature) {
                             for (const BenchPosition& position : bench_positions()) {
                               ThreatProver prover;
                               PatternBoard board(position.board, position.rule);
                               prover.vcf(board, kBlack, 100'000);
                               std::uint64_t nodes = prover.nodes();
                               prover.vct(board, kBlack, 100'000);
                               signature.nodes += nodes + prover.nodes();
                               ++signature.positions;
                             }
                           });
}

}  // namespace gg::gomoku
