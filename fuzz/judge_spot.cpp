// Fuzzes the Spot referee (`gridgames judge spot`): besides the common referee checks, every
// verdict line must be "Draw" or "Player P wins on move M" where P did not make move M (odd moves
// are player 1's) and M >= 3 (a pattern after move k has k spots modulo 2, so a repeat needs an
// earlier pattern two or more moves back, and move 1 has no earlier pattern).
// When the referee accepts the whole input, its output must equal that of a slow reference
// written here: every pattern kept as a sorted list of spots, compared with all four rotations.
#include <cstddef>
#include <cstdint>
#include <algorithm>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "spot/referee.h"
#include "support/accepted_text.h"
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

using Pattern = std::vector<std::pair<std::int64_t, std::int64_t>>;  // sorted (row, column)

// The pattern turned by 90 degrees clockwise on an n x n board (1-based squares).
Pattern rotate(const Pattern& pattern, std::int64_t n) {
  Pattern turned;
  for (auto [r, c] : pattern) turned.emplace_back(c, n + 1 - r);
  std::sort(turned.begin(), turned.end());
  return turned;
}

std::string reference_spot(std::string_view text) {
  gg::fuzz::AcceptedText input(text);
  std::string out;
  for (;;) {
    std::int64_t n = gg::fuzz::AcceptedText::number(input.next().at(0));
    if (n == 0) return out;
    std::set<Pattern> seen;  // every earlier pattern in all four rotations
    std::set<std::pair<std::int64_t, std::int64_t>> spots;
    std::int64_t losing_move = 0;
    for (std::int64_t move = 1; move <= 2 * n; ++move) {
      auto fields = input.next();
      auto square = std::make_pair(gg::fuzz::AcceptedText::number(fields.at(0)),
                                   gg::fuzz::AcceptedText::number(fields.at(1)));
      if (fields.at(2) == "+") spots.insert(square);
      else spots.erase(square);
      if (losing_move) continue;
      Pattern pattern(spots.begin(), spots.end());
      if (seen.contains(pattern)) {
        losing_move = move;
        continue;
      }
      for (int turn = 0; turn < 4; ++turn) {
        seen.insert(pattern);
        pattern = rotate(pattern, n);
      }
    }
    if (losing_move == 0) out += "Draw\n";
    else out += "Player " + std::string(losing_move % 2 == 1 ? "2" : "1") + " wins on move " +
                std::to_string(losing_move) + "\n";
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto run = gg::fuzz::run_judge(text, [](gg::LineReader& in, std::ostream& out) {
    gg::spot::judge(in, out);
  });
  gg::fuzz::for_each_line(run.out, check_verdict);
  if (run.outcome == gg::fuzz::JudgeRun::kOk) {
    std::string expected = reference_spot(text);
    gg::fuzz::check(run.out == expected, "the reference says:\n" + expected + "the referee:\n" + run.out);
  }
  return 0;
}
