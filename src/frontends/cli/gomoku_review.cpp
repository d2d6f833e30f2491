// `gridgames gomoku review RECORD [--rule R] [--depth D] [--nodes N] [--json]`: every move of a
// game record up to the deciding one, with its value, the engine's preferred move and its kind
// (winning, missed win, losing, forced) (gomoku/review.h), as text or JSON.
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "frontends/cli/gomoku_eval.h"
#include "frontends/cli/gomoku_options.h"
#include "frontends/cli/progress_ticker.h"
#include "gomoku/face.h"

namespace gg::cli {

namespace {

struct GomokuReviewArgs {
  std::string file;
  std::string rule = "freestyle";
  int size = 15;
  gomoku::AnalysisLimits limits = [] {
    gomoku::AnalysisLimits defaults;
    defaults.depth = 2;
    return defaults;
  }();
  bool json = false;
};


// "win", "loss", "forbidden" or the search's score: the words of `gomoku analyze`.
std::string gomoku_value_text(const gomoku::MoveValue& m) {
  if (m.forbidden) return "forbidden";
  if (gomoku::is_proven(m.score)) return m.score > 0 ? "win" : "loss";
  return std::to_string(m.score);
}
std::string gomoku_result_name(const gomoku::MoveValue& m) {
  if (m.forbidden) return "forbidden";
  return gomoku::is_proven(m.score) ? (m.score > 0 ? "win" : "loss") : "unknown";
}

// What the text output says of a kind (nothing for a plain move).
const char* gomoku_kind_text(gomoku::MoveKind kind) {
  switch (kind) {
    case gomoku::MoveKind::kWinning: return "winning";
    case gomoku::MoveKind::kMissedWin: return "MISSED WIN";
    case gomoku::MoveKind::kLosing: return "LOSING";
    case gomoku::MoveKind::kForced: return "forced";
    case gomoku::MoveKind::kLost: return "lost already";
    case gomoku::MoveKind::kPlain: break;
  }
  return "";
}

std::string gomoku_review_text(const gomoku::GameReview& review, const gomoku::Board& labels) {
  std::string text;
  for (const auto& m : review.moves) {
    text += fmt::format("{:4}. {} {:<4} {:>9}  best {:<4} {:>9}", m.number, m.player == gomoku::kBlack ? 'X' : 'O',
                        gomoku::point_label(labels, m.played.move), gomoku_value_text(m.played),
                        gomoku::point_label(labels, m.best.move), gomoku_value_text(m.best));
    if (const char* kind = gomoku_kind_text(m.kind); *kind) text += std::string("  ") + kind;
    text += "\n";
  }
  text += fmt::format("black: {} of {}; white: {} of {}", count_of(review.mistakes[0], "mistake"),
                      count_of((static_cast<long long>(review.moves.size()) + 1) / 2, "move"),
                      count_of(review.mistakes[1], "mistake"),
                      count_of(static_cast<long long>(review.moves.size()) / 2, "move"));
  return text + (review.stopped ? " (the moves reviewed before the interruption)\n" : "\n");
}

nlohmann::ordered_json gomoku_review_json(const gomoku::GameReview& review, const gomoku::Board& labels,
                                   const GomokuReviewArgs& args) {
  nlohmann::ordered_json moves = nlohmann::ordered_json::array();
  for (const auto& m : review.moves) {
    nlohmann::ordered_json item = {{"number", m.number},
                                   {"player", gomoku::stone_name(m.player)},
                                   {"move", gomoku::point_label(labels, m.played.move)},
                                   {"x", gomoku::x_of(m.played.move)},
                                   {"y", gomoku::y_of(m.played.move)},
                                   {"score", m.played.score},
                                   {"result", gomoku_result_name(m.played)},
                                   {"best", gomoku::point_label(labels, m.best.move)},
                                   {"best_score", m.best.score},
                                   {"best_result", gomoku_result_name(m.best)},
                                   {"kind", gomoku::move_kind_name(m.kind)},
                                   {"depth", m.played.depth},
                                   {"candidates", m.candidates}};
    moves.push_back(item);
  }
  return {{"rule", args.rule},
          {"size", review.verdict.size},
          {"depth", args.limits.depth},
          {"moves", moves},
          {"mistakes", {{"black", review.mistakes[0]}, {"white", review.mistakes[1]}}},
          {"reviewed", review.moves.size()},
          {"reviewable", review.reviewable},
          {"complete", !review.stopped},
          {"nodes", review.nodes}};
}

struct GomokuReviewProgress {
  int done = 0, total = 0;
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  std::string text() const {
    double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return fmt::format("gomoku review: move {} of {}, {:.0f} s", done + 1, total, elapsed) +
           time_left_text(elapsed, std::size_t(done), std::size_t(total));
  }
};

int run_gomoku_review(const GomokuReviewArgs& args) {
  Input input = open_input(args.file);
  gomoku::Record record = gomoku::read_record(input.reader, args.size);
  if (record.empty_input) throw InputError(0, "empty input: no record to review (an empty game is the line '0')");
  gomoku::AnalysisLimits limits = args.limits;
  limits.table_bytes = table_bytes_within_budget(limits.table_bytes);
  GomokuReviewProgress progress;
  gomoku::GameReview review;
  {
    ProgressTicker ticker([&progress] { return progress.text(); });
    review = gomoku::review_game(record, *gomoku::parse_rule(args.rule), limits, [&](int done, int total) {
      ticker.update([&] {
        progress.done = done;
        progress.total = total;
      });
    });
  }
  gomoku::Board labels(record.size);
  if (args.json) std::cout << gomoku_review_json(review, labels, args).dump() << '\n';
  else std::cout << gomoku_review_text(review, labels);
  std::cout.flush();
  if (review.stopped) {
    std::cerr << "gridgames: interrupted at move " << review.moves.size() + 1 << " of " << review.reviewable
              << ": the moves before it are printed" << std::endl;
    return kExitInterrupted;
  }
  return kExitOk;
}

}  // namespace

void add_gomoku_review_command(CLI::App& gomoku) {
  static GomokuReviewArgs args;
  CLI::App* review = gomoku.add_subcommand(
      "review", "Review a game record move by move: each move's value, the engine's preferred move,\n"
                "  winning, losing and forced moves, up to the move that decided the game.\n"
                "  Records: as gomoku check (referee format, Piskvork PSQ, or 'h8 i9 ...').\n"
                "  Example: gridgames gomoku review examples/gomoku-game.psq");
  review->add_option("RECORD", args.file, "record file (standard input when absent or '-')");
  add_gomoku_rule_option(*review, args.rule);
  add_gomoku_record_size_option(*review, args.size);
  review->add_option("--depth,-d", args.limits.depth, "depth of the reply search for each move")
      ->check(CLI::Range(1, 40))
      ->capture_default_str();
  review->add_option("--nodes", args.limits.nodes_per_move, "node limit of each move's search (0: none)")
      ->check(non_negative());
  review->add_flag("--json", args.json,
                   "answer {\"rule\", \"size\", \"depth\", \"moves\": [{\"number\", \"player\", \"move\", \"x\", "
                   "\"y\", \"score\", \"result\", \"best\", \"best_score\", \"best_result\", \"kind\", \"depth\", "
                   "\"candidates\"}], \"mistakes\": {\"black\", \"white\"}, \"reviewed\", \"reviewable\", "
                   "\"complete\", \"nodes\"} (docs/cli.md)");
  review->footer(
      "Each position is analysed as gomoku analyze does (every point near the stones played and\n"
      "the reply searched); a value is win, loss, forbidden or the search's score for the player\n"
      "who moved. Kinds: winning (a proven win), MISSED WIN (a win was there), LOSING (a proven\n"
      "loss while another move was not), forced (the one move that does not lose), lost already.\n"
      "Ctrl-C prints the moves reviewed so far (exit status 130).");
  review->callback([] {
    exit_status() = guarded(args.file.empty() || args.file == "-" ? "<stdin>" : args.file,
                            [] {
      choose_gomoku_evaluation();
      return run_gomoku_review(args);
    });
  });
}

}  // namespace gg::cli
