// Training data for the learned evaluation (eval_weights.h): self-play games of the brain's
// engine (engine.h, with whatever evaluation is active) under a fixed node budget per move.
//
// A game: a random opening of opening_min..opening_max stones within 3 points of the centre
// (black and white in turn, drawn again until neither side has a four or a five point, as
// bench/gomoku_versus.py does), then the engine's moves, each replaced now and then
// (random_percent) by a random empty point next to the stones when the engine's move came from
// its main search (not a five, block or threat win, which a random move would only spoil). The
// game ends with a five, a renju foul or a full board (a draw). Games are stored whole (moves,
// the engine's score per move, the result): the fit replays them to extract its features.
//
// Each game draws from its own generator seeded by (seed, game number) and gets a fresh engine,
// so the data do not depend on the number of threads.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "gomoku/board.h"
#include "gomoku/rules.h"

namespace gg::gomoku::train {

struct SelfPlayOptions {
  int games = 1000;
  std::uint64_t seed = 1;
  Rule rule = Rule::kFreestyle;
  int size = 15;
  std::uint64_t nodes = 3000;  // main-search node budget per move (the engine's max_nodes)
  int opening_min = 3, opening_max = 5;
  int random_percent = 3;
  int threads = 1;
};

// No search score for this move (an opening stone, a random move, or a move the main search did
// not choose).
constexpr std::int16_t kNoScore = -32768;

struct GameRecord {
  Rule rule = Rule::kFreestyle;
  int size = 15;
  int opening = 0;                  // the first `opening` moves are the random opening
  std::vector<Point> moves;
  std::vector<std::int16_t> scores;  // per move: the engine's score for the side that played it
  int result = 0;                    // +1 black won, -1 white won, 0 draw
  std::uint32_t game = 0;            // game number (the fit holds out whole games)
};

GameRecord self_play_game(const SelfPlayOptions& options, int game);
// All games, in game order; `progress` (if set) is called with the number of games done.
std::vector<GameRecord> self_play(const SelfPlayOptions& options, const std::function<void(int)>& progress = {});

// Binary games files: "GGGMGAME", u32 version (1), u64 games, then per game u8 rule, u8 size,
// i8 result, u8 opening, u32 game number, u16 moves, per move u8 x, u8 y, i16 score. Throw
// std::runtime_error with the file name and the game's number on failure.
void write_games(const std::string& path, const std::vector<GameRecord>& games);
std::vector<GameRecord> read_games(const std::string& path);

}  // namespace gg::gomoku::train
