// The straightforward classic referee, kept as the benchmark's baseline: a 15 x 15 int grid,
// lines read with iostreams, and after every move a rescan of the whole board for five in a row.
#pragma once

#include <istream>
#include <string>
#include <utility>
#include <vector>

namespace gg::bench {

struct BaselineGomoku {
  int grid[15][15] = {};

  // After placing `colour`: does it have five or more in a row anywhere on the board?
  bool has_five_anywhere(int colour) const {
    static const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, 0, 1, -1};
    for (int r = 0; r < 15; ++r)
      for (int c = 0; c < 15; ++c)
        for (int d = 0; d < 4; ++d) {
          int k = 0;
          while (k < 5) {
            int rr = r + k * dr[d], cc = c + k * dc[d];
            if (rr < 0 || rr >= 15 || cc < 0 || cc >= 15 || grid[rr][cc] != colour) break;
            ++k;
          }
          if (k == 5) return true;
        }
    return false;
  }
};

// The whole baseline referee: returns "A w", "B w" or "Tie" (no validation, as in the classic).
inline std::string baseline_judge(std::istream& in) {
  BaselineGomoku board;
  int n = 0;
  in >> n;
  int decided = 0;
  for (int i = 1; i <= n; ++i) {
    int x = 0, y = 0;
    in >> x >> y;
    int colour = i % 2 ? 1 : 2;
    board.grid[x - 1][y - 1] = colour;
    if (!decided && board.has_five_anywhere(colour)) decided = i;
  }
  if (!decided) return "Tie";
  return std::string(decided % 2 ? "A " : "B ") + std::to_string(decided);
}

}  // namespace gg::bench
