#include "gomoku/line_shape.h"

#include <algorithm>
#include <array>
#include <set>

namespace gg::gomoku {

namespace {

constexpr int kWindow = 11;  // offsets -5..5, index = offset + 5
constexpr int kCentre = 5;
constexpr int kCodes = 59049;  // 3^10: the ten points other than the centre
enum Cell : std::uint8_t { kOpen = 0, kMine = 1, kBlocked = 2 };

struct Run {
  int lo, hi;
  int length() const { return hi - lo + 1; }
};

// The unbroken run of black stones through index i of the window.
Run run_through(const std::array<Cell, kWindow>& line, int i) {
  Run run{i, i};
  while (run.lo > 0 && line[run.lo - 1] == kMine) --run.lo;
  while (run.hi < kWindow - 1 && line[run.hi + 1] == kMine) ++run.hi;
  return run;
}

LineShape analyse(std::array<Cell, kWindow> line, bool exact) {
  // A run of this length is a win: exactly 5, or 5 and more.
  auto wins = [exact](int length) { return exact ? length == 5 : length >= 5; };
  LineShape shape;
  static constexpr std::uint16_t kWindowWeight[6] = {0, 1, 4, 12, 40, 120};
  for (int start = kCentre - 4; start <= kCentre; ++start) {
    int stones = 0;
    bool blocked = false;
    for (int i = start; i < start + 5; ++i) {
      blocked |= line[i] == kBlocked;
      stones += line[i] == kMine;
    }
    if (!blocked) shape.potential += kWindowWeight[stones];
  }
  Run own = run_through(line, kCentre);
  if (wins(own.length())) shape.five = true;
  if (exact && own.length() >= 6) shape.overline = true;
  if (shape.five || shape.overline) return shape;

  // Fours: the distinct sets of four stones (through the centre) that one more stone turns into
  // exactly five. A straight four .XXXX. completes at two points but is one four.
  std::set<unsigned> fours;
  int completions = 0;
  for (int q = kCentre - 4; q <= kCentre + 4; ++q) {
    if (line[q] != kOpen) continue;
    line[q] = kMine;
    Run run = run_through(line, q);
    if (wins(run.length()) && run.lo <= kCentre && kCentre <= run.hi) {
      unsigned stones = 0;
      for (int i = run.lo; i <= run.hi; ++i)
        if (i != q) stones |= 1u << i;
      fours.insert(stones);
      ++completions;
    }
    line[q] = kOpen;
  }
  shape.fours = static_cast<std::uint8_t>(fours.size());
  shape.open_four = completions >= 2;
  if (shape.fours > 0) return shape;

  // Straight-four points: one more stone makes four in a row through the centre, with both ends
  // open and each end making exactly five (not six).
  for (int q = kCentre - 4; q <= kCentre + 4; ++q) {
    if (line[q] != kOpen) continue;
    line[q] = kMine;
    Run run = run_through(line, kCentre);
    // A run of 4 through the centre lies within offsets -3..3, so its ends and the points
    // beyond them are inside the window.
    if (run.length() == 4 && run.lo <= q && q <= run.hi && line[run.lo - 1] == kOpen &&
        line[run.hi + 1] == kOpen &&
        (!exact || (line[run.lo - 2] != kMine && line[run.hi + 2] != kMine)))
      shape.straight_four_points |= std::uint16_t(1u << (q - kCentre + 4));
    line[q] = kOpen;
  }
  return shape;
}

std::array<LineShape, kCodes> build_table(bool exact) {
  std::array<LineShape, kCodes> table;
  for (int code = 0; code < kCodes; ++code) {
    std::array<Cell, kWindow> line;
    int rest = code;
    for (int i = 0; i < kWindow; ++i) {
      if (i == kCentre) {
        line[i] = kMine;
        continue;
      }
      line[i] = Cell(rest % 3);
      rest /= 3;
    }
    table[code] = analyse(line, exact);
  }
  return table;
}

const std::array<LineShape, kCodes>& table(bool exact) {
  static const std::array<LineShape, kCodes> exact_table = build_table(true);
  static const std::array<LineShape, kCodes> or_more_table = build_table(false);
  return exact ? exact_table : or_more_table;
}

}  // namespace

void prepare_line_shapes() {
  table(true);
  table(false);
}

const LineShape& line_shape(const Board& board, Point p, int direction, Stone colour,
                            bool exact_five) {
  // Digit of each Stone value, for black and for white.
  static constexpr std::uint8_t kDigit[2][4] = {{kOpen, kMine, kBlocked, kBlocked},
                                                {kOpen, kBlocked, kMine, kBlocked}};
  const std::uint8_t* digit = kDigit[colour == kWhite];
  int code = 0;
  // Digits from offset +5 down to -5 (skipping 0), so that offset -5 ends up least significant.
  for (int k = 5; k >= -5; --k) {
    if (k == 0) continue;
    code = code * 3 + digit[board.at(p + k * direction)];
  }
  return table(exact_five)[code];
}

}  // namespace gg::gomoku
