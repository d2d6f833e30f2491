// A small learned opening book: positions met in games, each with the engine's value and best
// move, kept in a text file between sessions (NBoard's `learn` adds the current game; `go` and
// `hint` answer from it when the position is known).
//
// File format, one position per line after a header line:
//
//   gridgames-othello-book 1
//   <64 squares a1..h8> <best move> <value> <depth> <exact|search>
//
// The squares are written from the side to move's view: `X` its discs, `O` the other side's,
// `-` empty (the same position with the colours swapped is the same game situation). The move is
// a square name or `pass`, the value the search's value in hundredths of a disc for the side to
// move, the depth the search depth that produced it. Lines starting with `#` are comments.
//
// Loading checks everything (the header, each field, that the move is legal, duplicates) and
// refuses a malformed file as a whole with the line and reason: a book is never half-read.
// Saving writes a temporary file beside the book and renames it over the old one, so a crash
// leaves either the old book or the new one, never a truncated file.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <utility>

#include "othello/board.h"

namespace gg::othello {

struct BookEntry {
  int move = kNoMove;  // a legal square or kPass
  int score = 0;       // kDisc units, side to move
  int depth = 0;       // search depth behind the value
  bool exact = false;  // the value is the exact final disc difference

  friend bool operator==(const BookEntry&, const BookEntry&) = default;
};

class Book {
 public:
  static constexpr std::size_t kMaxEntries = 1'000'000;  // about 100 MB of text: a sane bound
  static constexpr std::string_view kHeader = "gridgames-othello-book 1";

  // Reads a book file. A file that does not exist is an empty book; anything malformed throws
  // gg::InputError naming the line; an unreadable file throws std::runtime_error.
  static Book load(const std::string& path);
  // Parses book text (the file's contents); throws gg::InputError naming the line.
  static Book parse(std::string_view text);
  // The file's contents: header and entries in a fixed order.
  std::string text() const;
  // Writes the book atomically (temporary file, flush to disk, rename); creates the directory.
  // Throws std::runtime_error when it cannot.
  void save(const std::string& path) const;

  const BookEntry* find(const Position& position) const;
  // Records a result for a position, keeping the better-founded one: exact beats searched,
  // then the deeper search wins. Returns true when the book changed. A full book ignores new
  // positions.
  bool learn(const Position& position, const BookEntry& entry);

  std::size_t size() const { return entries_.size(); }
  bool empty() const { return entries_.empty(); }

 private:
  std::map<std::pair<Bitboard, Bitboard>, BookEntry> entries_;
};

// Where the book lives when the user asks for one without a path: $GRIDGAMES_BOOK when set,
// else empty (no book). Kept out of the library's defaults so tests never touch a user's book.
std::string book_path_from_environment();

}  // namespace gg::othello
