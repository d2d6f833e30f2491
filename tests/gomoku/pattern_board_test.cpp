// The incremental pattern board against slow references: patterns recomputed by walking the
// real board line (no codes, no tables), a board rebuilt from scratch after random play / undo
// sequences, and the older line-shape table for the five / four facts.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "gomoku/forbidden.h"
#include "gomoku/line_shape.h"
#include "gomoku/pattern_board.h"
#include "gomoku/train/trainer.h"
#include "gomoku/boards.h"

namespace gg::gomoku {
namespace {

bool wins(int length, bool exact) { return exact ? length == 5 : length >= 5; }

int run_through(const Board& board, Point p, int direction, Stone c) {
  int length = 1;
  for (Point q = p + direction; board.at(q) == c; q += direction) ++length;
  for (Point q = p - direction; board.at(q) == c; q -= direction) ++length;
  return length;
}

// The pattern by its definition, on the board itself: p must be empty. Memoized on the line's
// eleven points (the recursion revisits the same lines many times).
Pattern slow_pattern(Board& board, Point p, int direction, Stone c, bool exact) {
  static std::map<std::string, Pattern> memo;
  std::string key(1, char('0' + exact * 2 + (c == kWhite)));
  for (int k = -5; k <= 5; ++k) key += char('0' + board.at(p + k * direction));
  if (auto found = memo.find(key); found != memo.end()) return found->second;
  board.place(p, c);
  Pattern result = kDead;
  int own = run_through(board, p, direction, c);
  if (wins(own, exact)) {
    result = kFive;
  } else if (exact && own >= 6) {
    result = kOverline;
  } else {
    int completions = 0;
    for (int k = -4; k <= 4; ++k) {
      Point q = p + k * direction;
      if (k == 0 || board.at(q) != kEmpty) continue;
      board.place(q, c);
      // q must join p's run, and the run must win.
      bool joined = true;
      for (int i = std::min(k, 0); i <= std::max(k, 0); ++i) joined &= board.at(p + i * direction) == c;
      if (joined && wins(run_through(board, p, direction, c), exact)) ++completions;
      board.remove(q);
    }
    if (completions >= 2) result = kF4;
    else if (completions == 1) result = kB4;
    else {
      Pattern best = kDead;
      board.remove(p);
      for (int k = -5; k <= 5; ++k) {
        Point q = p + k * direction;
        if (k == 0 || board.at(q) != kEmpty) continue;
        board.place(q, c);
        Pattern next = slow_pattern(board, p, direction, c, exact);
        board.remove(q);
        best = std::max(best, next == kOverline ? kDead : next);
      }
      board.place(p, c);
      static constexpr Pattern kDown[kPatternCount] = {kDead, kDead, kB1, kB1, kB1, kF1, kB2, kF2, kB3, kF3, kDead};
      result = kDown[best];
    }
  }
  board.remove(p);
  memo[key] = result;
  return result;
}

Board random_board(std::mt19937_64& rng, int size, int stones) {
  Board board(size);
  std::uniform_int_distribution<int> coordinate(0, size - 1);
  for (int placed = 0; placed < stones;) {
    Point p = random_point(rng, coordinate);
    if (board.at(p) != kEmpty) continue;
    board.place(p, placed % 2 ? kWhite : kBlack);
    ++placed;
  }
  return board;
}

// Every field of two boards that should agree.
void expect_same(const PatternBoard& a, const PatternBoard& b) {
  ASSERT_EQ(a.board(), b.board());
  for (Stone c : {kBlack, kWhite}) {
    for (int t = 0; t < kClassCount; ++t) EXPECT_EQ(a.count(c, ThreatClass(t)), b.count(c, ThreatClass(t)));
    EXPECT_EQ(a.value_sum(c), b.value_sum(c));
    EXPECT_EQ(a.tempo_sum(c), b.tempo_sum(c));
    EXPECT_EQ(a.evaluation(c), b.evaluation(c));
  }
  for (int y = 0; y < a.size(); ++y)
    for (int x = 0; x < a.size(); ++x) {
      Point p = make_point(x, y);
      EXPECT_EQ(a.near_stones(p), b.near_stones(p));
      if (a.at(p) != kEmpty) continue;
      for (Stone c : {kBlack, kWhite}) {
        EXPECT_EQ(a.threat(c, p), b.threat(c, p));
        EXPECT_EQ(a.value(c, p), b.value(c, p));
        for (int d = 0; d < 4; ++d) ASSERT_EQ(a.pattern(c, p, d), b.pattern(c, p, d));
      }
    }
}

// A learned table for every rule with random values in [-1000, 1000].
EvalWeights random_eval_weights(std::mt19937_64& rng) {
  EvalWeights weights;
  for (auto& table : weights.rules) {
    table.emplace();
    for (int k = 0; k < kComboKinds; ++k) {
      table->mover[k] = static_cast<std::int16_t>(int(rng() % 2001) - 1000);
      table->waiter[k] = static_cast<std::int16_t>(int(rng() % 2001) - 1000);
    }
  }
  return weights;
}

TEST(PatternBoard, PatternsMatchTheDefinitionOnRandomBoards) {
  std::mt19937_64 rng(13);
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
    for (int trial = 0; trial < 9; ++trial) {
      int size = trial % 3 == 0 ? 9 : 15;
      Board board = random_board(rng, size, 10 + trial * 5);
      PatternBoard patterns(board, rule);
      Board scratch = board;
      for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
          Point p = make_point(x, y);
          if (board.at(p) != kEmpty) continue;
          for (Stone c : {kBlack, kWhite})
            for (int d = 0; d < 4; ++d)
              ASSERT_EQ(patterns.pattern(c, p, d),
                        slow_pattern(scratch, p, kDirections[d], c, needs_exact_five(rule, c)))
                  << rule_name(rule) << " x=" << x << " y=" << y << " d=" << d << " colour " << int(c);
        }
    }
  }
}

