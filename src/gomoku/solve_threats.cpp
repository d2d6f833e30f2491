// solve_threats (gomoku/face.h): the threat solver behind `gridgames gomoku solve`, the HTTP
// analysis and the Python package, in stages on one budget: the depth-limited VCF and VCT
// (gomoku/solver.h), then the proof-number VCT without a depth limit (gomoku/threat_prover.h).
#include <algorithm>
#include <chrono>
#include <limits>

#include "gomoku/face.h"
#include "gomoku/pattern_board.h"
#include "gomoku/threat_prover.h"

namespace gg::gomoku {

namespace {

// The most rounds spent finishing one line (each a proof from where the last one stopped).
constexpr int kMaxLineRounds = 64;

// The defender's reply, on `board`, to the attacker's winning threat just played (a proven win:
// every reply loses). A four is blocked at its five point (under renju, black's block may be
// forbidden: the line then ends with it); a three gets the first of the prover's defences; a
// threat no defence stops (two fives, a four-three, two open threes) gets the block of the
// attacker's strongest point, as a player would try.
Point losing_reply(PatternBoard& board, Stone attacker) {
  const Stone defender = opponent(attacker);
  if (board.count(attacker, kClassFive) > 0) return board.find_five(attacker);
  std::vector<Point> defences;
  if (ThreatProver::defences(board, attacker, defences) > 0) return defences.front();
  Point best = kNoPoint;
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x) {
      Point p = make_point(x, y);
      if (board.at(p) == kEmpty && board.allowed(p, defender) &&
          (best == kNoPoint || board.threat(attacker, p) > board.threat(attacker, best)))
        best = p;
    }
  return best;
}

// How a line ends: not yet, with the attacker's five, or (renju) with black's only block, which
// is forbidden to it.
enum class LineEnd { kOpen, kFive, kForbiddenBlock };

// Plays `line` on `board` (attacker first) as far as it is a game: the moves kept, of which all
// but a final forbidden block are played (`played`), and how it ends.
struct PlayedLine {
  int kept = 0, played = 0;
  LineEnd end = LineEnd::kOpen;
};

PlayedLine play_line(PatternBoard& board, Stone attacker, const std::vector<Point>& line) {
  PlayedLine result;
  for (Point p : line) {
    Stone mover = result.played % 2 == 0 ? attacker : opponent(attacker);
    if (board.at(p) != kEmpty) break;
    if (!board.allowed(p, mover)) {
      if (mover != attacker) result.kept++, result.end = LineEnd::kForbiddenBlock;
      break;
    }
    bool five = board.threat(mover, p) == kClassFive;
    board.play(p, mover);
    result.kept++, result.played++;
    if (five) {
      if (mover == attacker) result.end = LineEnd::kFive;
      break;
    }
  }
  return result;
}

// The proof-number VCT (ThreatProver) on `nodes` nodes until `deadline`. The depth-limited
// solver sees threes only through the last stones, so after a forced block it misses a three
// standing elsewhere, and it searches every depth again; the prover sees every threat on the
// board, has no depth limit and, on the threat positions of bench_gomoku_threats, finds nearly
// twice the wins in a fifth of the nodes (bench/RESULTS.md). Its lines are not the shortest,
// hence the depth-limited VCT's short first try. Its proofs are exact under every rule. Its line
// stops where its table lost an entry, or at a threat no defence stops; it is finished by proving
// again from there, so that it ends with five (or, under renju, black's forbidden only block).
void prove_without_depth_limit(const Board& board, Rule rule, const ThreatSearch& search, std::uint64_t nodes,
                               SearchLimits::Clock::time_point deadline, ThreatSolution& solution) {
  DeepThreatSearch& deep = solution.deep;
  deep.ran = true;
  SearchLimits limits;
  limits.hard = deadline;
  ThreatProver prover(search.budget.memory_bytes ? search.budget.memory_bytes : ThreatSolver::kDefaultTableBytes);
  PatternBoard pattern_board(board, rule);
  const Stone attacker = solution.attacker;
  std::vector<Point> line;
  Point first = prover.vct(pattern_board, attacker, nodes, &limits, &line);
  deep.nodes = prover.nodes();
  if (first == kNoPoint) {
    deep.proven_none = prover.proven_none();
    deep.stopped = prover.stop_reason();
    return;
  }
  for (int round = 0; round < kMaxLineRounds; ++round) {
    PlayedLine played = play_line(pattern_board, attacker, line);
    line.resize(std::size_t(played.kept));
    bool ended = played.end != LineEnd::kOpen;
    std::vector<Point> rest;
    if (!ended && played.kept % 2 == 1) {
      if (Point reply = losing_reply(pattern_board, attacker); reply != kNoPoint) {
        rest.push_back(reply);
        if (!pattern_board.allowed(reply, opponent(attacker))) {
          ended = true;  // black's only block is forbidden: the line ends with it
        } else {
          pattern_board.play(reply, opponent(attacker));
          ++played.played;
        }
      }
    }
    if (!ended) {
      std::vector<Point> more;
      std::uint64_t left = nodes > deep.nodes ? nodes - deep.nodes : 0;
      if (left > 0) {
        prover.vct(pattern_board, attacker, left, &limits, &more);
        deep.nodes += prover.nodes();
      }
      if (more.empty()) rest.clear();  // the budget ran out: the line stays as it is
      rest.insert(rest.end(), more.begin(), more.end());
    }
    while (played.played-- > 0) pattern_board.undo();
    line.insert(line.end(), rest.begin(), rest.end());
    if (ended || rest.empty()) {
      deep.line_complete = ended;
      break;
    }
  }
  SolveResult& r = solution.result;
  r.win = true;
  r.kind = ThreatKind::kVct;
  r.line = std::move(line);
}

StopReason stop_reason_of(const SolveResult& r, const SolverLimits& limits) {
  if (r.win || !r.limit_reached) return StopReason::kNone;
  // The solver counts a node before testing it against the limit, so a search stopped by the
  // node limit has exactly reached it; otherwise the clock stopped it.
  return r.interrupted ? StopReason::kInterrupted : r.nodes >= limits.max_nodes ? StopReason::kNodes : StopReason::kSeconds;
}

}  // namespace

