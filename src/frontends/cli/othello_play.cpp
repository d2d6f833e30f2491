// `gridgames othello analyze | play`: the midgame engine's commands (nboard: othello_nboard.cpp).
#include <unistd.h>

#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "frontends/cli/othello_eval.h"
#include "frontends/cli/terminal_input.h"
#include "core/progress.h"
#include "othello/face.h"
#include "frontends/othello_terminal.h"

namespace gg::cli {

namespace {

using othello::Board;

// Calls `each(board, line)` for every position of POSITION: an OBF board ("64 squares, side to
// move"; line 0) or a file (or "-") of OBF lines, read one at a time so that results before a bad
// line are printed. Blank lines and lines starting with '%' or '#' are skipped; text after the
// side to move (an OBF comment) is ignored.
template <class Each>
void for_each_position(const std::string& text, Each each) {
  Board board;
  std::string error;
  if (othello::parse_board_text(text, board, &error)) return each(board, std::size_t{0});
  if (text.size() >= 64 && text.find_first_not_of("XxOo*-. \t") >= 64)
    throw InputError(0, "position " + quote_for_error(text) + ": " + error);
  Input input = open_input(text);
  std::string_view line;
  while (input.reader.next(line)) {
    std::size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string_view::npos || line[first] == '%' || line[first] == '#') continue;
    if (!othello::parse_board_text(line.substr(first), board, &error))
      throw InputError(input.reader.line_number(), error);
    each(board, input.reader.line_number());
    if (gg::interrupted()) return;
  }
}

// One analysis as JSON (docs/cli.md): the keys of `othello solve --json` for the best move
// (score, move, pv, nodes, seconds), with every move's score; scores in discs for the side to
// move. `where` is {"line": N} or {"game": K}.
nlohmann::ordered_json analysis_json(nlohmann::ordered_json where, const Board& board,
                                     const othello::SearchResult& result) {
  auto discs = [](int value) { return value / double(othello::kDisc); };
  nlohmann::ordered_json out = std::move(where);
  out["to_move"] = othello::color_name(board.to_move);
  out["empties"] = board.position.empty_count();
  out["game_over"] = result.move == othello::kNoMove;
  out["depth"] = result.depth;
  out["exact"] = result.exact || result.move == othello::kNoMove;
  out["stopped"] = result.stopped;
  out["score"] = discs(result.score);
  out["move"] = result.move == othello::kNoMove ? nlohmann::ordered_json() : nlohmann::ordered_json(othello::square_name(result.move));
  nlohmann::ordered_json pv = nlohmann::ordered_json::array(), moves = nlohmann::ordered_json::array();
  for (int m : result.pv) pv.push_back(othello::square_name(m));
  for (const othello::MoveScore& m : result.moves)
    moves.push_back({{"move", othello::square_name(m.move)}, {"score", discs(m.score)}});
  out["pv"] = pv;
  out["moves"] = moves;
  out["nodes"] = result.nodes;
  out["seconds"] = result.seconds;
  return out;
}

struct OthelloAnalyzeArgs {
  std::string position;
  std::string position_option;
  int depth = 10;
  double seconds = 0;
  std::uint64_t nodes = 0;
  int exact = -1;
  bool bench = false;
  bool ggf = false;
  bool json = false;
};

int run_othello_analyze(const OthelloAnalyzeArgs& args) {
  if (args.bench) {
    BenchSignature signature = othello::midgame_signature(args.depth);
    std::cout << "bench: " << signature.positions << " positions, depth " << args.depth << ", nodes "
              << signature.nodes << ", " << signature.seconds << " s, "
              << static_cast<long long>(signature.nodes / std::max(signature.seconds, 1e-9)) << " nodes/s\n";
    return kExitOk;
  }
  std::string text = !args.position_option.empty() ? args.position_option : args.position;
  if (text.empty()) text = "-";
  othello::Engine engine(table_megabytes_within_budget(othello::Engine::kDefaultTableMegabytes));
  engine.set_depth(args.depth);
  engine.limits().budget.seconds = args.seconds;
  engine.limits().budget.nodes = args.nodes;
  if (args.exact >= 0) engine.limits().exact_empties = args.exact;
  if (args.ggf) {
    // Each GGF game is replayed (legality checked) and the position it reached is analysed.
    Input input = open_input(text);
    std::vector<othello::GgfGame> games = othello::read_ggf(input.reader);
    // Nothing to analyse is an error, not a silent success (an empty file, a wrong redirect).
    if (games.empty()) throw InputError(0, "no game to analyse (GGF records: (;GM[Othello]...;))");
    for (std::size_t k = 0; k < games.size(); ++k) {
      try {
        engine.set_game(games[k]);
      } catch (const InputError& error) {
        throw InputError(0, "game " + std::to_string(k + 1) + ": " + error.what());
      }
      if (!args.json)
        std::cout << (k > 0 ? "\n" : "") << "game " << k + 1 << " (" << games[k].property("PB") << " - "
                  << games[k].property("PW") << "), after " << engine.moves().size() << " moves\n";
      othello::SearchResult result = engine.analyze();
      if (args.json)
        std::cout << analysis_json({{"game", k + 1}, {"after_moves", engine.moves().size()}}, engine.board(), result)
                         .dump()
                  << std::endl;
      else
        std::cout << othello::format_analysis(engine.board(), result, true) << std::flush;
      if (gg::interrupted()) return kExitInterrupted;
    }
    return kExitOk;
  }
  int count = 0;
  for_each_position(text, [&](const Board& board, std::size_t line) {
    if (line > 0 && !args.json)
      std::cout << (count > 0 ? "\n" : "") << "position " << count + 1 << " (line " << line << ")\n";
    ++count;
    engine.new_game(board);
    othello::SearchResult result = engine.analyze();
    if (args.json) std::cout << analysis_json({{"line", line}}, board, result).dump() << std::endl;
    else std::cout << othello::format_analysis(board, result, true) << std::flush;
  });
  if (gg::interrupted()) return kExitInterrupted;
  if (count == 0) throw InputError(0, "no position to analyse (an OBF line: 64 squares, then X or O)");
  return kExitOk;
}

}  // namespace

