// The referee: the spec sample, edge cases, bad input, and the engine against an exhaustive
// game-tree search on thousands of small boards (fresh and part-way through play).
#include <gtest/gtest.h>

#include <random>
#include <sstream>

#include "core/errors.h"
#include "mine/board_io.h"
#include "mine/game_state.h"
#include "mine/position.h"
#include "mine/referee.h"
#include "mine/solver.h"
#include "reference.h"

namespace gg::mine::test {
namespace {

std::string judge_text(const std::string& input, const SearchBudget& budget = kJudgeBudget) {
  LineReader reader = LineReader::from_string(input);
  std::ostringstream out;
  judge(reader, out, budget);
  return out.str();
}

// What the referee would say for one board, through the same engine.
bool engine_mover_wins(const Board& board, Solver& solver) {
  Layout layout;
  layout.compute(board);
  Position position;
  position.build(board, layout);
  return evaluate(position, layout, board.cols, solver, "test").total != 0;
}

// The classic formula, which assumes no shared numbers (to show the tests can tell).
bool classic_mover_wins(const Board& board) {
  Layout layout;
  layout.compute(board);
  std::vector<int> numbers(layout.region_count(), 0);
  unsigned total = 0;
  std::array<std::int32_t, 4> touched;
  for (int cell = 0; cell < board.rows * board.cols; ++cell) {
    if (!layout.is_number(cell)) continue;
    int n = layout.regions_touched(cell, touched);
    if (n == 0) total ^= 1;
    for (int i = 0; i < n; ++i) ++numbers[touched[i]];
  }
  for (int k : numbers) total ^= k % 2 + 1;
  return total != 0;
}

TEST(MineReferee, SpecSample) {
  EXPECT_EQ(judge_text("2\n3 3 0\n3 3 1\n1 1\n"), "Case #1: Xiemao\nCase #2: Fanglaoshi\n");
}

TEST(MineReferee, EdgeCases) {
  EXPECT_EQ(judge_text("1\n1 1 0\n"), "Case #1: Xiemao\n");       // one blank cell
  EXPECT_EQ(judge_text("1\n1 1 1\n0 0\n"), "Case #1: Fanglaoshi\n");  // nothing to click
  EXPECT_EQ(judge_text("1\n2 2 4\n0 0\n0 1\n1 0\n1 1\n"), "Case #1: Fanglaoshi\n");  // K = N*M
  EXPECT_EQ(judge_text("1\n1 2 1\n0 0\n"), "Case #1: Xiemao\n");  // one lone number
  EXPECT_EQ(judge_text("1\n1 3 1\n0 1\n"), "Case #1: Fanglaoshi\n");  // two lone numbers
  EXPECT_EQ(judge_text("1\n1000 1000 0\n"), "Case #1: Xiemao\n");  // one huge region
  EXPECT_EQ(judge_text("0\n"), "");
  // Blank lines and trailing blanks are tolerated.
  EXPECT_EQ(judge_text("1\n\n1 3 1\n 0  1 \n\n"), "Case #1: Fanglaoshi\n");
  EXPECT_EQ(judge_text("1\n1 3 1\n+0 +1\n"), "Case #1: Fanglaoshi\n");  // the slow path
}

TEST(MineReferee, SharedNumberBoardWhereTheClassicFormulaIsWrong) {
  // Random 5 x 5 boards where the classic formula and the exhaustive search disagree: the
  // referee must give the search's answer.
  std::mt19937_64 rng(5);
  int found = 0;
  for (int trial = 0; trial < 5000 && found < 10; ++trial) {
    Board board = random_board(rng, 5, 5, 0.3);
    if (game_elements(board) > 15) continue;
    CellSearch reference(board);
    bool truth = reference.mover_wins(board);
    if (classic_mover_wins(board) == truth) continue;
    ++found;
    std::string input = "1\n5 5 ";
    std::string mines;
    int k = 0;
    for (int cell = 0; cell < 25; ++cell)
      if (board.mine[cell]) {
        ++k;
        mines += std::to_string(cell / 5) + " " + std::to_string(cell % 5) + "\n";
      }
    input += std::to_string(k) + "\n" + mines;
    EXPECT_EQ(judge_text(input), truth ? "Case #1: Xiemao\n" : "Case #1: Fanglaoshi\n") << draw(board);
  }
  EXPECT_GT(found, 0);
}

struct BadCase {
  const char* input;
  std::size_t line;
  const char* message;
  const char* printed;
};

TEST(MineReferee, BadInputNamesTheLine) {
  const BadCase cases[] = {
      {"", 1, "input ends", ""},
      {"x\n", 1, "T must be an integer", ""},
      {"51\n", 1, "T must be between", ""},
      {"1\n3 3\n", 2, "expected 'N M K'", ""},
      {"1\n0 3 0\n", 2, "N must be between", ""},
      {"1\n3 1001 0\n", 2, "M must be between", ""},
      {"1\n2 2 5\n", 2, "do not fit", ""},
      {"1\n3 3 2\n1 1\n", 4, "input ends after 1 of the 2 mines", ""},
      {"1\n3 3 1\n3 0\n", 3, "X must be between", ""},
      {"1\n3 3 1\n0 -1\n", 3, "Y must be between", ""},
      {"1\n3 3 1\n0 1 2\n", 3, "expected 'X Y'", ""},
      {"1\n3 3 1\n0 a\n", 3, "Y must be an integer", ""},
      {"1\n3 3 2\n1 1\n1 1\n", 4, "duplicate mine at 1 1", ""},
      {"2\n1 1 0\n3 3 1\n9 9\n", 4, "X must be between", "Case #1: Xiemao\n"},
      {"1\n1 1 0\nextra\n", 3, "unexpected text", "Case #1: Xiemao\n"},
      {"2\n1 1 0\n", 3, "input ends", "Case #1: Xiemao\n"},
  };
  for (const BadCase& c : cases) {
    LineReader reader = LineReader::from_string(c.input);
    std::ostringstream out;
    try {
      judge(reader, out);
      ADD_FAILURE() << "accepted: " << c.input;
    } catch (const InputError& error) {
      EXPECT_EQ(error.line(), c.line) << c.input << " -> " << error.what();
      EXPECT_NE(std::string(error.what()).find(c.message), std::string::npos) << c.input << " -> " << error.what();
    }
    EXPECT_EQ(out.str(), c.printed) << c.input;
  }
}

// A case whose first part with shared numbers needs many search states and more than 1 MiB of
// memo (a board drawn as `gridgames mine analyze --random 90 90 810 --seed 4` draws it).
std::string case_with_large_parts() {
  Board board = gg::mine::random_board(90, 90, 810, 4);
  std::string text = "90 90 810\n";
  for (int cell = 0; cell < board.rows * board.cols; ++cell)
    if (board.mine[cell]) text += std::to_string(cell / board.cols) + " " + std::to_string(cell % board.cols) + "\n";
  return text;
}

TEST(MineReferee, TheSearchBudgetBoundsEachPartAndNothingIsGuessed) {
  // The default: 10 seconds per part, the solver's default states and memo.
  EXPECT_EQ(kJudgeBudget.seconds, 10);
  EXPECT_EQ(solver_budget(kJudgeBudget).max_states, Budget{}.max_states);
  EXPECT_EQ(solver_budget(kJudgeBudget).max_memo_bytes, Budget{}.max_memo_bytes);
  const std::string input = "2\n1 1 0\n" + case_with_large_parts();
  EXPECT_EQ(judge_text(input).rfind("Case #1: Xiemao\nCase #2: ", 0), 0u);  // both decided
  const SearchBudget one_state{1, 0, 0}, one_mebibyte{0, 0, std::uint64_t(1) << 20};
  for (const SearchBudget& budget : {one_state, one_mebibyte}) {
    LineReader reader = LineReader::from_string(input);
    std::ostringstream out;
    try {
      judge(reader, out, budget);
      ADD_FAILURE() << "decided within " << budget.nodes << " states, " << budget.memory_bytes << " bytes";
    } catch (const BeyondLimits& error) {
      // Nodes are states per part, memory_bytes the memo's.
      EXPECT_NE(std::string(error.what()).find(budget.nodes ? "search states (raise --budget)" : "memory budget"),
                std::string::npos)
          << error.what();
      EXPECT_EQ(error.line(), 3u);  // the second case's 'N M K' line
    }
    EXPECT_EQ(out.str(), "Case #1: Xiemao\n");  // the first case is decided, the second refused
  }
}

TEST(MineReferee, AgreesWithExhaustiveSearchOnRandomBoards) {
  std::mt19937_64 rng(2026);
  Solver solver;
  int boards = 0, shared = 0, classic_wrong = 0;
  const int trials = 6000;  // fast enough under the sanitizers too
  for (int trial = 0; trial < trials; ++trial) {
    int rows = 1 + rng() % 6, cols = 1 + rng() % 6;
    double density = (trial % 10) / 10.0 + 0.05;
    Board board = random_board(rng, rows, cols, density);
    if (game_elements(board) > 17) continue;  // keep the exhaustive search small
    Layout layout;
    layout.compute(board);
    Position position;
    position.build(board, layout);
    shared += position.has_shared_numbers();
    CellSearch reference(board);
    bool truth = reference.mover_wins(board);
    classic_wrong += classic_mover_wins(board) != truth;
    ASSERT_EQ(engine_mover_wins(board, solver), truth) << draw(board);
    ++boards;
  }
  EXPECT_GT(boards, trials / 2);
  EXPECT_GT(shared, 20);
  EXPECT_GT(classic_wrong, 10);  // the boards do exercise what the formula gets wrong
}

TEST(MineReferee, AgreesWithExhaustiveSearchOnBoardsWithManySharedNumbers) {
  // Boards kept only when some number touches two regions, bigger and at the densities where
  // pockets form, so that parts of several regions appear.
  std::mt19937_64 rng(99);
  Solver solver;
  int kept = 0, parts = 0, three_or_more = 0;
  const int wanted = 600;  // about 13 s under the sanitizers
  for (int trial = 0; kept < wanted && trial < 200000; ++trial) {
    int rows = 4 + rng() % 5, cols = 4 + rng() % 5;
    Board board = random_board(rng, rows, cols, 0.2 + 0.15 * (rng() % 100) / 100.0);
    if (rows * cols > 64 || game_elements(board) > 18) continue;
    Layout layout;
    layout.compute(board);
    Position position;
    position.build(board, layout);
    if (!position.has_shared_numbers()) continue;
    Evaluation evaluation = evaluate(position, layout, cols, solver, "test", true);
    for (const Part& part : evaluation.parts) {
      ++parts;
      three_or_more += part.regions.size() >= 3;
    }
    CellSearch reference(board);
    ASSERT_EQ(evaluation.total != 0, reference.mover_wins(board)) << draw(board);
    ++kept;
  }
  EXPECT_EQ(kept, wanted);
  EXPECT_GT(parts, wanted / 2);
  EXPECT_GT(three_or_more, 0);  // small enough for the reference, so parts of 3+ regions are rare
  RecordProperty("parts_of_three_or_more_regions", three_or_more);
}

TEST(MineReferee, AgreesWithExhaustiveSearchPartWayThroughPlay) {
  std::mt19937_64 rng(4242);
  Solver solver;
  int checked = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    int rows = 2 + rng() % 5, cols = 2 + rng() % 5;
    Board board = random_board(rng, rows, cols, 0.15 + 0.3 * (trial % 5) / 5.0);
    GameState state(board);
    int moves = rng() % 4;
    for (int i = 0; i < moves && !state.is_terminal(); ++i) {
      auto legal = state.legal_moves();
      state.play(legal[rng() % legal.size()]);
    }
    const Board& now = state.board();
    if (game_elements(now) > 17) continue;
    CellSearch reference(now);
    ASSERT_EQ(engine_mover_wins(now, solver), reference.mover_wins(now)) << draw(now);
    ++checked;
  }
  EXPECT_GT(checked, 1000);
}

TEST(MineReferee, InconsistentRevealedCellsAreRejected) {
  Board board(1, 3);
  board.mine[1] = 1;
  board.revealed.assign(3, 0);
  board.revealed[1] = 1;  // a revealed mine
  Layout layout;
  layout.compute(board);
  Position position;
  EXPECT_THROW(position.build(board, layout), InputError);
  Board open(1, 5);
  open.mine[4] = 1;  // cells 0..2 blank, 3 a number
  open.revealed.assign(5, 0);
  open.revealed[0] = 1;  // the region revealed only in part
  layout.compute(open);
  EXPECT_THROW(position.build(open, layout), InputError);
  open.revealed = {1, 1, 1, 0, 0};  // whole region, but its number still hidden
  EXPECT_THROW(position.build(open, layout), InputError);
  open.revealed = {1, 1, 1, 1, 0};
  EXPECT_NO_THROW(position.build(open, layout));
}

}  // namespace
}  // namespace gg::mine::test
