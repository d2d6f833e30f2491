#include "mine/referee.h"

#include <string>

#include "mine/board.h"
#include "mine/position.h"
#include "mine/solver.h"

namespace gg::mine {

namespace {

constexpr std::int64_t kMaxCases = 50;
constexpr std::int64_t kMaxSide = 1000;

// Hand-rolled "X Y" parse: the hot loop of the largest inputs (~25 million lines). Returns false
// on anything but two decimal numbers separated by blanks, so the caller can explain precisely.
bool parse_pair(std::string_view line, std::int64_t& x, std::int64_t& y) {
  const char* p = line.data();
  const char* end = p + line.size();
  auto skip_blanks = [&] {
    while (p < end && (*p == ' ' || *p == '\t')) ++p;
  };
  auto number = [&](std::int64_t& value) {
    const char* start = p;
    value = 0;
    while (p < end && *p >= '0' && *p <= '9' && p - start < 10) value = value * 10 + (*p++ - '0');
    return p > start && (p == end || *p == ' ' || *p == '\t');
  };
  skip_blanks();
  if (!number(x)) return false;
  skip_blanks();
  if (!number(y)) return false;
  skip_blanks();
  return p == end;
}

bool next_line(LineReader& in, std::string_view& line, const char* expected) {
  if (in.next_nonblank(line)) return true;
  throw InputError(in.line_number() + 1, std::string("input ends where ") + expected + " was expected");
}

}  // namespace

void judge(LineReader& in, std::ostream& out, const SearchBudget& budget) {
  std::string_view line;
  next_line(in, line, "the number of cases T");
  std::int64_t cases = 0;
  const IntField cases_spec[] = {{"T", 0, kMaxCases}};
  parse_ints(line, in.line_number(), cases_spec, 1, &cases);

  Solver solver(solver_budget(budget));
  Board board;
  Layout layout;
  Position position;

  for (std::int64_t case_number = 1; case_number <= cases; ++case_number) {
    next_line(in, line, "a case line 'N M K'");
    std::int64_t nmk[3];
    const IntField size_spec[] = {{"N", 1, kMaxSide}, {"M", 1, kMaxSide}, {"K", 0, kMaxSide * kMaxSide}};
    parse_ints(line, in.line_number(), size_spec, 3, nmk);
    const std::size_t case_line = in.line_number();  // messages about the case name its line
    const int rows = static_cast<int>(nmk[0]), cols = static_cast<int>(nmk[1]);
    const std::int64_t mines = nmk[2];
    if (mines > nmk[0] * nmk[1])
      in.fail("K = " + std::to_string(mines) + " mines do not fit on " + std::to_string(rows) + " x " +
              std::to_string(cols) + " cells");
    board.rows = rows;
    board.cols = cols;
    board.mine.assign(std::size_t(rows) * cols, 0);
    for (std::int64_t k = 0; k < mines; ++k) {
      if (!in.next_nonblank(line))
        throw InputError(in.line_number() + 1, "input ends after " + std::to_string(k) + " of the " +
                                                   std::to_string(mines) + " mines of case " +
                                                   std::to_string(case_number));
      std::int64_t x, y;
      if (!parse_pair(line, x, y) || x >= rows || y >= cols) {
        // Slow path: the general parser words the error, or accepts what the fast one does not
        // handle (a leading '+', other blanks).
        const IntField mine_spec[] = {{"X", 0, rows - 1}, {"Y", 0, cols - 1}};
        std::int64_t xy[2];
        parse_ints(line, in.line_number(), mine_spec, 2, xy);
        x = xy[0];
        y = xy[1];
      }
      std::uint8_t& cell = board.mine[std::size_t(x) * cols + y];
      if (cell) in.fail("duplicate mine at " + std::to_string(x) + " " + std::to_string(y));
      cell = 1;
    }
    layout.compute(board);
    position.build(board, layout);
    Evaluation result;
    try {
      result = evaluate(position, layout, cols, solver, "case " + std::to_string(case_number));
    } catch (const BeyondLimits& error) {
      // SOURCE:LINE: as every referee's messages, at the case's 'N M K' line.
      throw BeyondLimits(case_line, error.what());
    }
    out << "Case #" << case_number << ": " << (result.total != 0 ? "Xiemao" : "Fanglaoshi") << '\n';
    out.flush();
  }
  if (in.next_nonblank(line)) in.fail("unexpected text after the last case: " + quote_for_error(line));
}

}  // namespace gg::mine
