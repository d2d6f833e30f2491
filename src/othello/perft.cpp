#include "othello/perft.h"

#include "core/progress.h"

namespace gg::othello {

namespace {

// Two plies left: the children are counted in bulk by the popcount of their move lists, so
// the last ply costs no move making at all.
std::uint64_t perft2(Bitboard P, Bitboard O, Bitboard moves) {
  std::uint64_t leaves = 0;
  while (moves) {
    int sq = pop_lowest(moves);
    Bitboard f = flips(P, O, sq);
    Bitboard child_player = O ^ f;
    Bitboard child_opponent = P ^ f ^ bit(sq);
    Bitboard child_moves = legal_moves(child_player, child_opponent);
    // No move: a pass (one leaf) or the end of the game (one leaf).
    leaves += child_moves ? popcount(child_moves) : 1;
  }
  return leaves;
}

std::uint64_t perft_node(Bitboard P, Bitboard O, int depth) {
  Bitboard moves = legal_moves(P, O);
  if (!moves) {
    Bitboard theirs = legal_moves(O, P);
    if (!theirs) return 1;  // finished game
    if (depth == 1) return 1;
    // The pass is a ply; the opponent's moves are already known.
    if (depth == 2) return popcount(theirs);
    return perft_node(O, P, depth - 1);
  }
  if (depth == 1) return popcount(moves);
  if (depth == 2) return perft2(P, O, moves);
  if (depth >= 9 && interrupted()) return 0;
  std::uint64_t leaves = 0;
  while (moves) {
    int sq = pop_lowest(moves);
    Bitboard f = flips(P, O, sq);
    leaves += perft_node(O ^ f, P ^ f ^ bit(sq), depth - 1);
  }
  return leaves;
}

}  // namespace

std::uint64_t perft(const Position& p, int depth) {
  if (depth <= 0) return 1;
  return perft_node(p.player, p.opponent, depth);
}

}  // namespace gg::othello
