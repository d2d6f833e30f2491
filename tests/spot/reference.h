// A slow, obviously correct Spot referee for cross-checks: whole patterns as sorted vectors of
// squares, every rotation of every earlier pattern kept in a std::set. Shares no code with
// src/spot (its own rotation, no hashing).
#pragma once

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <utility>
#include <vector>

namespace gg::spot::test {

using Square = std::pair<int, int>;   // 0-based row, column
using Pattern = std::vector<Square>;  // sorted

// The pattern turned a quarter turn clockwise: the top row becomes the right column.
inline Pattern quarter_turn(const Pattern& pattern, int n) {
  Pattern turned;
  for (auto [row, col] : pattern) turned.push_back({col, n - 1 - row});
  std::sort(turned.begin(), turned.end());
  return turned;
}

// The 1-based move that repeated an earlier pattern up to rotation, or 0 for a draw. Moves
// toggle squares (they are assumed legal).
inline int reference_verdict(int n, const std::vector<Square>& moves) {
  std::set<Square> board;
  std::set<Pattern> earlier;  // every rotation of every pattern produced by a move
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (!board.erase(moves[i])) board.insert(moves[i]);
    Pattern pattern(board.begin(), board.end());
    if (earlier.count(pattern)) return static_cast<int>(i + 1);
    for (int turn = 0; turn < 4; ++turn) {
      earlier.insert(pattern);
      pattern = quarter_turn(pattern, n);
    }
  }
  return 0;
}

// A random game of 2n toggles where repeats are frequent: half of the moves undo one of the
// last few toggles, the others pick any square.
template <class Rng>
std::vector<Square> random_game(int n, Rng& rng) {
  std::vector<Square> moves;
  std::uniform_int_distribution<int> square(0, n - 1), coin(0, 1), back(1, 3);
  for (int i = 0; i < 2 * n; ++i) {
    int k = back(rng);
    if (coin(rng) && static_cast<int>(moves.size()) >= k)
      moves.push_back(moves[moves.size() - k]);
    else
      moves.push_back({square(rng), square(rng)});
  }
  return moves;
}

}  // namespace gg::spot::test
