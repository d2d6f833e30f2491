// Hostile input through `gridgames judge GAME` (docs/formats.md, "Bad input"; issue 6
// "resource limits"): a header claiming a huge board, a 10 MB line, binary garbage, every
// truncation of the spec samples, and empty input. Each must end with exit status 2 and exactly
// one message naming a line, quickly, without losing the results decided before the fault.
#include <gtest/gtest.h>

#include <chrono>
#include <random>
#include <regex>
#include <string>
#include <vector>

#include "cli/run_command.h"

namespace gg::test {
namespace {

struct Referee {
  const char* game;
  // A complete valid first part (for the multi-game formats, a game count announcing one more
  // game than given) and what the referee prints for it.
  std::string valid_head;
  std::string valid_head_output;
  // A first line claiming an absurd size (10^9).
  std::string huge_header;
};

void PrintTo(const Referee& referee, std::ostream* out) { *out << referee.game; }

std::vector<Referee> referees() {
  return {
      {"spot", "2\n1 1 +\n2 2 +\n2 2 -\n1 2 +\n", "Player 2 wins on move 3\n", "1000000000\n"},
      // One game per input: there is nothing to print before a fault.
      {"gomoku", "", "", "1000000000\n"},
      {"mine", "2\n3 3 0\n", "Case #1: Xiemao\n", "1\n1000000000 1000000000 0\n"},
      {"othello",
       "2\n--------\n--------\n--------\n---WB---\n---BW---\n--------\n--------\n--------\n"
       "W\nL\nQ\n",
       "(3,5) (4,6) (5,3) (6,4)\n--------\n--------\n--------\n---WB---\n---BW---\n--------\n"
       "--------\n--------\n",
       // No size to claim: a game count of 10^9 with nothing after it.
       "1000000000\n"},
  };
}

// Exactly one line on stderr, "gridgames: <stdin>:LINE: message".
void expect_one_message(const CommandResult& result, const std::string& context) {
  static const std::regex kMessage("gridgames: <stdin>:[0-9]+: [^\n]+\n");
  EXPECT_TRUE(std::regex_match(result.err, kMessage)) << context << "\nstderr: " << result.err;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

class Robustness : public ::testing::TestWithParam<Referee> {
 protected:
  CommandResult judge(const std::string& input) {
    return run_gridgames({"judge", GetParam().game}, input);
  }
};

TEST_P(Robustness, HugeSizeIsRefusedQuicklyWithAClearMessage) {
  auto start = std::chrono::steady_clock::now();
  CommandResult result = judge(GetParam().huge_header);
  EXPECT_LT(seconds_since(start), 5.0) << "a 10^9 size must be refused before any allocation";
  EXPECT_EQ(result.status, 2);
  expect_one_message(result, "huge size");
  EXPECT_EQ(result.out, "");
}

TEST_P(Robustness, TenMegabyteLineIsRefusedAsTooLong) {
  const Referee& referee = GetParam();
  std::string input = referee.valid_head + std::string(10 << 20, '1') + "\n";
  auto start = std::chrono::steady_clock::now();
  CommandResult result = judge(input);
  EXPECT_LT(seconds_since(start), 10.0);
  EXPECT_EQ(result.status, 2);
  expect_one_message(result, "10 MB line");
  EXPECT_NE(result.err.find("longer than"), std::string::npos) << result.err;
  EXPECT_EQ(result.out, referee.valid_head_output);
}

TEST_P(Robustness, BinaryGarbageIsRefusedAfterEarlierResults) {
  const Referee& referee = GetParam();
  std::mt19937 rng(20261130);
  for (int trial = 0; trial < 8; ++trial) {
    std::string garbage(1 + rng() % 4096, '\0');
    for (char& c : garbage) c = static_cast<char>(rng() & 0xff);
    // A garbage byte that happens to make a valid line is possible but not across 8 trials of
    // kilobytes; start with a byte no format accepts to be sure the first line is bad.
    garbage[0] = '\x01';
    CommandResult result = judge(referee.valid_head + garbage);
    EXPECT_EQ(result.status, 2) << "trial " << trial;
    expect_one_message(result, "garbage trial " + std::to_string(trial));
    EXPECT_EQ(result.out, referee.valid_head_output) << "trial " << trial;
  }
}

TEST_P(Robustness, EveryTruncationOfTheSampleEndsCleanly) {
  std::string sample = read_file(std::string(GRIDGAMES_EXAMPLES) + "/" + GetParam().game + ".txt");
  CommandResult whole = judge(sample);
  ASSERT_EQ(whole.status, 0) << whole.err;
  // Cut after every line, and in the middle of every line that has two characters or more.
  std::vector<std::size_t> cuts;
  for (std::size_t i = 0; i < sample.size(); ++i) {
    if (sample[i] == '\n') cuts.push_back(i + 1);
    if (i > 0 && sample[i - 1] != '\n' && sample[i] != '\n' && (i + 1 < sample.size()) &&
        sample[i + 1] == '\n')
      cuts.push_back(i);  // drops the last character of the line
  }
  for (std::size_t cut : cuts) {
    if (cut >= sample.size()) continue;
    CommandResult result = judge(sample.substr(0, cut));
    std::string context = "cut at byte " + std::to_string(cut);
    EXPECT_TRUE(result.status == 0 || result.status == 2) << context << ": " << result.status;
    if (result.status == 2) expect_one_message(result, context);
    // Whatever was printed is what the whole input prints first.
    EXPECT_EQ(whole.out.compare(0, result.out.size(), result.out), 0)
        << context << "\nprinted:\n" << result.out;
  }
}

TEST_P(Robustness, EmptyInputIsOneMessageAndExitTwo) {
  for (std::string input : {"", "\n", "   \n\n"}) {
    CommandResult result = judge(input);
    EXPECT_EQ(result.status, 2) << "input '" << input << "'";
    expect_one_message(result, "empty input");
    EXPECT_EQ(result.out, "");
  }
}

INSTANTIATE_TEST_SUITE_P(Judge, Robustness, ::testing::ValuesIn(referees()),
                         [](const auto& info) { return std::string(info.param.game); });

// Gomoku reads a single game: a verdict is decided once its n moves are read, so text after them
// is a fault reported after the verdict, not instead of it.
TEST(RobustnessGomoku, VerdictIsPrintedBeforeTrailingTextIsRefused) {
  CommandResult result = run_gridgames({"judge", "gomoku"}, "1\n3 13\n4 1 1\n");
  EXPECT_EQ(result.status, 2);
  expect_one_message(result, "trailing text");
  EXPECT_EQ(result.out, "Tie\n");
}

}  // namespace
}  // namespace gg::test
