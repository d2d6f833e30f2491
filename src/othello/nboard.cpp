#include "othello/nboard.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "core/errors.h"
#include "othello/eval.h"
#include "othello/ggf.h"

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

std::string_view trim(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
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

}  // namespace

std::string nboard_move_name(int move) {
  if (move == kPass) return "PA";
  std::string name = square_name(move);
  for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return name;
}

void NboardSession::error(const std::string& message) { out_ << "status error: " << message << std::endl; }

bool NboardSession::handle(std::string_view line) {
  std::string_view rest = line;
  std::string_view command = take_word(rest);
  try {
    if (command.empty()) {
      // Blank lines are ignored.
    } else if (command == "nboard") {
      std::string_view version = take_word(rest);
      if (version != "2") error("protocol version " + quote_for_error(version) + " is not 2; speaking version 2");
      out_ << "set myname gridgames" << std::endl;
    } else if (command == "set") {
      set(rest);
    } else if (command == "move") {
      move(rest);
    } else if (command == "hint") {
      hint(rest);
    } else if (command == "go") {
      go();
    } else if (command == "ping") {
      std::string_view n = take_word(rest);
      out_ << "pong " << (n.empty() ? "0" : std::string(n)) << std::endl;
    } else if (command == "learn") {
      out_ << "learned" << std::endl;  // nothing is learned yet, but the GUI waits for the answer
    } else if (command == "analyze") {
      out_ << "status analyze is not supported" << std::endl;
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
    engine_.set_depth(static_cast<int>(parse_int(n, 1, 60, "depth", 0)));
  } else if (option == "game") {
    engine_.set_game(parse_ggf(trim(args), 0));
  } else if (option == "contempt") {
    std::string_view n = take_word(args);
    engine_.set_contempt(static_cast<int>(parse_int(n, -6400, 6400, "contempt", 0)));
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
  engine_.play(move == kGgfPass ? kPass : move);
}

void NboardSession::hint(std::string_view args) {
  std::string_view n = take_word(args);
  int count = static_cast<int>(parse_int(n, 1, 64, "hint count", 0));
  if (engine_.game_over()) {
    out_ << "status the game is over" << std::endl;
    return;
  }
  out_ << "status thinking" << std::endl;
  SearchResult result = engine_.analyze();
  int shown = std::min<int>(count, static_cast<int>(result.moves.size()));
  for (int i = 0; i < shown; ++i)
    out_ << "search " << nboard_move_name(result.moves[i].move) << ' ' << discs(result.moves[i].score) << " 0 "
         << (result.exact ? std::to_string(result.depth) + "@100%" : std::to_string(result.depth)) << '\n';
  out_ << "nodestats " << result.nodes << ' ' << seconds_text(result.seconds) << '\n';
  out_ << "status" << std::endl;
}

void NboardSession::go() {
  if (engine_.game_over()) {
    error("the game is over");
    return;
  }
  SearchResult result = engine_.think();
  out_ << "nodestats " << result.nodes << ' ' << seconds_text(result.seconds) << '\n';
  out_ << "=== " << nboard_move_name(result.move) << '/' << discs(result.score) << '/'
       << seconds_text(result.seconds) << std::endl;
}

void run_nboard(LineReader& in, std::ostream& out, Engine& engine) {
  NboardSession session(engine, out);
  std::string_view line;
  while (in.next(line))
    if (!session.handle(line)) break;
}

}  // namespace gg::othello