void add_othello_play_commands(CLI::App& othello) {
  static OthelloAnalyzeArgs analyze_args;
  CLI::App* analyze = othello.add_subcommand(
      "analyze", "The value of every legal move of a position (midgame search, exact near the end)");
  analyze->add_option("POSITION", analyze_args.position,
                      "an OBF board (64 squares X/O/-, then the side to move) or a file of them ('-': stdin)");
  analyze->add_option("--position", analyze_args.position_option, "the position as an OBF board");
  analyze->add_option("--depth,-d", analyze_args.depth, "midgame search depth (default 10)")->check(CLI::Range(1, 60));
  analyze->add_option("--time,-t", analyze_args.seconds, "stop after about this many seconds per position")
      ->check(non_negative());
  analyze->add_option("--nodes,-n", analyze_args.nodes, "stop after about this many nodes per position")
      ->check(non_negative());
  analyze->add_option("--exact", analyze_args.exact,
                      "search to the end (exact values) with this many empties or fewer (default 2 * depth, 8..20)")
      ->check(CLI::Range(0, 60));
  analyze->add_flag("--ggf", analyze_args.ggf,
                    "POSITION is a file of GGF game records: analyse the position each game reached");
  analyze->add_flag("--json", analyze_args.json,
                    "one JSON object per position: {\"line\" (0: a board given as text) or \"game\" and "
                    "\"after_moves\" (--ggf), \"to_move\", \"empties\", \"game_over\", \"depth\", \"exact\", "
                    "\"stopped\", \"score\", \"move\", \"pv\", \"moves\": [{\"move\", \"score\"}], \"nodes\", "
                    "\"seconds\"} (docs/cli.md)");
  analyze->add_flag("--bench", analyze_args.bench,
                    "print the bench signature (fixed positions at --depth, default 10: node count) and exit");
  analyze->footer(
      "Values are final disc differences for the side to move: heuristic ones with two decimals,\n"
      "exact ones (the search reached the end of the game) as whole numbers.\n\n"
      "Examples:\n"
      "  gridgames othello analyze --depth 6 --position '---------------------------OX------XO--------------------------- X'\n"
      "  head -2 data/othello/ffo40-59.obf | gridgames othello analyze --depth 4 --exact 0 --json -\n");
  analyze->callback([] {
    // Errors name the file (with its line), or "position" for a board given as text.
    std::string source = analyze_args.position;
    if (!analyze_args.position_option.empty() || (source.size() >= 64 && !analyze_args.ggf)) source = "position";
    if (source.empty() || source == "-") source = "<stdin>";
    exit_status() = guarded(source, [] {
      choose_othello_evaluation();
      return run_othello_analyze(analyze_args);
    });
  });

  static othello::PlayOptions play_options;
  static std::string color = "black";
  CLI::App* play = othello.add_subcommand("play", "Play against the engine in the terminal");
  play->add_option("--color,--colour,-c", color, "your colour: black (X, moves first) or white (O)")
      ->check(CLI::IsMember({"black", "white", "X", "O", "x", "o"}));
  play->add_option("--level,-l", play_options.level, "engine strength: search depth 1..20 (default 6)")
      ->check(CLI::Range(1, 20));
  play->add_option("--time,-t", play_options.seconds, "engine time per move in seconds (default: depth only)")
      ->check(non_negative());
  play->footer(
      "In the game: a move such as f5 (column a-h, row 1-8), undo (your last move and the reply),\n"
      "hint (the three best moves), help, quit; at the end the game is printed as a GGF record.\n"
      "Ctrl-C stops the game at once, even while the engine thinks (exit status 130).\n"
      "Example: gridgames othello play --color white --level 8");
  play->callback([] {
    play_options.human = (color == "white" || color == "O" || color == "o") ? othello::kWhite : othello::kBlack;
    play_options.table_megabytes = table_megabytes_within_budget(othello::Engine::kDefaultTableMegabytes);
    exit_status() = guarded("<stdin>", [] {
      choose_othello_evaluation();
      // Read so that Ctrl-C at the prompt stops at once (a LineReader would wait on after it).
      auto read_line = [](std::string& line) { return read_line_interruptibly(line) == LineRead::kLine; };
      othello::PlayEnd end = othello::play_in_terminal(read_line, std::cout, play_options);
      return end == othello::PlayEnd::kInterrupted ? kExitInterrupted : kExitOk;
    });
  });
}

}  // namespace gg::cli
