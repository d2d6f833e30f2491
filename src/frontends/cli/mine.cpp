// `gridgames mine ...`: the mine engine's commands. `analyze` lives here, `play` in mine_play.cpp.
#include <iostream>
#include <sstream>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "frontends/cli/mine_common.h"
#include "mine/face.h"

namespace gg::cli {

namespace {

struct MineAnalyzeArgs {
  std::string file;
  std::vector<int> random;  // N M K
  std::uint64_t seed = 1;
  std::vector<std::string> clicks;
  MineBudgetArgs budget;
  bool all_cells = false;
  bool no_board = false;
  bool json = false;
};

// The analysis as one JSON object (docs/cli.md): the facts of the text output, cells as
// [row, column]; null where the search stopped before establishing them.
nlohmann::ordered_json mine_analysis_json(const mine::Board& board, const mine::Analysis& a, std::int64_t mines) {
  auto cell = [&](int index) { return nlohmann::ordered_json::array({index / board.cols, index % board.cols}); };
  const bool value_known = !a.evaluation.interrupted && a.evaluation.beyond.empty();
  const bool clicks_complete = value_known && !a.interrupted && a.beyond.empty();
  nlohmann::ordered_json parts = nlohmann::ordered_json::array(), winning = nlohmann::ordered_json::array();
  for (const mine::Part& part : a.evaluation.parts)
    parts.push_back({{"cell", cell(a.layout.region_first_cell(part.regions[0]))},
                     {"regions", part.regions.size()},
                     {"groups", part.graph.edges.size()},
                     {"value", part.solved ? nlohmann::ordered_json(part.value) : nlohmann::ordered_json()}});
  for (const mine::ClickClass& c : a.winning) {
    nlohmann::ordered_json cells = nlohmann::ordered_json::array();
    for (int index : c.cells) cells.push_back(cell(index));
    winning.push_back({{"kind", mine::click_kind_name(c.kind)}, {"cells", cells}});
  }
  nlohmann::ordered_json winner;  // null: unknown
  if (value_known) winner = a.hidden_safe == 0 ? "game_over" : a.evaluation.total != 0 ? "to_move" : "other";
  return {{"rows", board.rows},
          {"cols", board.cols},
          {"mines", mines},
          {"to_click", a.hidden_safe},
          {"value", value_known ? nlohmann::ordered_json(a.evaluation.total) : nlohmann::ordered_json()},
          {"winner", winner},
          {"lone_numbers", a.position.lone_numbers()},
          {"lone_value", a.evaluation.lone_value},
          {"closed_form_regions", a.evaluation.closed_form_regions},
          {"closed_form_value", a.closed_form_value},
          {"parts", parts},
          {"winning_clicks", winning},
          {"complete", clicks_complete},
          {"stopped", clicks_complete ? nlohmann::ordered_json()
                                      : nlohmann::ordered_json(a.beyond.empty() && a.evaluation.beyond.empty()
                                                                   ? "interrupted"
                                                                   : "budget")}};
}

std::string click_name(const mine::ClickClass& c, const mine::Analysis& a, const mine::Board& board,
                       bool all_cells) {
  auto cell = [&](int index) { return "(" + std::to_string(index / board.cols) + ", " + std::to_string(index % board.cols) + ")"; };
  std::string what;
  switch (c.kind) {
    case mine::ClickClass::kRegion: what = "blank region at " + cell(c.cells.front()) + ", any of its cells"; break;
    case mine::ClickClass::kLoneNumber: what = "a number touching no blank region"; break;
    case mine::ClickClass::kPrivateNumber:
      what = "a number touching only the region at " + cell(a.layout.region_first_cell(c.region));
      break;
    case mine::ClickClass::kSharedNumber: {
      const mine::SharedGroup& group = a.position.shared()[c.group];
      what = "a number shared by the regions at";
      for (int i = 0; i < group.size; ++i)
        what += (i ? " and " : " ") + cell(a.layout.region_first_cell(group.regions[i]));
      break;
    }
  }
  std::string list;
  const std::size_t shown = all_cells ? c.cells.size() : std::min<std::size_t>(c.cells.size(), 8);
  for (std::size_t i = 0; i < shown; ++i) list += (i ? " " : "") + cell(c.cells[i]);
  if (shown < c.cells.size()) list += " ... (" + std::to_string(c.cells.size()) + " cells; --all lists them)";
  return what + ": " + list;
}

int run_mine_analyze(const MineAnalyzeArgs& args) {
  mine::Board board;
  if (!args.random.empty()) {
    board = random_mine_board(args.random, args.seed, "--random");
  } else {
    Input input = open_input(args.file);
    board = mine::read_board(input.reader);
  }
  apply_clicks(board, args.clicks);
  mine::Solver solver(args.budget.budget());
  // Beyond the budget, what was established is printed as after Ctrl-C, then the exit status 3.
  mine::Analysis a = mine::analyze(board, solver, true);
  const bool beyond = !a.beyond.empty();
  const std::string stop_word = beyond ? "beyond the budget" : "interrupted";
  std::ostringstream out;
  std::int64_t mines = 0;
  for (auto m : board.mine) mines += m;
  if (args.json) {
    std::cout << mine_analysis_json(board, a, mines).dump() << '\n';
    if (beyond) throw BeyondLimits(a.beyond + "; nothing is guessed");
    return a.interrupted ? kExitInterrupted : kExitOk;
  }
  out << "board: " << board.rows << " x " << board.cols << ", " << count_of(mines, "mine") << ", "
      << count_of(a.hidden_safe, "hidden cell") << " to click\n";
  if (!args.no_board && board.rows <= 200 && board.cols <= 200) out << mine::draw_board(board);
  // Interrupted while valuing the parts: what was established is the parts solved so far.
  const bool value_known = !a.evaluation.interrupted && a.evaluation.beyond.empty();
  if (value_known) out << "value: " << a.evaluation.total << "\n";
  else out << "value: unknown (" << stop_word << ")\n";
  out << "parts:\n";
  out << "  lone numbers (touching no blank region): " << a.position.lone_numbers() << ", value "
      << a.evaluation.lone_value << "\n";
  out << "  blank regions without shared numbers: " << a.evaluation.closed_form_regions << ", value "
      << a.closed_form_value << "\n";
  const std::size_t parts_shown = args.all_cells ? a.evaluation.parts.size() : std::min<std::size_t>(a.evaluation.parts.size(), 20);
  for (std::size_t p = 0; p < parts_shown; ++p) {
    const mine::Part& part = a.evaluation.parts[p];
    int first = a.layout.region_first_cell(part.regions[0]);
    out << "  part at (" << first / board.cols << ", " << first % board.cols << "): "
        << count_of(static_cast<long long>(part.regions.size()), "blank region") << " linked by "
        << count_of(static_cast<long long>(part.graph.edges.size()), "group") << " of shared numbers, ";
    if (part.solved) out << "value " << part.value << "\n";
    else if (p > 0 && !a.evaluation.parts[p - 1].solved) out << "not searched (" << stop_word << " before)\n";
    else out << stop_word << ": value unknown\n";
  }
  if (parts_shown < a.evaluation.parts.size())
    out << "  ... and " << a.evaluation.parts.size() - parts_shown << " more parts with shared numbers (--all lists them)\n";
  if (!value_known) {
    out << "winner: unknown (" << stop_word << (beyond ? "" : ": " + a.interruption) << ")\n";
  } else if (a.interrupted || beyond) {
    out << "winner: " << (a.evaluation.total != 0 ? "the player to move" : "the other player (the player to move loses against perfect play)") << "\n";
    out << "winning clicks: " << (beyond ? "stopped" : "interrupted") << " after " << a.click_classes_examined << " of " << a.click_classes
        << " kinds of click (" << (beyond ? stop_word : a.interruption) << "); found so far:"
        << (a.winning.empty() ? " none" : "") << "\n";
    for (const mine::ClickClass& c : a.winning) out << "  " << click_name(c, a, board, args.all_cells) << "\n";
  } else if (a.hidden_safe == 0) {
    out << "winner: the game is over; the player to move has lost\n";
  } else if (a.winning.empty()) {
    out << "winner: the other player (the player to move loses against perfect play)\n";
    out << "winning clicks: none\n";
  } else {
    out << "winner: the player to move\n";
    out << "winning clicks:\n";
    for (const mine::ClickClass& c : a.winning) out << "  " << click_name(c, a, board, args.all_cells) << "\n";
  }
  std::cout << out.str();
  if (beyond) throw BeyondLimits(a.beyond + "; nothing is guessed");
  return a.interrupted ? kExitInterrupted : kExitOk;
}

}  // namespace

void add_mine_command(CLI::App& app) {
  CLI::App* sub = app.add_subcommand("mine", "The two-player Minesweeper engine: exact analysis and play");
  sub->require_subcommand(1);

  static MineAnalyzeArgs args;
  CLI::App* analyze = sub->add_subcommand(
      "analyze", "Winner, value of each part and every winning click of a board (fresh or part-way)");
  analyze->add_option("BOARD", args.file,
                      "board file: 'N M K' and K lines 'X Y' (the referee format), or a drawn grid "
                      "('*' mine, '.' hidden, digit or 'o' revealed); '-' or absent: standard input");
  analyze->add_option("--random", args.random, "a random board instead: N M K")->expected(3);
  analyze->add_option("--seed", args.seed, "seed for --random")->capture_default_str();
  analyze->add_option("--click", args.clicks, "play the click R,C first (repeatable, in order)");
  add_mine_budget_options(*analyze, args.budget);
  analyze->add_flag("--all", args.all_cells, "list every part and every cell of each winning click class");
  analyze->add_flag("--no-board", args.no_board, "do not draw the board");
  analyze->add_flag("--json", args.json,
                    "answer {\"rows\", \"cols\", \"mines\", \"to_click\", \"value\", \"winner\": to_move|other|"
                    "game_over|null, \"lone_numbers\", \"lone_value\", \"closed_form_regions\", \"closed_form_value\", "
                    "\"parts\": [{\"cell\", \"regions\", \"groups\", \"value\"}], \"winning_clicks\": [{\"kind\", "
                    "\"cells\"}], \"complete\", \"stopped\"} (docs/cli.md)");
  analyze->footer(
      "Examples:\n"
      "  printf '..*..\\n.....\\n*....\\n' | gridgames mine analyze\n"
      "  gridgames mine analyze --random 16 30 99 --seed 7\n"
      "  gridgames mine analyze --random 9 9 10 --click 0,0\n"
      "  gridgames mine analyze --json --random 9 9 10 --seed 3\n"
      "A part beyond the search budget, or Ctrl-C, stops the search: what was established is printed\n"
      "(parts solved, winning clicks found), nothing guessed; exit status 3 or 130.");
  analyze->callback([] {
    exit_status() = guarded(args.file.empty() ? "<stdin>" : args.file, [] { return run_mine_analyze(args); });
  });
  add_mine_play_command(*sub);
}

}  // namespace gg::cli
