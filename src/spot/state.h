// The Spot Game as a gg::Game (core/game.h): the state generic algorithms and tests play.
//
// A move toggles a square: it places a spot on an empty square or removes the spot from an
// occupied one, so every square is a legal move while the game runs (N * N moves: use small
// boards for exhaustive searches). The game ends when a move repeats the pattern after an
// earlier move up to rotation (the mover loses) or after 2N moves (a draw). Player 0 makes
// move 1.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/errors.h"
#include "spot/board.h"
#include "spot/pattern_log.h"

namespace gg::spot {

template <class Key = MixKey>
class BasicState {
 public:
  using Move = Cell;  // the square to toggle, 0-based
  static constexpr std::int64_t kMaxListedMoves = std::int64_t{1} << 24;

  explicit BasicState(std::int64_t n, Key key = Key{}) : board_(n, key) {}

  std::int64_t size() const { return board_.size(); }
  const BasicBoard<Key>& board() const { return board_; }
  const PatternLog& log() const { return log_; }
  std::size_t moves_played() const { return log_.moves(); }
  // The repeat that ended the game, if one did.
  const std::optional<Repeat>& repeat() const { return repeat_; }

  int current_player() const { return static_cast<int>(log_.moves() % 2); }

  // Every square, row by row. Throws BeyondLimits on boards with more than kMaxListedMoves
  // squares rather than trying to list up to 10^12 moves; play() works on any board.
  std::vector<Move> legal_moves() const {
    std::vector<Move> moves;
    if (is_terminal()) return moves;
    std::int64_t n = board_.size();
    if (n * n > kMaxListedMoves)
      throw BeyondLimits("spot: listing the " + std::to_string(n * n) + " moves of a " +
                         std::to_string(n) + " x " + std::to_string(n) + " board is beyond limits");
    moves.reserve(static_cast<std::size_t>(n * n));
    for (std::int64_t row = 0; row < n; ++row)
      for (std::int64_t col = 0; col < n; ++col) moves.push_back({row, col});
    return moves;
  }

  void play(const Move& move) {
    board_.toggle(move);
    repeat_ = log_.record(board_, move);
  }

  void undo() {
    board_.toggle(board_.cell(log_.square(log_.moves())));
    log_.pop();
    repeat_.reset();  // only the last move of a game can be a repeat
  }

  bool is_terminal() const {
    return repeat_.has_value() || log_.moves() >= 2 * static_cast<std::size_t>(board_.size());
  }

  // From player 0's view: the player who made the repeating move loses.
  int result() const {
    if (!repeat_) return 0;
    bool player0_moved = (repeat_->move - 1) % 2 == 0;
    return player0_moved ? -1 : +1;
  }

  // Equal when the same moves were played on the same board size (everything else follows).
  bool operator==(const BasicState& other) const {
    return board_.size() == other.board_.size() && log_.same_moves(other.log_);
  }

 private:
  BasicBoard<Key> board_;
  PatternLog log_;
  std::optional<Repeat> repeat_;
};

using State = BasicState<>;

}  // namespace gg::spot
