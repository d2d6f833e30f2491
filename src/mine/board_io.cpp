#include "mine/board_io.h"

#include <numeric>
#include <random>
#include <vector>

#include "core/errors.h"

namespace gg::mine {

namespace {

constexpr std::int64_t kMaxSide = 1000;

bool only_numbers(std::string_view line) {
  for (char c : line)
    if (!(c == ' ' || c == '\t' || c == '-' || c == '+' || (c >= '0' && c <= '9'))) return false;
  return true;
}

int mines_around(const Board& board, int r, int c) {
  int count = 0;
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      int rr = r + dr, cc = c + dc;
      if ((dr || dc) && rr >= 0 && rr < board.rows && cc >= 0 && cc < board.cols) count += board.mine[board.index(rr, cc)];
    }
  return count;
}

// `line` is the "N M K" line (read_board has checked a "T" line before it).
Board read_coordinates(LineReader& in, std::string_view line) {
  std::int64_t nmk[3];
  const IntField spec[] = {{"N", 1, kMaxSide}, {"M", 1, kMaxSide}, {"K", 0, kMaxSide * kMaxSide}};
  parse_ints(line, in.line_number(), spec, 3, nmk);
  if (nmk[2] > nmk[0] * nmk[1]) in.fail("K = " + std::to_string(nmk[2]) + " mines do not fit on the board");
  Board board(static_cast<int>(nmk[0]), static_cast<int>(nmk[1]));
  for (std::int64_t k = 0; k < nmk[2]; ++k) {
    if (!in.next_nonblank(line))
      throw InputError(in.line_number() + 1, "input ends after " + std::to_string(k) + " of the " +
                                                 std::to_string(nmk[2]) + " mines");
    std::int64_t xy[2];
    const IntField mine_spec[] = {{"X", 0, nmk[0] - 1}, {"Y", 0, nmk[1] - 1}};
    parse_ints(line, in.line_number(), mine_spec, 2, xy);
    std::uint8_t& cell = board.mine[board.index(int(xy[0]), int(xy[1]))];
    if (cell) in.fail("duplicate mine at " + std::to_string(xy[0]) + " " + std::to_string(xy[1]));
    cell = 1;
  }
  if (in.next_nonblank(line)) in.fail("unexpected text after the mines: " + quote_for_error(line));
  return board;
}

// A line read ahead of its reader, with its number.
struct PendingLine {
  std::string text;
  std::size_t number;
};

// `pending` holds the first rows (already read); the rest come from `in`.
Board read_grid(LineReader& in, const std::vector<PendingLine>& pending) {
  std::vector<std::string> rows;
  std::vector<std::size_t> line_of_row;
  auto add_row = [&](std::string_view row, std::size_t line_number) {
    row = trim_blanks(row);
    auto fail = [&](const std::string& message) { throw InputError(line_number, message); };
    if (!rows.empty() && row.size() != rows[0].size())
      fail("row of " + std::to_string(row.size()) + " cells, the first row has " + std::to_string(rows[0].size()));
    if (row.size() > std::size_t(kMaxSide)) fail("rows are limited to 1000 cells");
    if (rows.size() == std::size_t(kMaxSide)) fail("boards are limited to 1000 rows");
    for (char c : row)
      if (!(c == '*' || c == '.' || c == 'o' || (c >= '0' && c <= '8')))
        fail("unexpected character " + quote_for_error(std::string_view(&c, 1)) +
             " (use '*' mine, '.' hidden, 'o' or the number for a revealed cell)");
    rows.emplace_back(row);
    line_of_row.push_back(line_number);
  };
  for (const PendingLine& row : pending) add_row(row.text, row.number);
  std::string_view line;
  while (in.next_nonblank(line)) add_row(line, in.line_number());
  Board board(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()));
  board.revealed.assign(board.mine.size(), 0);
  bool any_revealed = false;
  for (int r = 0; r < board.rows; ++r)
    for (int c = 0; c < board.cols; ++c) {
      char ch = rows[r][c];
      board.mine[board.index(r, c)] = ch == '*';
      board.revealed[board.index(r, c)] = ch != '*' && ch != '.';
      any_revealed |= ch != '*' && ch != '.';
    }
  for (int r = 0; r < board.rows; ++r)
    for (int c = 0; c < board.cols; ++c) {
      char ch = rows[r][c];
      if (ch >= '0' && ch <= '8' && mines_around(board, r, c) != ch - '0')
        throw InputError(line_of_row[r], "cell (" + std::to_string(r) + ", " + std::to_string(c) + ") shows " +
                                             std::string(1, ch) + " but has " +
                                             std::to_string(mines_around(board, r, c)) + " mines around");
    }
  if (!any_revealed) board.revealed.clear();
  return board;
}

}  // namespace

Board read_board(LineReader& in) {
  std::string_view line;
  if (!in.next_nonblank(line)) throw InputError(1, "no board: the input is empty");
  // Telling the forms apart: a grid row has no blanks inside, and the coordinates form starts
  // with "N M K" or with "T" alone followed by "N M K". So a first line of several numbers is
  // coordinates, and a single field of digits is T only when an "N M K"-like line follows;
  // otherwise it is a grid row of revealed numbers ("0110": a drawn board must read back).
  if (!only_numbers(line)) return read_grid(in, {{std::string(line), in.line_number()}});
  if (Fields(line).size() != 1) return read_coordinates(in, line);
  PendingLine first{std::string(trim_blanks(line)), in.line_number()};
  std::string_view next;
  bool more = in.next_nonblank(next);
  if (more && only_numbers(next) && Fields(next).size() >= 2) {
    parse_int(first.text, 1, 1, "T (analyze takes one board)", first.number);
    return read_coordinates(in, next);
  }
  std::vector<PendingLine> rows{first};
  if (more) rows.push_back({std::string(next), in.line_number()});
  return read_grid(in, rows);
}

Board random_board(int rows, int cols, std::int64_t mines, std::uint64_t seed) {
  Board board(rows, cols);
  std::mt19937_64 rng(seed);
  std::vector<int> cells(board.mine.size());
  std::iota(cells.begin(), cells.end(), 0);
  for (std::int64_t i = 0; i < mines; ++i) {
    std::size_t j = i + rng() % (cells.size() - i);
    std::swap(cells[i], cells[j]);
    board.mine[cells[i]] = 1;
  }
  return board;
}

std::string draw_board(const Board& board, bool with_coordinates) {
  std::string text;
  int label = with_coordinates ? static_cast<int>(std::to_string(board.rows - 1).size()) + 1 : 0;
  if (with_coordinates) {
    // Column numbers written downwards, one digit per line (tens above units).
    int digits = static_cast<int>(std::to_string(board.cols - 1).size());
    for (int d = digits - 1; d >= 0; --d) {
      text += std::string(label, ' ');
      for (int c = 0; c < board.cols; ++c) {
        int power = 1;
        for (int i = 0; i < d; ++i) power *= 10;
        text += (d > 0 && c < power) ? ' ' : char('0' + (c / power) % 10);
      }
      text += '\n';
    }
  }
  for (int r = 0; r < board.rows; ++r) {
    if (with_coordinates) {
      std::string number = std::to_string(r);
      text += std::string(label - 1 - number.size(), ' ') + number + ' ';
    }
    for (int c = 0; c < board.cols; ++c) {
      int cell = board.index(r, c);
      if (board.mine[cell]) text += '*';
      else if (!board.is_revealed(cell)) text += '.';
      else text += char('0' + mines_around(board, r, c));
    }
    text += '\n';
  }
  return text;
}

}  // namespace gg::mine
