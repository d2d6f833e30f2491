// The Othello face: the one header a front end (command line, NBoard driver, terminal game,
// bindings) needs. Typed calls that return result structs; nothing here prints.
//
//   - a game in progress with the engine's move choice and analysis at a strength or time:
//     Engine (othello/engine.h: new_game / set_game, play / undo / legal / game_over, think,
//     analyze); a game record reviewed move by move (each move's value, the best one, the
//     loss): review_game (othello/review.h); the generic state: State (othello/state.h); the
//     opening book the NBoard driver plays from: Book (othello/book.h);
//   - the evaluation: its unit kDisc (othello/eval.h) and which weights it uses: use_weights,
//     use_builtin_weights, read_weights_file (othello/weights_file.h); training them:
//     train::self_play, train::fit_weights (othello/train/selfplay.h, othello/train/trainer.h);
//   - judging the referee format: judge (othello/referee.h);
//   - exact endgame solving: solve (othello/endgame.h), within a SearchBudget through
//     solve_options (below); stopped by a limit or Ctrl-C, it says which and claims no score;
//     other board sizes: solve_general (othello/general.h, within a node budget; the boards up
//     to 6 x 6 on the fast path of othello/small_board.h);
//   - move-generation counts: perft (othello/perft.h);
//   - records: GGF (othello/ggf.h), OBF positions (othello/position_input.h);
//   - the search signatures (othello/bench.h).
#pragma once

#include "core/budget.h"
#include "othello/bench.h"
#include "othello/book.h"
#include "othello/endgame.h"
#include "othello/engine.h"
#include "othello/eval.h"
#include "othello/general.h"
#include "othello/ggf.h"
#include "othello/perft.h"
#include "othello/position_input.h"
#include "othello/referee.h"
#include "othello/review.h"
#include "othello/small_board.h"
#include "othello/state.h"
#include "othello/train/selfplay.h"
#include "othello/train/trainer.h"
#include "othello/weights_file.h"

namespace gg::othello {

// Solve options from the common budget, for a position with `empties` empty squares: nodes and
// seconds (wall) stop the solve (SolveResult::stopped: kNodes, kSeconds; 0: no limit),
// memory_bytes sizes the table (whole MiB, at least 1; 0: default_table_megabytes(empties)).
// The caller keeps memory_bytes within the process's memory budget (core/memory_budget.h).
SolveOptions solve_options(const SearchBudget& budget, int empties, int threads = 1);

}  // namespace gg::othello
