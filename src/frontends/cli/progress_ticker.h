// A progress line for work that gives no word for long stretches (one exact solve can run for
// hours): a thread of its own redraws it about once a second on standard error, when standard
// error is a terminal, so the command never looks hung. Results printed on standard output in
// between clear it first (clear()), so that the two never share a line.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace gg::cli {

class ProgressTicker {
 public:
  // `text` is called on the ticker's thread (under its lock) for each redraw.
  explicit ProgressTicker(std::function<std::string()> text);
  ~ProgressTicker();  // stops the thread and clears the line
  ProgressTicker(const ProgressTicker&) = delete;
  ProgressTicker& operator=(const ProgressTicker&) = delete;

  // Runs `change` under the ticker's lock (for the state `text` reads) and clears the line.
  void update(const std::function<void()>& change);

 private:
  void run();
  void clear_locked();
  std::function<std::string()> text_;
  bool enabled_;
  bool drawn_ = false;
  bool stopping_ = false;
  // When update() last ran: a redraw waits a moment after it, so that the result the caller
  // prints right after its update does not land on the progress line.
  std::chrono::steady_clock::time_point updated_{};
  std::mutex mutex_;
  std::condition_variable wake_;
  std::thread thread_;
};

// ", about 2 min left": seconds_left (core/time_left.h) in words; "" when it has no estimate.
std::string time_left_text(double elapsed, std::size_t done, std::size_t total);

}  // namespace gg::cli
