#include "gomoku/face.h"

#include <limits>

#include "gomoku/line_shape.h"
#include "gomoku/pattern.h"

namespace gg::gomoku {

Match::Match(Options options, std::size_t table_bytes)
    : options_(options), state_(options.size, options.rule), engine_(options.size, options.rule, table_bytes) {}

bool Match::play(Point point) {
  if (game_over() || !board().contains(x_of(point), y_of(point)) || board().at(point) != kEmpty)
    return false;
  engine_.play(point);
  state_.play(point);
  return true;
}

bool Match::undo() {
  if (state_.history().empty()) return false;
  engine_.undo();
  state_.undo();
  return true;
}

Record Match::record() const {
  Record record;
  record.size = options_.size;
  record.moves = state_.history();
  return record;
}

ThreatSolution solve_threats(const Board& board, Rule rule, const ThreatSearch& search) {
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
  SolverLimits limits;
  limits.max_vcf_depth = search.max_vcf_depth;
  limits.max_vct_depth = search.max_vct_depth;
  limits.max_nodes = search.budget.nodes ? search.budget.nodes : std::numeric_limits<std::uint64_t>::max();
  limits.max_seconds = search.budget.seconds;
  ThreatSolver solver(search.budget.memory_bytes ? search.budget.memory_bytes : ThreatSolver::kDefaultTableBytes);
  solution.result = solver.solve(board, solution.attacker, rule, limits, search.vcf_only);
  const SolveResult& r = solution.result;
  if (!r.win && r.limit_reached) {
    // The solver counts a node before testing it against the limit, so a search stopped by the
    // node limit has exactly reached it; otherwise the clock stopped it.
    solution.stopped = r.interrupted               ? StopReason::kInterrupted
                       : r.nodes >= limits.max_nodes ? StopReason::kNodes
                                                     : StopReason::kSeconds;
  }
  return solution;
}

void prepare_tables() {
  prepare_line_shapes();
  prepare_patterns();
}

}  // namespace gg::gomoku
