#include "frontends/nboard.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <vector>

#include "core/errors.h"
#include "core/text.h"
#include "othello/face.h"

namespace gg::othello {

namespace {

// The first word of `text` and the rest after the spaces that follow it.
std::string_view take_word(std::string_view& text) {
  std::size_t begin = 0;
  while (begin < text.size() && std::isspace(static_cast<unsigned char>(text[begin]))) ++begin;
  std::size_t end = begin;
  while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end]))) ++end;
  std::string_view word = text.substr(begin, end - begin);
  while (end < text.size() && std::isspace(static_cast<unsigned char>(text[end]))) ++end;
  text.remove_prefix(end);
  return word;
}

// Refuses words after the ones a command takes: `set depth 5 6` is not `set depth 5`.
void expect_end(std::string_view rest, const std::string& command) {
  rest = trim(rest);
  if (!rest.empty()) throw InputError(0, command + " takes nothing after it; extra " + quote_for_error(rest));
}

// A decimal number as NBoard writes evaluations and times: an optional sign (when `signed_ok`),
// digits, optionally a point and more digits ("1.50", "-3", ".5").
bool is_decimal(std::string_view text, bool signed_ok) {
  if (signed_ok && !text.empty() && (text.front() == '-' || text.front() == '+')) text.remove_prefix(1);
  bool digits = false, point = false;
  for (char c : text) {
    if (c >= '0' && c <= '9') digits = true;
    else if (c == '.' && !point) point = true;
    else return false;
  }
  return digits;
}

// NBoard evaluations are discs with two decimals.
// Seconds with millisecond precision (never in exponent notation).
std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", seconds);
  return text;
}

std::string discs(int value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", value / double(kDisc));
  return text;
}

// NBoard's depth field: the depth, with "@100%" when the value is an exact solve.
std::string depth_text(int depth, bool exact) { return std::to_string(depth) + (exact ? "@100%" : ""); }

// A move known to the book in `hint`: its value and how it was found.
struct BookLine {
  int move;
  int score;
  std::string depth;
};

}  // namespace

std::string nboard_move_name(int move) {
  if (move == kPass) return "PA";
  std::string name = square_name(move);
  for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return name;
}

namespace {

// A principal variation as one NBoard word ("F5-D6-C3"): spaces would end the PV field.
std::string pv_text(const std::vector<int>& pv, int first) {
  std::string text = nboard_move_name(first);
  for (std::size_t i = 1; i < pv.size() && !pv.empty() && pv[0] == first; ++i) text += "-" + nboard_move_name(pv[i]);
  return text;
}

// Nodes per second for a status line: "850 n/s", "12.3 kn/s", "4.56 Mn/s".
std::string speed_text(std::uint64_t nodes, double seconds) {
  double speed = seconds > 0 ? nodes / seconds : 0;
  char text[32];
  if (speed >= 1e6) std::snprintf(text, sizeof text, "%.2f Mn/s", speed / 1e6);
  else if (speed >= 1e3) std::snprintf(text, sizeof text, "%.1f kn/s", speed / 1e3);
  else std::snprintf(text, sizeof text, "%.0f n/s", speed);
  return text;
}

}  // namespace

NboardSession::~NboardSession() {
  finish(true);
  if (engine_.limits().stop == &stop_) engine_.limits().stop = nullptr;  // the engine outlives the session
}

void NboardSession::error(const std::string& message) { out_ << "status error: " << message << std::endl; }

void NboardSession::start(std::function<void()> job) {
  finish(true);
  stop_.store(false);
  engine_.limits().stop = &stop_;
  worker_ = std::thread([this, job = std::move(job)] {
    try {
      job();
    } catch (const InputError& e) {
      error(e.what());
    } catch (const std::exception& e) {
      error(e.what());
    }
    engine_.searcher().on_iteration(nullptr);
    out_.flush();
  });
}

void NboardSession::finish(bool stop) {
  if (!worker_.joinable()) return;
  if (stop) stop_.store(true);
  worker_.join();
  // Later searches on this thread (learn) must not see the old request.
  stop_.store(false);
}

