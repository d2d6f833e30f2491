// `gridgames gomoku ...`: the Gomoku engine's commands. Thin: parse arguments, call the library,
// print. The brain (Gomocup protocol) and the terminal game live in gomoku_brain.cpp.
#include <iostream>

#include <nlohmann/json.hpp>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "gomoku/face.h"

namespace gg::cli {

namespace {

struct GomokuArgs {
  std::string file;
  bool json = false;
  std::string rule = "freestyle";
  int size = 15;
};

int print_forbidden(LineReader& reader, bool json) {
  gomoku::Board board = gomoku::read_position(reader);
  auto points = gomoku::forbidden_points(board);
  if (json) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const auto& f : points)
      list.push_back({{"x", gomoku::x_of(f.point)}, {"y", gomoku::y_of(f.point)},
                      {"kind", gomoku::forbidden_name(f.kind)}});
    std::cout << nlohmann::ordered_json{{"forbidden", list}}.dump() << '\n';
    return kExitOk;
  }
  if (points.empty()) std::cout << "no forbidden point for black\n";
  for (const auto& f : points)
    std::cout << gomoku::point_label(board, f.point) << " x=" << gomoku::x_of(f.point)
              << " y=" << gomoku::y_of(f.point) << ' ' << gomoku::forbidden_name(f.kind) << '\n';
  return kExitOk;
}

}  // namespace

void add_gomoku_command(CLI::App& app) {
  static GomokuArgs args;
  CLI::App* sub = app.add_subcommand(
      "gomoku", "The Gomoku engine: renju forbidden points, record checking, threat solver, brain");
  sub->require_subcommand(1);

  CLI::App* forbidden = sub->add_subcommand(
      "forbidden", "List black's renju forbidden points in a drawn position\n"
                   "  Example: gridgames gomoku forbidden examples/renju-position.txt --json");
  forbidden->add_option("POSITION", args.file,
                        "board file: one line per row, top first, X black, O white, . empty "
                        "(standard input when absent or '-')");
  forbidden->add_flag("--json", args.json,
                      "answer {\"forbidden\": [{\"x\":..,\"y\":..,\"kind\":..}]} (x column, y row "
                      "from the top, from 0)");
  forbidden->callback([] {
    exit_status() = guarded(args.file.empty() ? "<stdin>" : args.file, [] {
      Input input = open_input(args.file);
      return print_forbidden(input.reader, args.json);
    });
  });

  CLI::App* check = sub->add_subcommand(
      "check", "Adjudicate a game record: result, deciding move, winning line, forbidden moves\n"
               "  Records: referee format (n, then 'x y' lines), Piskvork PSQ, or 'h8 i9 ...'.\n"
               "  Example: gridgames gomoku check --rule renju examples/gomoku-game.psq");
  check->add_option("FILE", args.file, "record file (standard input when absent or '-')");
  check->add_option("--rule", args.rule, "freestyle (default), standard or renju")
      ->check(CLI::IsMember({"freestyle", "standard", "renju"}));
  check->add_option("--size", args.size, "board size for records that do not state it (5..22)")
      ->check(CLI::Range(5, 22));
  check->callback([] {
    exit_status() = guarded(args.file.empty() ? "<stdin>" : args.file, [] {
      Input input = open_input(args.file);
      gomoku::Record record = gomoku::read_record(input.reader, args.size);
      // An empty input is not an empty game (that is the record "0"): say so rather than judge it.
      if (record.empty_input) throw InputError(0, "empty input: no record to check (an empty game is the line '0')");
      auto verdict = gomoku::adjudicate(record, *gomoku::parse_rule(args.rule));
      std::cout << gomoku::describe_verdict(verdict);
      return kExitOk;
    });
  });

  add_gomoku_analyze_command(*sub);
  add_gomoku_play_commands(*sub);
}

}  // namespace gg::cli
