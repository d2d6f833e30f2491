#include "othello/game_entry.h"

#include "othello/ggf.h"
#include "othello/referee.h"
#include "othello/state.h"

namespace gg::othello {

namespace {

struct Notation {
  static std::string move_name(const State&, int move) { return square_name(move); }

  static std::string write_record(const State& start, const std::vector<int>& moves) {
    GgfGame game;
    game.black = start.board().black();
    game.white = start.board().white();
    game.black_to_move = start.board().to_move == kBlack;
    State state = start;
    for (int move : moves) {
      GgfMove played;
      played.black = state.board().to_move == kBlack;
      played.square = move == kPass ? kGgfPass : move;
      game.moves.push_back(played);
      state.play(move);
    }
    return write_ggf(game);
  }
};

using Adapter = GameAdapter<State, Notation>;

}  // namespace

GameEntry game_entry() {
  GameEntry entry;
  entry.name = "othello";
  entry.description = "Othello (Reversi) on 8 x 8: flank and flip; most discs at the end wins";
  entry.start = [options = entry.options](const OptionValues& values) -> std::unique_ptr<AnyState> {
    check_options(options, values);  // refuses options Othello does not have
    return std::make_unique<Adapter>(State());
  };
  entry.read_record = [options = entry.options](const OptionValues& values, std::string_view text)
      -> std::unique_ptr<AnyState> {
    check_options(options, values);
    GgfGame game = parse_ggf(text);
    auto state = std::make_unique<Adapter>(
        State(Board::from_colors(game.black, game.white, game.black_to_move ? kBlack : kWhite)));
    // An illegal move is reported where parse_ggf reports its faults: the record's line (1).
    for (const GgfMove& move : game.moves) {
      try {
        state->play(square_name(move.square == kGgfPass ? kPass : move.square));
      } catch (const InputError& error) {
        throw InputError(1, std::string("GGF: ") + error.what());
      }
    }
    return state;
  };
  entry.judge = [](LineReader& in, std::ostream& out, const SearchBudget&) { judge(in, out); };
  entry.judge_format = "Othello commands (UVa 220): boards, then L / Mrc / Q commands.";
  return entry;
}

}  // namespace gg::othello
