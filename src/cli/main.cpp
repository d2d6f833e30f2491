// The `gridgames` command: parses the command line and hands over to one subcommand.
#include <iostream>
#include <string_view>

#include "cli/commands.h"
#include "cli/common.h"
#include "core/memory_budget.h"
#include "core/progress.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  gg::install_interrupt_handler();

  // Installed as pbrain-gridgames, the program is a Gomocup brain and nothing else.
  std::string_view self = argv[0];
  if (auto slash = self.rfind('/'); slash != std::string_view::npos) self.remove_prefix(slash + 1);
  if (self.starts_with("pbrain-")) return gg::cli::run_gomoku_brain();

  CLI::App app{
      "gridgames: referee, solver and opponent for grid board games\n"
      "(Othello, Gomoku, The Spot Game, two-player Minesweeper).\n\n"
      "Exit status: 0 done, 1 bad command line, 2 bad input (earlier results are still\n"
      "printed), 3 an exact answer needs more than the allowed budget, 130 interrupted."};
  app.set_version_flag("--version", "gridgames 0.1.0");
  app.require_subcommand(1, 1);
  // Accepted before or after the subcommand: options a subcommand does not know fall through to
  // this level (subcommands inherit the setting when they are created, so set it first).
  app.fallthrough();
  // The check runs while the command line is parsed, before any subcommand runs, so the budget
  // is in place for every command. A bad size ends the run with exit status 2 (see below).
  static std::string max_memory, bad_memory_size;
  app.add_option("--max-memory", max_memory,
                 "memory for transposition tables, memos and caches, together: 512M, 2G, 1.5G, "
                 "or a plain number of MiB (default: " + gg::default_memory_budget_rule() + ")")
      ->type_name("SIZE")
      ->check(CLI::Validator(
          [](std::string& text) {
            try {
              gg::set_memory_budget(gg::parse_memory_size(text));
              return std::string();
            } catch (const gg::InputError& error) {
              bad_memory_size = error.what();
              return bad_memory_size;
            }
          },
          "", "memory size"));
  gg::cli::add_judge_command(app);
  gg::cli::add_othello_command(app);
  gg::cli::add_gomoku_command(app);
  gg::cli::add_mine_command(app);
  gg::cli::add_spot_command(app);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    if (!bad_memory_size.empty()) {
      std::cerr << "gridgames: --max-memory: " << bad_memory_size << std::endl;
      return gg::kExitBadInput;
    }
    int code = app.exit(error);
    return code == 0 ? 0 : gg::kExitUsage;
  }
  std::cout.flush();
  return gg::cli::exit_status();
}
