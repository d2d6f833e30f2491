// Options and helpers shared by the `gridgames mine` commands.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "core/memory_budget.h"
#include "mine/face.h"

namespace gg::cli {

struct MineBudgetArgs {
  std::uint64_t states = 0;
  double seconds = 10;
  // --max-memory: the memo is the engine's one big table.
  mine::Budget budget() const { return mine::solver_budget({states, seconds, memory_budget()}); }
};

void add_mine_budget_options(CLI::App& command, MineBudgetArgs& args);
// A random board from N M K given by `option` (--random, --size), checked: sizes 1..1000, K <= N*M;
// a bad value is a usage error naming the option.
mine::Board random_mine_board(const std::vector<int>& nmk, std::uint64_t seed, const std::string& option);
// Plays "R,C" clicks in order on `board` (marks revealed cells); throws InputError (line 0) for a
// malformed, off-board, mine or already revealed click.
void apply_clicks(mine::Board& board, const std::vector<std::string>& clicks);

}  // namespace gg::cli
