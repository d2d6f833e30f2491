// The learned book: its text form round-trips, malformed files are refused as a whole with the
// line at fault (never a crash), saving is atomic and the better-founded value wins.
#include "othello/book.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "core/errors.h"
#include "othello/eval.h"

namespace gg::othello {
namespace {

// Positions of a random game from the start, with a legal move each (passes included).
std::vector<std::pair<Position, int>> random_game(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<std::pair<Position, int>> out;
  Position p = Position::start();
  while (!p.game_over()) {
    int move = kPass;
    if (Bitboard m = p.moves()) {
      int k = int(rng() % popcount(m));
      while (k--) m &= m - 1;
      move = lowest_bit(m);
    }
    out.emplace_back(p, move);
    p.play(move);
  }
  return out;
}

std::string temp_dir(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() /
             ("gridgames_book_test_" + std::to_string(::getpid()) + "_" + name);
  std::filesystem::remove_all(dir);
  return dir.string();
}

constexpr const char* kStartLine =
    "---------------------------OX------XO--------------------------- f5 25 10 search\n";

TEST(OthelloBook, TextRoundTrip) {
  Book book;
  auto game = random_game(1);
  int value = -300;
  for (auto& [position, move] : game) {
    ASSERT_TRUE(book.learn(position, BookEntry{move, value, 8, position.empty_count() < 14}));
    value += 7;
  }
  EXPECT_EQ(book.size(), game.size());
  Book again = Book::parse(book.text());
  ASSERT_EQ(again.size(), book.size());
  for (auto& [position, move] : game) {
    ASSERT_NE(again.find(position), nullptr);
    EXPECT_EQ(*again.find(position), *book.find(position));
  }
  EXPECT_EQ(again.text(), book.text());
}

TEST(OthelloBook, ReadsTheDocumentedForm) {
  Book book = Book::parse(std::string("# a comment\n\ngridgames-othello-book 1\n") + kStartLine +
                          "# another\n");
  ASSERT_EQ(book.size(), 1u);
  const BookEntry* e = book.find(Position::start());
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->move, parse_square("f5"));
  EXPECT_EQ(e->score, 25);
  EXPECT_EQ(e->depth, 10);
  EXPECT_FALSE(e->exact);
  // The side to move's discs are X whoever that is: the same line describes white to move.
  Position swapped{Position::start().opponent, Position::start().player};
  EXPECT_EQ(book.find(swapped), nullptr);
}

TEST(OthelloBook, TheBetterFoundedValueWins) {
  Book book;
  Position p = Position::start();
  int f5 = parse_square("f5"), d3 = parse_square("d3");
  EXPECT_TRUE(book.learn(p, {f5, 10, 6, false}));
  EXPECT_FALSE(book.learn(p, {d3, 50, 4, false}));  // shallower: ignored
  EXPECT_EQ(book.find(p)->move, f5);
  EXPECT_TRUE(book.learn(p, {d3, 20, 8, false}));  // deeper
  EXPECT_EQ(book.find(p)->move, d3);
  EXPECT_TRUE(book.learn(p, {f5, 0, 2, true}));  // exact beats any search
  EXPECT_FALSE(book.learn(p, {d3, 30, 20, false}));
  EXPECT_EQ(*book.find(p), (BookEntry{f5, 0, 2, true}));
  EXPECT_FALSE(book.learn(p, {parse_square("a1"), 0, 30, true}));  // illegal move: refused
  Position over{~Bitboard{0}, 0};
  EXPECT_FALSE(book.learn(over, {kPass, 6400, 0, true}));  // finished games are not book positions
  EXPECT_EQ(book.size(), 1u);
}

TEST(OthelloBook, MalformedBooksAreRefusedWithTheLine) {
  const std::string header = "gridgames-othello-book 1\n";
  struct Case {
    std::string text;
    std::size_t line;
    const char* words;
  };
  const std::string board = "---------------------------OX------XO---------------------------";
  std::vector<Case> cases = {
      {"", 1, "header"},
      {"gridgames-othello-book 2\n", 1, "not a gridgames book"},
      {kStartLine, 1, "not a gridgames book"},
      {header + board + " f5 25 10\n", 2, "expected"},
      {header + board + " f5 25 10 search extra\n", 2, "expected"},
      {header + board.substr(1) + " f5 25 10 search\n", 2, "64 squares"},
      {header + "*" + board.substr(1) + " f5 25 10 search\n", 2, "bad square"},
      {header + board + " z9 25 10 search\n", 2, "bad move"},
      {header + board + " a1 25 10 search\n", 2, "not legal"},
      {header + board + " pass 25 10 search\n", 2, "not legal"},
      {header + board + " f5 6401 10 search\n", 2, "value must be between"},
      {header + board + " f5 1.5 10 search\n", 2, "value must be an integer"},
      {header + board + " f5 25 61 search\n", 2, "depth must be between"},
      {header + board + " f5 25 10 guess\n", 2, "'exact' or 'search'"},
      {header + kStartLine + "\n" + kStartLine, 4, "twice"},
      {header + std::string(300, 'x') + "\n", 2, ""},
  };
  for (const Case& c : cases) {
    try {
      Book::parse(c.text);
      ADD_FAILURE() << "accepted: " << c.text;
    } catch (const InputError& e) {
      EXPECT_EQ(e.line(), c.line) << c.text << " -> " << e.what();
      EXPECT_NE(std::string(e.what()).find(c.words), std::string::npos) << e.what();
    }
  }
}

TEST(OthelloBook, DamagedBooksNeverCrash) {
  Book book;
  for (auto& [position, move] : random_game(7)) book.learn(position, {move, 100, 6, false});
  std::string good = book.text();
  std::mt19937_64 rng(99);
  int refused = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    std::string bad = good;
    int edits = 1 + int(rng() % 4);
    for (int i = 0; i < edits; ++i) {
      std::size_t at = rng() % bad.size();
      switch (rng() % 3) {
        case 0: bad[at] = char(rng() % 256); break;
        case 1: bad.erase(at, 1 + rng() % 20); break;
        default: bad.insert(at, 1, "XO-\n 0123456789"[rng() % 15]); break;
      }
    }
    try {
      Book b = Book::parse(bad);
      EXPECT_LE(b.size(), book.size() + 2);
    } catch (const InputError&) {
      ++refused;
    }
  }
  EXPECT_GT(refused, 1000);
}

