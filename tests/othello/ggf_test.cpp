// GGF records: reading what GGS and NBoard write, writing it back, rejecting malformed text.
#include <gtest/gtest.h>

#include <random>

#include "core/errors.h"
#include "othello/ggf.h"

namespace gg::othello {
namespace {

// A record as NBoard sends it in `set game` (start position, three moves with evals/times).
constexpr const char* kNboardRecord =
    "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[5:00]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *]"
    "B[F5]W[F6/-1.50]B[E6/2.00/0.35];)";

TEST(Ggf, SquareNamesRoundTrip) {
  for (int square = 0; square < 64; ++square) EXPECT_EQ(parse_ggf_square(ggf_square_name(square)), square);
  EXPECT_EQ(ggf_square_name(0), "a1");
  EXPECT_EQ(ggf_square_name(63), "h8");
  EXPECT_EQ(parse_ggf_square("F5"), 37);
  EXPECT_EQ(parse_ggf_square("PA"), kGgfPass);
  EXPECT_EQ(parse_ggf_square("pass"), kGgfPass);
  for (const char* bad : {"", "i1", "a9", "a0", "f", "f55", "55"}) EXPECT_EQ(parse_ggf_square(bad), -1) << bad;
}

TEST(Ggf, ReadsAnNboardRecord) {
  GgfGame game = parse_ggf(kNboardRecord);
  GgfGame expected = standard_ggf_game();
    expected.properties = {{"PC", "NBoard"}, {"DT", "2014-02-21 20:52:27 GMT"}, {"PB", "./mEdax"},
                           {"PW", "chris"}, {"RE", "?"}, {"TI", "5:00"}, {"TY", "8"}};
    expected.moves = {{true, 37, std::nullopt, std::nullopt},
                      {false, 45, -1.5, std::nullopt},
                      {true, 44, 2.0, 0.35}};
  EXPECT_EQ(game, expected);
  EXPECT_EQ(game.property("PB"), "./mEdax");
  EXPECT_EQ(game.property("XX"), "");
}

TEST(Ggf, WritesTheCanonicalFormAndReadsItBack) {
  GgfGame game = parse_ggf(kNboardRecord);
  EXPECT_EQ(write_ggf(game),
            "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[5:00]TY[8]"
            "BO[8 ---------------------------O*------*O--------------------------- *]"
            "B[f5]W[f6/-1.50]B[e6/2.00/0.35];)");
  EXPECT_EQ(parse_ggf(write_ggf(game)), game);
}

TEST(Ggf, RandomRecordsRoundTrip) {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    GgfGame game;
    for (int square = 0; square < 64; ++square) {
      int kind = static_cast<int>(rng() % 3);
      if (kind == 1) game.black |= std::uint64_t{1} << square;
      if (kind == 2) game.white |= std::uint64_t{1} << square;
    }
    game.black_to_move = rng() & 1;
    game.set_property("PB", "name with ] and \\ inside");
    game.set_property("RE", std::to_string(static_cast<int>(rng() % 129) - 64));
    int moves = static_cast<int>(rng() % 70);
    for (int m = 0; m < moves; ++m) {
      GgfMove move;
      move.black = rng() & 1;
      move.square = static_cast<int>(rng() % 65);
      // Multiples of 1/4 and 1/8 are exact in binary, so text round trips compare equal.
      if (rng() & 1) move.eval = static_cast<int>(rng() % 513) / 4.0 - 64;
      if (rng() & 1) move.seconds = static_cast<int>(rng() % 8000) / 8.0;
      game.moves.push_back(move);
    }
    EXPECT_EQ(parse_ggf(write_ggf(game)), game) << write_ggf(game);
  }
}

TEST(Ggf, ReadsSeveralRecordsAcrossLines) {
  std::string text = std::string(kNboardRecord) + "  " + kNboardRecord + "\n\n(;GM[Othello]\nPB[a]\nB[d3];)\n";
  LineReader in = LineReader::from_string(text);
  auto games = read_ggf(in);
  ASSERT_EQ(games.size(), 3u);
  EXPECT_EQ(games[0], games[1]);
  EXPECT_EQ(games[2].property("PB"), "a");
  ASSERT_EQ(games[2].moves.size(), 1u);
  EXPECT_EQ(games[2].moves[0].square, parse_ggf_square("d3"));
}

TEST(Ggf, ValuesMayHoldLineBreaksAndTheRecordEnd) {
  const std::string board = "BO[8 ---------------------------O*------*O--------------------------- *]";
  // A value over two lines reads as one with a space, and is written on one line.
  LineReader in = LineReader::from_string("(;GM[Othello]PC[two\nlines]" + board + "B[F5];)\n");
  auto games = read_ggf(in);
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].property("PC"), "two lines");
  EXPECT_EQ(write_ggf(games[0]).find('\n'), std::string::npos);
  // ";)" inside a value does not end the record, in a file or through the writer.
  std::string text = "(;GM[Othello]DT[a;)b]C[x\\]y;)z]" + board + "B[F5];) (;GM[Othello]B[d3];)";
  LineReader in2 = LineReader::from_string(text);
  games = read_ggf(in2);
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0].property("DT"), "a;)b");
  EXPECT_EQ(games[0].property("C"), "x]y;)z");
  LineReader in3 = LineReader::from_string(write_ggf(games[0]) + write_ggf(games[1]));
  EXPECT_EQ(read_ggf(in3), games);
}

