// `gridgames othello nboard [--depth N] [--book FILE]`: the engine inside the NBoard GUI.
#include <unistd.h>

#include <iostream>
#include <string>

#include "cli/commands.h"
#include "cli/common.h"
#include "cli/othello_eval.h"
#include "othello/book.h"
#include "othello/engine.h"
#include "othello/nboard.h"

namespace gg::cli {

void add_othello_nboard_command(CLI::App& othello) {
  static int depth = 10;
  static std::string book;
  CLI::App* nboard = othello.add_subcommand("nboard", "Speak the NBoard protocol on stdin/stdout (for the NBoard GUI)");
  nboard->add_option("--depth,-d", depth, "initial search depth (the GUI's 'set depth' overrides it)")
      ->check(CLI::Range(1, 60));
  nboard->add_option("--book", book,
                     "learned book file: 'learn' adds the game to it, 'go'/'hint'/'analyze' answer from it "
                     "(default: $GRIDGAMES_BOOK; none when unset)");
  nboard->footer(
      "Install in NBoard as an engine whose command is 'gridgames othello nboard'. Example:\n"
      "  gridgames othello nboard --depth 12 --book ~/.local/share/gridgames/othello.book");
  nboard->callback([] {
    exit_status() = guarded("<stdin>", [] {
      choose_othello_evaluation();
      othello::Engine engine(table_megabytes_within_budget(othello::Engine::kDefaultTableMegabytes));
      engine.set_depth(depth);
      LineReader in(STDIN_FILENO);
      othello::run_nboard(in, std::cout, engine, book.empty() ? othello::book_path_from_environment() : book);
      return kExitOk;
    });
  });
}

}  // namespace gg::cli
