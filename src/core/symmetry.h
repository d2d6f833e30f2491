// The symmetries of a square N x N board: the 4 rotations, and with them the 4 reflections.
//
// The group is a parameter because games disagree: Spot counts rotations only (a mirror image is
// a different pattern); Othello and Gomoku canonical forms use all eight.
#pragma once

#include <array>
#include <cstdint>

namespace gg {

enum class SymmetryGroup { kRotations, kDihedral };

// Element i of the dihedral group: 0 identity, 1..3 rotation by 90*i degrees clockwise,
// 4 horizontal flip (mirror left-right), 5..7 flip followed by rotation by 90*(i-4).
struct Symmetry {
  int index = 0;

  static constexpr int count(SymmetryGroup group) { return group == SymmetryGroup::kRotations ? 4 : 8; }

  // Where the square (row, col) of an n x n board goes (0-based).
  constexpr std::array<std::int64_t, 2> apply(std::int64_t row, std::int64_t col, std::int64_t n) const {
    if (index >= 4) col = n - 1 - col;
    for (int turn = 0; turn < (index & 3); ++turn) {
      // Clockwise quarter turn: (r, c) -> (c, n-1-r).
      std::int64_t r = col, c = n - 1 - row;
      row = r;
      col = c;
    }
    return {row, col};
  }

  // The symmetry that undoes this one.
  constexpr Symmetry inverse() const {
    if (index < 4) return Symmetry{(4 - index) & 3};
    return *this;  // every reflection is its own inverse
  }
};

}  // namespace gg
