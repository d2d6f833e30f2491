// `gridgames othello nboard`: scripted NBoard sessions through the real command.
#include <gtest/gtest.h>

#include <sstream>

#include "cli/run_command.h"

namespace gg::test {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

TEST(OthelloNboard, FullSession) {
  std::string script =
      "nboard 2\n"
      "set depth 3\n"
      "set contempt 0\n"
      "set game (;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[me]PW[you]RE[?]TI[5:00]TY[8]"
      "BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6];)\n"
      "ping 1\n"
      "hint 3\n"
      "go\n"
      "move C3/0.50/0.1\n"
      "ping 2\n"
      "learn\n";
  auto r = run_gridgames({"othello", "nboard"}, script);
  EXPECT_EQ(r.status, 0) << r.err;
  auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 12u) << r.out;
  EXPECT_EQ(lines[0], "set myname gridgames");
  EXPECT_EQ(lines[1], "pong 1");
  EXPECT_EQ(lines[2], "status thinking");
  // Black's legal replies after f5 d6: c3, c5, e3... three search lines, best first, depth 3.
  for (int i = 3; i < 6; ++i) {
    EXPECT_EQ(lines[i].rfind("search ", 0), 0u) << lines[i];
    EXPECT_EQ(lines[i].substr(lines[i].size() - 4), " 0 3") << lines[i];
  }
  EXPECT_EQ(lines[6].rfind("nodestats ", 0), 0u);
  EXPECT_EQ(lines[7], "status");
  EXPECT_EQ(lines[8].rfind("nodestats ", 0), 0u);
  // go answers the best move of the hint.
  std::string best = lines[3].substr(7, 2);
  EXPECT_EQ(lines[9].rfind("=== " + best + "/", 0), 0u) << lines[9];
  EXPECT_EQ(lines[10], "pong 2");
  EXPECT_EQ(lines[11], "learned");
}

TEST(OthelloNboard, MalformedLinesNeverEndTheSession) {
  std::string script = "hello\nset game (;GM[Chess];)\nmove\nmove J9\nhint\nset depth 99\n\n\x01\x02\nping 3\n";
  auto r = run_gridgames({"othello", "nboard"}, script);
  EXPECT_EQ(r.status, 0) << r.err;
  auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 8u) << r.out;
  for (int i = 0; i < 7; ++i) EXPECT_EQ(lines[i].rfind("status error: ", 0), 0u) << lines[i];
  EXPECT_NE(lines[1].find("not an Othello game"), std::string::npos);
  EXPECT_EQ(lines[7], "pong 3");
}

}  // namespace
}  // namespace gg::test
