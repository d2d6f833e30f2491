// Fuzzes the Spot referee (`gridgames judge spot`): besides the common referee checks, every
// verdict line must be "Draw" or "Player P wins on move M" where P did not make move M (odd moves
// are player 1's) and M >= 3 (a pattern after move k has k spots modulo 2, so a repeat needs an
// earlier pattern two or more moves back, and move 1 has no earlier pattern).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "spot/referee.h"
#include "support/judge_run.h"

namespace {

void check_verdict(std::string_view line) {
  using gg::fuzz::check;
  if (line == "Draw") return;
  constexpr std::string_view kPlayer = "Player ", kOnMove = " wins on move ";
  check(line.starts_with(kPlayer) && line.size() > kPlayer.size() + 1 + kOnMove.size(),
        "not a verdict: " + std::string(line));
  char player = line[kPlayer.size()];
  std::string_view rest = line.substr(kPlayer.size() + 1);
  check((player == '1' || player == '2') && rest.starts_with(kOnMove),
        "not a verdict: " + std::string(line));
  std::string_view move = rest.substr(kOnMove.size());
  check(gg::fuzz::is_digits(move) && move.size() <= 3 && move[0] != '0',
        "bad move number: " + std::string(line));
  int m = std::stoi(std::string(move));
  check(m >= 3 && m <= 100, "impossible move number: " + std::string(line));
  check((m % 2 == 1) == (player == '2'), "the winner made the losing move: " + std::string(line));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto run = gg::fuzz::run_judge(text, [](gg::LineReader& in, std::ostream& out) {
    gg::spot::judge(in, out);
  });
  gg::fuzz::for_each_line(run.out, check_verdict);
  return 0;
}
