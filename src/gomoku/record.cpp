#include "gomoku/record.h"

#include <cctype>

namespace gg::gomoku {

namespace {

bool is_integer(std::string_view text) {
  if (text.empty()) return false;
  for (char c : text)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

void check_size(std::int64_t size, std::size_t line) {
  if (size < kMinSize || size > kMaxSize)
    throw InputError(line, "board size must be between 5 and 22, got " + std::to_string(size));
}

void add_move(Record& record, int x, int y, std::size_t line) {
  if (x < 0 || y < 0 || x >= record.size || y >= record.size)
    throw InputError(line, "move off the " + std::to_string(record.size) + " x " +
                               std::to_string(record.size) + " board");
  record.moves.push_back(make_point(x, y));
  record.lines.push_back(line);
}

void read_referee(LineReader& in, std::string_view first, Record& record) {
  std::size_t header_line = in.line_number();
  auto n = parse_int(Fields(first)[0], 0, std::int64_t(record.size) * record.size, "move count n",
                     header_line);
  std::string_view line;
  for (std::int64_t i = 1; i <= n; ++i) {
    if (!in.next_nonblank(line))
      throw InputError(in.line_number() + 1, "expected move " + std::to_string(i) + " of " +
                                                 std::to_string(n) + ", found end of input");
    Fields fields(line);
    if (fields.size() != 2)
      throw InputError(in.line_number(), "expected a move 'x y' (row, column), got " + quote_for_error(line));
    auto row = parse_int(fields[0], 1, record.size, "row x", in.line_number());
    auto column = parse_int(fields[1], 1, record.size, "column y", in.line_number());
    add_move(record, int(column - 1), int(row - 1), in.line_number());
  }
  if (in.next_nonblank(line))
    throw InputError(in.line_number(), "unexpected text after the last move: " + quote_for_error(line));
}

void read_psq(LineReader& in, std::string_view header, Record& record) {
  // "Piskvorky 15x15, 11:11, 0": the size is the number before 'x'.
  std::size_t at = header.find_first_of("0123456789");
  std::size_t end = header.find('x', at);
  if (at == std::string_view::npos || end == std::string_view::npos)
    throw InputError(in.line_number(), "PSQ header without a board size: " + quote_for_error(header));
  auto width = parse_int(header.substr(at, end - at), 1, 1000, "board width", in.line_number());
  std::size_t height_end = header.find_first_not_of("0123456789", end + 1);
  auto height = parse_int(header.substr(end + 1, height_end - end - 1), 1, 1000, "board height",
                          in.line_number());
  if (width != height) throw InputError(in.line_number(), "only square boards are supported");
  check_size(width, in.line_number());
  record.size = int(width);
  std::string_view line;
  while (in.next_nonblank(line)) {
    // A move is 2 or 3 comma-separated integers; anything else ends the move list.
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
      std::size_t comma = line.find(',', start);
      parts.push_back(line.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
      if (comma == std::string_view::npos) break;
      start = comma + 1;
    }
    for (auto& part : parts) {
      while (!part.empty() && std::isspace(static_cast<unsigned char>(part.front()))) part.remove_prefix(1);
      while (!part.empty() && std::isspace(static_cast<unsigned char>(part.back()))) part.remove_suffix(1);
    }
    if (parts.size() < 2 || parts.size() > 3 || !is_integer(parts[0]) || !is_integer(parts[1])) break;
    auto x = parse_int(parts[0], 1, record.size, "column", in.line_number());
    auto y = parse_int(parts[1], 1, record.size, "row", in.line_number());
    add_move(record, int(x - 1), int(y - 1), in.line_number());
  }
}

void read_plain(LineReader& in, std::string_view line, Record& record) {
  do {
    std::size_t i = 0;
    while (i < line.size()) {
      while (i < line.size() && (std::isspace(static_cast<unsigned char>(line[i])) || line[i] == ',')) ++i;
      if (i == line.size()) break;
      std::size_t start = i;
      while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i])) && line[i] != ',') ++i;
      std::string_view token = line.substr(start, i - start);
      char letter = static_cast<char>(std::tolower(static_cast<unsigned char>(token[0])));
      if (letter < 'a' || letter > 'z' || !is_integer(token.substr(1)))
        throw InputError(in.line_number(), "expected a move like 'h8', got " + quote_for_error(token));
      auto row = parse_int(token.substr(1), 1, record.size, "row number", in.line_number());
      add_move(record, letter - 'a', record.size - int(row), in.line_number());
    }
  } while (in.next_nonblank(line));
}

}  // namespace

