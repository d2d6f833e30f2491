// Runs body(0) .. body(count - 1) on `threads` threads (the caller's among them), each thread
// taking the next index from a shared counter. After Ctrl-C it stops handing out work, unless
// told to finish: work whose partial result would be wrong (one product of a numerical step)
// must run to its end, and the caller then sees the interruption itself.
#pragma once

#include <atomic>
#include <thread>
#include <vector>

#include "core/progress.h"

namespace gg {

enum class OnInterrupt { kStop, kFinish };

template <class Body>
void for_each_parallel(int count, int threads, Body body, OnInterrupt on_interrupt = OnInterrupt::kStop) {
  const bool stop_early = on_interrupt == OnInterrupt::kStop;
  std::atomic<int> next{0};
  auto work = [&] {
    for (int i; (i = next.fetch_add(1)) < count && !(stop_early && gg::interrupted());) body(i);
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
}

}  // namespace gg
