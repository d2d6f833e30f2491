// Spot through the generic interface only: random games on small boards.
#include <gtest/gtest.h>

#include "conformance.h"
#include "spot/state.h"

namespace gg::spot {
namespace {

static_assert(gg::Game<State>);

TEST(SpotConformance, RandomGamesThroughTheGenericInterface) {
  for (int n = 2; n <= 6; ++n) {
    auto stats = gg::test::check_conformance(State(n), 100 + n, 200, 2 * n);
    EXPECT_EQ(stats.games, 200u) << "N=" << n;
    // Random play repeats a pattern often on small boards, and both players lose sometimes.
    EXPECT_GT(stats.first_player_wins + stats.second_player_wins, 0) << "N=" << n;
  }
}

}  // namespace
}  // namespace gg::spot
