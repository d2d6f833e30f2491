// The memory of one Spot game: the squares toggled so far, and an index of the pattern after
// every move, to decide exactly whether the current pattern repeats an earlier one up to
// rotation.
//
// How a repeat is found. The pattern after move m is indexed under its plain hash (rotation 0).
// The current pattern P repeats an earlier Q up to rotation when Q equals P turned by some k
// quarter turns; so the four rotated hashes of P are looked up in the index, and each earlier
// move filed under one of them is a candidate. A hash match proves nothing (a collision must not
// end a game): every candidate is verified by rebuilding Q from the move log and comparing it
// square by square with the rotated P. Honest hashes give a candidate only on a true repeat
// (which ends the game) or on a 64-bit collision, so verification costs O(moves) about once per
// game and the work per move is O(1) expected, independent of N.
//
// The empty starting board is never indexed; the empty board produced by a move is.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "spot/board.h"
#include "spot/flat_map.h"

namespace gg::spot {

// An exact repeat: the pattern after the earlier move `earlier` equals the pattern after `move`
// turned `quarter_turns` x 90 degrees clockwise (moves are 1-based).
struct Repeat {
  std::uint32_t move = 0;
  std::uint32_t earlier = 0;
  int quarter_turns = 0;
};

class PatternLog {
 public:
  void clear() {
    records_.clear();
    index_.clear();
  }

  std::size_t moves() const { return records_.size(); }
  // Index of the square toggled by move `move` (1-based).
  std::uint64_t square(std::size_t move) const { return records_[move - 1].square; }

  // Records the move that just toggled `cell` on `board` (call after board.toggle) and says
  // whether the new pattern repeats the pattern after an earlier move, up to rotation.
  template <class Key>
  std::optional<Repeat> record(const BasicBoard<Key>& board, Cell cell);

  // Forgets the last recorded move (the caller undoes it on the board).
  void pop();

  // Candidates examined and found different (hash collisions), for tests and statistics.
  std::uint64_t rejected_candidates() const { return rejected_; }

  // Same moves in the same order.
  bool same_moves(const PatternLog& other) const {
    if (records_.size() != other.records_.size()) return false;
    for (std::size_t i = 0; i < records_.size(); ++i)
      if (records_[i].square != other.records_[i].square) return false;
    return true;
  }

 private:
  struct Record {
    std::uint64_t square;     // board index of the toggled square
    std::uint64_t hash;       // plain hash of the pattern after this move
    std::uint32_t same_hash;  // previous move whose pattern has the same hash (0: none)
    std::uint32_t spots;      // number of spots after this move
  };

  // Exact check that the pattern after move `earlier` equals the board turned k times.
  template <class Key>
  bool equals_earlier(const BasicBoard<Key>& board, std::uint32_t earlier, int quarter_turns);

  std::vector<Record> records_;
  FlatMap index_;    // plain hash -> latest move with a pattern of that hash
  FlatMap scratch_;  // squares of a rebuilt earlier pattern, kept to reuse its memory
  std::uint64_t rejected_ = 0;
};

template <class Key>
std::optional<Repeat> PatternLog::record(const BasicBoard<Key>& board, Cell cell) {
  std::optional<Repeat> repeat;
  auto move = static_cast<std::uint32_t>(records_.size() + 1);
  for (int turns = 0; turns < 4; ++turns) index_.prefetch(board.hash(turns));
  for (int turns = 0; turns < 4 && !repeat; ++turns) {
    // Equal rotated hashes (a symmetric pattern, or a collision) are still looked up once per
    // rotation: a candidate is verified against the rotation whose hash found it.
    for (std::uint32_t earlier = index_.get(board.hash(turns)); earlier != 0;
         earlier = records_[earlier - 1].same_hash) {
      if (equals_earlier(board, earlier, turns)) {
        repeat = Repeat{move, earlier, turns};
        break;
      }
      ++rejected_;
    }
  }
  std::uint64_t hash = board.hash(0);
  records_.push_back(
      Record{board.index(cell), hash, index_.get(hash), static_cast<std::uint32_t>(board.spots())});
  index_.set(hash, move);
  return repeat;
}

template <class Key>
bool PatternLog::equals_earlier(const BasicBoard<Key>& board, std::uint32_t earlier,
                                int quarter_turns) {
  if (records_[earlier - 1].spots != board.spots()) return false;
  scratch_.clear();
  for (std::uint32_t m = 0; m < earlier; ++m) {
    std::uint64_t square = records_[m].square;
    if (!scratch_.erase(square)) scratch_.set(square, 1);
  }
  // Same size, and rotation is one-to-one: every rotated spot present means equal patterns.
  bool equal = true;
  board.for_each_spot([&](Cell spot) {
    if (equal && !scratch_.contains(board.index(rotate(spot, quarter_turns, board.size()))))
      equal = false;
  });
  return equal;
}

inline void PatternLog::pop() {
  const Record& last = records_.back();
  if (last.same_hash == 0)
    index_.erase(last.hash);
  else
    index_.set(last.hash, last.same_hash);
  records_.pop_back();
}

}  // namespace gg::spot
