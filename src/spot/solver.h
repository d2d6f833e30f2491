// Exact values of Spot positions under perfect play, for the player to move: +1 wins, 0 draw,
// -1 loses. A position is a game given part-way (game_record.h); the game ends when a move
// repeats an earlier pattern up to rotation (its maker loses) or after 2N moves (a draw).
//
// The counting lemma. Before move j, the moves 1..j-1 have produced j-1 patterns of distinct
// rotation classes (a repeat would have ended the game). Each move changes the number of spots by
// one, so the pattern after move i has a number of spots of the parity of i, and the candidates
// for move j (the current pattern with one square toggled) all have the parity of j. A candidate
// loses only if it lies in the class of an earlier pattern of the same parity, one after a move
// i <= j-2 with i = j (mod 2): there are floor((j-1)/2) of them, and a class holds at most 4
// patterns (its rotations). So at most 4 * floor((j-1)/2) of the N * N moves lose at once, and
// with j <= 2N that is at most 4(N-1) < N * N unless N = 2 ((N-2)^2 > 0). Hence for N >= 3 the
// player to move always has a move that does not lose at once, in every position a game can
// reach: neither player can ever be forced to repeat, and every such position is a draw, the
// whole game included. Only N = 2 needs a search (and the search confirms the lemma on small
// boards: SolveOptions::use_lemma = false; tests compare both with a plain exhaustive search).
// The same count bounds the search on N = 2: a player none of whose remaining moves can be forced
// loses nothing by playing on.
//
// Symmetry. The value depends on the position only through the current pattern's class and the
// set of classes seen (the moves still to come follow from the number of classes seen): rotating
// a whole game maps classes to themselves, and reflecting it maps each class to the class of its
// mirror image (for a reflection f and a rotation r, f r = r' f with r' a rotation, so f maps the
// rotations of a pattern to the rotations of its image). Either transformation maps the moves of
// a game one-to-one onto the moves of the transformed game and repeats onto repeats, so a
// position and its mirror image have the same value. The search keys its memo by the smaller of
// the two descriptions (a position's and its mirror's), compared in full, never by hash alone.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "spot/game_record.h"

namespace gg::spot {

// Largest board the search handles (a pattern is a 64-bit board); larger boards are decided by
// the lemma (N >= 3).
inline constexpr std::int64_t kMaxSearchSize = 8;

struct SolveOptions {
  bool use_lemma = true;             // false: search only (N <= kMaxSearchSize)
  std::uint64_t max_nodes = 0;       // stop the search after this many nodes (0: no limit)
  std::uint64_t memo_bytes = 64 << 20;  // the memo stops growing at this size (answers stay exact)
  bool want_line = true;             // false: the lemma gives only the value and a first move
};

// How a value was established.
enum class Method { kGameOver, kLemma, kSearch };

struct SolveResult {
  bool solved = false;           // false: the node limit or Ctrl-C stopped the search first
  int value = 0;                 // for the player to move (when solved)
  Method method = Method::kSearch;
  std::optional<Cell> move;      // a best move (none when the game is over)
  std::vector<Cell> line;        // a principal line from the position to the end of the game
  bool line_complete = true;     // false: the line was cut at kMaxLineMoves
  std::uint64_t nodes = 0;       // search nodes (0 for the lemma)
  std::size_t memo_entries = 0;
};

inline constexpr std::size_t kMaxLineMoves = 1000;

// Solves the position after `game`'s moves. Throws InputError (line 0) for a board the search
// cannot handle with the lemma turned off (N > kMaxSearchSize).
SolveResult solve(const GameRecord& game, const SolveOptions& options = {});

// Whether the player making move `ply` (1-based) of a game on N x N could possibly find every
// move losing at once (the counting lemma's bound; false proves they cannot).
bool may_be_forced(std::int64_t n, std::int64_t ply);

// One legal move of a position and what is known of it.
struct MoveValue {
  Cell cell;
  bool adds = true;               // '+' (places a spot) or '-' (removes one)
  std::optional<Repeat> repeat;   // the move loses at once: the pattern of move repeat->earlier,
                                  // turned repeat->quarter_turns x 90 degrees clockwise
  std::optional<int> value;       // for the player making the move, when known
};

struct Analysis {
  bool game_over = false;
  SolveResult position;           // the position's own value and best line
  std::vector<MoveValue> moves;   // every legal move, row by row
};

// Every legal move of the position with its value (solved within `options` each). Throws
// BeyondLimits for boards with more than State::kMaxListedMoves squares.
Analysis analyze(const GameRecord& game, const SolveOptions& options = {});

}  // namespace gg::spot
