// Fuzzes every registered game through its registry entry only (core/any_game.h), so that a game
// added to the registry is fuzzed unchanged. The first byte picks the game (its index in
// registered_games(), modulo their number: the seeds start with '0' othello, '1' gomoku,
// '2' mine, '3' spot); the rest is fed both to the entry's read_record and to its judge.
// Invariants:
//   - read_record either reads a game or throws InputError naming a line of the input (or the
//     one after it; line 0 only for a blank input); a game read writes a record that reads back
//     to the same state and the same record;
//   - judge keeps every referee's promises (support/judge_run.h), and only a referee with limits
//     the user may set (judge_limits) may answer BeyondLimits. Its limits are counted in nodes,
//     never seconds, so that a run is deterministic.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/errors.h"
#include "registry/registry.h"
#include "support/check.h"
#include "support/judge_run.h"

using gg::fuzz::check;

namespace {

void check_read_record(const gg::GameEntry& game, std::string_view text) {
  std::unique_ptr<gg::AnyState> state;
  try {
    state = game.read_record({}, text);
  } catch (const gg::InputError& error) {
    bool blank = text.find_first_not_of(" \t\r\n\v\f") == std::string_view::npos;
    check((error.line() >= 1 || blank) && error.line() <= gg::fuzz::count_lines(text) + 1,
          game.name + ": read_record error at line " + std::to_string(error.line()) + ": " + error.what());
    check(*error.what() != '\0', game.name + ": InputError without a message");
    return;
  }
  std::string record = state->record();
  std::unique_ptr<gg::AnyState> again = game.read_record({}, record);
  check(again->equals(*state), game.name + ": the record written does not read back:\n" + record);
  check(again->record() == record, game.name + ": the record changed on a second round trip:\n" + record);
}

// The entry's default limits, with every limit in nodes small and no time limit.
gg::SearchBudget fuzz_budget(const gg::GameEntry& game) {
  gg::SearchBudget budget = game.judge_defaults;
  for (const gg::JudgeLimit& limit : game.judge_limits) {
    if (limit.field == gg::JudgeLimit::Field::kNodes) budget.nodes = 20000;
    if (limit.field == gg::JudgeLimit::Field::kSeconds) budget.seconds = 0;
  }
  return budget;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return -1;  // no game chosen: not kept
  const auto& games = gg::registered_games();
  const gg::GameEntry& game = games[data[0] % games.size()];
  std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);

  check_read_record(game, text);

  check(static_cast<bool>(game.judge), game.name + ": no referee in the registry");
  gg::SearchBudget budget = fuzz_budget(game);
  gg::fuzz::run_judge(
      text, [&](gg::LineReader& in, std::ostream& out) { game.judge(in, out, budget); },
      /*beyond_limits_allowed=*/!game.judge_limits.empty());
  return 0;
}
