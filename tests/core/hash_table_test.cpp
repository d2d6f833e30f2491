#include "core/hash_table.h"

#include <gtest/gtest.h>

#include <cstdint>

namespace gg {
namespace {

struct Plain {
  std::uint64_t key;
  std::int32_t value;
  std::int32_t depth;
};
static_assert(sizeof(Plain) == 16);

// A slot whose empty state is not zero bytes.
struct WithDefaults {
  std::uint32_t key = 0;
  std::int16_t move = -1;
  std::int8_t depth = -1;
};

TEST(HashTable, SizesToThePowerOfTwoWithinTheBudget) {
  EXPECT_EQ(HashTable<Plain>::slots_within(1 << 20), (1u << 20) / 16);
  EXPECT_EQ(HashTable<Plain>::slots_within((1 << 20) + 17 * 16), (1u << 20) / 16);
  EXPECT_EQ(HashTable<Plain>::slots_within(3 << 20), (2u << 20) / 16);
  EXPECT_EQ(HashTable<Plain>::slots_within(0), 1u);
  EXPECT_EQ(HashTable<Plain>::slots_within(100, 1024), 1024u);
  HashTable<Plain> table(HashTable<Plain>::slots_within(3 << 20));
  EXPECT_EQ(table.size(), (2u << 20) / 16);
  EXPECT_EQ(table.bytes(), 2u << 20);
}

TEST(HashTable, IndexesByTheLowBitsOfTheHash) {
  HashTable<Plain> table(256);
  EXPECT_EQ(table.index(0x1234), 0x34u);
  EXPECT_EQ(&table.slot(0x1234), &table.slot(0xFF34));
  EXPECT_NE(&table.slot(0x1234), &table.slot(0x1235));
  EXPECT_EQ(table.address(7), &table.slot(7));
}

TEST(HashTable, StartsEmptyAndClearsToEmpty) {
  HashTable<Plain> plain(1024);
  for (const Plain& p : plain) ASSERT_EQ(p.key, 0u);
  HashTable<WithDefaults> table(1024);
  for (const WithDefaults& s : table) {
    ASSERT_EQ(s.move, -1);
    ASSERT_EQ(s.depth, -1);
  }
  table.slot(5) = {9, 3, 4};
  table.clear();
  EXPECT_EQ(table.slot(5).key, 0u);
  EXPECT_EQ(table.slot(5).move, -1);
}

TEST(HashTable, ProbeFindsOnlyWhatTheGamesKeyMatches) {
  HashTable<Plain> table(1024);
  auto key_is = [](std::uint64_t key) { return [key](const Plain& p) { return p.key == key; }; };
  EXPECT_EQ(table.probe(77, key_is(77)), nullptr);
  EXPECT_TRUE(table.store(77, {77, 5, 2}, [](const Plain&) { return true; }));
  const Plain* found = table.probe(77, key_is(77));
  ASSERT_NE(found, nullptr);
  EXPECT_EQ(found->value, 5);
  // Same slot, other key: no false hit.
  EXPECT_EQ(table.probe(77 + 1024, key_is(77 + 1024)), nullptr);
}

TEST(HashTable, StoreFollowsTheGamesReplacementRule) {
  HashTable<Plain> table(64);
  auto deeper = [](int depth) { return [depth](const Plain& old) { return depth >= old.depth; }; };
  EXPECT_TRUE(table.store(3, {3, 10, 5}, deeper(5)));
  EXPECT_FALSE(table.store(3 + 64, {67, 20, 4}, deeper(4)));
  EXPECT_EQ(table.slot(3).value, 10);
  EXPECT_TRUE(table.store(3 + 64, {67, 30, 6}, deeper(6)));
  EXPECT_EQ(table.slot(3).key, 67u);
  EXPECT_EQ(table.slot(3).value, 30);
}

}  // namespace
}  // namespace gg
