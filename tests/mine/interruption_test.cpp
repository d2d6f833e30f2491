// Ctrl-C during an analysis keeps what was established: the solver is stopped after a given
// number of polls, so every stopping point is reproduced exactly,
// and what an interrupted analysis reports is compared with the full analysis.
#include <gtest/gtest.h>

#include <map>
#include <utility>

#include "core/progress.h"
#include "mine/analysis.h"
#include "mine/board_io.h"
#include "mine/position.h"

namespace gg::mine::test {
namespace {

// Stops the solver at its `limit`-th poll (never when limit is 0).
void stop_after(Solver& solver, std::uint64_t limit) {
  solver.stop_after_polls(limit);
}

std::map<std::pair<int, int>, std::vector<int>> classes_of(const Analysis& a) {
  std::map<std::pair<int, int>, std::vector<int>> out;
  for (const ClickClass& c : a.winning) out[{int(c.kind), c.kind == ClickClass::kSharedNumber ? c.group : c.region}] = c.cells;
  return out;
}

// Boards with several parts that need a search, and winning clicks inside parts.
std::vector<Board> boards() {
  std::vector<Board> out;
  for (std::uint64_t seed : {1, 2, 3, 5}) out.push_back(gg::mine::random_board(30, 30, 90, seed));
  return out;
}

TEST(MineInterruption, AnInterruptedAnalysisReportsOnlyWhatTheFullOneSays) {
  int evaluation_stops = 0, click_stops = 0, complete = 0;
  for (const Board& board : boards()) {
    Solver full_solver;
    stop_after(full_solver, 0);
    Analysis full = analyze(board, full_solver);
    ASSERT_FALSE(full.interrupted);
    ASSERT_EQ(full.click_classes_examined, full.click_classes);
    const auto full_classes = classes_of(full);
    // Stopping points spread over the whole run: 1, 2, 3, 5, 8, ... polls.
    for (std::uint64_t limit = 1, previous = 1;; std::tie(limit, previous) = std::pair(limit + previous, limit)) {
      SCOPED_TRACE("stop at poll " + std::to_string(limit));
      Solver solver;  // a fresh memo, so that the same polls happen as in the full run
      stop_after(solver, limit);
      Analysis a = analyze(board, solver);
      if (!a.interrupted) {
        ++complete;
        EXPECT_EQ(a.evaluation.total, full.evaluation.total);
        EXPECT_EQ(classes_of(a), full_classes);
        break;
      }
      EXPECT_FALSE(a.interruption.empty());
      EXPECT_NE(a.interruption.find("interrupted after"), std::string::npos) << a.interruption;
      ASSERT_EQ(a.evaluation.parts.size(), full.evaluation.parts.size());
      if (a.evaluation.interrupted) {
        ++evaluation_stops;
        EXPECT_TRUE(a.winning.empty());
        EXPECT_EQ(a.click_classes_examined, 0u);
        // Parts solved before the stop carry their true values; the first unsolved one is where
        // the search stopped, and nothing after it was searched.
        bool stopped = false;
        for (std::size_t p = 0; p < a.evaluation.parts.size(); ++p) {
          if (a.evaluation.parts[p].solved) {
            EXPECT_FALSE(stopped) << "part " << p << " solved after the interrupted one";
            EXPECT_EQ(a.evaluation.parts[p].value, full.evaluation.parts[p].value) << "part " << p;
          } else {
            stopped = true;
          }
        }
        EXPECT_TRUE(stopped);
      } else {
        ++click_stops;
        // The value is established; the winning classes found are among the full list, whole.
        EXPECT_EQ(a.evaluation.total, full.evaluation.total);
        EXPECT_LT(a.click_classes_examined, a.click_classes);
        EXPECT_EQ(a.click_classes, full.click_classes);
        for (const auto& [key, cells] : classes_of(a)) {
          auto found = full_classes.find(key);
          ASSERT_NE(found, full_classes.end()) << "a winning class the full analysis does not list";
          EXPECT_EQ(cells, found->second);
        }
      }
    }
  }
  EXPECT_EQ(complete, 4);
  EXPECT_GT(evaluation_stops, 0);
  EXPECT_GT(click_stops, 0);
}

TEST(MineInterruption, TheSolverStaysExactAfterAnInterruption) {
  for (const Board& board : boards()) {
    Solver reference;
    stop_after(reference, 0);
    Analysis full = analyze(board, reference);
    // Interrupt the same solver several times (its memo keeps what was finished), then let it run.
    Solver solver;
    for (std::uint64_t limit : {7, 40, 300}) {
      stop_after(solver, limit);
      analyze(board, solver);
    }
    stop_after(solver, 0);
    Analysis after = analyze(board, solver);
    EXPECT_FALSE(after.interrupted);
    EXPECT_EQ(after.evaluation.total, full.evaluation.total);
    EXPECT_EQ(classes_of(after), classes_of(full));
  }
}

TEST(MineInterruption, TheCtrlCFlagStopsTheSolverAndTheRefereePropagatesIt) {
  Board board = gg::mine::random_board(30, 30, 90, 1);
  Layout layout;
  layout.compute(board);
  Position position;
  position.build(board, layout);
  Solver solver;
  gg::set_interrupted(true);
  Analysis a = analyze(board, solver);
  EXPECT_TRUE(a.interrupted);
  EXPECT_TRUE(a.evaluation.interrupted);
  // Without keep_parts (the referee's way), the interruption is thrown, naming the case.
  try {
    evaluate(position, layout, board.cols, solver, "case 4");
    ADD_FAILURE() << "not interrupted";
  } catch (const Interrupted& error) {
    EXPECT_EQ(std::string(error.what()).rfind("case 4: ", 0), 0u) << error.what();
  }
  gg::set_interrupted(false);
  EXPECT_FALSE(analyze(board, solver).interrupted);
}

}  // namespace
}  // namespace gg::mine::test
