// Errors and exit statuses shared by every reader, protocol and command.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

namespace gg {

// Exit statuses of the `gridgames` command. Scripts rely on them, so they never change meaning.
enum ExitStatus : int {
  kExitOk = 0,
  kExitUsage = 1,        // bad command line
  kExitBadInput = 2,     // malformed or illegal input; earlier results were still printed
  kExitBeyondLimits = 3, // a correct answer needs more than the allowed budget; nothing guessed
  kExitOutputError = 4,  // the output could not be written (a full disk, a closed file)
  kExitInterrupted = 130,
};

// Raised by readers for malformed or illegal input. `line` is 1-based (0 when no line applies,
// for example a protocol-level fault); `what()` carries the message without the location so
// that callers can prefix the source name.
class InputError : public std::runtime_error {
 public:
  InputError(std::size_t line, const std::string& message)
      : std::runtime_error(message), line_(line) {}
  std::size_t line() const noexcept { return line_; }

 private:
  std::size_t line_;
};

// Raised when an exact answer would need more than the allowed budget (states, time, memory).
// Callers report it and exit with kExitBeyondLimits instead of guessing. A reader that meets it
// on a given line of its input names the line (1-based; 0: none), as InputError does.
class BeyondLimits : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
  BeyondLimits(std::size_t line, const std::string& message) : std::runtime_error(message), line_(line) {}
  std::size_t line() const noexcept { return line_; }

 private:
  std::size_t line_ = 0;
};

// "line 12: message" or just "message" when line is 0.
std::string describe(const InputError& error, const std::string& source);

}  // namespace gg
