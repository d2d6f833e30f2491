#include "mine/position.h"

#include <algorithm>
#include <numeric>

#include "core/errors.h"

namespace gg::mine {

namespace {

std::string cell_name(int cell, int cols) {
  return "(" + std::to_string(cell / cols) + ", " + std::to_string(cell % cols) + ")";
}

}  // namespace

void Position::build(const Board& board, const Layout& layout) {
  const int regions = layout.region_count();
  const int cells = board.rows * board.cols;
  hidden_.assign(regions, 1);
  private_.assign(regions, 0);
  lone_ = 0;
  shared_.clear();

  if (!board.revealed.empty()) {
    // A region is revealed all at once: its first cell decides, the others must agree.
    for (int r = 0; r < regions; ++r) hidden_[r] = !board.revealed[layout.region_first_cell(r)];
    for (int cell = 0; cell < cells; ++cell) {
      if (!board.revealed[cell]) continue;
      if (board.mine[cell])
        throw InputError(0, "the mine at " + cell_name(cell, board.cols) + " is revealed");
      std::int32_t region = layout.region_of(cell);
      if (region != Layout::kNone && hidden_[region])
        throw InputError(0, "the blank region of " + cell_name(cell, board.cols) +
                                " is revealed only in part");
    }
    for (int cell = 0; cell < cells; ++cell) {
      std::int32_t region = layout.region_of(cell);
      if (region != Layout::kNone && !hidden_[region] && !board.revealed[cell])
        throw InputError(0, "the blank region of " + cell_name(cell, board.cols) +
                                " is revealed only in part");
    }
  }

  std::array<std::int32_t, 4> touched;
  for (int cell = 0; cell < cells; ++cell) {
    if (!layout.is_number(cell) || board.is_revealed(cell)) continue;
    int n = layout.regions_touched(cell, touched);
    for (int i = 0; i < n; ++i)
      if (!hidden_[touched[i]])
        throw InputError(0, "the number at " + cell_name(cell, board.cols) +
                                " is hidden next to a revealed blank region");
    if (n == 0) {
      ++lone_;
    } else if (n == 1) {
      ++private_[touched[0]];
    } else {
      SharedGroup group;
      group.regions = touched;
      group.size = n;
      group.count = 1;
      group.first_cell = cell;
      shared_.push_back(group);
    }
  }
  // Merge the numbers of equal region sets (cells were scanned in order, so a stable sort keeps
  // the lowest cell first).
  auto same_set = [](const SharedGroup& a, const SharedGroup& b) {
    return a.size == b.size && std::equal(a.regions.begin(), a.regions.begin() + a.size, b.regions.begin());
  };
  std::stable_sort(shared_.begin(), shared_.end(), [](const SharedGroup& a, const SharedGroup& b) {
    return std::lexicographical_compare(a.regions.begin(), a.regions.begin() + a.size, b.regions.begin(),
                                        b.regions.begin() + b.size);
  });
  std::size_t kept = 0;
  for (std::size_t i = 0; i < shared_.size(); ++i) {
    if (kept > 0 && same_set(shared_[kept - 1], shared_[i])) {
      shared_[kept - 1].count += shared_[i].count;
    } else {
      shared_[kept++] = shared_[i];
    }
  }
  shared_.resize(kept);
}

Hypergraph graph_of(const Position& position, const std::vector<std::int32_t>& regions,
                    std::vector<int>* groups, int toggled_group) {
  Hypergraph graph;
  for (std::int32_t region : regions) graph.add_vertex(position.private_numbers(region) & 1);
  auto local = [&](std::int32_t region) {
    auto at = std::lower_bound(regions.begin(), regions.end(), region);
    return at != regions.end() && *at == region ? int(at - regions.begin()) : -1;
  };
  const auto& shared = position.shared();
  for (int index = 0; index < static_cast<int>(shared.size()); ++index) {
    const SharedGroup& group = shared[index];
    bool present = group.odd() != (index == toggled_group);
    if (!present) continue;
    Edge edge;
    edge.fill(kNoVertex);
    bool inside = true;
    for (int i = 0; i < group.size && inside; ++i) {
      int v = local(group.regions[i]);
      inside = v >= 0;
      edge[i] = static_cast<std::uint16_t>(v);
    }
    if (!inside) continue;
    graph.edges.push_back(edge);
    if (groups) groups->push_back(index);
  }
  return graph;
}

Evaluation evaluate(const Position& position, const Layout& layout, int cols, Solver& solver,
                    const std::string& name, bool keep_parts, bool go_on) {
  Evaluation result;
  result.lone_value = position.lone_numbers() & 1;
  result.total = result.lone_value;
  const int regions = position.region_count();
  const auto& shared = position.shared();

  // Union-find over regions through the odd groups.
  std::vector<std::int32_t> parent;
  bool linked = false;
  for (const SharedGroup& group : shared) linked |= group.odd();
  if (linked) {
    parent.resize(regions);
    std::iota(parent.begin(), parent.end(), 0);
  }
  auto find = [&](std::int32_t x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  };
  if (linked) {
    for (const SharedGroup& group : shared) {
      if (!group.odd()) continue;
      for (int i = 1; i < group.size; ++i) {
        std::int32_t a = find(group.regions[0]), b = find(group.regions[i]);
        if (a != b) parent[std::max(a, b)] = std::min(a, b);
      }
    }
  }
  // Regions in no edge: the closed form, 1 + parity of their private numbers.
  std::vector<std::int32_t> part_of;  // per root region: part number
  if (linked) part_of.assign(regions, -1);
  std::vector<std::vector<std::int32_t>> members;
  std::vector<std::uint8_t> in_edge;
  if (linked) {
    in_edge.assign(regions, 0);
    for (const SharedGroup& group : shared)
      if (group.odd())
        for (int i = 0; i < group.size; ++i) in_edge[group.regions[i]] = 1;
  }
  for (int r = 0; r < regions; ++r) {
    if (!position.region_hidden(r)) continue;
    if (!linked || !in_edge[r]) {
      result.total ^= 1u + (position.private_numbers(r) & 1);
      ++result.closed_form_regions;
      continue;
    }
    std::int32_t root = find(r);
    if (part_of[root] < 0) {
      part_of[root] = static_cast<std::int32_t>(members.size());
      members.emplace_back();
    }
    members[part_of[root]].push_back(r);  // ascending, as r increases
  }
  // Parts with shared numbers: vertices numbered in region order, edges from the odd groups
  // (one pass over the groups, so building all parts stays linear), then exact search.
  std::vector<Part> parts(members.size());
  std::vector<std::int32_t> local(members.empty() ? 0 : regions, -1);
  for (std::size_t p = 0; p < members.size(); ++p) {
    parts[p].regions = std::move(members[p]);
    for (std::int32_t r : parts[p].regions) local[r] = parts[p].graph.add_vertex(position.private_numbers(r) & 1);
  }
  for (int index = 0; index < static_cast<int>(shared.size()); ++index) {
    const SharedGroup& group = shared[index];
    if (!group.odd()) continue;
    Part& part = parts[part_of[find(group.regions[0])]];
    Edge edge;
    edge.fill(kNoVertex);
    for (int i = 0; i < group.size; ++i) edge[i] = static_cast<std::uint16_t>(local[group.regions[i]]);
    part.graph.edges.push_back(edge);
    part.groups.push_back(index);
  }
  for (Part& part : parts) {
    result.largest_part = std::max(result.largest_part, part.regions.size());
    int first = layout.region_first_cell(part.regions[0]);
    std::string part_name = name + (name.empty() ? "" : ": ") + "the part of " +
                            std::to_string(part.regions.size()) + " blank regions and " +
                            std::to_string(part.graph.edges.size()) +
                            (part.graph.edges.size() == 1 ? " shared-number group" : " shared-number groups") +
                            " at cell (" + std::to_string(first / cols) + ", " +
                            std::to_string(first % cols) + ")";
    try {
      part.value = solver.value(part.graph, part_name);
    } catch (const BeyondLimits& error) {
      if (!go_on && keep_parts) {
        result.beyond = error.what();
        break;
      }
      if (!go_on) throw;
      result.unsolved.push_back({part.regions.size(), part.graph.edges.size(), error.what()});
      continue;
    } catch (const Interrupted& error) {
      if (!keep_parts) throw;
      result.interrupted = true;
      result.interruption = error.what();
      break;
    }
    part.solved = true;
    result.largest_solved = std::max(result.largest_solved, part.regions.size());
    result.total ^= part.value;
  }
  if (keep_parts) result.parts = std::move(parts);
  return result;
}

}  // namespace gg::mine
