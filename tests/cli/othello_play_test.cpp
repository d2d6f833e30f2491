// `gridgames othello play`: the terminal game through the real command, scripted on stdin.
#include <gtest/gtest.h>

#include "cli/run_command.h"

namespace gg::test {
namespace {

int count(const std::string& text, const std::string& word) {
  int n = 0;
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
  return n;
}

TEST(OthelloPlay, EngineOpensWhenThePersonIsWhite) {
  auto r = run_gridgames({"othello", "play", "--color", "white", "--level", "1"}, "quit\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("you play O (white), gridgames level 1"), std::string::npos) << r.out;
  EXPECT_EQ(count(r.out, "gridgames plays "), 1);
  EXPECT_NE(r.out.find("    a b c d e f g h\n"), std::string::npos);
  EXPECT_NE(r.out.find("O to move"), std::string::npos);
  EXPECT_NE(r.out.find("Game abandoned."), std::string::npos);
  // Both spellings, as in gomoku play.
  auto colour = run_gridgames({"othello", "play", "--colour", "white", "--level", "1"}, "quit\n");
  EXPECT_EQ(colour.status, 0) << colour.err;
  EXPECT_NE(colour.out.find("you play O (white), gridgames level 1"), std::string::npos) << colour.out;
}

TEST(OthelloPlay, PersonMovesAndUndoes) {
  auto r = run_gridgames({"othello", "play", "--level", "2"}, "f5\nundo\nd3\nj1\nquit\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(count(r.out, "gridgames plays "), 2);
  EXPECT_EQ(count(r.out, "Move taken back."), 1);
  EXPECT_EQ(count(r.out, "'j1' is not a move or a command"), 1);
}

TEST(OthelloPlay, BadOptionsAreUsageErrors) {
  EXPECT_EQ(run_gridgames({"othello", "play", "--level", "99"}, "").status, 1);
  EXPECT_EQ(run_gridgames({"othello", "play", "--color", "green"}, "").status, 1);
}

}  // namespace
}  // namespace gg::test
