#include "mine/game_state.h"

#include <utility>

#include "core/bits.h"

namespace gg::mine {

GameState::GameState(Board board) : board_(std::move(board)) {
  const std::size_t cells = std::size_t(board_.rows) * board_.cols;
  if (board_.revealed.empty()) board_.revealed.assign(cells, 0);
  layout_.compute(board_);
  for (std::size_t cell = 0; cell < cells; ++cell) hidden_safe_ += !board_.mine[cell] && !board_.revealed[cell];
}

std::vector<GameState::Move> GameState::legal_moves() const {
  std::vector<Move> moves;
  const int cells = board_.rows * board_.cols;
  for (int cell = 0; cell < cells; ++cell)
    if (!board_.mine[cell] && !board_.revealed[cell]) moves.push_back(cell);
  return moves;
}

void GameState::play(Move cell) {
  marks_.push_back(revealed_order_.size());
  auto reveal = [&](int c) {
    if (board_.revealed[c]) return;
    board_.revealed[c] = 1;
    revealed_order_.push_back(c);
    --hidden_safe_;
  };
  std::int32_t region = layout_.region_of(cell);
  if (region == Layout::kNone) {
    reveal(cell);
    return;
  }
  // A blank click: breadth-first over the region (iterative), revealing its numbers as met.
  std::size_t queue = revealed_order_.size();
  reveal(cell);
  const int rows = board_.rows, cols = board_.cols;
  while (queue < revealed_order_.size()) {
    int c = revealed_order_[queue++];
    if (layout_.region_of(c) == Layout::kNone) continue;  // numbers do not spread
    int r0 = c / cols, c0 = c % cols;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        int r = r0 + dr, cc = c0 + dc;
        if (r < 0 || r >= rows || cc < 0 || cc >= cols) continue;
        if (!board_.mine[r * cols + cc]) reveal(r * cols + cc);
      }
  }
}

void GameState::undo() {
  std::size_t mark = marks_.back();
  marks_.pop_back();
  while (revealed_order_.size() > mark) {
    board_.revealed[revealed_order_.back()] = 0;
    revealed_order_.pop_back();
    ++hidden_safe_;
  }
}

std::uint64_t GameState::key() const {
  const int cells = board_.rows * board_.cols;
  std::uint64_t key = 0;
  if (cells <= 64) {
    for (int cell = 0; cell < cells; ++cell)
      if (!board_.revealed[cell]) key |= std::uint64_t(1) << cell;
    return key;
  }
  for (int cell = 0; cell < cells; ++cell)
    if (!board_.revealed[cell]) key = mix64(key ^ std::uint64_t(cell));
  return key;
}

}  // namespace gg::mine
