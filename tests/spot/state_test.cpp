// The rules through the game state: hand-made edge cases, undo, and random games against the
// slow reference, with the real key and with deliberately colliding keys.
#include "spot/state.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>

#include "reference.h"
#include "sanitized.h"

namespace gg::spot {
namespace {

using test::Square;

// Keys that make hashes collide all the time: a collision must never end a game.
struct ZeroKey {  // every pattern hashes to 0
  std::uint64_t operator()(std::uint64_t) const { return 0; }
};
struct ParityKey {  // hash = parity of the number of spots
  std::uint64_t operator()(std::uint64_t) const { return 1; }
};
struct RowSumKey {  // hash = XOR of indices modulo 4: many collisions, a few distinctions
  std::uint64_t operator()(std::uint64_t index) const { return index & 3; }
};

using gg::test::sanitized;

// Plays 1-based (row, col) toggles; returns the move that repeated (0 if none) after all moves
// or at the first repeat.
template <class Key = MixKey>
int play(int n, std::initializer_list<Square> moves, Key key = Key{}) {
  BasicState<Key> state(n, key);
  for (auto [row, col] : moves) {
    EXPECT_FALSE(state.is_terminal());
    state.play({row - 1, col - 1});
    if (state.repeat()) return static_cast<int>(state.repeat()->move);
  }
  return 0;
}

TEST(SpotRules, SpecSamples) {
  EXPECT_EQ(play(2, {{1, 1}, {2, 2}, {2, 2}, {1, 2}}), 3);
  EXPECT_EQ(play(2, {{1, 1}, {2, 2}, {1, 2}, {2, 2}}), 0);
}

TEST(SpotRules, RemovalRecreatesAnEarlierPatternOnTwoByTwo) {
  // + (1,1), + (1,2), - (1,2): back to the pattern after move 1.
  EXPECT_EQ(play(2, {{1, 1}, {1, 2}, {1, 2}}), 3);
}

TEST(SpotRules, MirrorImageAloneDoesNotEndTheGame) {
  // On 4 x 4 a spot at (1,2) has the rotations (2,4), (4,3), (3,1), and the mirror image
  // (1,3) left-right. Place (1,2), remove it (the empty board, produced for the first time),
  // place (1,3): a mirror image only, no repeat.
  EXPECT_EQ(play(4, {{1, 2}, {1, 2}, {1, 3}}), 0);
  // Whereas placing (2,4) repeats move 1 turned 90 degrees.
  EXPECT_EQ(play(4, {{1, 2}, {1, 2}, {2, 4}}), 3);
  // A full game of 8 moves whose last pattern {(4,1),(4,2)} is the top-bottom mirror image of
  // the pattern after move 2, {(1,1),(1,2)}, whose rotations are {(1,4),(2,4)}, {(4,4),(4,3)}
  // and {(4,1),(3,1)}; no other pattern repeats either.
  EXPECT_EQ(play(4, {{1, 1}, {1, 2}, {2, 2}, {1, 1}, {4, 1}, {1, 2}, {4, 2}, {2, 2}}), 0);
}

TEST(SpotRules, PatternsEqualOnlyToAMirrorImageAreNoRepeatInRandomGames) {
  // Random games in which some pattern equals the mirror image (left-right) of an earlier one
  // but the reference finds no repeat up to rotation: the state must call them draws.
  std::mt19937_64 rng(11);
  int found = 0;
  for (int attempt = 0; attempt < 20000 && found < 50; ++attempt) {
    int n = 3 + static_cast<int>(rng() % 3);
    auto moves = test::random_game(n, rng);
    if (test::reference_verdict(n, moves) != 0) continue;
    std::set<Square> board;
    std::vector<test::Pattern> patterns;
    bool mirror_repeat = false;
    for (auto m : moves) {
      if (!board.erase(m)) board.insert(m);
      test::Pattern p(board.begin(), board.end()), mirrored;
      for (auto [r, c] : p) mirrored.push_back({r, n - 1 - c});
      std::sort(mirrored.begin(), mirrored.end());
      for (const auto& q : patterns) mirror_repeat = mirror_repeat || (q == mirrored && q != p);
      patterns.push_back(p);
    }
    if (!mirror_repeat) continue;
    ++found;
    BasicState<> state(n);
    for (auto [r, c] : moves) state.play({r, c});
    EXPECT_TRUE(state.is_terminal());
    EXPECT_FALSE(state.repeat().has_value()) << "a mirror image was taken for a repeat";
    EXPECT_EQ(state.result(), 0);
  }
  EXPECT_GE(found, 10) << "the generator should produce mirror-only games";
}

TEST(SpotRules, RotationsByNinetyOneEightyAndTwoSeventyEndTheGame) {
  // N = 3: a single spot on a corner, then moved to each other corner (remove + place). The
  // spot at (1,1) turned 90 degrees is (1,3), 180 is (3,3), 270 is (3,1).
  // Move 2 produces the empty board for the first time (no repeat); move 3 places one corner
  // spot: the pattern of move 1 turned 90 degrees.
  EXPECT_EQ(play(3, {{1, 1}, {1, 1}, {1, 3}}), 3);  // 90
  EXPECT_EQ(play(3, {{1, 1}, {1, 1}, {3, 3}}), 3);  // 180
  EXPECT_EQ(play(3, {{1, 1}, {1, 1}, {3, 1}}), 3);  // 270
  // A two-spot shape turned 90 degrees, with no empty board in between, on 4 x 4:
  // {(1,1),(1,2)} turned clockwise is {(1,4),(2,4)}.
  EXPECT_EQ(play(4, {{1, 1}, {1, 2}, {1, 4}, {1, 1}, {2, 4}, {1, 2}}), 6);
  // ... and 270 degrees: {(1,1),(1,2)} -> {(4,1),(3,1)}.
  EXPECT_EQ(play(4, {{1, 1}, {1, 2}, {4, 1}, {1, 1}, {3, 1}, {1, 2}}), 6);
  // ... and 180 degrees: {(1,1),(1,2)} -> {(4,4),(4,3)}.
  EXPECT_EQ(play(4, {{1, 1}, {1, 2}, {4, 4}, {1, 1}, {4, 3}, {1, 2}}), 6);
}

TEST(SpotRules, EmptyStartIsNotAnEarlierPatternButAProducedEmptyBoardIs) {
  // + then - produces the empty board for the first time: no repeat.
  EXPECT_EQ(play(3, {{2, 2}, {2, 2}}), 0);
  // A second return to empty is a repeat of move 2.
  EXPECT_EQ(play(3, {{2, 2}, {2, 2}, {1, 2}, {1, 2}}), 4);
}

TEST(SpotRules, ResultNamesTheWinnerFromPlayerZerosView) {
  BasicState<> state(2);
  for (Cell c : {Cell{0, 0}, Cell{1, 1}, Cell{1, 1}}) state.play(c);
  ASSERT_TRUE(state.is_terminal());
  EXPECT_EQ(state.result(), -1);  // move 3 was player 0's: player 0 loses
  EXPECT_TRUE(state.legal_moves().empty());
  state.undo();
  EXPECT_FALSE(state.is_terminal());
  state.play({0, 1});
  state.play({0, 1});  // move 4, player 1, recreates move 2's pattern
  EXPECT_EQ(state.result(), +1);
}

TEST(SpotRules, HugeBoardsPlayButRefuseToListEveryMove) {
  State state(1000000);
  state.play({999999, 0});
  state.play({999999, 0});
  state.play({0, 0});  // (1, 1) turned 270 degrees clockwise is (1000000, 1): move 1
  ASSERT_TRUE(state.repeat().has_value());
  EXPECT_EQ(state.repeat()->earlier, 1u);
  EXPECT_EQ(state.repeat()->quarter_turns, 3);
  state.undo();
  EXPECT_THROW(state.legal_moves(), BeyondLimits);
}

TEST(SpotRules, DrawAfterTwoNMoves) {
  BasicState<> state(2);
  for (Cell c : {Cell{0, 0}, Cell{1, 1}, Cell{0, 1}, Cell{1, 1}}) state.play(c);
  EXPECT_TRUE(state.is_terminal());
  EXPECT_FALSE(state.repeat());
  EXPECT_EQ(state.result(), 0);
}

// Adds to `rejected` the number of hash candidates that verification rejected.
template <class Key>
void cross_check(std::uint64_t seed, int games, Key key, std::uint64_t& rejected) {
  std::mt19937_64 rng(seed);
  for (int game = 0; game < games; ++game) {
    int n = 2 + static_cast<int>(rng() % 6);
    auto moves = test::random_game(n, rng);
    int expected = test::reference_verdict(n, moves);
    BasicState<Key> state(n, key);
    int got = 0;
    for (std::size_t i = 0; i < moves.size() && !state.is_terminal(); ++i) {
      state.play({moves[i].first, moves[i].second});
      if (state.repeat()) got = static_cast<int>(state.repeat()->move);
    }
    ASSERT_EQ(got, expected) << "game " << game << " N=" << n;
    rejected += state.log().rejected_candidates();
    // Undo everything: back to an empty board with all hashes 0.
    while (state.moves_played() > 0) state.undo();
    ASSERT_EQ(state.board().spots(), 0u);
    ASSERT_TRUE(state == BasicState<Key>(n, key));
  }
}

TEST(SpotCrossCheck, AgreesWithSlowReferenceOnRandomGames) {
  std::uint64_t rejected = 0;
  cross_check(2024, sanitized() ? 1000 : 5000, MixKey{}, rejected);
  EXPECT_EQ(rejected, 0u) << "64-bit collisions are not expected here";
}

// Every sequence of `length` toggles on an n x n board (depth-first with play/undo), each prefix
// checked against the reference.
void exhaustive(BasicState<>& state, std::vector<Square>& moves, int n, std::size_t length,
                int& checked) {
  if (moves.size() == length || state.is_terminal()) return;
  for (int row = 0; row < n; ++row) {
    for (int col = 0; col < n; ++col) {
      moves.push_back({row, col});
      state.play({row, col});
      int expected = test::reference_verdict(n, moves);
      int got = state.repeat() ? static_cast<int>(state.repeat()->move) : 0;
      ASSERT_EQ(got, expected == static_cast<int>(moves.size()) ? expected : 0)
          << "N=" << n << " after " << moves.size() << " moves";
      ++checked;
      exhaustive(state, moves, n, length, checked);
      state.undo();
      moves.pop_back();
    }
  }
}

TEST(SpotCrossCheck, EverySequenceOnTinyBoards) {
  int checked = 0;
  std::vector<Square> moves;
  BasicState<> two(2);
  exhaustive(two, moves, 2, 4, checked);  // every whole game on 2 x 2
  BasicState<> three(3);
  exhaustive(three, moves, 3, 4, checked);  // the first 4 moves of every game on 3 x 3
  EXPECT_GT(checked, 4000);
}

TEST(SpotCrossCheck, CollidingKeysGiveTheSameAnswers) {
  int games = sanitized() ? 500 : 3000;
  for (int kind = 0; kind < 3; ++kind) {
    std::uint64_t rejected = 0;
    if (kind == 0) cross_check(99, games, ZeroKey{}, rejected);
    if (kind == 1) cross_check(98, games, ParityKey{}, rejected);
    if (kind == 2) cross_check(97, games, RowSumKey{}, rejected);
    EXPECT_GT(rejected, 1000u) << "key " << kind << " should have produced many collisions";
  }
}

TEST(SpotCrossCheck, CollisionsAreExaminedAndRejected) {
  // With every hash 0, each move has every earlier pattern as a candidate under each of the 4
  // rotations: the verification must actually run and reject the false ones, including
  // same-size patterns ({a} after move 1 against {b} after move 3) compared square by square.
  BasicBoard<ZeroKey> board(5);
  PatternLog log;
  int repeats = 0;
  Cell a{0, 0}, b{0, 1}, c{2, 3};
  for (Cell cell : {a, b, a, c}) {
    board.toggle(cell);
    if (log.record(board, cell)) ++repeats;
  }
  EXPECT_EQ(repeats, 0);
  EXPECT_EQ(log.rejected_candidates(), 4u * (0 + 1 + 2 + 3));
  // And a true repeat is still found among the collisions: removing c gives {b} again.
  board.toggle(c);
  auto repeat = log.record(board, c);
  ASSERT_TRUE(repeat.has_value());
  EXPECT_EQ(repeat->earlier, 3u);
  EXPECT_EQ(repeat->quarter_turns, 0);
}

}  // namespace
}  // namespace gg::spot
