#include "gomoku/narrow_vcf.h"

#include <algorithm>
#include <array>
#include <utility>

#include "gomoku/four_chain.h"

namespace gg::gomoku {

namespace {

// The two fours a non-first node tries: the best by class, then by point value.
constexpr std::size_t kFoursPerNode = 2;

bool attack(PatternBoard& board, Stone s, int fours_left, Point last, std::uint64_t& nodes) {
  ++nodes;
  if (board.count(s, kClassFive) > 0) return true;
  Point must;
  if (fours_left <= 0 || !fours_may_continue(board, s, must)) return false;
  std::array<std::pair<int, Point>, 64> fours;
  std::size_t count = 0;
  auto consider = [&](Point p) {
    ThreatClass t = board.threat(s, p);
    if (count < fours.size() && makes_four(t)) fours[count++] = {t * 1000 + board.value(s, p), p};
  };
  if (must != kNoPoint) {
    fours[count++] = {0, must};
  } else if (last == kNoPoint) {
    PatternBoard::Area area = board.area();
    for (int y = area.y0; y <= area.y1; ++y)
      for (int x = area.x0; x <= area.x1; ++x)
        if (board.at(make_point(x, y)) == kEmpty) consider(make_point(x, y));
  } else {
    for (int direction : kDirections)
      for (int k = -4; k <= 4; ++k)
        if (k != 0 && board.at(last + k * direction) == kEmpty) consider(last + k * direction);
  }
  // Best first, ties by point: the result does not depend on the scan order.
  std::sort(fours.begin(), fours.begin() + count,
            [](const auto& a, const auto& b) { return a.first != b.first ? a.first > b.first : a.second < b.second; });
  std::size_t tried = last == kNoPoint ? count : std::min(count, kFoursPerNode);
  for (std::size_t i = 0; i < tried; ++i) {
    Point m = fours[i].second;
    if (board.allowed(m, s) && four_wins(board, m, s, [&] { return attack(board, s, fours_left - 1, m, nodes); }))
      return true;
  }
  return false;
}

}  // namespace

bool narrow_vcf(PatternBoard& board, Stone attacker, int max_fours, std::uint64_t& nodes) {
  return attack(board, attacker, max_fours, kNoPoint, nodes);
}

}  // namespace gg::gomoku
