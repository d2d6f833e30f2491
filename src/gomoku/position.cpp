#include "gomoku/position.h"

#include <vector>

namespace gg::gomoku {

Board read_position(LineReader& in) {
  std::vector<std::string> rows;
  std::vector<std::size_t> row_lines;
  std::string_view line;
  while (in.next_nonblank(line)) {
    std::string row;
    bool comment = false;
    for (char c : line) {
      if (c == ' ' || c == '\t' || c == '\r') continue;
      if (row.empty() && c == '#') {
        comment = true;
        break;
      }
      if (c == 'X' || c == 'x') row += 'X';
      else if (c == 'O' || c == 'o') row += 'O';
      else if (c == '.' || c == '-' || c == '+') row += '.';
      else in.fail(std::string("unexpected character '") + c + "' in a board row (use X, O or .)");
    }
    if (comment) continue;
    if (row.size() > static_cast<std::size_t>(kMaxSize))
      in.fail("a board row has " + std::to_string(row.size()) + " points; at most " +
              std::to_string(kMaxSize) + " are supported");
    if (!rows.empty() && row.size() != rows.front().size())
      in.fail("this row has " + std::to_string(row.size()) + " points but the first has " +
              std::to_string(rows.front().size()));
    if (rows.size() == static_cast<std::size_t>(kMaxSize)) in.fail("more than 22 board rows");
    rows.push_back(std::move(row));
    row_lines.push_back(in.line_number());
  }
  if (rows.empty()) throw InputError(in.line_number(), "no board rows in the position");
  int size = static_cast<int>(rows.size());
  if (static_cast<int>(rows.front().size()) != size)
    throw InputError(in.line_number(), "the board is not square: " + std::to_string(size) +
                                           " rows of " + std::to_string(rows.front().size()));
  if (size < kMinSize)
    throw InputError(in.line_number(), "the board must be at least 5 x 5, got " +
                                           std::to_string(size) + " x " + std::to_string(size));
  Board board(size);
  for (int y = 0; y < size; ++y)
    for (int x = 0; x < size; ++x) {
      char c = rows[y][x];
      if (c != '.') board.place(make_point(x, y), c == 'X' ? kBlack : kWhite);
    }
  return board;
}

Stone side_to_move(const Board& board) {
  int black = 0, white = 0;
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x) {
      black += board.at(x, y) == kBlack;
      white += board.at(x, y) == kWhite;
    }
  if (black == white) return kBlack;
  if (black == white + 1) return kWhite;
  throw InputError(0, "black has " + std::to_string(black) + " stones and white " +
                          std::to_string(white) + ": not a position of alternate moves");
}

std::string draw_position(const Board& board) {
  std::string text;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      Stone s = board.at(x, y);
      text += s == kBlack ? 'X' : s == kWhite ? 'O' : '.';
    }
    text += '\n';
  }
  return text;
}

}  // namespace gg::gomoku
