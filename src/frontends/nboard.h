// The NBoard protocol (docs/othello.md, "othello nboard"): the engine inside the NBoard GUI.
//
// A thin adapter over Engine: one command per line in, replies out, flushed at once. Every
// command is answered or ignored deliberately; a malformed or illegal one gets a line
// `status error: MESSAGE` and the session goes on (the GUI shows status lines to the user).
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "core/line_reader.h"
#include "othello/face.h"

namespace gg::othello {

class NboardSession {
 public:
  NboardSession(Engine& engine, std::ostream& out) : engine_(engine), out_(out) {}

  // Uses the book file at `path` (book.h): `go`, `hint` and `analyze` answer from it, `learn`
  // adds the current game to it and saves it. A book that cannot be read is refused with a
  // status line and the session goes on without one (and never overwrites that file). That
  // line is not written here but by report_book_problem(): after the answer to the handshake
  // `nboard 2`, or before the answer to any other first command.
  void open_book(const std::string& path);
  // Writes the pending `status error:` line of a refused book, once; nothing when there is none.
  void report_book_problem();
  const std::optional<Book>& book() const { return book_; }

  // Handles one command line; false when the session should end ("quit").
  bool handle(std::string_view line);

  // Answers `status error: MESSAGE` (the session goes on).
  void error(const std::string& message);

 private:
  void set(std::string_view args);
  void move(std::string_view args);
  void hint(std::string_view args);
  void go();
  void analyze();
  void learn();
  // The value of the current position for its side to move (kDisc units): from the book when it
  // knows the position at least as well as the session's depth, else from a search. `depth`
  // gets NBoard's depth text ("12" or "14@100%").
  int evaluate(std::string& depth, std::uint64_t& nodes);
  // The book's entry for the current position when it is founded at least as deeply as the
  // session's search would be (exact, or searched at least as deep).
  const BookEntry* usable_book_entry() const;

  Engine& engine_;
  std::ostream& out_;
  std::optional<Book> book_;
  std::string book_path_;
  std::string book_problem_;  // why there is no book although one was asked for
  bool book_message_pending_ = false;  // book_problem_ is still to be told
};

// Runs a session until end of input or `quit`. With a non-empty book_path, opens that book. A
// line longer than the reader's bound is refused with a status line and skipped; only a read
// error (InputError) ends the session early.
void run_nboard(LineReader& in, std::ostream& out, Engine& engine, const std::string& book_path = "");

// "F5", "PA" for a pass: how NBoard writes moves.
std::string nboard_move_name(int move);

}  // namespace gg::othello
