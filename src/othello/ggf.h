// GGF (Generic Game Format, the GGS server's record format, also what NBoard sends in
// `set game`): one Othello game as `(;GM[Othello]PB[..]PW[..]RE[..]TY[8]BO[8 <64> <side>]B[f5]W[d6]..;)`.
//
// This file only reads and writes the text: the start position and the moves with their
// optional `/eval/time` annotations. Whether the moves are legal is checked by
// `replay_ggf` (ggf_replay.h), which needs the board.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/line_reader.h"

namespace gg::othello {

// Square index of a move in GGF and NBoard: 0 = a1 (top left) ... 63 = h8; kGgfPass for a pass.
inline constexpr int kGgfPass = 64;

struct GgfMove {
  bool black = true;  // the colour that played it (B[...] or W[...])
  int square = kGgfPass;
  std::optional<double> eval;     // `f5/1.50`: the mover's evaluation in discs
  std::optional<double> seconds;  // `f5/1.50/2.3`: time used

  bool operator==(const GgfMove&) const = default;
};

struct GgfGame {
  // Every property other than GM, BO, B and W, in record order (PC, DT, PB, PW, RE, TI, TY...),
  // so that a record read and written again keeps them.
  std::vector<std::pair<std::string, std::string>> properties;
  // Start position (BO): discs of each colour and the side to move.
  std::uint64_t black = 0;
  std::uint64_t white = 0;
  bool black_to_move = true;
  std::vector<GgfMove> moves;

  // The value of a property, or "" when absent.
  std::string property(std::string_view key) const;
  void set_property(const std::string& key, const std::string& value);

  bool operator==(const GgfGame&) const = default;
};

// The standard start position (d4 and e5 white, d5 and e4 black, black to move), no moves.
GgfGame standard_ggf_game();

// Parses one record. `text` may hold leading/trailing whitespace but nothing else. Throws
// InputError at `line` (the line of the record in its source) naming what is wrong: missing
// `(;` or `;)`, a game other than Othello, a board other than 8 x 8, a bad square or side.
GgfGame parse_ggf(std::string_view text, std::size_t line = 1);

// Reads every record of a GGF file (records may span lines; several may share a line).
std::vector<GgfGame> read_ggf(LineReader& in);

// The record on one line, `(;GM[Othello]...;)`. Moves are written in lower case (`f5`, `pa`);
// evals with two decimals, times with up to three.
std::string write_ggf(const GgfGame& game);

// "f5" for 37, "pa" for kGgfPass. parse_ggf_square accepts "F5"/"f5"/"PA"/"pa"/"pass"; returns
// -1 for anything else.
std::string ggf_square_name(int square);
int parse_ggf_square(std::string_view text);

}  // namespace gg::othello