void NboardSession::progress(const SearchResult& result, int count, const std::vector<int>& skip) {
  if (result.seconds < progress_after_) return;
  std::string depth = depth_text(result.depth, result.exact);
  if (count == 0) {
    out_ << "search " << pv_text(result.pv, result.move) << ' ' << discs(result.score) << " 0 " << depth << '\n';
  } else {
    int shown = 0;
    for (const MoveScore& ms : result.moves) {
      if (shown == count) break;
      if (std::find(skip.begin(), skip.end(), ms.move) != skip.end()) continue;
      out_ << "search " << nboard_move_name(ms.move) << ' ' << discs(ms.score) << " 0 " << depth << '\n';
      ++shown;
    }
  }
  out_ << "nodestats " << result.nodes << ' ' << seconds_text(result.seconds) << '\n';
  out_ << "status depth " << depth << ": " << nboard_move_name(result.move) << ' ' << discs(result.score) << ", "
       << result.nodes << " nodes, " << speed_text(result.nodes, result.seconds) << std::endl;
}

bool NboardSession::handle(std::string_view line) {
  std::string_view rest = line;
  std::string_view command = take_word(rest);
  // One command at a time: a running search answers first, stopped at once by `ping` (the GUI
  // is about to change the position and discards what comes before its pong) and `quit`.
  if (!command.empty()) finish(command == "ping" || command == "quit");
  // A refused book is told after the handshake's answer (the GUI expects `set myname` first),
  // or before the first answer in a session without one.
  if (!command.empty() && command != "nboard") report_book_problem();
  try {
    if (command.empty()) {
      // Blank lines are ignored.
    } else if (command == "nboard") {
      std::string_view version = take_word(rest);
      if (version != "2") error("protocol version " + quote_for_error(version) + " is not 2; speaking version 2");
      out_ << "set myname gridgames" << std::endl;
      report_book_problem();
    } else if (command == "set") {
      set(rest);
    } else if (command == "move") {
      move(rest);
    } else if (command == "hint") {
      hint(rest);
    } else if (command == "go") {
      start([this] { go(); });
    } else if (command == "ping") {
      // Always answered (the GUI waits for its pong), whatever follows the number.
      std::string_view n = take_word(rest);
      out_ << "pong " << (n.empty() ? "0" : std::string(n)) << std::endl;
    } else if (command == "learn") {
      learn();
    } else if (command == "analyze") {
      start([this] { analyze(); });
    } else if (command == "quit") {
      return false;
    } else {
      error("unknown command " + quote_for_error(command));
    }
  } catch (const InputError& e) {
    error(e.what());
  }
  return true;
}

void NboardSession::set(std::string_view args) {
  std::string_view option = take_word(args);
  if (option == "depth") {
    std::string_view n = take_word(args);
    int depth = static_cast<int>(parse_int(n, 1, 60, "depth", 0));
    expect_end(args, "'set depth N'");
    engine_.set_depth(depth);
  } else if (option == "game") {
    engine_.set_game(parse_ggf(trim(args), 0));
  } else if (option == "contempt") {
    std::string_view n = take_word(args);
    int contempt = static_cast<int>(parse_int(n, -6400, 6400, "contempt", 0));
    expect_end(args, "'set contempt N'");
    engine_.set_contempt(contempt);
  } else if (option.empty()) {
    error("'set' needs an option: depth, game or contempt");
  } else {
    error("unknown option " + quote_for_error(option));
  }
}

void NboardSession::move(std::string_view args) {
  std::string_view text = take_word(args);
  std::string_view square = text.substr(0, text.find('/'));
  int move = parse_ggf_square(square);
  if (move < 0) throw InputError(0, "move " + quote_for_error(text) + " is not a square (A1..H8) or PA");
  // MOVE[/EVAL[/TIME]]: the GUI's annotations are not used, but must be what they say they are.
  if (square.size() < text.size()) {
    std::string_view fields = text.substr(square.size() + 1);
    std::size_t slash = fields.find('/');
    std::string_view eval = fields.substr(0, slash);
    if (!is_decimal(eval, true))
      throw InputError(0, "move " + quote_for_error(text) + ": the evaluation " + quote_for_error(eval) +
                              " is not a number");
    if (slash != std::string_view::npos) {
      std::string_view time = fields.substr(slash + 1);
      if (!is_decimal(time, false))
        throw InputError(0, "move " + quote_for_error(text) + ": the time " + quote_for_error(time) +
                                " is not a number of seconds");
    }
  }
  expect_end(args, "'move MOVE[/EVAL[/TIME]]'");
  engine_.play(move == kGgfPass ? kPass : move);
}

