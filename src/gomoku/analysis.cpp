#include "gomoku/analysis.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>

#include "core/progress.h"
#include "gomoku/pattern_board.h"
#include "gomoku/search.h"

namespace gg::gomoku {

namespace {

using Clock = std::chrono::steady_clock;

std::vector<Point> candidates(const PatternBoard& board) {
  std::vector<Point> points;
  if (board.stone_count() == 0) {
    points.push_back(make_point(board.size() / 2, board.size() / 2));
    return points;
  }
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x) {
      Point p = make_point(x, y);
      if (board.at(p) == kEmpty && board.near_stones(p)) points.push_back(p);
    }
  return points;
}

// The search's value is counted from the reply; the move itself adds one ply to a proof.
int from_reply(int reply_score) {
  int value = -reply_score;
  if (value >= kWinThreshold) return value - 1;
  if (value <= -kWinThreshold) return value + 1;
  return value;
}

// The value of the position after `mover`'s move when the reply is forced to lose at once (the
// mover has two five points, or one that the reply may not take), else 0. A five point of the
// reply's own comes first: then the reply wins, which the search finds.
int forced_value(PatternBoard& board, Stone mover) {
  Stone reply = opponent(mover);
  if (board.count(reply, kClassFive) > 0 || board.count(mover, kClassFive) == 0) return 0;
  if (board.count(mover, kClassFive) >= 2 || !board.allowed(board.find_five(mover), reply)) return kWinScore - 3;
  return 0;
}

}  // namespace

bool is_proven(int score) { return std::abs(score) >= kWinThreshold; }

MoveAnalysis analyze_moves(const Board& position, Rule rule, Stone to_move, const AnalysisLimits& limits,
                           Point also) {
  MoveAnalysis analysis;
  PatternBoard board(position, rule);
  std::vector<Point> points = candidates(board);
  if (also != kNoPoint && position.contains(x_of(also), y_of(also)) && board.at(also) == kEmpty &&
      std::find(points.begin(), points.end(), also) == points.end())
    points.push_back(also);
  Search search(limits.table_bytes);
  auto start = Clock::now();
  auto deadline = limits.seconds > 0
                      ? start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limits.seconds))
                      : Clock::time_point::max();
  Stone reply = opponent(to_move);
  std::vector<MoveValue> forbidden;
  for (std::size_t i = 0; i < points.size(); ++i) {
    Point p = points[i];
    if (gg::interrupted() || (limits.stop && limits.stop->load(std::memory_order_relaxed))) {
      analysis.stopped = StopReason::kInterrupted;
      break;
    }
    auto now = Clock::now();
    if (now >= deadline) {
      analysis.stopped = StopReason::kSeconds;
      break;
    }
    MoveValue value;
    value.move = p;
    if (!board.allowed(p, to_move)) {
      value.forbidden = true;
      forbidden.push_back(value);
      continue;
    }
    if (makes_five(board.board(), p, to_move, rule)) {
      value.score = kWinScore - 1;
      analysis.moves.push_back(value);
      continue;
    }
    SearchLimits reply_limits;
    reply_limits.max_depth = std::max(1, limits.depth);
    reply_limits.max_nodes = limits.nodes_per_move;
    reply_limits.stop = limits.stop;
    if (deadline != Clock::time_point::max()) {
      // An equal share of what is left for each move still to value.
      auto share = (deadline - now) / static_cast<long>(points.size() - i);
      reply_limits.hard = now + share;
      reply_limits.soft = reply_limits.hard;
    }
    board.play(p, to_move);
    if (board.board().full()) {  // the last point: a draw
      board.undo();
      analysis.moves.push_back(value);
      continue;
    }
    if (int forced = forced_value(board, to_move); forced != 0) {
      // The search answers these at its root without a move, and so without a value.
      board.undo();
      value.score = forced;
      analysis.moves.push_back(value);
      continue;
    }
    SearchResult result = search.run(board, reply, reply_limits);
    analysis.nodes += result.nodes;
    bool asked = gg::interrupted() || (limits.stop && limits.stop->load(std::memory_order_relaxed));
    if (result.move == kNoPoint && !asked && Clock::now() < reply_limits.hard) {
      // The node limit came before the first iteration was done: a depth-1 search without it
      // (cheap) still gives every move a value, so that a node limit never leaves one out.
      SearchLimits first = reply_limits;
      first.max_depth = 1;
      first.max_nodes = 0;
      result = search.run(board, reply, first);
      analysis.nodes += result.nodes;
      asked = gg::interrupted() || (limits.stop && limits.stop->load(std::memory_order_relaxed));
    }
    if (result.move == kNoPoint && !asked && Clock::now() < reply_limits.hard) {
      // Neither stopped nor out of time, the search names no reply only when it answers at its
      // root that the reply loses at once (no defence against the threats: every way out is
      // searched and none found). Taken for a stop, it ended analyses with no limit reached.
      board.undo();
      value.score = kWinScore - 3;
      value.depth = 1;
      analysis.moves.push_back(value);
      continue;
    }
    board.undo();
    if (result.move == kNoPoint) {
      // Stopped before the first iteration finished: the move has no value.
      analysis.stopped = asked ? StopReason::kInterrupted : StopReason::kSeconds;
      break;
    }
    value.score = from_reply(result.score);
    value.depth = result.depth;
    analysis.moves.push_back(value);
  }
  std::stable_sort(analysis.moves.begin(), analysis.moves.end(),
                   [](const MoveValue& a, const MoveValue& b) { return a.score > b.score; });
  analysis.moves.insert(analysis.moves.end(), forbidden.begin(), forbidden.end());
  return analysis;
}

}  // namespace gg::gomoku
