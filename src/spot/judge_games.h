// The Spot referee loop (UVa 141 format), generic in the square key so that tests can run it
// with a deliberately colliding hash. spot::judge (referee.h) is this loop with the real key.
//
// Input handling beyond the classic format (documented in docs/spot.md):
//   - N may be anything from 2 to 1,000,000 (the classic limit is 50); storage is sparse.
//   - blank lines are skipped anywhere; line numbers in messages count them.
//   - after the final "0" only blank lines may follow.
//   - every move, including those after the game was decided, must be well formed, on the
//     board, and legal: '+' on an empty square, '-' on a spot.
#pragma once

#include <climits>
#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>

#include "core/errors.h"
#include "core/line_reader.h"
#include "core/memory_budget.h"
#include "spot/board.h"
#include "spot/pattern_log.h"

namespace gg::spot {

namespace detail {

inline std::string square_name(Cell cell) {
  return "(" + std::to_string(cell.row + 1) + ", " + std::to_string(cell.col + 1) + ")";
}

// Reads the line "N" or the final "0"; returns N, or 0 at the end of the input.
inline std::int64_t read_board_size(LineReader& in) {
  std::string_view line;
  if (!in.next_nonblank(line))
    throw InputError(in.line_number() + 1, "unexpected end of input: missing the final line '0'");
  Fields fields(line);
  if (fields.size() != 1)
    in.fail("expected a board size N (or 0 to end the input), got " + quote_for_error(line));
  // Every out-of-range size, even one too long for 64 bits, gets the same message.
  std::string_view field = fields[0];
  std::size_t digits = field.size() - (field.starts_with('-') || field.starts_with('+') ? 1 : 0);
  bool too_long = digits > 18 && field.find_first_not_of("+-0123456789") == std::string_view::npos;
  std::int64_t n =
      too_long ? -1 : parse_int(field, INT64_MIN, INT64_MAX, "board size N", in.line_number());
  if (n != 0 && (n < 2 || n > Board::kMaxSize))
    in.fail("board size N must be between 2 and " + std::to_string(Board::kMaxSize) +
            " (or 0 to end the input), got " + quote_for_error(fields[0]));
  return n;
}

// Parses the move line `r c +` or `r c -` just read from `in` and checks that the operation fits
// the square on `board`; `where()` names the move in messages. Throws InputError at the line.
template <class Key, class Where>
Cell parse_move(const LineReader& in, std::string_view line, const BasicBoard<Key>& board,
                const Where& where) {
  const std::int64_t n = board.size();
  Fields fields(line);
  if (fields.size() != 3)
    in.fail("expected " + where() + " as 'r c +' or 'r c -', got " + quote_for_error(line));
  Cell cell;
  try {
    cell = {parse_int(fields[0], 1, n, "row", in.line_number()) - 1,
            parse_int(fields[1], 1, n, "column", in.line_number()) - 1};
  } catch (const InputError& error) {
    in.fail(where() + ": " + error.what());
  }
  std::string_view op = fields[2];
  if (op != "+" && op != "-")
    in.fail("the operation of " + where() + " must be '+' or '-', got " + quote_for_error(op));
  bool occupied = board.occupied(cell);
  if (op == "+" && occupied)
    in.fail("illegal " + where() + ": square " + detail::square_name(cell) + " already has a spot");
  if (op == "-" && !occupied)
    in.fail("illegal " + where() + ": square " + detail::square_name(cell) + " has no spot to remove");
  return cell;
}

// Memory a game needs per move at worst: the move log (a 24-byte record, in a vector that may
// have doubled), the pattern index and the set of spots (16-byte slots at load <= 1/2, doubled:
// 64 bytes each per entry), and the scratch set used to verify a repeat (64 more). A game of N
// has 2N moves, so N = 10^6 needs at most about 480 MB.
inline constexpr std::uint64_t kWorstBytesPerMove = 48 + 64 + 64 + 64;

}  // namespace detail

// max_memory_bytes: what a game's patterns may use (`--max-memory`; 0: no limit). A game whose
// moves would need more ends the run with BeyondLimits at the first move beyond it (verdicts of
// earlier games stay written): every pattern must be kept to decide the game exactly.
template <class Key>
void judge_games(LineReader& in, std::ostream& out, Key key, std::uint64_t max_memory_bytes = 0) {
  const std::int64_t max_moves =
      max_memory_bytes ? static_cast<std::int64_t>(max_memory_bytes / detail::kWorstBytesPerMove) : INT64_MAX;
  BasicBoard<Key> board(2, key);
  PatternLog log;
  std::string_view line;
  for (;;) {
    std::int64_t n = detail::read_board_size(in);
    if (n == 0) break;
    std::size_t header_line = in.line_number();
    std::int64_t total = 2 * n;
    board.reset(n);
    log.clear();
    std::int64_t decided_on = 0;  // the move that repeated a pattern; 0 while undecided
    for (std::int64_t move = 1; move <= total; ++move) {
      // Built only for messages: the hot path allocates nothing per move.
      auto where = [&] {
        return "move " + std::to_string(move) + " of " + std::to_string(total) +
               " (game of N=" + std::to_string(n) + " begun on line " +
               std::to_string(header_line) + ")";
      };
      if (!in.next_nonblank(line))
        throw InputError(in.line_number() + 1, "unexpected end of input: expected " + where());
      Cell cell = detail::parse_move(in, line, board, where);
      if (move > max_moves)
        throw BeyondLimits(in.line_number(), where() + " needs more than the memory budget of " +
                           format_memory_size(max_memory_bytes) + " (--max-memory; the referee keeps every " +
                           "pattern of a game, about " + std::to_string(detail::kWorstBytesPerMove) +
                           " bytes per move at worst)");
      board.toggle(cell);
      // Once decided, later moves are only checked for legality: no pattern bookkeeping.
      if (decided_on == 0 && log.record(board, cell)) decided_on = move;
    }
    if (decided_on == 0)
      out << "Draw\n";
    else
      out << "Player " << (decided_on % 2 == 1 ? 2 : 1) << " wins on move " << decided_on << '\n';
    out.flush();
  }
  while (in.next(line)) {
    if (Fields(line).size() != 0)
      in.fail("unexpected text after the final '0': " + quote_for_error(line));
  }
}

}  // namespace gg::spot
