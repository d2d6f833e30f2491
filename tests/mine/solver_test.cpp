// The hypergraph solver against a plain exhaustive search of the raw game, and each of its
// shortcuts on its own: parity of equal numbers, splitting, structural memo, twin orbits, budget.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <random>

#include "core/errors.h"
#include "mine/solver.h"
#include "reference.h"

namespace gg::mine::test {
namespace {

RawGame random_raw_game(std::mt19937_64& rng, int max_regions, int max_numbers, int max_touch) {
  RawGame game;
  game.regions = std::uniform_int_distribution<int>(1, max_regions)(rng);
  int numbers = std::uniform_int_distribution<int>(0, max_numbers)(rng);
  for (int n = 0; n < numbers; ++n) {
    int touch = std::uniform_int_distribution<int>(0, std::min(max_touch, game.regions))(rng);
    std::vector<int> all(game.regions);
    std::iota(all.begin(), all.end(), 0);
    std::shuffle(all.begin(), all.end(), rng);
    all.resize(touch);
    std::sort(all.begin(), all.end());
    game.numbers.push_back(all);
  }
  return game;
}

// The parity reduction written plainly: count numbers per region set, keep the odd ones.
unsigned engine_value(const RawGame& game, Solver& solver) {
  std::map<std::vector<int>, int> count;
  for (const auto& touched : game.numbers) ++count[touched];
  Hypergraph graph;
  for (int r = 0; r < game.regions; ++r) graph.add_vertex(false);
  unsigned lone = 0;
  for (const auto& [touched, n] : count) {
    if (n % 2 == 0) continue;
    if (touched.empty()) lone ^= 1;
    else if (touched.size() == 1) graph.flag[touched[0]] = 1;
    else {
      Edge edge;
      edge.fill(kNoVertex);
      for (std::size_t i = 0; i < touched.size(); ++i) edge[i] = static_cast<std::uint16_t>(touched[i]);
      graph.edges.push_back(edge);
    }
  }
  return lone ^ solver.value(graph, "test part");
}

TEST(MineSolver, PairsOfEqualNumbersCancel) {
  // The lemma on its own, both sides by plain search: adding two numbers touching the same set
  // never changes the value.
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 400; ++trial) {
    RawGame game = random_raw_game(rng, 5, 6, 4);
    RawGame doubled = game;
    const auto& copy = game.numbers.empty() ? std::vector<int>{} : game.numbers[rng() % game.numbers.size()];
    doubled.numbers.push_back(copy);
    doubled.numbers.push_back(copy);
    ASSERT_EQ(game.grundy(), doubled.grundy()) << "trial " << trial;
  }
}

// The raw game of a hypergraph: flags as numbers touching one region, edges as shared numbers.
RawGame raw_of(const Hypergraph& g) {
  RawGame game;
  game.regions = g.vertices;
  for (int v = 0; v < g.vertices; ++v)
    if (g.flag[v]) game.numbers.push_back({v});
  for (const Edge& e : g.edges) game.numbers.push_back(std::vector<int>(e.begin(), e.begin() + edge_size(e)));
  return game;
}

TEST(MineSolver, TwinPairsCancel) {
  // The twin rule on its own, both sides by plain search: adding two vertices with the same flag
  // and the same edges to the rest never changes the value.
  std::mt19937_64 rng(8);
  for (int trial = 0; trial < 600; ++trial) {
    Hypergraph g;
    int n = 1 + rng() % 4;
    for (int v = 0; v < n; ++v) g.add_vertex(rng() % 2);
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b)
        if (rng() % 2) g.edges.push_back(Edge{std::uint16_t(a), std::uint16_t(b), kNoVertex, kNoVertex});
    Hypergraph twins = g;
    bool flag = rng() % 2;
    int u = twins.add_vertex(flag), w = twins.add_vertex(flag);
    for (int a = 0; a < n; ++a) {
      if (rng() % 2) continue;
      twins.edges.push_back(Edge{std::uint16_t(a), std::uint16_t(u), kNoVertex, kNoVertex});
      twins.edges.push_back(Edge{std::uint16_t(a), std::uint16_t(w), kNoVertex, kNoVertex});
    }
    if (n >= 2 && rng() % 2) {  // a shared number of three regions on both twins
      twins.edges.push_back(Edge{0, 1, std::uint16_t(u), kNoVertex});
      twins.edges.push_back(Edge{0, 1, std::uint16_t(w), kNoVertex});
    }
    RawGame with = raw_of(twins), without = raw_of(g);
    if (with.numbers.size() > 14) continue;  // keep the plain search small
    ASSERT_EQ(with.grundy(), without.grundy()) << "trial " << trial;
  }
}

TEST(MineSolver, MatchesExhaustiveSearchOnRandomGames) {
  std::mt19937_64 rng(11);
  Solver solver;
  int max_value = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    int max_touch = 2 + trial % 3;  // board numbers touch at most 2 regions; the solver allows 4
    RawGame game = random_raw_game(rng, 7, 10, max_touch);
    unsigned expected = game.grundy();
    max_value = std::max<int>(max_value, expected);
    ASSERT_EQ(engine_value(game, solver), expected) << "trial " << trial;
  }
  EXPECT_GE(max_value, 3);  // the games are rich enough to reach values beyond nim heaps 0..2
}

TEST(MineSolver, ValueDoesNotDependOnNumbering) {
  std::mt19937_64 rng(12);
  for (int trial = 0; trial < 300; ++trial) {
    Solver a, b;
    RawGame game = random_raw_game(rng, 8, 12, 2);
    RawGame renamed = game;
    std::vector<int> perm(game.regions);
    std::iota(perm.begin(), perm.end(), 0);
    std::shuffle(perm.begin(), perm.end(), rng);
    for (auto& touched : renamed.numbers) {
      for (int& r : touched) r = perm[r];
      std::sort(touched.begin(), touched.end());
    }
    std::shuffle(renamed.numbers.begin(), renamed.numbers.end(), rng);
    ASSERT_EQ(engine_value(game, a), engine_value(renamed, b));
  }
}

