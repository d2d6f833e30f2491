// Invariant checks for fuzz targets: a failed check prints what broke and aborts, which libFuzzer
// records as a crash and saves the input that caused it.
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace gg::fuzz {

[[noreturn]] inline void fail(const std::string& what) {
  std::fprintf(stderr, "\n=== fuzz invariant broken: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

inline void check(bool ok, const std::string& what) {
  if (!ok) fail(what);
}

// Lines of a text as LineReader counts them: a final fragment without '\n' is a line too.
inline std::size_t count_lines(std::string_view text) {
  std::size_t lines = 0;
  for (char c : text) lines += c == '\n';
  if (!text.empty() && text.back() != '\n') ++lines;
  return lines;
}

// The first `lines` lines of `text`, each with its terminator.
inline std::string_view first_lines(std::string_view text, std::size_t lines) {
  std::size_t end = 0;
  for (std::size_t i = 0; i < lines && end < text.size(); ++i) {
    std::size_t newline = text.find('\n', end);
    end = newline == std::string_view::npos ? text.size() : newline + 1;
  }
  return text.substr(0, end);
}

inline bool is_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

// Splits on '\n'; the text must end with '\n' (checked by the caller) or be empty.
template <class Visit>
void for_each_line(std::string_view text, Visit visit) {
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t newline = text.find('\n', start);
    if (newline == std::string_view::npos) newline = text.size();
    visit(text.substr(start, newline - start));
    start = newline + 1;
  }
}

}  // namespace gg::fuzz
