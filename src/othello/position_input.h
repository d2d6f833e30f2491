// Reading OBF positions: files of one position per line, and command-line arguments that are
// either a position or a file name.
#pragma once

#include <string>
#include <vector>

#include "core/line_reader.h"
#include "othello/board.h"

namespace gg::othello {

// One OBF line: the board text, and the comment after ';' (trimmed, may be empty).
struct ObfEntry {
  Board board;
  std::string comment;
  std::size_t line = 0;  // 1-based line in its file
};

// Every position of an OBF stream. Blank lines and lines starting with '%' or '#' are skipped;
// anything else must be a position. Throws InputError naming the line.
std::vector<ObfEntry> read_obf(LineReader& in);

// An OBF board given on the command line, or the first position of the file it names ("-":
// standard input). Throws InputError when it is neither.
Board read_position_argument(const std::string& text);

}  // namespace gg::othello
