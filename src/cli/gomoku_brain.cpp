// `gridgames gomoku solve | brain | play`: the commands over the Gomoku search engine.
#include <iostream>

#include "cli/commands.h"
#include "cli/common.h"
#include "gomoku/position.h"
#include "gomoku/solver.h"

namespace gg::cli {

namespace {

struct SolveArgs {
  std::string file;
  std::string rule = "freestyle";
  bool vcf_only = false;
  gomoku::SolverLimits limits;
};

int run_solve(const SolveArgs& args) {
  Input input = open_input(args.file);
  gomoku::Board board = gomoku::read_position(input.reader);
  gomoku::Stone attacker = gomoku::side_to_move(board);
  gomoku::Rule rule = *gomoku::parse_rule(args.rule);
  gomoku::ThreatSolver solver;
  auto result = solver.solve(board, attacker, rule, args.limits, args.vcf_only);
  const char* side = attacker == gomoku::kBlack ? "black" : "white";
  if (!result.win) {
    std::cout << side << " to move: no " << (args.vcf_only ? "VCF" : "VCF or VCT") << " found";
    if (result.limit_reached) std::cout << " (search stopped at its limit, " << result.nodes << " nodes)";
    else std::cout << " within depth " << args.limits.max_vcf_depth << " (VCF) / "
                   << args.limits.max_vct_depth << " (VCT), " << result.nodes << " nodes";
    std::cout << '\n';
    return kExitOk;
  }
  std::cout << side << " to move wins by " << (result.kind == gomoku::ThreatKind::kVcf ? "VCF" : "VCT")
            << " (" << result.nodes << " nodes)\n";
  std::cout << "line:";
  for (gomoku::Point p : result.line) std::cout << ' ' << gomoku::point_label(board, p);
  std::cout << '\n';
  if (result.line.size() % 2 == 0)
    std::cout << "black's only block " << gomoku::point_label(board, result.line.back())
              << " is forbidden\n";
  return kExitOk;
}

}  // namespace

void add_gomoku_play_commands(CLI::App& gomoku) {
  static SolveArgs solve_args;
  CLI::App* solve = gomoku.add_subcommand(
      "solve", "Threat solver: victory by continuous fours (VCF), then by threats (VCT), for the\n"
               "  side to move (black when the stone counts are equal). Prints a winning line.\n"
               "  Example: gridgames gomoku solve --rule renju position.txt");
  solve->add_option("POSITION", solve_args.file,
                    "board file: rows top first, X black, O white, . empty (standard input when "
                    "absent or '-')");
  solve->add_option("--rule", solve_args.rule, "freestyle (default), standard or renju")
      ->check(CLI::IsMember({"freestyle", "standard", "renju"}));
  solve->add_flag("--vcf", solve_args.vcf_only, "search continuous fours only");
  solve->add_option("--vcf-depth", solve_args.limits.max_vcf_depth, "most attacker fours (default 40)")
      ->check(CLI::Range(1, 100));
  solve->add_option("--vct-depth", solve_args.limits.max_vct_depth, "most attacker threats (default 8)")
      ->check(CLI::Range(1, 30));
  solve->add_option("--nodes", solve_args.limits.max_nodes, "node budget (default 5,000,000)");
  solve->add_option("--seconds", solve_args.limits.max_seconds, "time budget (default: none)");
  solve->callback([] {
    exit_status() = guarded(solve_args.file.empty() ? "<stdin>" : solve_args.file,
                            [] { return run_solve(solve_args); });
  });
}

int run_gomoku_brain() { return 1; }

}  // namespace gg::cli
