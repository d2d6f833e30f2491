// `gridgames bench`: every engine's search signature (core/bench.h), as Stockfish's `bench`: the
// node count of a fixed workload, which the tests pin, and a rough speed.
#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "gomoku/face.h"
#include "mine/face.h"
#include "othello/face.h"
#include "spot/face.h"

namespace gg::cli {

namespace {

struct BenchEntry {
  const char* game;
  std::function<BenchSignature()> run;
};

const std::vector<BenchEntry>& bench_entries() {
  static const std::vector<BenchEntry> entries = {
      {"othello", [] { return othello::midgame_signature(); }},
      {"othello", [] { return othello::endgame_signature(); }},
      {"gomoku", [] { return gomoku::search_signature(); }},
      {"gomoku", [] { return gomoku::threat_signature(); }},
      {"mine", [] { return mine::solver_signature(); }},
      {"spot", [] { return spot::solver_signature(); }},
  };
  return entries;
}

int run_bench(const std::vector<std::string>& games, bool json) {
  nlohmann::ordered_json signatures = nlohmann::ordered_json::array();
  for (const BenchEntry& entry : bench_entries()) {
    bool wanted = games.empty();
    for (const std::string& game : games) wanted = wanted || game == entry.game;
    if (!wanted) continue;
    BenchSignature signature = entry.run();
    double rate = signature.seconds > 0 ? signature.nodes / signature.seconds : 0;
    if (json) {
      signatures.push_back({{"engine", signature.engine},
                            {"workload", signature.workload},
                            {"nodes", signature.nodes},
                            {"positions", signature.positions},
                            {"seconds", signature.seconds}});
    } else {
      std::cout << signature.engine << ": " << signature.nodes << " nodes (" << signature.workload << "; "
                << signature.seconds << " s, " << static_cast<long long>(rate) << " nodes/s)" << std::endl;
    }
  }
  if (json) std::cout << nlohmann::ordered_json{{"signatures", signatures}}.dump() << '\n';
  return kExitOk;
}

}  // namespace

void add_bench_command(CLI::App& app) {
  static bool json = false;
  static std::vector<std::string> games;
  CLI::App* bench = app.add_subcommand(
      "bench", "Each engine's search signature: the node count of a fixed workload (pinned by the tests)");
  bench->add_option("GAME", games, "only these games' engines")
      ->check(CLI::IsMember({"othello", "gomoku", "mine", "spot"}));
  bench->add_flag("--json", json, "answer {\"signatures\": [{\"engine\", \"workload\", \"nodes\", \"positions\", \"seconds\"}]}");
  bench->footer(
      "Single-threaded, from empty tables: the node counts are the same on every run and every\n"
      "machine; they change exactly when an engine's search does. Example: gridgames bench othello");
  bench->callback([] { exit_status() = run_bench(games, json); });
}

}  // namespace gg::cli
