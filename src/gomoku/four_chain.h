// The two steps every search by continuous fours repeats (Search::vcf): whether the
// attacker can go on at all, and what one four leads to.
#pragma once

#include "gomoku/pattern_board.h"

namespace gg::gomoku {

// Whether attacker s, to move, can keep making fours. Not when the defender has two five points;
// when it has one, s must take it (`must` is set to it, else kNoPoint) and that stone must make a
// four of s's to keep the initiative.
inline bool fours_may_continue(const PatternBoard& board, Stone s, Point& must) {
  Stone o = opponent(s);
  must = kNoPoint;
  if (board.count(o, kClassFive) == 0) return true;
  if (board.count(o, kClassFive) >= 2) return false;
  must = board.find_five(o);
  return makes_four(board.threat(s, must));
}

// Plays s's move m and, when it makes one five point, the defender's block there; whether s
// wins: two five points (one block cannot stop both), a block forbidden to renju black, or
// `after_block()` from the position after the block. A move that makes no five point wins
// nothing. The board is restored.
template <class AfterBlock>
bool four_wins(PatternBoard& board, Point m, Stone s, AfterBlock after_block) {
  Stone o = opponent(s);
  board.play(m, s);
  bool win = false;
  if (board.count(s, kClassFive) >= 2) {
    win = true;
  } else if (board.count(s, kClassFive) == 1) {
    Point block = board.five_point(s, m);
    if (!board.allowed(block, o)) {
      win = true;
    } else {
      board.play(block, o);
      win = after_block();
      board.undo();
    }
  }
  board.undo();
  return win;
}

}  // namespace gg::gomoku
