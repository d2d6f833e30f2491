// Fuzzes the board reader of `gridgames mine analyze` (mine/board_io.h): mine coordinates
// ("N M K" or "1" then "N M K", then K lines "X Y") or a drawn grid ('*', '.', 'o', digits).
// Invariants beyond "no crash":
//   - only InputError escapes, at a line of the input (1..lines+1), with a one-line message;
//   - a board read has sizes 1..1000, its vectors sized rows*cols, no revealed mine, and a revealed
//     number cell drawn in the input equal to its true count (checked through the writer);
//   - reading is deterministic;
//   - round trips: draw_board without coordinates reads back as the same board (mines and
//     revealed cells), and so does the coordinates form written from the mines of a board
//     without revealed cells;
//   - accepting does not depend on blank lines: the same text with its blank lines removed
//     reads as the same board.
// Boards of more cells than 4096 + 64 x the input's length are read but not written back, to
// keep iterations fast (a 6-byte header can claim a million cells).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/errors.h"
#include "core/line_reader.h"
#include "mine/board.h"
#include "mine/board_io.h"
#include "support/check.h"

using gg::fuzz::check;
using gg::mine::Board;

namespace {

struct Read {
  bool ok = false;
  Board board;
  std::size_t error_line = 0;
  std::string error;
};

Read read(std::string_view text) {
  Read out;
  gg::LineReader reader = gg::LineReader::from_string(text);
  try {
    out.board = gg::mine::read_board(reader);
    out.ok = true;
  } catch (const gg::InputError& error) {
    out.error_line = error.line();
    out.error = error.what();
  }
  return out;
}

bool same_board(const Board& a, const Board& b) {
  if (a.rows != b.rows || a.cols != b.cols || a.mine != b.mine) return false;
  for (int cell = 0; cell < a.rows * a.cols; ++cell)
    if (a.is_revealed(cell) != b.is_revealed(cell)) return false;
  return true;
}

std::string describe(const Read& r) {
  if (!r.ok) return "error at line " + std::to_string(r.error_line) + ": " + r.error;
  return std::to_string(r.board.rows) + " x " + std::to_string(r.board.cols) + " board";
}

void check_board_shape(const Board& board) {
  check(board.rows >= 1 && board.rows <= 1000 && board.cols >= 1 && board.cols <= 1000,
        "board size " + std::to_string(board.rows) + " x " + std::to_string(board.cols));
  std::size_t cells = std::size_t(board.rows) * board.cols;
  check(board.mine.size() == cells, "mine vector size");
  check(board.revealed.empty() || board.revealed.size() == cells, "revealed vector size");
  for (std::size_t cell = 0; cell < cells; ++cell) {
    check(board.mine[cell] <= 1, "mine flag not 0/1");
    check(!(board.mine[cell] && board.is_revealed(int(cell))), "a revealed mine");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::size_t lines = gg::fuzz::count_lines(text);

  Read first = read(text);
  Read again = read(text);
  check(first.ok == again.ok && first.error_line == again.error_line && first.error == again.error &&
            (!first.ok || same_board(first.board, again.board)),
        "two reads differ: " + describe(first) + " / " + describe(again));

  if (!first.ok) {
    check(first.error_line >= 1 && first.error_line <= lines + 1,
          "error line " + std::to_string(first.error_line) + " of " + std::to_string(lines) + ": " + first.error);
    check(!first.error.empty() && first.error.find('\n') == std::string::npos, "message: " + first.error);
    return 0;
  }
  const Board& board = first.board;
  check_board_shape(board);

  // Without its blank lines (LineReader's notion: empty or only blanks), the text is the same board.
  std::string compact;
  gg::LineReader reader = gg::LineReader::from_string(text);
  std::string_view line;
  while (reader.next_nonblank(line)) compact.append(line).push_back('\n');
  Read dense = read(compact);
  check(dense.ok && same_board(dense.board, board), "blank lines change the board: " + describe(dense));

  const std::size_t cells = std::size_t(board.rows) * board.cols;
  if (cells > 4096 + 64 * size) return 0;

  std::string drawn = gg::mine::draw_board(board, false);
  Read back = read(drawn);
  check(back.ok && same_board(back.board, board), "draw_board does not read back: " + describe(back) + "\n" + drawn);

  if (board.revealed.empty()) {
    std::string coordinates;
    std::size_t mines = 0;
    for (std::size_t cell = 0; cell < cells; ++cell)
      if (board.mine[cell])
        ++mines, coordinates += std::to_string(cell / board.cols) + " " + std::to_string(cell % board.cols) + "\n";
    coordinates = std::to_string(board.rows) + " " + std::to_string(board.cols) + " " + std::to_string(mines) +
                  "\n" + coordinates;
    Read listed = read(coordinates);
    check(listed.ok && same_board(listed.board, board), "coordinates do not read back: " + describe(listed));
  }
  return 0;
}
