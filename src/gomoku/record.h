// Game records in the three common shapes, and their adjudication under a rule set.
//
// Accepted shapes (detected from the first non-blank line):
//   - the referee format: `n`, then n lines `x y` (1-based row, then column);
//   - Piskvork PSQ: a header `Piskvorky WxH, ...`, then lines `x,y[,time]` (1-based column,
//     row), ending at the first line that is not a move (the brain names, `-1`, ...);
//   - plain move lists: `h8 i9 j10 ...` (column letter from 'a', row number counted from the
//     bottom, as in renju notation), any number per line.
#pragma once

#include <string>
#include <vector>

#include "core/line_reader.h"
#include "gomoku/state.h"

namespace gg::gomoku {

struct Record {
  int size = 15;
  std::vector<Point> moves;
  std::vector<std::size_t> lines;  // input line of each move, for messages
  bool empty_input = false;        // the input had no text at all (not even a move count)
};

// Reads a whole record. `size` is the board size for the formats that do not state it.
// Throws InputError naming the line for malformed moves, points off the board, or a board size
// out of 5..22. Occupied points are found by adjudicate().
Record read_record(LineReader& in, int size);

// The record in the referee format: `n`, then n lines `x y` (1-based row, then column).
// read_record reads it back (given the size, which the format does not state).
std::string write_referee_record(const Record& record);

struct Verdict {
  Rule rule = Rule::kFreestyle;
  int size = 15;
  int moves = 0;             // moves in the record
  Ending ending = Ending::kNone;
  Stone winner = kEmpty;
  int deciding_move = 0;     // 1-based; 0 when the game did not end
  Point deciding_point = kNoPoint;
  Forbidden forbidden = Forbidden::kNone;  // black's forbidden shape when it decided the game
  std::vector<Point> winning_line;         // the stones of the winning row, in order
};

// Plays the record under `rule`. The game ends at its first deciding move; later moves are still
// checked for occupied points (InputError at their line) and otherwise ignored.
Verdict adjudicate(const Record& record, Rule rule);

// A few human lines: the rule and length, the result, the deciding move, the winning line.
std::string describe_verdict(const Verdict& verdict);

}  // namespace gg::gomoku
