// The lemma the Mine engine's graph rests on: a number cell touches at most two distinct blank
// regions. Proved here by enumeration, independently of the engine's code: every 5 x 5
// neighbourhood of a number cell, in the middle of a board and against every combination of
// board edges.
//
// Why 5 x 5 is enough: whether a ring cell (one of the number's 8 neighbours) is blank depends
// only on the mines among its own neighbours, which all lie within two steps of the number. The
// ring cells' regions are counted by joining blank ring cells that are 8-adjacent to each other;
// paths through cells further out can only join regions more, so this count is an upper bound on
// the number of distinct regions the number touches, and an upper bound of 2 proves the lemma.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <vector>

namespace gg::mine::test {
namespace {

struct Window {
  // Cell (r, c) of the 5 x 5 window, r and c in -2..2 around the number; -1 when off the board.
  std::array<int, 25> bit{};
  int cells = 0;
};

// The window of a number with `top` / `bottom` / `left` / `right` rows or columns (0, 1 or 2) of
// the board beyond it on each side.
Window window(int top, int bottom, int left, int right) {
  Window w;
  for (int r = -2; r <= 2; ++r)
    for (int c = -2; c <= 2; ++c) {
      bool on_board = r >= -top && r <= bottom && c >= -left && c <= right;
      w.bit[(r + 2) * 5 + (c + 2)] = on_board ? w.cells++ : -1;
    }
  return w;
}

constexpr std::array<std::array<int, 2>, 8> kRing = {
    {{-1, -1}, {-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}}};

// The window's cells as bit masks over its mine bits, so that each of the 2^24 neighbourhoods
// costs a few dozen operations.
struct Masks {
  std::uint32_t centre = 0;                 // the number's own bit
  std::uint32_t around_centre = 0;          // its 8 neighbours: a mine there makes it a number
  std::array<bool, 8> ring_on_board{};
  std::array<std::uint32_t, 8> ring_and_neighbours{};  // a ring cell and its 8 neighbours
  std::vector<std::array<int, 2>> adjacent_ring_pairs;  // 8-adjacent ring cells
};

std::uint32_t bit_of(const Window& w, int r, int c) {
  int bit = w.bit[(r + 2) * 5 + (c + 2)];
  return bit >= 0 ? 1u << bit : 0;
}

Masks masks(const Window& w) {
  Masks m;
  m.centre = bit_of(w, 0, 0);
  for (int i = 0; i < 8; ++i) {
    auto [r, c] = kRing[i];
    m.around_centre |= bit_of(w, r, c);
    m.ring_on_board[i] = w.bit[(r + 2) * 5 + (c + 2)] >= 0;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) m.ring_and_neighbours[i] |= bit_of(w, r + dr, c + dc);
    for (int j = i + 1; j < 8; ++j) {
      int dr = r - kRing[j][0], dc = c - kRing[j][1];
      if (dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1) m.adjacent_ring_pairs.push_back({i, j});
    }
  }
  return m;
}

// Distinct groups of blank ring cells joined by 8-adjacency among themselves (the upper bound of
// the file comment); 0 when the centre is not a number (a mine, or no mine around it). A ring cell
// is blank when it is on the board and neither it nor a neighbour is a mine.
int ring_regions(const Masks& m, std::uint32_t mines) {
  if ((mines & m.centre) || !(mines & m.around_centre)) return 0;
  std::array<int, 8> group{};
  std::array<bool, 8> blank{};
  for (int i = 0; i < 8; ++i) {
    blank[i] = m.ring_on_board[i] && !(mines & m.ring_and_neighbours[i]);
    group[i] = i;
  }
  auto find = [&](int i) {
    while (group[i] != i) i = group[i];
    return i;
  };
  for (auto [i, j] : m.adjacent_ring_pairs)
    if (blank[i] && blank[j]) group[find(i)] = find(j);
  int regions = 0;
  for (int i = 0; i < 8; ++i) regions += blank[i] && find(i) == i;
  return regions;
}

TEST(MineTwoRegionsLemma, EveryFiveByFiveNeighbourhoodWithEveryBoardEdge) {
  int largest = 0;
  std::uint64_t neighbourhoods = 0, touching_two = 0;
  for (int top = 0; top <= 2; ++top)
    for (int bottom = 0; bottom <= 2; ++bottom)
      for (int left = 0; left <= 2; ++left)
        for (int right = 0; right <= 2; ++right) {
          Window w = window(top, bottom, left, right);
          Masks m = masks(w);
          for (std::uint32_t mines = 0; mines < (1u << w.cells); ++mines) {
            int regions = ring_regions(m, mines);
            ++neighbourhoods;
            touching_two += regions == 2;
            if (regions > largest) largest = regions;
            ASSERT_LE(regions, 2) << "edges " << top << bottom << left << right << " mines "
                                  << mines;
          }
        }
  EXPECT_EQ(largest, 2);  // the bound is reached: two is not a loose count
  EXPECT_GT(touching_two, 0u);
  // 3^4 edge combinations: 2^24 neighbourhoods in the middle of the board, fewer at the edges.
  EXPECT_GT(neighbourhoods, 1u << 24);
}

}  // namespace
}  // namespace gg::mine::test
