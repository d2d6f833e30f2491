// The Spot solver against a plain exhaustive search over move sequences (no symmetry, no memo,
// its own repeat detection from reference.h's idea), with and without the counting lemma; the
// lemma itself checked on every reachable position of 3 x 3; mirror images; principal lines
// replayed; the analysis against the referee.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <sstream>

#include "core/line_reader.h"
#include "reference.h"
#include "spot/game_record.h"
#include "spot/referee.h"
#include "spot/solver.h"

namespace gg::spot::test {
namespace {

// Plain negamax over every move sequence. `earlier` holds every rotation of every pattern made by
// a move so far; a move whose pattern is in it loses at once. Values for the player to move.
class PlainSearch {
 public:
  PlainSearch(int n, const std::vector<Square>& moves) : n_(n) {
    for (Square move : moves) {
      bool repeated = play(move);
      EXPECT_FALSE(repeated) << "the test's position already ended";
    }
  }

  // Toggles the square; true when the new pattern repeats an earlier one up to rotation. Every
  // play is undone with undo(), repeat or not.
  bool play(Square square) {
    if (!board_.erase(square)) board_.insert(square);
    Pattern pattern(board_.begin(), board_.end());
    bool repeated = earlier_.count(pattern) > 0;
    std::vector<Pattern> added;
    if (!repeated)
      for (int turn = 0; turn < 4; ++turn, pattern = quarter_turn(pattern, n_))
        if (earlier_.insert(pattern).second) added.push_back(pattern);
    history_.push_back({square, added});
    return repeated;
  }
  void undo() {
    auto [square, added] = history_.back();
    history_.pop_back();
    for (const Pattern& p : added) earlier_.erase(p);
    if (!board_.erase(square)) board_.insert(square);
  }

  int value(int alpha = -1, int beta = 1) {
    if (static_cast<int>(history_.size()) == 2 * n_) return 0;
    int best = -1;  // with every move repeating, the mover loses
    for (int row = 0; row < n_; ++row)
      for (int col = 0; col < n_; ++col) {
        bool repeated = play({row, col});
        int v = repeated ? -1 : -value(-beta, -std::max(alpha, best));
        undo();
        best = std::max(best, v);
        if (best >= beta) return best;
      }
    return best;
  }

