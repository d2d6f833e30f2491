// The open-addressing map against std::unordered_map on random insert/erase mixes, including
// clustered keys that stress backward-shift deletion.
#include "spot/flat_map.h"

#include <gtest/gtest.h>

#include <random>
#include <unordered_map>

namespace gg::spot {
namespace {

void compare_with_std(std::uint64_t seed, std::uint64_t key_range, int operations) {
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<std::uint64_t> key(0, key_range - 1);
  std::uniform_int_distribution<std::uint32_t> value(1, 1000);
  FlatMap map;
  std::unordered_map<std::uint64_t, std::uint32_t> expected;
  for (int i = 0; i < operations; ++i) {
    std::uint64_t k = key(rng);
    if (rng() % 3 == 0) {
      EXPECT_EQ(map.erase(k), expected.erase(k) == 1);
    } else {
      std::uint32_t v = value(rng);
      map.set(k, v);
      expected[k] = v;
    }
    ASSERT_EQ(map.size(), expected.size());
    std::uint64_t probe = key(rng);
    auto it = expected.find(probe);
    ASSERT_EQ(map.get(probe), it == expected.end() ? 0u : it->second) << "op " << i;
  }
  std::size_t visited = 0;
  map.for_each([&](std::uint64_t k, std::uint32_t v) {
    ++visited;
    EXPECT_EQ(expected.at(k), v);
  });
  EXPECT_EQ(visited, expected.size());
  map.clear();
  EXPECT_EQ(map.size(), 0u);
  EXPECT_EQ(map.get(key(rng)), 0u);
}

TEST(FlatMap, MatchesUnorderedMapOnDenseKeys) {
  compare_with_std(1, 64, 20000);
}
TEST(FlatMap, MatchesUnorderedMapOnSparseKeys) {
  compare_with_std(2, 1ULL << 40, 20000);
}
TEST(FlatMap, MatchesUnorderedMapOnMidRangeKeys) {
  compare_with_std(3, 5000, 50000);
}

TEST(FlatMap, EqualityIgnoresInsertionOrder) {
  FlatMap a, b;
  for (std::uint64_t k = 0; k < 100; ++k) a.set(k * 7, 1);
  for (std::uint64_t k = 100; k-- > 0;) b.set(k * 7, 1);
  EXPECT_TRUE(a == b);
  b.erase(0);
  EXPECT_FALSE(a == b);
}

}  // namespace
}  // namespace gg::spot
