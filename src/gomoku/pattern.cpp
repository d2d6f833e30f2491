#include "gomoku/pattern.h"

#include <algorithm>
#include <mutex>
#include <vector>

namespace gg::gomoku {

namespace {

constexpr int kWindow = 11;
constexpr int kCentre = 5;

// The window of a code, the centre holding the colour's stone.
std::array<int, kWindow> decode(int code) {
  std::array<int, kWindow> line{};
  for (int offset = -5; offset <= 5; ++offset) {
    if (offset == 0) {
      line[kCentre] = kDigitMine;
      continue;
    }
    line[offset + kCentre] = code / kPow3[code_digit_index(offset)] % 3;
  }
  return line;
}

int run_length_through(const std::array<int, kWindow>& line, int i) {
  int lo = i, hi = i;
  while (lo > 0 && line[lo - 1] == kDigitMine) --lo;
  while (hi < kWindow - 1 && line[hi + 1] == kDigitMine) ++hi;
  return hi - lo + 1;
}

class PatternTable {
 public:
  explicit PatternTable(bool exact) : exact_(exact), table_(kWindowCodes, 0xff) {
    for (int code = 0; code < kWindowCodes; ++code) classify(code);
  }
  Pattern at(int code) const { return Pattern(table_[code]); }
  const Pattern* data() const { return reinterpret_cast<const Pattern*>(table_.data()); }

 private:
  bool wins(int length) const { return exact_ ? length == 5 : length >= 5; }

  // A run of five or more through the centre, the window's edges included, can only be judged
  // when it does not touch the edges (it always lies within offsets -4..4 when it wins).
  Pattern classify(int code) {
    if (table_[code] != 0xff) return Pattern(table_[code]);
    auto line = decode(code);
    int own = run_length_through(line, kCentre);
    Pattern result = kDead;
    if (wins(own)) {
      result = kFive;
    } else if (exact_ && own >= 6) {
      result = kOverline;
    } else {
      // Points that would complete a five through the centre.
      int completions = 0;
      for (int q = 1; q < kWindow - 1; ++q) {
        if (line[q] != kDigitEmpty) continue;
        line[q] = kDigitMine;
        int lo = std::min(q, kCentre), hi = std::max(q, kCentre);
        bool connected = true;
        for (int i = lo; i <= hi; ++i) connected &= line[i] == kDigitMine;
        if (connected && wins(run_length_through(line, kCentre))) ++completions;
        line[q] = kDigitEmpty;
      }
      if (completions >= 2) {
        result = kF4;
      } else if (completions == 1) {
        result = kB4;
      } else {
        // One more stone anywhere in the window: the best the centre then makes, one step down.
        Pattern best = kDead;
        for (int offset = -5; offset <= 5; ++offset) {
          if (offset == 0 || line[offset + kCentre] != kDigitEmpty) continue;
          Pattern next = classify(code + kPow3[code_digit_index(offset)] * kDigitMine);
          best = std::max(best, next == kOverline ? kDead : next);
        }
        switch (best) {
          case kF4: result = kF3; break;
          case kB4: result = kB3; break;
          case kF3: result = kF2; break;
          case kB3: result = kB2; break;
          case kF2: result = kF1; break;
          case kB2: case kF1: case kB1: result = kB1; break;
          default: result = kDead; break;
        }
      }
    }
    table_[code] = result;
    return result;
  }

  bool exact_;
  std::vector<std::uint8_t> table_;
};

const PatternTable& pattern_table(bool exact) {
  static const PatternTable exact_table(true);
  static const PatternTable or_more_table(false);
  return exact ? exact_table : or_more_table;
}

PatternWeights g_weights;

std::vector<PointInfo> build_combinations(const PatternWeights& weights) {
  std::vector<PointInfo> table(kPatternCount * kPatternCount * kPatternCount * kPatternCount);
  for (int a = 0; a < kPatternCount; ++a)
    for (int b = 0; b < kPatternCount; ++b)
      for (int c = 0; c < kPatternCount; ++c)
        for (int d = 0; d < kPatternCount; ++d) {
          int count[kPatternCount] = {};
          ++count[a], ++count[b], ++count[c], ++count[d];
          ThreatClass threat = kClassNone;
          if (count[kFive]) threat = kClassFive;
          else if (count[kF4] || count[kB4] >= 2) threat = kClassFlexFour;
          else if (count[kB4] && count[kF3]) threat = kClassFourThree;
          else if (count[kF3] >= 2) threat = kClassDoubleThree;
          else if (count[kB4]) threat = kClassFour;
          else if (count[kF3]) threat = kClassThree;
          else if (count[kF2] || count[kB3]) threat = kClassTwo;
          int value = weights.line[a] + weights.line[b] + weights.line[c] + weights.line[d] +
                      weights.class_bonus[threat];
          table[combo_index(Pattern(a), Pattern(b), Pattern(c), Pattern(d))] = {
              threat, static_cast<std::int16_t>(std::clamp(value, -30000, 30000))};
        }
  return table;
}

std::vector<PointInfo>& combinations() {
  static std::vector<PointInfo> table = build_combinations(g_weights);
  return table;
}

}  // namespace

Pattern line_pattern(int code, bool exact_five) { return pattern_table(exact_five).at(code); }
const Pattern* line_pattern_table(bool exact_five) { return pattern_table(exact_five).data(); }

namespace {

// The long code of a middle code (a short code when below kShortWindowCodes).
int long_code_of(int middle_code) {
  int short_code = middle_code % kShortWindowCodes, outer = middle_code / kShortWindowCodes;
  int long_code = (outer & 1) * kPow3[code_digit_index(-5)] + (outer >> 1) * kPow3[code_digit_index(5)];
  for (int offset = -4; offset <= 4; ++offset)
    if (offset != 0) long_code += short_code / kPow3[short_code_digit_index(offset)] % 3 * kPow3[code_digit_index(offset)];
  return long_code;
}

std::vector<Pattern> patterns_of_codes(int codes, bool exact) {
  std::vector<Pattern> table(codes);
  for (int code = 0; code < codes; ++code) table[code] = line_pattern(long_code_of(code), exact);
  return table;
}

}  // namespace

const Pattern* short_line_pattern_table() {
  static const std::vector<Pattern> table = patterns_of_codes(kShortWindowCodes, false);
  return table.data();
}

const Pattern* middle_line_pattern_table() {
  static const std::vector<Pattern> table = patterns_of_codes(kMiddleWindowCodes, true);
  return table.data();
}

PointInfo point_info(int combo) { return combinations()[combo]; }
const PointInfo* point_info_table() { return combinations().data(); }

bool may_be_forbidden(Pattern a, Pattern b, Pattern c, Pattern d) {
  int fours = 0, threes = 0;
  for (Pattern p : {a, b, c, d}) {
    if (p == kOverline || p == kF4) return true;  // an F4 may be two fours on one line
    fours += p == kB4;
    threes += p == kF3;
  }
  return fours >= 2 || threes >= 2;
}

void prepare_patterns() {
  pattern_table(true);
  pattern_table(false);
  short_line_pattern_table();
  middle_line_pattern_table();
  combinations();
}

void set_pattern_weights(const PatternWeights& weights) {
  g_weights = weights;
  auto rebuilt = build_combinations(weights);
  std::copy(rebuilt.begin(), rebuilt.end(), combinations().begin());  // in place: pointers stay
}

const PatternWeights& pattern_weights() { return g_weights; }

}  // namespace gg::gomoku
