// Runs a referee (`judge(LineReader&, std::ostream&)`) on a fuzz input and checks what every
// referee promises, whatever the game (docs/formats.md, "Bad input"):
//   - only InputError (and BeyondLimits where allowed) may escape; nothing else, never a crash;
//   - the run is deterministic: the same input gives the same output and the same error;
//   - an error names a line of the input (1..lines, or lines+1 for "missing line" at the end;
//     0 only for an empty or blank input) with a one-line, non-empty message;
//   - every output line ends with '\n';
//   - nothing decided before the bad line is lost: the output for the input cut just before the
//     bad line is a prefix of the output for the whole input.
// Game-specific output shapes are checked by each target on the returned output.
#pragma once

#include <sstream>
#include <string>
#include <string_view>

#include "core/errors.h"
#include "core/line_reader.h"
#include "support/check.h"

namespace gg::fuzz {

struct JudgeRun {
  enum Outcome { kOk, kInputError, kBeyondLimits } outcome = kOk;
  std::string out;
  std::size_t error_line = 0;
  std::string message;

  bool operator==(const JudgeRun&) const = default;
};

template <class Judge>
JudgeRun run_judge_once(std::string_view text, Judge& judge) {
  LineReader reader = LineReader::from_string(text);
  std::ostringstream out;
  JudgeRun run;
  try {
    judge(reader, out);
  } catch (const InputError& error) {
    run.outcome = JudgeRun::kInputError;
    run.error_line = error.line();
    run.message = error.what();
  } catch (const BeyondLimits& error) {
    run.outcome = JudgeRun::kBeyondLimits;
    run.message = error.what();
  } catch (const std::exception& error) {
    // The CLI would turn this into "bad command line" (exit 1): a bug in a reader.
    fail(std::string("unexpected exception escaped the referee: ") + error.what());
  }
  run.out = out.str();
  return run;
}

template <class Judge>
JudgeRun run_judge(std::string_view text, Judge judge, bool beyond_limits_allowed = false) {
  JudgeRun run = run_judge_once(text, judge);
  check(run_judge_once(text, judge) == run, "same input, different output or error");
  check(run.out.empty() || run.out.back() == '\n', "output does not end with a newline");
  if (run.outcome == JudgeRun::kBeyondLimits) {
    check(beyond_limits_allowed, "BeyondLimits from a referee that has no budget");
    check(!run.message.empty(), "BeyondLimits without a message");
  }
  if (run.outcome == JudgeRun::kInputError) {
    std::size_t lines = count_lines(text);
    // Line 0 ("no line applies") only for an input with no line to name.
    bool blank = text.find_first_not_of(" \t\r\n\v\f") == std::string_view::npos;
    check((run.error_line >= 1 || blank) && run.error_line <= lines + 1,
          "error names line " + std::to_string(run.error_line) + " of a " +
              std::to_string(lines) + "-line input");
    check(!run.message.empty(), "InputError without a message");
    check(run.message.find('\n') == std::string::npos, "multi-line error message: " + run.message);
    // Everything decided before the bad line was printed.
    JudgeRun before = run_judge_once(first_lines(text, run.error_line - 1), judge);
    check(run.out.compare(0, before.out.size(), before.out) == 0,
          "output decided before bad line " + std::to_string(run.error_line) +
              " is missing from the output:\n--- before:\n" + before.out + "--- whole:\n" + run.out);
  }
  return run;
}

}  // namespace gg::fuzz
