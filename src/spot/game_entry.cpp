#include "spot/game_entry.h"

#include <charconv>
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/line_reader.h"
#include "spot/game_record.h"
#include "spot/referee.h"
#include "spot/state.h"

namespace gg::spot {

namespace {

std::string cell_name(Cell cell) { return std::to_string(cell.row + 1) + "," + std::to_string(cell.col + 1); }

struct Notation {
  static std::string move_name(const State&, Cell cell) { return cell_name(cell); }

  // "r,c" read back without listing the N^2 moves (N up to 10^6 in a record): while the game
  // runs every square is legal, so the name only has to be a square of the board, written
  // exactly as cell_name writes it (no sign, space or leading zero).
  static std::optional<Cell> parse_move(const State& state, std::string_view name) {
    if (state.is_terminal()) return std::nullopt;
    std::size_t comma = name.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    auto coordinate = [&](std::string_view digits) -> std::optional<std::int64_t> {
      std::int64_t value = 0;
      auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
      if (error != std::errc{} || end != digits.data() + digits.size() || value < 1 || value > state.size())
        return std::nullopt;
      return value - 1;
    };
    auto row = coordinate(name.substr(0, comma)), col = coordinate(name.substr(comma + 1));
    if (!row || !col) return std::nullopt;
    Cell cell{*row, *col};
    if (cell_name(cell) != name) return std::nullopt;  // "01,1", "+1,1": not the name of a move
    return cell;
  }

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
