// `gridgames othello solve FILE.obf [--json] [--threads N]`: exact endgame solutions.
#include <cstdio>
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/common.h"
#include "core/progress.h"
#include "othello/endgame.h"
#include "othello/position_input.h"

namespace gg::cli {

namespace {

std::string pv_text(const std::vector<int>& pv) {
  std::string text;
  for (int move : pv) {
    if (!text.empty()) text += ' ';
    text += othello::square_name(move);
  }
  return text;
}

}  // namespace

void add_othello_solve_command(CLI::App& othello) {
  struct Args {
    std::string file;
    bool json = false;
    int threads = 1;
    std::size_t table_mb = 64;
  };
  static Args args;
  CLI::App* sub = othello.add_subcommand(
      "solve", "Solve OBF positions exactly: final disc difference, best move, best line");
  sub->add_option("FILE", args.file,
                  "OBF file: one position per line, '64 squares X/O/- then X or O', optional "
                  "'; comment' (standard input when absent or '-')");
  sub->add_flag("--json", args.json, "one JSON object per position: score, move, pv, nodes, seconds");
  sub->add_option("--threads", args.threads, "search threads (root moves shared out)")
      ->check(CLI::Range(1, 256));
  sub->add_option("--table-mb", args.table_mb, "transposition table size in MiB")
      ->check(CLI::Range(1, 65536));
  sub->footer(
      "The score is the exact final disc difference for the side to move with perfect play,\n"
      "empty squares going to the winner. Example:\n"
      "  gridgames othello solve ../shared/data/othello/ffo40-59.obf");
  sub->callback([] {
    std::string source = args.file.empty() ? "<stdin>" : args.file;
    exit_status() = guarded(source, [] {
      Input input = open_input(args.file);
      auto entries = othello::read_obf(input.reader);
      othello::SolveOptions options;
      options.threads = args.threads;
      options.table_megabytes = args.table_mb;
      for (std::size_t i = 0; i < entries.size(); ++i) {
        auto result = othello::solve(entries[i].board.position, options);
        if (!result.complete) return int(kExitInterrupted);
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
          std::cout << j.dump() << std::endl;
        } else {
          char buffer[160];
          std::snprintf(buffer, sizeof buffer, "line %zu: score %+d move %s nodes %llu seconds %.3f",
                        entries[i].line, result.score, othello::square_name(result.move).c_str(),
                        static_cast<unsigned long long>(result.nodes), result.seconds);
          std::cout << buffer << " pv " << pv_text(result.pv) << std::endl;
        }
      }
      return int(kExitOk);
    });
  });
}

}  // namespace gg::cli
