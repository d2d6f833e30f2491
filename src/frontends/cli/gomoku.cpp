// `gridgames gomoku ...`: the Gomoku engine's commands. Thin: parse arguments, call the library,
// print. The brain (Gomocup protocol) and the terminal game live in gomoku_brain.cpp.
#include <iostream>

#include <nlohmann/json.hpp>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "frontends/cli/gomoku_options.h"
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

nlohmann::ordered_json point_json(const gomoku::Board& labels, gomoku::Point p) {
  return {{"move", gomoku::point_label(labels, p)}, {"x", gomoku::x_of(p)}, {"y", gomoku::y_of(p)}};
}

// The verdict of `gomoku check` as one JSON object; the same facts as describe_verdict's lines.
nlohmann::ordered_json verdict_json(const gomoku::Verdict& v) {
  gomoku::Board labels(v.size);
  const char* ending = "none";
  std::string winner = "none";
  switch (v.ending) {
    case gomoku::Ending::kNone: break;
    case gomoku::Ending::kFullBoard: ending = "full_board", winner = "draw"; break;
    case gomoku::Ending::kFive: ending = "five"; break;
    case gomoku::Ending::kForbidden: ending = "forbidden"; break;
  }
  if (v.ending == gomoku::Ending::kFive || v.ending == gomoku::Ending::kForbidden)
    winner = gomoku::stone_name(v.winner);
  nlohmann::ordered_json out = {{"rule", gomoku::rule_name(v.rule)}, {"size", v.size}, {"moves", v.moves},
                                {"ending", ending}, {"winner", winner}};
  if (v.deciding_move > 0) {
    out["deciding_move"] = v.deciding_move;
    out["deciding_point"] = point_json(labels, v.deciding_point);
    out["ignored_moves"] = v.moves - v.deciding_move;
  }
  if (v.ending == gomoku::Ending::kFive) {
    nlohmann::ordered_json line = nlohmann::ordered_json::array();
    for (gomoku::Point p : v.winning_line) line.push_back(point_json(labels, p));
    out["winning_line"] = line;
  }
  if (v.ending == gomoku::Ending::kForbidden) out["forbidden"] = gomoku::forbidden_name(v.forbidden);
  return out;
}

}  // namespace

void add_gomoku_command(CLI::App& app) {
  static GomokuArgs args;
  CLI::App* sub = app.add_subcommand(
      "gomoku", "The Gomoku engine: renju forbidden points, record checking and review, threat solver, brain");
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
  add_gomoku_rule_option(*check, args.rule);
  add_gomoku_record_size_option(*check, args.size);
  check->add_flag("--json", args.json,
                  "answer {\"rule\", \"size\", \"moves\", \"ending\": none|five|forbidden|full_board, \"winner\": "
                  "black|white|draw|none, \"deciding_move\", \"deciding_point\", \"ignored_moves\", \"winning_line\", "
                  "\"forbidden\"} (docs/cli.md)");
  check->callback([] {
    exit_status() = guarded(args.file.empty() ? "<stdin>" : args.file, [] {
      Input input = open_input(args.file);
      gomoku::Record record = gomoku::read_record(input.reader, args.size);
      // An empty input is not an empty game (that is the record "0"): say so rather than judge it.
      if (record.empty_input) throw InputError(0, "empty input: no record to check (an empty game is the line '0')");
      auto verdict = gomoku::adjudicate(record, *gomoku::parse_rule(args.rule));
      if (args.json) std::cout << verdict_json(verdict).dump() << '\n';
      else std::cout << gomoku::describe_verdict(verdict);
      return kExitOk;
    });
  });

  add_gomoku_analyze_command(*sub);
  add_gomoku_review_command(*sub);
  add_gomoku_play_commands(*sub);
  add_gomoku_train_command(*sub);
}

}  // namespace gg::cli
