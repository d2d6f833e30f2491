// Helpers shared by the subcommands: opening inputs, and turning library errors into one clear
// message and the documented exit status.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <stdexcept>
#include <string>

#include <CLI/CLI.hpp>

#include "core/errors.h"
#include "core/line_reader.h"

namespace gg::cli {

// An input named on the command line ("" or "-" for standard input).
struct Input {
  std::string name;  // for messages: the path, or "<stdin>"
  LineReader reader;
};
// Opens `path`; throws InputError (line 0) when it cannot be opened.
Input open_input(const std::string& path);

// A bad option value found after parsing (a size out of range, a click on a mine): a bad
// command line, exit status 1, with the option's name in the message.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Runs `body` and maps what it throws to an exit status, after flushing standard output so that
// results decided before the fault are never lost:
//   UsageError   -> "gridgames: message", kExitUsage
//   InputError   -> "gridgames: SOURCE:LINE: message", kExitBadInput
//   BeyondLimits -> "gridgames: message" ("gridgames: SOURCE:LINE: message" when it names a
//                   line), kExitBeyondLimits
//   other        -> "gridgames: message", kExitUsage, or kExitInterrupted after Ctrl-C
// `source` names the input for messages.
int guarded(const std::string& source, const std::function<int()>& body);

// Option check: a number that is not negative (times, counts, budgets).
CLI::Validator non_negative();

// Seconds of wall time since `start` (progress and timing lines).
inline double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// "1 position", "2 positions": a count and its noun, in the plural unless the count is one.
std::string count_of(long long count, const std::string& noun, const std::string& plural = "");

// The exit status chosen by the subcommand that ran (set from its callback).
int& exit_status();

// The run's memory budget (`--max-memory`, core/memory_budget.h) in whole MiB, at least 1: what
// the tables of a command may use together.
std::size_t budget_megabytes();
// A table of `wanted` MiB, reduced to fit the budget (at least 1 MiB).
std::size_t table_megabytes_within_budget(std::size_t wanted);
// The same in bytes (at least 1 MiB).
std::size_t table_bytes_within_budget(std::size_t wanted);

}  // namespace gg::cli
