// A square Gomoku board from 5 x 5 to 22 x 22, stored with a wall border so that walking up to
// five steps from any point in any direction never needs a bounds check.
//
// Points are indices into the padded array (cheap to step along a line: add a direction); x is
// the column from the left and y the row from the top, both from 0.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "gomoku/rules.h"

namespace gg::gomoku {

enum Stone : std::uint8_t { kEmpty = 0, kBlack = 1, kWhite = 2, kWall = 3 };
inline Stone opponent(Stone colour) { return Stone(3 - colour); }  // black <-> white
// "black" / "white" ("none" for an empty point or a wall): the name every front end writes.
constexpr const char* stone_name(Stone s) { return s == kBlack ? "black" : s == kWhite ? "white" : "none"; }

constexpr int kMinSize = 5;
constexpr int kMaxSize = 22;
constexpr int kPad = 5;                         // wall cells on every side
constexpr int kStride = kMaxSize + 2 * kPad;    // 32: one padded row
constexpr int kCells = kStride * kStride;

using Point = int;
constexpr Point kNoPoint = -1;

// The four line directions: east, south, south-east, south-west.
constexpr std::array<int, 4> kDirections = {1, kStride, kStride + 1, kStride - 1};

constexpr Point make_point(int x, int y) { return (y + kPad) * kStride + x + kPad; }
constexpr int x_of(Point p) { return p % kStride - kPad; }
constexpr int y_of(Point p) { return p / kStride - kPad; }

class Board {
 public:
  explicit Board(int size = 15);

  int size() const { return size_; }
  bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < size_ && y < size_; }
  Stone at(Point p) const { return cells_[p]; }
  Stone at(int x, int y) const { return cells_[make_point(x, y)]; }
  int stone_count() const { return stones_; }
  bool full() const { return stones_ == size_ * size_; }

  // p must be an empty point of the board / hold a stone.
  void place(Point p, Stone colour) {
    cells_[p] = colour;
    ++stones_;
  }
  void remove(Point p) {
    cells_[p] = kEmpty;
    --stones_;
  }

  // Length of the unbroken run of `colour` along `direction` through p, counting p itself as
  // `colour` whatever it holds. Looks at most 5 points each way, so the answer is exact up to 5
  // and ">= 6" is all it says of longer runs: enough for every rule, and O(1).
  int run_length(Point p, int direction, Stone colour) const {
    int length = 1;
    Point q = p + direction;
    for (int step = 0; step < 5 && cells_[q] == colour; ++step, q += direction) ++length;
    q = p - direction;
    for (int step = 0; step < 5 && cells_[q] == colour; ++step, q -= direction) ++length;
    return length;
  }

  bool operator==(const Board&) const = default;

 private:
  int size_;
  int stones_ = 0;
  std::array<Stone, kCells> cells_;
};

// True when a stone of `colour` at p (empty or already holding it) makes a winning line under
// `rule`: five or more (freestyle, white in renju) or exactly five (standard, black in renju).
// Checks only the four lines through p.
bool makes_five(const Board& board, Point p, Stone colour, Rule rule);

// Human coordinates: column letter from 'A' (no letter skipped) and row number counted from the
// bottom, as in renju notation ("H8" is the centre of 15 x 15).
std::string point_label(const Board& board, Point p);

}  // namespace gg::gomoku
