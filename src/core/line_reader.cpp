#include "core/line_reader.h"

#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstring>

namespace gg {

namespace {
constexpr std::size_t kBlock = 1 << 20;

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
}  // namespace

LineReader::LineReader(std::size_t max_line) : max_line_(max_line) {}

LineReader::LineReader(int fd, std::size_t max_line) : fd_(fd), max_line_(max_line) {
  buffer_.resize(kBlock);
}

LineReader LineReader::from_string(std::string_view text, std::size_t max_line) {
  LineReader reader(max_line);
  reader.buffer_.assign(text.begin(), text.end());
  reader.end_ = text.size();
  reader.eof_ = true;
  return reader;
}

LineReader::LineReader(LineReader&&) noexcept = default;
LineReader& LineReader::operator=(LineReader&&) noexcept = default;
LineReader::~LineReader() = default;

bool LineReader::refill() {
  if (eof_) return false;
  // Keep the partial line, move it to the front, then read behind it.
  std::size_t pending = end_ - begin_;
  if (begin_ > 0) {
    std::memmove(buffer_.data(), buffer_.data() + begin_, pending);
    begin_ = 0;
    end_ = pending;
  }
  if (buffer_.size() - end_ < kBlock / 2) buffer_.resize(end_ + kBlock);
  for (;;) {
    ssize_t got = ::read(fd_, buffer_.data() + end_, buffer_.size() - end_);
    if (got > 0) {
      end_ += static_cast<std::size_t>(got);
      return true;
    }
    if (got == 0) {
      eof_ = true;
      return false;
    }
    if (errno == EINTR) continue;
    eof_ = true;
    throw InputError(line_number_ + 1, std::string("read error: ") + std::strerror(errno));
  }
}

bool LineReader::next(std::string_view& line) {
  too_long_ = false;
  std::size_t scanned = begin_;
  for (;;) {
    // memchr on an empty range may still not be given a null pointer (empty string input).
    const void* newline =
        scanned < end_ ? std::memchr(buffer_.data() + scanned, '\n', end_ - scanned) : nullptr;
    if (newline != nullptr) {
      std::size_t stop = static_cast<const char*>(newline) - buffer_.data();
      std::size_t length = stop - begin_;
      if (length > max_line_) {
        ++line_number_;
        too_long_ = true;
        fail("line longer than " + std::to_string(max_line_) + " bytes");
      }
      line = std::string_view(buffer_.data() + begin_, length);
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      begin_ = stop + 1;
      ++line_number_;
      return true;
    }
    if (end_ - begin_ > max_line_) {
      ++line_number_;
      too_long_ = true;
      fail("line longer than " + std::to_string(max_line_) + " bytes");
    }
    std::size_t scanned_bytes = end_ - begin_;
    if (!refill()) break;
    scanned = begin_ + scanned_bytes;
  }
  if (begin_ == end_) return false;
  // Last line without a terminator.
  line = std::string_view(buffer_.data() + begin_, end_ - begin_);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  begin_ = end_;
  ++line_number_;
  return true;
}

void LineReader::skip_line() {
  for (;;) {
    const void* newline =
        begin_ < end_ ? std::memchr(buffer_.data() + begin_, '\n', end_ - begin_) : nullptr;
    if (newline != nullptr) {
      begin_ = static_cast<std::size_t>(static_cast<const char*>(newline) - buffer_.data()) + 1;
      return;
    }
    begin_ = end_;  // nothing of this line is kept
    if (!refill()) return;
  }
}

bool LineReader::next_nonblank(std::string_view& line) {
  while (next(line)) {
    for (char c : line)
      if (!is_space(c)) return true;
  }
  return false;
}

void LineReader::fail(const std::string& message) const { throw InputError(line_number_, message); }

Fields::Fields(std::string_view line) {
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && is_space(line[i])) ++i;
    if (i == line.size()) break;
    std::size_t start = i;
    while (i < line.size() && !is_space(line[i])) ++i;
    if (count_ < kMax) fields_[count_] = line.substr(start, i - start);
    ++count_;
  }
}

std::string_view trim_blanks(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  return s;
}

std::string quote_for_error(std::string_view text) {
  constexpr std::size_t kShown = 40;
  std::string out = "'";
  for (std::size_t i = 0; i < text.size() && i < kShown; ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c >= 32 && c < 127) {
      out += static_cast<char>(c);
    } else {
      static const char* hex = "0123456789abcdef";
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  if (text.size() > kShown) out += "...";
  out += "'";
  return out;
}

std::int64_t parse_int(std::string_view field, std::int64_t lo, std::int64_t hi, const char* what,
                       std::size_t line) {
  std::int64_t value = 0;
  const char* first = field.data();
  const char* last = field.data() + field.size();
  // from_chars rejects a leading '+', so skip one; but "+-5" is no number.
  if (!field.empty() && *first == '+') ++first;
  bool sign_after_plus = first != field.data() && first != last && *first == '-';
  auto [ptr, ec] = std::from_chars(first, last, value);
  if (field.empty() || sign_after_plus || ec == std::errc::invalid_argument || ptr != last)
    throw InputError(line, std::string(what) + " must be an integer, got " + quote_for_error(field));
  if (ec == std::errc::result_out_of_range || value < lo || value > hi)
    throw InputError(line, std::string(what) + " must be between " + std::to_string(lo) + " and " +
                               std::to_string(hi) + ", got " + quote_for_error(field));
  return value;
}

void parse_ints(std::string_view line, std::size_t line_number, const IntField* spec,
                std::size_t n, std::int64_t* out) {
  Fields fields(line);
  if (fields.size() != n) {
    std::string expected;
    for (std::size_t i = 0; i < n; ++i) {
      if (i > 0) expected += ' ';
      expected += spec[i].name;
    }
    throw InputError(line_number, "expected '" + expected + "', got " + quote_for_error(line));
  }
  for (std::size_t i = 0; i < n; ++i)
    out[i] = parse_int(fields[i], spec[i].lo, spec[i].hi, spec[i].name, line_number);
}

}  // namespace gg
