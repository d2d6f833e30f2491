#include "gomoku/board.h"

namespace gg::gomoku {

Board::Board(int size) : size_(size) {
  cells_.fill(kWall);
  for (int y = 0; y < size; ++y)
    for (int x = 0; x < size; ++x) cells_[make_point(x, y)] = kEmpty;
}

bool makes_five(const Board& board, Point p, Stone colour, Rule rule) {
  bool exact = rule == Rule::kStandard || (rule == Rule::kRenju && colour == kBlack);
  for (int direction : kDirections) {
    int length = board.run_length(p, direction, colour);
    if (exact ? length == 5 : length >= 5) return true;
  }
  return false;
}

std::string point_label(const Board& board, Point p) {
  std::string label(1, char('A' + x_of(p)));
  label += std::to_string(board.size() - y_of(p));
  return label;
}

}  // namespace gg::gomoku
