// Clean interruption for long work: the first Ctrl-C sets a flag that long loops and searches
// poll (interrupted(), or through a gg::Stopper, core/stop.h); they stop, and the front end
// reports what they established and exits with kExitInterrupted. A second Ctrl-C kills at once.
//
// Progress is not drawn here (libraries never print): long library calls take a callback
// (othello self_play, fit_weights), and the front ends draw the line
// (frontends/cli/progress_ticker.h).
#pragma once

#include <atomic>

namespace gg {

// Installs the SIGINT handler (idempotent).
void install_interrupt_handler();
// True once the user asked to stop.
bool interrupted();
// For tests: set or clear the flag by hand.
void set_interrupted(bool value);

}  // namespace gg
