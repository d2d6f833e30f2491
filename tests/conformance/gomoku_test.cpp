// Gomoku through the generic gg::Game interface only, under every rule and a few board sizes.
#include "conformance/conformance.h"

#include <cstdlib>

#include "gomoku/state.h"

namespace gg::test {
namespace {

static_assert(Game<gomoku::State>);

TEST(GomokuConformance, RandomGamesUnderEveryRule) {
  const bool sanitized = std::getenv("GRIDGAMES_SANITIZED") != nullptr;
  for (gomoku::Rule rule : {gomoku::Rule::kFreestyle, gomoku::Rule::kStandard, gomoku::Rule::kRenju}) {
    for (int size : {5, 9, 15}) {
      auto stats = check_conformance(gomoku::State(size, rule), 1234 + size, sanitized ? 3 : 12,
                                     static_cast<std::size_t>(size * size));
      EXPECT_GT(stats.games, 0u);
      EXPECT_GT(stats.moves, 0u);
      // Random play on 5 x 5 ends in draws sometimes, on larger boards with wins: every game
      // ended one way or the other.
      EXPECT_EQ(stats.first_player_wins + stats.second_player_wins + stats.draws,
                static_cast<int>(stats.games));
    }
  }
}

}  // namespace
}  // namespace gg::test
