// Stable discs, edge by edge: whatever the table calls stable must survive every sequence of
// plays on its edge (checked by random sequences on random edges), and hand-made edges give
// the expected answers.
#include "othello/stability.h"

#include <gtest/gtest.h>

#include <random>

namespace gg::othello {
namespace {

// Square i of the first row (a1..h1): the edge model of the test, 0 empty, 1 P, 2 O.
using Edge = std::array<int, 8>;

Bitboard bits_of(const Edge& e, int colour) {
  Bitboard b = 0;
  for (int i = 0; i < 8; ++i)
    if (e[i] == colour) b |= bit(i);
  return b;
}

// Plays colour on the empty square i of the edge, flipping what it brackets along the edge.
void play_on_edge(Edge& e, int i, int colour) {
  e[i] = colour;
  for (int step : {1, -1}) {
    int j = i + step;
    while (j >= 0 && j < 8 && e[j] == 3 - colour) j += step;
    if (j < 0 || j >= 8 || e[j] != colour) continue;
    for (int k = i + step; k != j; k += step) e[k] = colour;
  }
}

TEST(OthelloStability, EdgeDiscsCalledStableSurviveEveryEdgeSequence) {
  std::mt19937_64 rng(17);
  int stable_seen = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    Edge edge{};
    for (int& c : edge) c = int(rng() % 3);
    // Only the first row holds discs: everything stable there comes from the edge itself.
    Bitboard p_stable = stable_discs(bits_of(edge, 1), bits_of(edge, 2));
    Bitboard o_stable = stable_discs(bits_of(edge, 2), bits_of(edge, 1));
    stable_seen += popcount(p_stable | o_stable);
    for (int run = 0; run < 8; ++run) {
      Edge e = edge;
      for (;;) {
        int empties[8], n = 0;
        for (int i = 0; i < 8; ++i)
          if (!e[i]) empties[n++] = i;
        if (!n) break;
        int colour = 1 + int(rng() % 2);  // drawn first, in its own statement, as g++ did
        play_on_edge(e, empties[rng() % n], colour);
        ASSERT_EQ(bits_of(e, 1) & p_stable, p_stable) << "trial " << trial;
        ASSERT_EQ(bits_of(e, 2) & o_stable, o_stable) << "trial " << trial;
      }
    }
  }
  EXPECT_GT(stable_seen, 20000);  // the check is not vacuous
}

Bitboard row_one(const char* text, char who) {
  Bitboard b = 0;
  for (int i = 0; i < 8; ++i)
    if (text[i] == who) b |= bit(i);
  return b;
}

TEST(OthelloStability, HandMadeEdges) {
  auto stable = [](const char* text) {
    return stable_discs(row_one(text, 'X'), row_one(text, 'O'));
  };
  // Anchored to the a1 corner.
  EXPECT_EQ(stable("XXX-----"), row_one("XXX-----", 'X'));
  // O on d1 next to X's corner run: X playing e1 brackets it, so it is not stable for O, and
  // X's a1..c1 stay stable.
  EXPECT_EQ(stable_discs(row_one("XXXO----", 'O'), row_one("XXXO----", 'X')), 0u);
  // A lone disc in the middle of an empty edge can always be flipped.
  EXPECT_EQ(stable("---X----"), 0u);
  // Full edge: every disc stable for both sides.
  EXPECT_EQ(stable("XOXOOXXO"), row_one("XOXOOXXO", 'X'));
  // Two holes and no corner: X's c1..f1 are closed in by O's b1 and g1, and whatever is played
  // on a1 or h1 the run can never be bracketed (the corner-growth rule alone finds nothing
  // here); O's b1 and g1 fall to X on a1 or h1.
  EXPECT_EQ(stable("-OXXXXO-"), row_one("-OXXXXO-", 'X'));
  EXPECT_EQ(stable_discs(row_one("-OXXXXO-", 'O'), row_one("-OXXXXO-", 'X')), 0u);
  // One hole bordered by X's runs and O's corners: O on d1 brackets both runs.
  EXPECT_EQ(stable("OXX-XXXO"), 0u);
}

}  // namespace
}  // namespace gg::othello
