#include "spot/solver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <unordered_map>

#include "core/bits.h"
#include "core/errors.h"
#include "core/stop.h"
#include "core/symmetry.h"
#include "spot/state.h"

namespace gg::spot {

bool may_be_forced(std::int64_t n, std::int64_t ply) { return 4 * ((ply - 1) / 2) >= n * n; }

namespace {

// Whether the player making move `ply` may be forced at this or any later move of theirs.
bool may_ever_be_forced(std::int64_t n, std::int64_t ply) {
  for (std::int64_t j = ply; j <= 2 * n; j += 2)
    if (may_be_forced(n, j)) return true;
  return false;
}

// The exhaustive search on boards up to 8 x 8. A pattern is a bitboard (bit row * n + col); the
// current pattern is kept under all 8 symmetries at once, so that the rotation class of a
// candidate (the smallest of its 4 rotations) and the class of its mirror image (the smallest of
// its 4 reflections) cost 8 XORs and two minimums.
class Search {
 public:
  Search(std::int64_t n, const SolveOptions& options)
      : n_(static_cast<int>(n)),
        options_(options),
        // The budget allows max_nodes nodes: the search stops at the one after.
        stopper_(options.max_nodes && options.max_nodes < Stopper::kNoNodeLimit ? options.max_nodes + 1
                                                                                 : Stopper::kNoNodeLimit) {
    for (int g = 0; g < 8; ++g)
      for (int square = 0; square < n_ * n_; ++square) {
        auto [row, col] = Symmetry{g}.apply(square / n_, square % n_, n_);
        image_bit_[g][square] = std::uint64_t{1} << (row * n_ + col);
      }
    max_entries_ = std::max<std::uint64_t>(1, options.memo_bytes / kBytesPerEntry);
  }

  // Plays the toggles of a game (already checked legal and free of repeats).
  void replay(const std::vector<Cell>& moves) {
    for (Cell cell : moves) push(static_cast<int>(cell.row * n_ + cell.col));
  }

  int moves_played() const { return static_cast<int>(seen_.size()); }
  std::uint64_t nodes() const { return nodes_; }
  std::size_t memo_entries() const { return memo_.size(); }

  // The value for the player to move, within [alpha, beta] (fail-soft alpha-beta on -1..1).
  int value(int alpha, int beta);

  // The moves that do not repeat at once, in the search's order.
  std::vector<int> safe_moves() const {
    std::vector<int> moves;
    for (int square = 0; square < n_ * n_; ++square)
      if (!repeats(square)) moves.push_back(square);
    return moves;
  }

  void push(int square) {
    for (int g = 0; g < 8; ++g) images_[g] ^= image_bit_[g][square];
    seen_.push_back({rotation_class(images_, 0), rotation_class(images_, 4), square});
  }
  void pop() {
    int square = seen_.back().square;
    seen_.pop_back();
    for (int g = 0; g < 8; ++g) images_[g] ^= image_bit_[g][square];
  }

 private:
  struct Seen {
    std::uint64_t rotation_class;  // of the pattern after the move
    std::uint64_t mirror_class;    // of its mirror image
    int square;                    // the square the move toggled
  };
  struct Bounds {
    std::int8_t lower = -1, upper = 1;
  };
  // The position's description: current class, then the classes seen, sorted; its length says
  // how many moves were played (the empty board's class is 0, so zero padding would be ambiguous).
  using Key = std::array<std::uint64_t, 2 * kMaxSearchSize + 2>;
  struct KeyHash {
    std::size_t operator()(const Key& key) const {
      std::uint64_t h = 0;
      for (std::uint64_t word : key) h = mix64(h ^ word);
      return static_cast<std::size_t>(h);
    }
  };
  static constexpr std::uint64_t kBytesPerEntry = sizeof(Key) + sizeof(Bounds) + 48;

  // Smallest of the four images g0 .. g0+3 (rotations for g0 = 0, reflections for g0 = 4).
  static std::uint64_t rotation_class(const std::array<std::uint64_t, 8>& images, int g0) {
    return std::min(std::min(images[g0], images[g0 + 1]), std::min(images[g0 + 2], images[g0 + 3]));
  }
  std::uint64_t class_after(int square) const {
    std::uint64_t best = ~std::uint64_t{0};
    for (int g = 0; g < 4; ++g) best = std::min(best, images_[g] ^ image_bit_[g][square]);
    return best;
  }
  bool repeats(int square) const {
    std::uint64_t c = class_after(square);
    for (const Seen& s : seen_)
      if (s.rotation_class == c) return true;
    return false;
  }
  int safe_count() const {
    int count = 0;
    for (int square = 0; square < n_ * n_; ++square) count += !repeats(square);
    return count;
  }
  Key key() const {
    Key plain{}, mirrored{};
    const std::size_t k = seen_.size();
    plain[0] = k;
    mirrored[0] = k;
    plain[1] = k ? seen_.back().rotation_class : 0;
    mirrored[1] = k ? seen_.back().mirror_class : 0;
    for (std::size_t i = 0; i < k; ++i) {
      plain[2 + i] = seen_[i].rotation_class;
      mirrored[2 + i] = seen_[i].mirror_class;
    }
    std::sort(plain.begin() + 2, plain.begin() + 2 + k);
    std::sort(mirrored.begin() + 2, mirrored.begin() + 2 + k);
    return std::min(plain, mirrored);
  }

