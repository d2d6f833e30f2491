#include "othello/board.h"

namespace gg::othello {

std::string square_name(int move) {
  if (move == kPass) return "pass";
  if (move < 0 || move >= 64) return "--";
  return std::string{char('a' + col_of(move)), char('1' + row_of(move))};
}

int parse_square(std::string_view text) {
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
  if (text.size() == 2) {
    char c = lower(text[0]), r = text[1];
    if (c >= 'a' && c <= 'h' && r >= '1' && r <= '8') return square_of(r - '1', c - 'a');
    if ((c == 'p' && lower(r) == 's') || text == "--") return kPass;
    return -1;
  }
  if (text.size() == 4 && lower(text[0]) == 'p' && lower(text[1]) == 'a' && lower(text[2]) == 's' &&
      lower(text[3]) == 's')
    return kPass;
  return -1;
}

Position Position::start() {
  // d4 = 27 and e5 = 36 white; e4 = 28 and d5 = 35 black.
  return Position{bit(28) | bit(35), bit(27) | bit(36)};
}

Board Board::from_colors(Bitboard black, Bitboard white, Color to_move) {
  Board s;
  s.to_move = to_move;
  s.position = to_move == kBlack ? Position{black, white} : Position{white, black};
  return s;
}

bool parse_board_text(std::string_view text, Board& board, std::string* error) {
  auto fail = [&](const std::string& message) {
    if (error) *error = message;
    return false;
  };
  if (text.size() < 64) return fail("board needs 64 squares, got " + std::to_string(text.size()) + " characters");
  Bitboard black = 0, white = 0;
  for (int sq = 0; sq < 64; ++sq) {
    char c = text[sq];
    if (c == 'X' || c == 'x' || c == '*' || c == 'B' || c == 'b') black |= bit(sq);
    else if (c == 'O' || c == 'o' || c == 'W' || c == 'w') white |= bit(sq);
    else if (c != '-' && c != '.')
      return fail(std::string("bad square character '") + c + "' at " + square_name(sq));
  }
  std::size_t i = 64;
  if (i >= text.size() || (text[i] != ' ' && text[i] != '\t'))
    return fail("expected whitespace then the side to move after the 64 squares");
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
  if (i >= text.size()) return fail("missing side to move");
  char side = text[i];
  Color to_move;
  if (side == 'X' || side == 'x' || side == 'B' || side == 'b' || side == '*') to_move = kBlack;
  else if (side == 'O' || side == 'o' || side == 'W' || side == 'w') to_move = kWhite;
  else return fail(std::string("bad side to move '") + side + "' (expected X or O)");
  if (i + 1 < text.size() && text[i + 1] != ' ' && text[i + 1] != '\t' && text[i + 1] != ';')
    return fail("the side to move must be one character");
  board = Board::from_colors(black, white, to_move);
  return true;
}

std::string board_text(const Board& board) {
  std::string s(64, '-');
  for (int sq = 0; sq < 64; ++sq) {
    if (board.black() & bit(sq)) s[sq] = 'X';
    else if (board.white() & bit(sq)) s[sq] = 'O';
  }
  s += ' ';
  s += board.to_move == kBlack ? 'X' : 'O';
  return s;
}

std::string board_diagram(const Board& board) {
  std::string s = "  a b c d e f g h\n";
  for (int r = 0; r < 8; ++r) {
    s += char('1' + r);
    for (int c = 0; c < 8; ++c) {
      int sq = square_of(r, c);
      s += ' ';
      s += (board.black() & bit(sq)) ? 'X' : (board.white() & bit(sq)) ? 'O' : '-';
    }
    s += '\n';
  }
  s += board.to_move == kBlack ? "X (black) to move\n" : "O (white) to move\n";
  return s;
}

}  // namespace gg::othello
