// `gridgames mine play`: a person against the engine on a random board, in the terminal.
// The engine plays a winning click whenever its exact analysis finds one; in a lost position
// (or one beyond the budget, said so) it plays the first hidden cell. `hint` shows a winning click.
#include <iostream>
#include <random>
#include <sstream>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "frontends/cli/mine_common.h"
#include "frontends/cli/terminal_input.h"
#include "core/errors.h"
#include "core/progress.h"
#include "mine/face.h"

namespace gg::cli {

namespace {

struct MinePlayArgs {
  std::vector<int> size{9, 9, 12};  // N M K
  std::uint64_t seed = 0;
  bool engine_first = false;
  MineBudgetArgs budget;
};

// A winning click for the player to move: cell, or -1 when none; `why` says what was found.
int winning_click(const mine::Board& board, mine::Solver& solver, std::string& why) {
  mine::ClickChoice choice = mine::choose_click(board, solver);
  switch (choice.why) {
    case mine::ClickChoice::Why::kWinning: why = "winning click"; break;
    case mine::ClickChoice::Why::kNoWinningClick: why = "no winning click: every click loses against perfect play"; break;
    case mine::ClickChoice::Why::kBeyondBudget: why = "not solved within the budget (" + choice.beyond + ")"; break;
    case mine::ClickChoice::Why::kInterrupted: why = "interrupted"; break;
  }
  return choice.cell;
}

int run_mine_play(const MinePlayArgs& args) {
  std::uint64_t seed = args.seed ? args.seed : std::random_device{}();
  mine::GameState state(random_mine_board(args.size, seed, "--size"));
  mine::Solver solver(args.budget.budget());
  const int human = args.engine_first ? 1 : 0;
  std::cout << "Two-player Minesweeper, board " << args.size[0] << " x " << args.size[1] << " with "
            << count_of(args.size[2], "mine") << " (seed " << seed << "). Both players see the mines ('*').\n"
            << "Take turns clicking hidden cells ('.'); who has no cell left to click loses.\n"
            << "Type 'ROW COL' to click, 'hint' for a winning click, 'quit' to stop.\n";
  std::string line;
  while (!state.is_terminal()) {
    std::cout << '\n' << mine::draw_board(state.board());
    const mine::Board& board = state.board();
    if (state.current_player() != human) {
      std::string why;
      int cell = winning_click(board, solver, why);
      if (gg::interrupted()) {
        std::cout << "interrupted\n";
        return kExitInterrupted;
      }
      if (cell < 0) cell = state.legal_moves().front();
      std::cout << "engine clicks " << cell / board.cols << " " << cell % board.cols << " (" << why << ")\n";
      state.play(cell);
      continue;
    }
    std::cout << "your click> " << std::flush;
    LineRead read = read_line_interruptibly(line);
    if (read == LineRead::kInterrupted) {
      std::cout << "\ninterrupted\n";
      return kExitInterrupted;
    }
    if (read == LineRead::kEnd || line == "quit" || line == "q") {
      std::cout << "\nbye\n";
      return kExitOk;
    }
    if (line == "hint" || line == "h") {
      std::string why;
      int cell = winning_click(board, solver, why);
      if (cell >= 0) std::cout << "hint: click " << cell / board.cols << " " << cell % board.cols << "\n";
      else std::cout << "hint: " << why << "\n";
      continue;
    }
    std::istringstream parts(line);
    int r = -1, c = -1;
    std::string rest;
    if (!(parts >> r >> c) || (parts >> rest) || r < 0 || r >= board.rows || c < 0 || c >= board.cols) {
      std::cout << "type 'ROW COL' (0-based, as drawn), 'hint' or 'quit'\n";
      continue;
    }
    int cell = board.index(r, c);
    if (board.mine[cell] || board.is_revealed(cell)) {
      std::cout << "that cell is " << (board.mine[cell] ? "a mine" : "already revealed") << "\n";
      continue;
    }
    state.play(cell);
  }
  std::cout << '\n' << mine::draw_board(state.board());
  std::cout << (state.current_player() == human ? "No cell left for you: the engine wins.\n"
                                                 : "No cell left for the engine: you win!\n");
  return kExitOk;
}

}  // namespace

void add_mine_play_command(CLI::App& mine) {
  static MinePlayArgs args;
  CLI::App* play = mine.add_subcommand("play", "Play against the engine on a random board in the terminal");
  play->add_option("--size", args.size, "N M K: rows, columns, mines")->expected(3)->capture_default_str();
  play->add_option("--seed", args.seed, "board seed (0: random)");
  play->add_flag("--engine-first", args.engine_first, "let the engine click first");
  add_mine_budget_options(*play, args.budget);
  play->footer(
      "In the game: 'ROW COL' clicks that cell (0-based, as drawn), 'hint' shows a winning click,\n"
      "'quit' ends the game; Ctrl-C stops it at once (exit status 130).\n"
      "Example: gridgames mine play --size 9 9 12 --seed 3");
  play->callback([] { exit_status() = guarded("<stdin>", [] { return run_mine_play(args); }); });
}

}  // namespace gg::cli