  int n_;
  SolveOptions options_;
  Stopper stopper_;  // the node budget and Ctrl-C end the whole search
  std::array<std::array<std::uint64_t, 64>, 8> image_bit_{};
  std::array<std::uint64_t, 8> images_{};
  std::vector<Seen> seen_;
  std::unordered_map<Key, Bounds, KeyHash> memo_;
  std::uint64_t max_entries_ = 0;
  std::uint64_t nodes_ = 0;
};

int Search::value(int alpha, int beta) {
  // Step 1. Limits: the node budget and Ctrl-C end the whole search.
  if (stopper_.poll_nodes(++nodes_) || ((nodes_ & 0xffff) == 0 && stopper_.poll(nodes_)))
    throw Interrupted("spot solve: stopped", stopper_.reason());
  const int played = moves_played();
  if (played == 2 * n_) return 0;

  // Step 2. The counting lemma's bounds: a player who can never be forced loses nothing.
  int lower = -1, upper = 1;
  if (options_.use_lemma) {
    if (!may_ever_be_forced(n_, played + 1)) lower = 0;
    if (!may_ever_be_forced(n_, played + 2)) upper = 0;
    if (lower == upper || lower >= beta) return lower;
    if (upper <= alpha) return upper;
  }

  // Step 3. The memo, keyed by the position's description up to reflection.
  const Key position = key();
  if (auto found = memo_.find(position); found != memo_.end()) {
    const Bounds b = found->second;
    if (b.lower == b.upper || b.lower >= beta) return b.lower;
    if (b.upper <= alpha) return b.upper;
    lower = std::max<int>(lower, b.lower);
    upper = std::min<int>(upper, b.upper);
  }
  alpha = std::max(alpha, lower);
  beta = std::min(beta, upper);

  // Step 4. Moves that do not repeat at once; with none, the mover must repeat and loses. On the
  // last move any of them draws.
  std::vector<int> moves = safe_moves();
  int best;
  if (moves.empty()) {
    best = -1;
  } else if (played + 1 == 2 * n_) {
    best = 0;
  } else {
    // Step 5. Order: the moves that leave the opponent fewest safe replies first (a move leaving
    // none wins at once), which finds wins and refutations early.
    if (2 * n_ - played >= 3) {
      std::vector<std::pair<int, int>> ordered;
      for (int square : moves) {
        push(square);
        ordered.push_back({safe_count(), square});
        pop();
      }
      std::stable_sort(ordered.begin(), ordered.end());
      for (std::size_t i = 0; i < moves.size(); ++i) moves[i] = ordered[i].second;
    }
    // Step 6. Alpha-beta over the safe moves.
    best = -2;
    int a = alpha;
    for (int square : moves) {
      push(square);
      int v = -value(-beta, -a);
      pop();
      best = std::max(best, v);
      a = std::max(a, v);
      if (a >= beta) break;
    }
  }

  // Step 7. Store what the window proved (a full memo stops growing; answers stay exact). The
  // lemma's bounds are facts, so a fail-soft value is never outside them.
  best = std::clamp(best, lower, upper);
  Bounds stored{static_cast<std::int8_t>(lower), static_cast<std::int8_t>(upper)};
  if (best > alpha && best < beta) stored = {static_cast<std::int8_t>(best), static_cast<std::int8_t>(best)};
  else if (best <= alpha) stored.upper = static_cast<std::int8_t>(std::min(upper, best));
  else stored.lower = static_cast<std::int8_t>(std::max(lower, best));
  if (memo_.size() < max_entries_) {
    memo_[position] = stored;
  } else if (auto found = memo_.find(position); found != memo_.end()) {
    found->second = stored;
  }
  return best;
}

Cell cell_of(int square, std::int64_t n) { return {square / n, square % n}; }

// N >= 3 with the lemma: a draw, and any move that does not repeat keeps it. On small boards the
// move that leaves the opponent fewest safe replies is chosen (it sets the most traps); on large
// ones the first safe square row by row (the lemma guarantees one among the first 4(N-1)+1).
SolveResult solve_by_lemma(const GameRecord& game, bool want_line) {
  SolveResult result;
  result.solved = true;
  result.method = Method::kLemma;
  result.value = 0;
  State state(game.n);
  for (Cell cell : game.moves) state.play(cell);
  const std::int64_t n = game.n;
  std::optional<Search> small;
  if (n <= kMaxSearchSize) {
    small.emplace(n, SolveOptions{});
    small->replay(game.moves);
  }
  while (!state.is_terminal()) {
    if (result.line.size() == kMaxLineMoves || (!want_line && !result.line.empty())) {
      result.line_complete = false;
      break;
    }
    Cell chosen{-1, -1};
    if (small) {
      int best_square = -1, fewest = 1 << 30;
      for (int square : small->safe_moves()) {
        small->push(square);
        int replies = static_cast<int>(small->safe_moves().size());
        small->pop();
        if (replies < fewest) fewest = replies, best_square = square;
      }
      chosen = cell_of(best_square, n);
      small->push(best_square);
      state.play(chosen);
    } else {
      for (std::int64_t square = 0;; ++square) {
        Cell cell{square / n, square % n};
        state.play(cell);
        if (!state.repeat()) {
          chosen = cell;
          break;
        }
        state.undo();
      }
    }
    result.line.push_back(chosen);
  }
  if (!result.line.empty()) result.move = result.line.front();
  return result;
}

SolveResult solve_by_search(const GameRecord& game, const SolveOptions& options) {
  if (game.n > kMaxSearchSize)
    throw InputError(0, "the search handles boards up to " + std::to_string(kMaxSearchSize) + " x " +
                            std::to_string(kMaxSearchSize) + "; larger boards are decided by the "
                            "counting lemma (leave it on)");
  SolveResult result;
  result.method = Method::kSearch;
  Search search(game.n, options);
  search.replay(game.moves);
  try {
    result.value = search.value(-1, 1);
    // The principal line: at each step a move whose value keeps the position's value; with no
    // safe move, the mover's forced repeat ends it (the first square, say).
    int value = result.value;
    while (search.moves_played() < 2 * game.n) {
      std::vector<int> safe = search.safe_moves();
      if (safe.empty()) {
        result.line.push_back(cell_of(0, game.n));
        break;
      }
      int chosen = safe.front();
      for (int square : safe) {
        search.push(square);
        int child = -search.value(-1, 1);
        search.pop();
        if (child == value) {
          chosen = square;
          break;
        }
      }
      result.line.push_back(cell_of(chosen, game.n));
      search.push(chosen);
      value = -value;
    }
    result.solved = true;
  } catch (const Interrupted&) {
    result.solved = false;
    result.line.clear();
  }
  if (!result.line.empty()) result.move = result.line.front();
  result.nodes = search.nodes();
  result.memo_entries = search.memo_entries();
  return result;
}

}  // namespace

SolveResult solve(const GameRecord& game, const SolveOptions& options) {
  if (auto repeat = final_repeat(game)) {
    SolveResult over;
    over.solved = true;
    over.method = Method::kGameOver;
    over.value = +1;  // the player who made the repeat lost; the one to move won
    return over;
  }
  if (static_cast<std::int64_t>(game.moves.size()) == 2 * game.n) {
    SolveResult over;
    over.solved = true;
    over.method = Method::kGameOver;
    return over;
  }
  if (options.use_lemma && game.n >= 3) return solve_by_lemma(game, options.want_line);
  return solve_by_search(game, options);
}

Analysis analyze(const GameRecord& game, const SolveOptions& options) {
  Analysis analysis;
  analysis.position = solve(game, options);
  analysis.game_over = analysis.position.method == Method::kGameOver;
  if (analysis.game_over) return analysis;
  State state(game.n);
  for (Cell cell : game.moves) state.play(cell);
  GameRecord child = game;
  child.moves.push_back({});
  SolveOptions value_only = options;
  value_only.want_line = false;
  for (Cell cell : state.legal_moves()) {
    MoveValue move{cell, !state.board().occupied(cell), std::nullopt, std::nullopt};
    state.play(cell);
    move.repeat = state.repeat();
    state.undo();
    if (move.repeat) {
      move.value = -1;
    } else {
      child.moves.back() = cell;
      SolveResult after = solve(child, value_only);
      if (after.solved) move.value = -after.value;
    }
    analysis.moves.push_back(move);
  }
  return analysis;
}

}  // namespace gg::spot
