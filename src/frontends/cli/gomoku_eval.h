// The Gomoku front ends' choice of evaluation: the weights file named by the environment
// variable GRIDGAMES_GOMOKU_WEIGHTS ("hand": the hand-set evaluation), else the weights built
// into the binary, else the hand-set evaluation (with a warning on stderr when the built-in
// weights are damaged).
#pragma once

namespace gg::cli {

// Call before searching. Throws InputError (exit status 2) when GRIDGAMES_GOMOKU_WEIGHTS names a
// file that is missing or damaged: asking for a file and silently not using it would mislead.
// GRIDGAMES_GOMOKU_POINT_VALUES (11 whole numbers, for tuning) replaces the hand-set point
// values; a malformed list is refused the same way.
void choose_gomoku_evaluation();

}  // namespace gg::cli
