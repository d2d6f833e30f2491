// `gridgames othello ...`: the Othello engine's commands (perft, solve, ...). The playing
// commands are registered from othello_play.cpp (analyze, play), othello_nboard.cpp and othello_train.cpp.
#include "frontends/cli/commands.h"

namespace gg::cli {

void add_othello_train_command(CLI::App& othello);  // othello_train.cpp
void add_othello_review_command(CLI::App& othello);  // othello_review.cpp

void add_othello_command(CLI::App& app) {
  CLI::App* sub = app.add_subcommand("othello", "The Othello engine: perft, endgame solver, analysis, game review, play");
  sub->require_subcommand(1);
  add_othello_perft_command(*sub);
  add_othello_solve_command(*sub);
  add_othello_play_commands(*sub);
  add_othello_review_command(*sub);
  add_othello_nboard_command(*sub);
  add_othello_train_command(*sub);
}

}  // namespace gg::cli
