#include "othello/small_board.h"

#include <algorithm>
#include <vector>

#include "core/bits.h"
#include "core/errors.h"

namespace gg::othello::small {

namespace {

// Shift by S squares of the 8-wide layout: positive towards higher squares.
template <int S>
inline Bits shift(Bits b) {
  if constexpr (S > 0) return b << S;
  else return b >> -S;
}

// The longest run of opponent discs a move can flip in one direction on a board at most 7 wide
// is 5; the fills below follow a line that far.
template <int S>
inline Bits moves_in_direction(Bits P, Bits O) {
  Bits run = shift<S>(P) & O;
  run |= shift<S>(run) & O;
  run |= shift<S>(run) & O;
  run |= shift<S>(run) & O;
  run |= shift<S>(run) & O;
  return shift<S>(run);
}

// From a single square m: the run of O next to it, kept when a disc of P closes it. The run is
// contiguous, so shift(run) holds the run's inner squares (discs of O) and the square after its
// end; it meets P exactly when that square is P's.
template <int S>
inline Bits flips_in_direction(Bits P, Bits O, Bits m) {
  Bits run = shift<S>(m) & O;
  run |= shift<S>(run) & O;
  run |= shift<S>(run) & O;
  run |= shift<S>(run) & O;
  run |= shift<S>(run) & O;
  return (shift<S>(run) & P) ? run : 0;
}

}  // namespace

Bits legal_moves(Bits P, Bits O, Bits valid) {
  Bits m = moves_in_direction<1>(P, O) | moves_in_direction<-1>(P, O) | moves_in_direction<8>(P, O) |
           moves_in_direction<-8>(P, O) | moves_in_direction<7>(P, O) | moves_in_direction<-7>(P, O) |
           moves_in_direction<9>(P, O) | moves_in_direction<-9>(P, O);
  return m & valid & ~(P | O);
}

Bits flips(Bits P, Bits O, int sq) {
  Bits m = Bits{1} << sq;
  return flips_in_direction<1>(P, O, m) | flips_in_direction<-1>(P, O, m) | flips_in_direction<8>(P, O, m) |
         flips_in_direction<-8>(P, O, m) | flips_in_direction<7>(P, O, m) | flips_in_direction<-7>(P, O, m) |
         flips_in_direction<9>(P, O, m) | flips_in_direction<-9>(P, O, m);
}

namespace {

inline int score_of(Bits P, Bits O, int squares) {
  int p = popcount(P), o = popcount(O), e = squares - p - o;
  if (p > o) return p - o + e;
  if (p < o) return p - o - e;
  return 0;
}

}  // namespace

int SmallPosition::final_score() const { return score_of(player, opponent, size * size); }

SmallPosition from_general(const GeneralState& state) {
  int size = state.size();
  if (!is_small_size(size)) throw std::invalid_argument("the bitboard route takes 4 x 4 and 6 x 6 boards");
  Bits mine = 0, theirs = 0;
  for (int r = 0; r < size; ++r)
    for (int c = 0; c < size; ++c) {
      int colour = state.at(r * size + c);
      if (colour < 0) continue;
      Bits b = Bits{1} << (r * kLayoutWidth + c);
      (colour == state.current_player() ? mine : theirs) |= b;
    }
  return {mine, theirs, size};
}

int to_general_square(int layout_square, int size) {
  if (layout_square == kPassMove) return size * size;
  if (layout_square < 0) return layout_square;
  return (layout_square / kLayoutWidth) * size + layout_square % kLayoutWidth;
}

int to_layout_square(int general_square, int size) {
  if (general_square == size * size) return kPassMove;
  if (general_square < 0) return general_square;
  return (general_square / size) * kLayoutWidth + general_square % size;
}

namespace {

std::uint64_t perft_rec(Bits P, Bits O, Bits valid, int depth, bool passed) {
  Bits moves = legal_moves(P, O, valid);
  if (!moves) {
    if (passed) return 1;  // the game ended one ply ago: a leaf (counted there)
    if (!legal_moves(O, P, valid)) return 1;
    if (depth == 1) return 1;
    return perft_rec(O, P, valid, depth - 1, true);
  }
  if (depth == 1) return std::uint64_t(popcount(moves));
  std::uint64_t leaves = 0;
  while (moves) {
    int sq = pop_lowest(moves);
    Bits f = flips(P, O, sq);
    leaves += perft_rec(O ^ f, P ^ f ^ (Bits{1} << sq), valid, depth - 1, false);
  }
  return leaves;
}

}  // namespace

std::uint64_t perft(const SmallPosition& position, int depth) {
  if (depth == 0) return 1;
  return perft_rec(position.player, position.opponent, position.valid(), depth, false);
}

// ---------------------------------------------------------------------------------------------
// The solver.

namespace {

constexpr int kInfinity = 127;
// At or below this many empties: no table, no move generation, parity order.
constexpr int kShallowEmpties = 6;

struct TableEntry {
  Bits player = 0, opponent = 0;  // whole position: no false hits
  std::int8_t lower = -kInfinity, upper = kInfinity;
  std::uint8_t move = 255;
  std::uint8_t empties = 0;  // 0: unused slot (positions in the table have > kShallowEmpties)
};

class Table {
 public:
  explicit Table(std::size_t megabytes) {
    std::size_t wanted = megabytes * (std::size_t(1) << 20) / sizeof(TableEntry);
    std::size_t n = 1024;
    while (n * 2 <= wanted) n *= 2;
    entries_.resize(n);
    mask_ = n - 2;  // buckets of two neighbouring entries
  }

