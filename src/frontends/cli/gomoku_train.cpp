// `gridgames gomoku train generate | fit`: the learned evaluation's training pipeline
// (src/gomoku/train/; scripts/train-gomoku runs both steps; docs/gomoku.md has the figures).
#include <chrono>
#include <cstdio>
#include <string>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "frontends/cli/gomoku_options.h"
#include "gomoku/face.h"

namespace gg::cli {

namespace {

struct GenerateArgs {
  gomoku::train::SelfPlayOptions options;
  std::string rule = "freestyle";
  std::string weights;
  std::string out;
};

struct FitArgs {
  std::vector<std::string> data;
  std::vector<std::string> also_as;
  gomoku::train::FitOptions options;
  std::string out;
};

std::vector<gomoku::train::GameRecord> read_all_games(const std::vector<std::string>& paths) {
  std::vector<gomoku::train::GameRecord> games;
  for (const std::string& path : paths) {
    std::vector<gomoku::train::GameRecord> more;
    try {
      more = gomoku::train::read_games(path);
    } catch (const std::runtime_error& e) {
      throw InputError(0, e.what());
    }
    games.insert(games.end(), more.begin(), more.end());
  }
  return games;
}

}  // namespace

void add_gomoku_train_command(CLI::App& gomoku) {
  CLI::App* train = gomoku.add_subcommand("train", "Train the learned evaluation: self-play games, then a fit");
  train->require_subcommand(1);

  static GenerateArgs gen;
  CLI::App* generate = train->add_subcommand(
      "generate", "Play self-play games (hand-set evaluation, or --weights) and write them\n"
                  "  Example: gridgames gomoku train generate --games 2 --nodes 300 -o /tmp/gomoku-games.bin");
  generate->add_option("--games,-n", gen.options.games, "number of games (default 1000)")->check(CLI::Range(1, 10000000));
  generate->add_option("--seed", gen.options.seed, "random seed (default 1)");
  generate->add_option("--nodes", gen.options.nodes, "main-search nodes per move (default 3000)")
      ->check(CLI::Range(100, 100000000));
  generate->add_option("--random-percent", gen.options.random_percent,
                       "chance in per cent that a searched move is replaced by a random one (default 3)")
      ->check(CLI::Range(0, 100));
  generate->add_option("--threads,-t", gen.options.threads, "games played at once (default 1)")->check(CLI::Range(1, 256));
  add_gomoku_rule_option(*generate, gen.rule);
  generate->add_option("--weights", gen.weights,
                       "play with these weights (a weights file; default: the hand-set evaluation, so that the "
                       "data can be made again from scratch)")
      ->check(CLI::ExistingFile);
  generate->add_option("--out,-o", gen.out, "games file to write")->required();
  generate->callback([] {
    exit_status() = guarded("gomoku train generate", [] {
      gen.options.rule = *gomoku::parse_rule(gen.rule);
      if (gen.weights.empty()) {
        gomoku::use_eval_weights(nullptr, "hand-set (train generate)");
      } else {
        try {
          gomoku::EvalWeights weights = gomoku::read_eval_weights_file(gen.weights);
          gomoku::use_eval_weights(&weights, gen.weights);
        } catch (const gomoku::WeightsError& e) {
          throw InputError(0, e.what());
        }
      }
      auto start = std::chrono::steady_clock::now();
      int step = std::max(1, gen.options.games / 20);
      auto games = gomoku::train::self_play(gen.options, [&](int done) {
        if (done % step == 0 || done == gen.options.games)
          std::fprintf(stderr, "generate: %d/%d games, %.0f s\n", done, gen.options.games, seconds_since(start));
      });
      gomoku::train::write_games(gen.out, games);
      std::size_t moves = 0;
      int black = 0, white = 0;
      for (const auto& g : games) moves += g.moves.size(), black += g.result == 1, white += g.result == -1;
      std::printf("%s (black won %d, white %d, drawn %d), %s, %.1f s, written to %s\n",
                  count_of(static_cast<long long>(games.size()), "game").c_str(), black, white,
                  static_cast<int>(games.size()) - black - white, count_of(static_cast<long long>(moves), "move").c_str(),
                  seconds_since(start), gen.out.c_str());
      return int(kExitOk);
    });
  });

  static FitArgs fit;
  CLI::App* fit_command = train->add_subcommand(
      "fit", "Fit the evaluation to games files (a table per rule they hold) and write a weights file\n"
             "  Example: gridgames gomoku train generate -n 2 --nodes 300 -o /tmp/gg-fit-games.bin && "
             "gridgames gomoku train fit /tmp/gg-fit-games.bin -o /tmp/gomoku-eval.ggw");
  fit_command->add_option("data", fit.data, "games files written by `train generate`")->required();
  fit_command->add_option("--lambda", fit.options.lambda, "L2 pull towards the hand-set weights (default 0.1)")
      ->check(CLI::Range(0.0, 1e9));
  fit_command->add_option("--iterations", fit.options.iterations, "Adam steps (default 400)")
      ->check(CLI::Range(1, 100000));
  fit_command->add_option("--learning-rate", fit.options.learning_rate, "Adam step size in logits (default 0.02)")
      ->check(CLI::Range(1e-6, 10.0));
  fit_command->add_option("--search-mix", fit.options.search_mix,
                          "weight of the engine's search score in a label, the game result having the rest "
                          "(default 0.5)")
      ->check(CLI::Range(0.0, 1.0));
  fit_command->add_flag("--tied", fit.options.tied,
                        "one value per pattern kind, the side to move's weight 6/5 of it and the opponent's "
                        "minus it, as in the hand-set evaluation (default: two free weights per kind)");
  fit_command->add_option("--score-scale", fit.options.score_scale,
                          "fit to the scores alone, read as sigmoid(score / this) (another engine's values, as "
                          "bench/gomoku_sgf_games.py --anchor-values writes them: 200 for Rapfi's and PentaZen's); "
                          "default 0: the results and the engine's own scores")
      ->check(CLI::Range(0.0, 1e6));
  fit_command->add_option("--also-as", fit.also_as,
                          "read every freestyle game under this rule too, and fit its table on them as well "
                          "(a freestyle position is a position of every rule, its patterns read under the "
                          "other rule's; a standard or renju game's values hold under its own rule only)")
      ->check(CLI::IsMember({"standard", "renju"}));
  fit_command->add_option("--test-percent", fit.options.test_percent, "games held out for testing (default 10)")
      ->check(CLI::Range(0, 99));
  fit_command->add_option("--min-stones", fit.options.min_stones,
                          "fit only positions with at least this many stones (one stage of the game; default 0)")
      ->check(CLI::Range(0, 1000));
  fit_command->add_option("--max-stones", fit.options.max_stones,
                          "fit only positions with at most this many stones (default 1000: all)")
      ->check(CLI::Range(0, 1000));
  fit_command->add_option("--threads,-t", fit.options.threads, "threads for the gradient (default 1)")
      ->check(CLI::Range(1, 256));
  fit_command->add_option("--out,-o", fit.out, "weights file to write (e.g. data/gomoku/eval.ggw)")->required();
  fit_command->callback([] {
    exit_status() = guarded("gomoku train fit", [] {
      auto start = std::chrono::steady_clock::now();
      if (fit.options.min_stones > fit.options.max_stones)
        throw UsageError("--min-stones " + std::to_string(fit.options.min_stones) + " is above --max-stones " +
                         std::to_string(fit.options.max_stones));
      auto games = read_all_games(fit.data);
      // Copies of the freestyle games read, not of the copies made for an earlier --also-as.
      const std::size_t read = games.size();
      for (const std::string& name : fit.also_as) {
        gomoku::Rule also = *gomoku::parse_rule(name);
        for (std::size_t i = 0; i < read; ++i)
          if (games[i].rule == gomoku::Rule::kFreestyle) {
            games.push_back(games[i]);
            games.back().rule = also;
          }
      }
      gomoku::EvalWeights weights;
      for (int r = 0; r < gomoku::kRuleCount; ++r) {
        gomoku::Rule rule = gomoku::Rule(r);
        long long count = std::count_if(games.begin(), games.end(), [&](const auto& g) { return g.rule == rule; });
        if (count == 0) continue;
        auto result = gomoku::train::fit_weights(games, rule, fit.options);
        weights.rules[r] = result.table;
        std::printf("%s: %s, scale %.0f evaluation units per logit (test games: log-loss in nats, accuracy on "
                    "%s)\n",
                    gomoku::rule_name(rule), count_of(count, "game").c_str(), result.scale,
                    fit.options.score_scale > 0 ? "the side the scores favour, against the scores"
                                                : "decisive games");
        std::printf("| stones | train positions | test positions | hand-set log-loss | learned log-loss | "
                    "hand-set accuracy | learned accuracy |\n");
        std::printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n");
        for (std::size_t i = 0; i < result.report.size(); ++i) {
          const auto& s = result.report[i];
          std::string stones = i + 1 == result.report.size() ? std::string("all")
                                                               : std::to_string(s.stones_low) + "-" + std::to_string(s.stones_high);
          std::printf("| %s | %zu | %zu | %.4f | %.4f | %.1f%% | %.1f%% |\n", stones.c_str(), s.train, s.test,
                      s.hand_loss, s.learned_loss, 100 * s.hand_accuracy, 100 * s.learned_accuracy);
        }
      }
      gomoku::write_eval_weights_file(fit.out, weights);
      std::printf("written to %s in %.1f s\n", fit.out.c_str(), seconds_since(start));
      return int(kExitOk);
    });
  });
}

}  // namespace gg::cli
