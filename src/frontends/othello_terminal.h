// `gridgames othello play`: a person plays the engine in the terminal.
//
// The board is drawn with its coordinates and the person's legal moves marked; the person types
// a move ("f5"), "undo" (takes back their last move and the engine's reply), "hint", "help" or
// "quit". Forced passes are played automatically and announced. At the end the result and the
// game as a GGF record are printed; Ctrl-C stops the game at once, even while the engine thinks. Reading from a LineReader and writing to a stream keeps it
// scriptable: tests feed it a whole game on standard input.
#pragma once

#include <functional>
#include <ostream>
#include <string>

#include "core/line_reader.h"
#include "othello/face.h"

namespace gg::othello {

struct PlayOptions {
  Color human = kBlack;  // the colour the person plays
  int level = 6;         // engine midgame depth
  double seconds = 0;    // engine time per move (0: depth only)
  std::size_t table_megabytes = 32;  // the engine's transposition table
};

// How a session ended: played out, quit or at the end of input; or stopped by Ctrl-C
// (gg::interrupted(), at the prompt or while the engine thought), the game so far printed.
enum class PlayEnd { kDone, kInterrupted };

// Reads the person's next line into `line`; false at the end of input or on Ctrl-C.
using ReadLine = std::function<bool(std::string& line)>;

// Plays one game; returns when it ends, on "quit", at the end of input or on Ctrl-C.
PlayEnd play_in_terminal(const ReadLine& read_line, std::ostream& out, const PlayOptions& options);
// The same, reading the person's lines from `in`.
PlayEnd play_in_terminal(LineReader& in, std::ostream& out, const PlayOptions& options);

// The board with coordinates; squares in `marked` (empty ones) shown as '*'.
std::string draw_board(const Board& board, Bitboard marked);

}  // namespace gg::othello
