// Writes random two-player Minesweeper referee input (HDU 4678 format) for the mine benchmarks:
//   bench_mine_generate T N M PERCENT SEED > input.txt
// Each case has exactly N*M*PERCENT/100 distinct mines, in random order.
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <random>
#include <string>
#include <vector>

int main(int argc, char** argv) {
  if (argc != 6) {
    std::fprintf(stderr, "usage: %s T N M PERCENT SEED\n", argv[0]);
    return 1;
  }
  int cases = std::atoi(argv[1]), rows = std::atoi(argv[2]), cols = std::atoi(argv[3]);
  double percent = std::atof(argv[4]);
  std::mt19937_64 rng(std::strtoull(argv[5], nullptr, 10));
  std::vector<int> cells(std::size_t(rows) * cols);
  std::string out;
  out.reserve(1 << 22);
  auto flush = [&] {
    std::fwrite(out.data(), 1, out.size(), stdout);
    out.clear();
  };
  out += std::to_string(cases) + "\n";
  for (int t = 0; t < cases; ++t) {
    std::size_t mines = static_cast<std::size_t>(cells.size() * percent / 100.0);
    out += std::to_string(rows) + " " + std::to_string(cols) + " " + std::to_string(mines) + "\n";
    std::iota(cells.begin(), cells.end(), 0);
    for (std::size_t i = 0; i < mines; ++i) {  // partial Fisher-Yates: distinct cells
      std::size_t j = i + rng() % (cells.size() - i);
      std::swap(cells[i], cells[j]);
      out += std::to_string(cells[i] / cols);
      out += ' ';
      out += std::to_string(cells[i] % cols);
      out += '\n';
      if (out.size() > (1 << 22) - 64) flush();
    }
  }
  flush();
  return 0;
}
