#include "core/memory_budget.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>

#include "core/errors.h"
#include "core/line_reader.h"

namespace gg {

namespace {

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// Exact arithmetic: whole part and up to 18 fraction digits as integers, so "1.5G" is exactly
// 1610612736 and no floating-point rounding decides whether a size is within limits.
[[noreturn]] void refuse(std::string_view text, const std::string& why) {
  throw InputError(0, "memory size " + quote_for_error(text) + ": " + why +
                          " (examples: 512M, 2G, 1.5G; a plain number is MiB)");
}

std::atomic<std::uint64_t> g_budget{0};  // 0: not set, use the default

}  // namespace

std::uint64_t parse_memory_size(std::string_view text) {
  std::string_view rest = trim_blanks(text);
  if (rest.empty()) refuse(text, "empty");
  // Digits, with at most one decimal point.
  std::uint64_t whole = 0, fraction = 0, fraction_scale = 1;
  bool any_digit = false, point = false, too_big = false;
  std::size_t i = 0;
  for (; i < rest.size(); ++i) {
    char c = rest[i];
    if (c == '.' && !point) {
      point = true;
      continue;
    }
    if (c < '0' || c > '9') break;
    any_digit = true;
    unsigned digit = static_cast<unsigned>(c - '0');
    if (!point) {
      if (whole > (kMaxMemoryBudget - digit) / 10) too_big = true;
      else whole = whole * 10 + digit;
    } else if (fraction_scale < 1'000'000'000'000'000'000ULL) {  // further digits do not count
      fraction = fraction * 10 + digit;
      fraction_scale *= 10;
    }
  }
  if (!any_digit) refuse(text, "expected a number");
  std::string unit;
  for (char c : rest.substr(i)) unit.push_back(lower(c));
  if (!unit.empty() && unit.front() == ' ') unit.erase(0, unit.find_first_not_of(' '));
  int shift = 20;  // no unit: MiB
  if (!unit.empty()) {
    switch (unit.front()) {
      case 'k': shift = 10; break;
      case 'm': shift = 20; break;
      case 'g': shift = 30; break;
      case 't': shift = 40; break;
      case 'b': shift = 0; break;
      default: refuse(text, "unknown unit '" + unit + "'");
    }
    std::string_view suffix = std::string_view(unit).substr(1);
    bool ok = suffix.empty() || (shift > 0 && (suffix == "b" || suffix == "ib"));
    if (shift == 0 && !suffix.empty()) ok = false;
    if (!ok) refuse(text, "unknown unit '" + unit + "'");
  }
  if (too_big || whole > (kMaxMemoryBudget >> shift))
    refuse(text, "more than the largest budget, " + format_memory_size(kMaxMemoryBudget));
  std::uint64_t bytes = whole << shift;
  // fraction / fraction_scale of a unit; fraction_scale <= 10^18 and 2^shift <= 2^40, so split the
  // product to stay within 64 bits: (fraction * 2^shift) / scale computed in 128 bits.
  unsigned __int128 part = (static_cast<unsigned __int128>(fraction) << shift) / fraction_scale;
  bytes += static_cast<std::uint64_t>(part);
  if (bytes > kMaxMemoryBudget)
    refuse(text, "more than the largest budget, " + format_memory_size(kMaxMemoryBudget));
  if (bytes < kMinMemoryBudget)
    refuse(text, "less than the smallest budget, " + format_memory_size(kMinMemoryBudget));
  return bytes;
}

std::string format_memory_size(std::uint64_t bytes) {
  static const char* const kUnits[] = {"KiB", "MiB", "GiB", "TiB", "PiB"};
  if (bytes < 1024) return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
  double value = static_cast<double>(bytes) / 1024;
  int unit = 0;
  while (value >= 1024 && unit < 4) {
    value /= 1024;
    ++unit;
  }
  // At most two decimals, without trailing zeros: "512 MiB", "1.5 GiB", "1.33 GiB".
  char text[48];
  std::snprintf(text, sizeof text, "%.2f", value);
  std::string number = text;
  number.erase(number.find_last_not_of('0') + 1);
  if (number.back() == '.') number.pop_back();
  return number + " " + kUnits[unit];
}

std::uint64_t physical_memory() {
  long pages = sysconf(_SC_PHYS_PAGES);
  long page_size = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || page_size <= 0) return 0;
  return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page_size);
}

std::uint64_t default_memory_budget() {
  constexpr std::uint64_t kFloor = 64 * kMebibyte, kCap = std::uint64_t{16} << 30;
  std::uint64_t physical = physical_memory();
  if (physical == 0) return std::uint64_t{1} << 30;
  return std::clamp(physical / 4, kFloor, kCap);
}

std::string default_memory_budget_rule() {
  return "a quarter of physical memory, between 64 MiB and 16 GiB (here " +
         format_memory_size(default_memory_budget()) + ")";
}

std::uint64_t memory_budget() {
  std::uint64_t set = g_budget.load(std::memory_order_relaxed);
  return set ? set : default_memory_budget();
}

void set_memory_budget(std::uint64_t bytes) { g_budget.store(bytes, std::memory_order_relaxed); }

}  // namespace gg
