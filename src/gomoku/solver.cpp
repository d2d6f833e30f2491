#include "gomoku/solver.h"

#include <algorithm>
#include <bit>
#include <chrono>

#include "core/bits.h"
#include "core/stop.h"
#include "gomoku/threats.h"

namespace gg::gomoku {

namespace {

// Zobrist keys: one per colour and point, fixed for the life of the program.
struct Zobrist {
  std::uint64_t keys[2][kCells];
  std::uint64_t pending[kCells + 1];
  Zobrist() {
    SplitMix64 rng{0x60C0B0u};
    for (auto& colour : keys)
      for (auto& key : colour) key = rng();
    for (auto& key : pending) key = rng();
  }
};
const Zobrist& zobrist() {
  static const Zobrist instance;
  return instance;
}

// The smallest rectangle holding every stone. A point can make a five, four or three only with
// a stone of its colour within two points along one of its lines, so the search looks at the
// rectangle grown by two, and skips points with no stone of the colour that close.
struct Box {
  int x0, y0, x1, y1;
};

}  // namespace

struct ThreatSolver::Search {
  ThreatSolver& owner;
  Board board;
  Rule rule;
  Stone attacker, defender;
  bool vct = false;
  std::uint64_t key = 0;
  std::uint64_t nodes = 0;
  const SolverLimits& limits;
  Stopper stopper;  // nodes, seconds, the limits' stop flag, Ctrl-C
  std::vector<Box> boxes;

  Search(ThreatSolver& o, const Board& b, Stone a, Rule r, const SolverLimits& l)
      : owner(o), board(b), rule(r), attacker(a), defender(opponent(a)), limits(l) {
    Box box{kMaxSize, kMaxSize, -1, -1};
    for (int y = 0; y < board.size(); ++y)
      for (int x = 0; x < board.size(); ++x) {
        Stone s = board.at(x, y);
        if (s == kEmpty) continue;
        key ^= zobrist().keys[s - 1][make_point(x, y)];
        box = {std::min(box.x0, x), std::min(box.y0, y), std::max(box.x1, x), std::max(box.y1, y)};
      }
    if (box.x1 < 0) box = {board.size() / 2, board.size() / 2, board.size() / 2, board.size() / 2};
    boxes.push_back(box);
    Stopper::Clock::time_point deadline = Stopper::kNoDeadline;
    if (limits.max_seconds > 0)
      deadline = Stopper::Clock::now() + std::chrono::microseconds(static_cast<std::int64_t>(limits.max_seconds * 1e6));
    stopper = Stopper(limits.max_nodes, deadline, limits.stop);
  }

  bool aborted() const { return stopper.stopped(); }

  void play(Point p, Stone colour) {
    board.place(p, colour);
    key ^= zobrist().keys[colour - 1][p];
    Box box = boxes.back();
    int x = x_of(p), y = y_of(p);
    boxes.push_back({std::min(box.x0, x), std::min(box.y0, y), std::max(box.x1, x), std::max(box.y1, y)});
  }
  void undo(Point p) {
    key ^= zobrist().keys[board.at(p) - 1][p];
    board.remove(p);
    boxes.pop_back();
  }

  template <class Visit>
  void for_each_empty_near(Visit visit) const {
    const Box& box = boxes.back();
    int x0 = std::max(0, box.x0 - 2), y0 = std::max(0, box.y0 - 2);
    int x1 = std::min(board.size() - 1, box.x1 + 2), y1 = std::min(board.size() - 1, box.y1 + 2);
    for (int y = y0; y <= y1; ++y)
      for (int x = x0; x <= x1; ++x) {
        Point p = make_point(x, y);
        if (board.at(p) == kEmpty && !visit(p)) return;
      }
  }

  // True when a stone of `colour` lies within two points of p along a line: otherwise p can
  // make neither five, four nor three for it.
  bool near_own(Point p, Stone colour) const {
    for (int direction : kDirections)
      if (board.at(p + direction) == colour || board.at(p - direction) == colour ||
          board.at(p + 2 * direction) == colour || board.at(p - 2 * direction) == colour)
        return true;
    return false;
  }

  // The points where `colour` makes a five: how many (0, 1 or "2 or more") and the first.
  std::pair<int, Point> fives(Stone colour) const {
    int count = 0;
    Point first = kNoPoint;
    for_each_empty_near([&](Point p) {
      // Walking the runs through p is much cheaper than a full line shape.
      if (!makes_five(board, p, colour, rule)) return true;
      if (count++ == 0) first = p;
      return count < 2;
    });
    return {count, first};
  }

  // The points where `colour` makes a five on a line through m (m's stone just placed): the
  // only new five points a move can create.
  std::pair<int, Point> fives_through(Point m, Stone colour) const {
    int count = 0;
    Point first = kNoPoint;
    for (int direction : kDirections)
      for (int k = -4; k <= 4; ++k) {
        Point q = m + k * direction;
        if (k == 0 || board.at(q) != kEmpty || !makes_five(board, q, colour, rule)) continue;
        if (count++ == 0) first = q;
        if (count >= 2) return {count, first};
      }
    return {count, first};
  }

