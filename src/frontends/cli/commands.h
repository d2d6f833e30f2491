// Registration of the `gridgames` subcommands: one function per top-level subcommand, each in
// its own file. The CLI only parses arguments and calls the library.
#pragma once

#include <CLI/CLI.hpp>

namespace gg::cli {

void add_games_command(CLI::App& app);    // games.cpp: the registered games
void add_bench_command(CLI::App& app);    // bench.cpp: the engines' search signatures
void add_judge_command(CLI::App& app);    // judge.cpp
void add_othello_command(CLI::App& app);  // othello.cpp
void add_othello_play_commands(CLI::App& othello);  // othello_play.cpp: analyze, play
void add_othello_nboard_command(CLI::App& othello);  // othello_nboard.cpp
void add_othello_perft_command(CLI::App& othello);  // othello_perft.cpp
void add_othello_solve_command(CLI::App& othello);  // othello_solve.cpp
void add_gomoku_command(CLI::App& app);   // gomoku.cpp
void add_gomoku_play_commands(CLI::App& gomoku);  // gomoku_brain.cpp: solve, brain, play
void add_gomoku_analyze_command(CLI::App& gomoku);  // gomoku_analyze.cpp
void add_gomoku_review_command(CLI::App& gomoku);  // gomoku_review.cpp
void add_gomoku_train_command(CLI::App& gomoku);  // gomoku_train.cpp: generate, fit
void add_mine_command(CLI::App& app);     // mine.cpp
void add_mine_play_command(CLI::App& mine);  // mine_play.cpp
void add_spot_command(CLI::App& app);     // spot.cpp: solve, analyze, play
void add_serve_command(CLI::App& app);    // serve.cpp: the JSON API over HTTP

// The Gomocup brain on stdin/stdout (gomoku.cpp): what `pbrain-gridgames` runs.
int run_gomoku_brain();

}  // namespace gg::cli
