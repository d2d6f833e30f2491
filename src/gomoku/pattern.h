// Line patterns and point threat classes: what one more stone of a colour would make on an empty
// point, from table look-ups only. The incremental board (pattern_board.h) keeps, per empty point,
// direction and colour, a code of the neighbouring points on that line (the short or middle codes
// below, made from the long codes' digits); one look-up turns a code into a line Pattern, a second
// turns a point's four Patterns into its threat class and its value for the evaluation.
//
// Line patterns, for a stone of colour C placed on the centre of an 11-point window:
//   five   the stone completes a winning line (exactly five where the rule asks for it);
//   OL     six or more (exact-five colours only): no win, forbidden to renju black;
//   F4     two or more points would then complete a five through the stone (an open four,
//          or two fours on one line as in X.XXX.X): unstoppable on this line;
//   B4     exactly one such point (a four, which must be answered);
//   F3     one more stone can make an F4 (an open three, threatening to become an open four);
//   B3     one more stone can make a B4 but none an F4;
//   F2/B2  one more stone can make an F3 / only a B3;  F1/B1 likewise towards F2 / B2;
//   dead   no five can ever be made through the stone on this line.
// These are computed by trying one more stone (recursively, within the window), so they follow
// the rule's definition of a five exactly, including exact five and overlines.
#pragma once

#include <array>
#include <cstdint>

namespace gg::gomoku {

enum Pattern : std::uint8_t { kDead, kOverline, kB1, kF1, kB2, kF2, kB3, kF3, kB4, kF4, kFive };
constexpr int kPatternCount = 11;

// Base-3 window codes: digit 0 empty, 1 the colour's stone, 2 blocked (the other colour or off
// the board). The ten points at offsets -5..-1, +1..+5 along the line; offset -5 is the least
// significant digit.
constexpr int kWindowCodes = 59049;  // 3^10
constexpr int code_digit_index(int offset) { return offset < 0 ? offset + 5 : offset + 4; }
constexpr std::array<int, 10> kPow3 = {1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683};
enum CodeDigit : int { kDigitEmpty = 0, kDigitMine = 1, kDigitBlocked = 2 };

// The line pattern of a window code; exact_five for colours that need exactly five.
Pattern line_pattern(int code, bool exact_five);
// The whole table behind line_pattern (kWindowCodes entries), for callers that look up often.
const Pattern* line_pattern_table(bool exact_five);

// Where five or more wins, the points at offsets -5 and +5 never matter: every five through the
// centre, and every stone that could help make one, lies within four points of it (a run that
// reaches offset 5 holds a five within -4..4 that the same completions make). So freestyle
// boards use short codes of the eight points at offsets -4..-1, +1..+4 (offset -4 the least
// significant digit), whose table has 3^8 entries: 6.5 KB, which stays in the L1 cache where
// the 58 KB long table does not (the board's update is bound by these look-ups).
constexpr int kShortWindowCodes = 6561;  // 3^8
constexpr int short_code_digit_index(int offset) { return offset < 0 ? offset + 4 : offset + 3; }
// The line pattern of a short code for a colour that wins with five or more: the long table's
// pattern with empty points at offsets -5 and +5 (kShortWindowCodes entries).
const Pattern* short_line_pattern_table();

// Where exactly five wins, the points at offsets -5 and +5 matter only when they hold the
// colour's own stone (which turns a five next to it into an overline); blocked is the same as
// empty there. So exact-five colours use middle codes: the short code, plus kShortWindowCodes if
// offset -5 holds an own stone and twice that if offset +5 does (26 KB of table instead of 58).
constexpr int kMiddleWindowCodes = 4 * kShortWindowCodes;
// The line pattern of a middle code for a colour that needs exactly five (kMiddleWindowCodes
// entries).
const Pattern* middle_line_pattern_table();

// A point's threat class for one colour, from its four line patterns: the strongest thing a
// stone there makes. Renju forbidden points are not judged here (the board asks forbidden_kind
// for the classes that can be forbidden: double four, double three, overline).
enum ThreatClass : std::uint8_t {
  kClassNone,
  kClassTwo,        // some F2 / B3: a building move
  kClassThree,      // one F3: makes an open three
  kClassFour,       // one B4: makes a four (forcing)
  kClassDoubleThree,// two or more F3 (a win unless answered by fours; forbidden to renju black)
  kClassFourThree,  // B4 + F3 on another line: wins unless the opponent has fours
  kClassFlexFour,   // F4, or two B4 (renju black: the latter is a forbidden double four)
  kClassFive,
};
constexpr int kClassCount = 8;

// Whether a stone of that class makes a four (a B4 or F4 on some line, or a five).
constexpr bool makes_four(ThreatClass t) { return t == kClassFour || t >= kClassFourThree; }

struct PointInfo {
  ThreatClass threat = kClassNone;
  std::int16_t value = 0;  // evaluation weight of the point for this colour (see pattern.cpp)
};

// Index of four patterns in the combination table.
constexpr int combo_index(Pattern a, Pattern b, Pattern c, Pattern d) {
  return ((a * kPatternCount + b) * kPatternCount + c) * kPatternCount + d;
}
PointInfo point_info(int combo);
// The whole combination table behind point_info (kPatternCount^4 entries). The pointer stays
// valid; set_pattern_weights rewrites the entries in place.
const PointInfo* point_info_table();

// Whether the four patterns can make a renju forbidden point (two fours, two threes, overline):
// only then does the board call the exact forbidden_kind check.
bool may_be_forbidden(Pattern a, Pattern b, Pattern c, Pattern d);

// Builds the tables now (otherwise on first use, a few ms).
void prepare_patterns();

// Weights of the evaluation (pattern.cpp), exposed so that the self-play tuner can set them.
struct PatternWeights {
  // Value of one line pattern on a point, by Pattern (dead, OL, B1, F1, B2, F2, B3, F3, B4, F4,
  // five); the point's value adds its four lines and a bonus by threat class.
  std::array<int, kPatternCount> line = {0, 0, 1, 2, 4, 10, 12, 40, 45, 200, 1000};
  std::array<int, kClassCount> class_bonus = {0, 0, 0, 0, 120, 250, 400, 2000};
};
// Replaces the weights and rebuilds the combination table (not thread-safe: call before
// searching).
void set_pattern_weights(const PatternWeights& weights);
const PatternWeights& pattern_weights();

}  // namespace gg::gomoku