  bool out_of_budget() {
    stopper.poll(++nodes);
    if ((nodes & 63) == 0) stopper.poll_clock();
    return stopper.stopped();
  }

  Entry& slot(std::uint64_t k) { return owner.table_.slot(k); }
  bool current(const Entry& entry, std::uint64_t k) const {
    return entry.key == k && entry.generation == owner.generation_;
  }
  std::uint64_t node_key(Point pending) const {
    return key ^ zobrist().pending[pending < 0 ? kCells : pending];
  }

  // The attacker's threat moves: fours first, then (VCT) threes, most threes first.
  std::vector<Point> threat_moves() {
    std::vector<std::pair<int, Point>> scored;
    for_each_empty_near([&](Point p) {
      if (!near_own(p, attacker)) return true;
      PointThreat t = threat_at(board, p, attacker, rule);
      if (t.fours > 0) scored.push_back({100 + t.fours * 10 + t.threes, p});
      else if (vct && t.threes > 0) scored.push_back({t.threes, p});
      return true;
    });
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    // Renju legality is checked by the caller, when a move is tried: most are never tried.
    std::vector<Point> moves;
    for (auto [score, p] : scored) moves.push_back(p);
    return moves;
  }

  // The defender's candidate replies to a three: points on the three's lines near the attacker's
  // stones `a` and `b`, and the defender's own fours. Empty when there is no three to answer.
  // Renju legality is checked by the caller.
  std::vector<Point> defences(Point a, Point b) {
    std::vector<Point> moves;
    auto add = [&](Point p) {
      if (board.at(p) == kEmpty && std::find(moves.begin(), moves.end(), p) == moves.end())
        moves.push_back(p);
    };
    bool any_three = false;
    for (Point source : {a, b}) {
      if (source == kNoPoint) continue;
      for (int direction : kDirections) {
        const LineShape& shape =
            line_shape(board, source, direction, attacker, needs_exact_five(rule, attacker));
        if (!shape.straight_four_points && !shape.fours) continue;
        any_three = true;
        for (int k = -5; k <= 5; ++k) add(source + k * direction);
      }
    }
    if (!any_three) return moves;
    for_each_empty_near([&](Point p) {
      if (near_own(p, defender) && threat_at(board, p, defender, rule).fours > 0) add(p);
      return true;
    });
    return moves;
  }

  // Attacker to move: can it force a win within `depth` threat moves? `pending` is the
  // attacker's stone whose three may still stand after a forced exchange; `reply` the
  // defender's last stone (kNoPoint at the root).
  //
  // Why the five scans can be local: below the root the attacker never has a five point here
  // (the defender blocked the only one, or had none to block), and the defender had none
  // before its last stone (else it would have won), so its five points lie on lines through it.
  bool attack(int depth, Point pending, Point reply) {
    if (out_of_budget()) return false;
    if (reply == kNoPoint && fives(attacker).first > 0) return true;
    std::uint64_t k = node_key(pending);
    Entry& entry = slot(k);
    if (current(entry, k) && (entry.win || entry.depth >= depth)) return entry.win;

    auto [their_fives, their_five] = reply == kNoPoint ? fives(defender) : fives_through(reply, defender);
    std::vector<Point> moves;
    bool forced = their_fives > 0;
    if (their_fives >= 2) {
      return store(k, depth, false, kNoPoint);
    } else if (forced) {
      if (!allowed(board, their_five, attacker, rule)) return store(k, depth, false, kNoPoint);
      moves.push_back(their_five);
    } else {
      if (depth <= 0) return store(k, depth, false, kNoPoint);
      moves = threat_moves();
    }
    for (Point m : moves) {
      if (!forced && !allowed(board, m, attacker, rule)) continue;
      play(m, attacker);
      bool refuted = defend(depth - 1, m, forced ? pending : kNoPoint);
      undo(m);
      if (aborted()) return false;
      if (!refuted) return store(k, depth, true, m);
    }
    return store(k, depth, false, kNoPoint);
  }

  // Defender to move after the attacker's stone `last`: can it escape? The defender has no five
  // point here (the attacker blocked it or there was none), and the attacker's five points are
  // new, so on lines through `last`.
  bool defend(int depth, Point last, Point pending) {
    if (out_of_budget()) return true;
    auto [attacker_fives, five] = fives_through(last, attacker);
    if (attacker_fives >= 2) return false;
    if (attacker_fives == 1) {
      if (!allowed(board, five, defender, rule)) return false;
      play(five, defender);
      bool won = attack(depth, last, five);
      undo(five);
      return !won;
    }
    if (!vct) return true;
    auto replies = defences(last, pending);
    // No three to answer means the attacker made no threat: the defender is free.
    if (replies.empty()) return true;
    // If every defence is forbidden to a renju black defender, it cannot stop the threat.
    for (Point reply : replies) {
      if (!allowed(board, reply, defender, rule)) continue;
      play(reply, defender);
      bool won = attack(depth, last, reply);
      undo(reply);
      if (aborted() || !won) return true;
    }
    return false;
  }

