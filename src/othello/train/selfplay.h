// Training data for the learned evaluation: self-play games from varied openings, their
// positions labelled with final disc differences.
//
// A game: a few uniformly random moves (the varied opening), then the midgame engine (search.h,
// with whatever evaluation is active) at a fixed depth with an occasional random move, down to
// `exact_empties` empties; from there every position is solved exactly (endgame.h) and the game
// goes on with a best move, or now and then a random one so that late positions vary too.
// Every position is kept, the random opening's too, except finished ones and forced passes.
// Labels: positions solved exactly carry their exact score; earlier ones carry the exact score
// of the game's first solved position (the "game result" under perfect play from there), seen
// from their side to move.
//
// Each game draws from its own generator seeded by (seed, game number), so the data do not
// depend on the number of threads.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "othello/board.h"

namespace gg::othello::train {

struct SelfPlayOptions {
  int games = 1000;
  std::uint64_t seed = 1;
  int random_plies_min = 4;      // uniformly random opening moves: min..max
  int random_plies_max = 14;
  int depth = 4;                 // midgame search depth of the engine's moves
  int random_move_percent = 5;   // chance that a later move (midgame or endgame) is random
  int exact_empties = 18;        // positions with this many empties or fewer are solved exactly
  int threads = 1;
};

struct Sample {
  Bitboard player = 0;
  Bitboard opponent = 0;
  std::int8_t score = 0;  // final disc difference for the side to move
  bool exact = false;     // solved exactly (else the game's result)
  std::uint32_t game = 0;  // the game it comes from (the test set holds out whole games)
};

// The labelled positions of game number `game` (no finished positions, no positions where the
// side to move must pass).
std::vector<Sample> self_play_game(const SelfPlayOptions& options, int game);

// All games, in game order; `progress` (if set) is called with the number of games done.
std::vector<Sample> self_play(const SelfPlayOptions& options, const std::function<void(int)>& progress = {});

// Binary sample files: "GGOSAMP1", u64 count, then per sample player, opponent (u64 each),
// score (i8), exact (u8), game (u32). Throw std::runtime_error with the file name on failure.
void write_samples(const std::string& path, const std::vector<Sample>& samples);
std::vector<Sample> read_samples(const std::string& path);

}  // namespace gg::othello::train
