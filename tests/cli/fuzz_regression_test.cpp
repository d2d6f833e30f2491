// Every input a fuzzer ever flagged (fuzz/regressions/<target>/) goes through the matching
// `gridgames` command, so that a fixed crash stays fixed in the ordinary test suite, with or
// without clang: the command must end normally (0, 2 bad input, 3 beyond limits) and a bad
// input must get exactly one message naming a line of the file.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <string>
#include <vector>

#include "cli/run_command.h"

namespace gg::test {
namespace {

namespace fs = std::filesystem;

// The command that reads what each fuzz target reads: from a file argument, or for the protocols
// from standard input after a first line that keeps thinking short (as the fuzz targets do).
// Targets whose input is not a command's input (core_line_reader, gomoku_record's leading size
// byte, registry_record's leading game byte) or whose command would search at length (OBF, GGF
// through `othello solve`) are replayed by scripts/fuzz only.
struct Command {
  std::vector<std::string> args;
  bool from_stdin = false;
  std::string first_line;
};

const std::map<std::string, Command>& commands() {
  static const std::map<std::string, Command> table = {
      {"judge_spot", {{"judge", "spot"}, false, ""}},
      {"judge_gomoku", {{"judge", "gomoku"}, false, ""}},
      {"judge_mine", {{"judge", "mine"}, false, ""}},
      {"judge_othello", {{"judge", "othello"}, false, ""}},
      // The board reader; a small search budget keeps big boards quick (exit 3 is fine).
      {"mine_board", {{"mine", "analyze", "--no-board", "--budget", "20000", "--seconds", "2"}, false, ""}},
      {"gomoku_gomocup", {{"gomoku", "brain"}, true, "INFO timeout_turn 0\n"}},
      {"othello_nboard", {{"othello", "nboard"}, true, "set depth 1\n"}},
  };
  return table;
}

struct Regression {
  std::string target;
  fs::path file;
};

void PrintTo(const Regression& regression, std::ostream* out) { *out << regression.file; }

std::vector<Regression> regressions() {
  std::vector<Regression> found;
  fs::path root = fs::path(GRIDGAMES_EXAMPLES).parent_path() / "fuzz" / "regressions";
  if (!fs::is_directory(root)) return found;
  for (const auto& target : fs::directory_iterator(root)) {
    if (!target.is_directory() || !commands().contains(target.path().filename().string())) continue;
    for (const auto& file : fs::directory_iterator(target.path()))
      if (file.is_regular_file() && !file.path().filename().string().starts_with("."))
        found.push_back({target.path().filename().string(), file.path()});
  }
  std::sort(found.begin(), found.end(),
            [](const Regression& a, const Regression& b) { return a.file < b.file; });
  return found;
}

class FuzzRegression : public ::testing::TestWithParam<Regression> {};

TEST_P(FuzzRegression, EndsNormallyWithOneMessageNamingALine) {
  const Regression& regression = GetParam();
  const Command& command = commands().at(regression.target);
  std::vector<std::string> args = command.args;
  CommandResult result;
  if (command.from_stdin) {
    result = run_gridgames(args, command.first_line + read_file(regression.file.string()));
  } else {
    args.push_back(regression.file.string());
    result = run_gridgames(args);
  }
  EXPECT_TRUE(result.status == 0 || result.status == 2 || result.status == 3)
      << "exit status " << result.status << "\nstderr: " << result.err;
  if (result.status == 2) {
    // "gridgames: FILE:LINE: message", one line.
    static const std::regex kMessage("gridgames: .*:[0-9]+: [^\n]+\n");
    EXPECT_TRUE(std::regex_match(result.err, kMessage)) << "stderr: " << result.err;
  }
}

std::string test_name(const ::testing::TestParamInfo<Regression>& info) {
  std::string name = info.param.target + "_" + info.param.file.stem().string();
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Replay, FuzzRegression, ::testing::ValuesIn(regressions()), test_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(FuzzRegression);

TEST(FuzzRegressions, EveryCommandTargetHasItsFolder) {
  fs::path root = fs::path(GRIDGAMES_EXAMPLES).parent_path() / "fuzz" / "regressions";
  for (const auto& [target, command] : commands())
    EXPECT_TRUE(fs::is_directory(root / target)) << (root / target);
}

}  // namespace
}  // namespace gg::test
