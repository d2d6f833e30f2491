#include "frontends/cli/mine_common.h"

#include "core/errors.h"
#include "core/line_reader.h"
#include "frontends/cli/common.h"
#include "mine/face.h"

namespace gg::cli {

void add_mine_budget_options(CLI::App& command, MineBudgetArgs& args) {
  command.add_option("--budget", args.states,
                     "search states per part (0: default 2000000); beyond it: exit status 3, no guess")
      ->check(non_negative());
  command.add_option("--seconds", args.seconds, "processor seconds per part (0: none)")
      ->check(non_negative())
      ->capture_default_str();
}

mine::Board random_mine_board(const std::vector<int>& nmk, std::uint64_t seed, const std::string& option) {
  if (nmk[0] < 1 || nmk[0] > 1000 || nmk[1] < 1 || nmk[1] > 1000)
    throw UsageError(option + ": N and M must be between 1 and 1000");
  if (nmk[2] < 0 || std::int64_t(nmk[2]) > std::int64_t(nmk[0]) * nmk[1])
    throw UsageError(option + ": K must be between 0 and N*M");
  return mine::random_board(nmk[0], nmk[1], nmk[2], seed);
}

void apply_clicks(mine::Board& board, const std::vector<std::string>& clicks) {
  if (clicks.empty()) return;
  mine::GameState state(board);
  for (const std::string& click : clicks) {
    auto comma = click.find(',');
    if (comma == std::string::npos) throw UsageError("--click wants R,C, got '" + click + "'");
    std::string_view text(click);
    std::int64_t r = 0, c = 0;
    try {
      r = parse_int(text.substr(0, comma), 0, board.rows - 1, "--click row", 0);
      c = parse_int(text.substr(comma + 1), 0, board.cols - 1, "--click column", 0);
    } catch (const InputError& error) {
      throw UsageError(error.what());
    }
    int cell = board.index(int(r), int(c));
    if (board.mine[cell]) throw UsageError("--click " + click + " is a mine");
    if (state.board().is_revealed(cell)) throw UsageError("--click " + click + " is already revealed");
    state.play(cell);
  }
  board = state.board();
}

}  // namespace gg::cli
