#include "mine/solver.h"

#include <algorithm>
#include <numeric>
#include <string_view>

#include <fmt/format.h>

#include "core/bits.h"
#include "core/errors.h"
#include "core/memory_budget.h"
#include "core/stop.h"
#include "core/sprague_grundy.h"

namespace gg::mine {

namespace {

// The edges incident to each vertex, in compressed rows.
struct Incidence {
  std::vector<int> start;  // vertices + 1 offsets into `edges`
  std::vector<int> edges;

  explicit Incidence(const Hypergraph& g) : start(g.vertices + 1, 0) {
    for (const Edge& e : g.edges)
      for (int i = 0; i < 4 && e[i] != kNoVertex; ++i) ++start[e[i] + 1];
    std::partial_sum(start.begin(), start.end(), start.begin());
    edges.resize(start.back());
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (int index = 0; index < static_cast<int>(g.edges.size()); ++index) {
      const Edge& e = g.edges[index];
      for (int i = 0; i < 4 && e[i] != kNoVertex; ++i) edges[fill[e[i]]++] = index;
    }
  }
  int degree(int v) const { return start[v + 1] - start[v]; }
};

// Packs up to 4 ascending 16-bit numbers into one word whose numeric order is their
// lexicographic order (first number in the high bits, unused slots all ones).
std::uint64_t pack(const std::uint16_t* values, int n) {
  std::uint64_t word = 0;
  for (int i = 0; i < 4; ++i) word = (word << 16) | (i < n ? values[i] : kNoVertex);
  return word;
}

// Insertion sort for the 1..4 entries of an edge (std::sort on tiny arrays trips GCC 12's
// -Warray-bounds).
template <class T>
void sort_small(T* values, int n) {
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && values[j] < values[j - 1]; --j) std::swap(values[j], values[j - 1]);
}

// Rounds of colour refinement for the memo key's labelling. More rounds tell more vertices apart
// (more isomorphic components meet in the memo) but cost time on every state; on a random
// 1000 x 1000 board at 12% mines 1, 2 and 3 rounds took about the same time (3 slightly best).
constexpr int kRefinementRounds = 3;

// Twin classes: vertices u, v with the same flag and the same edges once u and v are taken out
// (same "signature"). Such u and v never share an edge (an edge holding both would appear in
// u's signature with v in it, and in v's without v, which cannot match), so swapping them maps
// every edge onto an edge and the flag onto the flag.
std::vector<int> twin_classes(const Hypergraph& g, const Incidence& inc, int& class_count) {
  const int n = g.vertices;
  std::vector<std::uint64_t> signature(inc.edges.size());
  for (int v = 0; v < n; ++v) {
    for (int k = inc.start[v]; k < inc.start[v + 1]; ++k) {
      const Edge& e = g.edges[inc.edges[k]];
      std::uint16_t others[4];
      int m = 0;
      for (int i = 0; i < 4 && e[i] != kNoVertex; ++i)
        if (e[i] != v) others[m++] = e[i];
      signature[k] = pack(others, m);
    }
    std::sort(signature.begin() + inc.start[v], signature.begin() + inc.start[v + 1]);
  }
  auto less = [&](int a, int b) {
    if (g.flag[a] != g.flag[b]) return g.flag[a] < g.flag[b];
    return std::lexicographical_compare(signature.begin() + inc.start[a], signature.begin() + inc.start[a + 1],
                                        signature.begin() + inc.start[b], signature.begin() + inc.start[b + 1]);
  };
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), less);
  std::vector<int> cls(n);
  class_count = 0;
  for (int i = 0; i < n; ++i) {
    if (i > 0 && less(order[i - 1], order[i])) ++class_count;
    cls[order[i]] = class_count;
  }
  if (n > 0) ++class_count;
  return cls;
}

}  // namespace

