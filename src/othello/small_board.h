// Othello on the small boards, 4 x 4 and 6 x 6, with bitboards: the fast route of the general
// (any-size) path, able to solve 6 x 6 from the start.
//
// Layout: the board sits in the top-left corner of an 8-wide word, square (row, col) is bit
// row * 8 + col, and `valid` marks the size x size squares in use. Because the board is at most
// 7 wide, every row ends with at least one off-board column, and no disc is ever off the board.
// That is why plain shifts need no per-direction edge masks here:
//
//   a line of discs is followed square by square with a shift; every square it passes through
//   holds a disc, so it is on the board; a shift that leaves the board (past the right or left
//   edge, wrapping to column 7 or 6 of a neighbouring row, or below the last row) lands on an
//   off-board square, which is never a disc, so the line stops there exactly as at the edge.
//
// Only the candidate move squares (the square after a line) can be off the board; they are
// masked with `valid`. The tests check this against the square-by-square implementation.
#pragma once

#include <cstdint>
#include <exception>

#include "othello/general.h"

namespace gg::othello::small {

using Bits = std::uint64_t;

constexpr int kLayoutWidth = 8;
constexpr int kPassMove = 64;

// The squares of a size x size board (size 4 or 6) in the 8-wide layout.
constexpr Bits valid_squares(int size) {
  Bits row = (Bits{1} << size) - 1;
  Bits valid = 0;
  for (int r = 0; r < size; ++r) valid |= row << (r * kLayoutWidth);
  return valid;
}

// Sizes that take the bitboard route.
constexpr bool is_small_size(int size) { return size == 4 || size == 6; }

// Squares where the player with discs P may play against O.
Bits legal_moves(Bits P, Bits O, Bits valid);
// Discs of O flipped when P plays on the empty on-board square sq (0 when illegal).
Bits flips(Bits P, Bits O, int sq);

// A position: the discs of the side to move and of the other side, board size fixed.
struct SmallPosition {
  Bits player = 0;
  Bits opponent = 0;
  int size = 6;

  Bits valid() const { return valid_squares(size); }
  Bits empties() const { return valid() & ~(player | opponent); }
  Bits moves() const { return legal_moves(player, opponent, valid()); }
  // Final disc difference for the side to move, empty squares to the winner.
  int final_score() const;
};

// Conversions with the square-by-square state (which has square row * size + col).
SmallPosition from_general(const GeneralState& state);
int to_general_square(int layout_square, int size);  // kPassMove -> size * size
int to_layout_square(int general_square, int size);  // size * size -> kPassMove

// One of the eight symmetries of the size x size board (bit 0: flip rows, bit 1: flip columns,
// bit 2: transpose; applied in that order), on a set of squares.
Bits transform(Bits b, int size, int symmetry);

// Discs of `mine` that can never be flipped (a conservative subset: corners, full lines and
// what they protect).
Bits stable_discs(Bits mine, Bits theirs, int size);

// Leaf count in the 8 x 8 convention (passes are plies, finished games are leaves).
std::uint64_t perft(const SmallPosition& position, int depth);

struct SmallSolveResult {
  int score = 0;            // for the side to move
  int move = -1;            // layout square, kPassMove, or -1 at the end of the game
  std::vector<int> pv;      // best line (layout squares and kPassMove), to the end
  std::uint64_t nodes = 0;
};

// Exact solution: negascout with a transposition table of whole positions, fastest-first
// ordering, parity and dedicated code for the last empties. Throws gg::BeyondLimits beyond
// max_nodes (0: no limit) and gg::Interrupted (core/stop.h) on Ctrl-C. table_megabytes bounds the table's memory.
SmallSolveResult solve(const SmallPosition& position, std::uint64_t max_nodes = 0,
                       std::size_t table_megabytes = 64);

}  // namespace gg::othello::small

namespace gg::othello {

// The general path's solver: bitboards for 4 x 4 and 6 x 6, the square-by-square solver for
// the other sizes. Moves in the result are square numbers of the GeneralState (pass:
// size * size). Fills `pv` (general squares) on the bitboard route only. table_megabytes bounds
// the table of either route; 0 sizes the bitboard route's table by the number of empty squares
// (small solves do not pay for clearing a big table) and gives the square-by-square one its
// default.
// perft on the general path: bitboards for 4 x 4 and 6 x 6, square by square otherwise (same
// counts, same convention as the 8 x 8 perft).
std::uint64_t perft_any_size(GeneralState& state, int depth);

GeneralSolveResult solve_any_size(const GeneralState& state, std::uint64_t max_nodes = 0,
                                  std::vector<int>* pv = nullptr, std::size_t table_megabytes = 0);

}  // namespace gg::othello
