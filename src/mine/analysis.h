// Full analysis of a position for people: the value of every part, and every winning click.
//
// Clicks fall into classes that act alike on the reduced game (position.h): any cell of one
// blank region; any lone number; any private number of one region; any shared number of one
// region set. A class wins when the position after it has value 0. Only the parts a click
// touches are searched again (a click on an even group of shared numbers adds that edge and may
// join parts together).
#pragma once

#include <string>
#include <vector>

#include "mine/board.h"
#include "mine/position.h"
#include "mine/solver.h"

namespace gg::mine {

struct ClickClass {
  enum Kind { kRegion, kLoneNumber, kPrivateNumber, kSharedNumber } kind = kRegion;
  int region = -1;              // kRegion, kPrivateNumber
  int group = -1;               // kSharedNumber: index into Position::shared()
  std::vector<int> cells;       // every cell of the class, ascending
  unsigned value_after = 0;     // value of the position after the click
};

// "region", "lone number", "private number" or "shared number": the kind's name in the front
// ends' answers (JSON, Python).
const char* click_kind_name(ClickClass::Kind kind);

struct Analysis {
  Layout layout;
  Position position;
  Evaluation evaluation;             // total, parts (kept), closed-form counts
  unsigned closed_form_value = 0;    // XOR over regions outside parts
  std::vector<ClickClass> winning;   // empty: the player to move loses (or nothing to click)
  std::int64_t hidden_safe = 0;
  // Click classes to examine, and how many were (all of them unless interrupted).
  std::size_t click_classes = 0;
  std::size_t click_classes_examined = 0;
  // Ctrl-C stopped the analysis. If evaluation.interrupted, only the parts marked solved are
  // known (no value, no winner, no clicks); otherwise the value and winner are known and
  // `winning` holds the winning classes among the first click_classes_examined.
  bool interrupted = false;
  std::string interruption;  // where: the part or click being searched
  // With keep_beyond: a part, or a position after a click, was beyond the solver's budget (the
  // BeyondLimits message). What was established is kept as for an interruption: if
  // evaluation.beyond is set, only the parts marked solved; otherwise the value, the winner and
  // the winning classes among the first click_classes_examined.
  std::string beyond;
};

// Analyses `board` (its revealed cells included). Throws BeyondLimits when a part, or a position
// after a click, is beyond the solver's budget, unless keep_beyond: then it returns what was
// established with `beyond` set. InputError for impossible revealed cells. An interruption
// (Ctrl-C, or the solver's stop check) returns what was established, marked so.
Analysis analyze(const Board& board, Solver& solver, bool keep_beyond = false);

}  // namespace gg::mine
