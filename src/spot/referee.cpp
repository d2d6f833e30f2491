#include "spot/referee.h"

#include <chrono>
#include <random>

#include "spot/judge_games.h"

namespace gg::spot {

namespace {

// A fresh key seed per run: results never depend on it (repeats are verified exactly), but an
// input crafted to collide under one fixed key cannot slow down every run.
std::uint64_t random_seed() {
  try {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
  } catch (const std::exception&) {
    return static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
  }
}

}  // namespace

void judge(LineReader& in, std::ostream& out, std::uint64_t max_memory_bytes) {
  judge_games(in, out, MixKey{random_seed()}, max_memory_bytes);
}

}  // namespace gg::spot
