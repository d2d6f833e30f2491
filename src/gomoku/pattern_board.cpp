#include "gomoku/pattern_board.h"

#include <algorithm>

#include "core/bits.h"
#include "gomoku/forbidden.h"
#include "gomoku/line_shape.h"

namespace gg::gomoku {

namespace {

struct ZobristKeys {
  std::uint64_t keys[2][kCells];
  ZobristKeys() {
    SplitMix64 rng{0x9A77E4Bu};
    for (auto& colour : keys)
      for (auto& key : colour) key = rng();
  }
};

const ZobristKeys& zobrist_keys() {
  static const ZobristKeys keys;
  return keys;
}

// Digit of a cell in colour c's view (c 0 black, 1 white).
int digit_of(Stone s, int c) {
  if (s == kEmpty) return kDigitEmpty;
  if (s == kWall) return kDigitBlocked;
  return s - 1 == c ? kDigitMine : kDigitBlocked;
}

}  // namespace

std::uint64_t zobrist_key(Stone c, Point p) { return zobrist_keys().keys[c - 1][p]; }

// Short codes for colours that win with five or more, middle codes for exact five (pattern.h):
// the inner points as base-3 digits, the outer ones only as the colour's own stones.
int PatternBoard::code_step(int c, Stone s, int offset) const {
  if (offset >= -4 && offset <= 4) return kPow3[short_code_digit_index(offset)] * digit_of(s, c);
  if (!exact_[c] || s - 1 != c) return 0;
  return offset < 0 ? kShortWindowCodes : 2 * kShortWindowCodes;
}

PatternBoard::PatternBoard(int size, Rule rule) : PatternBoard(Board(size), rule) {}

PatternBoard::PatternBoard(const Board& board, Rule rule) : board_(board.size()), rule_(rule) {
  prepare_patterns();
  // The rule is part of the key: the searches' tables may keep entries from a game under another
  // rule, where the same stones are worth something else.
  hash_ = 0x2545F4914F6CDD1Dull * (static_cast<std::uint64_t>(rule) + 1);
  exact_[0] = needs_exact_five(rule, kBlack);
  exact_[1] = needs_exact_five(rule, kWhite);
  short_codes_ = !exact_[0] && !exact_[1];
  for (int c = 0; c < 2; ++c) {
    pattern_lut_[c] = exact_[c] ? middle_line_pattern_table() : short_line_pattern_table();
    for (Stone stone : {kBlack, kWhite})
      for (int k = -5; k <= 5; ++k) code_steps_[stone - 1][c][k + 5] = static_cast<std::int16_t>(code_step(c, stone, k));
  }
  info_lut_ = point_info_table();
  eval_lut_ = eval_table(rule);
  for (auto& codes : codes_) codes.fill(0);
  for (auto& patterns : patterns_) patterns.fill(kDead);
  for (auto& info : info_) info.fill(PointInfo{});
  for (auto& eval : eval_) eval.fill(EvalPair{});
  near_.fill(0);
  // Codes of the empty board: only the walls are digits.
  for (int y = 0; y < size(); ++y)
    for (int x = 0; x < size(); ++x) {
      Point p = make_point(x, y);
      for (int d = 0; d < 4; ++d)
        for (int k = -5; k <= 5; ++k)
          for (int c = 0; c < 2; ++c)
            if (k != 0) codes_[c][p * 4 + d] += code_step(c, board_.at(p + k * kDirections[d]), k);
    }
  for (int y = 0; y < size(); ++y)
    for (int x = 0; x < size(); ++x) {
      Point p = make_point(x, y);
      for (int c = 0; c < 2; ++c)
        for (int d = 0; d < 4; ++d) patterns_[c][p * 4 + d] = pattern_lut_[c][codes_[c][p * 4 + d]];
      update_point(p);
    }
  boxes_.push_back({kMaxSize, kMaxSize, -1, -1});
  for (int y = 0; y < size(); ++y)
    for (int x = 0; x < size(); ++x) {
      Stone s = board.at(x, y);
      if (s == kBlack || s == kWhite) play(make_point(x, y), s);
    }
  history_.clear();
  boxes_ = {boxes_.back()};
  changes_.clear();
  frames_.clear();
  changes_.reserve(4096);
  frames_.reserve(256);
}

[[gnu::always_inline]] inline void PatternBoard::set_info(Point p, int c, PointInfo info, EvalPair eval) {
  PointInfo& old = info_[c][p];
  --totals_.counts[c][old.threat];
  totals_.value_sums[c] -= old.value;
  totals_.tempo_sums[c] -= old.value / 5;
  old = info;
  ++totals_.counts[c][info.threat];
  totals_.value_sums[c] += info.value;
  totals_.tempo_sums[c] += info.value / 5;
  if (!eval_lut_) return;
  EvalPair& old_eval = eval_[c][p];
  totals_.eval_sums[c][0] += eval.mover - old_eval.mover;
  totals_.eval_sums[c][1] += eval.waiter - old_eval.waiter;
  old_eval = eval;
}

[[gnu::always_inline]] inline void PatternBoard::update_colour(Point p, int c) {
  const std::uint8_t* pat = &patterns_[c][p * 4];
  int combo = ((pat[0] * kPatternCount + pat[1]) * kPatternCount + pat[2]) * kPatternCount + pat[3];
  set_info(p, c, info_lut_[combo], eval_lut_ ? eval_lut_[combo] : EvalPair{});
}

void PatternBoard::update_point(Point p) {
  update_colour(p, 0);
  update_colour(p, 1);
}

// One pass over the 32 or 40 points for the codes and the patterns together (the hot path);
// undo needs the codes alone, which shift_codes does.
template <int Radius>
void PatternBoard::apply(Point q, Stone s) {
  const std::int16_t* black_steps = code_steps_[s - 1][0] + 5;
  const std::int16_t* white_steps = code_steps_[s - 1][1] + 5;
  for (int d = 0; d < 4; ++d) {
    int direction = kDirections[d];
    for (int j = -Radius; j <= Radius; ++j) {
      if (j == 0) continue;
      // q lies at offset j from p = q - j * direction.
      Point p = q - j * direction;
      int index = p * 4 + d;
      codes_[0][index] = std::uint16_t(codes_[0][index] + black_steps[j]);
      codes_[1][index] = std::uint16_t(codes_[1][index] + white_steps[j]);
      if (board_.at(p) != kEmpty) continue;
      // Most points a few steps away keep their pattern: only changed colours are recombined.
      for (int c = 0; c < 2; ++c) {
        Pattern pattern = pattern_lut_[c][codes_[c][index]];
        if (pattern == patterns_[c][index]) continue;
        record(index, c, patterns_[c][index]);
        patterns_[c][index] = pattern;
        update_colour(p, c);
      }
    }
  }
  for (int dy = -2; dy <= 2; ++dy)
    for (int dx = -2; dx <= 2; ++dx) ++near_[q + dy * kStride + dx];
}

template <int Radius>
void PatternBoard::shift_codes(Point q, Stone s, int sign) {
  const std::int16_t* black_steps = code_steps_[s - 1][0] + 5;
  const std::int16_t* white_steps = code_steps_[s - 1][1] + 5;
  for (int d = 0; d < 4; ++d) {
    int direction = kDirections[d];
    for (int j = -Radius; j <= Radius; ++j) {
      if (j == 0) continue;
      int index = (q - j * direction) * 4 + d;
      codes_[0][index] = std::uint16_t(codes_[0][index] + sign * black_steps[j]);
      codes_[1][index] = std::uint16_t(codes_[1][index] + sign * white_steps[j]);
    }
  }
  for (int dy = -2; dy <= 2; ++dy)
    for (int dx = -2; dx <= 2; ++dx) near_[q + dy * kStride + dx] += sign;
}

void PatternBoard::play(Point p, Stone colour) {
  board_.place(p, colour);
  hash_ ^= zobrist_key(colour, p);
  history_.push_back(p);
  Area box = boxes_.back();
  boxes_.push_back({std::min(box.x0, x_of(p)), std::min(box.y0, y_of(p)), std::max(box.x1, x_of(p)),
                    std::max(box.y1, y_of(p))});
  frames_.push_back({static_cast<std::uint32_t>(changes_.size()), totals_});
  for (int c = 0; c < 2; ++c) {
    record(p * 4, c, kNoPattern);
    set_info(p, c, PointInfo{}, EvalPair{});
  }
  if (short_codes_) apply<4>(p, colour);
  else apply<5>(p, colour);
}

// The played point's patterns were not touched while it was occupied (apply skips stones), so
// they are still those of just before the move; everything else comes back from the journal.
void PatternBoard::undo() {
  Point p = history_.back();
  history_.pop_back();
  boxes_.pop_back();
  Stone colour = board_.at(p);
  hash_ ^= zobrist_key(colour, p);
  board_.remove(p);
  if (short_codes_) shift_codes<4>(p, colour, -1);
  else shift_codes<5>(p, colour, -1);
  const Frame& frame = frames_.back();
  for (std::size_t i = changes_.size(); i-- > frame.first_change;) {
    const Change& change = changes_[i];
    if (change.pattern != kNoPattern) patterns_[change.colour][change.index] = change.pattern;
    info_[change.colour][change.index / 4] = change.info;
    eval_[change.colour][change.index / 4] = change.eval;
  }
  changes_.resize(frame.first_change);
  totals_ = frame.totals;
  frames_.pop_back();
}

PatternBoard::Area PatternBoard::area() const {
  const Area& box = boxes_.back();
  if (box.x1 < 0) return {0, 0, size() - 1, size() - 1};
  return {std::max(0, box.x0 - 2), std::max(0, box.y0 - 2), std::min(size() - 1, box.x1 + 2),
          std::min(size() - 1, box.y1 + 2)};
}

bool PatternBoard::may_be_forbidden(Point p) const {
  if (rule_ != Rule::kRenju) return false;
  const std::uint8_t* pat = &patterns_[0][p * 4];
  return gomoku::may_be_forbidden(Pattern(pat[0]), Pattern(pat[1]), Pattern(pat[2]), Pattern(pat[3]));
}

bool PatternBoard::forbidden(Point p) {
  if (!may_be_forbidden(p) || threat(kBlack, p) == kClassFive) return false;
  return forbidden_kind(board_, p) != Forbidden::kNone;
}

Point PatternBoard::find_five(Stone c) const {
  if (count(c, kClassFive) == 0) return kNoPoint;
  Area box = area();  // a five point touches a stone of its line
  for (int y = box.y0; y <= box.y1; ++y)
    for (int x = box.x0; x <= box.x1; ++x) {
      Point p = make_point(x, y);
      if (board_.at(p) == kEmpty && threat(c, p) == kClassFive) return p;
    }
  return kNoPoint;
}

Point PatternBoard::five_point(Stone c, Point last) const {
  Point p = kNoPoint;
  if (last != kNoPoint && fives_near(last, c, &p) > 0) return p;
  return find_five(c);
}

int PatternBoard::fives_near(Point p, Stone c, Point* first) const {
  int found = 0;
  for (int d = 0; d < 4; ++d)
    for (int k = -4; k <= 4; ++k) {
      Point q = p + k * kDirections[d];
      if (k == 0 || board_.at(q) != kEmpty || pattern(c, q, d) != kFive) continue;
      if (found++ == 0 && first) *first = q;
    }
  return found;
}

}  // namespace gg::gomoku
