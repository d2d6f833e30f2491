// Fast, line-numbered input reading for every text format and protocol.
//
// Why not std::getline + istringstream: the largest referee inputs have ~25 million lines, and
// stream extraction costs more than the games themselves. LineReader reads big blocks from a file
// descriptor (or a string, for tests and fuzzers), hands out each line as a string_view into its
// buffer, counts lines for error messages, and bounds the line length so hostile input cannot
// make it allocate without limit.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.h"

namespace gg {

class LineReader {
 public:
  static constexpr std::size_t kDefaultMaxLine = 1 << 20;

  // Reads from an open file descriptor (not closed by the reader).
  explicit LineReader(int fd, std::size_t max_line = kDefaultMaxLine);
  // Reads from a copy of `text`.
  static LineReader from_string(std::string_view text, std::size_t max_line = kDefaultMaxLine);

  LineReader(LineReader&&) noexcept;
  LineReader& operator=(LineReader&&) noexcept;
  ~LineReader();

  // Next line without its terminator ("\n" or "\r\n"); false at end of input. The view stays
  // valid until the next call. Throws InputError for a line longer than max_line.
  bool next(std::string_view& line);

  // After next() refused a line as too long: drops the rest of that line (through its newline,
  // reading on as needed, storing nothing), so that reading can go on with the line after it.
  // Interactive protocols use it to refuse one command instead of ending the session.
  void skip_line();

  // True when the last call to next() refused a line as too long (and not for a read error).
  bool line_too_long() const { return too_long_; }
  std::size_t max_line() const { return max_line_; }

  // Like next(), but skips lines that are empty or only whitespace.
  bool next_nonblank(std::string_view& line);

  // 1-based number of the line last returned (0 before the first).
  std::size_t line_number() const { return line_number_; }

  // Throws InputError at the current line.
  [[noreturn]] void fail(const std::string& message) const;

 private:
  LineReader(std::size_t max_line);
  bool refill();

  int fd_ = -1;
  std::size_t max_line_;
  std::vector<char> buffer_;
  std::size_t begin_ = 0;  // first unread byte
  std::size_t end_ = 0;    // one past the last valid byte
  bool eof_ = false;
  bool too_long_ = false;
  std::size_t line_number_ = 0;
};

// The whitespace-separated fields of one line, as views into it.
class Fields {
 public:
  explicit Fields(std::string_view line);
  std::size_t size() const { return count_; }
  std::string_view operator[](std::size_t i) const { return fields_[i]; }

 private:
  static constexpr std::size_t kMax = 8;  // formats here never need more; extra fields counted
  std::string_view fields_[kMax];
  std::size_t count_ = 0;
};

// Parses a whole field as a decimal integer in [lo, hi]; on failure throws InputError at
// `line` with a message naming `what`.
std::int64_t parse_int(std::string_view field, std::int64_t lo, std::int64_t hi,
                       const char* what, std::size_t line);

// Parses a line that must hold exactly `n` integers, each within its range; names them in
// errors ("expected 'N M K'").
struct IntField {
  const char* name;
  std::int64_t lo;
  std::int64_t hi;
};
void parse_ints(std::string_view line, std::size_t line_number, const IntField* spec,
                std::size_t n, std::int64_t* out);

// Text without leading blanks (spaces, tabs) and trailing blanks or a carriage return.
std::string_view trim_blanks(std::string_view text);

// Shortens text for inclusion in an error message.
std::string quote_for_error(std::string_view text);

}  // namespace gg
