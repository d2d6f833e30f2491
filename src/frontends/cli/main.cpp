// The `gridgames` command: parses the command line and hands over to one subcommand.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string_view>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "core/memory_budget.h"
#include "core/progress.h"

namespace {

// The first word of the command line that is neither an option (nor an option's value) nor a
// subcommand, when it stands where a subcommand should: "gridgames foo" names 'foo'.
std::string unknown_command(CLI::App& app, int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    std::string_view word = argv[i];
    if (word == "--max-memory") {
      ++i;
      continue;
    }
    if (word.starts_with('-')) continue;
    for (const CLI::App* sub : app.get_subcommands({}))
      if (sub->check_name(std::string(word))) return "";
    return std::string(word);
  }
  return "";
}

// Every result must reach its reader: output that cannot be written (a full disk, a closed file)
// is an error with a message, not a silent success.
int checked_output(int status) {
  errno = 0;
  std::cout.flush();
  bool failed = !std::cout.good() || std::fflush(stdout) != 0 || std::ferror(stdout);
  if (!failed) return status;
  int error = errno;
  std::cerr << "gridgames: cannot write the output"
            << (error ? std::string(": ") + std::strerror(error) : std::string()) << std::endl;
  return status == gg::kExitOk ? gg::kExitOutputError : status;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  gg::install_interrupt_handler();

  // Installed as pbrain-gridgames, the program is a Gomocup brain and nothing else.
  std::string_view self = argv[0];
  if (auto slash = self.rfind('/'); slash != std::string_view::npos) self.remove_prefix(slash + 1);
  // Its replies must reach the manager as any command's output must.
  if (self.starts_with("pbrain-")) return checked_output(gg::cli::run_gomoku_brain());

  CLI::App app{
      "gridgames: referee, solver and opponent for grid board games\n"
      "(Othello, Gomoku, The Spot Game, two-player Minesweeper).\n\n"
      "Exit status: 0 done, 1 bad command line, 2 bad input (earlier results are still\n"
      "printed), 3 an exact answer needs more than the allowed budget, 4 the output could not\n"
      "be written, 130 interrupted."};
  app.set_version_flag("--version", "gridgames 0.1.0");
  // Every message of the command starts with its name, command line faults as the others.
  app.failure_message([](const CLI::App* failed, const CLI::Error& error) {
    return "gridgames: " + CLI::FailureMessage::simple(failed, error);
  });
  app.require_subcommand(1, 1);
  // Accepted before or after the subcommand: options a subcommand does not know fall through to
  // this level (subcommands inherit the setting when they are created, so set it first).
  app.fallthrough();
  // The check runs while the command line is parsed, before any subcommand runs, so the budget
  // is in place for every command. A bad size is a bad command line (see below).
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
  gg::cli::add_games_command(app);
  gg::cli::add_bench_command(app);
  gg::cli::add_serve_command(app);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    if (!bad_memory_size.empty()) {
      std::cerr << "gridgames: --max-memory: " << bad_memory_size << std::endl;
      return gg::kExitUsage;
    }
    if (std::string unknown = unknown_command(app, argc, argv); !unknown.empty()) {
      std::cerr << "gridgames: unknown command '" << unknown << "' (commands:";
      for (const CLI::App* sub : app.get_subcommands({})) std::cerr << ' ' << sub->get_name();
      std::cerr << "); see gridgames --help" << std::endl;
      return gg::kExitUsage;
    }
    int code = app.exit(error);
    return code == 0 ? 0 : gg::kExitUsage;
  }
  return checked_output(gg::cli::exit_status());
}
