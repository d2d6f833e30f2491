// The search's board: stones plus, for every empty point, direction and colour, the line pattern
// a stone there would make (pattern.h), kept up to date on every move instead of rescanned.
//
// A move changes the window codes of the 40 points around it (five each way along four lines;
// 32 in freestyle, whose short codes stop at four, see pattern.h) by one digit each; each
// of those points then needs one pattern look-up per colour and one combination look-up for its
// threat class and value. Counts of points by threat class, the sum of point values per colour
// and the evaluation's sums (eval_weights.h: the learned or hand-set table of the rule, read when
// the board is made) are kept too, so "does the opponent have a four?" and the evaluation are
// O(1). Each move writes what it changed to a journal, and
// undo restores from it without a look-up.
//
// Renju: black's forbidden points are not cached (whether a three is real depends on points far
// away); forbidden(p) runs the exact check, and may_be_forbidden(p) says cheaply when it is
// needed at all.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "gomoku/board.h"
#include "gomoku/eval_weights.h"
#include "gomoku/pattern.h"
#include "gomoku/rules.h"

namespace gg::gomoku {

class PatternBoard {
 public:
  PatternBoard(int size, Rule rule);
  // The position of `board` (stone order is irrelevant to patterns).
  PatternBoard(const Board& board, Rule rule);

  int size() const { return board_.size(); }
  Rule rule() const { return rule_; }
  const Board& board() const { return board_; }
  Stone at(Point p) const { return board_.at(p); }
  int stone_count() const { return board_.stone_count(); }
  // Zobrist key of the stones and the rule (not of the side to move).
  std::uint64_t hash() const { return hash_; }
  const std::vector<Point>& history() const { return history_; }
  // The last stone played, kNoPoint before any.
  Point last_move() const { return history_.empty() ? kNoPoint : history_.back(); }

  // p must be an empty point of the board.
  void play(Point p, Stone colour);
  // Takes back the last move.
  void undo();

  // For an empty point p: what a stone of colour c would make there.
  Pattern pattern(Stone c, Point p, int direction_index) const {
    return Pattern(patterns_[c - 1][p * 4 + direction_index]);
  }
  ThreatClass threat(Stone c, Point p) const { return info_[c - 1][p].threat; }
  int value(Stone c, Point p) const { return info_[c - 1][p].value; }
  // Empty points where a stone of c makes class t (renju black: forbidden points included).
  int count(Stone c, ThreatClass t) const { return totals_.counts[c - 1][t]; }
  // Empty points where a stone of c makes a four but not a five.
  int four_points(Stone c) const {
    return count(c, kClassFour) + count(c, kClassFourThree) + count(c, kClassFlexFour);
  }
  // Sum of value(c, p) over the empty points.
  int value_sum(Stone c) const { return totals_.value_sums[c - 1]; }
  // Sum of value(c, p) / 5 over the empty points, rounded down point by point: the fifth more
  // that the side to move's points count in the evaluation (Search::evaluate), which points
  // worth less than 5 do not get.
  int tempo_sum(Stone c) const { return totals_.tempo_sums[c - 1]; }
  // Whether the rule has a learned evaluation table (eval_weights.h; read when the board was made).
  bool learned_evaluation() const { return eval_lut_ != nullptr; }
  // With a learned table: the evaluation for side s to move, over the empty points the table's
  // mover weight of s's patterns plus its waiter weight of the opponent's (0 without a table).
  int evaluation(Stone s) const { return totals_.eval_sums[s - 1][0] + totals_.eval_sums[2 - s][1]; }
  // Empty point with a stone within two points (8 directions): where moves are looked for.
  bool near_stones(Point p) const { return near_[p] > 0; }
  // The smallest rectangle holding every stone, grown by two and cut to the board: every point
  // near a stone lies inside. The whole board when there is no stone.
  struct Area {
    int x0, y0, x1, y1;
  };
  Area area() const;

  // Renju black only (false otherwise): whether p's patterns allow a forbidden shape at all.
  bool may_be_forbidden(Point p) const;
  // Renju black only (false otherwise): the exact forbidden-point check at the empty point p.
  bool forbidden(Point p);
  // Whether colour c may play the empty point p under the rule.
  bool allowed(Point p, Stone c) { return c != kBlack || rule_ != Rule::kRenju || !forbidden(p); }

