#include "frontends/python/common.h"

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <mutex>

#include "core/progress.h"
#include "core/stop.h"

namespace gg::python {

namespace {

PyObject* g_input_error = nullptr;
PyObject* g_beyond_limits = nullptr;
PyObject* g_interrupted = nullptr;

// SIGINT while engine calls run: the engines' flag is set, then the handler that was there before
// (Python's, which makes the interpreter raise KeyboardInterrupt) runs as well.
std::mutex g_handler_mutex;
int g_active_calls = 0;
struct sigaction g_previous {};

extern "C" void on_sigint_during_call(int signal_number) {
  gg::set_interrupted(true);
  if (g_previous.sa_handler != SIG_DFL && g_previous.sa_handler != SIG_IGN &&
      !(g_previous.sa_flags & SA_SIGINFO) && g_previous.sa_handler != nullptr)
    g_previous.sa_handler(signal_number);
}

void enter_call() {
  std::lock_guard lock(g_handler_mutex);
  if (g_active_calls++ > 0) return;
  struct sigaction ours {};
  ours.sa_handler = on_sigint_during_call;
  sigemptyset(&ours.sa_mask);
  ours.sa_flags = SA_ONSTACK;
  sigaction(SIGINT, &ours, &g_previous);
  if (g_previous.sa_handler == SIG_IGN) sigaction(SIGINT, &g_previous, nullptr);  // Ctrl-C ignored
}

// Returns whether the engines' flag was set during the call.
bool leave_call() {
  std::lock_guard lock(g_handler_mutex);
  bool was_interrupted = gg::interrupted();
  if (--g_active_calls == 0) {
    sigaction(SIGINT, &g_previous, nullptr);
    gg::set_interrupted(false);
  }
  return was_interrupted;
}

}  // namespace

void register_exceptions(py::module_& m) {
  g_input_error = PyErr_NewExceptionWithDoc(
      "gridgames.InputError",
      "Bad input: the message names the source, the line and the fault, as the command line's.",
      PyExc_ValueError, nullptr);
  g_beyond_limits = PyErr_NewExceptionWithDoc(
      "gridgames.BeyondLimits",
      "An exact answer needs more than the allowed budget (nodes, seconds, memory); nothing is "
      "guessed.",
      PyExc_RuntimeError, nullptr);
  g_interrupted = PyErr_NewExceptionWithDoc(
      "gridgames.Interrupted",
      "Ctrl-C stopped an engine call; `partial` holds what was established (or None).",
      PyExc_KeyboardInterrupt, nullptr);
  m.add_object("InputError", py::handle(g_input_error));
  m.add_object("BeyondLimits", py::handle(g_beyond_limits));
  m.add_object("Interrupted", py::handle(g_interrupted));
  py::register_exception_translator([](std::exception_ptr pointer) {
    try {
      if (pointer) std::rethrow_exception(pointer);
    } catch (const InputError& error) {
      PyErr_SetString(g_input_error, describe(error, "<input>").c_str());
    } catch (const BeyondLimits& error) {
      PyErr_SetString(g_beyond_limits, error.what());
    } catch (const Interrupted& error) {
      // A search that unwound without the Ctrl-C of a run_interruptible call (whose callers
      // raise with what was established): nothing partial to attach.
      py::object exception = py::reinterpret_borrow<py::object>(g_interrupted)(std::string(error.what()));
      exception.attr("partial") = py::none();
      PyErr_SetObject(g_interrupted, exception.ptr());
    }
  });
}

void raise_input_error(const InputError& error, const std::string& source, const std::string& output) {
  py::object type = py::reinterpret_borrow<py::object>(g_input_error);
  py::object exception = type(describe(error, source));
  exception.attr("source") = source;
  exception.attr("line") = error.line();
  exception.attr("fault") = std::string(error.what());
  exception.attr("output") = output;
  PyErr_SetObject(g_input_error, exception.ptr());
  throw py::error_already_set();
}

void raise_value_error(const std::string& message) {
  PyErr_SetString(g_input_error, message.c_str());
  throw py::error_already_set();
}

void raise_interrupted(const std::string& message, py::object partial) {
  py::object type = py::reinterpret_borrow<py::object>(g_interrupted);
  py::object exception = type(message);
  exception.attr("partial") = partial;
  PyErr_SetObject(g_interrupted, exception.ptr());
  throw py::error_already_set();
}

Input open_input(const std::optional<std::string>& text, const std::optional<std::string>& path) {
  if (text && path) raise_value_error("give the input as text or as path, not both");
  if (path) {
    int fd = ::open(path->c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
      // The command line's message for a file it cannot open.
      raise_input_error(InputError(0, "cannot open '" + *path + "': " + std::strerror(errno)), *path);
    }
    // Read whole (the reader does not own the descriptor), then closed.
    std::string all;
    char buffer[1 << 16];
    ssize_t got;
    while ((got = ::read(fd, buffer, sizeof buffer)) > 0) all.append(buffer, std::size_t(got));
    ::close(fd);
    return Input{*path, LineReader::from_string(all)};
  }
  return Input{"<text>", LineReader::from_string(text ? *text : std::string())};
}

std::string read_all(const std::optional<std::string>& text, const std::optional<std::string>& path,
                     std::string* source) {
  Input input = open_input(text, path);
  *source = input.source;
  std::string all;
  std::string_view line;
  while (input.reader.next(line)) {
    all += line;
    all += '\n';
  }
  return all;
}

bool run_interruptible(const std::function<void()>& body) {
  std::exception_ptr failure;
  bool was_interrupted = false;
  {
    py::gil_scoped_release release;
    enter_call();
    try {
      body();
    } catch (...) {
      failure = std::current_exception();
    }
    was_interrupted = leave_call();
  }
  if (was_interrupted) {
    // Python's own handler saw the signal too: let it run now (it raises KeyboardInterrupt in
    // the main thread) and replace its exception by ours, which carries what was established.
    if (PyErr_CheckSignals() != 0) PyErr_Clear();
  }
  if (failure && !was_interrupted) std::rethrow_exception(failure);
  return was_interrupted;
}

}  // namespace gg::python
