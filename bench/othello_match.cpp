// Strength of the Othello engine: matches against simple opponents at equal depth.
//
//   greedy     plays the move that flips the most discs (no search);
//   mobility   alpha-beta at the same depth as the engine, evaluating only mobility (own moves
//              minus the opponent's) and finished games exactly;
//   hand       the engine itself with the hand-written evaluation (eval.h) instead of the learned
//              one: new evaluation against old at equal depth;
//   noprobcut  the engine itself without Multi-ProbCut: at equal time per move (--seconds), what
//              the pruning buys; at equal depth, what it costs.
// The engine (othello/search.h with the full evaluation) searches the same depth and, to keep the
// comparison "equal depth", no deeper exact solve at the end unless --exact is given. Games start
// from varied openings: random legal moves from a fixed seed, each opening played twice with the
// colours swapped.
//
// Usage: bench_othello_match [--games N] [--depth D] [--opening-plies K] [--exact E] [--seed S]
//                            [--weights FILE] [--only hand|noprobcut] [--seconds T] [--probcut C]
// --seconds T: both sides think T seconds per move (no depth limit) instead of --depth;
// --probcut C: the engine's ProbCut confidence (SearchLimits::probcut_confidence).
// The engine uses the built-in learned weights, or FILE's. Each match's line gives both sides'
// CPU seconds per move (this thread's processor time around each call: both players share one
// thread, so a loaded machine slows them alike and the figures stay comparable).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "othello/eval.h"
#include "othello/search.h"
#include "othello/random_move.h"
#include "othello/weights_file.h"

using namespace gg::othello;

namespace {

using Player = std::function<int(const Position&)>;

int greedy_move(const Position& pos) {
  int best = kNoMove, most = -1;
  for (Bitboard m = pos.moves(); m;) {
    int sq = gg::pop_lowest(m);
    int n = gg::popcount(flips(pos.player, pos.opponent, sq));
    if (n > most) most = n, best = sq;
  }
  return best;
}

// Negamax alpha-beta on mobility; passes do not count as depth; finished games exact.
int mobility_search(const Position& pos, int depth, int alpha, int beta, std::uint64_t& nodes) {
  ++nodes;
  Bitboard moves = pos.moves();
  Bitboard replies = legal_moves(pos.opponent, pos.player);
  if (!moves && !replies) return 1000 * pos.score();
  if (depth == 0) return gg::popcount(moves) - gg::popcount(replies);
  if (!moves) {
    Position passed = pos;
    passed.pass();
    return -mobility_search(passed, depth, -beta, -alpha, nodes);
  }
  int best = -1000000;
  while (moves) {
    int sq = gg::pop_lowest(moves);
    Position child = pos;
    child.play(sq);
    int value = -mobility_search(child, depth - 1, -beta, -alpha, nodes);
    if (value > best) best = value;
    if (best > alpha) alpha = best;
    if (alpha >= beta) break;
  }
  return best;
}

Player mobility_player(int depth) {
  return [depth](const Position& pos) {
    int best_move = kNoMove, best = -2000000;
    std::uint64_t nodes = 0;
    for (Bitboard m = pos.moves(); m;) {
      int sq = gg::pop_lowest(m);
      Position child = pos;
      child.play(sq);
      int value = -mobility_search(child, depth - 1, -2000000, -best, nodes);
      if (value > best) best = value, best_move = sq;
    }
    return best_move;
  };
}

// Processor time of this thread: both players run in it, one after the other, so the time
// around each call is that player's own, whatever else the machine is doing.
double thread_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

struct Tally {
  int wins = 0, draws = 0, losses = 0;
  long long disc_sum = 0;
  // CPU seconds and moves chosen, [0] the engine, [1] the opponent.
  double cpu[2] = {0, 0};
  long long moves[2] = {0, 0};
  int games() const { return wins + draws + losses; }
  double cpu_per_move(int side) const { return moves[side] ? cpu[side] / static_cast<double>(moves[side]) : 0; }
};

// Plays one game from `opening`; returns the final disc difference for the engine.
int play_game(Position pos, bool engine_to_move, const Player& engine, const Player& opponent, Tally& tally) {
  while (!pos.game_over()) {
    if (!pos.can_move()) {
      pos.pass();
    } else {
      int side = engine_to_move ? 0 : 1;
      double start = thread_cpu_seconds();
      int move = engine_to_move ? engine(pos) : opponent(pos);
      tally.cpu[side] += thread_cpu_seconds() - start;
      ++tally.moves[side];
      pos.play(move);
    }
    engine_to_move = !engine_to_move;
  }
  return engine_to_move ? pos.score() : -pos.score();
}

}  // namespace

