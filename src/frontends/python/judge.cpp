// gridgames.judge(game, text | path=...): the four classic referee formats, as `gridgames judge`.
#include <pybind11/stl.h>

#include <sstream>

#include "core/memory_budget.h"
#include "frontends/python/common.h"
#include "gomoku/referee.h"
#include "mine/referee.h"
#include "othello/referee.h"
#include "spot/referee.h"

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
  if (game != "spot" && game != "gomoku" && game != "mine" && game != "othello")
    raise_value_error("judge: unknown game '" + game + "' (games: spot, gomoku, mine, othello)");
  if (seconds < 0) raise_value_error("judge: seconds must not be negative");
  Input input = open_input(text, path);
  std::ostringstream out;
  std::optional<InputError> bad;
  std::optional<BeyondLimits> beyond;
  bool stopped = run_interruptible([&] {
    try {
      if (game == "spot") {
        spot::judge(input.reader, out, memory_budget());
      } else if (game == "gomoku") {
        gomoku::judge(input.reader, out);
      } else if (game == "othello") {
        othello::judge(input.reader, out);
      } else {
        mine::JudgeOptions options;
        options.max_states = budget;
        options.max_seconds = seconds;
        options.max_memo_bytes = memory_budget();
        mine::judge(input.reader, out, options);
      }
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
