// `gridgames othello solve FILE.obf [--json] [--threads N] [--nodes N] [--seconds S]`: exact
// endgame solutions.
#include <chrono>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <stdexcept>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "frontends/cli/othello_eval.h"
#include "frontends/cli/progress_ticker.h"
#include "core/memory_budget.h"
#include "core/progress.h"
#include "core/stop.h"
#include "othello/face.h"

namespace gg::cli {

namespace {

// CPU time of the whole process (all threads) since `start`: `seconds` is wall time, which on a
// busy machine says little about the solver.
double cpu_seconds_since(std::clock_t start) { return double(std::clock() - start) / CLOCKS_PER_SEC; }

// "line N" for a position read from line N, "start" for the start position.
std::string label(std::size_t line) { return line ? "line " + std::to_string(line) : "start"; }

std::string pv_text(const std::vector<int>& pv) {
  std::string text;
  for (int move : pv) {
    if (!text.empty()) text += ' ';
    text += othello::square_name(move);
  }
  return text;
}

// What the progress line shows while positions are solved: which one, how many are done, with
// their nodes and speed, and the time since the command began.
struct SolveProgress {
  std::size_t total = 0;
  std::size_t done = 0;
  std::string current;  // "line N" or "start"
  std::uint64_t nodes = 0;
  double solve_seconds = 0;
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();

