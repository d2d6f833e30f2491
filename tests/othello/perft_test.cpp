#include "othello/perft.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "othello/state.h"
#include "sanitized.h"

namespace gg::othello {
namespace {

// The table of data/othello/perft.md: "| depth | leaves |" rows.
std::map<int, std::uint64_t> published_counts() {
  std::ifstream in(GRIDGAMES_DATA "/othello/perft.md");
  std::map<int, std::uint64_t> counts;
  std::string line;
  while (std::getline(in, line)) {
    int depth;
    unsigned long long leaves;
    if (std::sscanf(line.c_str(), "| %d | %llu |", &depth, &leaves) == 2) counts[depth] = leaves;
  }
  return counts;
}

using gg::test::sanitized;

TEST(OthelloPerft, MatchesThePublishedCounts) {
  auto counts = published_counts();
  ASSERT_GE(counts.size(), 9u) << "cannot read perft.md";
  int max_depth = sanitized() ? 8 : 9;
  for (int depth = 1; depth <= max_depth; ++depth)
    EXPECT_EQ(perft(Position::start(), depth), counts.at(depth)) << "depth " << depth;
}

// The same convention, written plainly over the generic State: a pass is a move (a ply), a
// finished game is one leaf wherever it ends.
std::uint64_t slow_perft(State& s, int depth) {
  if (depth == 0 || s.is_terminal()) return 1;
  std::uint64_t leaves = 0;
  for (int move : s.legal_moves()) {
    s.play(move);
    leaves += slow_perft(s, depth - 1);
    s.undo();
  }
  return leaves;
}

TEST(OthelloPerft, AgreesWithPlainCountingNearPassesAndGameEnds) {
  // Late positions where passes and finished games are common.
  const char* boards[] = {
      "--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O",
      "-----------------------O--OOOOO---OOOOOXOOOOXXXX--XXOOXX--XX-O-X X",
      "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOXXXXXXO-XXXXXX-- X",
      "OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOX--------- O",
  };
  for (const char* text : boards) {
    Board b;
    std::string error;
    ASSERT_TRUE(parse_board_text(text, b, &error)) << error;
    for (int depth = 1; depth <= 5; ++depth) {
      State s(b);
      EXPECT_EQ(perft(b.position, depth), slow_perft(s, depth)) << text << " depth " << depth;
    }
  }
}

}  // namespace
}  // namespace gg::othello
