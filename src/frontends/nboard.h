// The NBoard protocol (docs/othello.md, "othello nboard"): the engine inside the NBoard GUI.
//
// A thin adapter over Engine: one command per line in, replies out, flushed at once. Every
// command is answered or ignored deliberately; a malformed or illegal one gets a line
// `status error: MESSAGE` and the session goes on (the GUI shows status lines to the user).
//
// `go`, `hint` and `analyze` run on a thread of their own while commands are still read: `ping`
// and `quit` stop them at once (the protocol's "stop thinking and respond with pong"), their
// answer from what the search established goes out first, then `pong N`; any other command
// waits for the answer. While one thread searches, only that thread writes.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "core/line_reader.h"
#include "othello/face.h"

namespace gg::othello {

class NboardSession {
 public:
  NboardSession(Engine& engine, std::ostream& out) : engine_(engine), out_(out) {}
  // Stops a search still running and waits for it (its answer is written).
  ~NboardSession();
  NboardSession(const NboardSession&) = delete;
  NboardSession& operator=(const NboardSession&) = delete;

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

  // Answers `status error: MESSAGE` (the session goes on). Not while a search runs: call
  // finish() first.
  void error(const std::string& message);

  // Waits for a running `go`, `hint` or `analyze` to write its answer; with `stop`, stops it
  // first (the answer then comes from what the search established). Nothing when none runs.
  void finish(bool stop);
  bool busy() const { return worker_.joinable(); }

  // Searches that have run this long (seconds) report each finished iteration as NBoard shows
  // progress: `search` lines (the moves' values so far), `nodestats` and a `status` line with
  // depth, value, nodes and speed. 1 s by default, so that quick answers stay short.
  void set_progress_after(double seconds) { progress_after_ = seconds; }

 private:
  // Runs `job` (which writes its own answer) on the search thread.
  void start(std::function<void()> job);
  // Reports one finished iteration of a long search (see set_progress_after); `count` moves of
  // result.moves (a hint's), or the best move's line only (count 0, a go's).
  void progress(const SearchResult& result, int count, const std::vector<int>& skip);

  void set(std::string_view args);
  void move(std::string_view args);
  void hint(std::string_view args);
  void hint_search(int count);  // hint's answer, on the search thread
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
  double progress_after_ = 1.0;
  std::atomic<bool> stop_{false};  // set by the reading thread to stop the search (engine limits' stop)
  std::thread worker_;  // the running go / hint / analyze; joined before the rest is destroyed
};

// Runs a session until end of input or `quit`. With a non-empty book_path, opens that book. A
// line longer than the reader's bound is refused with a status line and skipped; only a read
// error (InputError) ends the session early. At the end of input a running search is waited
// for (its answer is written); `quit` stops it.
void run_nboard(LineReader& in, std::ostream& out, Engine& engine, const std::string& book_path = "");

// "F5", "PA" for a pass: how NBoard writes moves.
std::string nboard_move_name(int move);

}  // namespace gg::othello