  // Calls visit(q) for every empty point q within five of f on the lines where a stone of c at
  // f would make a four or an open four: the points where a stone can change that (the
  // defences against an open-four point f, tried one by one by the searches).
  template <class Visit>
  void for_each_on_four_lines(Stone c, Point f, Visit visit) const {
    for (int d = 0; d < 4; ++d) {
      Pattern line = pattern(c, f, d);
      if (line != kF4 && line != kB4) continue;
      for (int k = -5; k <= 5; ++k) {
        Point q = f + k * kDirections[d];
        if (board_.at(q) == kEmpty) visit(q);
      }
    }
  }

  // The first empty point where c makes a five, or kNoPoint (scans the board: for rare use).
  Point find_five(Stone c) const;
  // The empty points on the four lines through p (within four points) where c makes a five.
  int fives_near(Point p, Stone c, Point* first) const;
  // c's five point: looked for first on the lines through `last` (the stone that made it, when
  // known: a new five point lies there), then over the board; kNoPoint when c has none.
  Point five_point(Stone c, Point last) const;

 private:
  void update_point(Point p);
  void update_colour(Point p, int c);
  void set_info(Point p, int c, PointInfo info, EvalPair eval);
  // Adds the digits of a stone s at q to the codes around it and updates what changed, writing
  // the old pattern and point data of every change to the journal. Radius: how far the codes
  // reach along a line (4 with short codes, else 5).
  template <int Radius>
  void apply(Point q, Stone s);
  // What a stone (or wall) s at `offset` on a line adds to colour c's code of the point.
  int code_step(int c, Stone s, int offset) const;
  // Adds (sign +1) or takes back (-1) only the codes' digits of a stone s at q, and the near counts.
  template <int Radius>
  void shift_codes(Point q, Stone s, int sign);

  // The undo journal: what each move changed, so that undo restores it without a look-up.
  static constexpr std::uint8_t kNoPattern = 0xff;
  struct Change {
    std::uint16_t index;  // p * 4 + direction (the direction is ignored with kNoPattern)
    std::uint8_t colour;  // 0 black, 1 white
    std::uint8_t pattern; // the old pattern, or kNoPattern when only the point data changed
    PointInfo info;       // the point's old data for that colour
    EvalPair eval;
  };
  // What the board sums over the empty points, kept whole so that a move's frame copies it.
  struct Totals {
    int counts[2][kClassCount] = {};
    int value_sums[2] = {0, 0};
    int tempo_sums[2] = {0, 0};
    int eval_sums[2][2] = {};  // [colour][0 mover, 1 waiter]
  };
  struct Frame {
    std::uint32_t first_change;
    Totals totals;
  };
  void record(int index, int c, std::uint8_t old_pattern) {
    const int p = index / 4;
    changes_.push_back({static_cast<std::uint16_t>(index), static_cast<std::uint8_t>(c), old_pattern, info_[c][p], eval_[c][p]});
  }

  Board board_;
  Rule rule_;
  bool exact_[2];
  // Freestyle (neither colour needs exactly five): short codes only (pattern.h), so a move
  // changes the codes of the 32 points within four instead of 40.
  bool short_codes_;
  const Pattern* pattern_lut_[2];  // short_ or middle_line_pattern_table for each colour's rule
  // What a stone of colour [s - 1] at offset k adds to colour c's code: [s - 1][c][k + 5].
  std::int16_t code_steps_[2][2][11];
  const PointInfo* info_lut_;      // point_info_table
  const EvalPair* eval_lut_;       // eval_table of the rule (nullptr: hand-set, no sums kept)
  std::uint64_t hash_ = 0;
  std::vector<Point> history_;
  std::array<std::uint16_t, kCells * 4> codes_[2];
  std::array<std::uint8_t, kCells * 4> patterns_[2];
  std::array<PointInfo, kCells> info_[2];
  std::array<EvalPair, kCells> eval_[2];
  std::array<std::uint8_t, kCells> near_;
  std::vector<Area> boxes_;  // stone rectangle after each move (the first: the set-up position)
  Totals totals_;
  std::vector<Change> changes_;
  std::vector<Frame> frames_;  // one per move of history_
};

// Zobrist key of a stone of colour c at p (shared by the searches' tables).
std::uint64_t zobrist_key(Stone c, Point p);

}  // namespace gg::gomoku