void NboardSession::open_book(const std::string& path) {
  book_path_ = path;
  book_.reset();
  book_problem_.clear();
  try {
    book_ = Book::load(path);
  } catch (const InputError& e) {
    book_problem_ = "the book was refused (" + describe(e, path) + ")";
  } catch (const std::exception& e) {
    book_problem_ = std::string("the book was refused (") + e.what() + ")";
  }
  book_message_pending_ = !book_problem_.empty();
}

void NboardSession::report_book_problem() {
  if (!book_message_pending_) return;
  book_message_pending_ = false;
  error(book_problem_ + "; going on without a book");
}

const BookEntry* NboardSession::usable_book_entry() const {
  if (!book_) return nullptr;
  const BookEntry* entry = book_->find(engine_.position());
  if (!entry || !(entry->exact || entry->depth >= engine_.depth())) return nullptr;
  return entry;
}

int NboardSession::evaluate(std::string& depth, std::uint64_t& nodes) {
  if (engine_.game_over()) {
    depth = depth_text(0, true);
    return engine_.position().score() * kDisc;
  }
  if (const BookEntry* entry = usable_book_entry()) {
    depth = depth_text(entry->depth, entry->exact);
    return entry->score;
  }
  SearchResult result = engine_.think();
  nodes += result.nodes;
  depth = depth_text(result.depth, result.exact);
  return result.score;
}

void NboardSession::hint(std::string_view args) {
  std::string_view n = take_word(args);
  int count = static_cast<int>(parse_int(n, 1, 64, "hint count", 0));
  expect_end(args, "'hint N'");
  start([this, count] { hint_search(count); });
}

void NboardSession::hint_search(int count) {
  if (engine_.game_over()) {
    out_ << "status the game is over" << std::endl;
    return;
  }
  out_ << "status thinking" << std::endl;
  // Moves the book knows: those leading to a book position, and the book's best move here.
  std::vector<BookLine> known;
  if (book_) {
    const Position& here = engine_.position();
    std::vector<int> moves;
    if (engine_.must_pass()) moves.push_back(kPass);
    for (Bitboard m = engine_.legal(); m;) moves.push_back(pop_lowest(m));
    for (int move : moves) {
      Position child = here;
      child.play(move);
      if (const BookEntry* e = book_->find(child)) known.push_back({move, -e->score, depth_text(e->depth + 1, e->exact)});
    }
    if (const BookEntry* e = book_->find(here)) {
      bool listed = std::any_of(known.begin(), known.end(), [&](const BookLine& l) { return l.move == e->move; });
      if (!listed) known.push_back({e->move, e->score, depth_text(e->depth, e->exact)});
    }
    std::stable_sort(known.begin(), known.end(), [](const BookLine& a, const BookLine& b) { return a.score > b.score; });
  }
  int shown = 0;
  for (const BookLine& line : known) {
    if (shown == count) break;
    out_ << "book " << nboard_move_name(line.move) << ' ' << discs(line.score) << " 1 " << line.depth << '\n';
    ++shown;
  }
  if (shown < count) {
    std::vector<int> skip;
    for (const BookLine& line : known) skip.push_back(line.move);
    engine_.searcher().on_iteration(
        [this, count, shown, skip](const SearchResult& result) { progress(result, count - shown, skip); });
    SearchResult result = engine_.analyze();
    for (const MoveScore& ms : result.moves) {
      if (shown == count) break;
      bool in_book = std::any_of(known.begin(), known.end(), [&](const BookLine& l) { return l.move == ms.move; });
      if (in_book) continue;
      out_ << "search " << nboard_move_name(ms.move) << ' ' << discs(ms.score) << " 0 "
           << depth_text(result.depth, result.exact) << '\n';
      ++shown;
    }
    out_ << "nodestats " << result.nodes << ' ' << seconds_text(result.seconds) << '\n';
  }
  out_ << "status" << std::endl;
}