  std::string text() const {
    double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    char buffer[200];
    std::snprintf(buffer, sizeof buffer, "othello solve: %s (%zu of %zu), %zu solved, %llu nodes, %.1f M nodes/s, %.0f s",
                  current.c_str(), done + 1, total, done, static_cast<unsigned long long>(nodes),
                  solve_seconds > 0 ? nodes / solve_seconds / 1e6 : 0.0, elapsed);
    // At the pace of the positions solved so far (FFO-like files vary, so only a rough guide).
    return buffer + time_left_text(elapsed, done, total);
  }
};

// Ctrl-C during a solve: the results before it are printed; say which position was dropped.
int report_interrupted(const SolveProgress& progress) {
  std::cout.flush();
  std::cerr << "gridgames: interrupted while solving " << progress.current << " (position " << progress.done + 1
            << " of " << progress.total << "): not solved; " << count_of(static_cast<long long>(progress.done), "position")
            << " solved before it" << std::endl;
  return int(kExitInterrupted);
}

}  // namespace

namespace {

struct OthelloSolveArgs {
    std::string file;
    bool json = false;
    int threads = 1;
    std::size_t table_mb = 0;  // 0: chosen by the solver (by empties for 8 x 8; 64 MiB otherwise)
    int size = 8;
    bool start = false;
    SearchBudget budget;  // nodes and seconds per position; memory_bytes set per position
    bool hopeless = false;
};
OthelloSolveArgs args;
// --max-nodes, the node limit's earlier name: messages name the option the user gave.
CLI::Option* max_nodes_option = nullptr;

std::string nodes_option() {
  return (max_nodes_option && max_nodes_option->count() > 0 ? "--max-nodes " : "--nodes ") +
         std::to_string(args.budget.nodes);
}

// A solve stopped at a limit of the budget: says which, for which position, and exits with
// status 3; the positions before it stay printed.
int stopped_at_limit(StopReason reason, std::size_t line, std::uint64_t nodes) {
  std::cout.flush();
  std::cerr << "gridgames: the solve of " << (line ? "line " + std::to_string(line) : "the start position")
            << " stopped at its " << stop_reason_name(reason) << " limit ("
            << (reason == StopReason::kNodes ? nodes_option() : "--seconds " + fmt::format("{:g}", args.budget.seconds))
            << ", " << nodes << " nodes searched); nothing is guessed" << std::endl;
  return int(kExitBeyondLimits);
}

// Other board sizes: each line is size*size squares and a side; or the start position.
int solve_general_positions() {
  std::vector<std::pair<std::size_t, othello::GeneralState>> positions;
  if (args.start) {
    positions.emplace_back(0, othello::GeneralState(args.size));
  } else {
    Input input = open_input(args.file);
    std::string_view line;
    while (input.reader.next_nonblank(line)) {
      while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
      if (line.empty() || line[0] == '%' || line[0] == '#') continue;
      othello::GeneralState s(args.size);
      std::string error;
      if (!othello::GeneralState::parse(line, args.size, s, &error))
        input.reader.fail("not a " + std::to_string(args.size) + "x" + std::to_string(args.size) +
                          " position: " + error);
      positions.emplace_back(input.reader.line_number(), std::move(s));
    }
    if (positions.empty())
      throw InputError(0, "no position to solve (a line of " + std::to_string(args.size * args.size) +
                              " squares, then the side to move)");
  }
  SolveProgress progress;
  progress.total = positions.size();
  ProgressTicker ticker([&progress] { return progress.text(); });
  for (auto& entry : positions) {
    // Named copies, not structured bindings: lambdas may not capture those before C++20's
    // later compilers (clang 15 refuses), and the ticker's update captures the line.
    const std::size_t line_number = entry.first;
    othello::GeneralState& state = entry.second;
    ticker.update([&] { progress.current = label(line_number); });
    auto start = std::chrono::steady_clock::now();
    std::clock_t cpu_start = std::clock();
    // 4 x 4 and 6 x 6 go through bitboards (with a best line); larger boards square by square.
    std::vector<int> pv;
    othello::GeneralSolveResult r;
    try {
      r = othello::solve_any_size(state, args.budget.nodes, &pv,
                                  table_megabytes_within_budget(args.table_mb ? args.table_mb : 64));
    } catch (const gg::Interrupted&) {
      return report_interrupted(progress);  // what was solved before stays printed
    } catch (const BeyondLimits& error) {
      // Name the option that set the limit, as every exact command does (exit status 3).
      throw BeyondLimits(std::string(error.what()) + " (" + nodes_option() + "); nothing is guessed");
    }
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    double cpu = cpu_seconds_since(cpu_start);
    ticker.update([&] {
      ++progress.done;
      progress.nodes += r.nodes;
      progress.solve_seconds += seconds;
    });
    std::string move = othello::general_square_name(r.move, args.size);
    std::vector<std::string> pv_names;
    for (int m : pv) pv_names.push_back(othello::general_square_name(m, args.size));
    if (args.json) {
      nlohmann::json j;
      j["line"] = line_number;
      j["score"] = r.score;
      j["move"] = move;
      if (othello::small::is_small_size(args.size)) j["pv"] = pv_names;
      j["nodes"] = r.nodes;
      j["seconds"] = seconds;
      j["cpu_seconds"] = cpu;
      std::cout << j.dump() << std::endl;
    } else {
      char buffer[160];
      std::snprintf(buffer, sizeof buffer, "%s: score %+d move %s nodes %llu seconds %.3f cpu %.3f",
                    label(line_number).c_str(), r.score, move.c_str(), static_cast<unsigned long long>(r.nodes),
                    seconds, cpu);
      std::cout << buffer;
      if (othello::small::is_small_size(args.size)) {
        std::cout << " pv";
        for (const auto& name : pv_names) std::cout << ' ' << name;
      }
      std::cout << std::endl;
    }
  }
  return int(kExitOk);
}

}  // namespace

void add_othello_solve_command(CLI::App& othello) {
  CLI::App* sub = othello.add_subcommand(
      "solve", "Solve OBF positions exactly: final disc difference, best move, best line");
  sub->add_option("FILE", args.file,
                  "OBF file: one position per line, '64 squares X/O/- then X or O', optional "
                  "'; comment' (standard input when absent or '-')");
  sub->add_flag("--json", args.json, "one JSON object per position: score, move, pv, nodes, seconds (wall), cpu_seconds (all threads)");
  sub->add_option("--threads", args.threads, "search threads (the first move's searches split between them, then the root moves shared out)")
      ->check(CLI::Range(1, 256));
  static CLI::Option* table_option =
      sub->add_option("--table-mb", args.table_mb,
                      "transposition table size in MiB (default: by the number of empties, 1 MiB under 14, 8 under 18, "
                      "then 64; 64 for other board sizes; at most the --max-memory budget)")
          ->check(CLI::Range(1, 65536));
  sub->add_option("--size", args.size,
                  "board size (even, 4..16); other sizes than 8 use a slower general solver "
                  "and positions of size*size squares")
      ->check(CLI::IsMember({4, 6, 8, 10, 12, 14, 16}));
  sub->add_flag("--start", args.start, "solve the start position of the board size (no FILE)");
  CLI::Option* nodes = sub->add_option("--nodes", args.budget.nodes,
                  "node limit per position (0: none, the default): a solve that reaches it stops with exit "
                  "status 3, naming the limit; the positions before it stay printed, nothing is guessed")
                  ->check(non_negative());
  max_nodes_option =
      sub->add_option("--max-nodes", args.budget.nodes, "the same as --nodes (its earlier name)")
          ->check(non_negative())
          ->excludes(nodes);
  sub->add_option("--seconds", args.budget.seconds,
                  "time limit per position in wall seconds (0: none, the default), as --nodes; 8 x 8 only")
      ->check(non_negative());
  sub->add_flag("--hopeless", args.hopeless,
                "start even a solve far beyond reach (--start on 8 x 8: 60 empties, years of search)");
  sub->footer(
      "The score is the exact final disc difference for the side to move with perfect play,\n"
      "empty squares going to the winner. Examples:\n"
      "  gridgames othello solve data/othello/ffo40-59.obf     # from a clone of the repository\n"
      "  gridgames othello solve --size 4 --start");
  sub->callback([] {
    std::string source = args.file.empty() ? "<stdin>" : args.file;
    exit_status() = guarded(source, [] {
      if (args.size != 8) {
        if (args.budget.seconds > 0) throw std::invalid_argument("--seconds: a time limit is for 8 x 8 only (--size 8)");
        return solve_general_positions();
      }
      choose_othello_evaluation();  // it orders the moves far from the end
      std::vector<othello::ObfEntry> entries;
      if (args.start) {
        // No one can wait for it: refuse rather than start a search that never ends.
        if (!args.hopeless && args.budget.nodes == 0 && args.budget.seconds == 0)
          throw UsageError("--start: the 8 x 8 start position (60 empties) is far beyond an exact solve (years "
                           "of search); bound it with --nodes or --seconds, give --hopeless to start it all the "
                           "same, or choose --size 4 or 6");
        entries.push_back({othello::Board{othello::Position::start(), othello::kBlack}, "", 0});
      } else {
        Input input = open_input(args.file);
        entries = othello::read_obf(input.reader);
        // Nothing to solve is an error, not a silent success (an empty file, a wrong redirect).
        if (entries.empty()) throw InputError(0, "no position to solve (an OBF line: 64 squares, then X or O)");
      }
      SearchBudget budget = args.budget;
      // The table is the solver's memory: keep it within --max-memory, and say so when that
      // overrides an explicit --table-mb (a smaller table only makes the solve slower).
      if (args.table_mb) {
        std::size_t megabytes = table_megabytes_within_budget(args.table_mb);
        budget.memory_bytes = megabytes * kMebibyte;
        if (megabytes < args.table_mb && table_option->count() > 0)
          std::cerr << "gridgames: --table-mb " << args.table_mb << " reduced to " << megabytes
                    << " to stay within the memory budget of " << format_memory_size(memory_budget())
                    << " (--max-memory)" << std::endl;
      }
      SolveProgress progress;
      progress.total = entries.size();
      ProgressTicker ticker([&progress] { return progress.text(); });
      for (std::size_t i = 0; i < entries.size(); ++i) {
        const int empties = entries[i].board.position.empty_count();
        ticker.update([&] { progress.current = label(entries[i].line); });
        if (!args.table_mb)  // the solver's choice for this position, within the budget
          budget.memory_bytes = table_megabytes_within_budget(othello::default_table_megabytes(empties)) * kMebibyte;
        std::clock_t cpu_start = std::clock();
        auto result = othello::solve(entries[i].board.position, othello::solve_options(budget, empties, args.threads));
        double cpu = cpu_seconds_since(cpu_start);
        if (result.stopped != StopReason::kNone) {
          ticker.update([] {});  // clears the progress line before the message
          if (result.stopped == StopReason::kInterrupted) return report_interrupted(progress);
          return stopped_at_limit(result.stopped, entries[i].line, result.nodes);
        }
        ticker.update([&] {
          ++progress.done;
          progress.nodes += result.nodes;
          progress.solve_seconds += result.seconds;
        });
        if (args.json) {
          nlohmann::json j;
          j["line"] = entries[i].line;
          j["score"] = result.score;
          j["move"] = othello::square_name(result.move);
          nlohmann::json pv = nlohmann::json::array();
          for (int m : result.pv) pv.push_back(othello::square_name(m));
          j["pv"] = pv;
          j["nodes"] = result.nodes;
          j["seconds"] = result.seconds;
          j["cpu_seconds"] = cpu;
          std::cout << j.dump() << std::endl;
        } else {
          char buffer[160];
          std::snprintf(buffer, sizeof buffer, "%s: score %+d move %s nodes %llu seconds %.3f cpu %.3f",
                        label(entries[i].line).c_str(), result.score, othello::square_name(result.move).c_str(),
                        static_cast<unsigned long long>(result.nodes), result.seconds, cpu);
          std::cout << buffer << " pv " << pv_text(result.pv) << std::endl;
        }
      }
      return int(kExitOk);
    });
  });
}

}  // namespace gg::cli
