// Runs the built `gridgames` command with given input, for end-to-end tests of the CLI:
// golden outputs, messages and exit statuses.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace gg::test {

struct CommandResult {
  int status = -1;  // exit status, or 128 + signal
  std::string out;
  std::string err;
};

// Runs GRIDGAMES_BINARY with `args`, feeding `input` on standard input. With `interrupt_after`,
// sends SIGINT (Ctrl-C) that long after the start (four times as long in sanitized builds, which
// run slower); a run still going 60 s after the signal is killed (status 128 + 9).
CommandResult run_gridgames(const std::vector<std::string>& args, const std::string& input = "",
                            std::optional<std::chrono::milliseconds> interrupt_after = std::nullopt);

// FFO #40 (20 empties, a2 wins by 38): the first line of the shared FFO #40-#59 file.
std::string ffo40();

// Whole contents of a file (fails the test if it cannot be read).
std::string read_file(const std::string& path);

// The lines of a command's output, without their line ends.
std::vector<std::string> lines_of(const std::string& text);

}  // namespace gg::test
