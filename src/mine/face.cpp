#include "mine/face.h"

namespace gg::mine {

Budget solver_budget(const SearchBudget& budget) {
  Budget b;
  if (budget.nodes > 0) b.max_states = budget.nodes;
  b.max_seconds = budget.seconds;
  if (budget.memory_bytes > 0) b.max_memo_bytes = budget.memory_bytes;
  return b;
}

ClickChoice choose_click(const Board& board, Solver& solver) {
  ClickChoice choice;
  try {
    Analysis a = analyze(board, solver);
    if (a.interrupted && a.winning.empty()) {
      choice.why = ClickChoice::Why::kInterrupted;
    } else if (!a.winning.empty()) {
      choice.why = ClickChoice::Why::kWinning;
      choice.cell = a.winning.front().cells.front();
    }
  } catch (const BeyondLimits& error) {
    choice.why = ClickChoice::Why::kBeyondBudget;
    choice.beyond = error.what();
  }
  return choice;
}

}  // namespace gg::mine
