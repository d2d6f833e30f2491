// What every part of the Python bindings shares: the exception types, reading an input given as
// text or as a file, and running a long engine call with the GIL released and Ctrl-C turned into
// the engines' own interruption flag (core/progress.h).
//
// Errors follow the command line: InputError becomes gridgames.InputError (a ValueError) whose
// message is the command line's "SOURCE:LINE: fault" without its "gridgames: " prefix;
// BeyondLimits becomes gridgames.BeyondLimits (a RuntimeError); a call cut short by Ctrl-C raises
// gridgames.Interrupted (a KeyboardInterrupt) whose `partial` attribute holds what was
// established, where the command line prints it.
#pragma once

#include <pybind11/pybind11.h>

#include <functional>
#include <optional>
#include <string>

#include "core/errors.h"
#include "core/line_reader.h"

namespace gg::python {

namespace py = pybind11;

// Registers the exception classes on the module (once, from module.cpp).
void register_exceptions(py::module_& m);

// Raises gridgames.InputError for `error` read from `source`; `output` is what was decided before
// the fault (for judges: the verdict lines already written), kept as the exception's `output`.
[[noreturn]] void raise_input_error(const InputError& error, const std::string& source,
                                    const std::string& output = "");
// Raises gridgames.InputError with `message` as it stands.
[[noreturn]] void raise_value_error(const std::string& message);
// Raises gridgames.Interrupted with `partial` (a dict, or None) attached.
[[noreturn]] void raise_interrupted(const std::string& message, py::object partial);

// An input given either as text (source "<text>") or as a file path (source: the path, as the
// command line names it).
struct Input {
  std::string source;
  LineReader reader;
};
Input open_input(const std::optional<std::string>& text, const std::optional<std::string>& path);
// The whole text of an input (for readers that take a string).
std::string read_all(const std::optional<std::string>& text, const std::optional<std::string>& path,
                     std::string* source);

// Runs `body` with the GIL released while SIGINT also sets the engines' interruption flag.
// Returns true when the call was interrupted (the caller builds what was established and calls
// raise_interrupted). C++ exceptions from the engines propagate after the GIL is back.
bool run_interruptible(const std::function<void()>& body);

// run_interruptible for a call that reads `source`: an InputError it throws is raised as
// gridgames.InputError naming `source`.
template <class F>
bool run_reading(const std::string& source, F&& body) {
  std::optional<InputError> bad;
  bool stopped = run_interruptible([&] {
    try {
      body();
    } catch (const InputError& error) {
      bad = error;
    }
  });
  if (bad) raise_input_error(*bad, source);
  return stopped;
}

// Translates the library's exceptions thrown by `body` into the Python ones above, with
// `source` naming the input in InputError messages.
template <class F>
auto translating(const std::string& source, F&& body) -> decltype(body()) {
  try {
    return body();
  } catch (const InputError& error) {
    raise_input_error(error, source);
  }
  // BeyondLimits and the rest go through the translators registered by register_exceptions.
}

// The extension's parts (one file each).
void bind_games(py::module_& m);
void bind_judge(py::module_& m);
void bind_othello(py::module_& m);
void bind_gomoku(py::module_& m);
void bind_mine(py::module_& m);
void bind_spot(py::module_& m);
void bind_vector(py::module_& m);

}  // namespace gg::python
