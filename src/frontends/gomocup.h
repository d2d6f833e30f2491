// The Gomocup / Piskvork brain protocol (docs/gomoku.md, "gomoku brain") over the Engine facade:
// reads commands line by line, answers on `out` (flushed after every reply).
//
// Supported: START, RECTSTART (square only), RESTART, BEGIN, TURN, BOARD ... DONE, INFO
// (timeout_turn, timeout_match, time_left, max_memory, rule, game_type, folder, max_node,
// show_detail; others ignored), ABOUT, END, TAKEBACK, PLAY, SWAP2BOARD (swap2 openings: three
// stones, SWAP, or the next move), and the Yixin extensions YXBOARD, YXSHOWFORBID and YXNBEST
// (the N best moves as MESSAGE lines, then the move, played).
// Thinking (a move, SWAP2BOARD, YXNBEST) runs on its own thread while commands are still read:
// STOP / YXSTOP make the brain answer at once with its best answer so far, END makes it answer
// and quit; other commands wait for the answer. STOP / YXSTOP with nothing to stop get a MESSAGE line. Unknown commands get
// `UNKNOWN ...`; malformed or impossible ones `ERROR ...`, lines over 4096 characters too (as a
// whole, never cut). INFO numbers out of range are capped (times at a day).
#pragma once

#include <cstddef>
#include <istream>
#include <ostream>

#include "gomoku/face.h"

namespace gg::gomoku {

// Runs a brain session until END or end of input; returns the process exit status (0).
// table_bytes: memory of the engine's tables until the manager sends `INFO max_memory`;
// max_table_bytes: the most they may take then (the command line passes --max-memory).
int run_gomocup(std::istream& in, std::ostream& out, std::size_t table_bytes = Engine::kDefaultTableBytes,
                std::size_t max_table_bytes = Engine::kDefaultTableBytes);

// The tables' share of the manager's `INFO max_memory` (bytes; 0 = no limit, then `table_bytes`):
// all but 24 MiB left for the rest of the brain, at least half, and within [1 MiB,
// max_table_bytes].
std::size_t gomocup_table_bytes(long long max_memory, std::size_t table_bytes, std::size_t max_table_bytes);

}  // namespace gg::gomoku
