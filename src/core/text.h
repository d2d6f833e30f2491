// Small text helpers shared by the protocol drivers and readers.
#pragma once

#include <cctype>
#include <string_view>

namespace gg {

// Text without leading and trailing whitespace of any kind (std::isspace: blanks, tabs, line
// ends, form feeds). Protocol lines are trimmed this way; the record readers use the stricter
// trim_blanks (core/line_reader.h), which keeps other control characters for their messages.
inline std::string_view trim(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

}  // namespace gg