TEST(OthelloBook, SaveIsAtomicAndLoadReadsItBack) {
  std::string dir = temp_dir("save");
  std::string path = dir + "/deeper/book.txt";
  EXPECT_TRUE(Book::load(path).empty());  // no file yet: an empty book
  Book book;
  for (auto& [position, move] : random_game(3)) book.learn(position, {move, -40, 5, false});
  book.save(path);  // creates the directories
  Book loaded = Book::load(path);
  EXPECT_EQ(loaded.text(), book.text());
  // Saving again replaces the file; no temporary file stays behind.
  Book more = loaded;
  for (auto& [position, move] : random_game(4)) more.learn(position, {move, 40, 5, false});
  more.save(path);
  EXPECT_EQ(Book::load(path).text(), more.text());
  int files = 0;
  for (auto& entry : std::filesystem::directory_iterator(dir + "/deeper")) {
    (void)entry;
    ++files;
  }
  EXPECT_EQ(files, 1);
  // A corrupt file is refused, not half-read.
  {
    std::ofstream out(path, std::ios::app);
    out << "garbage line\n";
  }
  EXPECT_THROW(Book::load(path), InputError);
  // A directory is not a book.
  EXPECT_ANY_THROW(Book::load(dir));
  // A book that cannot be written says so.
  std::filesystem::create_directories(dir + "/blocked");
  std::ofstream(dir + "/file") << "x";
  EXPECT_THROW(book.save(dir + "/file/book.txt"), std::runtime_error);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace gg::othello