ThreatSolution solve_threats(const Board& board, Rule rule, const ThreatSearch& search) {
  using Clock = SearchLimits::Clock;
  const auto started = Clock::now();
  ThreatSolution solution;
  solution.attacker = side_to_move(board);
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x) {
      Stone stone = board.at(x, y);
      if (stone != kEmpty && makes_five(board, make_point(x, y), stone, rule)) {
        solution.already_won = stone;
        return solution;
      }
    }
  const std::uint64_t max_nodes =
      search.budget.nodes ? search.budget.nodes : std::numeric_limits<std::uint64_t>::max();
  const auto deadline = search.budget.seconds > 0
                            ? started + std::chrono::duration_cast<Clock::duration>(
                                            std::chrono::duration<double>(search.budget.seconds))
                            : Clock::time_point::max();
  std::uint64_t nodes_used = 0;
  // The limits of a depth-limited stage: what is left of the budget.
  auto stage_limits = [&] {
    SolverLimits limits;
    limits.max_vcf_depth = search.max_vcf_depth;
    limits.max_vct_depth = search.max_vct_depth;
    limits.max_nodes = max_nodes - nodes_used;
    if (deadline != Clock::time_point::max())
      limits.max_seconds = std::max(1e-6, std::chrono::duration<double>(deadline - Clock::now()).count());
    return limits;
  };
  const std::size_t table_bytes =
      search.budget.memory_bytes ? search.budget.memory_bytes : ThreatSolver::kDefaultTableBytes;
  const bool prover_first = !search.vcf_only && search.without_depth_limit;

  // 1. The VCF (or, when the prover does not run, the VCF and then the VCT), depth-limited; and
  // 2. the depth-limited VCT on an eighth of what is left: it finds the shortest wins, and
  // quickly when they are short. One solver (its table) for both, freed before the prover's.
  SolveResult& r = solution.result;
  StopReason vct_stopped = StopReason::kNone;
  {
    ThreatSolver solver(table_bytes);
    SolverLimits limits = stage_limits();
    r = prover_first ? solver.solve_kind(board, solution.attacker, rule, limits, ThreatKind::kVcf)
                     : solver.solve(board, solution.attacker, rule, limits, search.vcf_only);
    solution.stopped = stop_reason_of(r, limits);
    nodes_used = r.nodes;
    if (r.win || solution.stopped != StopReason::kNone || !prover_first) return solution;

    limits = stage_limits();
    if (limits.max_nodes != std::numeric_limits<std::uint64_t>::max())
      limits.max_nodes = std::max<std::uint64_t>(1, limits.max_nodes / 8);
    limits.max_seconds /= 8;
    const int vcf_depth = r.vcf_depth;
    r = solver.solve_kind(board, solution.attacker, rule, limits, ThreatKind::kVct);
    r.vcf_depth = vcf_depth;
    vct_stopped = stop_reason_of(r, limits);
    r.nodes += nodes_used;
    nodes_used = r.nodes;
  }
  if (r.win || vct_stopped == StopReason::kInterrupted) {
    solution.stopped = vct_stopped;
    return solution;
  }

  // 3. The proof-number VCT on the rest.
  std::uint64_t rest = max_nodes - nodes_used;
  if (rest > 0 && Clock::now() < deadline) prove_without_depth_limit(board, rule, search, rest, deadline, solution);
  else solution.deep.stopped = rest > 0 ? StopReason::kSeconds : StopReason::kNodes;
  r.nodes = nodes_used + solution.deep.nodes;
  if (r.win) return solution;
  if (solution.deep.proven_none) {
    // No VCT at any depth: none within the depth-limited search's either.
    r.vct_depth = search.max_vct_depth;
    r.limit_reached = r.interrupted = false;
    return solution;
  }
  if (vct_stopped != StopReason::kNone || solution.deep.stopped == StopReason::kInterrupted) {
    // Neither search finished: what stopped the last one is what stopped the whole.
    solution.stopped = solution.deep.stopped;
    r.limit_reached = true;
    r.interrupted = solution.stopped == StopReason::kInterrupted;
  }
  return solution;
}

}  // namespace gg::gomoku
