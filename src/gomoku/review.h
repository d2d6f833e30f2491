// Move-by-move review of a Gomoku game record: for each move up to the one that decided the
// game, the analysis of the position before it (analysis.h: every candidate valued by the main
// search, the threat solver's wins and losses as proven values) says what the move played was
// worth, which move the engine prefers and what kind of move it was: a win, a missed win, a
// losing move, the one move that does not lose (forced), or a move in a position already lost.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "gomoku/analysis.h"
#include "gomoku/record.h"
#include "gomoku/rules.h"

namespace gg::gomoku {

enum class MoveKind {
  kPlain,      // none of the below: the values are the search's estimates
  kWinning,    // the move played is a proven win
  kMissedWin,  // a proven win was there and the move played is not one
  kLosing,     // the move played is a proven loss (or forbidden) while another was not
  kForced,     // every other move is a proven loss: the move played is the one that is not
  kLost,       // every move is a proven loss: the game was already lost
};
// "plain", "winning", "missed_win", "losing", "forced", "lost".
const char* move_kind_name(MoveKind kind);

struct ReviewedMove {
  int number = 0;          // 1-based, as in the record
  Stone player = kBlack;
  std::size_t line = 0;    // the record's line of the move
  MoveValue played;        // the move played, valued (forbidden for renju black's forbidden point)
  MoveValue best;          // the analysis's first: the engine's preferred move
  int candidates = 0;      // moves valued (forbidden points included)
  MoveKind kind = MoveKind::kPlain;
  std::uint64_t nodes = 0;
};

struct GameReview {
  Verdict verdict;           // the record adjudicated (adjudicate, record.h)
  // The moves reviewed, in order, up to the deciding one (later moves do not count); fewer when
  // the review stopped.
  std::vector<ReviewedMove> moves;
  int reviewable = 0;        // the moves up to the deciding one (all when the game did not end)
  int mistakes[2] = {0, 0};  // losing moves and missed wins, per player ([0] black, [1] white)
  bool stopped = false;      // Ctrl-C or limits.stop stopped it: `moves` holds those before
  std::uint64_t nodes = 0;
};

// Reviews `record` under `rule`, each position analysed within `limits` (its `seconds`, if any,
// per move). Throws InputError, as adjudicate, for a move on an occupied point, before any
// analysis. Calls `progress(done, total)` before each move is analysed.
GameReview review_game(const Record& record, Rule rule, const AnalysisLimits& limits,
                       const std::function<void(int done, int total)>& progress = {});

}  // namespace gg::gomoku
