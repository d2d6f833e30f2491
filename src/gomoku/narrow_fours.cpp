#include "gomoku/narrow_fours.h"

#include <algorithm>
#include <utility>

namespace gg::gomoku {

namespace {

// The fours tried after the first: the best by class, then by point value.
constexpr std::size_t kFoursAfterTheFirst = 2;

}  // namespace

std::size_t narrow_fours(const PatternBoard& board, Stone s, Point last, FourList& out) {
  std::array<std::pair<int, Point>, 64> fours;
  std::size_t count = 0;
  auto consider = [&](Point p) {
    ThreatClass t = board.threat(s, p);
    if (count < fours.size() && makes_four(t)) fours[count++] = {t * 1000 + board.value(s, p), p};
  };
  if (last == kNoPoint) {
    // Every four point lies within two of a stone (its line holds three more within four), so
    // inside the area.
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
  std::size_t kept = last == kNoPoint ? count : std::min(count, kFoursAfterTheFirst);
  for (std::size_t i = 0; i < kept; ++i) out[i] = fours[i].second;
  return kept;
}

}  // namespace gg::gomoku