void NboardSession::go() {
  if (engine_.game_over()) {
    error("the game is over");
    return;
  }
  if (const BookEntry* entry = usable_book_entry()) {
    out_ << "book " << nboard_move_name(entry->move) << ' ' << discs(entry->score) << " 1 "
         << depth_text(entry->depth, entry->exact) << '\n';
    out_ << "=== " << nboard_move_name(entry->move) << '/' << discs(entry->score) << '/' << seconds_text(0)
         << std::endl;
    return;
  }
  engine_.searcher().on_iteration([this](const SearchResult& result) { progress(result, 0, {}); });
  SearchResult result = engine_.think();
  out_ << "nodestats " << result.nodes << ' ' << seconds_text(result.seconds) << '\n';
  out_ << "=== " << nboard_move_name(result.move) << '/' << discs(result.score) << '/'
       << seconds_text(result.seconds) << std::endl;
}

namespace {

// Takes the engine back to the start of its game and, whatever happens in between, replays the
// game when it goes out of scope: analyze and learn visit every position of the game.
class GameRewinder {
 public:
  explicit GameRewinder(Engine& engine) : engine_(engine), moves_(engine.moves()) {}
  ~GameRewinder() {
    while (engine_.undo()) {
    }
    for (int move : moves_) engine_.play(move);
  }
  const std::vector<int>& moves() const { return moves_; }

 private:
  Engine& engine_;
  std::vector<int> moves_;
};

}  // namespace

// NBoard's retrograde analysis: one line `analysis MOVES_MADE EVAL` per position of the game,
// from the last position back to the start (MOVES_MADE counts passes; 0 is the start position),
// EVAL for the side to move in that position, then `status`.
void NboardSession::analyze() {
  out_ << "status analyzing the game" << std::endl;
  auto start = std::chrono::steady_clock::now();
  std::uint64_t nodes = 0;
  {
    GameRewinder rewinder(engine_);
    for (std::size_t made = rewinder.moves().size() + 1; made-- > 0;) {
      // Stopped (ping, quit): the positions not yet valued are left out; a value cut short
      // would be a guess.
      if (stop_.load()) break;
      std::string depth;
      int value = evaluate(depth, nodes);
      if (stop_.load()) break;
      out_ << "analysis " << made << ' ' << discs(value) << std::endl;
      if (made > 0) engine_.undo();
    }
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  out_ << "nodestats " << nodes << ' ' << seconds_text(seconds) << '\n';
  out_ << "status" << std::endl;
}

// Adds every position of the current game to the book with the engine's value and best move
// (searched at the session's depth, exact near the end), then saves the book.
void NboardSession::learn() {
  if (!book_) {
    out_ << "learned" << std::endl;
    out_ << "status nothing learned: "
         << (book_problem_.empty() ? "no book (start with --book FILE or set GRIDGAMES_BOOK)" : book_problem_)
         << std::endl;
    return;
  }
  int changed = 0;
  {
    GameRewinder rewinder(engine_);
    for (std::size_t made = rewinder.moves().size() + 1; made-- > 0;) {
      if (!engine_.game_over() && !usable_book_entry()) {
        SearchResult result = engine_.think();
        if (book_->learn(engine_.position(), BookEntry{result.move, result.score, result.depth, result.exact}))
          ++changed;
      }
      if (made > 0) engine_.undo();
    }
  }
  try {
    if (changed) book_->save(book_path_);
  } catch (const std::exception& e) {
    // Nothing was learned for good: the error comes first and says why (the book in memory keeps
    // the positions, so a later `learn` that can write saves them too); `learned` still closes
    // the exchange, because the GUI waits for it before it sends anything else.
    out_ << "status error: the book was not saved: " << e.what() << std::endl;
    out_ << "learned" << std::endl;
    return;
  }
  out_ << "learned" << std::endl;
  out_ << "status learned " << changed << " position" << (changed == 1 ? "" : "s") << "; the book has "
       << book_->size() << std::endl;
}

void run_nboard(LineReader& in, std::ostream& out, Engine& engine, const std::string& book_path) {
  NboardSession session(engine, out);
  if (!book_path.empty()) session.open_book(book_path);
  std::string_view line;
  for (;;) {
    try {
      if (!in.next(line)) break;
    } catch (const InputError&) {
      if (!in.line_too_long()) throw;  // a read error ends the session
      // One refused command; the session goes on with the next line.
      session.finish(false);
      session.error("line " + std::to_string(in.line_number()) + " is longer than " +
                    std::to_string(in.max_line()) + " bytes; it was ignored");
      in.skip_line();
      continue;
    }
    if (!session.handle(line)) break;
  }
  session.finish(false);  // the last search's answer, before the session ends
  session.report_book_problem();  // a session without a command still hears of it
}

}  // namespace gg::othello