void expect_rejected(const std::string& text, const std::string& words, std::size_t line = 1) {
  try {
    LineReader in = LineReader::from_string(text);
    read_ggf(in);
    ADD_FAILURE() << "accepted: " << text;
  } catch (const InputError& error) {
    EXPECT_NE(std::string(error.what()).find(words), std::string::npos) << error.what();
    EXPECT_EQ(error.line(), line) << error.what();
  }
}

TEST(Ggf, MalformedRecordsAreRejectedClearly) {
  const std::string board = "BO[8 ---------------------------O*------*O--------------------------- *]";
  expect_rejected("GM[Othello];)", "starts with '(;'");
  expect_rejected("(;GM[Othello]" + board + "B[f5]", "not closed by ';)'");
  expect_rejected("(;GM[Chess];)", "not an Othello game");
  expect_rejected("(;GM[Othello]BO[10 ---];)", "only 8 x 8");
  expect_rejected("(;GM[Othello]BO[8 ----];)", "64 squares");
  expect_rejected("(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- ?];)",
                  "side to move");
  expect_rejected("(;GM[Othello]BO[8 --------------------------zO*------*O--------------------------- *];)",
                  "BO square");
  expect_rejected("(;GM[Othello]" + board + "B[z9];)", "not a square");
  expect_rejected("(;GM[Othello]" + board + "B[f5/abc];)", "evaluation must be a number");
  expect_rejected("(;GM[Othello]" + board + "B[f5/1/2/3];)", "more than MOVE/EVAL/TIME");
  expect_rejected("(;GM[Othello]" + board + "B[f5/inf];)", "evaluation must be a number");
  expect_rejected("(;GM[Othello]" + board + "B[f5/1/nan];)", "time must be a number");
  expect_rejected("(;GM[Othello]" + board + "B[f5/1e300];)", "evaluation must be a number");
  expect_rejected("(;GM[Othello]" + board + "B[f5;)", "record not closed by ';)'");
  try {
    parse_ggf("(;GM[Othello]" + board + "B[f5;)", 4);
    ADD_FAILURE() << "an unclosed value was accepted";
  } catch (const InputError& error) {
    EXPECT_NE(std::string(error.what()).find("value of B is not closed by ']'"), std::string::npos) << error.what();
    EXPECT_EQ(error.line(), 4u);
  }
  expect_rejected("(;GM[Othello]PB;)", "no '[value]'");
  expect_rejected("(;GM[Othello]pb[x];)", "expected a property");
  expect_rejected("\n\n(;GM[Othello]B[f5]" + board + ";)", "BO comes after the first move", 3);
  expect_rejected("(;GM[Othello]" + board + board + ";)", "more than one BO");
}

}  // namespace
}  // namespace gg::othello
