// gridgames._gridgames: the Python bindings. A front end like the command line: it parses
// Python arguments, calls a game's face (or the registry) and builds Python objects; it prints
// nothing. The pure-Python package (python/gridgames/) re-exports it.
#include <pybind11/stl.h>

#include "core/memory_budget.h"
#include "frontends/python/common.h"
#include "othello/face.h"

PYBIND11_MODULE(_gridgames, m) {
  namespace py = pybind11;
  using namespace gg::python;
  m.doc() = "gridgames engines: games over the registry, referees, solvers, batch play.";
  register_exceptions(m);
  // The learned Othello evaluation built into the library orders moves and evaluates positions,
  // as in the command line.
  gg::othello::use_builtin_weights();

  m.def("set_max_memory", [](const std::string& size) {
    try {
      gg::set_memory_budget(gg::parse_memory_size(size));
    } catch (const gg::InputError& error) {
      raise_value_error(std::string("max_memory: ") + error.what());
    }
  }, py::arg("size"),
        "The memory budget of every table, memo and cache (as --max-memory: 512M, 2G, 1.5G, or MiB).");
  m.def("set_max_memory", [](std::uint64_t bytes) {
    if (bytes < gg::kMebibyte) raise_value_error("max_memory: at least 1 MiB, got " + std::to_string(bytes) + " bytes");
    gg::set_memory_budget(bytes);
  }, py::arg("bytes"), "The memory budget in bytes (an int).");
  m.def("max_memory", [] { return gg::memory_budget(); }, "The memory budget in bytes.");

  bind_games(m);
  bind_judge(m);
  bind_othello(m);
  bind_gomoku(m);
  bind_mine(m);
  bind_spot(m);
  bind_vector(m);
}
