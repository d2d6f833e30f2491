#include "core/huge_array.h"

#include <gtest/gtest.h>

#include <cstdint>

namespace gg {
namespace {

struct Slot {
  std::uint64_t a, b;
  std::int8_t c;
};

TEST(HugeArray, StartsZeroedAndKeepsWhatIsWritten) {
  // Larger than a huge page, and not a multiple of one: the ends of the mapping must be usable.
  const std::size_t count = (std::size_t(3) << 20) / sizeof(Slot) + 7;
  HugeArray<Slot> array(count);
  ASSERT_EQ(array.size(), count);
  for (std::size_t i = 0; i < count; i += 4099) {
    EXPECT_EQ(array[i].a, 0u);
    EXPECT_EQ(array[i].c, 0);
  }
  EXPECT_EQ(array[count - 1].b, 0u);
  for (std::size_t i = 0; i < count; ++i) array[i] = Slot{i, ~i, std::int8_t(i)};
  for (std::size_t i = 0; i < count; ++i) {
    ASSERT_EQ(array[i].a, i);
    ASSERT_EQ(array[i].b, ~i);
  }
  EXPECT_EQ(array.end() - array.begin(), std::ptrdiff_t(count));
}

TEST(HugeArray, LargeArraysStartOnAHugePageBoundary) {
  HugeArray<std::uint64_t> array((std::size_t(4) << 20) / 8);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(array.begin()) % (std::size_t(2) << 20), 0u);
}

TEST(HugeArray, SmallAndMovedArrays) {
  HugeArray<int> one(1);
  EXPECT_EQ(one[0], 0);
  one[0] = 42;
  HugeArray<int> moved = std::move(one);
  EXPECT_EQ(moved[0], 42);
  HugeArray<int> empty;
  EXPECT_EQ(empty.size(), 0u);
  empty = std::move(moved);
  EXPECT_EQ(empty[0], 42);
}

}  // namespace
}  // namespace gg