// The board looks patterns up by short codes (offsets -4..4) where five or more wins and by
// middle codes (the outer points only as own stones) where exactly five does (pattern.h). Every
// long code is checked against its short and its middle code, whatever its outer points hold;
// under exact five an own stone there does matter (it turns a five into an overline).
TEST(PatternBoard, ShortAndMiddleCodesLoseNothing) {
  const Pattern* short_table = short_line_pattern_table();
  const Pattern* middle_table = middle_line_pattern_table();
  bool own_outer_stones_matter_for_exact_five = false;
  for (int code = 0; code < kWindowCodes; ++code) {
    int short_code = 0;
    for (int offset = -4; offset <= 4; ++offset)
      if (offset != 0) short_code += code / kPow3[code_digit_index(offset)] % 3 * kPow3[short_code_digit_index(offset)];
    int left = code / kPow3[code_digit_index(-5)] % 3, right = code / kPow3[code_digit_index(5)] % 3;
    int middle_code = short_code + (left == kDigitMine) * kShortWindowCodes + (right == kDigitMine) * 2 * kShortWindowCodes;
    ASSERT_EQ(line_pattern(code, false), short_table[short_code]) << "long code " << code;
    ASSERT_EQ(line_pattern(code, true), middle_table[middle_code]) << "long code " << code;
    own_outer_stones_matter_for_exact_five |= middle_table[middle_code] != middle_table[short_code];
  }
  EXPECT_TRUE(own_outer_stones_matter_for_exact_five);
}

// The kind of four patterns by its definition: the kind whose sorted patterns are these.
int slow_kind(std::array<Pattern, 4> patterns) {
  std::sort(patterns.begin(), patterns.end());
  for (int kind = 0; kind < kComboKinds; ++kind)
    if (kind_patterns(kind) == patterns) return kind;
  ADD_FAILURE() << "no kind for the patterns";
  return 0;
}

