// Every engine's pinned search signature (core/bench.h), as Stockfish pins its `Bench:` count.
// A change to a search, its move ordering, its tables or an evaluation's weights that changes a
// count fails here. If the change is meant, put the new count (`gridgames bench`) here in the
// same commit and say why in its message.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <string>

#include "gomoku/bench.h"
#include "mine/bench.h"
#include "othello/bench.h"
#include "spot/bench.h"

namespace gg {
namespace {

struct Pinned {
  const char* engine;
  std::function<BenchSignature()> run;
  int positions;
  std::uint64_t nodes;
};

const Pinned kPinned[] = {
    {"othello midgame", [] { return othello::midgame_signature(); }, 5, 63175},
    {"othello endgame", [] { return othello::endgame_signature(); }, 4, 920223},
    {"gomoku search", [] { return gomoku::search_signature(); }, 6, 12085},
    {"gomoku threats", [] { return gomoku::threat_signature(); }, 6, 78782},
    {"gomoku prover", [] { return gomoku::prover_signature(); }, 6, 43870},
    {"mine solver", [] { return mine::solver_signature(); }, 4, 3652},
    {"spot solver", [] { return spot::solver_signature(); }, 3, 4621},
};

class Signature : public ::testing::TestWithParam<Pinned> {};

TEST_P(Signature, SearchesThePinnedNumberOfNodes) {
  const Pinned& engine = GetParam();
  BenchSignature signature = engine.run();
  EXPECT_EQ(signature.engine, engine.engine);
  EXPECT_EQ(signature.positions, engine.positions) << engine.engine;
  EXPECT_EQ(signature.nodes, engine.nodes) << engine.engine << ": " << signature.workload;
}

// One test per engine (named after it), so that ctest runs them side by side.
INSTANTIATE_TEST_SUITE_P(Engines, Signature, ::testing::ValuesIn(kPinned), [](const auto& info) {
  std::string name = info.param.engine;
  for (char& c : name) c = c == ' ' ? '_' : c;
  return name;
});

}  // namespace
}  // namespace gg
