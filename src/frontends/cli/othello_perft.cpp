// `gridgames othello perft DEPTH [--position OBF]`: leaf counts at each depth 1..DEPTH.
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "core/progress.h"
#include "othello/face.h"

namespace gg::cli {

void add_othello_perft_command(CLI::App& othello) {
  struct Args {
    int depth = 0;
    std::string position;
    bool timing = false;
    int size = 8;
  };
  static Args args;
  CLI::App* sub = othello.add_subcommand(
      "perft", "Count the leaves of the game tree at each depth 1..DEPTH (move generator test)");
  sub->add_option("DEPTH", args.depth, "deepest ply to count")->required()->check(CLI::Range(1, 60));
  sub->add_option("--position", args.position,
                  "start position: an OBF board ('64 squares X/O/- then X or O', quoted) or a "
                  "file holding one, '-' for standard input (default: the standard start)");
  sub->add_flag("--timing", args.timing, "also print seconds and leaves per second per depth");
  sub->add_option("--size", args.size,
                  "board size (even, 4..16); other sizes than 8 use the slower general path and "
                  "--position takes size*size squares")
      ->check(CLI::IsMember({4, 6, 8, 10, 12, 14, 16}));
  sub->footer(
      "Convention of Edax/Egaroucid: a forced pass counts as a ply; a finished game is one leaf\n"
      "wherever it ends. Output: one line 'depth N: LEAVES' per depth.\n"
      "Example: gridgames othello perft 9   # ... depth 9: 3005288");
  sub->callback([] {
    const std::string source = args.position.empty() ? "--position" : args.position == "-" ? "<stdin>" : args.position;
    exit_status() = guarded(source, [] {
      if (args.size != 8) {
        othello::GeneralState state(args.size);
        std::string error;
        if (!args.position.empty() && !othello::GeneralState::parse(args.position, args.size, state, &error))
          throw InputError(0, "not a " + std::to_string(args.size) + "x" + std::to_string(args.size) +
                                  " position: " + error);
        for (int depth = 1; depth <= args.depth && !interrupted(); ++depth)
          std::cout << "depth " << depth << ": " << othello::perft_any_size(state, depth) << std::endl;
        return interrupted() ? int(kExitInterrupted) : int(kExitOk);
      }
      othello::Board board{othello::Position::start(), othello::kBlack};
      if (!args.position.empty()) board = othello::read_position_argument(args.position);
      for (int depth = 1; depth <= args.depth; ++depth) {
        auto start = std::chrono::steady_clock::now();
        std::uint64_t leaves = othello::perft(board.position, depth);
        double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (interrupted()) return int(kExitInterrupted);
        std::cout << "depth " << depth << ": " << leaves;
        if (args.timing) {
          char buffer[80];
          std::snprintf(buffer, sizeof buffer, "  %.3f s  %.0f leaves/s", seconds,
                        seconds > 0 ? leaves / seconds : 0.0);
          std::cout << buffer;
        }
        std::cout << std::endl;
      }
      return int(kExitOk);
    });
  });
}

}  // namespace gg::cli