// The evaluation's features and value recounted from the definition on the board (patterns by
// slow_pattern, kinds by search), under random weights, against the incremental board and
// position_features, after random play with take-backs.
TEST(PatternBoard, EvaluationAndFeaturesMatchASlowRecount) {
  std::mt19937_64 rng(31);
  EvalWeights random_weights = random_eval_weights(rng);
  use_eval_weights(&random_weights, "test");
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
    const EvalTable& table = *random_weights.rules[static_cast<int>(rule)];
    PatternBoard board(15, rule);
    std::uniform_int_distribution<int> coordinate(0, 14);
    Stone colour = kBlack;
    for (int step = 0; step < 120; ++step) {
      Point p = random_point(rng, coordinate);
      if (step % 4 == 3 && !board.history().empty()) board.undo();
      else if (board.at(p) == kEmpty) board.play(p, colour);
      colour = opponent(colour);
      if (step % 30 != 29) continue;
      Board scratch = board.board();
      for (Stone side : {kBlack, kWhite}) {
        std::map<int, int> counts;  // slot -> count
        long long value = 0;
        for (int y = 0; y < 15; ++y)
          for (int x = 0; x < 15; ++x) {
            Point q = make_point(x, y);
            if (scratch.at(q) != kEmpty) continue;
            for (int c = 0; c < 2; ++c) {
              Stone who = c == 0 ? side : opponent(side);
              std::array<Pattern, 4> patterns;
              for (int d = 0; d < 4; ++d)
                patterns[d] = slow_pattern(scratch, q, kDirections[d], who, needs_exact_five(rule, who));
              int kind = slow_kind(patterns);
              ++counts[c * kComboKinds + kind];
              value += c == 0 ? table.mover[kind] : table.waiter[kind];
            }
          }
        EXPECT_EQ(board.evaluation(side), value) << rule_name(rule) << " step " << step;
        std::vector<train::Feature> features = train::position_features(board, side);
        ASSERT_EQ(features.size(), counts.size());
        std::size_t i = 0;
        for (auto [slot, count] : counts) {
          EXPECT_EQ(features[i].slot, slot);
          EXPECT_EQ(features[i].count, count);
          ++i;
        }
      }
    }
  }
  use_eval_weights(nullptr, "test");
  use_builtin_eval();
}

// The sums the hand-set evaluation reads, recounted over the empty points after random play
// with take-backs: value_sum adds the point values, tempo_sum their fifths rounded down one by
// one (not the fifth of the sum).
TEST(PatternBoard, ValueAndTempoSumsMatchARecount) {
  std::mt19937_64 rng(17);
  std::uniform_int_distribution<int> coordinate(0, 14);
  int fifths_differ = 0;
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
    PatternBoard board(15, rule);
    Stone colour = kBlack;
    for (int step = 0; step < 200; ++step) {
      Point p = random_point(rng, coordinate);
      if (step % 5 == 4 && !board.history().empty()) board.undo();
      else if (board.at(p) == kEmpty) board.play(p, colour);
      colour = opponent(colour);
      for (Stone c : {kBlack, kWhite}) {
        int values = 0, fifths = 0;
        for (int y = 0; y < 15; ++y)
          for (int x = 0; x < 15; ++x) {
            Point q = make_point(x, y);
            if (board.at(q) != kEmpty) continue;
            values += board.value(c, q);
            fifths += board.value(c, q) / 5;
          }
        ASSERT_EQ(board.value_sum(c), values) << rule_name(rule) << " step " << step;
        ASSERT_EQ(board.tempo_sum(c), fifths) << rule_name(rule) << " step " << step;
        fifths_differ += fifths != values / 5;
      }
    }
  }
  EXPECT_GT(fifths_differ, 100);  // the rounding per point matters
}

