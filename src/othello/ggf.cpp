#include "othello/ggf.h"

#include <cctype>
#include <charconv>
#include <cstdio>

#include "core/errors.h"

namespace gg::othello {

namespace {

constexpr std::size_t kMaxRecordBytes = 1 << 20;  // far above any real game; bounds memory

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  return true;
}

// An optional number field of a move annotation ("" means absent).
std::optional<double> parse_number(std::string_view text, std::string_view what, std::size_t line) {
  if (text.empty()) return std::nullopt;
  if (text.front() == '+') text.remove_prefix(1);
  double value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  // Finite and of a sensible size: evaluations are discs, times seconds.
  if (error != std::errc() || end != text.data() + text.size() || !(value > -1e9 && value < 1e9))
    throw InputError(line, "GGF: " + std::string(what) + " must be a number, got " + quote_for_error(text));
  return value;
}

GgfMove parse_move(bool black, std::string_view value, std::size_t line) {
  GgfMove move;
  move.black = black;
  std::string_view parts[3];
  std::size_t count = 0;
  while (true) {
    auto slash = value.find('/');
    if (count == 2 || slash == std::string_view::npos) {
      if (count == 2 && slash != std::string_view::npos)
        throw InputError(line, "GGF: move " + quote_for_error(value) + " has more than MOVE/EVAL/TIME");
      parts[count++] = value;
      break;
    }
    parts[count++] = value.substr(0, slash);
    value.remove_prefix(slash + 1);
  }
  move.square = parse_ggf_square(parts[0]);
  if (move.square < 0)
    throw InputError(line, std::string("GGF: ") + (black ? "B" : "W") + "[" + std::string(parts[0].substr(0, 20)) +
                               "] is not a square (a1..h8) or a pass (pa)");
  if (count > 1) move.eval = parse_number(parts[1], "move evaluation", line);
  if (count > 2) move.seconds = parse_number(parts[2], "move time", line);
  return move;
}

// BO[8 <64 squares> <side>]: spaces between squares are tolerated.
void parse_board(GgfGame& game, std::string_view value, std::size_t line) {
  std::size_t i = 0;
  while (i < value.size() && is_space(value[i])) ++i;
  std::size_t size_begin = i;
  while (i < value.size() && !is_space(value[i])) ++i;
  std::string_view size = value.substr(size_begin, i - size_begin);
  if (size != "8")
    throw InputError(line, "GGF: only 8 x 8 boards are supported, BO gives size " + quote_for_error(size));
  std::string cells;
  for (; i < value.size(); ++i)
    if (!is_space(value[i])) cells += value[i];
  if (cells.size() != 65)
    throw InputError(line, "GGF: BO needs 64 squares and the side to move, got " +
                               std::to_string(cells.size()) + " characters");
  game.black = game.white = 0;
  for (int square = 0; square < 64; ++square) {
    char c = cells[square];
    std::uint64_t bit = std::uint64_t{1} << square;
    if (c == '*' || c == 'X' || c == 'x' || c == 'B' || c == 'b') game.black |= bit;
    else if (c == 'O' || c == 'o' || c == 'W' || c == 'w') game.white |= bit;
    else if (c != '-' && c != '.')
      throw InputError(line, std::string("GGF: BO square ") + ggf_square_name(square) + " is '" + c +
                                 "', expected '*', 'O' or '-'");
  }
  char side = cells[64];
  if (side == '*' || side == 'X' || side == 'x' || side == 'B' || side == 'b') game.black_to_move = true;
  else if (side == 'O' || side == 'o' || side == 'W' || side == 'w') game.black_to_move = false;
  else throw InputError(line, std::string("GGF: BO side to move is '") + side + "', expected '*' or 'O'");
}

void append_escaped(std::string& out, std::string_view value) {
  for (char c : value) {
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
}

std::string format_number(double value, int decimals, bool strip_zeros) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  std::string text = buffer;
  if (strip_zeros && text.find('.') != std::string::npos) {
    while (text.back() == '0') text.pop_back();
    if (text.back() == '.') text.pop_back();
  }
  return text;
}

}  // namespace

std::string ggf_square_name(int square) {
  if (square == kGgfPass) return "pa";
  if (square < 0 || square > 63) return "??";
  return std::string{static_cast<char>('a' + square % 8), static_cast<char>('1' + square / 8)};
}

int parse_ggf_square(std::string_view text) {
  if (iequals(text, "pa") || iequals(text, "pass")) return kGgfPass;
  if (text.size() != 2) return -1;
  char col = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  char row = text[1];
  if (col < 'a' || col > 'h' || row < '1' || row > '8') return -1;
  return (row - '1') * 8 + (col - 'a');
}

std::string GgfGame::property(std::string_view key) const {
  for (const auto& [k, v] : properties)
    if (k == key) return v;
  return "";
}

void GgfGame::set_property(const std::string& key, const std::string& value) {
  for (auto& [k, v] : properties)
    if (k == key) {
      v = value;
      return;
    }
  properties.emplace_back(key, value);
}

