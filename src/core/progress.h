// Progress reporting and clean interruption for long work.
//
// Progress: a single self-overwriting line on stderr, shown only when stderr is a terminal, and
// rate-limited so that calling update() in a loop costs almost nothing.
// Interruption: the first Ctrl-C sets a flag that long loops poll (interrupted()); they stop,
// report what they established, and exit with kExitInterrupted. A second Ctrl-C kills at once.
// Searches poll the flag through a Stopper (core/stop.h), with their other limits.
#pragma once

#include <atomic>
#include <chrono>
#include <string>

namespace gg {

// Installs the SIGINT handler (idempotent).
void install_interrupt_handler();
// True once the user asked to stop.
bool interrupted();
// For tests: set or clear the flag by hand.
void set_interrupted(bool value);

class Progress {
 public:
  // label: what is being done ("judging mine"). Silent unless stderr is a terminal.
  explicit Progress(std::string label);
  ~Progress();  // clears the line

  // Cheap to call often: redraws at most a few times per second.
  void update(double done, double total);
  void update_text(const std::string& text);

 private:
  bool should_draw();
  std::string label_;
  bool enabled_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point last_{};
  unsigned calls_ = 0;
};

}  // namespace gg
