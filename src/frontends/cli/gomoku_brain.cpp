// `gridgames gomoku solve | brain | play`: the commands over the Gomoku search engine.
#include <charconv>
#include <iostream>
#include <limits>
#include <sstream>

#include <fmt/format.h>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "frontends/cli/gomoku_eval.h"
#include "frontends/cli/gomoku_options.h"
#include "frontends/cli/terminal_input.h"
#include "core/progress.h"
#include "gomoku/face.h"
#include "frontends/gomocup.h"

namespace gg::cli {

namespace {

struct GomokuSolveArgs {
  std::string file;
  std::string rule = "freestyle";
  gomoku::ThreatSearch search = [] {
    gomoku::ThreatSearch defaults;
    defaults.budget.nodes = 5'000'000;
    return defaults;
  }();
};

// What the VCT without a depth limit (solve_threats' proof-number stage) established when it
// found no win.
void print_deep_search(const gomoku::DeepThreatSearch& deep) {
  if (deep.proven_none)
    std::cout << "established: no VCT at any depth (proof-number search, " << deep.nodes << " nodes)\n";
  else if (!deep.ran && deep.stopped != StopReason::kNone)
    std::cout << "unfinished: the VCT without a depth limit (proof-number search, not started: the "
              << stop_reason_name(deep.stopped) << " limit came first)\n";
  else if (deep.ran)
    std::cout << "unfinished: the VCT without a depth limit (proof-number search, "
              << (deep.stopped == StopReason::kInterrupted ? "interrupted"
                                                            : "stopped at its " + stop_reason_name(deep.stopped) + " limit")
              << " after " << deep.nodes << " nodes)\n";
}

int run_gomoku_solve(const GomokuSolveArgs& args) {
  Input input = open_input(args.file);
  gomoku::Board board = gomoku::read_position(input.reader);
  gomoku::ThreatSearch search = args.search;
  search.budget.memory_bytes = table_bytes_within_budget(gomoku::ThreatSolver::kDefaultTableBytes);
  gomoku::ThreatSolution solution = gomoku::solve_threats(board, *gomoku::parse_rule(args.rule), search);
  if (solution.already_won != gomoku::kEmpty) {
    // A finished game, as spot solve reports one: no winning line is sought for the loser.
    std::cout << "game over: " << gomoku::stone_name(solution.already_won)
              << " already has five in a row\n";
    return kExitOk;
  }
  const gomoku::SolveResult& result = solution.result;
  const char* side = gomoku::stone_name(solution.attacker);
  const char* sought = search.vcf_only ? "VCF" : "VCF or VCT";
  if (solution.stopped != StopReason::kNone) {
    // Stopped early (a limit or Ctrl-C): say what the finished iterations established.
    const bool by_ctrl_c = solution.stopped == StopReason::kInterrupted;
    std::cout << side << " to move: no " << sought << " found ("
              << (by_ctrl_c ? "interrupted" : "search stopped at its " + stop_reason_name(solution.stopped) + " limit")
              << ", " << result.nodes << " nodes)\n";
    if (result.vcf_depth > 0) std::cout << "established: no VCF within depth " << result.vcf_depth << '\n';
    if (result.vct_depth > 0) std::cout << "established: no VCT within depth " << result.vct_depth << '\n';
    bool vcf_finished = result.vcf_depth >= search.max_vcf_depth;
    std::cout << "unfinished: the " << (vcf_finished ? "VCT" : "VCF") << " search at depth "
              << (vcf_finished ? result.vct_depth : result.vcf_depth) + 1 << '\n';
    print_deep_search(solution.deep);
    if (by_ctrl_c) return kExitInterrupted;
    std::cout.flush();
    std::cerr << "gridgames: the search stopped at its " << stop_reason_name(solution.stopped) << " limit ("
              << (solution.stopped == StopReason::kNodes ? "--nodes " + std::to_string(search.budget.nodes)
                                                          : "--seconds " + fmt::format("{:g}", search.budget.seconds))
              << ") before its depths were searched; nothing is guessed\n";
    return kExitBeyondLimits;
  }
  if (!result.win) {
    std::cout << side << " to move: no " << sought << " found";
    std::cout << " within depth " << search.max_vcf_depth << " (VCF) / " << search.max_vct_depth
              << " (VCT), " << result.nodes << " nodes";
    std::cout << '\n';
    print_deep_search(solution.deep);
    return kExitOk;
  }
  std::cout << side << " to move wins by " << (result.kind == gomoku::ThreatKind::kVcf ? "VCF" : "VCT")
            << " (" << result.nodes << " nodes)\n";
  std::cout << "line:";
  for (gomoku::Point p : result.line) std::cout << ' ' << gomoku::point_label(board, p);
  std::cout << '\n';
  if (!solution.deep.line_complete)
    std::cout << "the line stops where the budget ran out (the win itself is proven)\n";
  else if (result.line.size() % 2 == 0)
    std::cout << "black's only block " << gomoku::point_label(board, result.line.back())
              << " is forbidden\n";
  return kExitOk;
}

struct GomokuPlayArgs {
  std::string rule = "freestyle";
  int size = 15;
  std::string colour = "black";
  int turn_ms = 1000;
  int threads = 1;
};

constexpr const char* kGomokuPlayCommands =
    "Commands: a move such as h8 (column letter, row from the bottom), undo (your last move and\n"
    "the reply), hint (the engine's move for you), help, quit.\n";

// A person against the engine in the terminal: moves typed as "h8", the board redrawn. The game
// so far is printed at the end (also after quit or Ctrl-C) as a move list gomoku check reads.
int run_gomoku_play(const GomokuPlayArgs& args) {
  using namespace gomoku;
  Match match({args.size, *parse_rule(args.rule)}, table_bytes_within_budget(Engine::kDefaultTableBytes));
  Stone human = args.colour == "white" ? kWhite : kBlack;
  auto draw = [&] {
    const Board& b = match.board();
    for (int y = 0; y < b.size(); ++y) {
      std::cout << (b.size() - y < 10 ? " " : "") << b.size() - y << ' ';
      for (int x = 0; x < b.size(); ++x) {
        Stone s = b.at(x, y);
        bool last = !match.moves().empty() && match.moves().back() == make_point(x, y);
        std::cout << (s == kBlack ? (last ? 'X' : 'x') : s == kWhite ? (last ? 'O' : 'o') : '.') << ' ';
      }
      std::cout << '\n';
    }
    std::cout << "   ";
    for (int x = 0; x < b.size(); ++x) std::cout << char('a' + x) << ' ';
    std::cout << "\n";
  };
  auto record = [&] {
    std::cout << "Game record (gridgames gomoku check --rule " << args.rule << " --size " << args.size << "):";
    for (Point p : match.moves()) {
      std::string label = point_label(match.board(), p);
      label[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(label[0])));
      std::cout << ' ' << label;
    }
    std::cout << '\n';
  };
  auto stopped = [&] {
    std::cout << "\ninterrupted\n";
    record();
    return kExitInterrupted;
  };
  ThinkLimits limits;
  limits.turn_ms = args.turn_ms;
  limits.threads = args.threads;
  std::cout << "You are " << args.colour << " (" << (human == kBlack ? 'x' : 'o') << "), rule "
            << args.rule << ".\n" << kGomokuPlayCommands << std::flush;
  while (!match.game_over()) {
    if (match.to_move() != human) {
      ThinkInfo info = match.choose_move(limits);
      if (gg::interrupted()) return stopped();
      match.play(info.move);
      std::cout << "gridgames plays " << point_label(match.board(), info.move) << " (" << info.reason << ")\n";
      continue;
    }
    draw();
    std::cout << "your move> " << std::flush;
    // Read so that Ctrl-C at the prompt stops at once (std::cin would wait on after it).
    std::string line;
    LineRead read = read_line_interruptibly(line);
    if (read == LineRead::kInterrupted) return stopped();
    std::istringstream words(line);
    std::string word;
    if (read == LineRead::kEnd || (words >> word && word == "quit")) {
      std::cout << (read == LineRead::kEnd ? "\nEnd of input: game abandoned.\n" : "Game abandoned.\n");
      record();
      return kExitOk;
    }
    if (word.empty()) continue;
    if (word == "help") {
      std::cout << kGomokuPlayCommands;
      continue;
    }
    if (word == "undo") {
      // Back to the person's previous turn: the engine's reply and their own last move.
      bool undone = false;
      while (match.undo()) {
        if (match.to_move() == human) {
          undone = true;
          break;
        }
      }
      if (!undone) std::cout << "Nothing to undo.\n";
      else std::cout << "Move taken back.\n";
      continue;
    }
    if (word == "hint") {
      ThinkInfo info = match.choose_move(limits);
      if (gg::interrupted()) return stopped();
      std::cout << "hint: " << point_label(match.board(), info.move) << " (" << info.reason << ")\n";
      continue;
    }
    int x = std::tolower(static_cast<unsigned char>(word[0])) - 'a';
    int row = 0;
    auto [ptr, ec] = std::from_chars(word.data() + 1, word.data() + word.size(), row);
    int y = args.size - row;
    if (word.size() < 2 || ec != std::errc() || ptr != word.data() + word.size() ||
        !match.board().contains(x, y) || !match.play(make_point(x, y)))
      std::cout << "not an empty point: " << word << "\n";
  }
  draw();
  if (match.ending() == Ending::kFullBoard) std::cout << "Draw: the board is full.\n";
  else if (match.ending() == Ending::kForbidden) std::cout << "Black played a forbidden point: white wins.\n";
  else std::cout << (match.winner() == human ? "You win!\n" : "gridgames wins.\n");
  record();
  return kExitOk;
}

}  // namespace

