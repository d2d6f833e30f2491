#include "core/symmetry.h"

#include <gtest/gtest.h>

#include <set>

#include "core/sprague_grundy.h"

namespace gg {
namespace {

TEST(Symmetry, QuarterTurnIsClockwise) {
  // On a 3 x 3 board the top-left corner goes to the top-right corner.
  auto [r, c] = Symmetry{1}.apply(0, 0, 3);
  EXPECT_EQ(r, 0);
  EXPECT_EQ(c, 2);
}

TEST(Symmetry, EveryElementIsAPermutationAndHasItsInverse) {
  const int n = 5;
  for (int s = 0; s < 8; ++s) {
    std::set<std::pair<std::int64_t, std::int64_t>> images;
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        auto [tr, tc] = Symmetry{s}.apply(r, c, n);
        images.insert({tr, tc});
        auto [br, bc] = Symmetry{s}.inverse().apply(tr, tc, n);
        EXPECT_EQ(br, r);
        EXPECT_EQ(bc, c);
      }
    EXPECT_EQ(images.size(), static_cast<std::size_t>(n * n));
  }
}

TEST(Symmetry, TheEightElementsAreDistinct) {
  std::set<std::vector<std::int64_t>> maps;
  for (int s = 0; s < 8; ++s) {
    std::vector<std::int64_t> image;
    for (int r = 0; r < 3; ++r)
      for (int c = 0; c < 3; ++c) {
        auto [tr, tc] = Symmetry{s}.apply(r, c, 3);
        image.push_back(tr * 3 + tc);
      }
    maps.insert(image);
  }
  EXPECT_EQ(maps.size(), 8u);
}

TEST(Mex, SmallestMissingValue) {
  EXPECT_EQ(mex({}), 0u);
  EXPECT_EQ(mex({0, 1, 3}), 2u);
  EXPECT_EQ(mex({1, 2}), 0u);
  EXPECT_EQ(mex({0, 0, 1, 1, 2}), 3u);
}

}  // namespace
}  // namespace gg
