#include "core/line_reader.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <string>

namespace gg {
namespace {

std::vector<std::string> all_lines(LineReader& reader) {
  std::vector<std::string> lines;
  std::string_view line;
  while (reader.next(line)) lines.emplace_back(line);
  return lines;
}

TEST(LineReader, SplitsLinesAndStripsCarriageReturns) {
  auto reader = LineReader::from_string("a\r\nbb\n\nlast");
  EXPECT_EQ(all_lines(reader), (std::vector<std::string>{"a", "bb", "", "last"}));
  EXPECT_EQ(reader.line_number(), 4u);
}

TEST(LineReader, EmptyInputHasNoLines) {
  auto reader = LineReader::from_string("");
  std::string_view line;
  EXPECT_FALSE(reader.next(line));
}

TEST(LineReader, NextNonblankSkipsWhitespaceLinesButCountsThem) {
  auto reader = LineReader::from_string("\n  \t\nx\n");
  std::string_view line;
  ASSERT_TRUE(reader.next_nonblank(line));
  EXPECT_EQ(line, "x");
  EXPECT_EQ(reader.line_number(), 3u);
}

TEST(LineReader, RejectsOverlongLinesWithTheirNumber) {
  auto reader = LineReader::from_string("ok\n" + std::string(100, 'x') + "\n", 50);
  std::string_view line;
  ASSERT_TRUE(reader.next(line));
  try {
    reader.next(line);
    FAIL() << "no error";
  } catch (const InputError& error) {
    EXPECT_EQ(error.line(), 2u);
  }
}

// After an over-long line, skip_line() drops the rest of it, also from a descriptor where the
// line spans several blocks (4 MB past a 1 KB bound), and reading goes on with the next line.
TEST(LineReader, SkipLineGoesOnAfterAnOverlongLine) {
  auto reader = LineReader::from_string("ok\n" + std::string(100, 'x') + "\nnext\n" + std::string(80, 'y'), 50);
  std::string_view line;
  ASSERT_TRUE(reader.next(line));
  EXPECT_FALSE(reader.line_too_long());
  EXPECT_THROW(reader.next(line), InputError);
  EXPECT_TRUE(reader.line_too_long());
  reader.skip_line();
  ASSERT_TRUE(reader.next(line));
  EXPECT_FALSE(reader.line_too_long());
  EXPECT_EQ(line, "next");
  EXPECT_EQ(reader.line_number(), 3u);
  EXPECT_THROW(reader.next(line), InputError);  // the last line, without a newline
  reader.skip_line();
  EXPECT_FALSE(reader.next(line));

  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  std::string text = std::string(4'000'000, 'z') + "\nafter\n";
  pid_t child = fork();
  if (child == 0) {
    close(fds[0]);
    std::size_t off = 0;
    while (off < text.size()) {
      ssize_t n = write(fds[1], text.data() + off, text.size() - off);
      if (n <= 0) _exit(1);
      off += static_cast<std::size_t>(n);
    }
    _exit(0);
  }
  close(fds[1]);
  LineReader piped(fds[0], 1024);
  EXPECT_THROW(piped.next(line), InputError);
  EXPECT_TRUE(piped.line_too_long());
  piped.skip_line();
  ASSERT_TRUE(piped.next(line));
  EXPECT_EQ(line, "after");
  EXPECT_EQ(piped.line_number(), 2u);
  EXPECT_FALSE(piped.next(line));
  close(fds[0]);
}

// Lines that straddle the reader's block boundary come out whole, from a real descriptor.
TEST(LineReader, ReadsLargeInputFromAPipeAcrossBlocks) {
  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  std::string expected;
  const int kLines = 300000;  // ~2.4 MB: several blocks
  for (int i = 0; i < kLines; ++i) expected += std::to_string(std::int64_t{i} * 7919) + " x\n";
  pid_t child = fork();
  if (child == 0) {
    close(fds[0]);
    std::size_t off = 0;
    while (off < expected.size()) {
      ssize_t n = write(fds[1], expected.data() + off, std::min<std::size_t>(4096 * 3 + 17, expected.size() - off));
      if (n <= 0) _exit(1);
      off += static_cast<std::size_t>(n);
    }
    _exit(0);
  }
  close(fds[1]);
  LineReader reader(fds[0]);
  std::string_view line;
  int count = 0;
  while (reader.next(line)) {
    ASSERT_EQ(line, std::to_string(std::int64_t{count} * 7919) + " x") << count;
    ++count;
  }
  close(fds[0]);
  EXPECT_EQ(count, kLines);
}

TEST(Fields, SplitsOnAnyWhitespace) {
  Fields f("  12\t-3  + ");
  ASSERT_EQ(f.size(), 3u);
  EXPECT_EQ(f[0], "12");
  EXPECT_EQ(f[1], "-3");
  EXPECT_EQ(f[2], "+");
}

TEST(ParseInt, AcceptsRangeAndRejectsGarbage) {
  EXPECT_EQ(parse_int("42", 0, 50, "N", 1), 42);
  EXPECT_THROW(parse_int("51", 0, 50, "N", 1), InputError);
  EXPECT_THROW(parse_int("4x", 0, 50, "N", 1), InputError);
  EXPECT_THROW(parse_int("", 0, 50, "N", 1), InputError);
  EXPECT_EQ(parse_int("+7", 0, 50, "N", 1), 7);
  EXPECT_THROW(parse_int("+-0", -5, 50, "N", 1), InputError);  // fuzz finding: read as 0
  EXPECT_THROW(parse_int("+", 0, 50, "N", 1), InputError);
  EXPECT_THROW(parse_int("++1", 0, 50, "N", 1), InputError);
  EXPECT_THROW(parse_int("99999999999999999999999", 0, 50, "N", 1), InputError);
  try {
    parse_int("7", 1, 5, "row", 9);
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), 9u);
    EXPECT_NE(std::string(e.what()).find("row must be between 1 and 5"), std::string::npos);
  }
}

TEST(ParseInts, NamesTheExpectedShape) {
  IntField spec[] = {{"N", 1, 10}, {"M", 1, 10}};
  std::int64_t out[2];
  parse_ints("3 4", 1, spec, 2, out);
  EXPECT_EQ(out[0], 3);
  EXPECT_EQ(out[1], 4);
  try {
    parse_ints("3", 5, spec, 2, out);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), 5u);
    EXPECT_NE(std::string(e.what()).find("expected 'N M'"), std::string::npos);
  }
}

}  // namespace
}  // namespace gg
