// The abstract game a part of a Minesweeper board reduces to.
//
// Vertices are hidden blank regions. A vertex's flag says that an odd number of hidden number cells
// touch that region and no other ("private numbers"). Each edge is a pair of regions that an odd
// number of hidden number cells touch exactly ("shared numbers"): a number touches at most two
// regions (the lemma in board.h, proved by tests/mine/two_regions_lemma_test.cpp); Edge keeps
// room for 4 only so that nothing depends on the lemma for memory safety. Moves:
//   - clear a flag (click a private number);
//   - delete an edge (click a shared number);
//   - delete a vertex with its flag and every edge containing it (click the region: it reveals
//     all the numbers touching it).
// The player who cannot move loses. Why only parities matter, see position.h.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace gg::mine {

using Edge = std::array<std::uint16_t, 4>;  // ascending vertex numbers, unused slots kNoVertex
inline constexpr std::uint16_t kNoVertex = 0xFFFF;
inline constexpr int kMaxVertices = 0xFFFF;

inline int edge_size(const Edge& e) {
  int n = 0;
  while (n < 4 && e[n] != kNoVertex) ++n;
  return n;
}

struct Hypergraph {
  int vertices = 0;
  std::vector<std::uint8_t> flag;  // per vertex, 0 or 1
  std::vector<Edge> edges;         // each of 2 distinct vertices (room for 4, see above)

  int add_vertex(bool has_flag) {
    flag.push_back(has_flag ? 1 : 0);
    return vertices++;
  }
  friend bool operator==(const Hypergraph&, const Hypergraph&) = default;
};

}  // namespace gg::mine