GgfGame standard_ggf_game() {
  GgfGame game;
  // d4 (27) and e5 (36) white; e4 (28) and d5 (35) black.
  game.white = (std::uint64_t{1} << 27) | (std::uint64_t{1} << 36);
  game.black = (std::uint64_t{1} << 28) | (std::uint64_t{1} << 35);
  game.black_to_move = true;
  return game;
}

GgfGame parse_ggf(std::string_view text, std::size_t line) {
  if (text.size() > kMaxRecordBytes) throw InputError(line, "GGF: record longer than 1 MiB");
  GgfGame game = standard_ggf_game();
  std::size_t i = 0;
  auto skip_spaces = [&] {
    while (i < text.size() && is_space(text[i])) ++i;
  };
  skip_spaces();
  if (text.substr(i, 2) != "(;")
    throw InputError(line, "GGF: a game record starts with '(;', got " + quote_for_error(text.substr(i, 20)));
  i += 2;
  bool have_board = false;
  while (true) {
    skip_spaces();
    if (i >= text.size()) throw InputError(line, "GGF: record not closed by ';)'");
    if (text.substr(i, 2) == ";)") {
      i += 2;
      break;
    }
    std::size_t key_begin = i;
    while (i < text.size() && std::isupper(static_cast<unsigned char>(text[i]))) ++i;
    std::string key(text.substr(key_begin, i - key_begin));
    if (key.empty())
      throw InputError(line, "GGF: expected a property like PB[name], got " + quote_for_error(text.substr(i, 20)));
    if (i >= text.size() || text[i] != '[')
      throw InputError(line, "GGF: property " + key + " has no '[value]'");
    ++i;
    std::string value;
    while (true) {
      if (i >= text.size()) throw InputError(line, "GGF: value of " + key + " is not closed by ']'");
      char c = text[i++];
      if (c == ']') break;
      if (c == '\\' && i < text.size()) c = text[i++];
      // A value spanning lines keeps its words: line breaks become spaces, so that every
      // record is written back on one line.
      if (c == '\n' || c == '\r') c = ' ';
      value += c;
    }
    if (key == "GM") {
      if (!iequals(value, "othello"))
        throw InputError(line, "GGF: GM[" + value.substr(0, 20) + "] is not an Othello game");
    } else if (key == "BO") {
      if (have_board) throw InputError(line, "GGF: more than one BO property");
      if (!game.moves.empty()) throw InputError(line, "GGF: BO comes after the first move");
      parse_board(game, value, line);
      have_board = true;
    } else if (key == "B" || key == "W") {
      game.moves.push_back(parse_move(key == "B", value, line));
    } else {
      game.properties.emplace_back(std::move(key), std::move(value));
    }
  }
  skip_spaces();
  if (i != text.size())
    throw InputError(line, "GGF: unexpected text after the record: " + quote_for_error(text.substr(i, 20)));
  return game;
}

std::vector<GgfGame> read_ggf(LineReader& in) {
  std::vector<GgfGame> games;
  std::string record;
  std::size_t record_line = 0;
  // Scanner state carried across lines: inside a [value] (where ";)" means nothing), and just
  // after a backslash there.
  bool in_value = false, escaped = false;
  std::string_view line;
  while (in.next(line)) {
    std::size_t pos = 0;
    while (pos < line.size()) {
      if (record.empty()) {
        while (pos < line.size() && is_space(line[pos])) ++pos;
        if (pos == line.size()) break;
        record_line = in.line_number();
      }
      std::size_t end = std::string_view::npos;  // one past the closing ";)"
      for (std::size_t i = pos; i < line.size(); ++i) {
        char c = line[i];
        if (in_value) {
          if (escaped) escaped = false;
          else if (c == '\\') escaped = true;
          else if (c == ']') in_value = false;
        } else if (c == '[') {
          in_value = true;
        } else if (c == ';' && i + 1 < line.size() && line[i + 1] == ')') {
          end = i + 2;
          break;
        }
      }
      if (end == std::string_view::npos) {
        record.append(line.substr(pos));
        record += '\n';
        if (record.size() > kMaxRecordBytes) in.fail("GGF: record longer than 1 MiB");
        break;
      }
      record.append(line.substr(pos, end - pos));
      games.push_back(parse_ggf(record, record_line));
      record.clear();
      pos = end;
    }
  }
  if (!record.empty()) throw InputError(record_line, "GGF: record not closed by ';)'");
  return games;
}

std::string write_ggf(const GgfGame& game) {
  std::string out = "(;GM[Othello]";
  for (const auto& [key, value] : game.properties) {
    out += key;
    out += '[';
    append_escaped(out, value);
    out += ']';
  }
  out += "BO[8 ";
  for (int square = 0; square < 64; ++square) {
    std::uint64_t bit = std::uint64_t{1} << square;
    out += (game.black & bit) ? '*' : (game.white & bit) ? 'O' : '-';
  }
  out += game.black_to_move ? " *]" : " O]";
  for (const GgfMove& move : game.moves) {
    out += move.black ? "B[" : "W[";
    out += ggf_square_name(move.square);
    if (move.eval || move.seconds) out += '/';
    if (move.eval) out += format_number(*move.eval, 2, false);
    if (move.seconds) out += '/' + format_number(*move.seconds, 3, true);
    out += ']';
  }
  out += ";)";
  return out;
}

}  // namespace gg::othello
