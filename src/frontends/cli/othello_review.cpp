// `gridgames othello review RECORD.ggf [--depth D] [--exact E] [--json]`: every move of each GGF
// game with its value, the best alternative and the loss (othello/review.h), as text or JSON.
#include <chrono>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <string>

#include <nlohmann/json.hpp>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "frontends/cli/othello_eval.h"
#include "frontends/cli/progress_ticker.h"
#include "core/progress.h"
#include "othello/face.h"

namespace gg::cli {

namespace {

struct OthelloReviewArgs {
  std::string file;
  int depth = 10;
  int exact = -1;  // -1: the level's (2 * depth, 8..20)
  bool json = false;
};

// Discs, for JSON: exact values are whole numbers.
double in_discs(int value) { return value / double(othello::kDisc); }

// One line per move: "  23. O b2   -5.20  best c1   +1.10  loss 6.30".
std::string othello_review_line(const othello::ReviewedMove& m) {
  char text[160];
  std::string played = othello::square_name(m.move), best = othello::square_name(m.best_move);
  std::snprintf(text, sizeof text, "%4d. %c %-3s %7s  best %-3s %7s", m.number, m.player == othello::kBlack ? 'X' : 'O',
                played.c_str(), othello::format_value(m.played_value, m.exact).c_str(), best.c_str(),
                othello::format_value(m.best_value, m.exact).c_str());
  std::string line = text;
  if (m.loss > 0) line += "  loss " + othello::format_value(m.loss, m.exact).substr(1);  // no '+'
  if (m.legal_moves == 1) line += "  (forced)";
  return line + "\n";
}

// "X lost 3.20 discs in 2 of 30 moves; O lost 0 discs in 0 of 29 moves".
std::string othello_review_totals(const othello::GameReview& review) {
  std::string text;
  for (othello::Color c : {othello::kBlack, othello::kWhite}) {
    int moves = 0;
    bool exact = true;
    for (const auto& m : review.moves)
      if (m.player == c) {
        ++moves;
        exact = exact && m.exact;
      }
    if (!text.empty()) text += "; ";
    text += std::string(c == othello::kBlack ? "X" : "O") + " lost " +
            othello::format_value(review.loss[c], exact).substr(1) + " discs in " +
            std::to_string(review.mistakes[c]) + " of " + count_of(moves, "move");
  }
  return text + (review.stopped ? " (the moves reviewed before the interruption)\n" : "\n");
}

nlohmann::ordered_json othello_review_json(std::size_t number, const othello::GgfGame& game, const othello::GameReview& review,
                                   const othello::SearchLimits& limits) {
  nlohmann::ordered_json moves = nlohmann::ordered_json::array();
  for (const auto& m : review.moves)
    moves.push_back({{"number", m.number},
                     {"player", othello::color_name(m.player)},
                     {"move", othello::square_name(m.move)},
                     {"score", in_discs(m.played_value)},
                     {"best", othello::square_name(m.best_move)},
                     {"best_score", in_discs(m.best_value)},
                     {"loss", in_discs(m.loss)},
                     {"exact", m.exact},
                     {"depth", m.depth},
                     {"legal_moves", m.legal_moves}});
  return {{"game", number},
          {"black", game.property("PB")},
          {"white", game.property("PW")},
          {"depth", limits.depth},
          {"exact_empties", limits.exact_empties},
          {"moves", moves},
          {"loss", {{"black", in_discs(review.loss[othello::kBlack])}, {"white", in_discs(review.loss[othello::kWhite])}}},
          {"mistakes", {{"black", review.mistakes[othello::kBlack]}, {"white", review.mistakes[othello::kWhite]}}},
          {"reviewed", review.moves.size()},
          {"reviewable", review.reviewable},
          {"complete", !review.stopped},
          {"nodes", review.nodes}};
}

// The progress line: which game, which move, the time and what is left at the pace so far.
struct OthelloReviewProgress {
  std::size_t game = 0, games = 0;
  int done = 0, total = 0;
  std::chrono::steady_clock::time_point game_start = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point start = game_start;

