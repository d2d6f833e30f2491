// Fuzzes the two-player Minesweeper referee (`gridgames judge mine`). The referee accepts boards
// up to 1000 x 1000; to keep iterations fast, inputs whose "N M K" headers add up to more cells
// than a small multiple of the input's length are skipped (sizes above 1000 are still fed: they
// must be refused before anything is allocated). The search budget is small and counted in
// states (not seconds) so that the run stays deterministic.
// Output checks: lines "Case #i: Xiemao" or "Case #i: Fanglaoshi", numbered 1, 2, 3, ...
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/line_reader.h"
#include "mine/referee.h"
#include "support/judge_run.h"

namespace {

// An integer as the referee might accept it ("+7", "007"); -1 when not one or too large.
long long loose_int(std::string_view field) {
  if (!field.empty() && field[0] == '+') field.remove_prefix(1);
  if (!gg::fuzz::is_digits(field)) return -1;
  while (field.size() > 1 && field[0] == '0') field.remove_prefix(1);
  if (field.size() > 9) return -1;
  return std::stoll(std::string(field));
}

// Total cells of every line shaped like a case header "N M K" with N, M in the accepted range.
long long claimed_cells(std::string_view text) {
  long long cells = 0;
  gg::fuzz::for_each_line(text, [&](std::string_view line) {
    gg::Fields fields(line);
    if (fields.size() != 3) return;
    long long n = loose_int(fields[0]), m = loose_int(fields[1]);
    if (n >= 1 && n <= 1000 && m >= 1 && m <= 1000) cells += n * m;
  });
  return cells;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using gg::fuzz::check;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  if (claimed_cells(text) > 2048 + 16 * static_cast<long long>(size)) return -1;  // not kept

  gg::mine::JudgeOptions options;
  options.max_states = 20000;
  auto run = gg::fuzz::run_judge(
      text, [&](gg::LineReader& in, std::ostream& out) { gg::mine::judge(in, out, options); },
      /*beyond_limits_allowed=*/true);
  int expected_case = 1;
  gg::fuzz::for_each_line(run.out, [&](std::string_view line) {
    std::string prefix = "Case #" + std::to_string(expected_case) + ": ";
    check(line.starts_with(prefix), "expected case " + std::to_string(expected_case) + ": " +
                                        std::string(line));
    std::string_view winner = line.substr(prefix.size());
    check(winner == "Xiemao" || winner == "Fanglaoshi", "no winner: " + std::string(line));
    ++expected_case;
  });
  check(expected_case - 1 <= 50, "more than 50 cases answered");
  return 0;
}