TEST(PatternBoard, FivesAndFoursAgreeWithTheLineShapeTable) {
  std::mt19937_64 rng(5);
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
    for (int trial = 0; trial < 20; ++trial) {
      Board board = random_board(rng, 15, 40 + trial * 4);
      PatternBoard patterns(board, rule);
      for (int y = 0; y < 15; ++y)
        for (int x = 0; x < 15; ++x) {
          Point p = make_point(x, y);
          if (board.at(p) != kEmpty) continue;
          for (Stone c : {kBlack, kWhite})
            for (int d = 0; d < 4; ++d) {
              const LineShape& shape = line_shape(board, p, kDirections[d], c, needs_exact_five(rule, c));
              Pattern pattern = patterns.pattern(c, p, d);
              EXPECT_EQ(pattern == kFive, shape.five);
              EXPECT_EQ(pattern == kOverline, shape.overline);
              if (!shape.five && !shape.overline) {
                EXPECT_EQ(pattern == kF4, shape.open_four);
                EXPECT_EQ(pattern == kB4, shape.fours == 1 && !shape.open_four);
              }
            }
        }
    }
  }
}

// five_point(c, last) against the five points found line by line (line_shape): one of them
// whatever the hint (none, any stone, a stone on a line through it), kNoPoint when there are none.
TEST(PatternBoard, FivePointIsAFivePointWhateverTheHint) {
  std::mt19937_64 rng(17);
  int single = 0;
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
    for (int trial = 0; trial < 40; ++trial) {
      Board board = random_board(rng, 15, 30 + trial * 3);
      PatternBoard patterns(board, rule);
      for (Stone c : {kBlack, kWhite}) {
        std::vector<Point> fives, stones;
        for (int y = 0; y < 15; ++y)
          for (int x = 0; x < 15; ++x) {
            Point p = make_point(x, y);
            if (board.at(p) != kEmpty) {
              stones.push_back(p);
              continue;
            }
            for (int d = 0; d < 4; ++d)
              if (line_shape(board, p, kDirections[d], c, needs_exact_five(rule, c)).five) {
                fives.push_back(p);
                break;
              }
          }
        std::vector<Point> hints = {kNoPoint};
        for (int k = 0; k < 5 && !stones.empty(); ++k) hints.push_back(stones[rng() % stones.size()]);
        if (fives.size() == 1) {
          ++single;
          for (Point q : stones)  // the stones within four of the five point on its lines
            if (std::max(std::abs(x_of(q) - x_of(fives[0])), std::abs(y_of(q) - y_of(fives[0]))) <= 4) hints.push_back(q);
        }
        for (Point hint : hints) {
          Point found = patterns.five_point(c, hint);
          if (fives.empty())
            EXPECT_EQ(found, kNoPoint);
          else
            EXPECT_NE(std::find(fives.begin(), fives.end(), found), fives.end()) << "hint " << hint;
        }
      }
    }
  }
  EXPECT_GT(single, 10);  // the single-five case, the one the searches rely on, was met
}

TEST(PatternBoard, IncrementalUpdatesMatchARebuildAfterRandomPlayAndUndo) {
  std::mt19937_64 rng(21);
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
    PatternBoard board(15, rule);
    std::uniform_int_distribution<int> coordinate(0, 14);
    Stone colour = kBlack;
    for (int step = 0; step < 600; ++step) {
      bool take_back = !board.history().empty() && (rng() % 3 == 0 || board.stone_count() > 150);
      if (take_back) {
        board.undo();
      } else {
        Point p = random_point(rng, coordinate);
        if (board.at(p) != kEmpty) continue;
        board.play(p, colour);
      }
      colour = opponent(colour);
      if (step % 25 == 0) {
        PatternBoard fresh(board.board(), rule);
        expect_same(board, fresh);
        if (HasFatalFailure()) return;
      }
    }
    // Taking everything back gives the empty board, hash included; each rule has its own.
    while (!board.history().empty()) board.undo();
    expect_same(board, PatternBoard(15, rule));
    EXPECT_EQ(board.hash(), PatternBoard(15, rule).hash());
    EXPECT_NE(board.hash(), PatternBoard(15, rule == Rule::kRenju ? Rule::kFreestyle : Rule::kRenju).hash());
  }
}

