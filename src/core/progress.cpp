#include "core/progress.h"

#include <unistd.h>

#include <csignal>
#include <cstdio>

namespace gg {

namespace {
std::atomic<bool> g_interrupted{false};

extern "C" void on_sigint(int) {
  if (g_interrupted.exchange(true)) {
    std::signal(SIGINT, SIG_DFL);
    std::raise(SIGINT);
  }
}
}  // namespace

void install_interrupt_handler() { std::signal(SIGINT, on_sigint); }
bool interrupted() { return g_interrupted.load(std::memory_order_relaxed); }
void set_interrupted(bool value) { g_interrupted.store(value); }

Progress::Progress(std::string label) : label_(std::move(label)), enabled_(isatty(STDERR_FILENO) == 1) {}

Progress::~Progress() {
  if (drawn_) std::fprintf(stderr, "\r\033[K");
}

bool Progress::should_draw() {
  if (!enabled_) return false;
  if ((++calls_ & 1023) != 1) return false;  // look at the clock only now and then
  auto now = std::chrono::steady_clock::now();
  if (drawn_ && now - last_ < std::chrono::milliseconds(250)) return false;
  last_ = now;
  drawn_ = true;
  return true;
}

void Progress::update(double done, double total) {
  if (!should_draw()) return;
  double percent = total > 0 ? 100.0 * done / total : 0.0;
  std::fprintf(stderr, "\r\033[K%s: %.1f%%", label_.c_str(), percent);
  std::fflush(stderr);
}

void Progress::update_text(const std::string& text) {
  if (!should_draw()) return;
  std::fprintf(stderr, "\r\033[K%s: %s", label_.c_str(), text.c_str());
  std::fflush(stderr);
}

}  // namespace gg
