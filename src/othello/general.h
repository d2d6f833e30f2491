// Othello on any even board size from 4 x 4 to 16 x 16: a plain square-by-square
// implementation (the 8 x 8 engine uses bitboards instead), small enough to be obviously right
// and fast enough to solve 4 x 4 and late 6 x 6 positions completely.
//
// Squares are numbered row by row from the top-left, row * size + col; the pass move is
// size * size. The start has the four centre squares: white on the top-left/bottom-right pair,
// black on the other two, black to move (as on 8 x 8).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gg::othello {

class GeneralState {
 public:
  using Move = int;
  static constexpr int kMinSize = 4, kMaxSize = 16;

  // The standard start position of a size x size board (size even, 4..16).
  explicit GeneralState(int size = 8);

  // size*size characters row by row ('X'/'*'/'B' black, 'O'/'W' white, '-'/'.' empty),
  // whitespace, the side to move (X or O). Returns false and sets *error on bad text.
  static bool parse(std::string_view text, int size, GeneralState& out, std::string* error = nullptr);
  std::string text() const;

  int size() const { return size_; }
  int pass_move() const { return size_ * size_; }
  // 0 black, 1 white.
  int current_player() const { return to_move_; }
  // Placements in square order; {pass} when only the opponent can play; empty at the end.
  std::vector<Move> legal_moves() const;
  void play(Move move);
  void undo();
  bool is_terminal() const;
  // Final disc difference for black, empty squares to the winner.
  int result() const;
  std::uint64_t key() const;
  int empty_count() const;
  // Discs of a colour (0 black, 1 white) and the colour on a square (-1 empty).
  int count(int colour) const;
  int at(int sq) const { return cells_[sq]; }

  friend bool operator==(const GeneralState& a, const GeneralState& b) {
    return a.size_ == b.size_ && a.to_move_ == b.to_move_ && a.cells_ == b.cells_;
  }

 private:
  // Squares flipped if `colour` played at sq (empty when illegal).
  void flips(int sq, int colour, std::vector<int>& out) const;
  bool has_move(int colour) const;

  int size_;
  int to_move_ = 0;
  std::vector<std::int8_t> cells_;  // -1 empty, 0 black, 1 white
  struct Undo {
    Move move;
    std::vector<int> flipped;
  };
  std::vector<Undo> history_;
};

struct GeneralSolveResult {
  int score = 0;       // for the side to move
  int move = -1;       // a best move (pass_move() for a pass, -1 at the end)
  std::uint64_t nodes = 0;
};

// Exact solution by alpha-beta with a transposition table and fastest-first ordering. Throws
// gg::BeyondLimits when more than max_nodes nodes would be needed (0: no limit). The table is
// cleared whenever it would use more than about table_bytes (results stay exact).
GeneralSolveResult solve_general(const GeneralState& state, std::uint64_t max_nodes = 0,
                                 std::size_t table_bytes = std::size_t(256) << 20);

// Perft in the 8 x 8 convention (passes are plies, finished games are leaves wherever they end).
std::uint64_t perft_general(GeneralState& state, int depth);

// "a1".. style name of a square on a board of this size ("pass" for the pass move).
std::string general_square_name(int move, int size);

}  // namespace gg::othello
