// Threat solver: hand-made VCF / VCT positions under each rule, and cross-checks against an
// exhaustive search on small boards (every short forced win is found; every win found is real).
#include <gtest/gtest.h>

#include "gomoku/boards.h"

#include <cstdlib>
#include <random>

#include "gomoku/position.h"
#include "gomoku/solver.h"
#include "gomoku/state.h"

namespace gg::gomoku {
namespace {

// Plays the line on a state and checks it is legal, alternates, and ends with the attacker's win.
void expect_winning_line(const Board& board, Stone attacker, Rule rule, const std::vector<Point>& line) {
  std::string moves;
  for (Point p : line) moves += " (" + std::to_string(x_of(p)) + "," + std::to_string(y_of(p)) + ")";
  SCOPED_TRACE(std::string(rule_name(rule)) + (attacker == kBlack ? " black" : " white") +
               " to move, line" + moves + "\n" + draw_position(board));
  ASSERT_FALSE(line.empty());
  Board b = board;
  if (line.size() % 2 == 0) {
    // Renju: the line ends with black's only block, which is forbidden.
    ASSERT_EQ(rule, Rule::kRenju);
    ASSERT_EQ(attacker, kWhite);
    for (std::size_t i = 0; i + 1 < line.size(); ++i) b.place(line[i], i % 2 ? kBlack : kWhite);
    EXPECT_TRUE(makes_five(b, line.back(), kWhite, rule));
    EXPECT_FALSE(makes_five(b, line.back(), kBlack, rule));
    EXPECT_NE(forbidden_kind(b, line.back()), Forbidden::kNone);
    return;
  }
  Stone colour = attacker;
  for (std::size_t i = 0; i < line.size(); ++i) {
    ASSERT_EQ(b.at(line[i]), kEmpty) << "move " << i;
    if (i + 1 == line.size()) {
      EXPECT_TRUE(makes_five(b, line[i], colour, rule)) << "the line does not end with a five";
    } else {
      EXPECT_FALSE(makes_five(b, line[i], colour, rule)) << "five before the end, move " << i;
    }
    b.place(line[i], colour);
    colour = opponent(colour);
  }
}

TEST(ThreatSolver, FindsAVcfAndPrefersTheShortest) {
  // Black (to move) has a broken four at row 7 — plus a chain of fours along column 10.
  Board board = board_of(
      "...............\n"
      "...............\n"
      "...............\n"
      "...............\n"
      "..........X....\n"
      "..........X....\n"
      "...........O...\n"
      "...X.XX...O....\n"
      "..........X....\n"
      "....O.O..O.O...\n"
      "...............\n"
      "...............\n"
      "...............\n"
      "...............\n"
      "...............\n");
  ThreatSolver solver(16);
  auto result = solver.solve(board, kBlack, Rule::kFreestyle, {});
  ASSERT_TRUE(result.win);
  EXPECT_EQ(result.kind, ThreatKind::kVcf);
  expect_winning_line(board, kBlack, Rule::kFreestyle, result.line);
  // X.XX on row 7 with open ends: E7... black plays the gap for an open four, 3 moves in all.
  EXPECT_EQ(result.line.size(), 3u);
}

TEST(ThreatSolver, DoubleThreeIsAVctButForbiddenToRenjuBlack) {
  // Two open twos crossing at (7,7): a stone there makes two open threes.
  Board board = board_of(
      "...............\n"
      "...............\n"
      "...............\n"
      "...............\n"
      "...............\n"
      ".......X.......\n"
      ".......X.......\n"
      ".....XX........\n"
      "...............\n"
      "...............\n"
      "...............\n"
      "...............\n"
      "..O...........O\n"
      "...............\n"
      "O.............O\n");
  ThreatSolver solver(16);
  SolverLimits limits;
  // Black's renju search (without its best move) is the expensive part: smaller when sanitized.
  limits.max_nodes = std::getenv("GRIDGAMES_SANITIZED") ? 20'000 : 300'000;
  auto vcf = solver.solve(board, kBlack, Rule::kFreestyle, limits, /*vcf_only=*/true);
  EXPECT_FALSE(vcf.win);
  auto vct = solver.solve(board, kBlack, Rule::kFreestyle, limits);
  ASSERT_TRUE(vct.win);
  EXPECT_EQ(vct.kind, ThreatKind::kVct);
  expect_winning_line(board, kBlack, Rule::kFreestyle, vct.line);
  EXPECT_EQ(vct.line.front(), make_point(7, 7));
  // Under renju that move is a forbidden double-three for black.
  auto renju = solver.solve(board, kBlack, Rule::kRenju, limits);
  if (renju.win) {
    EXPECT_NE(renju.line.front(), make_point(7, 7));
  }
  // White may play it under renju.
  Board swapped(15);
  for (int y = 0; y < 15; ++y)
    for (int x = 0; x < 15; ++x)
      if (board.at(x, y) != kEmpty) swapped.place(make_point(x, y), opponent(board.at(x, y)));
  auto white = solver.solve(swapped, kWhite, Rule::kRenju, limits);
  ASSERT_TRUE(white.win);
  expect_winning_line(swapped, kWhite, Rule::kRenju, white.line);
}

TEST(ThreatSolver, MustBlockTheOpponentsFourFirst) {
  // White to move has an open three, but black has a four: white must block at (4,2) first.
  Board board = board_of(
      ".........\n"
      ".........\n"
      "XXXX.....\n"
      ".........\n"
      "...OOO...\n"
      ".........\n"
      ".........\n"
      ".........\n"
      ".........\n");
  ThreatSolver solver(16);
  auto result = solver.solve(board, kWhite, Rule::kFreestyle, {});
  if (result.win) {
    EXPECT_EQ(result.line.front(), make_point(4, 2));
    expect_winning_line(board, kWhite, Rule::kFreestyle, result.line);
  }
}

// ---- Exhaustive cross-check ------------------------------------------------------------------

// Can `colour` (to move) force a five within `plies` plies, whatever the opponent does?
// Plain minimax over every empty point (renju legality through the State class).
bool forced_win(State& state, int plies) {
  if (plies <= 0) return false;
  Stone mover = state.to_move();
  for (Point p : state.legal_moves()) {
    state.play(p);
    bool win = state.is_terminal() && state.winner() == mover;
    bool lost = state.is_terminal() && state.winner() != mover;
    if (!win && !lost && plies >= 3) {
      // Every reply must still leave a forced win.
      win = true;
      for (Point reply : state.legal_moves()) {
        state.play(reply);
        bool ok = !state.is_terminal() ? forced_win(state, plies - 2)
                                       : state.winner() == mover;
        state.undo();
        if (!ok) {
          win = false;
          break;
        }
      }
      if (state.legal_moves().empty()) win = false;
    }
    state.undo();
    if (win) return true;
  }
  return false;
}

TEST(ThreatSolver, AgreesWithExhaustiveSearchOnShortWins) {
  std::mt19937_64 rng(99);
  const bool sanitized = std::getenv("GRIDGAMES_SANITIZED") != nullptr;
  int found = 0, deeper_found = 0, positions = sanitized ? 40 : 300;
  ThreatSolver solver(14);
  for (int i = 0; i < positions; ++i) {
    Rule rule = Rule(i % 3);
    int size = 7;
    State state(size, rule);
    // Random stones, alternate colours, stop before anyone has five.
    int stones = std::uniform_int_distribution<int>(10, 24)(rng);
    std::uniform_int_distribution<int> coord(0, size - 1);
    for (int tries = 0; tries < 200 && state.board().stone_count() < stones; ++tries) {
      Point p = random_point(rng, coord);
      if (state.board().at(p) != kEmpty) continue;
      state.play(p);
      if (state.is_terminal()) state.undo();
    }
    Stone attacker = state.to_move();
    // Depth counts the attacker's threats before its five: depth 1 is a win in 3 plies, which
    // always starts with a four (or is an immediate five), so VCF must find exactly those.
    SolverLimits limits;
    limits.max_vcf_depth = 1;
    auto result = solver.solve(state.board(), attacker, rule, limits, /*vcf_only=*/true);
    bool exhaustive = forced_win(state, 3);
    ASSERT_EQ(result.win, exhaustive) << rule_name(rule) << "\n" << draw_position(state.board());
    if (result.win) {
      ++found;
      expect_winning_line(state.board(), attacker, rule, result.line);
    }
    // Depth 2 (5 plies) with threes: every win claimed must be real.
    if (i % 4 == 0) {
      limits.max_vcf_depth = limits.max_vct_depth = 2;
      auto deeper = solver.solve(state.board(), attacker, rule, limits);
      if (deeper.win) {
        ++deeper_found;
        EXPECT_LE(deeper.line.size(), 5u);
        EXPECT_TRUE(forced_win(state, 5)) << rule_name(rule) << "\n" << draw_position(state.board());
      }
    }
  }
  EXPECT_GT(found, positions / 20);
  EXPECT_GT(deeper_found, found / 8);
}

}  // namespace
}  // namespace gg::gomoku
