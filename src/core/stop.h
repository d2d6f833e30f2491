// One way for every long search to learn that it must stop, and why.
//
// A Stopper combines what may end a search early: the user's Ctrl-C (gg::interrupted(),
// core/progress.h), an external stop flag (a protocol's STOP, a sibling thread), a deadline and
// a node limit. The search polls it in two grades, at the frequency it always had:
//   poll(nodes)   every node: the node limit and the Ctrl-C flag (a compare and one relaxed
//                 atomic load);
//   poll_clock()  every N nodes, chosen by the search: the external flag and the deadline (the
//                 only clock read);
//   check(nodes)  both; and poll_nodes(nodes), the node limit alone, for a search that looks
//                 at Ctrl-C only with the clock.
// Once stopped it stays stopped (the search unwinds) until reset(); reason() says why as the
// budget's StopReason. Ctrl-C outranks the limits: a user who pressed it is told so even when a
// limit fell at the same moment. The external flag counts as an interruption too: someone
// outside the search asked it to stop.
//
// Searches that unwind by exception throw gg::Interrupted, which carries the reason.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "core/budget.h"
#include "core/progress.h"

namespace gg {

class Stopper {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr Clock::time_point kNoDeadline = Clock::time_point::max();
  static constexpr std::uint64_t kNoNodeLimit = UINT64_MAX;
  // A budget's node count, where 0 means none, as a limit. The limit itself is taken as it is
  // (0 stops at the first poll), so that each engine keeps its own meaning of a count without
  // a branch per node.
  static constexpr std::uint64_t node_limit(std::uint64_t budget_nodes) {
    return budget_nodes ? budget_nodes : kNoNodeLimit;
  }

  Stopper() = default;
  // Stops once the node count reaches max_nodes.
  explicit Stopper(std::uint64_t max_nodes, Clock::time_point deadline = kNoDeadline,
                   const std::atomic<bool>* flag = nullptr)
      : max_nodes_(max_nodes), deadline_(deadline), flag_(flag) {}

  void set_max_nodes(std::uint64_t max_nodes) { max_nodes_ = max_nodes; }
  void set_deadline(Clock::time_point deadline) { deadline_ = deadline; }
  void set_flag(const std::atomic<bool>* flag) { flag_ = flag; }
  std::uint64_t max_nodes() const { return max_nodes_; }
  Clock::time_point deadline() const { return deadline_; }
  const std::atomic<bool>* flag() const { return flag_; }

  // The node limit alone: true once stopped.
  bool poll_nodes(std::uint64_t nodes) {
    if (nodes >= max_nodes_) note(StopReason::kNodes);
    return stopped();
  }
  // The cheap grade, fit for every node: true once stopped.
  bool poll(std::uint64_t nodes) {
    poll_nodes(nodes);
    if (interrupted()) note(StopReason::kInterrupted);
    return stopped();
  }
  // The dear grade, every N nodes: the external flag and the deadline. True once stopped.
  bool poll_clock() {
    if (flag_ && flag_->load(std::memory_order_relaxed)) note(StopReason::kInterrupted);
    if (deadline_ != kNoDeadline && Clock::now() >= deadline_) note(StopReason::kSeconds);
    return stopped();
  }
  // Both grades.
  bool check(std::uint64_t nodes) {
    poll(nodes);
    return poll_clock();
  }

  bool stopped() const { return reason_ != StopReason::kNone; }
  StopReason reason() const { return reason_; }
  // Stops by hand (a search that counts its own limit, or gives up for a reason of its own).
  void stop(StopReason reason) { note(reason); }
  // Forgets that it stopped (the limits stay): for a search run again with the same limits.
  void reset() { reason_ = StopReason::kNone; }

 private:
  void note(StopReason reason) {
    if (reason_ == StopReason::kNone || reason == StopReason::kInterrupted) reason_ = reason;
  }

  std::uint64_t max_nodes_ = kNoNodeLimit;
  Clock::time_point deadline_ = kNoDeadline;
  const std::atomic<bool>* flag_ = nullptr;
  StopReason reason_ = StopReason::kNone;
};

// Thrown by the searches that unwind by exception when they must stop before their answer.
// Front ends catch it to report what was established and exit with kExitInterrupted (or
// kExitBeyondLimits for a limit, as they choose).
class Interrupted : public std::runtime_error {
 public:
  explicit Interrupted(const std::string& what = "interrupted", StopReason reason = StopReason::kInterrupted)
      : std::runtime_error(what), reason_(reason) {}
  StopReason reason() const { return reason_; }

 private:
  StopReason reason_;
};

}  // namespace gg
