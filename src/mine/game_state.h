// Two-player Minesweeper as a gg::Game: the cell-level rules, for generic code (conformance tests,
// random play, the terminal game) and as a slow reference. The engine (position.h) is the fast,
// exact way to value a position; this class only plays it.
#pragma once

#include <cstdint>
#include <vector>

#include "mine/board.h"

namespace gg::mine {

class GameState {
 public:
  using Move = int;  // a cell index (row * cols + col)

  // Starts from `board` as given (its revealed cells stay revealed); player 0 moves first.
  explicit GameState(Board board);

  int current_player() const { return static_cast<int>(marks_.size() & 1); }
  // Every hidden non-mine cell, ascending.
  std::vector<Move> legal_moves() const;
  // Reveals the cell; a blank cell reveals its region and every number touching it.
  void play(Move cell);
  void undo();
  bool is_terminal() const { return hidden_safe_ == 0; }
  // The player to move at the end has no cell to click and loses.
  int result() const { return current_player() == 0 ? -1 : 1; }
  // The set of hidden cells: exact on boards of at most 64 cells, a hash beyond.
  std::uint64_t key() const;

  const Board& board() const { return board_; }
  const Layout& layout() const { return layout_; }
  bool operator==(const GameState& other) const {
    return board_.revealed == other.board_.revealed && marks_.size() == other.marks_.size() &&
           board_.mine == other.board_.mine && board_.cols == other.board_.cols;
  }

 private:
  Board board_;
  Layout layout_;
  std::vector<int> revealed_order_;  // cells revealed by the moves played, in order
  std::vector<std::size_t> marks_;   // per move: size of revealed_order_ before it
  std::int64_t hidden_safe_ = 0;
};

}  // namespace gg::mine
