// One line of a move-loss position file (bench/gomoku_move_loss_positions*.txt, written by
// bench/gomoku_move_loss.py): "x,y x,y ... # rapfi V best x,y", the moves from black's first.
// Shared by the bench programs that read those files.
#pragma once

#include <cstdio>
#include <sstream>
#include <string>

#include "gomoku/board.h"

namespace gg::gomoku::bench {

// Places the line's moves on `board` (empty, 15 x 15), sets the side to move and Rapfi's choice
// (kNoPoint without one). False if a move is malformed, off the board or repeated, or there is
// no move.
inline bool parse_move_loss_line(const std::string& line, Board& board, Stone& to_move, Point& best) {
  std::string moves = line.substr(0, line.find('#'));
  std::istringstream fields(moves);
  std::string move;
  int count = 0;
  while (fields >> move) {
    int x = -1, y = -1;
    if (std::sscanf(move.c_str(), "%d,%d", &x, &y) != 2 || !board.contains(x, y) || board.at(make_point(x, y)) != kEmpty)
      return false;
    board.place(make_point(x, y), count++ % 2 ? kWhite : kBlack);
  }
  to_move = count % 2 ? kWhite : kBlack;
  best = kNoPoint;
  std::size_t at = line.find(" best ");
  int x = -1, y = -1;
  if (at != std::string::npos && std::sscanf(line.c_str() + at + 6, "%d,%d", &x, &y) == 2 && board.contains(x, y))
    best = make_point(x, y);
  return count > 0;
}

}  // namespace gg::gomoku::bench
