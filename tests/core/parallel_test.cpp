#include "core/parallel.h"

#include <gtest/gtest.h>

#include <atomic>
#include <vector>

#include "core/progress.h"

namespace {

// Clears the Ctrl-C flag on the way out, whatever the test did with it.
struct InterruptGuard {
  InterruptGuard() { gg::set_interrupted(false); }
  ~InterruptGuard() { gg::set_interrupted(false); }
};

std::vector<int> run_counts(int count, int threads, gg::OnInterrupt mode, int interrupt_at = -1) {
  std::vector<std::atomic<int>> runs(count);
  gg::for_each_parallel(
      count, threads,
      [&](int i) {
        runs[i].fetch_add(1);
        if (i == interrupt_at) gg::set_interrupted(true);
      },
      mode);
  std::vector<int> out;
  for (auto& r : runs) out.push_back(r.load());
  return out;
}

TEST(ForEachParallel, RunsEveryIndexExactlyOnce) {
  for (int threads : {1, 2, 3, 8})
    for (int count : {0, 1, 7, 1000}) {
      std::vector<int> runs = run_counts(count, threads, gg::OnInterrupt::kStop);
      ASSERT_EQ(runs, std::vector<int>(count, 1)) << threads << " threads, " << count << " indices";
    }
}

TEST(ForEachParallel, StopsHandingOutWorkAfterAnInterruption) {
  InterruptGuard guard;
  // One thread takes the indices in order: those after the interrupting one never run.
  std::vector<int> runs = run_counts(20, 1, gg::OnInterrupt::kStop, 5);
  std::vector<int> expected(20, 0);
  for (int i = 0; i <= 5; ++i) expected[i] = 1;
  EXPECT_EQ(runs, expected);
  // Interrupted before it starts: nothing runs, on any number of threads.
  gg::set_interrupted(true);
  EXPECT_EQ(run_counts(50, 4, gg::OnInterrupt::kStop), std::vector<int>(50, 0));
}

TEST(ForEachParallel, FinishesEverythingWhenToldTo) {
  InterruptGuard guard;
  for (int threads : {1, 3}) {
    gg::set_interrupted(false);
    EXPECT_EQ(run_counts(40, threads, gg::OnInterrupt::kFinish, 3), std::vector<int>(40, 1)) << threads;
    EXPECT_TRUE(gg::interrupted());  // the flag is left for the caller to see
    EXPECT_EQ(run_counts(40, threads, gg::OnInterrupt::kFinish), std::vector<int>(40, 1)) << threads;
  }
}

}  // namespace
