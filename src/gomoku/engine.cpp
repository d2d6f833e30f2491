#include "gomoku/engine.h"

#include <algorithm>

#include "core/progress.h"
#include "gomoku/threats.h"

namespace gg::gomoku {

namespace {

constexpr int kWin = 1'000'000;

// How strong a threat is, for ordering and evaluation.
int threat_value(const PointThreat& t) {
  if (t.five) return 100'000;
  if (t.open_four || t.fours >= 2) return 5'000;
  if (t.fours >= 1 && t.threes >= 1) return 3'000;
  if (t.threes >= 2) return 2'000;
  if (t.fours >= 1) return 400;
  if (t.threes >= 1) return 300;
  return 0;
}

struct Candidate {
  Point point;
  int order;
  PointThreat mine, theirs;
};

using Clock = std::chrono::steady_clock;

// One alpha-beta search over a copy of the board.
class Searcher {
 public:
  Searcher(const Board& board, Rule rule, Clock::time_point deadline)
      : board_(board), rule_(rule), deadline_(deadline) {}

  // Restricts the root to these moves (when not empty).
  void set_root_moves(std::vector<Point> moves) { root_moves_ = std::move(moves); }
  std::uint64_t nodes() const { return nodes_; }
  bool aborted() const { return aborted_; }

  // Every empty point within two of a stone, with both sides' threats, best first.
  std::vector<Candidate> candidates(Stone side) {
    std::vector<Candidate> list;
    int n = board_.size();
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x) {
        Point p = make_point(x, y);
        if (board_.at(p) != kEmpty || !near_stone(p)) continue;
        Candidate c{p, 0, threat_at(board_, p, side, rule_), threat_at(board_, p, opponent(side), rule_)};
        c.order = 2 * threat_value(c.mine) + threat_value(c.theirs) + c.mine.potential + c.theirs.potential;
        list.push_back(c);
      }
    std::sort(list.begin(), list.end(), [](const Candidate& a, const Candidate& b) {
      return a.order != b.order ? a.order > b.order : a.point < b.point;
    });
    return list;
  }

  // Static evaluation for `side` to move.
  int evaluate(Stone side, const std::vector<Candidate>& list) {
    int score = 0;
    int n = board_.size();
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x) {
        Point p = make_point(x, y);
        Stone s = board_.at(p);
        if (s == kEmpty) continue;
        int potential = threat_at(board_, p, s, rule_).potential;
        score += s == side ? potential : -potential;
      }
    int mine = 0, theirs = 0;
    for (const auto& c : list) {
      mine = std::max(mine, threat_value(c.mine));
      theirs = std::max(theirs, threat_value(c.theirs));
    }
    return score + mine - theirs / 2;
  }

  // Negamax with alpha-beta for `side` to move; `ply` from the root.
  int search(int depth, int alpha, int beta, Stone side, int ply, Point* best_move) {
    // A node costs tens of microseconds (two threat scans of the board): check the clock often.
    if ((++nodes_ & 15) == 0 && (Clock::now() > deadline_ || gg::interrupted())) aborted_ = true;
    if (aborted_) return 0;
    auto list = candidates(side);
    if (list.empty()) return 0;  // full board: draw
    // A five wins at once; two five points for the opponent cannot both be blocked.
    int their_fives = 0;
    Point their_five = kNoPoint;
    for (const auto& c : list) {
      if (c.mine.five) {
        if (best_move) *best_move = c.point;
        return kWin - ply;
      }
      if (c.theirs.five && their_fives++ == 0) their_five = c.point;
    }
    std::vector<Point> moves;
    if (their_fives > 0) {
      if (!allowed(board_, their_five, side, rule_)) {
        if (best_move) *best_move = their_five;
        return -(kWin - ply - 1);
      }
      moves.push_back(their_five);  // the only move; if there are two, it still loses
    } else {
      if (depth <= 0) return evaluate(side, list);
      const std::size_t width = ply == 0 ? 20 : 10;
      for (const auto& c : list) {
        if (moves.size() >= width) break;
        if (ply == 0 && !root_moves_.empty() &&
            std::find(root_moves_.begin(), root_moves_.end(), c.point) == root_moves_.end())
          continue;
        bool risky = c.mine.fours >= 2 || c.mine.threes >= 2 || c.mine.overline;
        if (risky && !allowed(board_, c.point, side, rule_)) continue;
        moves.push_back(c.point);
      }
      if (moves.empty()) return -(kWin - ply - 1);  // renju: black has only forbidden points
    }
    int best = -kWin - 1;
    for (Point m : moves) {
      board_.place(m, side);
      int value = -search(depth - (their_fives > 0 ? 0 : 1), -beta, -alpha, opponent(side), ply + 1, nullptr);
      board_.remove(m);
      if (aborted_) return best > -kWin - 1 ? best : 0;
      if (value > best) {
        best = value;
        if (best_move) *best_move = m;
      }
      alpha = std::max(alpha, value);
      if (alpha >= beta) break;
    }
    return best;
  }

 private:
  bool near_stone(Point p) const {
    for (int direction : kDirections)
      for (int k = 1; k <= 2; ++k) {
        Stone a = board_.at(p + k * direction), b = board_.at(p - k * direction);
        if (a == kBlack || a == kWhite || b == kBlack || b == kWhite) return true;
      }
    return false;
  }

  Board board_;
  Rule rule_;
  Clock::time_point deadline_;
  std::vector<Point> root_moves_;
  std::uint64_t nodes_ = 0;
  bool aborted_ = false;
};

}  // namespace

Engine::Engine(int size, Rule rule, std::size_t table_bytes)
    : board_(size), rule_(rule), solver_(table_bytes) {}

