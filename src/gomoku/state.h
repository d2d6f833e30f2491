// A game of Gomoku in progress under one rule set: the gg::Game state (play / undo / result).
//
// Black (player 0) moves first. A move that makes a winning line ends the game; under renju a
// black move onto a forbidden point also ends it, as a loss for black (such moves are listed as
// legal because a record may contain them and the rule says what they mean). A full board with
// no winner is a draw.
#pragma once

#include <cstdint>
#include <vector>

#include "gomoku/board.h"
#include "gomoku/forbidden.h"
#include "gomoku/rules.h"

namespace gg::gomoku {

enum class Ending { kNone, kFive, kForbidden, kFullBoard };

class State {
 public:
  using Move = Point;

  explicit State(int size = 15, Rule rule = Rule::kFreestyle);

  int current_player() const { return static_cast<int>(history_.size() % 2); }
  Stone to_move() const { return history_.size() % 2 == 0 ? kBlack : kWhite; }
  // Every empty point in row-major order; none once the game is over.
  std::vector<Move> legal_moves() const;
  // Plays on an empty point of a game not yet over.
  void play(Move move);
  void undo();
  bool is_terminal() const { return ending_ != Ending::kNone; }
  // +1 black won, -1 white won, 0 draw (or not over).
  int result() const;

  const Board& board() const { return board_; }
  Rule rule() const { return rule_; }
  Ending ending() const { return ending_; }
  Stone winner() const { return winner_; }
  // Only meaningful when ending() == kForbidden: what black's last move was.
  Forbidden forbidden_shape() const { return forbidden_shape_; }
  const std::vector<Point>& history() const { return history_; }

  bool operator==(const State&) const = default;

 private:
  Board board_;
  Rule rule_;
  std::vector<Point> history_;
  Ending ending_ = Ending::kNone;
  Stone winner_ = kEmpty;
  Forbidden forbidden_shape_ = Forbidden::kNone;
};

}  // namespace gg::gomoku
