#include "mine/game_entry.h"

#include <algorithm>
#include <cstdint>

#include "core/line_reader.h"
#include "mine/board_io.h"
#include "mine/game_state.h"
#include "mine/referee.h"

namespace gg::mine {

namespace {

std::string cell_name(const Board& board, int cell) {
  return std::to_string(cell / board.cols) + "," + std::to_string(cell % board.cols);
}

struct Notation {
  static std::string move_name(const GameState& state, int cell) { return cell_name(state.board(), cell); }

  static std::string write_record(const GameState& start, const std::vector<int>& cells) {
    std::string text = draw_board(start.board(), false) + "\n";
    for (int cell : cells) text += cell_name(start.board(), cell) + "\n";
    return text;
  }
};

using Adapter = GameAdapter<GameState, Notation>;

}  // namespace

GameEntry game_entry() {
  GameEntry entry;
  entry.name = "mine";
  entry.description = "Two-player Minesweeper: click safe cells in turn; who cannot click loses";
  entry.options = {{"rows", "board rows, 1..1000", "9"},
                   {"cols", "board columns, 1..1000", "9"},
                   {"mines", "mines, 0..rows*cols", "10"},
                   {"seed", "seed of the random board", "1"}};
  entry.start = [options = entry.options](const OptionValues& values) -> std::unique_ptr<AnyState> {
    auto number = [&](const char* name, std::int64_t lo, std::int64_t hi) {
      return parse_int(option_value(options, values, name), lo, hi, name, 0);
    };
    auto rows = number("rows", 1, 1000), cols = number("cols", 1, 1000);
    auto mines = number("mines", 0, rows * cols);
    auto seed = static_cast<std::uint64_t>(number("seed", 0, INT64_MAX));
    return std::make_unique<Adapter>(GameState(random_board(int(rows), int(cols), mines, seed)));
  };
  entry.read_record = [options = entry.options](const OptionValues& values, std::string_view text)
      -> std::unique_ptr<AnyState> {
    check_options(options, values);  // refuses unknown options; the board states the rest
    std::size_t blank = text.find("\n\n");
    std::string_view drawn = text.substr(0, blank == std::string_view::npos ? text.size() : blank + 1);
    LineReader board_reader = LineReader::from_string(drawn);
    auto state = std::make_unique<Adapter>(GameState(read_board(board_reader)));
    if (blank == std::string_view::npos) return state;
    // Clicks: line numbers count from the start of the whole record.
    std::size_t first_click_line = static_cast<std::size_t>(std::count(drawn.begin(), drawn.end(), '\n')) + 1;
    LineReader clicks = LineReader::from_string(text.substr(blank + 2));
    std::string_view line;
    while (clicks.next_nonblank(line)) {
      try {
        state->play(trim_blanks(line));
      } catch (const InputError& error) {
        throw InputError(first_click_line + clicks.line_number(), error.what());
      }
    }
    return state;
  };
  // The referee searches: its budget is the user's (states and seconds per part) and the memory
  // budget for its memo.
  entry.judge = [](LineReader& in, std::ostream& out, const SearchBudget& budget) { judge(in, out, budget); };
  entry.judge_format =
      "Two-player Minesweeper (HDU 4678): T cases of 'N M K' and K mines; prints the perfect-play winner.";
  entry.judge_limits = {
      {JudgeLimit::Field::kNodes, "--budget",
       "search budget in states per part of blank regions linked by shared numbers (0: default "
       "2000000); beyond it: exit status 3, no guess"},
      {JudgeLimit::Field::kSeconds, "--seconds", "processor seconds per part (0: none)"}};
  entry.judge_defaults = kJudgeBudget;
  return entry;
}

}  // namespace gg::mine
