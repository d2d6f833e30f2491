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

  // Mines around each cell, as separable 3 x 3 sums: `across` holds each row's horizontal sums
  // of three, then each cell adds the sums of the rows above, at and below it.
  std::vector<std::uint8_t>& count = number_;
  across_.assign(std::size_t(rows + 2) * cols, 0);  // rows -1 and `rows` stay zero
  for (int r = 0; r < rows; ++r) {
    const std::uint8_t* row = mine + std::size_t(r) * cols;
    std::uint8_t* sums = across_.data() + std::size_t(r + 1) * cols;
    for (int c = 0; c < cols; ++c)
      sums[c] = row[c] + (c > 0 ? row[c - 1] : 0) + (c + 1 < cols ? row[c + 1] : 0);
  }
  for (int r = 0; r < rows; ++r) {
    const std::uint8_t* above = across_.data() + std::size_t(r) * cols;
    const std::uint8_t* at = above + cols;
    const std::uint8_t* below = at + cols;
    std::uint8_t* out = count.data() + std::size_t(r) * cols;
    for (int c = 0; c < cols; ++c) out[c] = above[c] + at[c] + below[c];
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
  // A copy of the region numbers with a border of kNone, so that regions_touched reads the 8
  // neighbours without bounds checks (it runs once per number cell).
  const int width = cols + 2;
  padded_.assign(std::size_t(rows + 2) * width, kNone);
  if (!region_first_cell_.empty())
    for (int r = 0; r < rows; ++r)
      std::copy(region_.begin() + std::size_t(r) * cols, region_.begin() + std::size_t(r + 1) * cols,
                padded_.begin() + std::size_t(r + 1) * width + 1);
}

int Layout::regions_touched(int cell, std::array<std::int32_t, 4>& out) const {
  if (region_first_cell_.empty()) return 0;
  const int width = cols_ + 2;
  const std::int32_t* centre = padded_.data() + std::size_t(cell / cols_ + 1) * width + cell % cols_ + 1;
  const std::int32_t around[8] = {centre[-width - 1], centre[-width], centre[-width + 1], centre[-1],
                                  centre[1],          centre[width - 1], centre[width], centre[width + 1]};
  int n = 0;
  for (std::int32_t region : around) {
    if (region == kNone) continue;
    bool seen = false;
    for (int i = 0; i < n; ++i) seen |= out[i] == region;
    if (!seen && n < 4) out[n++] = region;
  }
  for (int i = 1; i < n; ++i)  // at most 2 entries by the lemma above, room for 4: insertion sort
    for (int j = i; j > 0 && out[j] < out[j - 1]; --j) std::swap(out[j], out[j - 1]);
  return n;
}

}  // namespace gg::mine
