// Runs body(0) .. body(count - 1) on `threads` threads (the caller's among them), each thread
// taking the next index from a shared counter; stops handing out work after Ctrl-C.
#pragma once

#include <atomic>
#include <thread>
#include <vector>

#include "core/progress.h"

namespace gg {

template <class Body>
void for_each_parallel(int count, int threads, Body body) {
  std::atomic<int> next{0};
  auto work = [&] {
    for (int i; (i = next.fetch_add(1)) < count && !gg::interrupted();) body(i);
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
}

}  // namespace gg
