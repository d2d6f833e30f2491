#include "spot/game_entry.h"

#include "core/line_reader.h"
#include "spot/game_record.h"
#include "spot/referee.h"
#include "spot/state.h"

namespace gg::spot {

namespace {

std::string cell_name(Cell cell) { return std::to_string(cell.row + 1) + "," + std::to_string(cell.col + 1); }

struct Notation {
  static std::string move_name(const State&, Cell cell) { return cell_name(cell); }

  static std::string write_record(const State& start, const std::vector<Cell>& moves) {
    return write_game_record(GameRecord{start.size(), moves});
  }
};

using Adapter = GameAdapter<State, Notation>;

}  // namespace

GameEntry game_entry() {
  GameEntry entry;
  entry.name = "spot";
  entry.description = "The Spot Game: toggle spots; repeating a pattern up to rotation loses";
  entry.options = {{"size", "board size N (N x N), 1..1000", "4"}};
  entry.start = [options = entry.options](const OptionValues& values) -> std::unique_ptr<AnyState> {
    return std::make_unique<Adapter>(State(parse_int(option_value(options, values, "size"), 1, 1000, "size", 0)));
  };
  entry.read_record = [options = entry.options](const OptionValues& values, std::string_view text)
      -> std::unique_ptr<AnyState> {
    check_options(options, values);  // the record states the size
    LineReader reader = LineReader::from_string(text);
    GameRecord record = read_game_record(reader);
    auto state = std::make_unique<Adapter>(State(record.n));
    for (Cell cell : record.moves) state->play(cell_name(cell));
    return state;
  };
  // The patterns seen are kept in memory: the memory budget bounds them.
  entry.judge = [](LineReader& in, std::ostream& out, const SearchBudget& budget) {
    judge(in, out, budget.memory_bytes);
  };
  entry.judge_format =
      "The Spot Game (UVa 141): N, then 2N lines 'r c +|-'; a pattern repeated up to rotation loses.";
  return entry;
}

}  // namespace gg::spot
