// Threat-search speed on positions with a known forced win (bench/gomoku_threat_positions.txt:
// positions where PentaZen or Rapfi announced a win in n plies, the announcing side to move).
// For each position and solver: found or not ("no": the df-pn VCT proved there is none), the
// length of the line found, nodes and CPU milliseconds; then totals. The machine is shared: CPU time is the figure to compare.
//
//   ninja -C build/release bench_gomoku_threats
//   build/release/bench/bench_gomoku_threats [--ms 1000] [--nodes N] [--min-plies 5] [--solver S]... [FILE]
//
// --nodes caps each search by nodes as well as by time: with a time limit that is never reached,
// the figures are the same on a loaded machine (but for the times).
//
// --generate-vcf SEED COUNT MIN_PLIES: instead, writes COUNT positions with a long VCF (at least
// MIN_PLIES plies in the line the prover shows) for black to move: 40 stones at random on the
// central 11 x 11 points (seeded), no five point for either side. bench/gomoku_vcf_positions.txt
// was made so: --generate-vcf 1 12 25.
//
// --decided FILE NODES: instead, reads a position file of bench/gomoku_move_loss.py and copies it
// to standard output without the positions that threat searches decide (freestyle): won (the
// side to move has a VCT) or lost (after each of its moves, on every empty point, the opponent
// has a VCF or VCT), each found by the prover within NODES nodes per search. Its proofs are exact
// in freestyle, so a position dropped is decided; one kept may still be. Each drop is named on
// standard error.
//
// --other: search the threats of the side not to move (as if it could move: is the side to move
// under threat?).
//
// Solvers: old-vcf (Search::vcf, 40 fours), old-vct (Vct::solve, depth 12, after no VCF),
// vcf (ThreatProver::vcf), vct (ThreatProver::vct). Default: all four. Also solve-depth
// (gridgames gomoku solve's depth-limited solver alone: VCF depth 40, VCT depth 8) and solve
// (the whole of solve_threats: then the df-pn VCT on what is left of the budget).
#include <time.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "gomoku/face.h"
#include "gomoku_move_loss_line.h"
#include "gomoku/pattern_board.h"
#include "gomoku/search.h"
#include "gomoku/threat_prover.h"
#include "gomoku/vct.h"

namespace {

using namespace gg::gomoku;
using gg::gomoku::bench::parse_move_loss_line;

struct Position {
  std::string label;
  int announced = 0;
  Board board{15};
  Stone to_move = kBlack;
};

double cpu_ms() {
  timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

std::vector<Position> read_positions(const char* path, int min_plies) {
  std::ifstream in(path);
  std::vector<Position> positions;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string source, game, ply, move;
    Position position;
    fields >> source >> game >> ply >> position.announced;
    if (position.announced < min_plies) continue;
    position.label = source + "/" + game + "/" + ply;
    int count = 0;
    bool ok = true;
    while (fields >> move) {
      if (move.size() != 2) { ok = false; break; }
      Point p = make_point(move[0] - 'a', move[1] - 'a');
      if (!position.board.contains(move[0] - 'a', move[1] - 'a') || position.board.at(p) != kEmpty) { ok = false; break; }
      position.board.place(p, count++ % 2 ? kWhite : kBlack);
    }
    if (!ok) {
      std::fprintf(stderr, "skipped a bad line: %s\n", line.c_str());
      continue;
    }
    position.to_move = count % 2 ? kWhite : kBlack;
    positions.push_back(position);
  }
  return positions;
}

int drop_decided(const char* path, std::uint64_t nodes) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path);
    return 2;
  }
  ThreatProver prover;
  std::string line;
  int number = 0, kept = 0, won = 0, lost = 0;
  bool header_done = false;
  double c0 = cpu_ms();
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') {
      std::printf("%s\n", line.c_str());
      continue;
    }
    if (!header_done) {
      std::printf("# Without the positions that threat searches decide: bench_gomoku_threats --decided %s %llu\n", path,
                  (unsigned long long)nodes);
      header_done = true;
    }
    ++number;
    Board board(15);
    Stone to_move = kBlack;
    Point best = kNoPoint;
    if (!parse_move_loss_line(line, board, to_move, best)) {
      std::fprintf(stderr, "%s: position %d: not a line of x,y moves\n", path, number);
      return 2;
    }
    PatternBoard patterns(board, Rule::kFreestyle);
    const char* verdict = nullptr;
    if (prover.vct(patterns, to_move, nodes) != kNoPoint) {
      verdict = "won: the side to move has a VCT";
      ++won;
    } else {
      // Lost if every move leaves the opponent a VCF or VCT; Rapfi's choice first, the likeliest
      // to hold.
      std::vector<Point> moves;
      if (best != kNoPoint && board.at(best) == kEmpty) moves.push_back(best);
      for (int y = 0; y < 15; ++y)
        for (int x = 0; x < 15; ++x)
          if (board.at(x, y) == kEmpty && make_point(x, y) != best) moves.push_back(make_point(x, y));
      bool every_move_loses = true;
      for (Point m : moves) {
        patterns.play(m, to_move);
        bool loses = prover.vct(patterns, opponent(to_move), nodes) != kNoPoint;
        patterns.undo();
        if (!loses) {
          every_move_loses = false;
          break;
        }
      }
      if (every_move_loses) {
        verdict = "lost: every move leaves the opponent a VCT";
        ++lost;
      }
    }
    if (verdict) {
      std::fprintf(stderr, "position %d: %s\n", number, verdict);
    } else {
      std::printf("%s\n", line.c_str());
      ++kept;
    }
  }
  std::fprintf(stderr, "%d positions: %d kept, %d won, %d lost (%.1f s of CPU)\n", number, kept, won, lost,
               (cpu_ms() - c0) / 1e3);
  return 0;
}

