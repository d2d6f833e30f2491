#include "gomoku/vct.h"

#include <algorithm>
#include <array>
#include <bit>

#include "core/stop.h"
#include "gomoku/threat_prover.h"

namespace gg::gomoku {

namespace {

constexpr std::uint64_t kAttackKey = 0x9e3779b97f4a7c15ull;

bool is_threat(ThreatClass t) { return t >= kClassThree && t != kClassFive; }

}  // namespace

Vct::Vct(std::size_t table_bytes)
    : table_(HashTable<std::uint64_t>::slots_within(table_bytes, 1024)) {}

void Vct::clear() { table_.clear(); }

bool Vct::budget_exhausted() {
  if (stopper_.stopped()) return true;
  stopper_.poll(++nodes_);
  if ((nodes_ & 255) == 0) stopper_.poll_clock();
  return stopper_.stopped();
}

bool Vct::attacker_threatens() { return gomoku::attacker_threatens(*board_, attacker_); }

bool Vct::attack(int depth, Point* winning_move) {
  PatternBoard& board = *board_;
  if (budget_exhausted()) return false;
  if (board.count(attacker_, kClassFive) > 0) {
    if (winning_move) *winning_move = board.find_five(attacker_);
    return true;
  }
  int their_fives = board.count(defender_, kClassFive);
  if (their_fives >= 2 || depth <= 0) return false;
  if (their_fives == 1) {
    // The defender's counter-four: block it (a move of the attacker's, so depth is spent).
    Point block = board.find_five(defender_);
    if (!board.allowed(block, attacker_)) return false;
    board.play(block, attacker_);
    bool escaped = defend(depth - 1, nullptr);
    board.undo();
    if (!escaped && !stopper_.stopped() && winning_move) *winning_move = block;
    return !escaped && !stopper_.stopped();
  }
  std::uint64_t key = board.hash() ^ (attacker_ == kBlack ? kAttackKey : ~kAttackKey);
  std::uint64_t& slot = table_.slot(key);
  if ((slot & ~std::uint64_t(0xff)) == (key & ~std::uint64_t(0xff))) {
    bool win = slot & 0x80;
    int stored = static_cast<int>(slot & 0x7f);
    if (win && stored <= depth && !winning_move) return true;
    if (!win && stored >= depth) return false;
  }

  std::array<std::pair<int, Point>, PointList::kCapacity> moves;
  std::size_t count = 0;
  PatternBoard::Area area = board.area();
  for (int y = area.y0; y <= area.y1; ++y)
    for (int x = area.x0; x <= area.x1; ++x) {
      Point p = make_point(x, y);
      if (board.at(p) != kEmpty) continue;
      ThreatClass t = board.threat(attacker_, p);
      if (is_threat(t)) moves[count++] = {t * 10000 + board.value(attacker_, p), p};
    }
  std::sort(moves.data(), moves.data() + count,
            [](const auto& a, const auto& b) { return a.first != b.first ? a.first > b.first : a.second < b.second; });
  for (std::size_t i = 0; i < count; ++i) {
    Point m = moves[i].second;
    if (!board.allowed(m, attacker_)) continue;
    board.play(m, attacker_);
    bool escaped = defend(depth - 1, nullptr);
    board.undo();
    if (stopper_.stopped()) return false;
    if (!escaped) {
      slot = (key & ~std::uint64_t(0xff)) | 0x80 | std::uint64_t(std::min(depth, 127));
      if (winning_move) *winning_move = m;
      return true;
    }
  }
  slot = (key & ~std::uint64_t(0xff)) | std::uint64_t(std::min(depth, 127));
  return false;
}

bool Vct::defend(int depth, Point* reply) {
  PatternBoard& board = *board_;
  if (budget_exhausted()) return true;
  if (board.count(defender_, kClassFive) > 0) return true;  // the defender wins first
  int fives = board.count(attacker_, kClassFive);
  if (fives >= 2) {
    if (reply) *reply = board.find_five(attacker_);
    return false;
  }
  if (fives == 1) {
    Point block = board.find_five(attacker_);
    if (reply) *reply = block;
    if (!board.allowed(block, defender_)) return false;  // renju: black's only block is forbidden
    board.play(block, defender_);
    bool won = attack(depth, nullptr);
    board.undo();
    return !won || stopper_.stopped();
  }
  if (!attacker_threatens()) return true;

  // Candidate answers: the defender's fours, and every point on the lines of the attacker's
  // open-four points; each is kept if it leaves the attacker no open-four point (or is a four).
  PointList candidates;
  PatternBoard::Area area = board.area();
  PointList flex;
  for (int y = area.y0; y <= area.y1; ++y)
    for (int x = area.x0; x <= area.x1; ++x) {
      Point p = make_point(x, y);
      if (board.at(p) != kEmpty) continue;
      if (makes_four(board.threat(defender_, p))) candidates.push_back(p);
      if (board.threat(attacker_, p) == kClassFlexFour) flex.push_back(p);
    }
  std::size_t fours = candidates.size();
  for (Point f : flex)
    board.for_each_on_four_lines(attacker_, f, [&](Point p) {
      if (!candidates.contains(p)) candidates.push_back(p);
    });
  bool first = true;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    Point p = candidates[i];
    if (!board.allowed(p, defender_)) continue;
    board.play(p, defender_);
    bool answers = i < fours || !attacker_threatens();
    bool won = answers ? attack(depth, nullptr) : true;
    board.undo();
    if (stopper_.stopped()) return true;
    if (answers && first && reply) *reply = p, first = false;
    if (!won) return true;
  }
  return false;
}

Point Vct::solve(PatternBoard& board, Stone attacker, int max_depth, std::uint64_t max_nodes,
                 const SearchLimits* limits, std::vector<Point>* line) {
  board_ = &board;
  attacker_ = attacker;
  defender_ = opponent(attacker);
  limits_ = limits;
  nodes_ = 0;
  stopper_ = limits ? Stopper(max_nodes, limits->hard, limits->stop) : Stopper(max_nodes);
  if (line) line->clear();
  for (int depth = 1; depth <= max_depth; ++depth) {
    Point first = kNoPoint;
    if (!attack(depth, &first)) {
      if (stopper_.stopped()) return kNoPoint;
      continue;
    }
    if (line) {
      // One line of the win: the attacker's winning moves, the defender's first answer.
      limits_ = nullptr;
      stopper_.set_max_nodes(nodes_ + 4 * max_nodes + 100000);
      stopper_.set_deadline(Stopper::kNoDeadline);
      stopper_.set_flag(nullptr);
      int played = 0;
      for (int left = depth; left >= 0 && line->size() < 80; --left) {
        Point move = kNoPoint;
        if (!attack(left, &move) || move == kNoPoint) break;
        line->push_back(move);
        if (board.count(attacker_, kClassFive) > 0 && move == board.find_five(attacker_)) break;
        board.play(move, attacker_);
        ++played;
        Point answer = kNoPoint;
        if (defend(left - 1, &answer) || answer == kNoPoint) break;
        line->push_back(answer);
        if (!board.allowed(answer, defender_)) break;  // renju: the forbidden only block
        if (board.count(attacker_, kClassFive) >= 2) {
          // Any block loses to the other five.
          board.play(answer, defender_);
          ++played;
          line->push_back(board.find_five(attacker_));
          break;
        }
        board.play(answer, defender_);
        ++played;
        // The defender's forced block may leave the attacker deeper in its depth budget: the
        // attacker's remaining depth is what attack() needs, found by trying upwards.
      }
      while (played-- > 0) board.undo();
    }
    return first;
  }
  return kNoPoint;
}

}  // namespace gg::gomoku
