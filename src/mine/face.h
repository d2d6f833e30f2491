// The two-player Minesweeper face: the one header a front end (command line, terminal game,
// bindings) needs. Typed calls that return result structs; nothing here prints.
//
//   - boards: read_board, random_board, draw_board (mine/board_io.h); a game in progress:
//     GameState (mine/game_state.h: play / undo / legal moves / game over / result);
//   - judging the referee format: judge (mine/referee.h), within a SearchBudget (core/budget.h);
//   - exact analysis within a budget: analyze (mine/analysis.h) with a Solver (mine/solver.h)
//     configured by solver_budget (mine/solver.h) from a SearchBudget;
//   - the engine's click: choose_click (below);
//   - the solver's search signature (mine/bench.h).
//
// Exact answers are exact only within the budget: a part of the board the search cannot finish
// within it throws BeyondLimits (nothing is guessed); Ctrl-C returns what was established.
#pragma once

#include <string>

#include "core/budget.h"
#include "mine/analysis.h"
#include "mine/bench.h"
#include "mine/board_io.h"
#include "mine/game_state.h"
#include "mine/referee.h"
#include "mine/solver.h"

namespace gg::mine {

struct ClickChoice {
  int cell = -1;  // a winning click, or -1 when none was found
  enum class Why {
    kWinning,         // `cell` wins against perfect play
    kNoWinningClick,  // every click loses against perfect play
    kBeyondBudget,    // the analysis needed more than the budget (`beyond` says what)
    kInterrupted,     // Ctrl-C stopped the analysis before a winning click was found
  } why = Why::kNoWinningClick;
  std::string beyond;  // with kBeyondBudget: the solver's message
};

// A winning click for the player to move on `board`, when the exact analysis finds one.
ClickChoice choose_click(const Board& board, Solver& solver);

}  // namespace gg::mine
