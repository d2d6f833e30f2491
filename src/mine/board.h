// A two-player Minesweeper board and what the game sees in it: blank regions and number cells.
//
// Cells are indexed row-major (index = row * cols + col). A cell is a mine, a blank (no mine among
// its 8 neighbours) or a number. Blank cells form 8-connected regions; clicking any cell of a
// region reveals all of it together with every number cell touching it. A number cell touches at
// most 2 distinct regions: the mine that makes it a number keeps the ring cells beside that mine
// from being blank, and what is left of the ring holds at most two separate blank runs
// (tests/mine/two_regions_lemma_test.cpp enumerates every 5 x 5 neighbourhood, board edges
// included). Arrays of regions keep room for 4, the bound that needs no proof (two regions on the
// ring need a non-blank cell between them), so nothing here depends on the lemma for safety.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace gg::mine {

struct Board {
  int rows = 0;
  int cols = 0;
  std::vector<std::uint8_t> mine;      // rows * cols, 1 for a mine
  std::vector<std::uint8_t> revealed;  // rows * cols, 1 for a revealed cell; empty: none revealed

  Board() = default;
  Board(int r, int c) : rows(r), cols(c), mine(std::size_t(r) * c, 0) {}
  int index(int r, int c) const { return r * cols + c; }
  bool is_revealed(int cell) const { return !revealed.empty() && revealed[cell]; }
};

// The blank regions and the number cells of a board, computed in linear time with flat arrays
// (union-find over the blank cells, no recursion), reusing its buffers from call to call.
class Layout {
 public:
  static constexpr std::int32_t kNone = -1;

  // Recomputes everything for `board`.
  void compute(const Board& board);

  int region_count() const { return static_cast<int>(region_first_cell_.size()); }
  // The region of a blank cell, kNone for mines and numbers.
  std::int32_t region_of(int cell) const { return region_[cell]; }
  // Lowest-index cell of each region, and its size in cells.
  int region_first_cell(int region) const { return region_first_cell_[region]; }
  int region_size(int region) const { return region_size_[region]; }
  bool is_number(int cell) const { return number_[cell] != 0; }
  int mines_around(int cell) const { return number_[cell]; }

  // The distinct regions a number cell touches, ascending; returns how many (0..2 by the lemma
  // above; `out` has room for 4).
  int regions_touched(int cell, std::array<std::int32_t, 4>& out) const;

 private:
  int rows_ = 0, cols_ = 0;
  std::vector<std::int32_t> region_;  // per cell; during compute: union-find parents
  std::vector<std::uint8_t> number_;  // per cell: mines around a non-mine non-blank cell, else 0
  std::vector<std::int32_t> padded_;  // region_ with a border of kNone, (rows+2) x (cols+2)
  std::vector<std::uint8_t> across_;  // scratch: horizontal sums of three mines
  std::vector<std::int32_t> region_first_cell_;
  std::vector<std::int32_t> region_size_;
};

}  // namespace gg::mine
