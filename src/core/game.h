// The one small interface every game offers to generic algorithms.
//
// A state knows whose turn it is, lists its legal moves, plays and undoes them (undo is exact and
// cheap: each game keeps what it needs to reverse a move), and says when the game is over and
// how it ended. Generic code (exhaustive negamax, Sprague-Grundy, random play, conformance
// tests, bindings) is written against this concept only; a game's hot paths may specialise.
#pragma once

#include <concepts>
#include <cstdint>
#include <vector>

namespace gg {

template <class G>
concept Game = std::copy_constructible<G> && std::equality_comparable<G> &&
    requires(G g, const G& cg, const typename G::Move& m) {
  typename G::Move;
  // 0 for the player who moves first, 1 for the other.
  { cg.current_player() } -> std::convertible_to<int>;
  // Every legal move, in a deterministic order. Empty only when the game is over; a game with
  // forced passes lists the pass as a move.
  { cg.legal_moves() } -> std::same_as<std::vector<typename G::Move>>;
  // Plays a legal move. Behaviour for an illegal move is undefined: checked APIs live per game.
  g.play(m);
  // Undoes the last move played; exactly restores the earlier state.
  g.undo();
  { cg.is_terminal() } -> std::convertible_to<bool>;
  // Only when terminal: from player 0's viewpoint, > 0 a win, < 0 a loss, 0 a draw. The size is
  // the game's own score where it has one (Othello: disc difference), else 1.
  { cg.result() } -> std::convertible_to<int>;
};

// Games whose whole state has a cheap exact key, for memoisation in generic searches.
template <class G>
concept KeyedGame = Game<G> && requires(const G& cg) {
  { cg.key() } -> std::convertible_to<std::uint64_t>;
};

// Result from the viewpoint of the player to move in a terminal state.
template <Game G>
int result_for_mover(const G& state) {
  int r = state.result();
  return state.current_player() == 0 ? r : -r;
}

}  // namespace gg
