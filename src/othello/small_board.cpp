#include "othello/small_board.h"

#include <algorithm>
#include <vector>

#include "core/bits.h"
#include "core/errors.h"
#include "core/hash_table.h"
#include "core/stop.h"

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
// Symmetries of the size x size board in the 8-wide layout. Mirroring the whole 8 x 8 word moves
// the board to the far corner; shifting it back is exact because the squares shifted out are
// off the board (empty).

namespace {

Bits flip_vertical(Bits b, int size) { return __builtin_bswap64(b) >> (8 * (8 - size)); }

Bits flip_horizontal(Bits b, int size) {
  // Reverse the bits of each byte (column c -> 7 - c), then move every row back by 8 - size.
  b = ((b >> 1) & 0x5555555555555555ULL) | ((b & 0x5555555555555555ULL) << 1);
  b = ((b >> 2) & 0x3333333333333333ULL) | ((b & 0x3333333333333333ULL) << 2);
  b = ((b >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((b & 0x0F0F0F0F0F0F0F0FULL) << 4);
  return b >> (8 - size);
}

Bits transpose(Bits b) {
  // (row, col) -> (col, row): the board stays in the top-left corner.
  Bits t;
  t = (b ^ (b >> 7)) & 0x00AA00AA00AA00AAULL;
  b ^= t ^ (t << 7);
  t = (b ^ (b >> 14)) & 0x0000CCCC0000CCCCULL;
  b ^= t ^ (t << 14);
  t = (b ^ (b >> 28)) & 0x00000000F0F0F0F0ULL;
  b ^= t ^ (t << 28);
  return b;
}

}  // namespace

Bits transform(Bits b, int size, int symmetry) {
  if (symmetry & 1) b = flip_vertical(b, size);
  if (symmetry & 2) b = flip_horizontal(b, size);
  if (symmetry & 4) b = transpose(b);
  return b;
}

// ---------------------------------------------------------------------------------------------
// Stable discs: discs that no sequence of moves can flip. Conservative (a disc it misses may still
// be stable): a disc is stable when, along each of the four lines through it, the line is full or
// one of its two neighbours on that line is off the board or a stable disc of the same colour.
// Worked out with the board moved one row down and one column right inside the word, so that
// every on-board square has all eight neighbours inside the word.

namespace {

template <int S>
inline Bits toward_plus(Bits b) { return b >> S; }  // bit x+S lands on x

// Squares x whose line in direction +S, from x to the edge of the board, is all discs.
template <int S>
Bits filled_to_edge(Bits filled, Bits off) {
  Bits good = off;
  for (int i = 0; i < 7; ++i) good = off | (filled & toward_plus<S>(good));
  return good & filled;
}

template <int S>
Bits filled_to_edge_minus(Bits filled, Bits off) {
  Bits good = off;
  for (int i = 0; i < 7; ++i) good = off | (filled & (good << S));
  return good & filled;
}

template <int S>
Bits full_lines(Bits filled, Bits off) {
  return filled_to_edge<S>(filled, off) & filled_to_edge_minus<S>(filled, off);
}

}  // namespace

Bits stable_discs(Bits mine, Bits theirs, int size) {
  Bits valid = valid_squares(size) << 9;
  Bits off = ~valid;
  Bits me = mine << 9, filled = (mine | theirs) << 9;
  Bits full1 = full_lines<1>(filled, off), full8 = full_lines<8>(filled, off);
  Bits full7 = full_lines<7>(filled, off), full9 = full_lines<9>(filled, off);
  Bits stable = 0;
  for (;;) {
    Bits good = stable | off;
    Bits next = me & (full1 | good >> 1 | good << 1) & (full8 | good >> 8 | good << 8) &
                (full7 | good >> 7 | good << 7) & (full9 | good >> 9 | good << 9);
    if (next == stable) break;
    stable = next;
  }
  return stable >> 9;
}

// ---------------------------------------------------------------------------------------------
// The solver.

namespace {

constexpr int kInfinity = 127;
// At or below this many empties: no table, no move generation, parity order.
constexpr int kShallowEmpties = 6;
// At or above this many empties, moves leading to positions that are mirror images of each other
// (possible only when the position itself is symmetric) are searched once.
constexpr int kSymmetryEmpties = 14;
// At or above this many empties, moves are ordered by a one-move lookahead (reply_value).
constexpr int kLookaheadEmpties = 16;

struct TableEntry {
  Bits player = 0, opponent = 0;  // whole position: no false hits
  std::int8_t lower = -kInfinity, upper = kInfinity;
  std::uint8_t move = 255;
  std::uint8_t empties = 0;  // 0: unused slot (positions in the table have > kShallowEmpties)
};

struct TableBucket {
  TableEntry slot[2];
};

class Table {
 public:
  // At least 512 buckets (1024 entries).
  explicit Table(std::size_t megabytes) : buckets_(Buckets::slots_within(megabytes << 20, 512)) {}

  const TableEntry* find(Bits P, Bits O) const {
    const TableBucket& b = buckets_.slot(hash(P, O));
    for (const TableEntry& e : b.slot)
      if (e.empties && e.player == P && e.opponent == O) return &e;
    return nullptr;
  }

  // Slot 0 of a bucket keeps the position with the most empties (the costliest to redo), slot 1
  // takes whatever slot 0 declines.
  void store(Bits P, Bits O, int empties, int lower, int upper, int move) {
    TableEntry* e = buckets_.slot(hash(P, O)).slot;
    TableEntry* slot = nullptr;
    for (int k = 0; k < 2; ++k)
      if (e[k].empties && e[k].player == P && e[k].opponent == O) slot = &e[k];
    if (!slot) slot = e[0].empties <= empties ? &e[0] : &e[1];
    if (slot == &e[0] && e[0].empties && !(e[0].player == P && e[0].opponent == O))
      e[1] = e[0];  // the displaced deep entry moves to the always-replace slot
    slot->player = P;
    slot->opponent = O;
    slot->lower = std::int8_t(lower);
    slot->upper = std::int8_t(upper);
    slot->move = std::uint8_t(move);
    slot->empties = std::uint8_t(empties);
  }

 private:
  // Bit 0 of the mixed key is dropped: the buckets were once pairs of entries indexed by the
  // key's bits 1 and up, and the same positions still meet in the same bucket.
  static std::uint64_t hash(Bits P, Bits O) {
    std::uint64_t h = (P * 0x9E3779B97F4A7C15ULL) ^ (O * 0xC2B2AE3D27D4EB4FULL);
    h ^= h >> 29;
    return h >> 1;
  }
  using Buckets = HashTable<TableBucket>;
  Buckets buckets_;
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
    if ((nodes & 0xFFFF) == 0 && stopper_.poll(nodes)) throw Interrupted();
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

  // A quick judgement of a position for its side to move: mobility, corners counting triple.
  int mobility_value(Bits P, Bits O) const {
    Bits mine = legal_moves(P, O, valid_), theirs = legal_moves(O, P, valid_);
    return popcount(mine) + 2 * popcount(mine & corners_) - popcount(theirs) - 2 * popcount(theirs & corners_);
  }
  // The value, for the side to move in (P, O) (the opponent of the node being ordered), of its
  // best reply judged one move deeper: far from the end, a better ordering than mobility alone.
  int reply_value(Bits P, Bits O, Bits replies) const {
    if (!replies) return -mobility_value(O, P) - 8;
    int best = -1000;
    for (Bits m = replies; m;) {
      int sq = pop_lowest(m);
      Bits f = flips(P, O, sq);
      best = std::max(best, -mobility_value(O ^ f, P ^ f ^ (Bits{1} << sq)));
    }
    return best;
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
    // Stability cut-off: the opponent's stable discs stay theirs, which caps our score (and ours
    // floor it). Checked only when the disc counts make a cut possible.
    if (2 * popcount(O) >= squares_ - alpha) {
      int upper = squares_ - 2 * popcount(stable_discs(O, P, size_));
      if (upper <= alpha) return upper;
    }
    if (2 * popcount(P) >= squares_ + beta) {
      int lower = 2 * popcount(stable_discs(P, O, size_)) - squares_;
      if (lower >= beta) return lower;
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

    // Symmetries of this position (a bit per symmetry 1..7), looked for near the root only.
    unsigned symmetries = 0;
    if (empties >= kSymmetryEmpties)
      for (int g = 1; g < 8; ++g)
        if (transform(P, size_, g) == P && transform(O, size_, g) == O) symmetries |= 1u << g;

    // Fastest first: fewest replies for the opponent (corner replies counting double), then
    // fewest empty squares next to our discs (the opponent's potential moves); the table's move
    // before all. Children already known to refute this node end the search at once (enhanced
    // transposition cut-off).
    Child children[32];
    int count = 0;
    bool children_in_table = empties - 1 > kShallowEmpties;
    Bits empty_squares = valid_ & ~(P | O);
    for (Bits m = moves; m;) {
      int sq = pop_lowest(m);
      Bits f = flips(P, O, sq);
      Bits np = O ^ f, no = P ^ f ^ (Bits{1} << sq);
      if (children_in_table) {
        if (const TableEntry* e = table_.find(np, no); e && -e->upper >= beta) return -e->upper;
      }
      if (symmetries) {
        bool mirror_of_earlier = false;
        for (int i = 0; i < count && !mirror_of_earlier; ++i) {
          Bits ep = O ^ children[i].flipped, eo = P ^ children[i].flipped ^ (Bits{1} << children[i].sq);
          for (int g = 1; g < 8; ++g)
            if ((symmetries >> g & 1) && transform(np, size_, g) == ep && transform(no, size_, g) == eo) {
              mirror_of_earlier = true;
              break;
            }
        }
        if (mirror_of_earlier) continue;
      }
      Bits replies = legal_moves(np, no, valid_);
      Bits around = (no << 1 | no >> 1 | no << 8 | no >> 8 | no << 7 | no >> 7 | no << 9 | no >> 9) &
                    (empty_squares & ~(Bits{1} << sq));
      int key = sq == table_move ? -100000
                : empties >= kLookaheadEmpties
                    ? reply_value(np, no, replies) * 16 + popcount(around)
                    : popcount(replies) * 8 + popcount(replies & corners_) * 8 + popcount(around) -
                          (((Bits{1} << sq) & corners_) ? 4 : 0);
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
  std::uint64_t max_nodes_;  // beyond it BeyondLimits: the solution is out of the budget
  Stopper stopper_;          // Ctrl-C
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

std::uint64_t perft_any_size(GeneralState& state, int depth) {
  if (small::is_small_size(state.size())) return small::perft(small::from_general(state), depth);
  return perft_general(state, depth);
}

GeneralSolveResult solve_any_size(const GeneralState& state, std::uint64_t max_nodes, std::vector<int>* pv,
                                  std::size_t table_megabytes) {
  if (pv) pv->clear();
  if (!small::is_small_size(state.size()))
    return table_megabytes ? solve_general(state, max_nodes, table_megabytes << 20) : solve_general(state, max_nodes);
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
