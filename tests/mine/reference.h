// Slow, obviously correct references for the mine tests: exhaustive game-tree searches written
// from the rules alone, sharing no code with the engine.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "mine/board.h"

namespace gg::mine::test {

// Cell-level game: state = the set of hidden cells (boards of at most 64 cells); a click on a cell
// with no mine around it reveals, by flood fill, every cell reachable through such cells and
// their neighbours. Returns whether the player to move wins.
class CellSearch {
 public:
  explicit CellSearch(const Board& board) : rows_(board.rows), cols_(board.cols) {
    const int cells = rows_ * cols_;
    mine_ = board.mine;
    zero_.assign(cells, 0);
    for (int cell = 0; cell < cells; ++cell) {
      if (mine_[cell]) continue;
      int around = 0;
      for_neighbours(cell, [&](int n) { around += mine_[n]; });
      zero_[cell] = around == 0;
    }
  }

  bool mover_wins(const Board& board) {
    std::uint64_t hidden = 0;
    for (int cell = 0; cell < rows_ * cols_; ++cell)
      if (!mine_[cell] && !board.is_revealed(cell)) hidden |= std::uint64_t(1) << cell;
    return wins(hidden);
  }

  // The hidden set after clicking `cell`.
  std::uint64_t click(std::uint64_t hidden, int cell) const {
    std::uint64_t bit = std::uint64_t(1) << cell;
    hidden &= ~bit;
    if (!zero_[cell]) return hidden;
    std::vector<int> stack{cell};
    while (!stack.empty()) {
      int c = stack.back();
      stack.pop_back();
      for_neighbours(c, [&](int n) {
        std::uint64_t nb = std::uint64_t(1) << n;
        if (mine_[n] || !(hidden & nb)) return;
        hidden &= ~nb;
        if (zero_[n]) stack.push_back(n);
      });
    }
    return hidden;
  }

  bool wins(std::uint64_t hidden) {
    if (hidden == 0) return false;
    auto found = memo_.find(hidden);
    if (found != memo_.end()) return found->second;
    bool win = false;
    for (std::uint64_t rest = hidden; rest && !win; rest &= rest - 1) {
      int cell = __builtin_ctzll(rest);
      win = !wins(click(hidden, cell));
    }
    memo_.emplace(hidden, win);
    return win;
  }

 private:
  template <class F>
  void for_neighbours(int cell, F f) const {
    int r = cell / cols_, c = cell % cols_;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        int rr = r + dr, cc = c + dc;
        if ((dr || dc) && rr >= 0 && rr < rows_ && cc >= 0 && cc < cols_) f(rr * cols_ + cc);
      }
  }
  int rows_, cols_;
  std::vector<std::uint8_t> mine_, zero_;
  std::unordered_map<std::uint64_t, bool> memo_;
};

// The abstract game with raw numbers (no parity reduction, no splitting): regions 0..R-1 and
// numbers, each touching a set of regions (possibly none). State = hidden regions and hidden
// numbers as bit masks. Returns the Grundy value by plain mex over every move.
class RawGame {
 public:
  int regions = 0;
  std::vector<std::vector<int>> numbers;  // regions touched by each number

  unsigned grundy() {
    std::uint64_t all_regions = (std::uint64_t(1) << regions) - 1;
    std::uint64_t all_numbers = (std::uint64_t(1) << numbers.size()) - 1;
    return value(all_regions, all_numbers);
  }

 private:
  unsigned value(std::uint64_t hidden_regions, std::uint64_t hidden_numbers) {
    std::uint64_t key = hidden_regions | (hidden_numbers << 32);
    auto found = memo_.find(key);
    if (found != memo_.end()) return found->second;
    std::vector<bool> seen(regions + numbers.size() + 2, false);
    for (int r = 0; r < regions; ++r) {
      if (!(hidden_regions >> r & 1)) continue;
      std::uint64_t numbers_left = hidden_numbers;
      for (std::size_t n = 0; n < numbers.size(); ++n)
        for (int touched : numbers[n])
          if (touched == r) numbers_left &= ~(std::uint64_t(1) << n);
      unsigned v = value(hidden_regions & ~(std::uint64_t(1) << r), numbers_left);
      if (v < seen.size()) seen[v] = true;
    }
    for (std::size_t n = 0; n < numbers.size(); ++n) {
      if (!(hidden_numbers >> n & 1)) continue;
      unsigned v = value(hidden_regions, hidden_numbers & ~(std::uint64_t(1) << n));
      if (v < seen.size()) seen[v] = true;
    }
    unsigned m = 0;
    while (seen[m]) ++m;
    memo_.emplace(key, m);
    return m;
  }
  std::unordered_map<std::uint64_t, unsigned> memo_;
};

// Hidden regions plus hidden numbers: the exhaustive search visits at most 2^this states.
inline int game_elements(const Board& board) {
  Layout layout;
  layout.compute(board);
  int elements = 0;
  for (int cell = 0; cell < board.rows * board.cols; ++cell) {
    if (board.is_revealed(cell)) continue;
    if (layout.is_number(cell)) ++elements;
    std::int32_t region = layout.region_of(cell);
    if (region != Layout::kNone && layout.region_first_cell(region) == cell) ++elements;
  }
  return elements;
}

// A random board; `density` in [0, 1].
inline Board random_board(std::mt19937_64& rng, int rows, int cols, double density) {
  Board board(rows, cols);
  std::bernoulli_distribution is_mine(density);
  for (auto& cell : board.mine) cell = is_mine(rng);
  return board;
}

// Text of a board for failure messages: '*' mine, '.' hidden, 'o' revealed.
inline std::string draw(const Board& board) {
  std::string text;
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      int cell = board.index(r, c);
      text += board.mine[cell] ? '*' : board.is_revealed(cell) ? 'o' : '.';
    }
    text += '\n';
  }
  return text;
}

}  // namespace gg::mine::test
