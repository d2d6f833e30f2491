#include "core/stop.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>

namespace gg {
namespace {

// Clears the Ctrl-C flag whatever a test does, so that no other test sees it raised.
struct CtrlCGuard {
  CtrlCGuard() { set_interrupted(false); }
  ~CtrlCGuard() { set_interrupted(false); }
};

TEST(Stopper, WithoutLimitsNeverStops) {
  CtrlCGuard guard;
  Stopper stopper;
  for (std::uint64_t nodes = 0; nodes < 100000; nodes += 997) ASSERT_FALSE(stopper.check(nodes));
  EXPECT_FALSE(stopper.stopped());
  EXPECT_EQ(stopper.reason(), StopReason::kNone);
}

TEST(Stopper, StopsWhenTheNodeCountReachesTheLimit) {
  CtrlCGuard guard;
  Stopper stopper(1000);
  EXPECT_FALSE(stopper.poll(0));
  EXPECT_FALSE(stopper.poll(999));
  EXPECT_TRUE(stopper.poll(1000));
  EXPECT_EQ(stopper.reason(), StopReason::kNodes);
  // It stays stopped, whatever count comes next, until reset.
  EXPECT_TRUE(stopper.poll(3));
  stopper.reset();
  EXPECT_FALSE(stopper.poll(3));
  EXPECT_EQ(stopper.reason(), StopReason::kNone);
  EXPECT_TRUE(stopper.poll(1001));
}

TEST(Stopper, ALimitOfZeroStopsAtOnceAndABudgetOfZeroIsNoLimit) {
  CtrlCGuard guard;
  Stopper zero(0);
  EXPECT_TRUE(zero.poll(0));
  EXPECT_EQ(zero.reason(), StopReason::kNodes);
  EXPECT_EQ(Stopper::node_limit(0), Stopper::kNoNodeLimit);
  EXPECT_EQ(Stopper::node_limit(42), 42u);
  Stopper none(Stopper::node_limit(0));
  EXPECT_FALSE(none.poll(std::uint64_t(1) << 62));
}

TEST(Stopper, ThePollOfEveryNodeDoesNotReadTheDeadlineOrTheFlag) {
  CtrlCGuard guard;
  std::atomic<bool> flag{true};
  Stopper stopper(Stopper::kNoNodeLimit, Stopper::Clock::now() - std::chrono::seconds(1), &flag);
  EXPECT_FALSE(stopper.poll(123));
  EXPECT_TRUE(stopper.poll_clock());
}

TEST(Stopper, TheNodePollAloneIgnoresCtrlC) {
  CtrlCGuard guard;
  Stopper stopper(100);
  set_interrupted(true);
  EXPECT_FALSE(stopper.poll_nodes(99));
  EXPECT_TRUE(stopper.poll_nodes(100));
  EXPECT_EQ(stopper.reason(), StopReason::kNodes);
}

TEST(Stopper, StopsAtThePassedDeadline) {
  CtrlCGuard guard;
  Stopper future(Stopper::kNoNodeLimit, Stopper::Clock::now() + std::chrono::hours(1));
  EXPECT_FALSE(future.check(1u << 30));
  Stopper past(Stopper::kNoNodeLimit, Stopper::Clock::now() - std::chrono::milliseconds(1));
  EXPECT_TRUE(past.poll_clock());
  EXPECT_EQ(past.reason(), StopReason::kSeconds);
}

TEST(Stopper, StopsWhenTheExternalFlagIsRaised) {
  CtrlCGuard guard;
  std::atomic<bool> flag{false};
  Stopper stopper(Stopper::kNoNodeLimit, Stopper::kNoDeadline, &flag);
  EXPECT_FALSE(stopper.poll_clock());
  flag = true;
  EXPECT_TRUE(stopper.poll_clock());
  EXPECT_EQ(stopper.reason(), StopReason::kInterrupted);
}

TEST(Stopper, StopsOnCtrlC) {
  CtrlCGuard guard;
  Stopper stopper;
  EXPECT_FALSE(stopper.poll(5));
  set_interrupted(true);
  EXPECT_TRUE(stopper.poll(6));
  EXPECT_EQ(stopper.reason(), StopReason::kInterrupted);
  set_interrupted(false);
  // Stopped stays stopped after the flag is cleared: the search is unwinding.
  EXPECT_TRUE(stopper.poll(7));
}

TEST(Stopper, CtrlCOutranksALimitReachedFirst) {
  CtrlCGuard guard;
  Stopper stopper(10);
  EXPECT_TRUE(stopper.poll(10));
  EXPECT_EQ(stopper.reason(), StopReason::kNodes);
  set_interrupted(true);
  stopper.poll(11);
  EXPECT_EQ(stopper.reason(), StopReason::kInterrupted);
}

TEST(Stopper, TheFirstLimitReachedIsTheReason) {
  CtrlCGuard guard;
  Stopper stopper(10, Stopper::Clock::now() - std::chrono::seconds(1));
  EXPECT_TRUE(stopper.poll(10));
  EXPECT_TRUE(stopper.poll_clock());
  EXPECT_EQ(stopper.reason(), StopReason::kNodes);
  stopper.reset();
  EXPECT_TRUE(stopper.poll_clock());
  EXPECT_TRUE(stopper.poll(10));
  EXPECT_EQ(stopper.reason(), StopReason::kSeconds);
}

TEST(Stopper, StopByHandKeepsItsReason) {
  CtrlCGuard guard;
  Stopper stopper;
  stopper.stop(StopReason::kMemory);
  EXPECT_TRUE(stopper.stopped());
  EXPECT_EQ(stopper.reason(), StopReason::kMemory);
}

TEST(Interrupted, CarriesItsMessageAndReason) {
  try {
    throw Interrupted("part 3: interrupted", StopReason::kSeconds);
  } catch (const std::runtime_error& error) {
    EXPECT_STREQ(error.what(), "part 3: interrupted");
    ASSERT_NE(dynamic_cast<const Interrupted*>(&error), nullptr);
    EXPECT_EQ(dynamic_cast<const Interrupted&>(error).reason(), StopReason::kSeconds);
  }
  EXPECT_EQ(Interrupted().reason(), StopReason::kInterrupted);
}

}  // namespace
}  // namespace gg
