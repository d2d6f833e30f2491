// `gridgames gomoku analyze`: every move's value in a drawn position (gomoku/analysis.h), best
// first, as text or JSON.
#include <iostream>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "frontends/cli/gomoku_eval.h"
#include "frontends/cli/gomoku_options.h"
#include "gomoku/face.h"

namespace gg::cli {

namespace {

struct GomokuAnalyzeArgs {
  std::string file;
  std::string rule = "freestyle";
  std::string colour;  // "" : black when both have as many stones, else white
  gomoku::AnalysisLimits limits;
  int top = 0;  // 0: every move
  bool json = false;
};

// "win", "loss" or the heuristic score, for the text output.
std::string describe_score(const gomoku::MoveValue& m) {
  if (m.forbidden) return "forbidden";
  if (gomoku::is_proven(m.score)) return m.score > 0 ? "win" : "loss";
  return std::to_string(m.score);
}

gomoku::Stone side_to_move(const gomoku::Board& board, const std::string& colour) {
  if (colour == "black") return gomoku::kBlack;
  if (colour == "white") return gomoku::kWhite;
  int black = 0, white = 0;
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x) {
      if (board.at(x, y) == gomoku::kBlack) ++black;
      if (board.at(x, y) == gomoku::kWhite) ++white;
    }
  return black > white ? gomoku::kWhite : gomoku::kBlack;
}

int run_gomoku_analyze(const GomokuAnalyzeArgs& args) {
  Input input = open_input(args.file);
  gomoku::Board board = gomoku::read_position(input.reader);
  gomoku::Rule rule = *gomoku::parse_rule(args.rule);
  gomoku::Stone side = side_to_move(board, args.colour);
  gomoku::AnalysisLimits limits = args.limits;
  limits.table_bytes = table_bytes_within_budget(limits.table_bytes);  // bytes, as its name says
  gomoku::MoveAnalysis analysis = gomoku::analyze_moves(board, rule, side, limits);
  std::size_t shown = analysis.moves.size();
  if (args.top > 0 && static_cast<std::size_t>(args.top) < shown) shown = static_cast<std::size_t>(args.top);
  if (args.json) {
    nlohmann::ordered_json moves = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < shown; ++i) {
      const gomoku::MoveValue& m = analysis.moves[i];
      nlohmann::ordered_json item = {{"move", gomoku::point_label(board, m.move)},
                                     {"x", gomoku::x_of(m.move)},
                                     {"y", gomoku::y_of(m.move)}};
      if (m.forbidden) {
        item["forbidden"] = true;
      } else {
        item["score"] = m.score;
        item["result"] = gomoku::is_proven(m.score) ? (m.score > 0 ? "win" : "loss") : "unknown";
        item["depth"] = m.depth;
      }
      moves.push_back(item);
    }
    nlohmann::ordered_json out = {{"to_move", gomoku::stone_name(side)},
                                  {"rule", args.rule},
                                  {"moves", moves},
                                  {"nodes", analysis.nodes},
                                  {"complete", analysis.stopped == StopReason::kNone}};
    if (analysis.stopped != StopReason::kNone) out["stopped"] = stop_reason_name(analysis.stopped);
    std::cout << out.dump() << '\n';
  } else {
    std::cout << gomoku::stone_name(side) << " to move, " << analysis.moves.size()
              << (analysis.moves.size() == 1 ? " move" : " moves") << " valued, " << analysis.nodes << " nodes\n";
    for (std::size_t i = 0; i < shown; ++i) {
      const gomoku::MoveValue& m = analysis.moves[i];
      std::cout << fmt::format("{:<4} x={:<2} y={:<2} {}", gomoku::point_label(board, m.move), gomoku::x_of(m.move),
                               gomoku::y_of(m.move), describe_score(m));
      if (!m.forbidden && m.depth > 0) std::cout << " (depth " << m.depth << ')';
      std::cout << '\n';
    }
  }
  std::cout << std::flush;
  if (analysis.stopped == StopReason::kInterrupted) return kExitInterrupted;
  if (analysis.stopped != StopReason::kNone) {
    // Only the time can leave moves out (a node limit bounds each move's depth instead).
    std::cerr << "gridgames: the analysis stopped at its time limit (--seconds " << fmt::format("{:g}", limits.seconds)
              << "): the moves above are those it valued\n";
    return kExitBeyondLimits;
  }
  return kExitOk;
}

}  // namespace

void add_gomoku_analyze_command(CLI::App& gomoku) {
  static GomokuAnalyzeArgs args;
  CLI::App* analyze = gomoku.add_subcommand(
      "analyze", "Every move's value in a drawn position, best first (win, loss, or the search's score)\n"
                 "  Each point near the stones is played and the engine's reply searched to --depth.\n"
                 "  Example: gridgames gomoku analyze examples/gomoku-vct.txt --top 5");
  analyze->add_option("POSITION", args.file,
                      "board file: one line per row, top first, X black, O white, . empty "
                      "(standard input when absent or '-')");
  add_gomoku_rule_option(*analyze, args.rule);
  analyze->add_option("--color,--colour", args.colour,
                      "the side to move (default: black when both have as many stones, else white)")
      ->check(CLI::IsMember({"black", "white"}));
  analyze->add_option("--depth,-d", args.limits.depth, "depth of the reply search for each move")
      ->check(CLI::Range(1, 40))
      ->capture_default_str();
  analyze->add_option("--nodes", args.limits.nodes_per_move, "node limit of each move's search (0: none)")
      ->check(non_negative());
  analyze->add_option("--seconds", args.limits.seconds, "time for the whole analysis (0: none); beyond it: exit 3")
      ->check(non_negative());
  analyze->add_option("--top", args.top, "show only the best K moves (0: all)")->check(non_negative());
  analyze->add_flag("--json", args.json,
                    "answer {\"to_move\", \"rule\", \"moves\": [{\"move\", \"x\", \"y\", \"score\", \"result\": "
                    "win|loss|unknown, \"depth\"} or {..., \"forbidden\": true}], \"nodes\", \"complete\"}");
  analyze->callback([] {
    exit_status() = guarded(args.file.empty() || args.file == "-" ? "<stdin>" : args.file,
                            [] {
      choose_gomoku_evaluation();
      return run_gomoku_analyze(args);
    });
  });
}

}  // namespace gg::cli