std::string canonical_key(const Hypergraph& g) {
  const int n = g.vertices;
  Incidence inc(g);
  // Colour refinement: a vertex's colour gathers its flag, then the colours around it. Colours
  // only choose the labelling; the key below is the complete relabelled hypergraph.
  std::vector<std::uint64_t> color(n), next(n), around;
  for (int v = 0; v < n; ++v) color[v] = mix64(g.flag[v] | (std::uint64_t(inc.degree(v)) << 1));
  for (int round = 0; round < kRefinementRounds; ++round) {
    for (int v = 0; v < n; ++v) {
      around.clear();
      for (int k = inc.start[v]; k < inc.start[v + 1]; ++k) {
        const Edge& e = g.edges[inc.edges[k]];
        std::uint64_t others[3];
        int m = 0;
        for (int i = 0; i < 4 && e[i] != kNoVertex; ++i)
          if (e[i] != v) others[m++] = color[e[i]];
        sort_small(others, m);
        std::uint64_t h = mix64(m);
        for (int i = 0; i < m; ++i) h = mix64(h ^ others[i]);
        around.push_back(h);
      }
      std::sort(around.begin(), around.end());
      std::uint64_t h = mix64(color[v]);
      for (std::uint64_t a : around) h = mix64(h ^ a);
      next[v] = h;
    }
    color.swap(next);
  }
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return color[a] != color[b] ? color[a] < color[b] : a < b;
  });
  std::vector<std::uint16_t> rank(n);
  for (int i = 0; i < n; ++i) rank[order[i]] = static_cast<std::uint16_t>(i);

  std::vector<std::uint64_t> edges;
  edges.reserve(g.edges.size());
  for (const Edge& e : g.edges) {
    std::uint16_t mapped[4];
    int m = edge_size(e);
    for (int i = 0; i < m; ++i) mapped[i] = rank[e[i]];
    sort_small(mapped, m);
    edges.push_back(pack(mapped, m));
  }
  std::sort(edges.begin(), edges.end());
  std::string key;
  key.reserve(2 + (n + 7) / 8 + 8 * edges.size());
  key.push_back(static_cast<char>(n & 0xFF));
  key.push_back(static_cast<char>(n >> 8));
  for (int i = 0; i < n; i += 8) {
    unsigned char bits = 0;
    for (int j = i; j < n && j < i + 8; ++j) bits |= g.flag[order[j]] << (j - i);
    key.push_back(static_cast<char>(bits));
  }
  for (std::uint64_t word : edges)
    for (int shift = 56; shift >= 0; shift -= 8) key.push_back(static_cast<char>(word >> shift));
  return key;
}

void Solver::check_limits() {
  if (states_ >= budget_.max_states)
    throw BeyondLimits(part_name_ + " needs more than " + std::to_string(budget_.max_states) +
                       " search states (raise --budget)");
  if (memo_bytes_ > budget_.max_memo_bytes)
    throw BeyondLimits(part_name_ + " needs more search memory than the memory budget of " +
                       format_memory_size(budget_.max_memo_bytes) + " after " + std::to_string(states_) +
                       " search states (raise --max-memory)");
  check_time();
}

Budget solver_budget(const SearchBudget& budget) {
  Budget b;
  if (budget.nodes > 0) b.max_states = budget.nodes;
  b.max_seconds = budget.seconds;
  if (budget.memory_bytes > 0) b.max_memo_bytes = budget.memory_bytes;
  return b;
}

Solver::Solver(Budget budget) : budget_(budget) {}

// Called for every new state and every move tried (memo hits too: on big parts the moves of one
// state alone can take long), reading the clock only every 16th time. The stop check is one
// atomic load: polled every time, so that Ctrl-C is answered at once.
void Solver::check_time() {
  if (stopper_.poll(++polls_))
    throw Interrupted(part_name_ + ": interrupted after " + std::to_string(states_) + " search states",
                      stopper_.reason());
  if (budget_.max_seconds > 0 && (++checks_ & 15) == 0) {
    double seconds = double(std::clock() - start_) / CLOCKS_PER_SEC;
    if (seconds > budget_.max_seconds)
      throw BeyondLimits(part_name_ + " was not solved within " + fmt::format("{:g}", budget_.max_seconds) +
                         " CPU seconds after " + std::to_string(states_) + " search states (raise --seconds)");
  }
}

unsigned Solver::value(const Hypergraph& graph, const std::string& part_name) {
  part_name_ = part_name;
  stopper_.reset();  // a Ctrl-C answered before does not stop this search (the flag is polled anew)
  states_ = 0;
  checks_ = 0;
  start_ = std::clock();
  std::size_t elements = graph.vertices + graph.edges.size();
  if (elements > std::size_t(budget_.max_elements) || graph.vertices > kMaxVertices)
    throw BeyondLimits(part_name + " has " + std::to_string(elements) +
                       " regions and shared numbers, beyond the part size limit of " +
                       std::to_string(budget_.max_elements));
  // The memo is a cache shared by every part; keep its memory bounded.
  if (memo_.size() > std::max<std::uint64_t>(budget_.max_states, 1'000'000) * 2 ||
      memo_bytes_ > budget_.max_memo_bytes / 2) {
    memo_.clear();
    memo_bytes_ = 0;
  }
  return after_move(graph, -1, -1);
}

