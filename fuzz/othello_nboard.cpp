// Fuzzes one NBoard session (frontends/nboard.h): the input is what the GUI would send. Searches
// are bounded here (depth 2, a thousand nodes, small exact endgames) whatever the input
// sets, so that `go` and `hint` stay fast; the protocol handling is what is fuzzed.
// `go`, `hint` and `analyze` run on the session's search thread, so a following `ping` or
// `quit` may stop them. Invariants: the session never throws (a bad command is answered with a status line) and every
// reply line is one the protocol knows; `pong N` answers a ping, with its N (or 0).
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

#include "core/line_reader.h"
#include "othello/engine.h"
#include "frontends/nboard.h"
#include "support/check.h"

using gg::fuzz::check;

namespace {

gg::othello::Engine& engine() {
  static gg::othello::Engine instance;  // built once: it owns the search tables
  return instance;
}

void bound_search(gg::othello::Engine& e) {
  auto& limits = e.limits();
  if (limits.depth > 2) limits.depth = 2;
  if (limits.exact_empties > 6) limits.exact_empties = 6;
  limits.budget.nodes = 1000;
  limits.budget.seconds = 0;
}

bool known_reply(std::string_view line) {
  for (std::string_view word : {"set myname ", "pong ", "=== ", "search ", "status", "learned",
                                "nodestats ", "book"})
    if (line.starts_with(word)) return true;
  // `analyze`: "analysis MOVES_MADE EVAL", one per position of the game.
  if (line.starts_with("analysis ")) {
    std::string_view rest = line.substr(9);
    std::size_t space = rest.find(' ');
    if (space == 0 || space == std::string_view::npos) return false;
    for (char c : rest.substr(0, space))
      if (c < '0' || c > '9') return false;
    return space + 1 < rest.size();
  }
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 2000) return -1;  // a session of a few dozen commands is plenty
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto& e = engine();
  e.new_game();
  e.set_depth(1);
  bound_search(e);

  std::ostringstream out;
  gg::othello::NboardSession session(e, out);
  // A small bound, so that over-long lines (refused, then skipped) are reached within the input.
  gg::LineReader reader = gg::LineReader::from_string(text, 256);
  std::string_view line;
  std::size_t pings = 0;
  for (;;) {
    try {
      if (!reader.next(line)) break;
    } catch (const gg::InputError& error) {
      // Only the reader itself may refuse input (a line too long); the session refuses that
      // line as run_nboard does and goes on.
      check(reader.line_too_long(), std::string("the reader threw: ") + error.what());
      session.error("line " + std::to_string(reader.line_number()) + " is too long; it was ignored");
      reader.skip_line();
      continue;
    }
    std::string command(line);
    pings += command.find("ping") != std::string::npos;
    bool go_on = true;
    try {
      go_on = session.handle(command);
    } catch (const std::exception& error) {
      gg::fuzz::fail(std::string("a command threw: ") + error.what());
    }
    // A search started by this command runs on the session's thread (the next command may
    // stop it, as a ping does); the limits change only between searches, never under one.
    if (!session.busy()) bound_search(e);
    if (!go_on) break;
  }
  session.finish(false);  // its answer, before the replies are read

  std::string replies = out.str();
  std::size_t pongs = 0;
  gg::fuzz::for_each_line(replies, [&](std::string_view reply) {
    check(known_reply(reply), "unknown reply line: " + std::string(reply));
    if (reply.starts_with("pong ")) {
      ++pongs;
      std::string_view n = reply.substr(5);
      check(n == "0" || text.find(n) != std::string_view::npos, "pong with a made-up number");
    }
  });
  check(pongs <= pings, "more pongs than pings");
  return 0;
}