int main(int argc, char** argv) {
  int games = 100, depth = 4, opening_plies = 8, exact = 0;
  std::uint64_t seed = 2026;
  std::string only;
  double seconds = 0, probcut = SearchLimits{}.probcut_confidence;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string flag = argv[i];
    if (flag == "--weights") {
      try {
        use_weights(std::make_shared<const PatternWeights>(read_weights_file(argv[i + 1])), argv[i + 1]);
      } catch (const WeightsError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 1;
      }
      continue;
    }
    if (flag == "--only") {
      only = argv[i + 1];
      continue;
    }
    if (flag == "--seconds" || flag == "--probcut") {
      (flag == "--seconds" ? seconds : probcut) = std::strtod(argv[i + 1], nullptr);
      continue;
    }
    long value = std::strtol(argv[i + 1], nullptr, 10);
    if (flag == "--games") games = static_cast<int>(value);
    else if (flag == "--depth") depth = static_cast<int>(value);
    else if (flag == "--opening-plies") opening_plies = static_cast<int>(value);
    else if (flag == "--exact") exact = static_cast<int>(value);
    else if (flag == "--seed") seed = static_cast<std::uint64_t>(value);
    else {
      std::fprintf(stderr, "unknown option %s\n", argv[i]);
      return 1;
    }
  }
  if (games < 2 || depth < 1) {
    std::fprintf(stderr, "need --games >= 2 and --depth >= 1\n");
    return 1;
  }

  // Openings: distinct random prefixes, each used for two games with the colours swapped.
  std::mt19937_64 rng(seed);
  std::vector<Position> openings;
  while (static_cast<int>(openings.size()) * 2 < games) {
    Position pos = Position::start();
    for (int ply = 0; ply < opening_plies && !pos.game_over(); ++ply) {
      play_random_move(pos, rng);
    }
    bool seen = false;
    for (const Position& o : openings) seen |= o == pos;
    if (!seen && !pos.game_over()) openings.push_back(pos);
  }

  Searcher searcher(16);
  SearchLimits limits;
  limits.depth = seconds > 0 ? 60 : depth;
  limits.budget.seconds = seconds;
  limits.exact_empties = exact;
  SearchLimits without_probcut = limits;
  without_probcut.probcut_confidence = 0;
  limits.probcut_confidence = probcut;
  Player engine = [&](const Position& pos) { return searcher.search(pos, limits).move; };

  struct Opponent {
    const char* name;
    Player play;
  };
  Searcher hand_searcher(16);
  hand_searcher.set_hand_evaluation(true);
  Player hand = [&](const Position& pos) { return hand_searcher.search(pos, limits).move; };
  Searcher plain_searcher(16);
  Player plain = [&](const Position& pos) { return plain_searcher.search(pos, without_probcut).move; };
  std::vector<Opponent> opponents = {{"greedy (most flips)", greedy_move},
                                     {"mobility-only alpha-beta", mobility_player(depth)},
                                     {"hand-written evaluation", hand}};
  if (only == "hand") opponents.erase(opponents.begin(), opponents.begin() + 2);
  if (only == "noprobcut") opponents = {{"itself without ProbCut", plain}};
  std::printf("engine %s %g (ProbCut confidence %g, exact solve at <= %d empties, evaluation: %s) vs opponents; %zu "
              "openings of %d random plies, both colours, seed %llu\n",
              seconds > 0 ? "seconds per move" : "depth", seconds > 0 ? seconds : depth, probcut, exact, eval_source().origin.c_str(), openings.size(), opening_plies,
              static_cast<unsigned long long>(seed));
  for (const Opponent& opponent : opponents) {
    Tally tally;
    for (const Position& opening : openings) {
      for (bool engine_first : {true, false}) {
        searcher.clear();
        hand_searcher.clear();
        plain_searcher.clear();
        int diff = play_game(opening, engine_first, engine, opponent.play, tally);
        if (diff > 0) ++tally.wins;
        else if (diff < 0) ++tally.losses;
        else ++tally.draws;
        tally.disc_sum += diff;
      }
    }
    std::printf("vs %-26s games %4d  won %4d  drawn %3d  lost %4d  score %5.1f%%  mean disc difference %+6.2f"
                "  CPU s/move engine %.4f opponent %.4f\n",
                opponent.name, tally.games(), tally.wins, tally.draws, tally.losses,
                100.0 * (tally.wins + 0.5 * tally.draws) / tally.games(),
                static_cast<double>(tally.disc_sum) / tally.games(), tally.cpu_per_move(0), tally.cpu_per_move(1));
    std::fflush(stdout);
  }
  return 0;
}
