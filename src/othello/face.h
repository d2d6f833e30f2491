// The Othello face: the one header a front end (command line, NBoard driver, terminal game,
// bindings) needs. Typed calls that return result structs; nothing here prints.
//
//   - a game in progress with the engine's move choice and analysis at a strength or time:
//     Engine (othello/engine.h: new_game / set_game, play / undo / legal / game_over, think,
//     analyze); the generic state: State (othello/state.h);
//   - judging the referee format: judge (othello/referee.h);
//   - exact endgame solving: solve (othello/endgame.h; interrupted by Ctrl-C, never guessed);
//     other board sizes: solve_general (othello/general.h, within a node budget);
//   - move-generation counts: perft (othello/perft.h);
//   - records: GGF (othello/ggf.h), OBF positions (othello/position_input.h);
//   - the search signatures (othello/bench.h).
#pragma once

#include "othello/bench.h"
#include "othello/endgame.h"
#include "othello/engine.h"
#include "othello/general.h"
#include "othello/ggf.h"
#include "othello/perft.h"
#include "othello/position_input.h"
#include "othello/referee.h"
#include "othello/state.h"
