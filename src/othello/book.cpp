#include "othello/book.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <stdexcept>

#include "core/errors.h"
#include "core/line_reader.h"
#include "othello/eval.h"

namespace gg::othello {

namespace {

// Book lines are short; a longer one is not a book line (and must not make us allocate).
constexpr std::size_t kMaxBookLine = 256;

std::string system_error(const std::string& what, const std::string& path) {
  return what + " " + path + ": " + std::strerror(errno);
}

bool is_legal(const Position& position, int move) {
  if (move == kPass) return !position.can_move() && !position.game_over();
  return move >= 0 && move < kSquares && (position.moves() & bit(move));
}

Book parse_lines(LineReader& reader) {
  Book book;
  std::string_view line;
  bool header = false;
  while (reader.next(line)) {
    std::string_view text = trim_blanks(line);
    if (text.empty() || text.front() == '#') continue;
    std::size_t n = reader.line_number();
    if (!header) {
      if (text != Book::kHeader)
        throw InputError(n, "not a gridgames book: the first line must be '" + std::string(Book::kHeader) + "'");
      header = true;
      continue;
    }
    Fields fields(text);
    if (fields.size() != 5)
      throw InputError(n, "expected '<64 squares> <move> <value> <depth> <exact|search>'");
    std::string_view squares = fields[0];
    if (squares.size() != 64) throw InputError(n, "the board must be 64 squares X, O or -");
    Position position;
    for (int sq = 0; sq < 64; ++sq) {
      char c = squares[sq];
      if (c == 'X') position.player |= bit(sq);
      else if (c == 'O') position.opponent |= bit(sq);
      else if (c != '-') throw InputError(n, "bad square character " + quote_for_error(std::string_view(&c, 1)));
    }
    BookEntry entry;
    entry.move = parse_square(fields[1]);
    if (entry.move < 0) throw InputError(n, "bad move " + quote_for_error(fields[1]));
    if (!is_legal(position, entry.move))
      throw InputError(n, "the move " + std::string(fields[1]) + " is not legal in that position");
    entry.score = static_cast<int>(parse_int(fields[2], -64 * kDisc, 64 * kDisc, "value", n));
    entry.depth = static_cast<int>(parse_int(fields[3], 0, 60, "depth", n));
    if (fields[4] == "exact") entry.exact = true;
    else if (fields[4] != "search") throw InputError(n, "the last field must be 'exact' or 'search'");
    if (book.find(position)) throw InputError(n, "the position is in the book twice");
    if (book.size() >= Book::kMaxEntries)
      throw InputError(n, "more than " + std::to_string(Book::kMaxEntries) + " positions");
    book.learn(position, entry);
  }
  if (!header) throw InputError(reader.line_number() + 1, "empty book: the header line is missing");
  return book;
}

}  // namespace

Book Book::parse(std::string_view text) {
  LineReader reader = LineReader::from_string(text, kMaxBookLine);
  return parse_lines(reader);
}

Book Book::load(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    if (errno == ENOENT) return Book{};
    throw std::runtime_error(system_error("cannot open the book", path));
  }
  try {
    LineReader reader(fd, kMaxBookLine);
    Book book = parse_lines(reader);
    ::close(fd);
    return book;
  } catch (...) {
    ::close(fd);
    throw;
  }
}

std::string Book::text() const {
  std::string out(kHeader);
  out += '\n';
  for (const auto& [key, entry] : entries_) {
    std::string squares(64, '-');
    for (int sq = 0; sq < 64; ++sq) {
      if (key.first & bit(sq)) squares[sq] = 'X';
      else if (key.second & bit(sq)) squares[sq] = 'O';
    }
    out += squares + ' ' + square_name(entry.move) + ' ' + std::to_string(entry.score) + ' ' +
           std::to_string(entry.depth) + (entry.exact ? " exact\n" : " search\n");
  }
  return out;
}

void Book::save(const std::string& path) const {
  std::filesystem::path target(path);
  if (target.has_parent_path()) {
    std::error_code error;
    std::filesystem::create_directories(target.parent_path(), error);
    if (error) throw std::runtime_error("cannot create the directory of the book " + path + ": " + error.message());
  }
  std::string temporary = path + ".tmp." + std::to_string(::getpid());
  int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) throw std::runtime_error(system_error("cannot write", temporary));
  std::string contents = text();
  const char* data = contents.data();
  std::size_t left = contents.size();
  while (left > 0) {
    ssize_t written = ::write(fd, data, left);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) {
      std::string message = system_error("cannot write", temporary);
      ::close(fd);
      ::unlink(temporary.c_str());
      throw std::runtime_error(message);
    }
    data += written;
    left -= static_cast<std::size_t>(written);
  }
  // On disk before the rename: otherwise a crash could leave the new name on empty contents.
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    std::string message = system_error("cannot write", temporary);
    ::unlink(temporary.c_str());
    throw std::runtime_error(message);
  }
  if (::rename(temporary.c_str(), path.c_str()) != 0) {
    std::string message = system_error("cannot replace the book", path);
    ::unlink(temporary.c_str());
    throw std::runtime_error(message);
  }
}

const BookEntry* Book::find(const Position& position) const {
  auto found = entries_.find({position.player, position.opponent});
  return found == entries_.end() ? nullptr : &found->second;
}

bool Book::learn(const Position& position, const BookEntry& entry) {
  if (position.game_over() || !is_legal(position, entry.move)) return false;
  auto key = std::make_pair(position.player, position.opponent);
  auto found = entries_.find(key);
  if (found == entries_.end()) {
    if (entries_.size() >= kMaxEntries) return false;
    entries_.emplace(key, entry);
    return true;
  }
  BookEntry& old = found->second;
  bool better = (entry.exact && !old.exact) || (entry.exact == old.exact && entry.depth > old.depth);
  // An equally founded result replaces the old one too: it comes from a later, maybe wiser, search.
  bool same_footing = entry.exact == old.exact && entry.depth == old.depth;
  if ((better || same_footing) && !(old == entry)) {
    old = entry;
    return true;
  }
  return false;
}

std::string book_path_from_environment() {
  const char* path = std::getenv("GRIDGAMES_BOOK");
  return path ? std::string(path) : std::string();
}

}  // namespace gg::othello
