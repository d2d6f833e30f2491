#include "mine/board.h"

#include <algorithm>

namespace gg::mine {

namespace {

std::int32_t find_root(std::vector<std::int32_t>& parent, std::int32_t x) {
  std::int32_t root = x;
  while (parent[root] != root) root = parent[root];
  while (parent[x] != root) {  // path compression, iteratively
    std::int32_t next = parent[x];
    parent[x] = root;
    x = next;
  }
  return root;
}

void unite(std::vector<std::int32_t>& parent, std::int32_t a, std::int32_t b) {
  a = find_root(parent, a);
  b = find_root(parent, b);
  // The smaller index becomes the root, so a root is the region's first cell in row-major order.
  if (a < b) parent[b] = a;
  else if (b < a) parent[a] = b;
}

}  // namespace

void Layout::compute(const Board& board) {
  rows_ = board.rows;
  cols_ = board.cols;
  const int rows = rows_, cols = cols_;
  const std::size_t cells = std::size_t(rows) * cols;
  region_.assign(cells, kNone);
  number_.assign(cells, 0);
  region_first_cell_.clear();
  region_size_.clear();
  const std::uint8_t* mine = board.mine.data();

  // Mines around each cell: add each mine to its 3 x 3 block (cheap when mines are few, and at
  // worst 9 adds per cell).
  std::vector<std::uint8_t>& count = number_;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      if (!mine[r * cols + c]) continue;
      int r0 = std::max(r - 1, 0), r1 = std::min(r + 1, rows - 1);
      int c0 = std::max(c - 1, 0), c1 = std::min(c + 1, cols - 1);
      for (int rr = r0; rr <= r1; ++rr)
        for (int cc = c0; cc <= c1; ++cc) ++count[rr * cols + cc];
    }
  }
  // Blank cells: union with the already-scanned neighbours (west, north-west, north, north-east).
  std::vector<std::int32_t>& parent = region_;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      int cell = r * cols + c;
      if (mine[cell] || count[cell] != 0) continue;
      parent[cell] = cell;
      auto blank = [&](int rr, int cc) {
        int other = rr * cols + cc;
        return parent[other] != kNone;  // set only for blank cells scanned so far
      };
      if (c > 0 && blank(r, c - 1)) unite(parent, cell, cell - 1);
      if (r > 0) {
        if (c > 0 && blank(r - 1, c - 1)) unite(parent, cell, cell - cols - 1);
        if (blank(r - 1, c)) unite(parent, cell, cell - cols);
        if (c + 1 < cols && blank(r - 1, c + 1)) unite(parent, cell, cell - cols + 1);
      }
    }
  }
  // Point every blank cell straight at its root (the region's first cell).
  for (std::size_t cell = 0; cell < cells; ++cell)
    if (parent[cell] != kNone) parent[cell] = find_root(parent, static_cast<std::int32_t>(cell));
  // Number the regions in order of their first cell. A root comes before the rest of its region,
  // so when a later cell is reached its root's slot already holds the region number.
  for (std::size_t cell = 0; cell < cells; ++cell) {
    if (parent[cell] == kNone) continue;
    std::int32_t root = parent[cell];
    if (root == static_cast<std::int32_t>(cell)) {
      parent[cell] = static_cast<std::int32_t>(region_first_cell_.size());
      region_first_cell_.push_back(static_cast<std::int32_t>(cell));
      region_size_.push_back(1);
    } else {
      std::int32_t region = parent[root];
      parent[cell] = region;
      ++region_size_[region];
    }
  }
  // Mines keep count 0 in number_, so number_ != 0 exactly for number cells.
  for (std::size_t cell = 0; cell < cells; ++cell)
    if (mine[cell]) number_[cell] = 0;
}

int Layout::regions_touched(int cell, std::array<std::int32_t, 4>& out) const {
  int r = cell / cols_, c = cell % cols_;
  int n = 0;
  for (int dr = -1; dr <= 1; ++dr) {
    int rr = r + dr;
    if (rr < 0 || rr >= rows_) continue;
    for (int dc = -1; dc <= 1; ++dc) {
      int cc = c + dc;
      if ((dr == 0 && dc == 0) || cc < 0 || cc >= cols_) continue;
      std::int32_t region = region_[rr * cols_ + cc];
      if (region == kNone) continue;
      bool seen = false;
      for (int i = 0; i < n; ++i) seen |= out[i] == region;
      if (!seen && n < 4) out[n++] = region;
    }
  }
  std::sort(out.begin(), out.begin() + n);
  return n;
}

}  // namespace gg::mine