unsigned Solver::after_move(const Hypergraph& g, int removed_vertex, int removed_edge) {
  check_time();
  const int n = g.vertices;
  // Union-find over the vertices that stay, through the edges that stay.
  std::vector<int> parent(n);
  std::iota(parent.begin(), parent.end(), 0);
  auto find = [&](int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  };
  auto edge_stays = [&](int index) {
    if (index == removed_edge) return false;
    if (removed_vertex < 0) return true;
    const Edge& e = g.edges[index];
    for (int i = 0; i < 4 && e[i] != kNoVertex; ++i)
      if (e[i] == removed_vertex) return false;
    return true;
  };
  int edges_left = 0;
  for (int index = 0; index < static_cast<int>(g.edges.size()); ++index) {
    if (!edge_stays(index)) continue;
    ++edges_left;
    const Edge& e = g.edges[index];
    for (int i = 1; i < 4 && e[i] != kNoVertex; ++i) {
      int a = find(e[0]), b = find(e[i]);
      if (a != b) parent[std::max(a, b)] = std::min(a, b);
    }
  }
  unsigned total = 0;
  if (edges_left == 0) {  // only lone vertices: each worth 1 + flag
    for (int v = 0; v < n; ++v)
      if (v != removed_vertex) total ^= 1u + g.flag[v];
    return total;
  }
  // Number the components with several vertices; lone vertices are settled at once.
  std::vector<int> size(n, 0);
  for (int v = 0; v < n; ++v)
    if (v != removed_vertex) ++size[find(v)];
  std::vector<int> component(n, -1), local(n, -1);
  std::vector<Hypergraph> parts;
  for (int v = 0; v < n; ++v) {
    if (v == removed_vertex) continue;
    int root = find(v);
    if (size[root] == 1) {
      total ^= 1u + g.flag[v];
      continue;
    }
    if (component[root] < 0) {
      component[root] = static_cast<int>(parts.size());
      parts.emplace_back();
    }
    Hypergraph& part = parts[component[root]];
    local[v] = part.add_vertex(g.flag[v]);
  }
  for (int index = 0; index < static_cast<int>(g.edges.size()); ++index) {
    if (!edge_stays(index)) continue;
    const Edge& e = g.edges[index];
    Edge mapped = e;
    for (int i = 0; i < 4 && e[i] != kNoVertex; ++i) mapped[i] = static_cast<std::uint16_t>(local[e[i]]);
    parts[component[find(e[0])]].edges.push_back(mapped);  // numbering keeps the order ascending
  }
  for (const Hypergraph& part : parts) total ^= component_value(part);
  return total;
}

unsigned Solver::component_value(const Hypergraph& c) {
  if (c.vertices == 1) return 1u + c.flag[0];
  std::string key = canonical_key(c);
  if (auto found = memo_.find(key); found != memo_.end()) return found->second;
  check_limits();
  ++states_;

  Incidence inc(c);
  int class_count = 0;
  std::vector<int> cls = twin_classes(c, inc, class_count);

  // Twin pairs cancel: two twins u, u' (see twin_classes) can be deleted together, with their
  // edges, without changing the value. Proof: the sum of the position P and a separate copy of
  // P - {u, u'} is a second-player win. The second player keeps the invariant "the left game is
  // the right one plus u and u' in identical states (same flag, same edges to the rest), or the
  // two games are equal": a move outside u, u' is copied on the other side (deleting a vertex w
  // takes the edges of both twins to w, so they stay identical); a move on u (its flag, an edge
  // {u, w...}, or u itself) is answered by the same move on u' (legal, since the states were
  // identical), which restores the invariant, with the pair gone after a click. Equal games are
  // answered move for move. So the second player always has a reply and wins: the values are
  // equal. The same argument is the parity lemma of position.h for pairs of numbers.
  {
    std::vector<int> members(class_count, 0);
    for (int v = 0; v < c.vertices; ++v) ++members[cls[v]];
    bool pairs = false;
    for (int m : members) pairs |= m >= 2;
    if (pairs) {
      Hypergraph reduced;
      std::vector<int> local(c.vertices, -1);
      std::vector<int> kept(class_count, 0);
      for (int v = 0; v < c.vertices; ++v) {
        // Keep one member of a class of odd size, none of an even one.
        if (members[cls[v]] % 2 == 1 && kept[cls[v]]++ == 0) local[v] = reduced.add_vertex(c.flag[v]);
      }
      for (Edge e : c.edges) {
        bool keep = true;
        for (int i = 0; i < 4 && e[i] != kNoVertex; ++i) {
          if (local[e[i]] < 0) keep = false;
          else e[i] = static_cast<std::uint16_t>(local[e[i]]);
        }
        if (keep) {
          sort_small(e.data(), edge_size(e));
          reduced.edges.push_back(e);
        }
      }
      unsigned value = after_move(reduced, -1, -1);
      remember(std::move(key), value);
      return value;
    }
  }

  // No twins are left (classes are single vertices), so every move is tried.
  std::vector<unsigned> options;
  for (int v = 0; v < c.vertices; ++v) {
    if (c.flag[v]) {  // a private number: still connected, flags do not link anything
      Hypergraph cleared = c;
      cleared.flag[v] = 0;
      options.push_back(component_value(cleared));
    }
    options.push_back(after_move(c, v, -1));  // the region
  }
  for (int index = 0; index < static_cast<int>(c.edges.size()); ++index)
    options.push_back(after_move(c, -1, index));  // a shared number
  unsigned value = mex(std::move(options));
  remember(std::move(key), value);
  return value;
}

void Solver::remember(std::string&& key, unsigned value) {
  memo_bytes_ += key.capacity() + 64;  // the key's buffer and a hash node, roughly
  memo_.emplace(std::move(key), value);
}

}  // namespace gg::mine
