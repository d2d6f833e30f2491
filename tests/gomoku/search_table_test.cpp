// The main search's transposition table (search_table.h): entries read back as written, and the
// bucket's replacement: the deepest result of the current search stays however many shallower
// ones collide with it, the newest result is always found, and an older search's entries give
// way (and are kept one more store when there is room).
#include <gtest/gtest.h>

#include <map>
#include <random>

#include "gomoku/search_table.h"

namespace gg::gomoku {
namespace {

// A key whose bucket is `bucket` in a table of 512 buckets (the smallest: the low bits index it).
std::uint64_t key_in(std::uint64_t bucket, std::uint64_t high) { return (high << 9) | bucket; }

TEST(SearchTable, EntriesReadBackAsWritten) {
  SearchTable table(0);
  EXPECT_EQ(table.bytes(), 512u * 32u);
  std::mt19937_64 rng(7);
  for (int i = 0; i < 200; ++i) {
    std::uint64_t key = key_in(static_cast<std::uint64_t>(i), rng() >> 9);
    int value = static_cast<int>(rng() % 60001) - 30000;
    Point move = static_cast<Point>(rng() % 300) - 1;  // kNoPoint included
    int depth = static_cast<int>(rng() % 121);
    auto bound = static_cast<SearchTable::Bound>(1 + rng() % 3);
    table.store(key, value, move, depth, bound);
    SearchTable::Entry entry;
    ASSERT_TRUE(table.probe(key, entry));
    EXPECT_EQ(entry.value, value);
    EXPECT_EQ(entry.move, move);
    EXPECT_EQ(entry.depth, depth);
    EXPECT_EQ(entry.bound, bound);
    EXPECT_FALSE(table.probe(key ^ (std::uint64_t(1) << 40), entry));  // same bucket, other key
  }
  // Depths are clamped into the 8 bits they are packed in.
  table.store(key_in(300, 1), 5, 17, 500, SearchTable::kExact);
  table.store(key_in(301, 1), 5, 17, -3, SearchTable::kExact);
  SearchTable::Entry entry;
  ASSERT_TRUE(table.probe(key_in(300, 1), entry));
  EXPECT_EQ(entry.depth, 120);
  ASSERT_TRUE(table.probe(key_in(301, 1), entry));
  EXPECT_EQ(entry.depth, 0);
  table.clear();
  EXPECT_FALSE(table.probe(key_in(300, 1), entry));
}

TEST(SearchTable, TheDeepestResultOfTheSearchSurvivesShallowCollisions) {
  // Random stores of distinct keys into four buckets, checked against a model that only knows
  // what must hold: the newest store is found, and so is each bucket's deepest store of the
  // current search (the newest of the deepest on a tie).
  SearchTable table(0);
  std::mt19937_64 rng(11);
  for (int search = 0; search < 20; ++search) {
    table.new_search();
    std::map<std::uint64_t, std::pair<std::uint64_t, int>> deepest;  // bucket -> key, depth
    std::map<std::uint64_t, int> depth_of;
    for (int i = 0; i < 400; ++i) {
      std::uint64_t bucket = rng() % 4;
      std::uint64_t key = key_in(bucket, (std::uint64_t(search) << 20) | std::uint64_t(i + 1));
      int depth = static_cast<int>(rng() % 16);
      table.store(key, depth * 10, static_cast<Point>(i % 200), depth, SearchTable::kLower);
      depth_of[key] = depth;
      auto it = deepest.find(bucket);
      if (it == deepest.end() || it->second.second <= depth) deepest[bucket] = {key, depth};
      SearchTable::Entry entry;
      ASSERT_TRUE(table.probe(key, entry)) << "the newest store is lost";
      EXPECT_EQ(entry.depth, depth);
      for (const auto& [b, deep] : deepest) {
        ASSERT_TRUE(table.probe(deep.first, entry)) << "search " << search << " store " << i << " bucket " << b;
        EXPECT_EQ(entry.depth, deep.second);
        EXPECT_EQ(entry.value, deep.second * 10);
      }
    }
  }
}

TEST(SearchTable, AnOlderSearchsDeepEntryGivesWayAndIsKeptOneMoreStore) {
  SearchTable table(0);
  SearchTable::Entry entry;
  std::uint64_t old_deep = key_in(5, 1), fresh = key_in(5, 2), next = key_in(5, 3), last = key_in(5, 4);
  table.store(old_deep, 100, 10, 14, SearchTable::kExact);
  table.store(fresh, 1, 11, 2, SearchTable::kUpper);  // same search: shallower, takes the other slot
  ASSERT_TRUE(table.probe(old_deep, entry));
  ASSERT_TRUE(table.probe(fresh, entry));
  table.new_search();
  table.store(next, 2, 12, 3, SearchTable::kUpper);  // the old deep entry gives way to it ...
  ASSERT_TRUE(table.probe(next, entry));
  ASSERT_TRUE(table.probe(old_deep, entry)) << "... and moves to the other slot";
  EXPECT_EQ(entry.depth, 14);
  EXPECT_FALSE(table.probe(fresh, entry));
  table.store(last, 3, 13, 1, SearchTable::kUpper);  // shallower than the current deep entry
  EXPECT_FALSE(table.probe(old_deep, entry));
  ASSERT_TRUE(table.probe(next, entry));
  ASSERT_TRUE(table.probe(last, entry));
  // The same position stored again replaces its entry, even with less depth.
  table.store(next, -7, 20, 1, SearchTable::kExact);
  ASSERT_TRUE(table.probe(next, entry));
  EXPECT_EQ(entry.value, -7);
  EXPECT_EQ(entry.depth, 1);
  ASSERT_TRUE(table.probe(last, entry));
}

TEST(SearchTable, EveryNewSearchTellsItsEntriesFromOlderOnesAcrossTheGenerationsWrap) {
  // Generations are 8 bits: over 600 searches they wrap twice. Each search ends with a deep
  // entry; in the next, a shallow one takes the depth slot from it, and still shallower stores
  // go to the other slot, leaving it there.
  SearchTable table(0);
  SearchTable::Entry entry;
  for (std::uint64_t search = 0; search < 600; ++search) {
    table.new_search();
    std::uint64_t first = key_in(9, search * 4 + 1), second = key_in(9, search * 4 + 2);
    table.store(first, 1, 1, 2, SearchTable::kExact);
    table.store(second, 1, 1, 1, SearchTable::kExact);
    ASSERT_TRUE(table.probe(first, entry)) << "search " << search;
    ASSERT_TRUE(table.probe(second, entry)) << "search " << search;
    table.store(key_in(9, search * 4 + 3), 1, 1, 0, SearchTable::kExact);  // evicts `second`
    ASSERT_TRUE(table.probe(first, entry)) << "search " << search;
    EXPECT_FALSE(table.probe(second, entry)) << "search " << search;
    table.store(key_in(9, search * 4 + 4), 1, 1, 10, SearchTable::kExact);
  }
}

}  // namespace
}  // namespace gg::gomoku
