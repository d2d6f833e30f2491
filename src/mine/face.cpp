#include "mine/face.h"

namespace gg::mine {

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
