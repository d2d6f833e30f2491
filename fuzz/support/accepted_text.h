// Walking the non-blank lines of an input a referee has accepted, for the slow reference
// referees in the fuzz targets: the referee already checked the format, so these only split
// fields and read integers (an optional sign, digits: "-0" is 0).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/line_reader.h"
#include "support/check.h"

namespace gg::fuzz {

class AcceptedText {
 public:
  explicit AcceptedText(std::string_view text) {
    std::size_t start = 0;
    while (start < text.size()) {
      std::size_t newline = text.find('\n', start);
      if (newline == std::string_view::npos) newline = text.size();
      std::string_view line = text.substr(start, newline - start);
      if (Fields(line).size() > 0) lines_.push_back(line);
      start = newline + 1;
    }
  }
  bool done() const { return next_ >= lines_.size(); }
  // The fields of the next non-blank line (empty at the end).
  std::vector<std::string> next() {
    std::vector<std::string> fields;
    if (done()) return fields;
    Fields f(lines_[next_++]);
    for (std::size_t i = 0; i < f.size() && i < 8; ++i) fields.emplace_back(f[i]);
    return fields;
  }
  static std::int64_t number(const std::string& field) {
    std::string_view s = field;
    bool negative = !s.empty() && s[0] == '-';
    if (!s.empty() && (s[0] == '+' || s[0] == '-')) s.remove_prefix(1);
    if (!is_digits(s)) fail("the referee accepted a malformed number: '" + field + "'");
    std::int64_t value = 0;
    for (char c : s) value = value * 10 + (c - '0');
    return negative ? -value : value;
  }

 private:
  std::vector<std::string_view> lines_;
  std::size_t next_ = 0;
};

}  // namespace gg::fuzz