// Undo restores from a journal of what each move changed: also from a board made from a position
// (whose set-up stones are no moves to take back), with the learned evaluation's sums kept.
TEST(PatternBoard, UndoRestoresABoardMadeFromAPosition) {
  std::mt19937_64 rng(23);
  EvalWeights random_weights = random_eval_weights(rng);  // so that the table's sums are journalled too
  use_eval_weights(&random_weights, "test");
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
    Board start = random_board(rng, 15, 30);
    PatternBoard board(start, rule);
    const PatternBoard fresh(start, rule);
    std::uniform_int_distribution<int> coordinate(0, 14);
    Stone colour = kBlack;
    for (int step = 0; step < 200; ++step) {
      if (!board.history().empty() && rng() % 2 == 0) {
        board.undo();
      } else {
        Point p = random_point(rng, coordinate);
        if (board.at(p) == kEmpty) board.play(p, colour);
      }
      colour = opponent(colour);
      if (step % 20 == 0) {
        expect_same(board, PatternBoard(board.board(), rule));
        if (HasFatalFailure()) return;
      }
    }
    while (!board.history().empty()) board.undo();
    expect_same(board, fresh);
    EXPECT_EQ(board.hash(), fresh.hash());
  }
  use_eval_weights(nullptr, "test");
  use_builtin_eval();
}

TEST(PatternBoard, ThreatClassesOfHandMadeShapes) {
  PatternBoard board(15, Rule::kFreestyle);
  // Black: an open three on row 7 (x 5..7) and a two on column 9 (y 8, 9).
  for (int x : {5, 6, 7}) board.play(make_point(x, 7), kBlack);
  EXPECT_EQ(board.threat(kBlack, make_point(8, 7)), kClassFlexFour);   // .XXXX.
  EXPECT_EQ(board.threat(kBlack, make_point(9, 7)), kClassFour);       // XXX.X
  board.play(make_point(9, 8), kBlack);
  board.play(make_point(9, 9), kBlack);
  // (9,7): a four on the row and an open three on the column: four-three.
  EXPECT_EQ(board.threat(kBlack, make_point(9, 7)), kClassFourThree);
  board.play(make_point(4, 7), kWhite);  // blocks the left end: .XXX on row becomes OXXX.
  EXPECT_EQ(board.threat(kBlack, make_point(8, 7)), kClassFour);
  EXPECT_EQ(board.count(kBlack, kClassFlexFour), 0);
  board.play(make_point(8, 7), kBlack);  // OXXXX. : a five point at (9,7)
  EXPECT_EQ(board.threat(kBlack, make_point(9, 7)), kClassFive);
  EXPECT_EQ(board.find_five(kBlack), make_point(9, 7));
  Point first = kNoPoint;
  EXPECT_EQ(board.fives_near(make_point(8, 7), kBlack, &first), 1);
  EXPECT_EQ(first, make_point(9, 7));
}

TEST(PatternBoard, RenjuForbiddenAgreesWithTheReferee) {
  std::mt19937_64 rng(8);
  int forbidden_seen = 0;
  for (int trial = 0; trial < 30; ++trial) {
    Board board = random_board(rng, 15, 50 + trial * 3);
    PatternBoard patterns(board, Rule::kRenju);
    Board scratch = board;
    for (int y = 0; y < 15; ++y)
      for (int x = 0; x < 15; ++x) {
        Point p = make_point(x, y);
        if (board.at(p) != kEmpty) continue;
        bool expected = !makes_five(board, p, kBlack, Rule::kRenju) &&
                        forbidden_kind(scratch, p) != Forbidden::kNone;
        ASSERT_EQ(patterns.forbidden(p), expected) << "x=" << x << " y=" << y;
        if (expected) {
          EXPECT_TRUE(patterns.may_be_forbidden(p));
          ++forbidden_seen;
        }
      }
  }
  EXPECT_GT(forbidden_seen, 20);  // the random boards do exercise the check
}

}  // namespace
}  // namespace gg::gomoku