std::string write_referee_record(const Record& record) {
  std::string text = std::to_string(record.moves.size()) + "\n";
  for (Point move : record.moves) text += std::to_string(y_of(move) + 1) + " " + std::to_string(x_of(move) + 1) + "\n";
  return text;
}

Record read_record(LineReader& in, int size) {
  check_size(size, 0);
  Record record;
  record.size = size;
  std::string_view first;
  if (!in.next_nonblank(first)) {  // an empty record: no moves
    record.empty_input = true;
    return record;
  }
  Fields fields(first);
  if (first.find("Piskvorky") != std::string_view::npos) read_psq(in, first, record);
  else if (fields.size() == 1 && is_integer(fields[0])) read_referee(in, first, record);
  else read_plain(in, first, record);
  return record;
}

namespace {

// The winning row through p: the longest run of `colour` along any direction.
std::vector<Point> winning_line(const Board& board, Point p, Stone colour, Rule rule) {
  bool exact = rule == Rule::kStandard || (rule == Rule::kRenju && colour == kBlack);
  for (int direction : kDirections) {
    int length = board.run_length(p, direction, colour);
    if (exact ? length != 5 : length < 5) continue;
    Point first = p;
    while (board.at(first - direction) == colour) first -= direction;
    std::vector<Point> line;
    for (Point q = first; board.at(q) == colour; q += direction) line.push_back(q);
    return line;
  }
  return {};
}

}  // namespace

Verdict adjudicate(const Record& record, Rule rule) {
  Verdict verdict;
  verdict.rule = rule;
  verdict.size = record.size;
  verdict.moves = static_cast<int>(record.moves.size());
  State state(record.size, rule);
  Board after_end(record.size);  // keeps checking occupancy once the game is over
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    Point p = record.moves[i];
    if (after_end.at(p) != kEmpty)
      throw InputError(record.lines[i], "move " + std::to_string(i + 1) + " (" +
                                            point_label(after_end, p) + ") is on an occupied point");
    after_end.place(p, i % 2 ? kWhite : kBlack);
    if (state.is_terminal()) continue;
    state.play(p);
    if (state.is_terminal()) {
      verdict.ending = state.ending();
      verdict.winner = state.winner();
      verdict.deciding_move = static_cast<int>(i + 1);
      verdict.deciding_point = p;
      verdict.forbidden = state.forbidden_shape();
      if (state.ending() == Ending::kFive)
        verdict.winning_line = winning_line(state.board(), p, state.winner(), rule);
    }
  }
  return verdict;
}

std::string describe_verdict(const Verdict& v) {
  Board labels(v.size);
  std::string text = "rule " + std::string(rule_name(v.rule)) + ", board " + std::to_string(v.size) +
                     "x" + std::to_string(v.size) + ", " + std::to_string(v.moves) + " moves\n";
  auto who = [](Stone s) { return std::string(stone_name(s)); };
  std::string move = std::to_string(v.deciding_move);
  switch (v.ending) {
    case Ending::kNone:
      text += "result: no winner yet\n";
      break;
    case Ending::kFullBoard:
      text += "result: draw, the board is full after move " + move + "\n";
      break;
    case Ending::kFive: {
      text += "result: " + who(v.winner) + " wins\n";
      text += "deciding move: " + move + " " + point_label(labels, v.deciding_point) + "\n";
      text += "winning line:";
      for (Point p : v.winning_line) text += " " + point_label(labels, p);
      text += "\n";
      break;
    }
    case Ending::kForbidden:
      text += "result: white wins, black's move is forbidden\n";
      text += "deciding move: " + move + " " + point_label(labels, v.deciding_point) + "\n";
      text += "forbidden move by black: " + move + " " + point_label(labels, v.deciding_point) +
              " " + forbidden_name(v.forbidden) + "\n";
      break;
  }
  if (v.deciding_move > 0 && v.deciding_move < v.moves)
    text += "ignored: " + std::to_string(v.moves - v.deciding_move) + " moves after the end\n";
  return text;
}

}  // namespace gg::gomoku
