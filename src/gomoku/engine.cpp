#include "gomoku/engine.h"

#include <algorithm>

#include "gomoku/pattern_board.h"
#include "gomoku/time_manager.h"

namespace gg::gomoku {

namespace {

using Clock = std::chrono::steady_clock;

// How many moves a critical search may have refuted by the check before one is played.
constexpr int kCheckRounds = 4;

// Empty points near the stones, best first by what they make for either side.
std::vector<Point> ranked_points(const PatternBoard& board, Stone me) {
  std::vector<std::pair<int, Point>> scored;
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x) {
      Point p = make_point(x, y);
      if (board.at(p) != kEmpty || !board.near_stones(p)) continue;
      scored.push_back({2 * board.value(me, p) + board.value(opponent(me), p), p});
    }
  std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<Point> points;
  for (auto [score, p] : scored) points.push_back(p);
  return points;
}

}  // namespace

Engine::Engine(int size, Rule rule, std::size_t table_bytes)
    : board_(size),
      rule_(rule),
      table_bytes_(0) {
  set_table_bytes(table_bytes);
}

void Engine::new_game(int size, Rule rule) {
  board_ = Board(size);
  rule_ = rule;
  to_move_ = kBlack;
  history_.clear();
  // The tables are kept: their keys hold the rule, and entries of another game are still true.
}