 private:
  int n_;
  std::set<Square> board_;
  std::set<Pattern> earlier_;
  std::vector<std::pair<Square, std::vector<Pattern>>> history_;
};

GameRecord record(int n, const std::vector<Square>& moves) {
  GameRecord game{n, {}};
  for (auto [row, col] : moves) game.moves.push_back({row, col});
  return game;
}

SolveOptions search_only() {
  SolveOptions options;
  options.use_lemma = false;
  return options;
}

// A random position: `count` random moves none of which repeats (nullopt when the random moves
// ran into a repeat: the caller draws again).
std::optional<std::vector<Square>> random_position(int n, int count, std::mt19937_64& rng) {
  std::vector<Square> moves;
  std::uniform_int_distribution<int> square(0, n - 1);
  for (int i = 0; i < count; ++i) {
    moves.push_back({square(rng), square(rng)});
    if (reference_verdict(n, moves) != 0) return std::nullopt;
  }
  return moves;
}

// Replays the solver's line from the position: it must end the game with the solver's value for
// the player to move (a draw after 2N moves, or a repeat by the loser).
void expect_line_reaches_value(const GameRecord& game, const SolveResult& result) {
  std::vector<Square> moves;
  for (Cell cell : game.moves) moves.push_back({int(cell.row), int(cell.col)});
  for (Cell cell : result.line) moves.push_back({int(cell.row), int(cell.col)});
  int repeat = reference_verdict(static_cast<int>(game.n), moves);
  if (result.value == 0) {
    EXPECT_EQ(repeat, 0);
    EXPECT_EQ(moves.size(), static_cast<std::size_t>(2 * game.n));
  } else {
    ASSERT_NE(repeat, 0) << "a decided line must end in a repeat";
    EXPECT_EQ(repeat, static_cast<int>(moves.size()));
    bool mover_repeated = (repeat - static_cast<int>(game.moves.size())) % 2 == 1;
    EXPECT_EQ(result.value, mover_repeated ? -1 : +1);
  }
}

TEST(SpotSolver, TwoByTwoAndThreeByThreeFromTheStartAgreeWithThePlainSearch) {
  for (int n : {2, 3}) {
    int plain = PlainSearch(n, {}).value();
    for (bool lemma : {true, false}) {
      SolveOptions options;
      options.use_lemma = lemma;
      SolveResult result = solve(record(n, {}), options);
      ASSERT_TRUE(result.solved);
      EXPECT_EQ(result.value, plain) << "N=" << n << " lemma " << lemma;
      ASSERT_TRUE(result.move.has_value());
      expect_line_reaches_value(record(n, {}), result);
    }
  }
}

TEST(SpotSolver, RandomPositionsAgreeWithThePlainSearch) {
  std::mt19937_64 rng(141);
  int checked = 0, decided = 0;
  for (int trial = 0; checked < 60 && trial < 5000; ++trial) {
    const int n = 2 + trial % 3;                       // 2, 3, 4
    const int played = n == 4 ? 4 + trial % 3 : trial % (2 * n);  // N = 4: 2 to 4 moves left
    auto moves = random_position(n, played, rng);
    if (!moves) continue;
    int plain = PlainSearch(n, *moves).value();
    for (bool lemma : {true, false}) {
      SolveOptions options;
      options.use_lemma = lemma;
      SolveResult result = solve(record(n, *moves), options);
      ASSERT_TRUE(result.solved);
      ASSERT_EQ(result.value, plain) << "N=" << n << " after " << played << " moves, lemma " << lemma;
      expect_line_reaches_value(record(n, *moves), result);
    }
    ++checked;
    decided += plain != 0;
  }
  EXPECT_EQ(checked, 60);
  EXPECT_GT(decided, 0);  // N = 2 positions are won and lost, not only drawn
}

TEST(SpotSolver, FourByFourFromTheStartBySearchAlone) {
  SolveResult result = solve(record(4, {}), search_only());
  ASSERT_TRUE(result.solved);
  EXPECT_EQ(result.value, 0);
  EXPECT_EQ(result.method, Method::kSearch);
  EXPECT_GT(result.nodes, 1u);
  expect_line_reaches_value(record(4, {}), result);
}

TEST(SpotSolver, APositionAndItsMirrorImageHaveTheSameValue) {
  std::mt19937_64 rng(7);
  int checked = 0;
  for (int trial = 0; checked < 40 && trial < 4000; ++trial) {
    const int n = 2 + trial % 2;
    auto moves = random_position(n, 1 + trial % (2 * n - 1), rng);
    if (!moves) continue;
    std::vector<Square> mirrored, turned;
    for (auto [row, col] : *moves) {
      mirrored.push_back({row, n - 1 - col});
      turned.push_back({col, n - 1 - row});
    }
    int value = solve(record(n, *moves), search_only()).value;
    EXPECT_EQ(solve(record(n, mirrored), search_only()).value, value);
    EXPECT_EQ(solve(record(n, turned), search_only()).value, value);
    EXPECT_EQ(PlainSearch(n, mirrored).value(), value);
    ++checked;
  }
  EXPECT_EQ(checked, 40);
}

// The lemma's claim on 3 x 3, checked directly: in every position a game can reach, the player to
// move has a move that does not repeat.
TEST(SpotSolver, OnThreeByThreeEveryReachablePositionHasASafeMove) {
  PlainSearch game(3, {});
  std::uint64_t positions = 0;
  std::function<void(int)> visit = [&](int played) {
    ++positions;
    bool safe = false;
    for (int row = 0; row < 3; ++row)
      for (int col = 0; col < 3; ++col) {
        if (!game.play({row, col})) {
          safe = true;
          if (played + 1 < 6) visit(played + 1);
        }
        game.undo();
      }
    ASSERT_TRUE(safe) << "a position with no safe move after " << played << " moves";
  };
  visit(0);
  EXPECT_GT(positions, 9u * 9 * 9 * 9);
}

TEST(SpotSolver, TheLemmaBoundIsTightOnlyForTwoByTwo) {
  for (std::int64_t n = 3; n <= 200; ++n)
    for (std::int64_t ply = 1; ply <= 2 * n; ++ply) EXPECT_FALSE(may_be_forced(n, ply)) << n << " " << ply;
  EXPECT_FALSE(may_be_forced(2, 1));
  EXPECT_FALSE(may_be_forced(2, 2));
  EXPECT_TRUE(may_be_forced(2, 3));
  EXPECT_TRUE(may_be_forced(2, 4));
}

TEST(SpotSolver, LargeBoardsAreDrawsByTheLemmaWithALineOfSafeMoves) {
  GameRecord game = record(60, {{5, 5}, {7, 9}});
  SolveResult result = solve(game);
  ASSERT_TRUE(result.solved);
  EXPECT_EQ(result.method, Method::kLemma);
  EXPECT_EQ(result.value, 0);
  ASSERT_EQ(result.line.size(), 118u);
  expect_line_reaches_value(game, result);
  EXPECT_THROW(solve(game, search_only()), InputError);
}

TEST(SpotSolver, AFinishedGameIsOver) {
  SolveResult repeated = solve(record(3, {{0, 0}, {1, 1}, {1, 1}}));
  EXPECT_EQ(repeated.method, Method::kGameOver);
  EXPECT_EQ(repeated.value, 1);  // the player who repeated lost; the one to move won
  EXPECT_FALSE(repeated.move.has_value());
}

TEST(SpotSolver, TheNodeLimitStopsWithoutAGuess) {
  SolveOptions options = search_only();
  options.max_nodes = 10;
  SolveResult result = solve(record(4, {}), options);
  EXPECT_FALSE(result.solved);
  EXPECT_TRUE(result.line.empty());
}

// Every move the analysis marks as losing at once makes the referee declare that the mover lost
// on that move; the others are not repeats.
TEST(SpotAnalysis, LosingMovesAreTheRefereesRepeats) {
  std::mt19937_64 rng(220);
  int losing_seen = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const int n = 2 + trial % 3;
    // On 4 x 4 from 5 moves on, so that the plain search of every move stays quick.
    auto moves = random_position(n, n == 4 ? 5 + trial % 3 : 1 + trial % (2 * n - 1), rng);
    if (!moves) continue;
    Analysis analysis = analyze(record(n, *moves));
    ASSERT_FALSE(analysis.game_over);
    ASSERT_EQ(analysis.moves.size(), static_cast<std::size_t>(n * n));
    for (const MoveValue& move : analysis.moves) {
      std::vector<Square> game = *moves;
      game.push_back({int(move.cell.row), int(move.cell.col)});
      int repeat = reference_verdict(n, game);
      ASSERT_EQ(move.repeat.has_value(), repeat != 0);
      if (!move.repeat) {
        ASSERT_TRUE(move.value.has_value());
        EXPECT_EQ(*move.value, -PlainSearch(n, game).value());
        continue;
      }
      ++losing_seen;
      EXPECT_EQ(move.value, -1);
      EXPECT_EQ(move.repeat->move, game.size());
      EXPECT_LT(move.repeat->earlier, game.size());
      // Through the referee: pad the game to 2N toggles (any square) and judge it.
      while (static_cast<int>(game.size()) < 2 * n) game.push_back({0, 0});
      std::string input = write_game_record(record(n, game));
      LineReader reader = LineReader::from_string(input);
      std::ostringstream verdict;
      judge(reader, verdict);
      int mover = static_cast<int>(moves->size() % 2) + 1;
      EXPECT_EQ(verdict.str(), "Player " + std::to_string(3 - mover) + " wins on move " +
                                   std::to_string(moves->size() + 1) + "\n");
    }
  }
  EXPECT_GT(losing_seen, 10);
}

TEST(SpotGameRecord, ReadsAGameInProgressAndWritesItBack) {
  LineReader reader = LineReader::from_string("3\n1 1 +\n\n2 2 +\n1 1 -\n0\n");
  GameRecord game = read_game_record(reader);
  EXPECT_EQ(game.n, 3);
  ASSERT_EQ(game.moves.size(), 3u);
  EXPECT_EQ(game.moves[2], (Cell{0, 0}));
  EXPECT_EQ(write_game_record(game), "3\n1 1 +\n2 2 +\n1 1 -\n0\n");
  LineReader without_end = LineReader::from_string("2\n1 2 +\n");
  EXPECT_EQ(read_game_record(without_end).moves.size(), 1u);
}

TEST(SpotGameRecord, BadInputNamesTheLine) {
  auto fails_at = [](const std::string& text, std::size_t line, const std::string& words) {
    LineReader reader = LineReader::from_string(text);
    try {
      read_game_record(reader);
      ADD_FAILURE() << "accepted: " << text;
    } catch (const InputError& error) {
      EXPECT_EQ(error.line(), line) << error.what();
      EXPECT_NE(std::string(error.what()).find(words), std::string::npos) << error.what();
    }
  };
  fails_at("2\n1 1 -\n", 2, "no spot to remove");
  fails_at("2\n1 1 +\n1 1 +\n", 3, "already has a spot");
  fails_at("2\n1 3 +\n", 2, "column");
  fails_at("2\n1 1 +\n2 2 +\n2 2 -\n1 2 +\n", 5, "after the game ended");
  fails_at("2\n1 1 +\n2 2 +\n1 2 +\n2 1 +\n1 1 -\n", 6, "has 4 moves");
  fails_at("2\n1 1 +\n0\n5\n", 4, "after the final");
  fails_at("", 1, "end of input");
  fails_at("0\n", 1, "got '0'");
}

}  // namespace
}  // namespace gg::spot::test
