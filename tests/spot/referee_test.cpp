// The Spot referee on text: the spec sample, edge cases, every input error with its line, and
// random inputs against the slow reference (also with a colliding key).
#include "spot/referee.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

#include "core/errors.h"
#include "reference.h"
#include "spot/judge_games.h"
#include "sanitized.h"

namespace gg::spot {
namespace {

using gg::test::sanitized;

std::string judge_text(const std::string& input) {
  LineReader reader = LineReader::from_string(input);
  std::ostringstream out;
  judge(reader, out);
  return out.str();
}

struct Failure {
  std::string out;  // verdicts written before the error
  std::size_t line = 0;
  std::string message;
};

Failure judge_failure(const std::string& input) {
  LineReader reader = LineReader::from_string(input);
  std::ostringstream out;
  Failure failure;
  try {
    judge(reader, out);
    ADD_FAILURE() << "no error for input:\n" << input;
  } catch (const InputError& error) {
    failure.line = error.line();
    failure.message = error.what();
  }
  failure.out = out.str();
  return failure;
}

std::string read_whole_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << "cannot read " << path;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

const char* kSpecSample =
    "2\n1 1 +\n2 2 +\n2 2 -\n1 2 +\n"
    "2\n1 1 +\n2 2 +\n1 2 +\n2 2 -\n"
    "0\n";

TEST(SpotJudge, SpecSample) {
  EXPECT_EQ(judge_text(kSpecSample), "Player 2 wins on move 3\nDraw\n");
}

TEST(SpotJudge, BundledExampleMatchesTheSpec) {
  LineReader reader = LineReader::from_string(read_whole_file(GRIDGAMES_EXAMPLES "/spot.txt"));
  std::ostringstream out;
  judge(reader, out);
  EXPECT_EQ(out.str(), "Player 2 wins on move 3\nDraw\n");
}

TEST(SpotJudge, EvenMoveRepeatMeansPlayerOneWins) {
  // Move 4 (player 2) recreates the empty board first produced by move 2.
  EXPECT_EQ(judge_text("3\n2 2 +\n2 2 -\n1 2 +\n1 2 -\n1 1 +\n1 1 -\n0\n"),
            "Player 1 wins on move 4\n");
}

TEST(SpotJudge, MovesAfterTheDecisionAreReadAndIgnored) {
  // Decided on move 3; moves 4..6 would repeat again and are ignored. The second game ends on
  // move 4: {(1,1),(2,1)} is {(1,1),(1,2)} turned 270 degrees.
  EXPECT_EQ(judge_text("3\n1 1 +\n2 2 +\n2 2 -\n2 2 +\n2 2 -\n1 1 -\n"
                       "2\n1 1 +\n1 2 +\n2 1 +\n1 2 -\n0\n"),
            "Player 2 wins on move 3\nPlayer 1 wins on move 4\n");
}

TEST(SpotJudge, MirrorOnlyIsADrawAndRotationIsNot) {
  // On 4 x 4 a spot at (1,2): its left-right mirror is (1,3), its 90 degree rotation (2,4).
  EXPECT_EQ(judge_text("4\n1 2 +\n1 2 -\n1 3 +\n3 3 +\n3 3 -\n4 4 +\n4 4 -\n1 1 +\n"
                       "4\n1 2 +\n1 2 -\n2 4 +\n3 3 +\n3 3 -\n4 4 +\n4 4 -\n1 1 +\n0\n"),
            "Player 2 wins on move 5\nPlayer 2 wins on move 3\n");
}

TEST(SpotJudge, LargeBoardsAreAccepted) {
  // N = 1,000,000 (100,000 under sanitizers): 2N moves; corner (1,1), removed, then the corner
  // it turns to.
  const int n = sanitized() ? 100000 : 1000000;
  std::string input = std::to_string(n) + "\n1 1 +\n1 1 -\n1 " + std::to_string(n) + " +\n";
  for (int i = 4; i <= 2 * n; ++i) {
    // Later moves alternate + and - on one square in the middle: only legality is checked.
    std::string middle = std::to_string(n / 2) + " " + std::to_string(n / 2);
    input += middle + ((i % 2 == 0) ? " +\n" : " -\n");
  }
  input += "0\n";
  EXPECT_EQ(judge_text(input), "Player 2 wins on move 3\n");
}

TEST(SpotJudge, BlankLinesAreSkippedAndTrailingBlankLinesAllowed) {
  EXPECT_EQ(judge_text("\n2\n1 1 +\n\n2 2 +\n  \n2 2 -\n1 2 +\r\n0\n\n\n"),
            "Player 2 wins on move 3\n");
}

TEST(SpotJudge, EachBadInputNamesItsLine) {
  struct Case {
    const char* input;
    std::size_t line;
    const char* needle;
    const char* already_out;
  };
  const std::string game = "2\n1 1 +\n2 2 +\n2 2 -\n1 2 +\n";  // lines 1-5: Player 2 wins on move 3
  const char* first = "Player 2 wins on move 3\n";
  std::vector<std::pair<std::string, Case>> cases = {
      // (Empty input is checked through the command in tests/cli: LineReader::from_string("")
      // trips UBSan in core, reported.)
      {"\n", {"", 2, "missing the final line '0'", ""}},
      {game, {"", 6, "missing the final line '0'", first}},
      {game + "x\n0\n", {"", 6, "board size N must be an integer", first}},
      {game + "2 2\n0\n", {"", 6, "expected a board size N", first}},
      {game + "1\n0\n", {"", 6, "between 2 and 1000000", first}},
      {game + "-3\n0\n", {"", 6, "between 2 and 1000000", first}},
      {game + "1000001\n0\n", {"", 6, "between 2 and 1000000", first}},
      {game + "123456789012345678901234567890\n0\n", {"", 6, "between 2 and 1000000", first}},
      {game + "2\n1 1\n", {"", 7, "expected move 1 of 4", first}},
      {game + "2\n1 1 + +\n", {"", 7, "expected move 1 of 4", first}},
      {game + "2\n3 1 +\n", {"", 7, "row must be between 1 and 2", first}},
      {game + "2\n1 0 +\n", {"", 7, "column must be between 1 and 2", first}},
      {game + "2\na 1 +\n", {"", 7, "row must be an integer", first}},
      {game + "2\n1 1 *\n", {"", 7, "must be '+' or '-'", first}},
      {game + "2\n1 1 -\n", {"", 7, "square (1, 1) has no spot to remove", first}},
      {game + "2\n1 1 +\n1 1 +\n", {"", 8, "square (1, 1) already has a spot", first}},
      // Legality is checked after the decision too: move 4 removes a spot that is not there.
      {"2\n1 1 +\n2 2 +\n2 2 -\n2 2 -\n0\n", {"", 5, "illegal move 4 of 4", ""}},
      {game + "2\n1 1 +\n2 2 +\n", {"", 9, "unexpected end of input: expected move 3 of 4", first}},
      {game + "2\n1 1 +\n0\n", {"", 8, "expected move 2 of 4", first}},
      {game + "0\n5\n", {"", 7, "unexpected text after the final '0'", first}},
  };
  for (const auto& [input, expected] : cases) {
    SCOPED_TRACE(input);
    Failure failure = judge_failure(input);
    EXPECT_EQ(failure.line, expected.line) << failure.message;
    EXPECT_NE(failure.message.find(expected.needle), std::string::npos) << failure.message;
    EXPECT_EQ(failure.out, expected.already_out);
  }
}

TEST(SpotJudge, OverlongLineIsAnErrorNotAnAllocation) {
  Failure failure = judge_failure("2\n1 1 " + std::string(2 << 20, '+') + "\n");
  EXPECT_EQ(failure.line, 2u);
}

// Writes random games (legal + / - toggles) as judge input with the reference's verdicts.
void random_input(std::uint64_t seed, int games, std::string& input, std::string& expected) {
  std::mt19937_64 rng(seed);
  for (int game = 0; game < games; ++game) {
    int n = 2 + static_cast<int>(rng() % 6);
    auto moves = test::random_game(n, rng);
    input += std::to_string(n) + "\n";
    std::set<test::Square> board;
    for (auto m : moves) {
      bool removes = board.erase(m) == 1;
      if (!removes) board.insert(m);
      input += std::to_string(m.first + 1) + " " + std::to_string(m.second + 1) +
               (removes ? " -\n" : " +\n");
    }
    int verdict = test::reference_verdict(n, moves);
    if (verdict == 0)
      expected += "Draw\n";
    else
      expected += "Player " + std::to_string(verdict % 2 == 1 ? 2 : 1) + " wins on move " +
                  std::to_string(verdict) + "\n";
  }
  input += "0\n";
}

TEST(SpotJudge, AgreesWithSlowReferenceOnRandomGames) {
  std::string input, expected;
  random_input(5, sanitized() ? 2000 : 10000, input, expected);
  EXPECT_EQ(judge_text(input), expected);
}

TEST(SpotJudge, CollidingKeyGivesTheSameVerdicts) {
  struct ZeroKey {
    std::uint64_t operator()(std::uint64_t) const { return 0; }
  };
  std::string input, expected;
  random_input(6, sanitized() ? 500 : 3000, input, expected);
  LineReader reader = LineReader::from_string(input);
  std::ostringstream out;
  judge_games(reader, out, ZeroKey{});
  EXPECT_EQ(out.str(), expected);
}

}  // namespace
}  // namespace gg::spot
