// `gridgames mine ...`: the mine engine's commands.
#include "cli/commands.h"

namespace gg::cli {

void add_mine_command(CLI::App& app) {
  CLI::App* sub = app.add_subcommand("mine", "The mine engine");
  sub->require_subcommand(1);
}

}  // namespace gg::cli
