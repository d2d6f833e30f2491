// The main search's horizon: a quiescence search over fours (Rapfi's "QVCF").
//
// At the horizon the static evaluation values the position as it stands; it cannot see what a
// four and its forced block change. Here the side to move (the attacker) may stand pat on the
// static value or play a four; the defender's answer is forced (the five point), and a block
// that makes a four of the blocker's forces the other side in turn. When the attacker had to
// block and made no four, the defender is to move in a quiet position: its static value. The
// fours tried are narrow_fours.h's choice: every four first, then the two best on the lines of
// the attacker's previous four. So it finds the wins of the narrow VCF it replaced, and also
// the positions a four and its block improve without a win.
#pragma once

#include <algorithm>
#include <cstdint>

#include "gomoku/narrow_fours.h"
#include "gomoku/pattern_board.h"
#include "gomoku/search.h"
#include "gomoku/sure_win.h"

namespace gg::gomoku {

// The fail-soft alpha-beta value of the position for `attacker`, to move and `ply` plies below
// the search's root (a win in n plies from the root is kWinScore - n), with at most `fours_left`
// fours in a line and none from ply `max_ply` on. `evaluate(s)` is the static value for s to
// move; `nodes` grows by the positions visited. A five point of the opponent's is blocked first
// (a forced move, not a four of the attacker's). The board is restored.
template <class Evaluate>
int quiescence(PatternBoard& board, Stone attacker, int alpha, int beta, int ply, int fours_left, int max_ply,
               const Evaluate& evaluate, std::uint64_t& nodes);

namespace quiescence_detail {

// s is to move; `attacking`: whether s is the side that may start fours; `last`: the attacker's
// previous four (kNoPoint at the first).
template <class Evaluate>
int search(PatternBoard& board, Stone s, int alpha, int beta, int ply, int fours_left, int max_ply, bool attacking,
           Point last, const Evaluate& evaluate, std::uint64_t& nodes) {
  ++nodes;
  Stone o = opponent(s);
  if (board.count(s, kClassFive) > 0) return kWinScore - ply;
  if (board.count(o, kClassFive) > 0) {
    if (board.count(o, kClassFive) >= 2) return -(kWinScore - ply - 1);
    Point block = board.five_point(o, board.last_move());
    if (!board.allowed(block, s)) return -(kWinScore - ply - 1);
    if (ply >= max_ply) return evaluate(s);
    board.play(block, s);
    int value = -search(board, o, -beta, -alpha, ply + 1, fours_left, max_ply, !attacking, last, evaluate, nodes);
    board.undo();
    return value;
  }
  if (!attacking) return evaluate(s);
  if (int plies = sure_win_plies(board, s)) return kWinScore - ply - (plies - 1);
  int best = evaluate(s);
  if (best >= beta || fours_left <= 0 || ply >= max_ply || board.four_points(s) == 0) return best;
  alpha = std::max(alpha, best);
  FourList fours;
  std::size_t count = narrow_fours(board, s, last, fours);
  for (std::size_t i = 0; i < count; ++i) {
    Point m = fours[i];
    if (!board.allowed(m, s)) continue;
    board.play(m, s);
    int value = -search(board, o, -beta, -alpha, ply + 1, fours_left - 1, max_ply, false, m, evaluate, nodes);
    board.undo();
    if (value > best) {
      best = value;
      alpha = std::max(alpha, value);
      if (alpha >= beta) break;
    }
  }
  return best;
}

}  // namespace quiescence_detail

template <class Evaluate>
int quiescence(PatternBoard& board, Stone attacker, int alpha, int beta, int ply, int fours_left, int max_ply,
               const Evaluate& evaluate, std::uint64_t& nodes) {
  return quiescence_detail::search(board, attacker, alpha, beta, ply, fours_left, max_ply, true, kNoPoint, evaluate,
                                   nodes);
}

}  // namespace gg::gomoku
