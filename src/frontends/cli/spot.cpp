// `gridgames spot ...`: exact values of Spot games (solve), every move of a position (analyze),
// and a game against the engine in the terminal (play). The library (spot/solver.h) decides;
// this file parses, formats text and JSON, and maps limits to exit statuses.
#include <chrono>
#include <ctime>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "frontends/cli/terminal_input.h"
#include "core/progress.h"
#include "spot/face.h"

namespace gg::cli {

namespace {

struct SpotArgs {
  std::string file;
  std::int64_t size = 0;     // --size: the empty board of this size instead of a file
  bool json = false;
  bool search_only = false;
  std::uint64_t nodes = 0;
  bool engine_first = false;  // play
};

// The move that toggles `cell` after `game`'s moves, as the referee writes it: "r c +" / "r c -".
std::string move_text(const spot::GameRecord& game, std::size_t played, spot::Cell cell) {
  bool occupied = false;
  for (std::size_t i = 0; i < played && i < game.moves.size(); ++i) occupied ^= game.moves[i] == cell;
  return std::to_string(cell.row + 1) + " " + std::to_string(cell.col + 1) + (occupied ? " -" : " +");
}

// The line's moves as text, each with its operation, following on from `game`.
std::vector<std::string> line_texts(const spot::GameRecord& game, const std::vector<spot::Cell>& line) {
  spot::GameRecord extended = game;
  std::vector<std::string> texts;
  for (spot::Cell cell : line) {
    texts.push_back(move_text(extended, extended.moves.size(), cell));
    extended.moves.push_back(cell);
  }
  return texts;
}

const char* value_word(int value) { return value > 0 ? "wins" : value < 0 ? "loses" : "draws"; }
// "you win", "the engine loses", "a draw".
std::string outcome(const std::string& who, int value) {
  if (value == 0) return "a draw";
  bool plural = who == "you";
  return who + (value > 0 ? (plural ? " win" : " wins") : (plural ? " lose" : " loses"));
}
// "the player to move wins with perfect play", "a draw with perfect play".
std::string verdict(int value) {
  return std::string(value == 0 ? "a draw" : value > 0 ? "the player to move wins" : "the player to move loses") +
         " with perfect play";
}
const char* method_name(spot::Method method) {
  switch (method) {
    case spot::Method::kGameOver: return "game over";
    case spot::Method::kLemma: return "counting lemma";
    default: return "search";
  }
}

spot::GameRecord read_position(const SpotArgs& args) {
  if (args.size != 0) {
    if (args.size < 2 || args.size > spot::Board::kMaxSize)
      throw UsageError("--size must be between 2 and " + std::to_string(spot::Board::kMaxSize));
    return spot::GameRecord{args.size, {}};
  }
  Input input = open_input(args.file);
  return spot::read_game_record(input.reader);
}

spot::SolveOptions options_of(const SpotArgs& args) {
  // The memo may use the whole --max-memory budget.
  return spot::solve_options({args.nodes, 0, std::uint64_t{budget_megabytes()} << 20}, !args.search_only);
}

// The position's header: "N=3, move 1, player 1 to move".
std::string header(const spot::GameRecord& game) {
  return "N=" + std::to_string(game.n) + ", move " + std::to_string(game.moves.size() + 1) +
         ", player " + std::to_string(game.moves.size() % 2 + 1) + " to move";
}

std::string game_over_text(const spot::GameRecord& game) {
  if (auto repeat = spot::final_repeat(game))
    return "game over: player " + std::to_string((repeat->move - 1) % 2 + 1) + " repeated on move " +
           std::to_string(repeat->move) + " (the pattern of move " + std::to_string(repeat->earlier) +
           ") and lost";
  return "game over: a draw after " + std::to_string(game.moves.size()) + " moves";
}

// Reports a search that stopped before an answer: exit 3 at its limit, 130 after Ctrl-C.
int stopped(const SpotArgs& args, const spot::SolveResult& result) {
  std::cout.flush();
  if (interrupted()) {
    std::cerr << "gridgames: interrupted after " << result.nodes << " nodes: no value established\n";
    return kExitInterrupted;
  }
  std::cerr << "gridgames: the search stopped at its limit (--nodes " << args.nodes << ") after "
            << result.nodes << " nodes without a value; nothing is guessed\n";
  return kExitBeyondLimits;
}

int run_spot_solve(const SpotArgs& args) {
  spot::GameRecord game = read_position(args);
  auto start = std::chrono::steady_clock::now();
  std::clock_t cpu_start = std::clock();
  spot::SolveResult result = spot::solve(game, options_of(args));
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  double cpu = double(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  if (!result.solved) return stopped(args, result);
  std::vector<std::string> line = line_texts(game, result.line);
  if (args.json) {
    nlohmann::json out = {{"size", game.n},
                          {"moves_played", game.moves.size()},
                          {"to_move", game.moves.size() % 2 + 1},
                          {"value", result.value},
                          {"method", method_name(result.method)},
                          {"move", result.move ? nlohmann::json(line.front()) : nlohmann::json(nullptr)},
                          {"line", line},
                          {"line_complete", result.line_complete},
                          {"nodes", result.nodes},
                          {"memo_entries", result.memo_entries},
                          {"seconds", seconds},
                          {"cpu_seconds", cpu}};
    std::cout << out.dump() << '\n';
    return kExitOk;
  }
  if (result.method == spot::Method::kGameOver) {
    std::cout << header(game) << ": " << game_over_text(game) << '\n';
    return kExitOk;
  }
  std::cout << header(game) << ": " << verdict(result.value) << " (" << method_name(result.method);
  if (result.method == spot::Method::kSearch) std::cout << ", " << result.nodes << " nodes";
  std::cout << ")\n";
  if (result.method == spot::Method::kLemma)
    std::cout << "why: on boards of 3 x 3 and larger a player always has a move that repeats no "
                 "pattern (docs/spot.md), so nobody can be forced to lose\n";
  std::cout << "best move: " << line.front() << '\n' << "line:";
  for (const std::string& move : line) std::cout << "  " << move;
  if (!result.line_complete) std::cout << "  ... (first " << line.size() << " moves)";
  std::cout << '\n';
  return kExitOk;
}

std::string repeat_text(const spot::Repeat& repeat) {
  std::string turned = repeat.quarter_turns == 0 ? "as it was"
                       : "turned " + std::to_string(90 * repeat.quarter_turns) + " degrees";
  return "loses at once: repeats the pattern of move " + std::to_string(repeat.earlier) + " (" + turned + ")";
}

int run_spot_analyze(const SpotArgs& args) {
  spot::GameRecord game = read_position(args);
  spot::Analysis analysis = spot::analyze(game, options_of(args));
  if (!analysis.position.solved && interrupted()) return stopped(args, analysis.position);
  if (args.json) {
    nlohmann::json out = {{"size", game.n},
                          {"moves_played", game.moves.size()},
                          {"to_move", game.moves.size() % 2 + 1},
                          {"game_over", analysis.game_over}};
    out["value"] = analysis.position.solved ? nlohmann::json(analysis.position.value) : nlohmann::json(nullptr);
    out["moves"] = nlohmann::json::array();
    for (const spot::MoveValue& move : analysis.moves) {
      nlohmann::json entry = {{"move", move_text(game, game.moves.size(), move.cell)},
                              {"value", move.value ? nlohmann::json(*move.value) : nlohmann::json(nullptr)}};
      if (move.repeat)
        entry["repeats"] = {{"move", move.repeat->earlier}, {"quarter_turns", move.repeat->quarter_turns}};
      out["moves"].push_back(entry);
    }
    std::cout << out.dump() << '\n';
    return analysis.position.solved ? kExitOk : stopped(args, analysis.position);
  }
  if (analysis.game_over) {
    std::cout << header(game) << ": " << game_over_text(game) << '\n';
    return kExitOk;
  }
  std::cout << header(game) << ": ";
  if (analysis.position.solved)
    std::cout << verdict(analysis.position.value) << '\n';
  else
    std::cout << "value not established within the limit\n";
  for (const spot::MoveValue& move : analysis.moves) {
    std::cout << move_text(game, game.moves.size(), move.cell) << "  ";
    if (move.repeat) std::cout << repeat_text(*move.repeat);
    else if (move.value) std::cout << value_word(*move.value);
    else std::cout << "unknown (limit reached)";
    std::cout << '\n';
  }
  return analysis.position.solved ? kExitOk : stopped(args, analysis.position);
}

// The board as rows of '.' and 'o', with 1-based coordinates, for boards up to 26 x 26.
std::string draw(const spot::GameRecord& game) {
  if (game.n > 26) return "(" + std::to_string(game.n) + " x " + std::to_string(game.n) + " board)\n";
  spot::Board board(game.n);
  for (spot::Cell cell : game.moves) board.toggle(cell);
  std::ostringstream out;
  out << "    ";
  for (std::int64_t col = 1; col <= game.n; ++col) out << (col % 10);
  out << '\n';
  for (std::int64_t row = 0; row < game.n; ++row) {
    out << (row + 1 < 10 ? "  " : " ") << row + 1 << ' ';
    for (std::int64_t col = 0; col < game.n; ++col) out << (board.occupied({row, col}) ? 'o' : '.');
    out << '\n';
  }
  return out.str();
}

constexpr const char* kPlayCommands =
    "Commands: 'ROW COL' toggles that square (1-based: places a spot or takes one away), 'hint'\n"
    "shows the engine's choice for you, 'undo' takes back your last move and the engine's reply,\n"
    "'help' shows this, 'quit' ends the game. The game is printed in the referee's format at the\n"
    "end (readable by 'gridgames judge spot' and 'gridgames spot analyze').";

int run_spot_play(const SpotArgs& args) {
  if (args.size < 2 || args.size > 1000) throw UsageError("--size must be between 2 and 1000 for play");
  spot::GameRecord game{args.size, {}};
  const std::size_t human = args.engine_first ? 1 : 0;
  spot::SolveOptions options;  // exact: the lemma on N >= 3, the search on 2 x 2
  std::cout << "The Spot Game on " << game.n << " x " << game.n << ": a move that makes a pattern seen "
            << "before, turned or not, loses; " << 2 * game.n << " moves without one is a draw.\nYou are player "
            << human + 1 << ". " << kPlayCommands << "\n";
  auto finish = [&](int status) {
    std::cout << "\nThe game:\n" << spot::write_game_record(game) << std::flush;
    return status;
  };
  std::string line;
  while (!spot::final_repeat(game) && static_cast<std::int64_t>(game.moves.size()) < 2 * game.n) {
    std::cout << '\n' << draw(game);
    if (game.moves.size() % 2 != human) {
      spot::SolveResult result = spot::solve(game, options);
      spot::Cell cell = result.move ? *result.move : spot::Cell{0, 0};
      std::cout << "engine plays " << move_text(game, game.moves.size(), cell) << " (perfect play: "
                << outcome("the engine", result.value) << ")\n";
      game.moves.push_back(cell);
      continue;
    }
    std::cout << "your move> " << std::flush;
    LineRead read = read_line_interruptibly(line);
    if (read == LineRead::kInterrupted) {
      std::cout << "\ninterrupted\n";
      return finish(kExitInterrupted);
    }
    if (read == LineRead::kEnd || line == "quit" || line == "q") {
      std::cout << "\nbye\n";
      return finish(kExitOk);
    }
    if (line == "help" || line == "?") {
      std::cout << kPlayCommands << '\n';
      continue;
    }
    if (line == "hint" || line == "h") {
      spot::SolveResult result = spot::solve(game, options);
      std::cout << "hint: " << move_text(game, game.moves.size(), *result.move) << " (perfect play: "
                << outcome("you", result.value) << ")\n";
      continue;
    }
    if (line == "undo" || line == "u") {
      // It is your turn, so the engine made the last move and you the one before.
      if (game.moves.size() < 2) {
        std::cout << "nothing to take back\n";
        continue;
      }
      game.moves.resize(game.moves.size() - 2);
      std::cout << "took back your last move and the engine's reply\n";
      continue;
    }
    std::istringstream parts(line);
    std::int64_t row = 0, col = 0;
    std::string rest;
    if (!(parts >> row >> col) || (parts >> rest) || row < 1 || row > game.n || col < 1 || col > game.n) {
      std::cout << "type 'ROW COL' with both from 1 to " << game.n << ", or 'help'\n";
      continue;
    }
    game.moves.push_back({row - 1, col - 1});
  }
  std::cout << '\n' << draw(game);
  if (auto repeat = spot::final_repeat(game)) {
    bool you_lost = (repeat->move - 1) % 2 == human;
    std::cout << "Move " << repeat->move << " repeats the pattern of move " << repeat->earlier << ": "
              << (you_lost ? "you lose." : "the engine loses: you win!") << '\n';
  } else {
    std::cout << "No repeat in " << 2 * game.n << " moves: a draw.\n";
  }
  return finish(kExitOk);
}

}  // namespace

void add_spot_command(CLI::App& app) {
  static SpotArgs args;
  CLI::App* spot = app.add_subcommand("spot", "The Spot Game: exact values, analysis, play");
  spot->require_subcommand(1, 1);

  auto add_position = [](CLI::App* sub) {
    sub->add_option("FILE", args.file,
                    "a game given part-way in the referee format: N, then the moves 'r c +' or "
                    "'r c -' played so far, optionally the final '0' ('-' or none: standard input)");
    sub->add_option("--size", args.size, "the empty N x N board instead of a file")->excludes("FILE");
    sub->add_flag("--json", args.json, "print one JSON object");
    sub->add_flag("--search-only", args.search_only,
                  "decide by search alone, without the counting lemma (boards up to 8 x 8)");
    sub->add_option("--nodes", args.nodes, "stop the search after this many nodes (exit status 3; 0: no limit)")
        ->check(non_negative());
  };

  CLI::App* solve = spot->add_subcommand("solve", "The perfect-play result of a position, a best move and a line");
  add_position(solve);
  solve->footer(
      "The value is for the player to move: 1 wins, 0 draw, -1 loses. On boards of 3 x 3 and\n"
      "larger every position a game reaches is a draw (a counting argument, docs/spot.md); 2 x 2\n"
      "is searched. --search-only proves the small boards by search alone. Examples:\n"
      "  gridgames spot solve --size 2\n"
      "  gridgames spot solve --size 4 --search-only --json\n"
      "  printf '2\\n1 1 +\\n2 2 +\\n' | gridgames spot solve");
  solve->callback([] { exit_status() = guarded(args.file.empty() ? "<stdin>" : args.file, [] { return run_spot_solve(args); }); });

  CLI::App* analyze = spot->add_subcommand("analyze", "Every legal move of a position with its value");
  add_position(analyze);
  analyze->footer(
      "Each move ('r c +' places a spot, 'r c -' takes one away) with its value for the player\n"
      "making it; a move that repeats an earlier pattern is marked with the move and the turn it\n"
      "repeats. Example:\n"
      "  printf '2\\n1 1 +\\n2 2 +\\n' | gridgames spot analyze");
  analyze->callback([] { exit_status() = guarded(args.file.empty() ? "<stdin>" : args.file, [] { return run_spot_analyze(args); }); });

  CLI::App* play = spot->add_subcommand("play", "Play against the engine in the terminal");
  play->add_option("--size", args.size, "board size N (2 to 1000)")->required();
  play->add_flag("--engine-first", args.engine_first, "let the engine make the first move");
  play->footer(std::string(kPlayCommands) + "\nExample:\n  gridgames spot play --size 3");
  play->callback([] { exit_status() = guarded("<stdin>", [] { return run_spot_play(args); }); });
}

}  // namespace gg::cli
