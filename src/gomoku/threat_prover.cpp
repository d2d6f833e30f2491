#include "gomoku/threat_prover.h"

#include <algorithm>
#include <bit>

#include "core/stop.h"

namespace gg::gomoku {

namespace {

constexpr std::uint32_t kInf = 1u << 30;
constexpr std::uint64_t kVcfKey[2] = {0x7f4a7c159e3779b9ull, 0x94d049bb133111ebull};
constexpr std::uint64_t kVctKey[2] = {0xbf58476d1ce4e5b9ull, 0x2545f4914f6cdd1dull};
constexpr std::uint64_t kAttackerToMoveKey = 0xd6e8feb86659fd93ull;
constexpr int kMaxMoves = 160;  // children of a df-pn node (more are not tried)
constexpr int kMaxPnPly = 200;
// Nodes of the VCF tried when a df-pn attacker node is first expanded (50 to 1000 gave the same
// wins on the bench positions within a node or two percent).
constexpr std::uint64_t kVcfProbeNodes = 200;
// Nodes a VCF line's extraction may spend re-proving a step whose table entry was overwritten.
constexpr std::uint64_t kLineNodes = 50'000;

// A four that is not a five (five points are answered before fours are listed).
bool four_class(ThreatClass t) { return makes_four(t) && t != kClassFive; }
bool threat_class(ThreatClass t) { return t >= kClassThree && t != kClassFive; }

// Renju: whether a white stone can make black's allowed point f forbidden. White stones only take
// black's patterns away, so they never make a four or an overline; but a point with two open
// threes through it is allowed only because one of them is not real (the three's own open-four
// point is forbidden), and a white stone anywhere near that point can make it allowed, the three
// real, and f a double three.
bool may_become_forbidden(const PatternBoard& board, Point f) {
  int threes = 0;
  for (int direction = 0; direction < 4; ++direction) threes += board.pattern(kBlack, f, direction) == kF3;
  return threes >= 2;
}

// Defender to move, neither side having a five point: the defences against the attacker's three
// into out (at most `capacity`). Returns -1 when the attacker threatens nothing, else the count.
//
// A stone changes a point's line patterns only on the lines through it, within five points, so
// an answer must lie on a four line of every (allowed) open-four point: only the points common
// to all are tried (by playing them), not their union. Under renju a white answer may also make
// black's open-four point forbidden from elsewhere (may_become_forbidden): then every point is
// tried, and the set is complete under every rule.
int three_defences(PatternBoard& board, Stone a, Point* out, int capacity) {
  Stone d = opponent(a);
  if (!attacker_threatens(board, a)) return -1;
  const bool renju_black = a == kBlack && board.rule() == Rule::kRenju;
  int n = 0;
  PatternBoard::Area area = board.area();
  Point flex[PointList::kCapacity];
  int flex_count = 0;
  for (int y = area.y0; y <= area.y1; ++y)
    for (int x = area.x0; x <= area.x1; ++x) {
      Point p = make_point(x, y);
      if (board.at(p) != kEmpty) continue;
      if (four_class(board.threat(d, p)) && n < capacity && board.allowed(p, d)) out[n++] = p;
      if (board.threat(a, p) == kClassFlexFour && (!renju_black || board.allowed(p, a))) flex[flex_count++] = p;
    }
  const int fours = n;
  // Points on the four lines of the first open-four point, each with how many of the open-four
  // points have it on a four line.
  Point common[64];
  int hits[64];
  int common_count = 0;
  board.for_each_on_four_lines(a, flex[0], [&](Point p) {
    if (common_count < 64 && std::find(common, common + common_count, p) == common + common_count)
      common[common_count] = p, hits[common_count++] = 1;
  });
  for (int i = 1; i < flex_count; ++i) {
    int seen[64] = {};
    board.for_each_on_four_lines(a, flex[i], [&](Point p) {
      Point* at = std::find(common, common + common_count, p);
      if (at != common + common_count && !seen[at - common]) seen[at - common] = 1, ++hits[at - common];
    });
  }
  auto try_answer = [&](Point p) {
    board.play(p, d);
    bool answers = !attacker_threatens(board, a);
    board.undo();
    if (answers) out[n++] = p;
  };
  for (int i = 0; i < common_count && n < capacity; ++i) {
    Point p = common[i];
    if (hits[i] != flex_count || std::find(out, out + fours, p) != out + fours || !board.allowed(p, d)) continue;
    try_answer(p);
  }
  // Renju: white may also answer from off those lines by making an open-four point forbidden
  // (may_become_forbidden); then every other empty point is tried. Rare, so cheap on the whole.
  if (renju_black && std::any_of(flex, flex + flex_count, [&](Point f) { return may_become_forbidden(board, f); }))
    for (int y = 0; y < board.size(); ++y)
      for (int x = 0; x < board.size() && n < capacity; ++x) {
        Point p = make_point(x, y);
        if (board.at(p) == kEmpty && std::find(out, out + n, p) == out + n) try_answer(p);
      }
  return n;
}

}  // namespace

bool attacker_threatens(PatternBoard& board, Stone a) {
  if (board.count(a, kClassFlexFour) == 0) return false;
  if (a != kBlack || board.rule() != Rule::kRenju) return true;
  PatternBoard::Area area = board.area();
  for (int y = area.y0; y <= area.y1; ++y)
    for (int x = area.x0; x <= area.x1; ++x) {
      Point p = make_point(x, y);
      if (board.at(p) == kEmpty && board.threat(kBlack, p) == kClassFlexFour && board.allowed(p, kBlack)) return true;
    }
  return false;
}

ThreatProver::ThreatProver(std::size_t table_bytes)
    : vcf_table_(HashTable<VcfEntry>::slots_within(table_bytes / 4, 1024)),
      pn_table_(HashTable<PnEntry>::slots_within(table_bytes * 3 / 4, 1024)),
      fours_(std::size_t(kMaxVcfPly) * kMaxFourPoints),
      four_counts_(kMaxVcfPly),
      stamp_(kCells, 0) {}

void ThreatProver::clear() {
  vcf_table_.clear();
  pn_table_.clear();
}

bool ThreatProver::budget() {
  ++nodes_;
  stopper_.poll(nodes_);
  if ((nodes_ & 255) == 0) stopper_.poll_clock();
  if (stopper_.stopped() || nodes_ >= vcf_limit_) vcf_aborted_ = true;
  return stopper_.stopped();
}

Point ThreatProver::start(PatternBoard& board, Stone attacker, std::uint64_t max_nodes, const SearchLimits* limits,
                          std::vector<Point>* line) {
  board_ = &board;
  attacker_ = attacker;
  defender_ = opponent(attacker);
  limits_ = limits;
  nodes_ = 0;
  stopper_ = limits ? Stopper(max_nodes, limits->hard, limits->stop) : Stopper(max_nodes);
  vcf_limit_ = max_nodes;
  vcf_aborted_ = disproven_ = false;
  if (line) line->clear();
  if (board.count(attacker, kClassFive) == 0) return kNoPoint;
  Point five = board.find_five(attacker);
  if (line) line->push_back(five);
  return five;
}

// ---- VCF ----------------------------------------------------------------------------------

bool ThreatProver::vcf_node(int depth, int ply, Point last, Point block) {
  PatternBoard& board = *board_;
  const Stone a = attacker_, d = defender_;
  budget();
  if (vcf_aborted_ || depth <= 0 || ply >= kMaxVcfPly) return false;
  const std::uint64_t key = board.hash() ^ kVcfKey[a - 1];
  VcfEntry& entry = vcf_table_.slot(key);
  if (entry.key == key && (entry.win || entry.depth >= depth)) return entry.win;

  // The attacker's four points: the parent's still standing, and new ones on the lines of the
  // attacker's last stone (the root scans the board).
  Point* list = &fours_[std::size_t(ply) * kMaxFourPoints];
  int count = 0;
  if (++stamp_now_ == 0) {
    std::fill(stamp_.begin(), stamp_.end(), 0);
    stamp_now_ = 1;
  }
  auto add = [&](Point p) {
    if (count < kMaxFourPoints && stamp_[p] != stamp_now_ && board.at(p) == kEmpty && four_class(board.threat(a, p))) {
      stamp_[p] = stamp_now_;
      list[count++] = p;
    }
  };
  if (ply == 0 || last == kNoPoint) {
    PatternBoard::Area area = board.area();
    for (int y = area.y0; y <= area.y1; ++y)
      for (int x = area.x0; x <= area.x1; ++x) add(make_point(x, y));
  } else {
    const Point* parent = &fours_[std::size_t(ply - 1) * kMaxFourPoints];
    for (int i = 0; i < four_counts_[ply - 1]; ++i) add(parent[i]);
    for (int direction : kDirections)
      for (int k = 1; k <= 4; ++k) {
        add(last + k * direction);
        add(last - k * direction);
      }
  }
  four_counts_[ply] = count;

  // A defender's five point must be blocked, by a four.
  Point must = kNoPoint;
  int their_fives = board.count(d, kClassFive);
  if (their_fives >= 2) {
    entry = {key, std::int16_t(std::min(depth, 10000)), -1, false};
    return false;
  }
  if (their_fives == 1) must = board.five_point(d, block);

  // Fours that also make an open three (or better) first.
  std::array<Point, kMaxFourPoints> order;
  int n = 0;
  for (int pass = 0; pass < 2; ++pass)
    for (int i = 0; i < count; ++i) {
      Point p = list[i];
      if (must != kNoPoint && p != must) continue;
      bool strong = board.threat(a, p) != kClassFour;
      if (strong == (pass == 0)) order[n++] = p;
    }
  for (int i = 0; i < n; ++i) {
    Point m = order[i];
    if (!board.allowed(m, a)) continue;
    board.play(m, a);
    bool win = false;
    int fives = board.count(a, kClassFive);
    if (fives >= 2) {
      win = true;  // the defender has no five point here: it cannot stop two
    } else if (fives == 1) {
      Point b = board.five_point(a, m);
      if (!board.allowed(b, d)) {
        win = true;  // renju: black's only block is forbidden
      } else {
        board.play(b, d);
        win = vcf_node(depth - 1, ply + 1, m, b);
        board.undo();
      }
    }
    board.undo();
    if (win) {
      // Re-fetch: the recursion may have replaced the slot.
      vcf_table_.slot(key) = {key, 0, std::int16_t(m), true};
      return true;
    }
    if (vcf_aborted_) return false;
  }
  if (vcf_aborted_) return false;
  VcfEntry& slot = vcf_table_.slot(key);
  slot = {key, std::int16_t(std::min(depth, 10000)), -1, false};
  return false;
}

bool ThreatProver::vcf_from_here(std::uint64_t max_nodes) {
  std::uint64_t saved = vcf_limit_;
  vcf_limit_ = std::min(stopper_.max_nodes(), nodes_ + max_nodes);
  vcf_aborted_ = false;
  bool win = vcf_node(40, 0, kNoPoint, kNoPoint) && !vcf_aborted_;
  vcf_limit_ = saved;
  vcf_aborted_ = stopper_.stopped();
  return win;
}

void ThreatProver::vcf_line(int depth, std::vector<Point>& line) {
  PatternBoard& board = *board_;
  const Stone a = attacker_, d = defender_;
  int played = 0;
  while (line.size() < 200) {
    if (board.count(a, kClassFive) > 0) {
      line.push_back(board.find_five(a));
      break;
    }
    const std::uint64_t key = board.hash() ^ kVcfKey[a - 1];
    auto winning_move = [&]() -> Point {
      const VcfEntry& entry = vcf_table_.slot(key);
      return entry.key == key && entry.win ? Point(entry.move) : kNoPoint;
    };
    Point m = winning_move();
    if (m == kNoPoint) {
      // Overwritten: prove it again, within the search's time limit and a few more nodes (a
      // line cut short is still a line; an unbounded re-proof once cost a move its time).
      vcf_limit_ = nodes_ + kLineNodes;
      stopper_.set_max_nodes(vcf_limit_);
      stopper_.reset();
      vcf_aborted_ = false;
      if (vcf_node(depth, 0, kNoPoint, kNoPoint)) m = winning_move();
    }
    if (m == kNoPoint || board.at(m) != kEmpty) break;
    line.push_back(m);
    board.play(m, a);
    ++played;
    if (board.count(a, kClassFive) == 0) break;  // not a four: should not happen
    Point b = board.five_point(a, m);
    line.push_back(b);
    if (!board.allowed(b, d)) break;
    board.play(b, d);
    ++played;
  }
  while (played-- > 0) board.undo();
}

Point ThreatProver::vcf(PatternBoard& board, Stone attacker, std::uint64_t max_nodes, const SearchLimits* limits,
                        std::vector<Point>* line, int max_fours) {
  if (Point five = start(board, attacker, max_nodes, limits, line); five != kNoPoint) return five;
  if (!vcf_node(std::min(max_fours, kMaxVcfPly), 0, kNoPoint, kNoPoint) || vcf_aborted_) return kNoPoint;
  const std::uint64_t key = board.hash() ^ kVcfKey[attacker - 1];
  const VcfEntry& entry = vcf_table_.slot(key);
  Point first = entry.key == key && entry.win ? Point(entry.move) : kNoPoint;
  if (line) {
    vcf_line(std::min(max_fours, kMaxVcfPly), *line);
    if (!line->empty()) first = line->front();
  }
  stopper_.reset();
  return first;
}

// ---- VCT: df-pn -----------------------------------------------------------------------------

std::uint64_t ThreatProver::pn_key(bool attacker_to_move) const {
  return board_->hash() ^ kVctKey[attacker_ - 1] ^ (attacker_to_move ? kAttackerToMoveKey : 0);
}

ThreatProver::PnEntry* ThreatProver::probe(std::uint64_t key) {
  // Two slots per key: the even one and its odd neighbour.
  const std::uint64_t even = key & ~std::uint64_t(1);
  if (PnEntry& e = pn_table_.slot(even); e.key == key) return &e;
  if (PnEntry& e = pn_table_.slot(even | 1); e.key == key) return &e;
  return nullptr;
}

void ThreatProver::store(std::uint64_t key, std::uint32_t pn, std::uint32_t dn, Point move, std::uint32_t work) {
  const std::uint64_t even = key & ~std::uint64_t(1);
  PnEntry& first = pn_table_.slot(even);
  PnEntry& second = pn_table_.slot(even | 1);
  PnEntry* slot = &first;
  if (first.key != key) {
    if (second.key == key) slot = &second;
    else if (second.work < first.work) slot = &second;
  }
  *slot = {key, pn, dn, work, std::int16_t(move)};
}

int ThreatProver::children(bool attacker_to_move, Point* moves, std::uint32_t* init_pn, int& count, bool first_visit) {
  PatternBoard& board = *board_;
  const Stone a = attacker_, d = defender_;
  Point last = board.last_move();
  count = 0;
  if (attacker_to_move) {
    if (board.count(a, kClassFive) > 0) return 1;
    int their_fives = board.count(d, kClassFive);
    if (their_fives >= 2) return -1;
    if (their_fives == 1) {
      Point block = board.five_point(d, last);
      if (!board.allowed(block, a)) return -1;
      moves[count] = block, init_pn[count++] = 1;
      return 0;
    }
    // A VCF wins at once (cheap, with its own table): tried when the node is first expanded.
    if (first_visit && board.four_points(a) > 0 && vcf_from_here(kVcfProbeNodes))
      return 1;
    std::array<std::pair<int, Point>, PointList::kCapacity> scored;
    int n = 0;
    PatternBoard::Area area = board.area();
    for (int y = area.y0; y <= area.y1; ++y)
      for (int x = area.x0; x <= area.x1; ++x) {
        Point p = make_point(x, y);
        if (board.at(p) != kEmpty) continue;
        ThreatClass t = board.threat(a, p);
        if (threat_class(t)) scored[n++] = {t * 4096 + std::min(4095, int(board.value(a, p))), p};
      }
    std::sort(scored.begin(), scored.begin() + n, [](const auto& x, const auto& y) {
      return x.first != y.first ? x.first > y.first : x.second < y.second;
    });
    for (int i = 0; i < n && count < kMaxMoves; ++i) {
      Point p = scored[i].second;
      if (!board.allowed(p, a)) continue;
      ThreatClass t = board.threat(a, p);
      moves[count] = p;
      // Initial proof numbers: a four has one answer, a three a few (counting the defender's
      // fours made no measurable difference on the bench positions).
      init_pn[count++] = t == kClassThree ? 3 : t == kClassDoubleThree ? 2 : 1;
    }
    return count == 0 ? -1 : 0;
  }
  if (board.count(d, kClassFive) > 0) return -1;  // the defender wins first
  int fives = board.count(a, kClassFive);
  if (fives >= 2) return 1;
  if (fives == 1) {
    Point block = board.five_point(a, last);
    if (!board.allowed(block, d)) return 1;  // renju: black's only block is forbidden
    moves[count] = block, init_pn[count++] = 1;
    return 0;
  }
  int n = three_defences(board, a, moves, kMaxMoves);
  if (n < 0) return -1;  // no threat: the defender is free
  if (n == 0) return 1;
  count = n;
  for (int i = 0; i < n; ++i) init_pn[i] = 1;
  return 0;
}

void ThreatProver::mid(bool attacker_to_move, std::uint32_t thpn, std::uint32_t thdn, int ply, std::uint32_t& pn,
                       std::uint32_t& dn) {
  PatternBoard& board = *board_;
  const std::uint64_t key = pn_key(attacker_to_move);
  const std::uint64_t start_nodes = nodes_;
  if (budget()) {
    const PnEntry* entry = probe(key);
    pn = entry ? entry->pn : 1;
    dn = entry ? entry->dn : 1;
    return;
  }
  Point moves[kMaxMoves];
  std::uint32_t cpn[kMaxMoves], cdn[kMaxMoves];
  int count = 0;
  int terminal = ply >= kMaxPnPly ? -1 : children(attacker_to_move, moves, cpn, count, probe(key) == nullptr);
  if (stopper_.stopped()) {
    pn = dn = 1;
    return;
  }
  if (terminal != 0) {
    pn = terminal > 0 ? 0 : kInf;
    dn = terminal > 0 ? kInf : 0;
    store(key, pn, dn, kNoPoint, 1);
    return;
  }
  const Stone mover = attacker_to_move ? attacker_ : defender_;
  const std::uint64_t child_side = kVctKey[attacker_ - 1] ^ (attacker_to_move ? 0 : kAttackerToMoveKey);
  for (int i = 0; i < count; ++i) {
    const PnEntry* entry = probe(board.hash() ^ zobrist_key(mover, moves[i]) ^ child_side);
    if (entry) cpn[i] = entry->pn, cdn[i] = entry->dn;
    else cdn[i] = 1;  // cpn[i] holds the initial estimate
  }
  int best = 0;
  while (true) {
    // OR node (attacker): pn = min, dn = sum; AND node: the other way round.
    std::uint32_t* select = attacker_to_move ? cpn : cdn;
    std::uint32_t* add = attacker_to_move ? cdn : cpn;
    std::uint32_t best_value = kInf + 1, second = kInf, sum = 0;
    bool infinite = false;
    for (int i = 0; i < count; ++i) {
      if (select[i] < best_value) second = best_value, best_value = select[i], best = i;
      else if (select[i] < second) second = select[i];
      if (add[i] >= kInf) infinite = true;
      else sum = std::min(sum + add[i], kInf - 1);
    }
    second = std::min(second, kInf);
    std::uint32_t other = infinite ? kInf : sum;
    if (attacker_to_move) pn = best_value, dn = other;
    else dn = best_value, pn = other;
    if (pn == 0) dn = kInf;
    if (dn == 0) pn = kInf;
    if (pn >= thpn || dn >= thdn || stopper_.stopped()) break;
    // The best child gets thresholds up to the second best's value (times 1 + 1/4: 1 + 1/2 and 2
    // found fewer wins in more time on the bench positions).
    std::uint32_t limit = second >= kInf ? kInf : std::max(second + 1, second + second / 4);
    std::uint32_t child_pn, child_dn;
    if (attacker_to_move) {
      child_pn = std::min(thpn, limit);
      child_dn = thdn - dn + cdn[best];
    } else {
      child_dn = std::min(thdn, limit);
      child_pn = thpn - pn + cpn[best];
    }
    board.play(moves[best], mover);
    mid(!attacker_to_move, child_pn, child_dn, ply + 1, cpn[best], cdn[best]);
    board.undo();
  }
  std::uint64_t work = nodes_ - start_nodes + 1;
  store(key, pn, dn, moves[best], std::uint32_t(std::min<std::uint64_t>(work, 0xffffffffu)));
}

void ThreatProver::vct_line(std::vector<Point>& line) {
  PatternBoard& board = *board_;
  int played = 0;
  bool attacker_to_move = true;
  while (line.size() < 120) {
    Stone mover = attacker_to_move ? attacker_ : defender_;
    if (attacker_to_move && board.count(attacker_, kClassFive) > 0) {
      line.push_back(board.find_five(attacker_));
      break;
    }
    const PnEntry* entry = probe(pn_key(attacker_to_move));
    if (!entry || entry->pn != 0) break;
    Point m = kNoPoint;
    if (attacker_to_move) {
      m = entry->move;
      if (m == kNoPoint) {
        // Proven by the VCF: its line ends the line.
        std::vector<Point> rest;
        vcf_line(40, rest);
        line.insert(line.end(), rest.begin(), rest.end());
        break;
      }
    } else {
      // Every defence loses: show the one that resisted longest (most work), among the proven.
      Point moves[kMaxMoves];
      std::uint32_t init[kMaxMoves];
      int count = 0;
      int terminal = children(false, moves, init, count, false);
      if (terminal != 0) {
        // Two five points, or a forbidden only block: the line ends with the block and five.
        if (board.count(attacker_, kClassFive) > 0) {
          Point b = board.five_point(attacker_, board.history().back());
          line.push_back(b);
          if (board.allowed(b, defender_)) {
            board.play(b, defender_);
            ++played;
            if (board.count(attacker_, kClassFive) > 0) line.push_back(board.find_five(attacker_));
          }
        }
        break;
      }
      std::uint32_t most = 0;
      for (int i = 0; i < count; ++i) {
        const PnEntry* child = probe(board.hash() ^ zobrist_key(defender_, moves[i]) ^ kVctKey[attacker_ - 1] ^
                                     kAttackerToMoveKey);
        if (child && child->pn == 0 && (m == kNoPoint || child->work > most)) m = moves[i], most = child->work;
      }
    }
    if (m == kNoPoint || board.at(m) != kEmpty) break;
    line.push_back(m);
    board.play(m, mover);
    ++played;
    attacker_to_move = !attacker_to_move;
  }
  while (played-- > 0) board.undo();
}

Point ThreatProver::vct(PatternBoard& board, Stone attacker, std::uint64_t max_nodes, const SearchLimits* limits,
                        std::vector<Point>* line) {
  if (Point five = start(board, attacker, max_nodes, limits, line); five != kNoPoint) return five;
  std::uint32_t pn = 1, dn = 1;
  mid(true, kInf, kInf, 0, pn, dn);
  if (pn != 0) {
    disproven_ = !stopper_.stopped() && dn == 0;
    return kNoPoint;
  }
  const PnEntry* entry = probe(pn_key(true));
  Point first = entry ? Point(entry->move) : kNoPoint;
  bool was_stopped = stopper_.stopped();
  if (line || first == kNoPoint) {
    std::vector<Point> found;
    vct_line(found);
    if (!found.empty()) first = found.front();
    if (line) *line = found;
  }
  if (!was_stopped || first != kNoPoint) stopper_.reset();
  return first;
}

int ThreatProver::defences(PatternBoard& board, Stone attacker, std::vector<Point>& out) {
  Point moves[PointList::kCapacity];
  int n = three_defences(board, attacker, moves, int(PointList::kCapacity));
  out.assign(moves, moves + std::max(n, 0));
  return n;
}

}  // namespace gg::gomoku
