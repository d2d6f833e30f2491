#include "frontends/othello_terminal.h"

#include <cctype>

#include "core/errors.h"
#include "core/progress.h"
#include "othello/face.h"

namespace gg::othello {

namespace {

const char* side_label(Color c) { return c == kBlack ? "X (black)" : "O (white)"; }

std::string lowercase_trimmed(std::string_view text) {
  std::string out;
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

constexpr const char* kHelp =
    "Commands: a move such as f5 (column a-h, row 1-8), undo, hint, help, quit.\n";

// Final result line, from the person's point of view.
std::string result_text(const Engine& engine, Color human) {
  const Board& board = engine.board();
  int black = gg::popcount(board.black()), white = gg::popcount(board.white());
  int score = board.to_move == kBlack ? board.position.score() : -board.position.score();  // for black
  std::string line = "Game over: X " + std::to_string(black) + ", O " + std::to_string(white) + ". ";
  int mine = human == kBlack ? score : -score;
  if (mine > 0) line += "You win by " + std::to_string(mine) + ".";
  else if (mine < 0) line += "gridgames wins by " + std::to_string(-mine) + ".";
  else line += "A draw.";
  return line;
}

// The game so far as a GGF record, with the players named.
std::string record_text(const Engine& engine, Color human) {
  GgfGame record = engine.game_record();
  record.set_property("PB", human == kBlack ? "you" : "gridgames");
  record.set_property("PW", human == kWhite ? "you" : "gridgames");
  if (engine.game_over()) {
    int black_score = engine.board().to_move == kBlack ? engine.position().score() : -engine.position().score();
    record.set_property("RE", std::to_string(black_score));
  }
  return write_ggf(record);
}

}  // namespace

std::string draw_board(const Board& board, Bitboard marked) {
  std::string out = "    a b c d e f g h\n";
  for (int row = 0; row < 8; ++row) {
    out += "  ";
    out += static_cast<char>('1' + row);
    for (int col = 0; col < 8; ++col) {
      int sq = square_of(row, col);
      out += ' ';
      if (board.black() & bit(sq)) out += 'X';
      else if (board.white() & bit(sq)) out += 'O';
      else if (marked & bit(sq)) out += '*';
      else out += '.';
    }
    out += '\n';
  }
  out += "  X " + std::to_string(gg::popcount(board.black())) + "  O " +
         std::to_string(gg::popcount(board.white())) + "  " + (board.to_move == kBlack ? "X" : "O") + " to move\n";
  return out;
}

PlayEnd play_in_terminal(LineReader& in, std::ostream& out, const PlayOptions& options) {
  return play_in_terminal(
      [&in](std::string& line) {
        std::string_view read;
        if (!in.next(read)) return false;
        line.assign(read);
        return true;
      },
      out, options);
}

PlayEnd play_in_terminal(const ReadLine& read_line, std::ostream& out, const PlayOptions& options) {
  Engine engine(options.table_megabytes);
  engine.set_depth(options.level);
  engine.limits().budget.seconds = options.seconds;
  Color human = options.human;
  out << "gridgames Othello: you play " << side_label(human) << ", gridgames level " << engine.depth()
      << ".\n" << kHelp;
  while (true) {
    if (engine.game_over()) {
      out << draw_board(engine.board(), 0) << result_text(engine, human) << "\n";
      out << "Game record (GGF): " << record_text(engine, human) << std::endl;
      return PlayEnd::kDone;
    }
    // Ctrl-C means stop, at the prompt as while the engine thinks (its search only cuts short).
    auto stop = [&] {
      out << "\nInterrupted: game abandoned.\nGame so far (GGF): " << record_text(engine, human) << std::endl;
      return PlayEnd::kInterrupted;
    };
    Color mover = engine.board().to_move;
    if (mover != human) {
      if (engine.must_pass()) {
        out << "gridgames has no move and passes.\n";
        engine.play(kPass);
        continue;
      }
      out << std::flush;  // what was said so far is on the screen while the engine thinks
      SearchResult result = engine.think();
      if (gg::interrupted()) return stop();
      out << "gridgames plays " << square_name(result.move) << " (its evaluation "
          << format_value(result.score, result.exact) << ").\n";
      engine.play(result.move);
      continue;
    }
    if (engine.must_pass()) {
      out << draw_board(engine.board(), 0) << "You have no move and must pass.\n";
      engine.play(kPass);
      continue;
    }
    out << draw_board(engine.board(), engine.legal()) << "Your move: " << std::flush;
    std::string line;
    if (!read_line(line)) {
      if (gg::interrupted()) return stop();
      out << "\nEnd of input: game abandoned.\n";
      return PlayEnd::kDone;
    }
    std::string command = lowercase_trimmed(line);
    if (command.empty()) continue;
    if (command == "quit" || command == "q") {
      out << "Game abandoned.\n";
      return PlayEnd::kDone;
    }
    if (command == "help" || command == "?") {
      out << kHelp;
      continue;
    }
    if (command == "undo" || command == "u") {
      // Back to the person's previous turn: undo the engine's replies and their own last move.
      bool undone = false;
      while (!engine.moves().empty()) {
        engine.undo();
        if (engine.board().to_move == human && !engine.must_pass()) {
          undone = true;
          break;
        }
      }
      // Without a move of the person's to take back, the engine simply plays its opening again.
      out << (undone ? "Move taken back.\n" : "Nothing to undo.\n");
      continue;
    }
    if (command == "hint" || command == "h") {
      SearchResult result = engine.analyze();
      if (gg::interrupted()) return stop();
      out << "Hint:";
      for (std::size_t i = 0; i < result.moves.size() && i < 3; ++i)
        out << ' ' << square_name(result.moves[i].move) << ' ' << format_value(result.moves[i].score, result.exact);
      out << "\n";
      continue;
    }
    int move = parse_square(command);
    if (move < 0 || move >= 64) {
      out << "'" << command.substr(0, 20) << "' is not a move or a command. " << kHelp;
      continue;
    }
    try {
      engine.play(move);
    } catch (const InputError& error) {
      out << error.what() << ". Legal moves are marked '*'.\n";
    }
  }
}

}  // namespace gg::othello
