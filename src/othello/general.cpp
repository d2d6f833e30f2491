#include "othello/general.h"

#include <algorithm>
#include <climits>
#include <unordered_map>

#include "core/bits.h"
#include "core/errors.h"

namespace gg::othello {

namespace {
constexpr int kDirections[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
}

GeneralState::GeneralState(int size) : size_(size), cells_(std::size_t(size) * size, -1) {
  if (size < kMinSize || size > kMaxSize || size % 2)
    throw std::invalid_argument("Othello boards are even sizes from 4 to 16");
  int h = size / 2;
  cells_[(h - 1) * size + (h - 1)] = 1;
  cells_[h * size + h] = 1;
  cells_[(h - 1) * size + h] = 0;
  cells_[h * size + (h - 1)] = 0;
}

bool GeneralState::parse(std::string_view text, int size, GeneralState& out, std::string* error) {
  auto fail = [&](const std::string& m) {
    if (error) *error = m;
    return false;
  };
  if (size < kMinSize || size > kMaxSize || size % 2) return fail("board size must be even, 4 to 16");
  std::size_t n = std::size_t(size) * size;
  if (text.size() < n + 2) return fail("expected " + std::to_string(n) + " squares and a side to move");
  GeneralState s(size);
  for (std::size_t i = 0; i < n; ++i) {
    char c = text[i];
    if (c == 'X' || c == 'x' || c == '*' || c == 'B' || c == 'b') s.cells_[i] = 0;
    else if (c == 'O' || c == 'o' || c == 'W' || c == 'w') s.cells_[i] = 1;
    else if (c == '-' || c == '.') s.cells_[i] = -1;
    else return fail(std::string("bad square character '") + c + "'");
  }
  std::size_t i = n;
  if (text[i] != ' ' && text[i] != '\t') return fail("expected whitespace after the squares");
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
  if (i >= text.size()) return fail("missing side to move");
  char side = text[i];
  if (side == 'X' || side == 'x' || side == 'B' || side == 'b') s.to_move_ = 0;
  else if (side == 'O' || side == 'o' || side == 'W' || side == 'w') s.to_move_ = 1;
  else return fail(std::string("bad side to move '") + side + "'");
  if (i + 1 < text.size() && text[i + 1] != ' ' && text[i + 1] != '\t' && text[i + 1] != ';')
    return fail("the side to move must be one character");
  out = std::move(s);
  return true;
}

std::string GeneralState::text() const {
  std::string t;
  for (auto c : cells_) t += c < 0 ? '-' : c == 0 ? 'X' : 'O';
  t += ' ';
  t += to_move_ == 0 ? 'X' : 'O';
  return t;
}

void GeneralState::flips(int sq, int me, std::vector<int>& out) const {
  out.clear();
  if (cells_[sq] >= 0) return;
  int them = 1 - me;
  int r0 = sq / size_, c0 = sq % size_;
  for (auto& d : kDirections) {
    int r = r0 + d[0], c = c0 + d[1];
    std::size_t start = out.size();
    while (r >= 0 && r < size_ && c >= 0 && c < size_ && cells_[r * size_ + c] == them) {
      out.push_back(r * size_ + c);
      r += d[0];
      c += d[1];
    }
    bool closed = r >= 0 && r < size_ && c >= 0 && c < size_ && cells_[r * size_ + c] == me;
    if (!closed) out.resize(start);
  }
}

bool GeneralState::has_move(int colour) const {
  std::vector<int> f;
  for (int sq = 0; sq < size_ * size_; ++sq) {
    flips(sq, colour, f);
    if (!f.empty()) return true;
  }
  return false;
}

std::vector<GeneralState::Move> GeneralState::legal_moves() const {
  std::vector<Move> moves;
  std::vector<int> f;
  for (int sq = 0; sq < size_ * size_; ++sq) {
    flips(sq, to_move_, f);
    if (!f.empty()) moves.push_back(sq);
  }
  if (moves.empty() && has_move(1 - to_move_)) moves.push_back(pass_move());
  return moves;
}

void GeneralState::play(Move move) {
  Undo u{move, {}};
  if (move != pass_move()) {
    flips(move, to_move_, u.flipped);
    cells_[move] = std::int8_t(to_move_);
    for (int sq : u.flipped) cells_[sq] = std::int8_t(to_move_);
  }
  history_.push_back(std::move(u));
  to_move_ = 1 - to_move_;
}

void GeneralState::undo() {
  Undo u = std::move(history_.back());
  history_.pop_back();
  to_move_ = 1 - to_move_;
  if (u.move == pass_move()) return;
  cells_[u.move] = -1;
  for (int sq : u.flipped) cells_[sq] = std::int8_t(1 - to_move_);
}

bool GeneralState::is_terminal() const { return !has_move(0) && !has_move(1); }

int GeneralState::count(int colour) const { return int(std::count(cells_.begin(), cells_.end(), colour)); }
int GeneralState::empty_count() const { return count(-1); }

int GeneralState::result() const {
  int b = count(0), w = count(1), e = empty_count();
  if (b > w) return b - w + e;
  if (b < w) return b - w - e;
  return 0;
}

std::uint64_t GeneralState::key() const {
  std::uint64_t h = std::uint64_t(to_move_) * 0x9E3779B97F4A7C15ULL + std::uint64_t(size_);
  for (std::size_t i = 0; i < cells_.size(); ++i)
    if (cells_[i] >= 0) h ^= mix64(i * 2 + std::uint64_t(cells_[i]) + 1);
  return h;
}

std::string general_square_name(int move, int size) {
  if (move == size * size) return "pass";
  if (move < 0) return "--";
  return std::string(1, char('a' + move % size)) + std::to_string(move / size + 1);
}

namespace {

struct Bounds {
  int lower, upper, move;
};

class GeneralSolver {
 public:
  GeneralSolver(std::uint64_t max_nodes, std::size_t table_bytes)
      : max_nodes_(max_nodes), max_table_entries_(std::max<std::size_t>(table_bytes / kBytesPerEntry, 1024)) {}
  std::uint64_t nodes = 0;

