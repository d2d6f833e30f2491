// The classic Spot solution, kept as the benchmark baseline: a dense N x N board of chars; after
// each move the four rotated boards are built in full and looked up in a std::set of every
// earlier board. O(N^2 log moves) time and N^2 bytes of memory per move.
#pragma once

#include <cstdint>
#include <set>
#include <string>

namespace gg::spot::baseline {

class ClassicSpot {
 public:
  explicit ClassicSpot(int n) : n_(n), board_(static_cast<std::size_t>(n) * n, '.') {}

  // Toggles (row, col), 0-based; true when the new pattern equals an earlier one up to
  // rotation.
  bool toggle(int row, int col) {
    char& square = board_[static_cast<std::size_t>(row) * n_ + col];
    square = square == '.' ? 'x' : '.';
    bool repeat = false;
    std::string turned = board_;
    for (int turn = 0; turn < 4 && !repeat; ++turn) {
      if (seen_.count(turned)) repeat = true;
      turned = quarter_turn(turned);
    }
    seen_.insert(board_);
    return repeat;
  }

 private:
  // The board turned a quarter turn clockwise: square (r, c) goes to (c, n-1-r).
  std::string quarter_turn(const std::string& board) const {
    std::string turned(board.size(), '.');
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c)
        turned[static_cast<std::size_t>(c) * n_ + (n_ - 1 - r)] =
            board[static_cast<std::size_t>(r) * n_ + c];
    return turned;
  }

  int n_;
  std::string board_;
  std::set<std::string> seen_;
};

}  // namespace gg::spot::baseline