struct Outcome {
  bool win = false;
  bool none = false;  // vct: proven that there is none
  std::size_t length = 0;
  std::uint64_t nodes = 0;
};

struct Totals {
  int found = 0;
  int none = 0;
  std::uint64_t nodes = 0;
  double cpu = 0, wall = 0;
};

int generate_vcf(std::uint64_t seed, int count, std::size_t min_plies) {
  std::mt19937_64 rng(seed);
  ThreatProver prover;
  for (int tries = 1, found = 0; found < count; ++tries) {
    Board board(15);
    std::uniform_int_distribution<int> coordinate(2, 12);
    std::string moves;
    bool five = false;
    for (int placed = 0; placed < 40 && !five;) {
      int x = coordinate(rng), y = coordinate(rng);
      Point p = make_point(x, y);
      if (board.at(p) != kEmpty) continue;
      Stone colour = placed++ % 2 ? kWhite : kBlack;
      five = makes_five(board, p, colour, Rule::kFreestyle);
      board.place(p, colour);
      moves += std::string{char('a' + x), char('a' + y), ' '};
    }
    if (five) continue;
    PatternBoard patterns(board, Rule::kFreestyle);
    if (patterns.count(kBlack, kClassFive) || patterns.count(kWhite, kClassFive)) continue;
    std::vector<Point> line;
    prover.clear();
    if (prover.vcf(patterns, kBlack, 2'000'000, nullptr, &line) == kNoPoint || line.size() < min_plies) continue;
    std::printf("random-%llu %d 0 %zu %s\n", (unsigned long long)seed, tries, line.size(), moves.c_str());
    std::fflush(stdout);
    ++found;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  double ms = 1000;
  std::uint64_t max_nodes = ~0ull;
  int min_plies = 5;
  bool other = false;
  const char* path = "bench/gomoku_threat_positions.txt";
  std::vector<std::string> solvers;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--ms") && i + 1 < argc) ms = std::atof(argv[++i]);
    else if (!std::strcmp(argv[i], "--nodes") && i + 1 < argc) max_nodes = std::strtoull(argv[++i], nullptr, 10);
    else if (!std::strcmp(argv[i], "--min-plies") && i + 1 < argc) min_plies = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--other")) other = true;
    else if (!std::strcmp(argv[i], "--generate-vcf") && i + 3 < argc)
      return generate_vcf(std::strtoull(argv[i + 1], nullptr, 10), std::atoi(argv[i + 2]), std::strtoul(argv[i + 3], nullptr, 10));
    else if (!std::strcmp(argv[i], "--decided") && i + 2 < argc)
      return drop_decided(argv[i + 1], std::strtoull(argv[i + 2], nullptr, 10));
    else if (!std::strcmp(argv[i], "--solver") && i + 1 < argc) solvers.push_back(argv[++i]);
    else path = argv[i];
  }
  if (solvers.empty()) solvers = {"old-vcf", "old-vct", "vcf", "vct"};
  std::vector<Position> positions = read_positions(path, min_plies);
  if (other)
    for (Position& position : positions) position.to_move = opponent(position.to_move);
  std::printf("%zu positions from %s, %.0f ms per position and solver\n", positions.size(), path, ms);
  std::printf("%-20s %4s", "position", "plies");
  for (const auto& s : solvers) std::printf(" | %-26s", (s + " len/nodes/cpu ms").c_str());
  std::printf("\n");
  std::vector<Totals> totals(solvers.size());
  Search search;
  Vct vct(std::size_t(6) << 20);
  ThreatProver threats;
  for (const Position& position : positions) {
    std::printf("%-20s %4d", position.label.c_str(), position.announced);
    for (std::size_t s = 0; s < solvers.size(); ++s) {
      const std::string& name = solvers[s];
      PatternBoard board(position.board, Rule::kFreestyle);
      SearchLimits limits;
      limits.hard = SearchLimits::Clock::now() + std::chrono::microseconds(static_cast<long long>(ms * 1000));
      search.clear();
      vct.clear();
      threats.clear();
      std::vector<Point> line;
      Outcome out;
      double c0 = cpu_ms();
      auto w0 = std::chrono::steady_clock::now();
      if (name == "old-vcf") {
        out.win = search.vcf(board, position.to_move, 40, max_nodes, &line, &limits) != kNoPoint;
        out.nodes = search.vcf_nodes();
      } else if (name == "old-vct") {
        out.win = search.vcf(board, position.to_move, 40, max_nodes, &line, &limits) != kNoPoint;
        out.nodes = search.vcf_nodes();
        if (!out.win) {
          out.win = vct.solve(board, position.to_move, 12, max_nodes, &limits, &line) != kNoPoint;
          out.nodes += vct.nodes();
        }
      } else if (name == "vcf") {
        out.win = threats.vcf(board, position.to_move, max_nodes, &limits, &line) != kNoPoint;
        out.nodes = threats.nodes();
      } else if (name == "vct") {
        out.win = threats.vct(board, position.to_move, max_nodes, &limits, &line) != kNoPoint;
        out.none = threats.proven_none();
        out.nodes = threats.nodes();
      } else if (name == "solve" || name == "solve-depth") {
        ThreatSearch threat_search;
        threat_search.without_depth_limit = name == "solve";
        threat_search.budget.nodes = max_nodes == ~0ull ? 0 : max_nodes;
        threat_search.budget.seconds = ms / 1000;
        Board start = position.board;
        if (start.stone_count() % 2 == 0 ? position.to_move != kBlack : position.to_move != kWhite) {
          std::fprintf(stderr, "%s: solve needs the side to move by the stone count\n", position.label.c_str());
          return 2;
        }
        ThreatSolution solution = solve_threats(start, Rule::kFreestyle, threat_search);
        out.win = solution.result.win;
        out.none = solution.deep.proven_none;
        out.nodes = solution.result.nodes;
        line = solution.result.line;
      } else {
        std::fprintf(stderr, "unknown solver %s\n", name.c_str());
        return 2;
      }
      double cpu = cpu_ms() - c0;
      double wall = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - w0).count();
      out.length = out.win ? line.size() : 0;
      totals[s].found += out.win;
      totals[s].none += out.none;
      totals[s].nodes += out.nodes;
      totals[s].cpu += cpu;
      totals[s].wall += wall;
      char cell[64];
      if (out.win) std::snprintf(cell, sizeof cell, "%3zu %9llu %8.1f", out.length, (unsigned long long)out.nodes, cpu);
      else std::snprintf(cell, sizeof cell, " %s %9llu %8.1f", out.none ? "no" : " -", (unsigned long long)out.nodes, cpu);
      std::printf(" | %-26s", cell);
    }
    std::printf("\n");
    std::fflush(stdout);
  }
  std::printf("\n%-10s %7s %6s %12s %10s %10s %12s\n", "solver", "found", "none", "nodes", "cpu s", "wall s", "nodes/cpu s");
  for (std::size_t s = 0; s < solvers.size(); ++s)
    std::printf("%-10s %3d/%-3zu %6d %12llu %10.2f %10.2f %12.0f\n", solvers[s].c_str(), totals[s].found, positions.size(), totals[s].none,
                (unsigned long long)totals[s].nodes, totals[s].cpu / 1e3, totals[s].wall / 1e3,
                totals[s].nodes / std::max(1e-9, totals[s].cpu / 1e3));
  return 0;
}