  std::string text() const {
    auto now = std::chrono::steady_clock::now();
    double in_game = std::chrono::duration<double>(now - game_start).count();
    char buffer[160];
    std::snprintf(buffer, sizeof buffer, "othello review: game %zu of %zu, move %d of %d, %.0f s", game, games,
                  done + 1, total, std::chrono::duration<double>(now - start).count());
    // Later moves have fewer empties, but the exact end costs more: the plain pace is a guide.
    return buffer + time_left_text(in_game, std::size_t(done), std::size_t(total));
  }
};

int run_othello_review(const OthelloReviewArgs& args) {
  othello::Engine engine(table_megabytes_within_budget(othello::Engine::kDefaultTableMegabytes));
  engine.set_depth(args.depth);
  if (args.exact >= 0) engine.limits().exact_empties = args.exact;
  Input input = open_input(args.file);
  std::vector<othello::GgfGame> games = othello::read_ggf(input.reader);
  if (games.empty()) throw InputError(0, "no game to review (GGF records: (;GM[Othello]...;))");
  OthelloReviewProgress progress;
  progress.games = games.size();
  ProgressTicker ticker([&progress] { return progress.text(); });
  for (std::size_t k = 0; k < games.size(); ++k) {
    ticker.update([&] {
      progress.game = k + 1;
      progress.game_start = std::chrono::steady_clock::now();
    });
    othello::GameReview review;
    try {
      review = othello::review_game(engine, games[k], 0, [&](int done, int total) {
        ticker.update([&] {
          progress.done = done;
          progress.total = total;
        });
      });
    } catch (const InputError& error) {
      throw InputError(0, "game " + std::to_string(k + 1) + ": " + error.what());
    }
    ticker.update([] {});  // the line cleared before the game's review is printed
    if (args.json) {
      std::cout << othello_review_json(k + 1, games[k], review, engine.limits()).dump() << std::endl;
    } else {
      const othello::SearchLimits& limits = engine.limits();
      std::cout << (k > 0 ? "\n" : "") << "game " << k + 1 << " (" << games[k].property("PB") << " - "
                << games[k].property("PW") << "): " << count_of(review.reviewable, "move") << ", depth "
                << limits.depth << ", exact from " << limits.exact_empties << " empties\n";
      for (const auto& m : review.moves) std::cout << othello_review_line(m);
      std::cout << othello_review_totals(review) << std::flush;
    }
    if (review.stopped) {
      std::cerr << "gridgames: interrupted while reviewing game " << k + 1 << " at move "
                << review.moves.size() + 1 << " of " << review.reviewable << ": the moves before it are printed"
                << std::endl;
      return kExitInterrupted;
    }
  }
  return kExitOk;
}

}  // namespace

void add_othello_review_command(CLI::App& othello) {
  static OthelloReviewArgs args;
  CLI::App* review = othello.add_subcommand(
      "review", "Review GGF games move by move: each move's value, the best move's and the loss");
  review->add_option("RECORD", args.file, "GGF file of one or more games (standard input when absent or '-')");
  review->add_option("--depth,-d", args.depth, "midgame search depth of each position (default 10)")
      ->check(CLI::Range(1, 60));
  review->add_option("--exact", args.exact,
                     "search to the end (exact values) with this many empties or fewer (default 2 * depth, 8..20)")
      ->check(CLI::Range(0, 60));
  review->add_flag("--json", args.json,
                   "one JSON object per game: {\"game\", \"black\", \"white\", \"depth\", \"exact_empties\", "
                   "\"moves\": [{\"number\", \"player\", \"move\", \"score\", \"best\", \"best_score\", \"loss\", "
                   "\"exact\", \"depth\", \"legal_moves\"}], \"loss\": {\"black\", \"white\"}, \"mistakes\", "
                   "\"reviewed\", \"reviewable\", \"complete\", \"nodes\"} (docs/cli.md)");
  review->footer(
      "Each position of the game is analysed (every legal move searched, exact near the end); a\n"
      "move's value and the best one are final disc differences for the player who moved, the\n"
      "loss their difference. Passes are left out. Ctrl-C prints the moves reviewed so far (exit\n"
      "status 130). Examples:\n"
      "  gridgames othello review --depth 4 examples/othello-game.ggf\n"
      "  gridgames othello review --depth 6 --exact 14 --json examples/othello-game.ggf");
  review->callback([] {
    exit_status() = guarded(args.file.empty() || args.file == "-" ? "<stdin>" : args.file, [] {
      choose_othello_evaluation();
      return run_othello_review(args);
    });
  });
}

}  // namespace gg::cli
