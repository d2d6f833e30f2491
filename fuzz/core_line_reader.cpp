// Fuzzes the reader every format and protocol stands on (core/line_reader.h) against a slow,
// obviously correct splitter written here. The first input byte picks a small line-length limit
// so that the "line too long" path is exercised as often as the others.
// Invariants:
//   - next() returns exactly the '\n'-separated pieces of the input, each without one trailing
//     '\r', numbered 1, 2, ...; a final piece without '\n' is a line, an empty one is not;
//   - a piece longer than the limit (counting its '\r') is refused with InputError at its line;
//   - next_nonblank() returns the same lines minus the blank ones, with the same numbers;
//   - Fields splits on the same whitespace as the reference and counts fields beyond its 8;
//   - parse_int accepts exactly the optional '+' or '-' followed by digits within range.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.h"
#include "core/line_reader.h"
#include "support/check.h"

namespace {

using gg::fuzz::check;

bool is_blank_char(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

struct Piece {
  std::string_view raw;  // without '\n'
  std::string_view line; // raw without one trailing '\r'
};

std::vector<Piece> split(std::string_view text) {
  std::vector<Piece> pieces;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t newline = text.find('\n', start);
    std::size_t stop = newline == std::string_view::npos ? text.size() : newline;
    Piece piece{text.substr(start, stop - start), {}};
    piece.line = piece.raw;
    if (!piece.line.empty() && piece.line.back() == '\r') piece.line.remove_suffix(1);
    pieces.push_back(piece);
    start = stop + 1;
  }
  return pieces;
}

void check_fields(std::string_view line) {
  std::vector<std::string_view> expected;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && is_blank_char(line[i])) ++i;
    std::size_t start = i;
    while (i < line.size() && !is_blank_char(line[i])) ++i;
    if (i > start) expected.push_back(line.substr(start, i - start));
  }
  gg::Fields fields(line);
  check(fields.size() == expected.size(), "Fields counted " + std::to_string(fields.size()) +
                                              " fields, expected " + std::to_string(expected.size()));
  for (std::size_t f = 0; f < expected.size() && f < 8; ++f)
    check(fields[f] == expected[f], "Fields split differently");
  for (std::size_t f = 0; f < expected.size() && f < 8; ++f) {
    // Reference integer parse in [-1000, 1000].
    std::string_view s = expected[f];
    std::string_view digits = s;
    bool negative = false;
    if (!digits.empty() && (digits[0] == '+' || digits[0] == '-')) {
      negative = digits[0] == '-';
      digits.remove_prefix(1);
    }
    bool well_formed = gg::fuzz::is_digits(digits);
    long long value = 0;
    bool big = false;
    for (char c : digits) {
      if (!well_formed) break;
      value = value * 10 + (c - '0');
      if (value > 1000000) big = true, value = 1000000;
    }
    if (negative) value = -value;
    bool expected_ok = well_formed && !big && value >= -1000 && value <= 1000;
    try {
      std::int64_t got = gg::parse_int(s, -1000, 1000, "field", 7);
      check(expected_ok && got == value, "parse_int accepted " + std::string(s));
    } catch (const gg::InputError& error) {
      check(!expected_ok, "parse_int refused " + std::string(s) + ": " + error.what());
      check(error.line() == 7, "parse_int error at the wrong line");
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  std::size_t max_line = 1 + data[0] % 64;
  std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  std::vector<Piece> pieces = split(text);

  gg::LineReader reader = gg::LineReader::from_string(text, max_line);
  std::string_view line;
  std::size_t index = 0;
  try {
    while (reader.next(line)) {
      check(index < pieces.size(), "more lines than the input has");
      check(pieces[index].raw.size() <= max_line, "a line over the limit was returned");
      check(line == pieces[index].line, "line " + std::to_string(index + 1) + " differs");
      check(reader.line_number() == index + 1, "wrong line number");
      check_fields(line);
      ++index;
    }
    check(index == pieces.size(), "lines lost at the end");
  } catch (const gg::InputError& error) {
    check(index < pieces.size() && pieces[index].raw.size() > max_line,
          std::string("unexpected error: ") + error.what());
    check(error.line() == index + 1, "too-long line reported at the wrong line");
  }

  gg::LineReader again = gg::LineReader::from_string(text, max_line);
  std::size_t expected_index = 0;
  try {
    while (again.next_nonblank(line)) {
      while (expected_index < pieces.size() &&
             pieces[expected_index].line.find_first_not_of(" \t\r\v\f") == std::string_view::npos)
        ++expected_index;
      check(expected_index < pieces.size() && line == pieces[expected_index].line &&
                again.line_number() == expected_index + 1,
            "next_nonblank returned the wrong line");
      ++expected_index;
    }
  } catch (const gg::InputError&) {
    // Same limit, same fault: checked above through next().
  }
  return 0;
}
