// `gridgames gomoku ...`: the gomoku engine's commands.
#include "cli/commands.h"

namespace gg::cli {

void add_gomoku_command(CLI::App& app) {
  CLI::App* sub = app.add_subcommand("gomoku", "The gomoku engine");
  sub->require_subcommand(1);
}

}  // namespace gg::cli

namespace gg::cli {
int run_gomoku_brain() { return 1; }
}  // namespace gg::cli