void Engine::new_game(int size, Rule rule) {
  board_ = Board(size);
  rule_ = rule;
  to_move_ = kBlack;
  history_.clear();
}

bool Engine::place(Point p, Stone colour) {
  if (p < 0 || p >= kCells || board_.at(p) != kEmpty) return false;
  board_.place(p, colour);
  history_.push_back(p);
  int black = 0, white = 0;
  for (Point q : history_) (board_.at(q) == kBlack ? black : white)++;
  to_move_ = black == white ? kBlack : black > white ? kWhite : kBlack;
  return true;
}

bool Engine::play(Point p) { return place(p, to_move_); }

bool Engine::undo() {
  if (history_.empty()) return false;
  Stone colour = board_.at(history_.back());
  board_.remove(history_.back());
  history_.pop_back();
  to_move_ = colour;
  return true;
}

ThinkInfo Engine::think(const ThinkLimits& limits) {
  ThinkInfo info;
  auto start = Clock::now();
  // The budget: the turn limit, and a share of the game's remaining time; a safety margin for
  // the protocol round trip.
  int budget_ms = limits.turn_ms > 0 ? limits.turn_ms : 20;
  if (limits.match_left_ms > 0) {
    int empties = board_.size() * board_.size() - board_.stone_count();
    budget_ms = std::min(budget_ms, limits.match_left_ms / std::max(10, empties / 3));
  }
  budget_ms = std::max(5, budget_ms * 8 / 10 - 20);
  auto deadline = start + std::chrono::milliseconds(budget_ms);

  Stone me = to_move_;
  if (board_.stone_count() == 0) {
    info.move = make_point(board_.size() / 2, board_.size() / 2);
    info.reason = "opening";
    return info;
  }
  Searcher searcher(board_, rule_, deadline);
  auto list = searcher.candidates(me);
  if (list.empty()) {
    // No stone near any empty point cannot happen with stones on the board unless it is full.
    for (int y = 0; y < board_.size() && info.move == kNoPoint; ++y)
      for (int x = 0; x < board_.size() && info.move == kNoPoint; ++x)
        if (board_.at(x, y) == kEmpty) info.move = make_point(x, y);
    info.reason = "search";
    return info;
  }
  // 1-2. Five, or the block of the opponent's five.
  for (const auto& c : list)
    if (c.mine.five) return {c.point, "five", 0, kWin, 0};
  for (const auto& c : list)
    if (c.theirs.five && allowed(board_, c.point, me, rule_)) return {c.point, "block", 0, 0, 0};

  // 3. Threat solver, own wins only, each with a slice of the budget.
  auto seconds_left = [&] { return std::chrono::duration<double>(deadline - Clock::now()).count(); };
  for (bool vcf_only : {true, false}) {
    SolverLimits solver_limits;
    solver_limits.max_seconds = std::max(0.001, seconds_left() * (vcf_only ? 0.15 : 0.25));
    solver_limits.max_vct_depth = 6;
    auto result = solver_.solve(board_, me, rule_, solver_limits, vcf_only);
    info.nodes += result.nodes;
    if (result.win && !result.line.empty()) {
      info.move = result.line.front();
      info.reason = result.kind == ThreatKind::kVcf ? "vcf" : "vct";
      info.score = kWin;
      return info;
    }
  }

  // 4. Would the opponent have a VCF or VCT if we let it move? Then only moves after which it
  // has none are searched: points of its winning line, our own fours (which gain a tempo), and
  // the best-ranked points.
  std::vector<Point> safe;
  {
    SolverLimits quick;
    quick.max_seconds = std::max(0.001, seconds_left() * 0.1);
    quick.max_vct_depth = 4;
    auto threat = solver_.solve(board_, opponent(me), rule_, quick);
    info.nodes += threat.nodes;
    if (threat.win) {
      std::vector<Point> tries = threat.line;
      for (const auto& c : list)
        if (c.mine.fours > 0 && tries.size() < 24) tries.push_back(c.point);
      for (std::size_t i = 0; i < list.size() && i < 8; ++i) tries.push_back(list[i].point);
      double slice = seconds_left() * 0.3 / static_cast<double>(tries.size());
      for (Point p : tries) {
        if (seconds_left() < 0.5 * (std::chrono::duration<double>(deadline - start).count())) break;
        if (board_.at(p) != kEmpty || std::find(safe.begin(), safe.end(), p) != safe.end()) continue;
        if (!allowed(board_, p, me, rule_)) continue;
        board_.place(p, me);
        quick.max_seconds = std::max(0.001, slice);
        auto after = solver_.solve(board_, opponent(me), rule_, quick);
        board_.remove(p);
        if (!after.win) safe.push_back(p);
      }
    }
  }

  // 5. Iterative deepening; the last fully searched depth decides. Should not even depth 1
  // finish, the best-ranked allowed point is played (never a renju forbidden one).
  info.move = list.front().point;
  for (const auto& c : list)
    if (allowed(board_, c.point, me, rule_)) {
      info.move = c.point;
      break;
    }
  info.reason = "search";
  Searcher deep(board_, rule_, deadline);
  if (!safe.empty()) {
    deep.set_root_moves(safe);
    info.move = safe.front();
  }
  for (int depth = 1; depth <= limits.max_depth; ++depth) {
    Point best = kNoPoint;
    int score = deep.search(depth, -kWin - 1, kWin + 1, me, 0, &best);
    if (deep.aborted()) break;
    if (best != kNoPoint) {
      info.move = best;
      info.score = score;
      info.depth = depth;
    }
    if (score >= kWin - 100 || score <= -kWin + 100) break;  // decided
    if (Clock::now() > start + (deadline - start) / 2) break;  // next depth would not finish
  }
  info.nodes += deep.nodes();
  return info;
}

}  // namespace gg::gomoku
