// Fuzzes the two-player Minesweeper referee (`gridgames judge mine`). The referee accepts boards
// up to 1000 x 1000; to keep iterations fast, inputs whose "N M K" headers add up to more cells
// than a small multiple of the input's length are skipped (sizes above 1000 are still fed: they
// must be refused before anything is allocated). The search budget is small and counted in
// states (not seconds) so that the run stays deterministic.
// Output checks: lines "Case #i: Xiemao" or "Case #i: Fanglaoshi", numbered 1, 2, 3, ...; and
// for every answered case with at most 16 safe cells, the winner found by an exhaustive search
// written here (the rules straight from the spec, every state memoised by its revealed cells).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/line_reader.h"
#include "mine/referee.h"
#include "support/accepted_text.h"
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

constexpr int kMaxReferenceCells = 16;

// Perfect-play winner of one board, by exhaustive search; empty when the board has too many
// safe cells for it.
std::string reference_winner(std::int64_t n, std::int64_t m, const std::vector<bool>& mine) {
  std::vector<int> index(n * m, -1);  // safe cell -> bit
  std::vector<std::int64_t> safe;
  for (std::int64_t c = 0; c < n * m; ++c)
    if (!mine[c]) {
      if (static_cast<int>(safe.size()) == kMaxReferenceCells) return "";
      index[c] = static_cast<int>(safe.size());
      safe.push_back(c);
    }
  auto neighbours = [&](std::int64_t c) {
    std::vector<std::int64_t> out;
    for (std::int64_t dr = -1; dr <= 1; ++dr)
      for (std::int64_t dc = -1; dc <= 1; ++dc) {
        std::int64_t r = c / m + dr, col = c % m + dc;
        if ((dr || dc) && r >= 0 && r < n && col >= 0 && col < m) out.push_back(r * m + col);
      }
    return out;
  };
  std::vector<bool> blank(n * m, false);
  for (std::int64_t c : safe) {
    int count = 0;
    for (std::int64_t d : neighbours(c)) count += mine[d];
    blank[c] = count == 0;
  }
  // What clicking each safe cell reveals: itself, or a blank's whole region and its border.
  std::vector<std::uint32_t> reveals(safe.size(), 0);
  for (std::size_t i = 0; i < safe.size(); ++i) {
    if (!blank[safe[i]]) {
      reveals[i] = 1u << i;
      continue;
    }
    std::vector<std::int64_t> stack = {safe[i]};
    std::vector<bool> visited(n * m, false);
    visited[safe[i]] = true;
    while (!stack.empty()) {
      std::int64_t c = stack.back();
      stack.pop_back();
      reveals[i] |= 1u << index[c];
      if (!blank[c]) continue;  // a number on the border: revealed, not spread from
      for (std::int64_t d : neighbours(c))
        if (!mine[d] && !visited[d]) {
          visited[d] = true;
          stack.push_back(d);
        }
    }
  }
  // win[s]: the player to move with revealed set s wins. 0 unknown, 1 loss, 2 win.
  std::vector<std::uint8_t> memo(std::size_t{1} << safe.size(), 0);
  auto wins = [&](auto& self, std::uint32_t revealed) -> bool {
    if (memo[revealed]) return memo[revealed] == 2;
    bool win = false;
    for (std::size_t i = 0; i < safe.size() && !win; ++i)
      if (!(revealed >> i & 1)) win = !self(self, revealed | reveals[i]);
    memo[revealed] = win ? 2 : 1;
    return win;
  };
  return wins(wins, 0) ? "Xiemao" : "Fanglaoshi";
}

// Reference winners of the first `answered` cases of an input the referee read that far.
void check_against_reference(std::string_view text, const std::string& out) {
  gg::fuzz::AcceptedText input(text);
  input.next();  // T
  int case_number = 1;
  gg::fuzz::for_each_line(out, [&](std::string_view line) {
    auto header = input.next();
    std::int64_t n = gg::fuzz::AcceptedText::number(header.at(0));
    std::int64_t m = gg::fuzz::AcceptedText::number(header.at(1));
    std::int64_t k = gg::fuzz::AcceptedText::number(header.at(2));
    std::vector<bool> mine(n * m, false);
    for (std::int64_t i = 0; i < k; ++i) {
      auto xy = input.next();
      mine[gg::fuzz::AcceptedText::number(xy.at(0)) * m + gg::fuzz::AcceptedText::number(xy.at(1))] = true;
    }
    std::string winner = reference_winner(n, m, mine);
    if (!winner.empty())
      gg::fuzz::check(line.substr(line.find(": ") + 2) == winner,
                      "case " + std::to_string(case_number) + ": the exhaustive search says " + winner);
    ++case_number;
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using gg::fuzz::check;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  if (claimed_cells(text) > 2048 + 16 * static_cast<long long>(size)) return -1;  // not kept

  gg::SearchBudget budget = gg::mine::kJudgeBudget;
  budget.nodes = 20000;  // states per part: a small budget keeps each input fast
  auto run = gg::fuzz::run_judge(
      text, [&](gg::LineReader& in, std::ostream& out) { gg::mine::judge(in, out, budget); },
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
  check_against_reference(text, run.out);
  return 0;
}
