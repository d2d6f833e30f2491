#include "gomoku/game_entry.h"

#include "core/line_reader.h"
#include "gomoku/record.h"
#include "gomoku/referee.h"
#include "gomoku/state.h"

namespace gg::gomoku {

namespace {

struct Notation {
  static std::string move_name(const State& state, Point move) { return point_label(state.board(), move); }

  static std::string write_record(const State& start, const std::vector<Point>& moves) {
    Record record;
    record.size = start.board().size();
    record.moves = moves;
    return write_referee_record(record);
  }
};

using Adapter = GameAdapter<State, Notation>;

State start_state(const std::vector<GameOption>& options, const OptionValues& values) {
  int size = static_cast<int>(parse_int(option_value(options, values, "size"), kMinSize, kMaxSize,
                                        "gomoku option size", 0));
  std::string rule_text = option_value(options, values, "rule");
  std::optional<Rule> rule = parse_rule(rule_text);
  if (!rule) throw InputError(0, "gomoku option rule: freestyle, standard or renju, got '" + rule_text + "'");
  return State(size, *rule);
}

}  // namespace

GameEntry game_entry() {
  GameEntry entry;
  entry.name = "gomoku";
  entry.description = "Gomoku: five in a row, under the freestyle, standard or renju rule";
  entry.options = {{"size", "board size, 5..22", "15"},
                   {"rule", "freestyle, standard (exactly five) or renju", "freestyle"}};
  entry.start = [options = entry.options](const OptionValues& values) -> std::unique_ptr<AnyState> {
    return std::make_unique<Adapter>(start_state(options, values));
  };
  entry.read_record = [options = entry.options](const OptionValues& values, std::string_view text)
      -> std::unique_ptr<AnyState> {
    State start = start_state(options, values);
    LineReader reader = LineReader::from_string(text);
    Record record = read_record(reader, start.board().size());
    auto state = std::make_unique<Adapter>(start);
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
      try {
        state->play(point_label(start.board(), record.moves[i]));
      } catch (const InputError& error) {
        throw InputError(record.lines[i], error.what());
      }
    }
    return state;
  };
  // The classic referee knows one board and rule: 15 x 15, freestyle (the options above are the
  // generic game's).
  entry.judge = [](LineReader& in, std::ostream& out, const SearchBudget&) { judge(in, out); };
  entry.judge_format = "Five in a row on 15 x 15: n, then n lines 'x y'; prints 'A w', 'B w' or 'Tie'.";
  return entry;
}

}  // namespace gg::gomoku
