#include "gomoku/forbidden.h"

#include "gomoku/line_shape.h"

namespace gg::gomoku {

const char* forbidden_name(Forbidden kind) {
  switch (kind) {
    case Forbidden::kNone: return "none";
    case Forbidden::kDoubleThree: return "double-three";
    case Forbidden::kDoubleFour: return "double-four";
    case Forbidden::kOverline: return "overline";
  }
  return "?";
}

namespace {

// With black's stone already on p: is it a true three along `direction`? True when one of the
// straight-four points is itself an allowed move for black.
bool is_true_three(Board& board, Point p, int direction, std::uint16_t points) {
  for (int k = -4; k <= 4; ++k) {
    if (!(points & (1u << (k + 4)))) continue;
    if (forbidden_kind(board, p + k * direction) == Forbidden::kNone) return true;
  }
  return false;
}

}  // namespace

Forbidden forbidden_kind(Board& board, Point p) {
  LineShape shapes[4];
  for (int d = 0; d < 4; ++d) shapes[d] = black_line_shape(board, p, kDirections[d]);

  // 1. A five wins whatever else the stone makes.
  for (const auto& shape : shapes)
    if (shape.five) return Forbidden::kNone;
  // 2. Overline, then double-four: single-line facts, no recursion needed.
  for (const auto& shape : shapes)
    if (shape.overline) return Forbidden::kOverline;
  int fours = 0, three_candidates = 0;
  for (const auto& shape : shapes) {
    fours += shape.fours;
    if (shape.straight_four_points) ++three_candidates;
  }
  if (fours >= 2) return Forbidden::kDoubleFour;
  if (three_candidates < 2) return Forbidden::kNone;

  // 3. Double-three: count lines whose three is real, asking recursively whether the points
  // that would make it a straight four are allowed (with this stone on the board).
  board.place(p, kBlack);
  int threes = 0;
  for (int d = 0; d < 4 && threes < 2; ++d) {
    if (shapes[d].straight_four_points &&
        is_true_three(board, p, kDirections[d], shapes[d].straight_four_points))
      ++threes;
  }
  board.remove(p);
  return threes >= 2 ? Forbidden::kDoubleThree : Forbidden::kNone;
}

std::vector<ForbiddenPoint> forbidden_points(const Board& board) {
  Board scratch = board;
  std::vector<ForbiddenPoint> found;
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x) {
      Point p = make_point(x, y);
      if (scratch.at(p) != kEmpty) continue;
      Forbidden kind = forbidden_kind(scratch, p);
      if (kind != Forbidden::kNone) found.push_back({p, kind});
    }
  return found;
}

}  // namespace gg::gomoku