Hypergraph star(int hub_flag, int plain_leaves, int flagged_leaves) {
  Hypergraph g;
  g.add_vertex(hub_flag);
  for (int i = 0; i < plain_leaves + flagged_leaves; ++i) {
    int leaf = g.add_vertex(i >= plain_leaves);
    g.edges.push_back(Edge{0, static_cast<std::uint16_t>(leaf), kNoVertex, kNoVertex});
  }
  return g;
}

TEST(MineSolver, CanonicalKeyIgnoresNumbering) {
  std::mt19937_64 rng(13);
  Hypergraph g = star(1, 5, 4);
  std::string key = canonical_key(g);
  for (int trial = 0; trial < 50; ++trial) {
    std::vector<std::uint16_t> perm(g.vertices);
    std::iota(perm.begin(), perm.end(), 0);
    std::shuffle(perm.begin(), perm.end(), rng);
    Hypergraph h;
    h.vertices = g.vertices;
    h.flag.assign(g.vertices, 0);
    for (int v = 0; v < g.vertices; ++v) h.flag[perm[v]] = g.flag[v];
    for (Edge e : g.edges) {
      e[0] = perm[e[0]];
      e[1] = perm[e[1]];
      if (e[0] > e[1]) std::swap(e[0], e[1]);
      h.edges.push_back(e);
    }
    EXPECT_EQ(canonical_key(h), key);
  }
  // Different flags, different key.
  EXPECT_NE(canonical_key(star(0, 5, 4)), key);
  EXPECT_NE(canonical_key(star(1, 4, 5)), key);
}

// A star of one hub and leaves joined to it by one shared number each, valued by a DP over
// (hub flag, leaves without flag, leaves with flag) derived by hand from the moves.
unsigned star_by_counts(int h, int n0, int n1, std::map<std::array<int, 3>, unsigned>& memo) {
  if (n0 + n1 == 0) return 1 + h;
  auto key = std::array<int, 3>{h, n0, n1};
  if (auto found = memo.find(key); found != memo.end()) return found->second;
  std::vector<unsigned> options;
  if (h) options.push_back(star_by_counts(0, n0, n1, memo));               // hub's private number
  options.push_back((n0 & 1) ^ ((n1 & 1) ? 2u : 0u));                      // click the hub
  if (n0) {
    options.push_back(star_by_counts(h, n0 - 1, n1, memo) ^ 1);             // cut a plain leaf off
    options.push_back(star_by_counts(h, n0 - 1, n1, memo));                 // click a plain leaf
  }
  if (n1) {
    options.push_back(star_by_counts(h, n0, n1 - 1, memo) ^ 2);             // cut a flagged leaf off
    options.push_back(star_by_counts(h, n0, n1 - 1, memo));                 // click a flagged leaf
    options.push_back(star_by_counts(h, n0 + 1, n1 - 1, memo));             // its private number
  }
  std::sort(options.begin(), options.end());
  unsigned m = 0;
  for (unsigned v : options) m += v == m;
  memo.emplace(key, m);
  return m;
}

TEST(MineSolver, LargeStarsAreSolvedThroughTwins) {
  // 2^60 raw states; the twin orbits and structural memo make it a few thousand.
  std::map<std::array<int, 3>, unsigned> memo;
  for (auto [h, n0, n1] : {std::array<int, 3>{0, 30, 30}, {1, 17, 40}, {1, 0, 55}, {0, 3, 1}}) {
    Solver solver;
    EXPECT_EQ(solver.value(star(h, n0, n1), "star"), star_by_counts(h, n0, n1, memo));
    EXPECT_LT(solver.last_states(), 20000u);
  }
}

TEST(MineSolver, BudgetExceededNamesThePart) {
  // A grid-like graph of 36 vertices with no symmetry to exploit quickly.
  Hypergraph g;
  for (int v = 0; v < 36; ++v) g.add_vertex(v % 3 == 0);
  for (int v = 0; v < 36; ++v) {
    if (v % 6 != 5) g.edges.push_back(Edge{std::uint16_t(v), std::uint16_t(v + 1), kNoVertex, kNoVertex});
    if (v + 6 < 36) g.edges.push_back(Edge{std::uint16_t(v), std::uint16_t(v + 6), kNoVertex, kNoVertex});
  }
  Budget budget;
  budget.max_states = 500;
  Solver solver(budget);
  try {
    solver.value(g, "the part at (3, 4)");
    FAIL() << "no BeyondLimits";
  } catch (const BeyondLimits& error) {
    EXPECT_NE(std::string(error.what()).find("the part at (3, 4)"), std::string::npos) << error.what();
    EXPECT_NE(std::string(error.what()).find("500"), std::string::npos) << error.what();
  }
  Budget tiny;
  tiny.max_elements = 10;
  Solver small(tiny);
  EXPECT_THROW(small.value(g, "big"), BeyondLimits);
  Budget little_memory;
  little_memory.max_memo_bytes = 64 << 10;
  Solver forgetful(little_memory);
  try {
    forgetful.value(g, "grid");
    FAIL() << "no BeyondLimits";
  } catch (const BeyondLimits& error) {
    EXPECT_NE(std::string(error.what()).find("memory budget of 64 KiB"), std::string::npos) << error.what();
  }
}

}  // namespace
}  // namespace gg::mine::test
