// `gridgames othello train generate | fit | average | fill`: the learned evaluation's training pipeline
// (src/othello/train/; scripts/train-othello runs the steps; docs/othello.md has the figures).
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "frontends/cli/othello_eval.h"
#include "othello/face.h"

namespace gg::cli {

namespace {

struct GenerateArgs {
  othello::train::SelfPlayOptions options;
  std::string out;
  bool hand = false;
};

struct AverageArgs {
  std::vector<std::string> files;
  std::string out;
};

struct FillArgs {
  std::string base, fill, out;
};

struct FitArgs {
  std::vector<std::string> data;
  std::string prior;
  othello::train::FitOptions options;
  std::string out;
};

// A weights file's problems are the input's fault: InputError (exit status kExitBadInput).
othello::PatternWeights read_weights_or_input_error(const std::string& path) {
  try {
    return othello::read_weights_file(path);
  } catch (const othello::WeightsError& e) {
    throw InputError(0, e.what());
  }
}

}  // namespace

void add_othello_train_command(CLI::App& othello) {
  CLI::App* train = othello.add_subcommand("train", "Train the learned evaluation: self-play data, then a fit");
  train->require_subcommand(1);

  static GenerateArgs gen;
  CLI::App* generate = train->add_subcommand("generate", "Play self-play games and write labelled positions");
  generate->add_option("--games,-n", gen.options.games, "number of games (default 1000)")->check(CLI::Range(1, 10000000));
  generate->add_option("--seed", gen.options.seed, "random seed (default 1)");
  generate->add_option("--depth", gen.options.depth, "midgame search depth of the engine's moves (default 4)")
      ->check(CLI::Range(1, 20));
  generate->add_option("--exact", gen.options.exact_empties,
                       "solve positions with this many empties or fewer exactly (default 18)")
      ->check(CLI::Range(0, 24));
  generate->add_option("--random-min", gen.options.random_plies_min, "fewest random opening moves (default 4)")
      ->check(CLI::Range(0, 60));
  generate->add_option("--random-max", gen.options.random_plies_max, "most random opening moves (default 14)")
      ->check(CLI::Range(0, 60));
  generate->add_option("--random-percent", gen.options.random_move_percent,
                       "chance in per cent of a random move later in the game (default 5)")
      ->check(CLI::Range(0, 100));
  generate->add_option("--threads,-t", gen.options.threads, "games played at once (default 1)")->check(CLI::Range(1, 256));
  generate->add_flag("--hand", gen.hand,
                    "play with the hand-written evaluation (reproducible from scratch; default: the learned one)");
  generate->add_option("--out,-o", gen.out, "samples file to write")->required();
  generate->callback([] {
    exit_status() = guarded(gen.out, [] {
      if (gen.options.random_plies_min > gen.options.random_plies_max)
        throw InputError(0, "--random-min is larger than --random-max");
      if (gen.hand) othello::use_weights(nullptr, "hand-written (--hand)");
      else choose_othello_evaluation();
      auto start = std::chrono::steady_clock::now();
      int step = std::max(1, gen.options.games / 20);
      auto samples = othello::train::self_play(gen.options, [&](int done) {
        if (done % step == 0 || done == gen.options.games)
          std::fprintf(stderr, "generate: %d/%d games, %.0f s\n", done, gen.options.games, seconds_since(start));
      });
      othello::train::write_samples(gen.out, samples);
      std::size_t exact = 0;
      for (const auto& s : samples) exact += s.exact;
      std::printf("%s, %s (%zu solved exactly), %.1f s, written to %s\n", count_of(gen.options.games, "game").c_str(),
                  count_of(static_cast<long long>(samples.size()), "position").c_str(), exact, seconds_since(start),
                  gen.out.c_str());
      return int(kExitOk);
    });
  });

  static FitArgs fit;
  CLI::App* fit_command = train->add_subcommand("fit", "Fit the weights to samples files and write a weights file");
  fit_command->add_option("data", fit.data, "samples files written by `train generate`")->required();
  fit_command->add_option("--lambda", fit.options.lambda, "L2 regularisation per weight (default 3)")
      ->check(CLI::Range(0.0, 1e9));
  fit_command->add_option("--iterations", fit.options.iterations, "conjugate gradient steps per stage (default 300)")
      ->check(CLI::Range(1, 100000));
  fit_command->add_option("--test-percent", fit.options.test_percent, "games held out for testing (default 10)")
      ->check(CLI::Range(0, 99));
  fit_command->add_option("--threads,-t", fit.options.threads, "threads: stages fitted at once, then the backed-up positions searched and each backed-up stage's fit shared; the weights do not depend on it (default 1)")
      ->check(CLI::Range(1, 256));
  fit_command->add_option("--backup-depth", fit.options.backup_depth,
                          "back up search values into the stages not solved exactly, with this search depth "
                          "(default 0: off)")
      ->check(CLI::Range(0, 20));
  fit_command->add_option("--backup-mix", fit.options.backup_mix,
                          "weight of the search value in a backed-up label, the game result having the rest "
                          "(default 0.5)")
      ->check(CLI::Range(0.0, 1.0));
  fit_command->add_option("--prior", fit.prior,
                          "refine these weights (a weights file) with the samples instead of fitting from zero: "
                          "the regularisation pulls towards them")
      ->check(CLI::ExistingFile);
  fit_command->add_flag("--additive-prior", fit.options.additive_prior,
                        "shrink each stage's tables towards an additive model (one weight per square and "
                        "content) fitted first, instead of towards zero")
      ->excludes("--prior");
  fit_command->add_option("--out,-o", fit.out, "weights file to write (e.g. data/othello/eval.ggw)")->required();
  fit_command->callback([] {
    exit_status() = guarded("othello train fit", [] {
      auto start = std::chrono::steady_clock::now();
      std::vector<othello::train::Sample> samples;
      for (const std::string& path : fit.data) {
        std::vector<othello::train::Sample> more;
        try {
          more = othello::train::read_samples(path);
        } catch (const std::runtime_error& e) {
          throw InputError(0, e.what());
        }
        samples.insert(samples.end(), more.begin(), more.end());
      }
      std::printf("%s from %s\n", count_of(static_cast<long long>(samples.size()), "position").c_str(),
                  count_of(static_cast<long long>(fit.data.size()), "file").c_str());
      std::printf("| stage | empties | train positions | test positions | train RMSE | test RMSE | test MAE |\n");
      std::printf("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
      if (!fit.prior.empty()) {
        fit.options.prior = read_weights_or_input_error(fit.prior).compact();
      }
      std::vector<othello::train::StageReport> report;
      auto weights = othello::train::fit_weights(samples, fit.options, report, [](const auto& r) {
        std::fprintf(stderr, "fit: stage %d done\n", r.stage);
      });
      for (const auto& r : report)
        std::printf("| %d | %d-%d | %zu | %zu | %.2f | %.2f | %.2f |\n", r.stage, r.empties_low, r.empties_high,
                    r.train, r.test, r.train_rmse, r.test_rmse, r.test_mae);
      othello::write_weights_file(fit.out, weights);
      std::printf("written to %s in %.1f s (errors in discs)\n", fit.out.c_str(), seconds_since(start));
      return int(kExitOk);
    });
  });

  static AverageArgs average;
  CLI::App* average_command = train->add_subcommand(
      "average", "Write the mean of two or more weights files (an ensemble of fits, as fast as one)");
  average_command->add_option("weights", average.files, "weights files of the same layout (two or more)")
      ->required()
      ->expected(2, -1)
      ->check(CLI::ExistingFile);
  average_command->add_option("--out,-o", average.out, "weights file to write")->required();
  average_command->footer(
      "  Example: gridgames othello train average data/othello/eval.ggw data/othello/eval.ggw -o /tmp/gg-mean.ggw");
  average_command->callback([] {
    // Each file's error names the file itself; the source says which command failed.
    exit_status() = guarded("othello train average", [] {
      std::vector<othello::PatternWeights> fits;
      for (const std::string& file : average.files) fits.push_back(read_weights_or_input_error(file));
      othello::write_weights_file(average.out, othello::train::average_weights(fits));
      std::string names;
      for (std::size_t i = 0; i < average.files.size(); ++i)
        names += (i == 0 ? "" : i + 1 == average.files.size() ? " and " : ", ") + average.files[i];
      std::printf("the mean of %s written to %s\n", names.c_str(), average.out.c_str());
      return int(kExitOk);
    });
  });

  static FillArgs fill;
  CLI::App* fill_command = train->add_subcommand(
      "fill", "Write BASE with each weight that is exactly zero (a configuration its fit never saw) taken from FILL");
  fill_command->add_option("base", fill.base, "weights file whose non-zero weights are kept")
      ->required()
      ->check(CLI::ExistingFile);
  fill_command->add_option("fill", fill.fill, "weights file of the same layout that supplies the rest (a fit with --additive-prior)")
      ->required()
      ->check(CLI::ExistingFile);
  fill_command->add_option("--out,-o", fill.out, "weights file to write")->required();
  fill_command->footer(
      "  Example: gridgames othello train fill data/othello/eval.ggw data/othello/eval.ggw -o /tmp/gg-filled.ggw");
  fill_command->callback([] {
    exit_status() = guarded("othello train fill", [] {
      othello::PatternWeights base = read_weights_or_input_error(fill.base);
      othello::PatternWeights from = read_weights_or_input_error(fill.fill);
      othello::PatternWeights filled = othello::train::fill_zero_weights(base, from);
      std::size_t zeros = 0, still = 0;
      for (std::size_t i = 0; i < base.compact().size(); ++i) {
        zeros += base.compact()[i] == 0;
        still += filled.compact()[i] == 0;
      }
      othello::write_weights_file(fill.out, filled);
      std::printf("%s with %zu of its %zu weights (the zeros) taken from %s (%zu still zero) written to %s\n",
                  fill.base.c_str(), zeros - still, base.compact().size(), fill.fill.c_str(), still, fill.out.c_str());
      return int(kExitOk);
    });
  });
}

}  // namespace gg::cli
