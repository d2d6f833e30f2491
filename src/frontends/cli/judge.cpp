// `gridgames judge GAME [FILE...]`: the four classic referee formats, byte for byte.
#include <algorithm>
#include <iostream>
#include <vector>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "core/memory_budget.h"
#include "gomoku/referee.h"
#include "mine/referee.h"
#include "othello/referee.h"
#include "spot/referee.h"

namespace gg::cli {

namespace {

struct JudgeArgs {
  std::vector<std::string> files;
  mine::JudgeOptions mine;
};

template <class Judge>
void add_game(CLI::App& judge, JudgeArgs& args, const char* name, const char* description,
              Judge run) {
  CLI::App* sub = judge.add_subcommand(name, description);
  sub->add_option("FILE", args.files,
                  "input files, judged in turn (standard input when none; '-' is standard input)");
  // With several files each one's verdicts follow a header line "==> FILE <==" (as head(1) does);
  // a bad file is reported and the others are still judged; the exit status is the worst one
  // (Ctrl-C stops at once).
  sub->callback([&args, run] {
    std::vector<std::string> files = args.files.empty() ? std::vector<std::string>{"-"} : args.files;
    int worst = kExitOk;
    for (std::size_t i = 0; i < files.size(); ++i) {
      std::string source = files[i] == "-" ? "<stdin>" : files[i];
      if (files.size() > 1) std::cout << (i ? "\n" : "") << "==> " << source << " <==\n";
      int status = guarded(source, [&] {
        Input input = open_input(files[i]);
        run(input.reader, args);
        return kExitOk;
      });
      if (status == kExitInterrupted) {
        worst = status;
        break;
      }
      worst = std::max(worst, status);
    }
    exit_status() = worst;
  });
}

}  // namespace

void add_judge_command(CLI::App& app) {
  static JudgeArgs args;
  CLI::App* judge = app.add_subcommand(
      "judge", "Adjudicate game records in the four classic referee formats");
  judge->require_subcommand(1, 1);
  judge->footer(
      "Formats: docs/formats.md. Output goes to standard output; a malformed or\n"
      "illegal line gets one message on standard error naming the line, exit status 2, and\n"
      "every result decided before it is still printed.\n\n"
      "Examples:\n"
      "  gridgames judge spot examples/spot.txt       # Player 2 wins on move 3 / Draw\n"
      "  gridgames judge gomoku examples/gomoku.txt   # A 9\n"
      "  gridgames judge mine examples/mine.txt       # Case #1: Xiemao ...\n"
      "  gridgames judge othello < examples/othello.txt\n"
      "  cat examples/spot.txt | gridgames judge spot examples/spot.txt -   # a header before each\n");

  add_game(*judge, args, "spot",
           "The Spot Game (UVa 141): N, then 2N lines 'r c +|-'; a pattern repeated up to "
           "rotation loses.\n  Example: gridgames judge spot examples/spot.txt",
           [](LineReader& in, JudgeArgs&) { spot::judge(in, std::cout, memory_budget()); });
  add_game(*judge, args, "gomoku",
           "Five in a row on 15 x 15: n, then n lines 'x y'; prints 'A w', 'B w' or 'Tie'.\n"
           "  Example: gridgames judge gomoku examples/gomoku.txt",
           [](LineReader& in, JudgeArgs&) { gomoku::judge(in, std::cout); });
  CLI::App* mine_sub = nullptr;
  add_game(*judge, args, "mine",
           "Two-player Minesweeper (HDU 4678): T cases of 'N M K' and K mines; prints the\n"
           "  perfect-play winner. Example: gridgames judge mine examples/mine.txt",
           [](LineReader& in, JudgeArgs& a) {
             a.mine.max_memo_bytes = memory_budget();  // --max-memory
             mine::judge(in, std::cout, a.mine);
           });
  mine_sub = judge->get_subcommand("mine");
  mine_sub->add_option("--budget", args.mine.max_states,
                       "search budget in states per part of blank regions linked by shared "
                       "numbers (0: default 2000000); beyond it: exit status 3, no guess");
  mine_sub->add_option("--seconds", args.mine.max_seconds, "processor seconds per part (0: none)")
      ->check(non_negative())
      ->capture_default_str();
  add_game(*judge, args, "othello",
           "Othello commands (UVa 220): boards, then L / Mrc / Q commands.\n"
           "  Example: gridgames judge othello examples/othello.txt",
           [](LineReader& in, JudgeArgs&) { othello::judge(in, std::cout); });
}

}  // namespace gg::cli
