// Runs the built `gridgames` command inside a pseudo-terminal, as a person at a terminal would
// meet it: what it prints is read as the screen shows it, keys are typed, and Ctrl-C is the
// terminal's own interrupt character (the line discipline turns it into SIGINT).
#pragma once

#include <sys/types.h>

#include <chrono>
#include <string>
#include <vector>

namespace gg::test {

class PtySession {
 public:
  explicit PtySession(const std::vector<std::string>& args);
  ~PtySession();  // ends the program if it is still running
  PtySession(const PtySession&) = delete;
  PtySession& operator=(const PtySession&) = delete;

  // Reads until `text` has appeared after the last expect() match (or the time is up, or the
  // program closed the terminal); true when it appeared.
  bool expect(const std::string& text, std::chrono::milliseconds timeout = std::chrono::seconds(30));
  // Types `keys` (end lines with "\n").
  void type(const std::string& keys);
  // Presses Ctrl-C.
  void interrupt() { type("\x03"); }
  // Waits for the program to end (reading what it still prints); its exit status, or 128 +
  // signal.
  int wait();
  // Everything the program printed so far.
  const std::string& screen() const { return screen_; }

 private:
  bool read_some(std::chrono::milliseconds timeout);
  int master_ = -1;
  pid_t child_ = -1;
  std::string screen_;
  std::size_t matched_ = 0;
  int status_ = -1;
};

}  // namespace gg::test
