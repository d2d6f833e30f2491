#include "gomoku/state.h"

namespace gg::gomoku {

State::State(int size, Rule rule) : board_(size), rule_(rule) {}

std::vector<State::Move> State::legal_moves() const {
  std::vector<Move> moves;
  if (is_terminal()) return moves;
  moves.reserve(board_.size() * board_.size() - board_.stone_count());
  for (int y = 0; y < board_.size(); ++y)
    for (int x = 0; x < board_.size(); ++x)
      if (board_.at(x, y) == kEmpty) moves.push_back(make_point(x, y));
  return moves;
}

void State::play(Move move) {
  Stone colour = to_move();
  // The forbidden test looks at the board without the new stone, so it comes first.
  if (rule_ == Rule::kRenju && colour == kBlack && !makes_five(board_, move, kBlack, rule_)) {
    forbidden_shape_ = forbidden_kind(board_, move);
    if (forbidden_shape_ != Forbidden::kNone) {
      ending_ = Ending::kForbidden;
      winner_ = kWhite;
    }
  }
  board_.place(move, colour);
  history_.push_back(move);
  if (ending_ != Ending::kNone) return;
  if (makes_five(board_, move, colour, rule_)) {
    ending_ = Ending::kFive;
    winner_ = colour;
  } else if (board_.full()) {
    ending_ = Ending::kFullBoard;
  }
}

void State::undo() {
  // Only the last move can have ended the game, so undoing any move reopens it.
  board_.remove(history_.back());
  history_.pop_back();
  ending_ = Ending::kNone;
  winner_ = kEmpty;
  forbidden_shape_ = Forbidden::kNone;
}

int State::result() const {
  if (winner_ == kBlack) return 1;
  if (winner_ == kWhite) return -1;
  return 0;
}

}  // namespace gg::gomoku
