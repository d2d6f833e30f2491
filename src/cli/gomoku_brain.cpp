// `gridgames gomoku solve | brain | play`: the commands over the Gomoku search engine.
#include "cli/commands.h"

namespace gg::cli {

void add_gomoku_play_commands(CLI::App&) {}

int run_gomoku_brain() { return 1; }

}  // namespace gg::cli
