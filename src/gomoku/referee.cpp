#include "gomoku/referee.h"

#include <string>

#include "gomoku/board.h"

namespace gg::gomoku {

namespace {

constexpr int kRefereeSize = 15;

// One move line "x y" (row, column, 1-based) as a board point.
Point read_move(std::string_view line, std::size_t line_number) {
  Fields fields(line);
  if (fields.size() != 2)
    throw InputError(line_number, "expected a move 'x y' (row and column, 1..15), got " +
                                      quote_for_error(line));
  auto row = parse_int(fields[0], 1, kRefereeSize, "row x", line_number);
  auto column = parse_int(fields[1], 1, kRefereeSize, "column y", line_number);
  return make_point(static_cast<int>(column - 1), static_cast<int>(row - 1));
}

}  // namespace

void judge(LineReader& in, std::ostream& out) {
  std::string_view line;
  if (!in.next_nonblank(line)) throw InputError(in.line_number() + 1, "expected the move count n, found end of input");
  Fields count_fields(line);
  if (count_fields.size() != 1)
    throw InputError(in.line_number(), "expected the move count n alone, got " + quote_for_error(line));
  const auto n = parse_int(count_fields[0], 0, kRefereeSize * kRefereeSize, "move count n",
                           in.line_number());

  Board board(kRefereeSize);
  std::int64_t deciding_move = 0;  // 0 while nobody has five
  for (std::int64_t move = 1; move <= n; ++move) {
    if (!in.next_nonblank(line))
      throw InputError(in.line_number() + 1, "expected move " + std::to_string(move) + " of " +
                                                 std::to_string(n) + ", found end of input");
    Point p = read_move(line, in.line_number());
    if (board.at(p) != kEmpty)
      throw InputError(in.line_number(), "move " + std::to_string(move) + " is on an occupied point: " +
                                             quote_for_error(line));
    Stone colour = move % 2 == 1 ? kBlack : kWhite;
    board.place(p, colour);
    if (deciding_move == 0 && makes_five(board, p, colour, Rule::kFreestyle)) deciding_move = move;
  }
  // The verdict is decided once the n moves are read: print it before refusing trailing text.
  if (deciding_move == 0) out << "Tie\n";
  else out << (deciding_move % 2 == 1 ? "A " : "B ") << deciding_move << '\n';

  if (in.next_nonblank(line))
    throw InputError(in.line_number(), "unexpected text after the last of the " +
                                           std::to_string(n) + " moves: " + quote_for_error(line));
}

}  // namespace gg::gomoku
