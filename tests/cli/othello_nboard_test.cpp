// `gridgames othello nboard`: scripted NBoard sessions through the real command.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/run_command.h"

namespace gg::test {
namespace {

bool starts_with(const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; }

TEST(OthelloNboard, TimePerMoveAnswersInTimeAndDeeperWithMoreTime) {
  // --time without --depth deepens until the time is up: a legal move comes back, searched
  // deeper with 20 times the time (the node counts of `nodestats` grow with it).
  std::string script =
      "nboard 2\n"
      "set game (;GM[Othello]PC[NBoard]SZ[8]RE[?]TI[5:00];B[F5]W[D6];)\n"
      "go\n";
  auto nodes_of = [](const std::string& out) {
    for (const auto& line : lines_of(out))
      if (starts_with(line, "nodestats ")) return std::stoull(line.substr(10));
    return 0ull;
  };
  auto quick = run_gridgames({"othello", "nboard", "--time", "0.01"}, script);
  auto slow = run_gridgames({"othello", "nboard", "--time", "0.2"}, script);
  for (const auto* r : {&quick, &slow}) {
    EXPECT_EQ(r->status, 0) << r->err;
    auto lines = lines_of(r->out);
    ASSERT_FALSE(lines.empty());
    EXPECT_TRUE(starts_with(lines.back(), "=== ")) << lines.back();
  }
  EXPECT_GT(nodes_of(slow.out), nodes_of(quick.out));
  auto bad = run_gridgames({"othello", "nboard", "--time", "0"}, "");
  EXPECT_EQ(bad.status, 1) << bad.err;
}

TEST(OthelloNboard, FullSession) {
  unsetenv("GRIDGAMES_BOOK");  // no book: learn answers without touching any file
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
  ASSERT_EQ(lines.size(), 13u) << r.out;
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
  EXPECT_TRUE(starts_with(lines[12], "status nothing learned: no book")) << lines[12];
}

constexpr const char* kGame =
    "set game (;GM[Othello]PC[NBoard]PB[me]PW[you]RE[?]TI[5:00]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6];)\n";

TEST(OthelloNboard, AnalyzeAnswersEveryPositionFromTheEnd) {
  // No ping after it: a ping stops a running analysis (the protocol's rule); the end of input
  // waits for it.
  auto r = run_gridgames({"othello", "nboard"}, std::string("set depth 2\n") + kGame + "analyze\n");
  EXPECT_EQ(r.status, 0) << r.err;
  auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 6u) << r.out;
  EXPECT_EQ(lines[0], "status analyzing the game");
  EXPECT_TRUE(starts_with(lines[1], "analysis 2 ")) << lines[1];
  EXPECT_TRUE(starts_with(lines[2], "analysis 1 ")) << lines[2];
  EXPECT_TRUE(starts_with(lines[3], "analysis 0 ")) << lines[3];
  EXPECT_TRUE(starts_with(lines[4], "nodestats ")) << lines[4];
  EXPECT_EQ(lines[5], "status");
}

TEST(OthelloNboard, LearnedBookIsUsedByTheNextSession) {
  auto dir = std::filesystem::temp_directory_path() / ("gridgames_cli_book_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::string book = (dir / "sub" / "othello.book").string();
  unsetenv("GRIDGAMES_BOOK");
  auto r = run_gridgames({"othello", "nboard", "--book", book}, std::string("set depth 3\n") + kGame + "learn\n");
  EXPECT_EQ(r.status, 0) << r.err;
  auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 2u) << r.out;
  EXPECT_EQ(lines[0], "learned");
  EXPECT_EQ(lines[1], "status learned 3 positions; the book has 3");
  EXPECT_TRUE(starts_with(read_file(book), "gridgames-othello-book 1\n"));
  // The next session finds the book through GRIDGAMES_BOOK and answers go at the start from it.
  setenv("GRIDGAMES_BOOK", book.c_str(), 1);
  r = run_gridgames({"othello", "nboard"}, "set depth 3\ngo\n");
  unsetenv("GRIDGAMES_BOOK");
  EXPECT_EQ(r.status, 0) << r.err;
  lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 2u) << r.out;
  // "book MOVE EVAL 1 3": the book's best move at the start (searched at depth 3), played at once.
  ASSERT_TRUE(starts_with(lines[0], "book ")) << lines[0];
  EXPECT_EQ(lines[0].substr(lines[0].size() - 4), " 1 3") << lines[0];
  EXPECT_TRUE(starts_with(lines[1], "=== " + lines[0].substr(5, 2) + "/")) << lines[1];
  // A damaged book is refused with a message; the session goes on and the file stays as it was.
  { std::ofstream(book, std::ios::app) << "not a position\n"; }
  std::string damaged = read_file(book);
  r = run_gridgames({"othello", "nboard", "--book", book}, std::string("set depth 1\n") + kGame + "learn\nping 1\n");
  EXPECT_EQ(r.status, 0) << r.err;
  lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 4u) << r.out;
  EXPECT_TRUE(starts_with(lines[0], "status error: the book was refused (")) << lines[0];
  EXPECT_EQ(lines[1], "learned");
  EXPECT_EQ(lines[3], "pong 1");
  EXPECT_EQ(read_file(book), damaged);
  std::filesystem::remove_all(dir);
}

TEST(OthelloNboard, AnOverLongLineIsRefusedAndTheSessionGoesOn) {
  // 3 MB on one line (the bound is 1 MiB): refused with a status line, then the next commands.
  std::string script = "ping 1\nmove " + std::string(3 << 20, 'x') + "\nmove f5\nping 2\n";
  auto r = run_gridgames({"othello", "nboard"}, script);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out, "pong 1\nstatus error: line 2 is longer than 1048576 bytes; it was ignored\npong 2\n");
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
