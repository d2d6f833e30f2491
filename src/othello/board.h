// The 8 x 8 Othello board as two bitboards, with shift-based move generation and flips.
//
// Squares: 0 = a1 (top-left) ... 7 = h1, 8 = a2, ..., 63 = h8; row = sq / 8, col = sq % 8,
// letter = column, digit = row. Bit `sq` of a Bitboard is that square. This matches the OBF
// text form (64 characters in the same order) and the usual engine conventions.
//
// A Position holds the discs of the player to move and of the opponent, not colours: playing a
// move swaps the two roles. Who is black is tracked by callers that care (Board, State).
// Passes are moves (kPass): they only swap the roles. Undo is exact: it XORs back the flipped
// discs that play() returned.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/bits.h"

namespace gg::othello {

using Bitboard = std::uint64_t;

constexpr int kSquares = 64;
constexpr int kPass = 64;    // the pass move
constexpr int kNoMove = 65;  // "no move" (for example: best move of a finished game)

constexpr int square_of(int row, int col) { return row * 8 + col; }
constexpr int row_of(int sq) { return sq >> 3; }
constexpr int col_of(int sq) { return sq & 7; }
constexpr Bitboard bit(int sq) { return Bitboard{1} << sq; }

// "a1".."h8", "pass" for kPass, "--" for kNoMove.
std::string square_name(int move);
// Parses "a1".."h8" (either case) or "pass"/"PS"/"--" (kPass); returns -1 when not a move.
int parse_square(std::string_view text);

}  // namespace gg::othello

// legal_moves(P, O): squares where the player with discs P may play against discs O
// (Kogge-Stone style fills). flips(P, O, sq): discs of O flipped when P plays on the empty
// square sq (0 when sq is not a legal move). detail::legal_moves_portable / flips_portable are
// the plain 64-bit versions, used when the build has no AVX2 (and tested against it).
#include "othello/bitboard_ops.h"

namespace gg::othello {

// Score of a finished game for the player with discs P: disc difference with the empty
// squares given to the winner (the convention of Edax, WOF and the FFO test suite).
inline int final_score(Bitboard P, Bitboard O) {
  int p = gg::popcount(P), o = gg::popcount(O);
  int empties = 64 - p - o;
  if (p > o) return p - o + empties;
  if (p < o) return p - o - empties;
  return 0;
}

struct Position {
  Bitboard player = 0;    // discs of the side to move
  Bitboard opponent = 0;  // discs of the other side

  // The standard start: d4/e5 white, d5/e4 black, black (the player) to move.
  static Position start();

  Bitboard empties() const { return ~(player | opponent); }
  int empty_count() const { return 64 - gg::popcount(player | opponent); }
  int player_count() const { return gg::popcount(player); }
  int opponent_count() const { return gg::popcount(opponent); }
  Bitboard moves() const { return legal_moves(player, opponent); }
  bool can_move() const { return moves() != 0; }
  // Neither side can place a disc.
  bool game_over() const { return !can_move() && legal_moves(opponent, player) == 0; }
  // Only meaningful when game_over(): final_score for the side to move.
  int score() const { return final_score(player, opponent); }

  // Plays `move` (a legal square or kPass) and returns the flipped discs for undo().
  Bitboard play(int move) {
    if (move == kPass) {
      pass();
      return 0;
    }
    Bitboard f = flips(player, opponent, move);
    apply(move, f);
    return f;
  }
  // Plays a square whose flips are already known (hot paths compute them once).
  void apply(int sq, Bitboard f) {
    Bitboard mover = player ^ f ^ bit(sq);
    player = opponent ^ f;
    opponent = mover;
  }
  // Exactly reverses play(move) given what it returned.
  void undo(int move, Bitboard f) {
    if (move == kPass) {
      pass();
      return;
    }
    Bitboard mover = opponent ^ f ^ bit(move);
    opponent = player ^ f;
    player = mover;
  }
  void pass() {
    Bitboard t = player;
    player = opponent;
    opponent = t;
  }

  friend bool operator==(const Position&, const Position&) = default;
};

enum Color : int { kBlack = 0, kWhite = 1 };
inline Color other(Color c) { return c == kBlack ? kWhite : kBlack; }
// "black" / "white": the name every front end writes (JSON fields, messages).
constexpr const char* color_name(Color c) { return c == kBlack ? "black" : "white"; }

// A position with colours: what text forms describe.
struct Board {
  Position position;
  Color to_move = kBlack;

  Bitboard black() const { return to_move == kBlack ? position.player : position.opponent; }
  Bitboard white() const { return to_move == kBlack ? position.opponent : position.player; }
  static Board from_colors(Bitboard black, Bitboard white, Color to_move);

  friend bool operator==(const Board&, const Board&) = default;
};

// The OBF board form: 64 characters a1..h8 ('X' or '*' black, 'O' white, '-' or '.' empty),
// whitespace, then the side to move ('X' or 'O'; 'B'/'W' accepted too). Anything after is
// ignored by this function (OBF comments are the caller's business). Returns false and sets
// *error (when not null) on malformed text.
bool parse_board_text(std::string_view text, Board& board, std::string* error = nullptr);
// "64 characters X/O/-, a space, X or O".
std::string board_text(const Board& board);
// 8 lines of 8 characters with a header, for humans.
std::string board_diagram(const Board& board);

}  // namespace gg::othello
