// gridgames.judge(game, text | path=...): every registered game's classic referee format, as
// `gridgames judge` (the registry entry's judge).
#include <pybind11/stl.h>

#include <sstream>

#include "core/memory_budget.h"
#include "frontends/python/common.h"
#include "registry/registry.h"

namespace gg::python {

namespace {

py::list lines_of(const std::string& text) {
  py::list lines;
  std::size_t begin = 0;
  while (begin < text.size()) {
    std::size_t end = text.find('\n', begin);
    if (end == std::string::npos) end = text.size();
    lines.append(text.substr(begin, end - begin));
    begin = end + 1;
  }
  return lines;
}

py::dict judge(const std::string& game, const std::optional<std::string>& text,
               const std::optional<std::string>& path, std::uint64_t budget, double seconds) {
  const GameEntry* entry = find_game(game);
  if (!entry || !entry->judge) {
    std::string names;
    for (const GameEntry& e : registered_games())
      if (e.judge) names += (names.empty() ? "" : ", ") + e.name;
    raise_value_error("judge: unknown game '" + game + "' (games: " + names + ")");
  }
  if (seconds < 0) raise_value_error("judge: seconds must not be negative");
  // budget and seconds are the command line's --budget and --seconds (Mine's judge_limits); the
  // referees without such limits ignore them.
  SearchBudget limits;
  limits.nodes = budget;
  limits.seconds = seconds;
  limits.memory_bytes = memory_budget();
  Input input = open_input(text, path);
  std::ostringstream out;
  std::optional<InputError> bad;
  std::optional<BeyondLimits> beyond;
  bool stopped = run_interruptible([&] {
    try {
      entry->judge(input.reader, out, limits);
    } catch (const InputError& error) {
      bad = error;
    } catch (const BeyondLimits& error) {
      beyond = error;
    }
  });
  std::string output = out.str();
  if (stopped) raise_interrupted("judge " + game + ": interrupted", py::dict(py::arg("output") = output, py::arg("verdicts") = lines_of(output)));
  if (bad) raise_input_error(*bad, input.source, output);
  if (beyond) throw *beyond;
  return py::dict(py::arg("game") = game, py::arg("output") = output, py::arg("verdicts") = lines_of(output));
}

}  // namespace

void bind_judge(py::module_& m) {
  m.def("judge", &judge, py::arg("game"), py::arg("text") = py::none(), py::kw_only(),
        py::arg("path") = py::none(), py::arg("budget") = 0, py::arg("seconds") = 10.0,
        "Judges a record in the referee format of `game` (spot, gomoku, mine, othello), given as "
        "text or path=FILE, as `gridgames judge GAME`: {'game', 'output' (the command line's "
        "standard output, byte for byte), 'verdicts' (its lines)}. Mine only: budget (states per "
        "part, 0: the default) and seconds (processor seconds per part). Bad input raises "
        "InputError (message as the command line's; .output holds the verdicts before the fault).");
}

}  // namespace gg::python
