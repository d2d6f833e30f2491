// The examples run as written from a clone: every `gridgames ...` line in the --help of every
// command (each --help exits 0 and names only files of the repository: checked on the same walk)
// and in the code blocks of docs/*.md and README.md is run by the shell from the
// repository's root, with the built program first on PATH, and must end with the exit status the
// text gives it (0 unless listed below). The long or environment-dependent ones are left out by
// name, each with its reason; a reason that no longer matches an example fails the test, so the
// list cannot go stale.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "cli/run_command.h"
#include "sanitized.h"

namespace gg::test {
namespace {

namespace fs = std::filesystem;

struct Example {
  std::string command;
  std::string where;  // "--help of othello solve", "docs/othello.md:74"
};

// Left out, found by a part of the command: why each one is not run here.
const std::map<std::string, std::string> kNotRun = {
    {"othello solve data/othello/ffo40-59.obf", "FFO #40-#59 in full: minutes of solving (bench/RESULTS.md)"},
    {"othello solve --size 6 --start", "the 6 x 6 solve: about 15 CPU minutes"},
    {"othello perft 12", "3 s in a release build, far longer in sanitized ones"},
    {"--nodes 1000000000000", "the example of Ctrl-C: runs until interrupted"},
    {"--seconds 0", "the example of Ctrl-C on a long analysis: runs until interrupted"},
    {"spot_random_input.py 1000000", "a million random games: a throughput figure"},
    {"othello nboard --book ~/", "reads the user's own learned book"},
    {"gridgames serve", "a server: runs until it is stopped (tests/http/serve_test.cpp starts one)"},
};

// Exit statuses the text documents for its example (found by a part of the command).
const std::map<std::string, int> kStatus = {
    {"gomoku solve --vcf-depth 100 --vct-depth 30 --nodes 1000", 3},  // docs/gomoku.md: stopped at its budget
};

// A command line of an example: "gridgames ..." or "... | gridgames ...", not a synopsis with
// placeholders ("[FILE]", "[--depth N]").
bool is_example(const std::string& text) {
  static const std::regex command(R"(^(gridgames |[^|]*\|\s*gridgames ))");
  static const std::regex quoted(R"('[^']*'|"[^"]*")");
  static const std::regex placeholder(R"(\[(-|[A-Z]))");
  if (!std::regex_search(text, command)) return false;
  std::string unquoted = std::regex_replace(text.substr(0, text.find('#')), quoted, "");
  return !std::regex_search(unquoted, placeholder);
}

// The example lines of every --help, found by walking the "Subcommands:" lists; on the way, every
// --help exits 0 and every file its lines name is in the repository (or is written by the
// example, or is a build product). Returns how many --help pages were read; `files` counts the
// file names checked.
int help_examples(std::vector<Example>& examples, int& files) {
  static const std::regex line_command(R"((?:^\s+|Example: )((?:[^|]*\|\s*)?gridgames .*)$)");
  static const std::regex file_name(R"((^|[\s'"=])((?:[\w.-]+/)*[\w.-]+\.(?:txt|obf|psq|ggf|sgf))(?=$|[\s'"]))");
  const fs::path root = fs::path(GRIDGAMES_EXAMPLES).parent_path();
  int helps = 0;
  std::function<void(std::vector<std::string>)> visit = [&](std::vector<std::string> path) {
    std::vector<std::string> args = path;
    args.push_back("--help");
    auto result = run_gridgames(args);
    ++helps;
    std::string name;
    for (const std::string& word : path) name += (name.empty() ? "" : " ") + word;
    EXPECT_EQ(result.status, 0) << "--help of '" << name << "': " << result.err;
    std::istringstream lines(result.out);
    std::string line;
    bool in_subcommands = false;
    while (std::getline(lines, line)) {
      std::smatch match;
      if (std::regex_search(line, match, line_command) && is_example(match[1]))
        examples.push_back({match[1], "--help of '" + name + "'"});
      for (std::sregex_iterator it(line.begin(), line.end(), file_name), end; it != end; ++it) {
        std::string file = (*it)[2];
        ++files;
        bool written = line.find("> " + file) != std::string::npos;
        if (!written && file.rfind("build/", 0) != 0) {
          EXPECT_TRUE(fs::exists(root / file)) << "'" << file << "' in the --help of '" << name << "': " << line;
        }
      }
      if (line.rfind("Subcommands:", 0) == 0) {
        in_subcommands = true;
        continue;
      }
      if (in_subcommands && line.size() > 2 && line[0] == ' ' && line[2] != ' ') {
        std::vector<std::string> sub = path;
        sub.push_back(line.substr(2, line.find(' ', 2) - 2));
        visit(sub);
      } else if (line.empty()) {
        in_subcommands = false;
      }
    }
  };
  visit({});
  return helps;
}

// The example lines in the code blocks (fenced, or indented by four spaces) of a Markdown file;
// a leading "$ " prompt is dropped.
void document_examples(const fs::path& file, const std::string& name, std::vector<Example>& examples) {
  std::ifstream in(file);
  std::string line;
  bool fenced = false;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.rfind("```", 0) == 0) {
      fenced = !fenced;
      continue;
    }
    if (!fenced && line.rfind("    ", 0) != 0) continue;
    std::string text = line.substr(line.find_first_not_of(' ') == std::string::npos ? line.size()
                                                                                     : line.find_first_not_of(' '));
    if (text.rfind("$ ", 0) == 0) text.erase(0, 2);
    if (is_example(text)) examples.push_back({text, name + ":" + std::to_string(number)});
  }
}

std::string found_in(const std::string& command, const std::map<std::string, std::string>& list) {
  for (const auto& [part, reason] : list)
    if (command.find(part) != std::string::npos) return part;
  return "";
}

TEST(Examples, EveryExampleInTheHelpAndTheDocsRunsAsWritten) {
  // About 70 s under AddressSanitizer, most of a minute of CI: the release stage of scripts/test
  // runs every example, and the other command tests and the fuzzers cover the same readers and
  // commands under the sanitizers.
  if (sanitized()) GTEST_SKIP() << "runs in the release build only";
  const fs::path root = fs::path(GRIDGAMES_EXAMPLES).parent_path();
  std::vector<Example> examples;
  int files = 0;
  EXPECT_GT(help_examples(examples, files), 15);
  EXPECT_GT(files, 5);
  std::size_t from_help = examples.size();
  for (const auto& entry : fs::directory_iterator(root / "docs"))
    if (entry.path().extension() == ".md")
      document_examples(entry.path(), "docs/" + entry.path().filename().string(), examples);
  document_examples(root / "README.md", "README.md", examples);
  EXPECT_GT(from_help, 15u);
  EXPECT_GT(examples.size() - from_help, 30u);

  // The program as `gridgames`, first on PATH; interactive examples read "quit".
  const fs::path dir = fs::path(::testing::TempDir()) / "gridgames-examples";
  fs::create_directories(dir);
  fs::remove(dir / "gridgames");
  fs::create_symlink(GRIDGAMES_BINARY, dir / "gridgames");
  { std::ofstream(dir / "input") << "quit\n"; }

  std::set<std::string> exclusions_used, commands_run;
  for (const Example& example : examples) {
    if (std::string part = found_in(example.command, kNotRun); !part.empty()) {
      exclusions_used.insert(part);
      continue;
    }
    if (!commands_run.insert(example.command).second) continue;  // the same line elsewhere
    { std::ofstream(dir / "example.sh") << example.command << "\n"; }
    std::string shell = "cd '" + root.string() + "' && PATH='" + dir.string() + "':\"$PATH\" timeout 120 sh '" +
                        (dir / "example.sh").string() + "' < '" + (dir / "input").string() + "' > '" +
                        (dir / "out").string() + "' 2> '" + (dir / "err").string() + "'";
    int raw = std::system(shell.c_str());
    int status = WIFEXITED(raw) ? WEXITSTATUS(raw) : 128;
    int expected = 0;
    for (const auto& [part, documented] : kStatus)
      if (example.command.find(part) != std::string::npos) expected = documented;
    EXPECT_EQ(status, expected) << example.where << ": " << example.command << "\n" << read_file((dir / "err").string());
  }
  for (const auto& [part, reason] : kNotRun)
    EXPECT_TRUE(exclusions_used.count(part)) << "no example left out as '" << part << "' (" << reason << ")";
  EXPECT_GT(commands_run.size(), 30u);
}

}  // namespace
}  // namespace gg::test
