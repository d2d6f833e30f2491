// The straightforward classic solution of HDU 4678, kept as the speed baseline for the mine
// referee: std::cin for input, a 2-D grid, a queue BFS per blank region counting its border
// numbers, and the classic formula (region with k border numbers worth k%2+1, lone numbers 1).
// It trusts its input and is wrong on boards where a number touches two regions; it exists only
// to be timed against `gridgames judge mine` (see bench/mine.sh).
#include <iostream>
#include <queue>
#include <utility>
#include <vector>

int main() {
  int cases;
  std::cin >> cases;
  for (int t = 1; t <= cases; ++t) {
    int n, m, k;
    std::cin >> n >> m >> k;
    std::vector<std::vector<int>> mine(n, std::vector<int>(m, 0));
    for (int i = 0; i < k; ++i) {
      int x, y;
      std::cin >> x >> y;
      mine[x][y] = 1;
    }
    std::vector<std::vector<int>> around(n, std::vector<int>(m, 0));
    for (int x = 0; x < n; ++x)
      for (int y = 0; y < m; ++y)
        for (int dx = -1; dx <= 1; ++dx)
          for (int dy = -1; dy <= 1; ++dy) {
            int a = x + dx, b = y + dy;
            if (a >= 0 && a < n && b >= 0 && b < m) around[x][y] += mine[a][b];
          }
    std::vector<std::vector<int>> seen(n, std::vector<int>(m, 0));
    int value = 0;
    for (int x = 0; x < n; ++x)
      for (int y = 0; y < m; ++y) {
        if (mine[x][y] || seen[x][y]) continue;
        if (around[x][y] != 0) continue;
        // BFS over the blank region; count the distinct number cells on its border.
        int border = 0;
        std::queue<std::pair<int, int>> queue;
        queue.push({x, y});
        seen[x][y] = 1;
        while (!queue.empty()) {
          auto [cx, cy] = queue.front();
          queue.pop();
          for (int dx = -1; dx <= 1; ++dx)
            for (int dy = -1; dy <= 1; ++dy) {
              int a = cx + dx, b = cy + dy;
              if (a < 0 || a >= n || b < 0 || b >= m || seen[a][b] || mine[a][b]) continue;
              seen[a][b] = 1;
              if (around[a][b] == 0) queue.push({a, b});
              else ++border;
            }
        }
        value ^= border % 2 + 1;
      }
    for (int x = 0; x < n; ++x)
      for (int y = 0; y < m; ++y)
        if (!mine[x][y] && !seen[x][y]) value ^= 1;  // a number touching no blank region
    std::cout << "Case #" << t << ": " << (value ? "Xiemao" : "Fanglaoshi") << "\n";
  }
  return 0;
}