void Engine::set_table_bytes(std::size_t table_bytes) {
  if (table_bytes == table_bytes_ && search_) return;
  // The old tables go first, so that both never take memory at once.
  search_.reset();
  threats_.reset();
  search_ = std::make_unique<Search>(table_bytes - table_bytes / 4);
  threats_ = std::make_unique<ThreatProver>(table_bytes / 4);
  table_bytes_ = table_bytes;
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
  Stone me = to_move_, them = opponent(to_move_);
  if (board_.stone_count() == 0) {
    info.move = make_point(board_.size() / 2, board_.size() / 2);
    info.reason = "opening";
    return info;
  }
  if (board_.full()) return info;
  PatternBoard board(board_, rule_);
  // 1-2. Five, or the block of the opponent's five.
  if (board.count(me, kClassFive) > 0) return {board.find_five(me), "five", 0, kWinScore, 0, {}, false, 0};
  if (board.count(them, kClassFive) > 0) {
    Point block = board.find_five(them);
    if (board.allowed(block, me)) return {block, "block", 0, 0, 0, {block}, true, 0};
  }

  // The opponent's threats decide how critical the move is: an open three or four-three to
  // answer, or a VCF it would have if it could move again. That look is itself bounded by the
  // plain plan's time.
  auto stopped = [&] { return limits.stop && limits.stop->load(std::memory_order_relaxed); };
  ClockSettings clock{limits.turn_ms, limits.match_ms, limits.match_left_ms};
  if (clock.match_ms == 0 && limits.match_left_ms > 0) clock.match_ms = limits.match_left_ms;
  SearchLimits search_limits;
  search_limits.stop = limits.stop;
  const int empties = board.size() * board.size() - board.stone_count();
  search_limits.hard = start + std::chrono::milliseconds(plan_time(clock, board.stone_count(), empties, false).hard_ms / 4);
  std::vector<Point> their_vcf;
  threats_->vcf(board, them, 20'000, &search_limits, &their_vcf);
  info.nodes += threats_->nodes();
  bool critical = !their_vcf.empty() || board.count(them, kClassFlexFour) > 0 ||
                  board.count(them, kClassFourThree) > 0;
  TimePlan plan = plan_time(clock, board.stone_count(), empties, critical);
  info.critical = critical;
  info.budget_ms = plan.hard_ms;
  auto hard = start + std::chrono::milliseconds(plan.hard_ms);
  auto soft = start + std::chrono::milliseconds(plan.soft_ms);
  auto seconds_left = [&] { return std::chrono::duration<double>(hard - Clock::now()).count(); };
  search_limits.hard = hard;

  // 3. Own wins: a VCF (milliseconds), then a VCT with a slice of the time.
  std::vector<Point> line;
  if (threats_->vcf(board, me, 400'000, &search_limits, &line) != kNoPoint) {
    info.nodes += threats_->nodes();
    return {line.front(), "vcf", 0, kWinScore, info.nodes, line, critical, plan.hard_ms};
  }
  info.nodes += threats_->nodes();
  // A slice of what is left until `hard`, as a deadline for one threat search.
  auto slice_limits = [&](double fraction) {
    SearchLimits slice = search_limits;
    slice.hard = Clock::now() + std::chrono::microseconds(static_cast<std::int64_t>(
                                    std::max(0.0, seconds_left()) * fraction * 1e6));
    return slice;
  };
  std::uint64_t vct_nodes = limits.max_nodes ? limits.max_nodes / 8 : ~std::uint64_t(0);
  if (!stopped()) {
    SearchLimits slice = slice_limits(0.15);
    if (Point win = threats_->vct(board, me, vct_nodes, &slice, &line); win != kNoPoint) {
      info.nodes += threats_->nodes();
      return {win, "vct", 0, kWinScore, info.nodes, line, critical, plan.hard_ms};
    }
    info.nodes += threats_->nodes();
  }

  // 4. Would the opponent win by VCF or VCT if it could move? Then the move is critical: the
  // main search is limited to the moves that may refute that threat, and its choice is checked
  // (5). The candidates: the points of the opponent's line, the answers to its open three if it
  // has one, own fours (a tempo), the points near the line's first threats, and the best-ranked
  // points; each is kept only if the opponent has no VCF or VCT after it, as far as a short
  // search sees (when none is kept, the position is lost to the threats seen: all stay).
  std::vector<Point> threat_line = their_vcf;
  std::uint64_t detect_nodes = 0;
  if (threat_line.empty() && !stopped()) {
    SearchLimits slice = slice_limits(0.1);
    threats_->vct(board, them, vct_nodes / 2, &slice, &threat_line);
    detect_nodes = threats_->nodes();
    info.nodes += detect_nodes;
  }
  std::vector<Point> ranked = ranked_points(board, me);
  std::vector<Point> candidates;
  if (!threat_line.empty()) {
    info.critical = true;
    std::vector<Point> tries = threat_line;
    std::vector<Point> answers;
    if (ThreatProver::defences(board, them, answers) > 0) tries.insert(tries.end(), answers.begin(), answers.end());
    for (Point p : ranked)
      if (makes_four(board.threat(me, p)) && tries.size() < 40) tries.push_back(p);
    for (std::size_t i = 0; i < threat_line.size() && i < 4; i += 2)
      for (int direction : kDirections)
        for (int k = -3; k <= 3; ++k)
          if (k != 0 && board.near_stones(threat_line[i] + k * direction)) tries.push_back(threat_line[i] + k * direction);
    for (std::size_t i = 0; i < ranked.size() && i < 10; ++i) tries.push_back(ranked[i]);
    for (Point p : tries)
      if (p >= 0 && p < kCells && board.at(p) == kEmpty &&
          std::find(candidates.begin(), candidates.end(), p) == candidates.end() && board.allowed(p, me))
        candidates.push_back(p);
    // The refutation filter, within a quarter of what is left.
    SearchLimits filter = slice_limits(0.25);
    std::uint64_t per_move = std::clamp<std::uint64_t>(4 * detect_nodes, 5'000, 50'000);
    if (limits.max_nodes) per_move = std::max<std::uint64_t>(500, limits.max_nodes / 16);
    std::vector<Point> kept;
    for (Point p : candidates) {
      if (stopped() || Clock::now() >= filter.hard) {
        kept.push_back(p);  // not checked: kept
        continue;
      }
      board.play(p, me);
      bool loses = threats_->vcf(board, them, per_move, &filter) != kNoPoint;
      info.nodes += threats_->nodes();
      if (!loses) {
        loses = threats_->vct(board, them, per_move, &filter) != kNoPoint;
        info.nodes += threats_->nodes();
      }
      board.undo();
      if (!loses) kept.push_back(p);
    }
    if (!kept.empty()) candidates = kept;
  }

  // Should not even depth 1 finish, the best-ranked allowed point.
  info.reason = "search";
  for (Point p : ranked)
    if (board.allowed(p, me)) {
      info.move = p;
      break;
    }
  if (info.move == kNoPoint && !ranked.empty()) info.move = ranked.front();
  if (info.move == kNoPoint) {
    for (int y = 0; y < board_.size() && info.move == kNoPoint; ++y)
      for (int x = 0; x < board_.size() && info.move == kNoPoint; ++x)
        if (board_.at(x, y) == kEmpty) info.move = make_point(x, y);
  }
  if (!candidates.empty()) info.move = candidates.front();

  // 5. The main search. When critical, its move is then checked with the opponent's VCF and a
  // deeper VCT than the detection's; a refuted move is dropped and the search runs again on the
  // rest (the table makes that cheap). Checking only what the search wants to play spends the
  // threat searches where they matter: checking every candidate up front left each a few
  // milliseconds, too few to see the 10-20 ply VCTs PentaZen won with. When every move tried is
  // refuted, the first search's choice stays (the longest resistance it saw).
  search_limits.max_depth = limits.max_depth;
  search_->set_threads(limits.threads);
  // With a node cap (reproducible play), each critical round gets half of it.
  search_limits.max_nodes = candidates.empty() ? limits.max_nodes : limits.max_nodes / 2;
  std::vector<Point> refuted;
  for (int round = 0; round < (candidates.empty() ? 1 : kCheckRounds); ++round) {
    search_limits.root_moves.clear();
    for (Point p : candidates)
      if (std::find(refuted.begin(), refuted.end(), p) == refuted.end()) search_limits.root_moves.push_back(p);
    if (!candidates.empty() && search_limits.root_moves.empty()) break;
    if (round > 0 && (seconds_left() <= 0 || stopped())) break;
    // A critical round leaves half of what is left for the check and the later rounds.
    search_limits.soft = candidates.empty() ? soft : std::min(soft, Clock::now() + (hard - Clock::now()) * 3 / 10);
    search_limits.hard = candidates.empty() ? hard : Clock::now() + (hard - Clock::now()) / 2;
    SearchResult result = search_->run(board, me, search_limits);
    info.nodes += result.nodes;
    if (result.move == kNoPoint || board.at(result.move) != kEmpty || !board.allowed(result.move, me)) break;
    Point move = result.move;
    if (candidates.empty()) {
      info.move = move, info.score = result.score, info.depth = result.depth, info.pv = result.pv;
      break;
    }
    board.play(move, me);
    SearchLimits check = search_limits;
    check.hard = Clock::now() + (hard - Clock::now()) / 2;
    bool loses = threats_->vcf(board, them, 20'000, &check) != kNoPoint;
    info.nodes += threats_->nodes();
    if (!loses) {
      loses = threats_->vct(board, them, limits.max_nodes ? limits.max_nodes / 4 : vct_nodes, &check) != kNoPoint;
      info.nodes += threats_->nodes();
    }
    board.undo();
    if (round == 0 || !loses) info.move = move, info.score = result.score, info.depth = result.depth, info.pv = result.pv;
    if (!loses) break;
    refuted.push_back(move);
  }
  return info;
}

}  // namespace gg::gomoku