  const TableEntry* find(Bits P, Bits O) const {
    std::size_t i = index(P, O);
    for (std::size_t k = i; k < i + 2; ++k)
      if (entries_[k].empties && entries_[k].player == P && entries_[k].opponent == O) return &entries_[k];
    return nullptr;
  }

  // Slot 0 of a bucket keeps the position with the most empties (the costliest to redo), slot 1
  // takes whatever slot 0 declines.
  void store(Bits P, Bits O, int empties, int lower, int upper, int move) {
    std::size_t i = index(P, O);
    TableEntry* slot = nullptr;
    for (std::size_t k = i; k < i + 2; ++k)
      if (entries_[k].empties && entries_[k].player == P && entries_[k].opponent == O) slot = &entries_[k];
    if (!slot) slot = entries_[i].empties <= empties ? &entries_[i] : &entries_[i + 1];
    if (slot == &entries_[i] && entries_[i].empties && !(entries_[i].player == P && entries_[i].opponent == O))
      entries_[i + 1] = entries_[i];  // the displaced deep entry moves to the always-replace slot
    slot->player = P;
    slot->opponent = O;
    slot->lower = std::int8_t(lower);
    slot->upper = std::int8_t(upper);
    slot->move = std::uint8_t(move);
    slot->empties = std::uint8_t(empties);
  }

 private:
  std::size_t index(Bits P, Bits O) const {
    std::uint64_t h = (P * 0x9E3779B97F4A7C15ULL) ^ (O * 0xC2B2AE3D27D4EB4FULL);
    h ^= h >> 29;
    return std::size_t(h) & mask_;
  }
  std::vector<TableEntry> entries_;
  std::size_t mask_;
};

// Regions for parity ordering: the four quadrants.
struct Quadrants {
  Bits q[4];
  explicit Quadrants(int size) {
    int h = size / 2;
    for (int i = 0; i < 4; ++i) {
      q[i] = 0;
      for (int r = 0; r < h; ++r)
        for (int c = 0; c < h; ++c)
          q[i] |= Bits{1} << ((r + (i / 2) * h) * kLayoutWidth + c + (i % 2) * h);
    }
  }
  // Empty squares in quadrants holding an odd number of empties.
  Bits odd(Bits empties) const {
    Bits out = 0;
    for (Bits region : q)
      if (popcount(empties & region) & 1) out |= empties & region;
    return out;
  }
};

class Solver {
 public:
  Solver(int size, std::uint64_t max_nodes, std::size_t table_megabytes)
      : size_(size), squares_(size * size), valid_(valid_squares(size)), quadrants_(size),
        max_nodes_(max_nodes), table_(table_megabytes) {
    Bits c = 0;
    int last = size - 1;
    c |= Bits{1} << 0 | Bits{1} << last | Bits{1} << (last * kLayoutWidth) | Bits{1} << (last * kLayoutWidth + last);
    corners_ = c;
  }

  std::uint64_t nodes = 0;

  int search(Bits P, Bits O, int alpha, int beta, bool passed) {
    int empties = popcount(valid_ & ~(P | O));
    if (empties <= kShallowEmpties) return shallow(P, O, alpha, beta, passed);
    return deep(P, O, empties, alpha, beta, passed);
  }

 private:
  void count_node() {
    if (++nodes > max_nodes_ && max_nodes_) throw BeyondLimits("the solution needs more than the node budget");
  }

  // One empty square left: whoever can play it does, else the game ends.
  int last_one(Bits P, Bits O, int sq) {
    count_node();
    int p = popcount(P), o = popcount(O);
    int n = popcount(flips(P, O, sq));
    if (n) return (p + 1 + n) - (o - n);
    n = popcount(flips(O, P, sq));
    if (n) return (p - n) - (o + 1 + n);
    int diff = p - o;
    return diff > 0 ? diff + 1 : diff < 0 ? diff - 1 : 0;
  }

  // Few empties: try the empty squares directly (no move generation), odd regions first.
  int shallow(Bits P, Bits O, int alpha, int beta, bool passed) {
    Bits empties = valid_ & ~(P | O);
    if (!empties) {
      count_node();
      return score_of(P, O, squares_);
    }
    if (!(empties & (empties - 1))) return last_one(P, O, lowest_bit(empties));
    count_node();
    Bits odd = quadrants_.odd(empties);
    Bits order[2] = {odd, empties & ~odd};
    int best = -kInfinity;
    for (Bits group : order) {
      while (group) {
        int sq = pop_lowest(group);
        Bits f = flips(P, O, sq);
        if (!f) continue;
        int v = -shallow(O ^ f, P ^ f ^ (Bits{1} << sq), -beta, -std::max(alpha, best), false);
        if (v > best) {
          best = v;
          if (best >= beta) return best;
        }
      }
    }
    if (best != -kInfinity) return best;
    if (passed) return score_of(P, O, squares_);
    return -shallow(O, P, -beta, -alpha, true);
  }