  bool store(std::uint64_t k, int depth, bool win, Point move) {
    if (aborted()) return false;
    Entry& entry = slot(k);
    entry = {k, owner.generation_, static_cast<std::int16_t>(depth), win, move};
    return win;
  }

  // Replays a proven win to list one line of it.
  void attack_line(int depth, Point pending, std::vector<Point>& line) {
    if (line.size() > 200) return;
    auto [own_fives, own_five] = fives(attacker);
    if (own_fives > 0) {
      line.push_back(own_five);
      return;
    }
    auto [their_fives, their_five] = fives(defender);
    Point move = kNoPoint;
    if (their_fives == 1) {
      move = their_five;
    } else {
      Entry& entry = slot(node_key(pending));
      if (current(entry, node_key(pending)) && entry.win) {
        move = entry.move;
      } else {
        // The entry was overwritten: find the winning move again.
        for (Point m : threat_moves()) {
          if (!allowed(board, m, attacker, rule)) continue;
          play(m, attacker);
          bool refuted = defend(depth - 1, m, kNoPoint);
          undo(m);
          if (!refuted) {
            move = m;
            break;
          }
        }
        if (move == kNoPoint) return;
      }
    }
    line.push_back(move);
    play(move, attacker);
    defend_line(depth - 1, move, their_fives == 1 ? pending : kNoPoint, line);
    undo(move);
  }

  void defend_line(int depth, Point last, Point pending, std::vector<Point>& line) {
    auto [attacker_fives, five] = fives(attacker);
    if (attacker_fives >= 2) {
      // Any block loses to the other five.
      line.push_back(five);
      play(five, defender);
      line.push_back(fives(attacker).second);
      undo(five);
      return;
    }
    Point reply = kNoPoint;
    if (attacker_fives == 1) {
      reply = five;
      if (!allowed(board, five, defender, rule)) {
        line.push_back(five);  // the only block is forbidden to black: the line ends there
        return;
      }
    } else {
      for (Point candidate : defences(last, pending)) {
        if (!allowed(board, candidate, defender, rule)) continue;
        play(candidate, defender);
        bool won = attack(depth, last, candidate);
        undo(candidate);
        if (won) {
          reply = candidate;
          break;
        }
      }
    }
    if (reply == kNoPoint) return;
    line.push_back(reply);
    play(reply, defender);
    attack_line(depth, last, line);
    undo(reply);
  }
};

ThreatSolver::ThreatSolver(std::size_t table_bytes)
    : table_(HashTable<Entry>::slots_within(table_bytes, 1024)) {}

ThreatSolver::~ThreatSolver() = default;

SolveResult ThreatSolver::solve(const Board& board, Stone attacker, Rule rule,
                                const SolverLimits& limits, bool vcf_only) {
  return run(board, attacker, rule, limits, ThreatKind::kVcf, vcf_only ? ThreatKind::kVcf : ThreatKind::kVct);
}

SolveResult ThreatSolver::solve_kind(const Board& board, Stone attacker, Rule rule, const SolverLimits& limits,
                                     ThreatKind kind) {
  return run(board, attacker, rule, limits, kind, kind);
}

SolveResult ThreatSolver::run(const Board& board, Stone attacker, Rule rule, const SolverLimits& limits,
                              ThreatKind first, ThreatKind last) {
  SolveResult result;
  Search search(*this, board, attacker, rule, limits);
  for (ThreatKind kind : {ThreatKind::kVcf, ThreatKind::kVct}) {
    if (kind < first) continue;
    if (kind > last) break;
    if (++generation_ == 0) {  // wrapped: old entries could look current again
      table_.clear();
      generation_ = 1;
    }
    search.vct = kind == ThreatKind::kVct;
    int max_depth = search.vct ? limits.max_vct_depth : limits.max_vcf_depth;
    for (int depth = 1; depth <= max_depth; ++depth) {
      bool win = search.attack(depth, kNoPoint, kNoPoint);
      if (search.aborted()) break;
      if (!win) (search.vct ? result.vct_depth : result.vcf_depth) = depth;
      if (win) {
        result.win = true;
        result.kind = kind;
        search.attack_line(depth, kNoPoint, result.line);
        result.nodes = search.nodes;
        return result;
      }
    }
    if (search.aborted()) break;
  }
  result.nodes = search.nodes;
  result.limit_reached = search.aborted();
  result.interrupted = search.stopper.reason() == StopReason::kInterrupted;
  return result;
}

}  // namespace gg::gomoku
