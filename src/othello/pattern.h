// The patterns of the learned evaluation (Logistello / Edax style): groups of squares whose
// contents, read as a base-3 number, index a table of learned weights.
//
// Eleven pattern types, each given by one "base" set of squares (the a1 corner or the top edge):
//   corner 3x3, corner 2x5, edge + 2 X-squares, the lines of rows 2, 3 and 4, and the diagonals
//   of 8, 7, 6, 5 and 4 squares.
// Its instances on the board are the images of the base set under the 8 symmetries of the
// square, with duplicates removed (46 instances in all), and every instance of a type shares one
// table. The index of an instance is read from the board turned so that the instance lands on
// the base squares: digit i (weight 3^i) is the content of the i-th lowest base square, 0 empty,
// 1 the side to move's, 2 the opponent's. Because the instance is read through the same turn
// whichever way the board is turned, the evaluation is exactly symmetric.
//
// A base set that some symmetry maps onto itself (the 3x3 corner under the diagonal flip, a line
// under the mirror, ...) can be read in two or four orders; canonical_id() folds those indices
// onto one weight, so that the learned table cannot tell the orders apart either.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "othello/board.h"

namespace gg::othello::pattern {

inline constexpr int kTypes = 11;
inline constexpr int kInstances = 46;
inline constexpr int kMaxSquares = 10;

struct PatternType {
  const char* name;
  Bitboard base;  // the base squares
  int squares;    // popcount(base)
  int size;       // 3^squares: indices 0..size-1
};

inline constexpr std::array<PatternType, kTypes> kPatternTypes = {{
    {"corner3x3", 0x0000000000070707ULL, 9, 19683},
    {"corner2x5", 0x0000000000001F1FULL, 10, 59049},
    {"edge2x", 0x00000000000042FFULL, 10, 59049},
    {"line2", 0x000000000000FF00ULL, 8, 6561},
    {"line3", 0x0000000000FF0000ULL, 8, 6561},
    {"line4", 0x00000000FF000000ULL, 8, 6561},
    {"diag8", 0x8040201008040201ULL, 8, 6561},
    {"diag7", 0x0080402010080402ULL, 7, 2187},
    {"diag6", 0x0000804020100804ULL, 6, 729},
    {"diag5", 0x0000008040201008ULL, 5, 243},
    {"diag4", 0x0000000080402010ULL, 4, 81},
}};

// The 8 images of a bitboard used to read instances: 0 identity, 1 mirror (column c -> 7 - c),
// 2 flip (row r -> 7 - r), 3 both, 4 transpose, 5..7 transpose then 1..3.
Bitboard image(Bitboard x, int symmetry);

// One instance: the pattern `type` read on image(board, symmetry).
struct Instance {
  int type;
  int symmetry;
  Bitboard squares;  // where the instance lies on the board itself
};
const std::array<Instance, kInstances>& instances();

// Indices of all instances for the side to move's discs P and the opponent's O (pext).
void indices(Bitboard P, Bitboard O, std::uint32_t out[kInstances]);

// The weight slot of `index` of `type`: equal for the orders of a self-symmetric base set,
// numbered 0..canonical_count(type)-1.
std::uint32_t canonical_id(int type, std::uint32_t index);
std::uint32_t canonical_count(int type);

// Incremental indices, for the search (Edax's way): a move changes few squares, and each square
// lies in few instances, so a child's indices are its parent's plus a few precomputed vectors
// (power[sq][i] = 3^digit of sq in instance i, 0 where sq is not in it) instead of 92 pext.
// The vector is padded to 48 lanes of 16 bits so that the compiler adds it with a few SIMD adds.
inline constexpr int kLanes = 48;
struct IndexVector {
  alignas(32) std::uint16_t lane[kLanes];
};
// The two readings a search needs: `mover` (digit 1 = the side to move, as indices()) and `other`
// (digit 1 = the opponent), because after a move the opponent's reading becomes the mover's.
struct Indices {
  IndexVector mover, other;
};
Indices read_indices(Bitboard P, Bitboard O);
IndexVector read_vector(Bitboard P, Bitboard O);  // the mover's reading alone (= indices())
// The indices after the side to move plays `square`, turning `flipped`.
Indices after_move(const Indices& before, int square, Bitboard flipped);
inline Indices after_pass(const Indices& before) { return Indices{before.other, before.mover}; }
// Only the mover's reading after the move: enough for a child that is evaluated at once.
IndexVector mover_after_move(const Indices& before, int square, Bitboard flipped);

}  // namespace gg::othello::pattern
