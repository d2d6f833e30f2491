#include "mine/analysis.h"

#include <algorithm>
#include <map>

#include "core/errors.h"

namespace gg::mine {

namespace {

// Where each hidden region sits: in a part (and which vertex), or alone (closed form).
struct RegionPlace {
  int part = -1;
  int vertex = -1;
};

// The union of some parts and lone regions as one graph, plus an extra edge over `regions`.
Hypergraph joined_with_edge(const Analysis& a, const std::vector<RegionPlace>& place,
                            const SharedGroup& group) {
  Hypergraph graph;
  std::map<int, int> part_offset;  // part -> first vertex in `graph`
  std::map<int, int> lone_vertex;  // region -> vertex in `graph`
  Edge edge;
  edge.fill(kNoVertex);
  for (int i = 0; i < group.size; ++i) {
    int region = group.regions[i];
    const RegionPlace& at = place[region];
    int vertex;
    if (at.part >= 0) {
      auto found = part_offset.find(at.part);
      if (found == part_offset.end()) {
        const Hypergraph& part = a.evaluation.parts[at.part].graph;
        int offset = graph.vertices;
        for (int v = 0; v < part.vertices; ++v) graph.add_vertex(part.flag[v]);
        for (Edge e : part.edges) {
          for (int k = 0; k < 4 && e[k] != kNoVertex; ++k) e[k] = static_cast<std::uint16_t>(e[k] + offset);
          graph.edges.push_back(e);
        }
        found = part_offset.emplace(at.part, offset).first;
      }
      vertex = found->second + at.vertex;
    } else {
      auto found = lone_vertex.find(region);
      if (found == lone_vertex.end())
        found = lone_vertex.emplace(region, graph.add_vertex(a.position.private_numbers(region) & 1)).first;
      vertex = found->second;
    }
    edge[i] = static_cast<std::uint16_t>(vertex);
  }
  for (int i = 1; i < group.size; ++i)  // 2 entries by the lemma (board.h), room for 4: insertion sort
    for (int j = i; j > 0 && edge[j] < edge[j - 1]; --j) std::swap(edge[j], edge[j - 1]);
  graph.edges.push_back(edge);
  return graph;
}

// The same graph without vertex v (and its edges), without edge e, or with v's flag flipped.
Hypergraph changed(const Hypergraph& g, int removed_vertex, int removed_edge, int flipped_flag) {
  Hypergraph out;
  std::vector<int> local(g.vertices, -1);
  for (int v = 0; v < g.vertices; ++v)
    if (v != removed_vertex) local[v] = out.add_vertex(g.flag[v] ^ (v == flipped_flag));
  for (int index = 0; index < static_cast<int>(g.edges.size()); ++index) {
    if (index == removed_edge) continue;
    Edge e = g.edges[index];
    bool keep = true;
    for (int k = 0; k < 4 && e[k] != kNoVertex; ++k) {
      if (local[e[k]] < 0) keep = false;
      else e[k] = static_cast<std::uint16_t>(local[e[k]]);
    }
    if (keep) out.edges.push_back(e);
  }
  return out;
}

}  // namespace

Analysis analyze(const Board& board, Solver& solver, bool keep_beyond) {
  Analysis a;
  a.layout.compute(board);
  a.position.build(board, a.layout);
  a.evaluation = evaluate(a.position, a.layout, board.cols, solver, "", true);
  const unsigned total = a.evaluation.total;
  const int regions = a.position.region_count();
  const int cells = board.rows * board.cols;
  for (int cell = 0; cell < cells; ++cell) a.hidden_safe += !board.mine[cell] && !board.is_revealed(cell);
  std::vector<RegionPlace> place(regions);
  for (int p = 0; p < static_cast<int>(a.evaluation.parts.size()); ++p) {
    const Part& part = a.evaluation.parts[p];
    for (int v = 0; v < static_cast<int>(part.regions.size()); ++v) place[part.regions[v]] = {p, v};
  }
  // Needs no search, so it is known even when the parts' search was interrupted.
  auto closed_form = [&](int region) { return 1u + (a.position.private_numbers(region) & 1); };
  for (int r = 0; r < regions; ++r)
    if (a.position.region_hidden(r) && place[r].part < 0) a.closed_form_value ^= closed_form(r);
  if (!a.evaluation.beyond.empty()) {
    if (!keep_beyond) throw BeyondLimits(a.evaluation.beyond);
    a.beyond = a.evaluation.beyond;
    return a;
  }
  if (a.evaluation.interrupted) {
    a.interrupted = true;
    a.interruption = a.evaluation.interruption;
    return a;
  }
  auto name_of = [&](int p) {
    int first = a.layout.region_first_cell(a.evaluation.parts[p].regions[0]);
    return "the part at (" + std::to_string(first / board.cols) + ", " + std::to_string(first % board.cols) + ")";
  };

  // Value after one click of each class, keyed for collecting cells afterwards.
  std::map<std::pair<int, int>, ClickClass> classes;  // (kind, region or group) -> class
  const auto& shared = a.position.shared();
  a.click_classes = a.position.lone_numbers() > 0 ? 1 : 0;
  for (int r = 0; r < regions; ++r)
    if (a.position.region_hidden(r)) a.click_classes += 1 + (a.position.private_numbers(r) > 0);
  a.click_classes += shared.size();
  auto consider = [&](ClickClass::Kind kind, int id, unsigned after) {
    ++a.click_classes_examined;
    if (after != 0) return;
    ClickClass c;
    c.kind = kind;
    if (kind == ClickClass::kSharedNumber) c.group = id;
    else c.region = id;
    c.value_after = after;
    classes.emplace(std::make_pair(int(kind), id), c);
  };
  try {
    if (a.position.lone_numbers() > 0) consider(ClickClass::kLoneNumber, -1, total ^ 1);
    for (int r = 0; r < regions; ++r) {
      if (!a.position.region_hidden(r)) continue;
      const RegionPlace& at = place[r];
      bool has_private = a.position.private_numbers(r) > 0;
      if (at.part < 0) {
        consider(ClickClass::kRegion, r, total ^ closed_form(r));
        if (has_private) consider(ClickClass::kPrivateNumber, r, total ^ 3);  // 1 + f <-> 2 - f
        continue;
      }
      const Part& part = a.evaluation.parts[at.part];
      unsigned rest = total ^ part.value;
      consider(ClickClass::kRegion, r, rest ^ solver.value(changed(part.graph, at.vertex, -1, -1), name_of(at.part)));
      if (has_private)
        consider(ClickClass::kPrivateNumber, r,
                 rest ^ solver.value(changed(part.graph, -1, -1, at.vertex), name_of(at.part)));
    }
    std::vector<int> edge_of_group(shared.size(), -1);  // within its part
    for (const Part& part : a.evaluation.parts)
      for (int e = 0; e < static_cast<int>(part.groups.size()); ++e) edge_of_group[part.groups[e]] = e;
    for (int g = 0; g < static_cast<int>(shared.size()); ++g) {
      const SharedGroup& group = shared[g];
      if (group.odd()) {
        const RegionPlace& at = place[group.regions[0]];
        const Part& part = a.evaluation.parts[at.part];
        consider(ClickClass::kSharedNumber, g,
                 total ^ part.value ^ solver.value(changed(part.graph, -1, edge_of_group[g], -1), name_of(at.part)));
        continue;
      }
      // An even group: the click leaves an odd number, so its edge appears.
      unsigned before = 0;
      std::vector<int> seen_parts;
      for (int i = 0; i < group.size; ++i) {
        const RegionPlace& at = place[group.regions[i]];
        if (at.part < 0) {
          before ^= closed_form(group.regions[i]);
        } else if (std::find(seen_parts.begin(), seen_parts.end(), at.part) == seen_parts.end()) {
          seen_parts.push_back(at.part);
          before ^= a.evaluation.parts[at.part].value;
        }
      }
      unsigned after = solver.value(joined_with_edge(a, place, group),
                                    "the parts joined by the shared numbers at (" +
                                        std::to_string(group.first_cell / board.cols) + ", " +
                                        std::to_string(group.first_cell % board.cols) + ")");
      consider(ClickClass::kSharedNumber, g, total ^ before ^ after);
    }
  } catch (const Interrupted& error) {
    // The value and winner stand; the winning classes found so far are collected below.
    a.interrupted = true;
    a.interruption = error.what();
  } catch (const BeyondLimits& error) {
    if (!keep_beyond) throw;
    a.beyond = error.what();  // likewise
  }

  // Collect the cells of the winning classes in one scan.
  if (!classes.empty()) {
    std::map<std::vector<std::int32_t>, int> group_index;
    for (int g = 0; g < static_cast<int>(shared.size()); ++g)
      group_index[std::vector<std::int32_t>(shared[g].regions.begin(), shared[g].regions.begin() + shared[g].size)] = g;
    std::array<std::int32_t, 4> touched;
    for (int cell = 0; cell < cells; ++cell) {
      if (board.mine[cell] || board.is_revealed(cell)) continue;
      std::pair<int, int> key;
      std::int32_t region = a.layout.region_of(cell);
      if (region != Layout::kNone) {
        key = {ClickClass::kRegion, region};
      } else {
        int n = a.layout.regions_touched(cell, touched);
        if (n == 0) key = {ClickClass::kLoneNumber, -1};
        else if (n == 1) key = {ClickClass::kPrivateNumber, touched[0]};
        else key = {ClickClass::kSharedNumber, group_index[std::vector<std::int32_t>(touched.begin(), touched.begin() + n)]};
      }
      auto found = classes.find(key);
      if (found != classes.end()) found->second.cells.push_back(cell);
    }
    for (auto& [key, c] : classes) a.winning.push_back(std::move(c));
    std::sort(a.winning.begin(), a.winning.end(),
              [](const ClickClass& x, const ClickClass& y) { return x.cells.front() < y.cells.front(); });
  }
  return a;
}

const char* click_kind_name(ClickClass::Kind kind) {
  switch (kind) {
    case ClickClass::kRegion: return "region";
    case ClickClass::kLoneNumber: return "lone number";
    case ClickClass::kPrivateNumber: return "private number";
    case ClickClass::kSharedNumber: return "shared number";
  }
  return "";
}

}  // namespace gg::mine
