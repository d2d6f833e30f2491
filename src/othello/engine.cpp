#include "othello/engine.h"

#include <algorithm>
#include <cstdio>

#include "core/errors.h"
#include "othello/eval.h"

namespace gg::othello {

int exact_empties_for_depth(int depth) { return std::clamp(2 * depth, 8, 20); }

SearchLimits level_limits(int level) {
  SearchLimits limits;
  limits.depth = std::clamp(level, 1, 60);
  limits.exact_empties = exact_empties_for_depth(limits.depth);
  if (limits.depth <= kLastPlainLevel) limits.probcut_confidence = 0;
  return limits;
}

std::string format_value(int value, bool exact) {
  char text[32];
  if (exact && value % kDisc == 0) std::snprintf(text, sizeof text, "%+d", value / kDisc);
  else std::snprintf(text, sizeof text, "%+.2f", value / double(kDisc));
  return text;
}

std::string format_analysis(const Board& board, const SearchResult& result, bool statistics) {
  std::string out = board.to_move == kBlack ? "X" : "O";
  out += " to move, " + std::to_string(board.position.empty_count()) + " empties, ";
  if (result.move == kNoMove) {
    out += "game over: final score " + format_value(result.score, true) + "\n";
    return out;
  }
  out += result.exact ? "exact (depth " + std::to_string(result.depth) + ")" : "depth " + std::to_string(result.depth);
  if (result.stopped) out += ", stopped by a limit";
  out += "\n";
  for (const MoveScore& ms : result.moves) {
    std::string name = square_name(ms.move);
    out += "  " + name + std::string(name.size() < 5 ? 5 - name.size() : 1, ' ') + format_value(ms.score, result.exact) + "\n";
  }
  out += "best " + square_name(result.move) + ", principal variation:";
  for (int move : result.pv) out += " " + square_name(move);
  out += "\n";
  if (statistics) {
    char text[96];
    std::snprintf(text, sizeof text, "nodes %llu, %.3f s\n", static_cast<unsigned long long>(result.nodes), result.seconds);
    out += text;
  }
  return out;
}

Engine::Engine(std::size_t table_megabytes) : searcher_(table_megabytes) {
  set_depth(10);
  new_game();
}

void Engine::new_game(const Board& start) {
  start_ = board_ = start;
  moves_.clear();
  flipped_.clear();
}

void Engine::set_depth(int depth) {
  SearchLimits level = level_limits(depth);
  level.budget = limits_.budget;  // the time and node limits stay, as the stop flag
  level.stop = limits_.stop;
  limits_ = level;
}

void Engine::play(int move) {
  Position& pos = board_.position;
  if (move == kPass) {
    if (!must_pass())
      throw InputError(0, game_over() ? "the game is over" : "cannot pass: " + square_name(gg::lowest_bit(legal())) + " is legal");
  } else if (move < 0 || move >= 64 || !(legal() & bit(move))) {
    throw InputError(0, (move >= 0 && move < 64 ? square_name(move) : std::string("that move")) +
                            " is not a legal move" + (game_over() ? " (the game is over)" : ""));
  }
  flipped_.push_back(pos.play(move));
  moves_.push_back(move);
  board_.to_move = other(board_.to_move);
}

bool Engine::undo() {
  if (moves_.empty()) return false;
  board_.position.undo(moves_.back(), flipped_.back());
  board_.to_move = other(board_.to_move);
  moves_.pop_back();
  flipped_.pop_back();
  return true;
}

void Engine::set_game(const GgfGame& game, std::size_t line) {
  // The game is replaced only when every move is legal: keep the old one to restore.
  Board old_start = start_, old_board = board_;
  std::vector<int> old_moves = moves_;
  std::vector<Bitboard> old_flipped = flipped_;
  try {
    new_game(Board::from_colors(game.black, game.white, game.black_to_move ? kBlack : kWhite));
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
      const GgfMove& move = game.moves[i];
      Color mover = move.black ? kBlack : kWhite;
      if (mover != board_.to_move && must_pass() && move.square != kGgfPass) play(kPass);
      std::string where = "GGF move " + std::to_string(i + 1) + " (" + (move.black ? "B[" : "W[") +
                          ggf_square_name(move.square) + "])";
      if (mover != board_.to_move) throw InputError(line, where + ": it is not that colour's turn");
      try {
        play(move.square == kGgfPass ? kPass : move.square);
      } catch (const InputError& error) {
        throw InputError(line, where + ": " + error.what());
      }
    }
  } catch (...) {
    start_ = old_start;
    board_ = old_board;
    moves_ = std::move(old_moves);
    flipped_ = std::move(old_flipped);
    throw;
  }
}

GgfGame Engine::game_record() const {
  GgfGame game;
  game.black = start_.black();
  game.white = start_.white();
  game.black_to_move = start_.to_move == kBlack;
  game.set_property("TY", "8");
  Color mover = start_.to_move;
  for (int move : moves_) {
    game.moves.push_back(GgfMove{mover == kBlack, move == kPass ? kGgfPass : move, std::nullopt, std::nullopt});
    mover = other(mover);
  }
  return game;
}

SearchResult Engine::think() { return searcher_.search(board_.position, limits_); }

SearchResult Engine::analyze() { return searcher_.analyze(board_.position, limits_); }

}  // namespace gg::othello
