#include "core/progress.h"

#include <csignal>

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

}  // namespace gg
