#include "frontends/cli/progress_ticker.h"

#include <unistd.h>

#include <chrono>
#include <cstdio>

#include "core/time_left.h"

namespace gg::cli {

ProgressTicker::ProgressTicker(std::function<std::string()> text)
    : text_(std::move(text)), enabled_(isatty(STDERR_FILENO) == 1) {
  if (enabled_) thread_ = std::thread([this] { run(); });
}

ProgressTicker::~ProgressTicker() {
  if (!enabled_) return;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    clear_locked();
  }
  wake_.notify_all();
  thread_.join();
}

void ProgressTicker::update(const std::function<void()>& change) {
  std::lock_guard lock(mutex_);
  change();
  clear_locked();
  updated_ = std::chrono::steady_clock::now();
}

void ProgressTicker::run() {
  std::unique_lock lock(mutex_);
  while (!wake_.wait_for(lock, std::chrono::seconds(1), [this] { return stopping_; })) {
    if (std::chrono::steady_clock::now() - updated_ < std::chrono::milliseconds(200)) continue;
    std::fprintf(stderr, "\r\033[K%s", text_().c_str());
    std::fflush(stderr);
    drawn_ = true;
  }
}

void ProgressTicker::clear_locked() {
  if (!drawn_) return;
  std::fprintf(stderr, "\r\033[K");
  std::fflush(stderr);
  drawn_ = false;
}

std::string time_left_text(double elapsed, std::size_t done, std::size_t total) {
  double left = seconds_left(elapsed, done, total);
  if (left < 0) return "";
  char text[64];
  if (left < 120) std::snprintf(text, sizeof text, ", about %.0f s left", left);
  else if (left < 7200) std::snprintf(text, sizeof text, ", about %.0f min left", left / 60);
  else std::snprintf(text, sizeof text, ", about %.1f h left", left / 3600);
  return text;
}

}  // namespace gg::cli
