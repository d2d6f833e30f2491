// `gridgames othello analyze | play | nboard`: the midgame engine's commands.
#include "cli/commands.h"

namespace gg::cli {

void add_othello_play_commands(CLI::App&) {}

}  // namespace gg::cli
