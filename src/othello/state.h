// Othello as a gg::Game (core/game.h): the generic algorithms' view of the game.
//
// Moves are squares 0..63 or kPass; a pass is listed (alone) exactly when the player to move
// has no placement but the opponent has one. Player 0 is black. result() is the final disc
// difference for black with the empty squares given to the winner (as final_score()).
// Hot paths (perft, the endgame solver) use Position directly; this class keeps a history so
// that undo() needs no argument.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "core/bits.h"
#include "othello/board.h"

namespace gg::othello {

class State {
 public:
  using Move = int;

  State() : board_{Position::start(), kBlack} {}
  explicit State(const Board& board) : board_(board) {}

  const Board& board() const { return board_; }
  const Position& position() const { return board_.position; }

  int current_player() const { return board_.to_move; }

  std::vector<Move> legal_moves() const {
    std::vector<Move> moves;
    Bitboard m = board_.position.moves();
    if (m) {
      while (m) moves.push_back(pop_lowest(m));
    } else if (legal_moves_of(board_.position.opponent, board_.position.player)) {
      moves.push_back(kPass);
    }
    return moves;
  }

  void play(Move move) {
    history_.emplace_back(move, board_.position.play(move));
    board_.to_move = other(board_.to_move);
  }

  void undo() {
    auto [move, flipped] = history_.back();
    history_.pop_back();
    board_.position.undo(move, flipped);
    board_.to_move = other(board_.to_move);
  }

  bool is_terminal() const { return board_.position.game_over(); }

  int result() const {
    int score = board_.position.score();
    return board_.to_move == kBlack ? score : -score;
  }

  std::uint64_t key() const {
    return mix64(board_.black() * 0x9E3779B97F4A7C15ULL ^ mix64(board_.white())) ^
           static_cast<std::uint64_t>(board_.to_move);
  }

  // Equal boards and side to move (the history is how we got there, not the state).
  friend bool operator==(const State& a, const State& b) { return a.board_ == b.board_; }

 private:
  static Bitboard legal_moves_of(Bitboard P, Bitboard O) { return othello::legal_moves(P, O); }

  Board board_;
  std::vector<std::pair<Move, Bitboard>> history_;
};

}  // namespace gg::othello
