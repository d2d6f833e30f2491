#include "othello/weights_file.h"

#include <atomic>
#include <cstring>
#include <mutex>

#include "core/bytes.h"

namespace gg::othello {

namespace {

constexpr char kMagic[8] = {'G', 'G', 'O', 'W', 'E', 'V', 'A', 'L'};
constexpr std::uint32_t kVersion = 1;
constexpr std::size_t kHeader = 8 + 3 * 4;

// The active weights. The shared_ptr keeps them alive; the raw pointer is what the search reads.
std::mutex g_mutex;
std::shared_ptr<const PatternWeights> g_weights;
std::atomic<const PatternWeights*> g_active{nullptr};
EvalSource g_source;
std::once_flag g_default_chosen;

void set_active(std::shared_ptr<const PatternWeights> weights, std::string origin) {
  std::lock_guard lock(g_mutex);
  g_source = EvalSource{weights != nullptr, std::move(origin)};
  g_weights = std::move(weights);
  g_active.store(g_weights.get(), std::memory_order_release);
}

void load_builtin() {
  std::span<const std::uint8_t> bytes = embedded_weight_bytes();
  if (bytes.empty()) {
    set_active(nullptr, "no weights built in (data/othello/eval.ggw was missing at build time)");
    return;
  }
  try {
    set_active(std::make_shared<const PatternWeights>(decode_weights(bytes, "built-in weights")), "built-in weights");
  } catch (const WeightsError& e) {
    set_active(nullptr, e.what());
  }
}

// The first use chooses the built-in weights, unless a choice was made before.
void choose_default() { std::call_once(g_default_chosen, load_builtin); }

}  // namespace

std::vector<std::uint8_t> encode_weights(const PatternWeights& weights) {
  std::vector<std::uint8_t> out(kMagic, kMagic + 8);
  put_le(out, kVersion, 4);
  put_le(out, kEvalStages, 4);
  put_le(out, features::stage_weights(), 4);
  for (std::int16_t w : weights.compact()) put_le(out, static_cast<std::uint16_t>(w), 2);
  put_le(out, fnv1a(out.data(), out.size()), 8);
  return out;
}

PatternWeights decode_weights(std::span<const std::uint8_t> bytes, const std::string& what) {
  auto fail = [&](const std::string& why) { throw WeightsError(what + ": " + why); };
  if (bytes.size() < kHeader + 8 || std::memcmp(bytes.data(), kMagic, 8) != 0)
    fail("not an Othello weights file (no GGOWEVAL header)");
  std::uint64_t version = get_le(bytes.data() + 8, 4), stages = get_le(bytes.data() + 12, 4),
                per_stage = get_le(bytes.data() + 16, 4);
  if (version != kVersion) fail("version " + std::to_string(version) + ", this program reads version 1");
  if (stages != kEvalStages || per_stage != features::stage_weights())
    fail("layout " + std::to_string(stages) + " stages x " + std::to_string(per_stage) + " weights, expected " +
         std::to_string(kEvalStages) + " x " + std::to_string(features::stage_weights()) +
         " (made for another version of the evaluation)");
  std::size_t count = stages * per_stage;
  if (bytes.size() != kHeader + 2 * count + 8)
    fail(std::to_string(bytes.size()) + " bytes, expected " + std::to_string(kHeader + 2 * count + 8) +
         " (truncated or padded)");
  std::uint64_t stored = get_le(bytes.data() + kHeader + 2 * count, 8);
  if (fnv1a(bytes.data(), kHeader + 2 * count) != stored) fail("checksum mismatch: the file is damaged");
  std::vector<std::int16_t> compact(count);
  for (std::size_t i = 0; i < count; ++i)
    compact[i] = static_cast<std::int16_t>(get_le(bytes.data() + kHeader + 2 * i, 2));
  return PatternWeights(std::move(compact));
}

PatternWeights read_weights_file(const std::string& path) {
  auto bytes = read_file_bytes(path);
  if (!bytes) throw WeightsError(path + ": cannot open the weights file");
  return decode_weights(*bytes, path);
}

void write_weights_file(const std::string& path, const PatternWeights& weights) {
  if (!write_file_bytes(path, encode_weights(weights))) throw WeightsError(path + ": cannot write the weights file");
}

EvalSource use_builtin_weights() {
  std::call_once(g_default_chosen, [] {});
  load_builtin();
  return eval_source();
}

void use_weights(std::shared_ptr<const PatternWeights> weights, std::string origin) {
  std::call_once(g_default_chosen, [] {});
  set_active(std::move(weights), std::move(origin));
}

EvalSource eval_source() {
  choose_default();
  std::lock_guard lock(g_mutex);
  return g_source;
}

const PatternWeights* active_weights() {
  choose_default();
  return g_active.load(std::memory_order_acquire);
}

}  // namespace gg::othello