void add_gomoku_play_commands(CLI::App& gomoku) {
  static GomokuSolveArgs solve_args;
  CLI::App* solve = gomoku.add_subcommand(
      "solve", "Threat solver: victory by continuous fours (VCF), then by threats (VCT), for the\n"
               "  side to move (black when the stone counts are equal). Prints a winning line.\n"
               "  The depth-limited searches come first (shortest wins); then a proof-number\n"
               "  VCT without a depth limit on the rest of the node budget.\n"
               "  Example: gridgames gomoku solve examples/gomoku-vct.txt");
  solve->add_option("POSITION", solve_args.file,
                    "board file: rows top first, X black, O white, . empty (standard input when "
                    "absent or '-')");
  add_gomoku_rule_option(*solve, solve_args.rule);
  solve->add_flag("--vcf", solve_args.search.vcf_only, "search continuous fours only");
  solve->add_option("--vcf-depth", solve_args.search.max_vcf_depth, "most attacker fours (default 40)")
      ->check(CLI::Range(1, 100));
  solve->add_option("--vct-depth", solve_args.search.max_vct_depth, "most attacker threats in the depth-limited VCT (default 8)")
      ->check(CLI::Range(1, 30));
  solve->add_option("--nodes", solve_args.search.budget.nodes,
                    "node budget (default 5,000,000; 0: none); a search stopped by it exits with status 3")
      ->check(non_negative());
  solve->add_option("--seconds", solve_args.search.budget.seconds,
                    "time budget (default: none); a search stopped by it exits with status 3")
      ->check(non_negative());
  solve->callback([] {
    exit_status() = guarded(solve_args.file.empty() ? "<stdin>" : solve_args.file,
                            [] { return run_gomoku_solve(solve_args); });
  });

  CLI::App* brain = gomoku.add_subcommand(
      "brain", "Gomocup / Piskvork brain on standard input and output (also run as\n"
               "  pbrain-gridgames). Example: piskvork with pbrain-gridgames as a player");
  brain->callback([] { exit_status() = run_gomoku_brain(); });

  static GomokuPlayArgs play_args;
  CLI::App* play = gomoku.add_subcommand(
      "play", "Play against the engine in the terminal: type a move (h8), undo, hint, help or quit;\n"
              "  the game is printed at the end as a move list for gomoku check.\n"
              "  Example: gridgames gomoku play --rule renju --colour white");
  add_gomoku_rule_option(*play, play_args.rule);
  play->add_option("--size", play_args.size, "board size (5..22, default 15)")->check(CLI::Range(5, 22));
  play->add_option("--colour,--color", play_args.colour, "black (moves first, default) or white")
      ->check(CLI::IsMember({"black", "white"}));
  play->add_option("--ms", play_args.turn_ms, "engine thinking time per move in ms (default 1000)")
      ->check(CLI::Range(1, 3'600'000));
  play->add_option("--threads,-t", play_args.threads, "threads of the engine's main search (Lazy SMP, default 1)")
      ->check(CLI::Range(1, gomoku::Search::kMaxThreads));
  play->callback([] {
    exit_status() = guarded("environment", [] {
      choose_gomoku_evaluation();
      return run_gomoku_play(play_args);
    });
  });
}

int run_gomoku_brain() {
  int chosen = guarded("environment", [] {
    choose_gomoku_evaluation();
    return int(kExitOk);
  });
  if (chosen != kExitOk) return chosen;
  return gomoku::run_gomocup(std::cin, std::cout, table_bytes_within_budget(gomoku::Engine::kDefaultTableBytes),
                             table_bytes_within_budget(std::numeric_limits<std::size_t>::max()));
}

}  // namespace gg::cli
