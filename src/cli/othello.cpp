// `gridgames othello ...`: the othello engine's commands.
#include "cli/commands.h"

namespace gg::cli {

void add_othello_command(CLI::App& app) {
  CLI::App* sub = app.add_subcommand("othello", "The othello engine");
  sub->require_subcommand(1);
}

}  // namespace gg::cli