  struct Child {
    int sq;
    Bits flipped;
    int key;
  };

  int deep(Bits P, Bits O, int empties, int alpha, int beta, bool passed) {
    count_node();
    Bits moves = legal_moves(P, O, valid_);
    if (!moves) {
      if (passed) return score_of(P, O, squares_);
      if (!legal_moves(O, P, valid_)) return score_of(P, O, squares_);
      return -deep(O, P, empties, -beta, -alpha, true);
    }
    int table_move = 255;
    if (const TableEntry* e = table_.find(P, O)) {
      if (e->lower >= beta) return e->lower;
      if (e->upper <= alpha) return e->upper;
      if (e->lower == e->upper) return e->lower;
      alpha = std::max<int>(alpha, e->lower);
      beta = std::min<int>(beta, e->upper);
      table_move = e->move;
    }

    // Fastest first: fewest replies for the opponent, corner replies counting double; the
    // table's move before all.
    Child children[32];
    int count = 0;
    for (Bits m = moves; m;) {
      int sq = pop_lowest(m);
      Bits f = flips(P, O, sq);
      Bits np = O ^ f, no = P ^ f ^ (Bits{1} << sq);
      Bits replies = legal_moves(np, no, valid_);
      int key = sq == table_move ? -1000 : popcount(replies) * 4 + popcount(replies & corners_) * 4 -
                                               (((Bits{1} << sq) & corners_) ? 2 : 0);
      children[count++] = {sq, f, key};
    }
    std::sort(children, children + count, [](const Child& a, const Child& b) { return a.key < b.key; });

    int best = -kInfinity, best_move = children[0].sq, low = alpha;
    for (int i = 0; i < count; ++i) {
      const Child& c = children[i];
      Bits np = O ^ c.flipped, no = P ^ c.flipped ^ (Bits{1} << c.sq);
      int v;
      if (i == 0) {
        v = -search(np, no, -beta, -low, false);
      } else {
        v = -search(np, no, -low - 1, -low, false);
        if (v > low && v < beta) v = -search(np, no, -beta, -v, false);
      }
      if (v > best) {
        best = v;
        best_move = c.sq;
        if (v > low) low = v;
        if (low >= beta) break;
      }
    }
    int lower = best >= beta ? best : (best > alpha ? best : -kInfinity);
    int upper = best <= alpha ? best : (best < beta ? best : kInfinity);
    table_.store(P, O, empties, lower, upper, best_move);
    return best;
  }

  int size_, squares_;
  Bits valid_;
  Bits corners_ = 0;
  Quadrants quadrants_;
  std::uint64_t max_nodes_;
  Table table_;
};

}  // namespace

SmallSolveResult solve(const SmallPosition& position, std::uint64_t max_nodes, std::size_t table_megabytes) {
  Solver solver(position.size, max_nodes, table_megabytes);
  SmallSolveResult result;
  Bits P = position.player, O = position.opponent, valid = position.valid();
  result.score = solver.search(P, O, -kInfinity, kInfinity, false);
  result.nodes = solver.nodes;

  // The best line: at each step a move whose child has exactly the opposite value (checked
  // with a window of width 2 around it, cheap with the table filled).
  int value = result.score;
  for (;;) {
    Bits moves = legal_moves(P, O, valid);
    if (!moves) {
      if (!legal_moves(O, P, valid)) break;
      result.pv.push_back(kPassMove);
      std::swap(P, O);
      value = -value;
      continue;
    }
    bool found = false;
    while (moves) {
      int sq = pop_lowest(moves);
      Bits f = flips(P, O, sq);
      Bits np = O ^ f, no = P ^ f ^ (Bits{1} << sq);
      if (-solver.search(np, no, -value - 1, -value + 1, false) == value) {
        result.pv.push_back(sq);
        P = np;
        O = no;
        value = -value;
        found = true;
        break;
      }
    }
    if (!found) throw std::logic_error("small-board solver: no move keeps the solved value");
  }
  result.move = result.pv.empty() ? -1 : result.pv.front();
  return result;
}

}  // namespace gg::othello::small

namespace gg::othello {

GeneralSolveResult solve_any_size(const GeneralState& state, std::uint64_t max_nodes, std::vector<int>* pv,
                                  std::size_t table_megabytes) {
  if (pv) pv->clear();
  if (!small::is_small_size(state.size())) return solve_general(state, max_nodes);
  if (table_megabytes == 0) {
    int empties = state.empty_count();
    table_megabytes = empties <= 16 ? 1 : empties <= 22 ? 8 : 64;
  }
  auto r = small::solve(small::from_general(state), max_nodes, table_megabytes);
  GeneralSolveResult out;
  out.score = r.score;
  out.move = small::to_general_square(r.move, state.size());
  out.nodes = r.nodes;
  if (pv) {
    for (int m : r.pv) pv->push_back(small::to_general_square(m, state.size()));
  }
  return out;
}

}  // namespace gg::othello
