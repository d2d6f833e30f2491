#include "spot/game_record.h"

#include "core/errors.h"
#include "spot/judge_games.h"
#include "spot/state.h"

namespace gg::spot {

std::string square_name(Cell cell) { return detail::square_name(cell); }

GameRecord read_game_record(LineReader& in) {
  GameRecord game;
  std::string_view line;
  game.n = detail::read_board_size(in);
  if (game.n == 0) in.fail("expected a board size N from 2 to " + std::to_string(Board::kMaxSize) + ", got '0'");
  const std::size_t header_line = in.line_number();
  const std::int64_t total = 2 * game.n;
  State state(game.n);
  while (in.next_nonblank(line)) {
    if (Fields fields(line); fields.size() == 1 && fields[0] == "0") break;  // the referee's end
    const auto move = static_cast<std::int64_t>(game.moves.size()) + 1;
    auto where = [&] {
      return "move " + std::to_string(move) + " (game of N=" + std::to_string(game.n) +
             " begun on line " + std::to_string(header_line) + ")";
    };
    if (move > total) in.fail("a game of N=" + std::to_string(game.n) + " has " + std::to_string(total) + " moves; got a move " + std::to_string(move));
    if (state.is_terminal())
      in.fail(where() + " comes after the game ended: move " + std::to_string(state.repeat()->move) +
              " repeated the pattern of move " + std::to_string(state.repeat()->earlier));
    Cell cell = detail::parse_move(in, line, state.board(), where);
    state.play(cell);
    game.moves.push_back(cell);
  }
  while (in.next(line))
    if (Fields(line).size() != 0) in.fail("unexpected text after the final '0': " + quote_for_error(line));
  return game;
}

std::string write_game_record(const GameRecord& game) {
  std::string text = std::to_string(game.n) + "\n";
  Board board(game.n);
  for (Cell cell : game.moves) {
    text += std::to_string(cell.row + 1) + " " + std::to_string(cell.col + 1) +
            (board.occupied(cell) ? " -\n" : " +\n");
    board.toggle(cell);
  }
  return text + "0\n";
}

std::optional<Repeat> final_repeat(const GameRecord& game) {
  State state(game.n);
  for (Cell cell : game.moves) state.play(cell);
  return state.repeat();
}

}  // namespace gg::spot
