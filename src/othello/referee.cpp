// UVa 220 referee: a thin text layer over the bitboard rules of board.h.
#include "othello/referee.h"

#include <cstdio>
#include <string>

#include "othello/board.h"

namespace gg::othello {

namespace {

// Next non-blank line, trimmed; `what` names what was expected when the input ends.
std::string_view expect_line(LineReader& in, const char* what) {
  std::string_view line;
  if (!in.next_nonblank(line))
    // The missing line is the one after the last line read (line 1 of an empty input).
    throw InputError(in.line_number() + 1, std::string("input ends before ") + what);
  return trim_blanks(line);
}

// Reads a board whose first line was already read.
Board read_board(std::string_view first_line, LineReader& in) {
  Bitboard black = 0, white = 0;
  for (int r = 0; r < 8; ++r) {
    std::string_view line = r == 0 ? first_line : expect_line(in, "the 8 board lines");
    if (line.size() != 8)
      in.fail("board line " + std::to_string(r + 1) + " must have 8 characters '-', 'B' or 'W', got " +
              quote_for_error(line));
    for (int c = 0; c < 8; ++c) {
      char ch = line[c];
      if (ch == 'B') black |= bit(square_of(r, c));
      else if (ch == 'W') white |= bit(square_of(r, c));
      else if (ch != '-')
        in.fail(std::string("bad board character '") + ch + "' (expected '-', 'B' or 'W')");
    }
  }
  std::string_view side = expect_line(in, "the side to move");
  if (side != "B" && side != "W")
    in.fail("the side to move must be 'B' or 'W', got " + quote_for_error(side));
  return Board::from_colors(black, white, side == "B" ? kBlack : kWhite);
}

void list_moves(const Board& board, std::ostream& out) {
  Bitboard moves = board.position.moves();
  if (!moves) {
    out << "No legal move.\n";
    return;
  }
  std::string text;
  // Bit order is row-major order.
  while (moves) {
    int sq = pop_lowest(moves);
    if (!text.empty()) text += ' ';
    text += '(';
    text += char('1' + row_of(sq));
    text += ',';
    text += char('1' + col_of(sq));
    text += ')';
  }
  out << text << '\n';
}

void make_move(Board& board, std::string_view command, LineReader& in, std::ostream& out) {
  if (command.size() != 3 || command[1] < '1' || command[1] > '8' || command[2] < '1' ||
      command[2] > '8')
    in.fail("a move must be 'M' and two digits 1-8 (row, column), got " + quote_for_error(command));
  int sq = square_of(command[1] - '1', command[2] - '1');
  // The pass rule: a player without any legal move gives the turn away first.
  if (!board.position.can_move()) {
    board.position.pass();
    board.to_move = other(board.to_move);
  }
  Bitboard f = flips(board.position.player, board.position.opponent, sq);
  if (!f) {
    const char* who = board.to_move == kBlack ? "Black" : "White";
    std::string why = ((board.position.player | board.position.opponent) & bit(sq))
                          ? "the square is occupied"
                          : "it flips nothing";
    if (!board.position.can_move()) why = "neither player can move";
    in.fail(std::string("illegal move ") + std::string(command) + " for " + who + ": " + why);
  }
  board.position.apply(sq, f);
  board.to_move = other(board.to_move);
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, "Black - %2d White - %2d\n", popcount(board.black()),
                popcount(board.white()));
  out << buffer;
}

void print_board(const Board& board, std::ostream& out) {
  std::string text;
  text.reserve(72);
  for (int sq = 0; sq < 64; ++sq) {
    text += (board.black() & bit(sq)) ? 'B' : (board.white() & bit(sq)) ? 'W' : '-';
    if (col_of(sq) == 7) text += '\n';
  }
  out << text;
}

}  // namespace

void judge(LineReader& in, std::ostream& out) {
  std::string_view first = expect_line(in, "the number of games");
  std::int64_t games = parse_int(first, 0, 1000000000, "number of games", in.line_number());
  for (std::int64_t game = 0; game < games; ++game) {
    std::string_view line;
    if (!in.next_nonblank(line))
      throw InputError(in.line_number(), "input ends after " + std::to_string(game) + " of the " +
                                             std::to_string(games) + " games announced");
    Board board = read_board(trim_blanks(line), in);
    if (game > 0) out << '\n';
    for (;;) {
      std::string_view command = expect_line(in, "the game's 'Q' command");
      if (command == "L") {
        list_moves(board, out);
      } else if (command == "Q") {
        print_board(board, out);
        break;
      } else if (command[0] == 'M') {
        make_move(board, command, in, out);
      } else {
        in.fail("unknown command " + quote_for_error(command) + " (expected L, Mrc or Q)");
      }
    }
  }
  std::string_view extra;
  if (in.next_nonblank(extra))
    in.fail("more input after the " + std::to_string(games) + " games announced");
}

}  // namespace gg::othello
