// `gridgames judge GAME [FILE...]`: every registered game's classic referee format, byte for
// byte, one subcommand per registry entry (core/any_game.h: judge, judge_format, judge_limits).
#include <algorithm>
#include <iostream>
#include <list>
#include <sstream>
#include <vector>

#include <nlohmann/json.hpp>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "core/memory_budget.h"
#include "registry/registry.h"

namespace gg::cli {

namespace {

struct JudgeArgs {
  std::vector<std::string> files;
  SearchBudget budget;  // the limits of judge_limits; memory_bytes is set when the command runs
  bool json = false;
};

// --json: one object per file, {"game", "file", "output": [the referee's lines, as the text
// output prints them], "status": the file's exit status}. The referee writes into `text`, which
// is printed when the file is done (its verdicts before a fault included).
void print_judge_json(const std::string& game, const std::string& source, const std::string& text, int status) {
  nlohmann::ordered_json lines = nlohmann::ordered_json::array();
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  std::cout << nlohmann::ordered_json{{"game", game}, {"file", source}, {"output", lines}, {"status", status}}.dump()
            << std::endl;
}

// An option for each limit the entry's referee lets the user set. A limit whose default is 0
// ("the engine's default") says what that means in its own help, so only a non-zero default is
// shown; counts and seconds are never negative.
void add_limits(CLI::App& sub, const GameEntry& game, JudgeArgs& args) {
  for (const JudgeLimit& limit : game.judge_limits) {
    switch (limit.field) {
      case JudgeLimit::Field::kNodes: {
        CLI::Option* option =
            sub.add_option(limit.flag, args.budget.nodes, limit.description)->check(non_negative());
        if (args.budget.nodes) option->capture_default_str();
        break;
      }
      case JudgeLimit::Field::kSeconds: {
        CLI::Option* option =
            sub.add_option(limit.flag, args.budget.seconds, limit.description)->check(non_negative());
        if (args.budget.seconds) option->capture_default_str();
        break;
      }
    }
  }
}

void add_game(CLI::App& judge, const GameEntry& game, JudgeArgs& args) {
  CLI::App* sub = judge.add_subcommand(
      game.name, game.judge_format + "\n  Example: gridgames judge " + game.name + " examples/" + game.name + ".txt");
  sub->add_option("FILE", args.files,
                  "input files, judged in turn (standard input when none; '-' is standard input)");
  args.budget = game.judge_defaults;
  sub->add_flag("--json", args.json,
                "one JSON object per file: {\"game\", \"file\", \"output\": [the verdict lines], \"status\": "
                "its exit status} (docs/cli.md)");
  add_limits(*sub, game, args);
  // With several files each one's verdicts follow a header line "==> FILE <==" (as head(1) does);
  // a bad file is reported and the others are still judged; the exit status is the worst one
  // (Ctrl-C stops at once).
  sub->callback([&args, &game] {
    std::vector<std::string> files = args.files.empty() ? std::vector<std::string>{"-"} : args.files;
    SearchBudget budget = args.budget;
    budget.memory_bytes = memory_budget();  // --max-memory, parsed by now
    int worst = kExitOk;
    for (std::size_t i = 0; i < files.size(); ++i) {
      std::string source = files[i] == "-" ? "<stdin>" : files[i];
      if (files.size() > 1 && !args.json) std::cout << (i ? "\n" : "") << "==> " << source << " <==\n";
      std::ostringstream collected;
      int status = guarded(source, [&] {
        Input input = open_input(files[i]);
        game.judge(input.reader, args.json ? static_cast<std::ostream&>(collected) : std::cout, budget);
        return kExitOk;
      });
      if (args.json) print_judge_json(game.name, source, collected.str(), status);
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
  // One JudgeArgs per game (CLI11 keeps pointers into them); a list never moves its elements.
  static std::list<JudgeArgs> args;
  CLI::App* judge = app.add_subcommand(
      "judge", "Adjudicate game records in each game's classic referee format");
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
      "  cat examples/spot.txt | gridgames judge spot examples/spot.txt -   # a header before each\n"
      "  gridgames judge mine --json examples/mine.txt   # {\"game\":\"mine\",\"file\":...,\"output\":[...]}\n");
  for (const GameEntry& game : registered_games())
    if (game.judge) add_game(*judge, game, args.emplace_back());
}

}  // namespace gg::cli
