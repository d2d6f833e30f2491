// `gridgames othello nboard [--depth N] [--time S] [--book FILE]`: the engine inside the NBoard GUI.
#include <unistd.h>

#include <iostream>
#include <string>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "frontends/cli/othello_eval.h"
#include "othello/face.h"
#include "frontends/nboard.h"

namespace gg::cli {

void add_othello_nboard_command(CLI::App& othello) {
  static int depth = 10;
  static double seconds = 0;
  static std::string book;
  CLI::App* nboard = othello.add_subcommand("nboard", "Speak the NBoard protocol on stdin/stdout (for the NBoard GUI)");
  static CLI::Option* depth_option = nboard->add_option("--depth,-d", depth, "initial search depth (the GUI's 'set depth' overrides it)")
      ->check(CLI::Range(1, 60));
  static CLI::Option* time_option =
      nboard->add_option("--time,-t", seconds,
                         "seconds per move: deepen until the time is up (without --depth: as deep as the time "
                         "allows; with it, no deeper than the depth)")
          ->check(CLI::Range(0.001, 86400.0));
  nboard->add_option("--book", book,
                     "learned book file: 'learn' adds the game to it, 'go'/'hint'/'analyze' answer from it "
                     "(default: $GRIDGAMES_BOOK; none when unset)");
  nboard->footer(
      "Install in NBoard as an engine whose command is 'gridgames othello nboard'. Example:\n"
      "  gridgames othello nboard --depth 12 --book ~/.local/share/gridgames/othello.book\n"
      "  gridgames othello nboard --time 0.5");
  nboard->callback([] {
    exit_status() = guarded("<stdin>", [] {
      choose_othello_evaluation();
      othello::Engine engine(table_megabytes_within_budget(othello::Engine::kDefaultTableMegabytes));
      engine.set_depth(time_option->count() && !depth_option->count() ? 60 : depth);
      if (time_option->count()) engine.limits().budget.seconds = seconds;
      LineReader in(STDIN_FILENO);
      othello::run_nboard(in, std::cout, engine, book.empty() ? othello::book_path_from_environment() : book);
      return kExitOk;
    });
  });
}

}  // namespace gg::cli
