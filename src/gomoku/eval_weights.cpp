#include "gomoku/eval_weights.h"

#include <algorithm>
#include <cstring>
#include <mutex>

#include "core/bytes.h"

namespace gg::gomoku {

namespace {

constexpr char kMagic[8] = {'G', 'G', 'G', 'M', 'E', 'V', 'A', 'L'};
constexpr std::uint32_t kVersion = 1;
constexpr std::size_t kHeader = 8 + 3 * 4;
constexpr std::size_t kTableBytes = 4 + 2 * 2 * kComboKinds;

// Kinds numbered in the order of their sorted patterns (a <= b <= c <= d, lexicographic).
struct KindTables {
  std::array<std::uint16_t, kComboCount> kind_of{};
  std::array<std::array<Pattern, 4>, kComboKinds> patterns{};
  KindTables() {
    std::array<int, kComboCount> first{};
    first.fill(-1);
    int kinds = 0;
    for (int a = 0; a < kPatternCount; ++a)
      for (int b = a; b < kPatternCount; ++b)
        for (int c = b; c < kPatternCount; ++c)
          for (int d = c; d < kPatternCount; ++d) {
            patterns[kinds] = {Pattern(a), Pattern(b), Pattern(c), Pattern(d)};
            first[combo_index(Pattern(a), Pattern(b), Pattern(c), Pattern(d))] = kinds++;
          }
    for (int combo = 0; combo < kComboCount; ++combo) {
      std::array<int, 4> p = {combo / 1331, combo / 121 % 11, combo / 11 % 11, combo % 11};
      std::sort(p.begin(), p.end());
      kind_of[combo] = static_cast<std::uint16_t>(
          first[combo_index(Pattern(p[0]), Pattern(p[1]), Pattern(p[2]), Pattern(p[3]))]);
    }
  }
};

const KindTables& kinds() {
  static const KindTables tables;
  return tables;
}

std::int16_t clamp16(int value) { return static_cast<std::int16_t>(std::clamp(value, -30000, 30000)); }

// The tables the boards read, rewritten in place when the weights change.
std::mutex g_mutex;
std::array<std::array<EvalPair, kComboCount>, kRuleCount> g_tables;
std::array<EvalSource, kRuleCount> g_sources;
std::array<bool, kRuleCount> g_learned{};
std::once_flag g_default_chosen;

void fill(int rule, const EvalTable& table) {
  const KindTables& k = kinds();
  for (int combo = 0; combo < kComboCount; ++combo)
    g_tables[rule][combo] = {table.mover[k.kind_of[combo]], table.waiter[k.kind_of[combo]]};
}

void set_active(const EvalWeights* weights, const std::string& origin) {
  std::lock_guard lock(g_mutex);
  for (int rule = 0; rule < kRuleCount; ++rule) {
    const std::optional<EvalTable>* table = weights ? &weights->rules[rule] : nullptr;
    g_learned[rule] = table && *table;
    if (g_learned[rule]) {
      fill(rule, **table);
      g_sources[rule] = {true, origin};
    } else {
      g_sources[rule] = {false, weights ? origin + " has no table for " + rule_name(Rule(rule)) : origin};
    }
  }
}

void load_builtin() {
  std::span<const std::uint8_t> bytes = embedded_eval_bytes();
  if (bytes.empty()) {
    set_active(nullptr, "hand-set (no learned weights built in)");
    return;
  }
  try {
    EvalWeights weights = decode_eval_weights(bytes, "built-in weights");
    set_active(&weights, "built-in weights");
  } catch (const WeightsError& e) {
    set_active(nullptr, e.what());
  }
}

void choose_default() { std::call_once(g_default_chosen, load_builtin); }

}  // namespace

int combo_kind(int combo) { return kinds().kind_of[combo]; }
std::array<Pattern, 4> kind_patterns(int kind) { return kinds().patterns[kind]; }

EvalTable hand_set_table() {
  EvalTable table;
  for (int kind = 0; kind < kComboKinds; ++kind) {
    auto p = kind_patterns(kind);
    int value = point_info(combo_index(p[0], p[1], p[2], p[3])).value;
    table.mover[kind] = clamp16(value * 6 / 5);  // the side to move uses its points first
    table.waiter[kind] = clamp16(-value);
  }
  return table;
}

std::vector<std::uint8_t> encode_eval_weights(const EvalWeights& weights) {
  std::vector<std::uint8_t> out(kMagic, kMagic + 8);
  put_le(out, kVersion, 4);
  put_le(out, kComboKinds, 4);
  put_le(out, std::count_if(weights.rules.begin(), weights.rules.end(), [](const auto& t) { return t.has_value(); }), 4);
  for (int rule = 0; rule < kRuleCount; ++rule) {
    if (!weights.rules[rule]) continue;
    put_le(out, rule, 4);
    for (std::int16_t w : weights.rules[rule]->mover) put_le(out, static_cast<std::uint16_t>(w), 2);
    for (std::int16_t w : weights.rules[rule]->waiter) put_le(out, static_cast<std::uint16_t>(w), 2);
  }
  put_le(out, fnv1a(out.data(), out.size()), 8);
  return out;
}

EvalWeights decode_eval_weights(std::span<const std::uint8_t> bytes, const std::string& what) {
  auto fail = [&](const std::string& why) { throw WeightsError(what + ": " + why); };
  if (bytes.size() < kHeader + 8 || std::memcmp(bytes.data(), kMagic, 8) != 0)
    fail("not a Gomoku weights file (no GGGMEVAL header)");
  std::uint64_t version = get_le(bytes.data() + 8, 4), kind_count = get_le(bytes.data() + 12, 4),
                tables = get_le(bytes.data() + 16, 4);
  if (version != kVersion) fail("version " + std::to_string(version) + ", this program reads version 1");
  if (kind_count != kComboKinds)
    fail(std::to_string(kind_count) + " pattern kinds, expected " + std::to_string(kComboKinds) +
         " (made for another version of the evaluation)");
  if (tables > kRuleCount) fail(std::to_string(tables) + " tables, at most " + std::to_string(kRuleCount));
  std::size_t body = kHeader + tables * kTableBytes;
  if (bytes.size() != body + 8)
    fail(std::to_string(bytes.size()) + " bytes, expected " + std::to_string(body + 8) + " (truncated or padded)");
  if (fnv1a(bytes.data(), body) != get_le(bytes.data() + body, 8)) fail("checksum mismatch: the file is damaged");
  EvalWeights weights;
  const std::uint8_t* at = bytes.data() + kHeader;
  for (std::uint64_t t = 0; t < tables; ++t, at += kTableBytes) {
    std::uint64_t rule = get_le(at, 4);
    if (rule >= kRuleCount || weights.rules[rule]) fail("table " + std::to_string(t) + ": bad or repeated rule");
    EvalTable table;
    for (int k = 0; k < kComboKinds; ++k) {
      table.mover[k] = static_cast<std::int16_t>(get_le(at + 4 + 2 * k, 2));
      table.waiter[k] = static_cast<std::int16_t>(get_le(at + 4 + 2 * (kComboKinds + k), 2));
    }
    weights.rules[rule] = table;
  }
  return weights;
}

EvalWeights read_eval_weights_file(const std::string& path) {
  auto bytes = read_file_bytes(path);
  if (!bytes) throw WeightsError(path + ": cannot open the weights file");
  return decode_eval_weights(*bytes, path);
}

void write_eval_weights_file(const std::string& path, const EvalWeights& weights) {
  if (!write_file_bytes(path, encode_eval_weights(weights))) throw WeightsError(path + ": cannot write the weights file");
}

EvalSource use_builtin_eval() {
  std::call_once(g_default_chosen, [] {});
  load_builtin();
  return eval_source(Rule::kFreestyle);
}

bool builtin_eval_damaged() {
  std::span<const std::uint8_t> bytes = embedded_eval_bytes();
  if (bytes.empty()) return false;
  try {
    decode_eval_weights(bytes, "built-in weights");
  } catch (const WeightsError&) {
    return true;
  }
  return false;
}

void use_eval_weights(const EvalWeights* weights, const std::string& origin) {
  std::call_once(g_default_chosen, [] {});
  set_active(weights, origin);
}

EvalSource eval_source(Rule rule) {
  choose_default();
  std::lock_guard lock(g_mutex);
  return g_sources[static_cast<int>(rule)];
}

const EvalPair* eval_table(Rule rule) {
  choose_default();
  std::lock_guard lock(g_mutex);
  return g_learned[static_cast<int>(rule)] ? g_tables[static_cast<int>(rule)].data() : nullptr;
}

}  // namespace gg::gomoku
