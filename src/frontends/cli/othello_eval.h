// The Othello front ends' choice of evaluation: the weights file named by the environment
// variable GRIDGAMES_OTHELLO_WEIGHTS, else the weights built into the binary, else (with a
// warning on stderr) the hand-written evaluation.
#pragma once

namespace gg::cli {

// Call before searching. Throws InputError (exit status 2) when GRIDGAMES_OTHELLO_WEIGHTS names a
// file that is missing or damaged: asking for a file and silently not using it would mislead.
void choose_othello_evaluation();

}  // namespace gg::cli
