// Fuzzes the gomoku record reader (referee format, Piskvork PSQ, plain move lists:
// gomoku/record.h) and adjudication under the three rule sets. The first input byte picks the
// board size for the formats that do not state it (5..22).
// Invariants, for every record read:
//   - every move is on the board, with the input line it came from (non-decreasing, within the
//     input);
//   - each verdict is consistent: no ending means no winner and no deciding move; a five is won
//     by the colour of the deciding move (black plays the odd moves) and its winning line holds
//     that move, five or more stones of that colour in a row (exactly five under the standard
//     rule); a forbidden move is black's and loses to white; a full board is a draw;
//   - in the referee format on 15 x 15, the freestyle verdict is the referee's (gomoku::judge).
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

#include "core/errors.h"
#include "core/line_reader.h"
#include "gomoku/record.h"
#include "gomoku/referee.h"
#include "support/check.h"

using gg::fuzz::check;
using namespace gg::gomoku;

namespace {

void check_verdict(const Record& record, const Verdict& verdict, Rule rule) {
  std::string where = std::string(rule_name(rule)) + ": ";
  check(verdict.moves == static_cast<int>(record.moves.size()), where + "move count");
  check(verdict.deciding_move >= 0 && verdict.deciding_move <= verdict.moves, where + "deciding move out of range");
  if (verdict.ending == Ending::kNone) {
    check(verdict.winner == kEmpty && verdict.deciding_move == 0, where + "a winner without an ending");
    return;
  }
  check(verdict.deciding_move >= 1, where + "an ending without a deciding move");
  Stone mover = verdict.deciding_move % 2 == 1 ? kBlack : kWhite;
  check(verdict.deciding_point == record.moves[verdict.deciding_move - 1], where + "deciding point");
  switch (verdict.ending) {
    case Ending::kFive: {
      check(verdict.winner == mover, where + "five won by the wrong colour");
      const auto& line = verdict.winning_line;
      check(line.size() >= 5, where + "winning line shorter than five");
      if (rule == Rule::kStandard || (rule == Rule::kRenju && mover == kBlack))
        check(line.size() == 5, where + "winning line of " + std::to_string(line.size()) + " under an exact-five rule");
      int dx = x_of(line[1]) - x_of(line[0]), dy = y_of(line[1]) - y_of(line[0]);
      check(std::abs(dx) <= 1 && std::abs(dy) <= 1 && (dx || dy), where + "winning line not a line");
      bool holds_move = false;
      for (std::size_t i = 0; i < line.size(); ++i) {
        if (i > 0)
          check(x_of(line[i]) - x_of(line[i - 1]) == dx && y_of(line[i]) - y_of(line[i - 1]) == dy,
                where + "winning line not straight");
        holds_move |= line[i] == verdict.deciding_point;
        // The stone at line[i] must be the winner's: some move of that colour played there.
        bool found = false;
        for (int m = 0; m < verdict.deciding_move; ++m)
          if (record.moves[m] == line[i]) found = (m % 2 == 0) == (mover == kBlack);
        check(found, where + "winning line holds a stone that is not the winner's");
      }
      check(holds_move, where + "winning line misses the deciding move");
      break;
    }
    case Ending::kForbidden:
      check(rule == Rule::kRenju && mover == kBlack && verdict.winner == kWhite &&
                verdict.forbidden != Forbidden::kNone,
            where + "forbidden move verdict");
      break;
    case Ending::kFullBoard:
      check(verdict.winner == kEmpty && verdict.deciding_move == verdict.size * verdict.size,
            where + "full board verdict");
      break;
    case Ending::kNone:
      break;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  int board_size = kMinSize + data[0] % (kMaxSize - kMinSize + 1);
  std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  std::size_t lines = gg::fuzz::count_lines(text);

  Record record;
  try {
    gg::LineReader reader = gg::LineReader::from_string(text);
    record = read_record(reader, board_size);
  } catch (const gg::InputError& error) {
    check(error.line() >= 1 && error.line() <= lines + 1, "read_record error at line " + std::to_string(error.line()));
    return 0;
  }
  check(record.size >= kMinSize && record.size <= kMaxSize, "board size " + std::to_string(record.size));
  check(record.lines.size() == record.moves.size(), "a move without its line");
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    Point p = record.moves[i];
    check(x_of(p) >= 0 && x_of(p) < record.size && y_of(p) >= 0 && y_of(p) < record.size, "move off the board");
    check(record.lines[i] >= 1 && record.lines[i] <= lines && (i == 0 || record.lines[i] >= record.lines[i - 1]),
          "move line " + std::to_string(record.lines[i]));
  }

  Verdict freestyle;
  bool legal = true;
  for (Rule rule : {Rule::kFreestyle, Rule::kStandard, Rule::kRenju}) {
    try {
      Verdict verdict = adjudicate(record, rule);
      check_verdict(record, verdict, rule);
      if (rule == Rule::kFreestyle) freestyle = verdict;
    } catch (const gg::InputError& error) {
      // Only an occupied point is refused, and it is refused whatever the rule.
      check(rule == Rule::kFreestyle || !legal, "refused under one rule only: " + std::string(error.what()));
      legal = false;
    }
  }
  if (!legal || record.size != 15) return 0;

  gg::LineReader reader = gg::LineReader::from_string(text);
  std::ostringstream out;
  try {
    judge(reader, out);
  } catch (const gg::InputError&) {
    return 0;  // another format, or stricter: the referee format only
  }
  std::string expected = freestyle.ending == Ending::kNone
                             ? "Tie\n"
                             : std::string(freestyle.winner == kBlack ? "A " : "B ") +
                                   std::to_string(freestyle.deciding_move) + "\n";
  check(out.str() == expected, "referee says " + out.str() + "record adjudication says " + expected);
  return 0;
}
