#include "othello/referee.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

namespace gg::othello {
namespace {

struct Judged {
  std::string out;
  bool failed = false;
  std::size_t line = 0;
  std::string message;
};

Judged run(const std::string& input) {
  Judged j;
  std::ostringstream out;
  LineReader in = LineReader::from_string(input);
  try {
    judge(in, out);
  } catch (const InputError& e) {
    j.failed = true;
    j.line = e.line();
    j.message = e.what();
  }
  j.out = out.str();
  return j;
}

// The sample of docs/formats.md, section othello (examples/othello.txt).
const char* kSampleInput =
    "2\n--------\n--------\n--------\n---WB---\n---BW---\n--------\n--------\n--------\nW\n"
    "L\nM35\nL\nQ\n"
    "WWWWB---\nWWWB----\nWWB-----\nWB------\n--------\n--------\n--------\n--------\nB\n"
    "L\nM25\nL\nQ\n";
const char* kSampleOutput =
    "(3,5) (4,6) (5,3) (6,4)\nBlack -  1 White -  4\n(3,4) (3,6) (5,6)\n"
    "--------\n--------\n----W---\n---WW---\n---BW---\n--------\n--------\n--------\n"
    "\n"
    "No legal move.\nBlack -  3 White - 12\n(3,5)\n"
    "WWWWB---\nWWWWW---\nWWB-----\nWB------\n--------\n--------\n--------\n--------\n";

TEST(OthelloReferee, SpecSample) {
  Judged j = run(kSampleInput);
  EXPECT_FALSE(j.failed) << j.message;
  EXPECT_EQ(j.out, kSampleOutput);
}

TEST(OthelloReferee, CrLfAndBlankLinesBetweenGames) {
  std::string input = kSampleInput;
  std::string crlf;
  for (char c : input) {
    if (c == '\n') crlf += "\r\n";
    else crlf += c;
  }
  Judged j = run(crlf);
  EXPECT_FALSE(j.failed) << j.message;
  EXPECT_EQ(j.out, kSampleOutput);
}

// d4 is surrounded by white lines running to the edge in all 8 directions, each closed by a
// black disc on the edge; black plays d4 and flips all 19 white discs.
TEST(OthelloReferee, FlipsInAllEightDirectionsUpToTheEdges) {
  std::string input =
      "1\n"
      "B--B--B-\n"
      "-W-W-W--\n"
      "--WWW---\n"
      "BWW-WWWB\n"
      "--WWW---\n"
      "-W-W-W--\n"
      "B--W--W-\n"
      "---B---B\n"
      "B\nM44\nQ\n";
  Judged j = run(input);
  EXPECT_FALSE(j.failed) << j.message;
  EXPECT_EQ(j.out,
            "Black - 28 White -  0\n"
            "B--B--B-\n"
            "-B-B-B--\n"
            "--BBB---\n"
            "BBBBBBBB\n"
            "--BBB---\n"
            "-B-B-B--\n"
            "B--B--B-\n"
            "---B---B\n");
}

TEST(OthelloReferee, GameEndsWithEmptySquares) {
  // Black takes the last white disc: neither side can move with empties left.
  std::string input =
      "1\n--------\n--------\n--------\n---WB---\n--------\n--------\n--------\n--------\nB\n"
      "L\nM43\nL\nQ\n";
  Judged j = run(input);
  EXPECT_FALSE(j.failed) << j.message;
  EXPECT_EQ(j.out,
            "(4,3)\nBlack -  3 White -  0\nNo legal move.\n"
            "--------\n--------\n--------\n--BBB---\n--------\n--------\n--------\n--------\n");
  // A further move is illegal for both players.
  std::string more = input;
  more.replace(more.rfind("Q"), 1, "M45\nQ");
  Judged k = run(more);
  EXPECT_TRUE(k.failed);
  EXPECT_EQ(k.line, 14u);
  EXPECT_NE(k.message.find("neither player"), std::string::npos) << k.message;
}

TEST(OthelloReferee, ForcedPassInsideMoveThenTurnAlternates) {
  // White has no move: M is played by black; afterwards white is to move again.
  std::string input =
      "1\nBBBBBBBB\nBBBBBBBB\nBBBBBBBB\nBBBBBBBB\nBBBBBBBB\nBBBBBBBW\nBBBBBBW-\nBBBBBBB-\nW\n"
      "L\nM78\nL\nQ\n";
  // M78 is h7 (row 7, column 8): black brackets g7 (with f7) and h6 (with h5).
  Judged j = run(input);
  EXPECT_FALSE(j.failed) << j.message;
  EXPECT_EQ(j.out,
            "No legal move.\nBlack - 63 White -  0\nNo legal move.\n"
            "BBBBBBBB\nBBBBBBBB\nBBBBBBBB\nBBBBBBBB\nBBBBBBBB\nBBBBBBBB\nBBBBBBBB\nBBBBBBB-\n");
}

TEST(OthelloReferee, ZeroGames) {
  Judged j = run("0\n");
  EXPECT_FALSE(j.failed);
  EXPECT_EQ(j.out, "");
}

struct BadCase {
  const char* name;
  std::string input;
  std::size_t line;
  const char* words;
  std::string out;  // printed before the fault
};

std::string start_board(char side) {
  return std::string("--------\n--------\n--------\n---WB---\n---BW---\n--------\n--------\n--------\n") +
         side + "\n";
}

TEST(OthelloReferee, BadInputNamesTheLineAndKeepsEarlierOutput) {
  const BadCase cases[] = {
      {"no count", "", 1, "number of games", ""},
      {"count not a number", "two\n", 1, "number of games", ""},
      {"short board line", "1\n--------\n-------\n", 3, "8 characters", ""},
      {"bad board char", "1\n--------\n---X----\n", 3, "bad board character", ""},
      {"bad side", "1\n" + start_board('X'), 10, "side to move", ""},
      {"unknown command", "1\n" + start_board('W') + "L\nP\n", 12, "unknown command",
       "(3,5) (4,6) (5,3) (6,4)\n"},
      {"malformed move", "1\n" + start_board('W') + "M3\n", 11, "two digits", ""},
      {"move out of range", "1\n" + start_board('W') + "M39\n", 11, "two digits", ""},
      {"illegal move", "1\n" + start_board('W') + "M35\nM11\n", 12, "illegal move M11",
       "Black -  1 White -  4\n"},
      {"occupied square", "1\n" + start_board('W') + "M44\n", 11, "occupied", ""},
      {"truncated game", "1\n" + start_board('W') + "L\n", 12, "'Q'",
       "(3,5) (4,6) (5,3) (6,4)\n"},
      {"truncated board", "1\n--------\n", 3, "board lines", ""},
      {"missing game", "2\n" + start_board('W') + "Q\n", 11, "1 of the 2 games",
       "--------\n--------\n--------\n---WB---\n---BW---\n--------\n--------\n--------\n"},
      {"extra game", "1\n" + start_board('W') + "Q\n" + start_board('W') + "Q\n", 12,
       "more input",
       "--------\n--------\n--------\n---WB---\n---BW---\n--------\n--------\n--------\n"},
  };
  for (const auto& c : cases) {
    Judged j = run(c.input);
    EXPECT_TRUE(j.failed) << c.name;
    EXPECT_EQ(j.line, c.line) << c.name << ": " << j.message;
    EXPECT_NE(j.message.find(c.words), std::string::npos) << c.name << ": " << j.message;
    EXPECT_EQ(j.out, c.out) << c.name;
  }
}

}  // namespace
}  // namespace gg::othello