  int search(GeneralState& s, int alpha, int beta, int* best_move_out) {
    if (++nodes > max_nodes_ && max_nodes_) throw BeyondLimits("the solution needs more than the node budget");
    auto moves = s.legal_moves();
    if (moves.empty()) {
      int r = s.result();
      return s.current_player() == 0 ? r : -r;
    }
    std::uint64_t key = s.key();
    int table_move = -1;
    auto found = table_.find(key);
    if (found != table_.end()) {
      const Bounds& b = found->second;
      // The root always searches, so that it reports a move.
      if (!best_move_out) {
        if (b.lower >= beta || b.lower == b.upper) return b.lower;
        if (b.upper <= alpha) return b.upper;
      }
      table_move = b.move;
    }
    // Fastest first: fewest replies for the opponent; the table's move before all.
    std::vector<std::pair<int, int>> order;
    for (int m : moves) {
      s.play(m);
      int replies = int(s.legal_moves().size());
      s.undo();
      order.emplace_back(m == table_move ? -1 : replies, m);
    }
    std::stable_sort(order.begin(), order.end());
    int best = INT_MIN, best_move = -1, low = alpha;
    for (auto& [key_unused, m] : order) {
      (void)key_unused;
      s.play(m);
      int value = -search(s, -beta, -low, nullptr);
      s.undo();
      if (value > best) {
        best = value;
        best_move = m;
        if (value > low) low = value;
        if (low >= beta) break;
      }
    }
    Bounds b{-INT_MAX, INT_MAX, best_move};
    if (found != table_.end()) b = found->second;
    if (best <= alpha) b.upper = std::min(b.upper, best);
    else if (best >= beta) b.lower = std::max(b.lower, best);
    else b.lower = b.upper = best;
    b.move = best_move;
    // Bounded memory: start afresh rather than grow without limit (results stay exact).
    if (table_.size() >= max_table_entries_) table_.clear();
    table_[key] = b;
    if (best_move_out) *best_move_out = best_move;
    return best;
  }

 private:
  // What one entry of the hash map costs: key and bounds, the node's link and allocation
  // overhead, and its share of the bucket array (measured with glibc: about 64 bytes).
  static constexpr std::size_t kBytesPerEntry = 64;
  std::uint64_t max_nodes_;
  std::size_t max_table_entries_;
  std::unordered_map<std::uint64_t, Bounds> table_;
};

}  // namespace

GeneralSolveResult solve_general(const GeneralState& state, std::uint64_t max_nodes, std::size_t table_bytes) {
  GeneralState s = state;
  GeneralSolver solver(max_nodes, table_bytes);
  GeneralSolveResult r;
  int bound = s.size() * s.size();
  // Full window; the root's best move comes from the same search.
  r.score = solver.search(s, -bound - 1, bound + 1, &r.move);
  r.nodes = solver.nodes;
  if (s.legal_moves().empty()) r.move = -1;
  return r;
}

std::uint64_t perft_general(GeneralState& s, int depth) {
  if (depth == 0) return 1;
  auto moves = s.legal_moves();
  if (moves.empty()) return 1;
  if (depth == 1) return moves.size();
  std::uint64_t leaves = 0;
  for (int m : moves) {
    s.play(m);
    leaves += perft_general(s, depth - 1);
    s.undo();
  }
  return leaves;
}

}  // namespace gg::othello
