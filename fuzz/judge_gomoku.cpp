// Fuzzes the Gomoku referee (`gridgames judge gomoku`): besides the common referee checks, the
// output is at most one line, "Tie" or "A w" / "B w" where A (black) wins only on an odd move
// and B on an even one, and a colour needs at least five stones: w >= 9 for A, w >= 10 for B.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "gomoku/referee.h"
#include "support/judge_run.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using gg::fuzz::check;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto run = gg::fuzz::run_judge(text, [](gg::LineReader& in, std::ostream& out) {
    gg::gomoku::judge(in, out);
  });
  int lines = 0;
  gg::fuzz::for_each_line(run.out, [&](std::string_view line) {
    ++lines;
    if (line == "Tie") return;
    check(line.size() >= 3 && (line[0] == 'A' || line[0] == 'B') && line[1] == ' ',
          "not a verdict: " + std::string(line));
    std::string_view move = line.substr(2);
    check(gg::fuzz::is_digits(move) && move.size() <= 3 && move[0] != '0',
          "bad move number: " + std::string(line));
    int w = std::stoi(std::string(move));
    check(w <= 225 && (w % 2 == 1) == (line[0] == 'A'), "impossible winner: " + std::string(line));
    check(w >= (line[0] == 'A' ? 9 : 10), "five stones before move 9: " + std::string(line));
  });
  check(lines <= 1, "more than one verdict for one game");
  if (run.outcome == gg::fuzz::JudgeRun::kOk) check(lines == 1, "a whole game without a verdict");
  return 0;
}
