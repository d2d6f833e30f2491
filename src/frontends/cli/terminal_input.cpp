#include "frontends/cli/terminal_input.h"

#include <poll.h>
#include <unistd.h>

#include <cerrno>

#include "core/progress.h"

namespace gg::cli {

LineRead read_line_interruptibly(std::string& line) {
  line.clear();
  for (;;) {
    if (gg::interrupted()) return LineRead::kInterrupted;
    pollfd input{STDIN_FILENO, POLLIN, 0};
    int ready = poll(&input, 1, 100);
    if (ready < 0 && errno != EINTR) return LineRead::kEnd;
    if (ready <= 0) continue;
    char c;
    ssize_t got = read(STDIN_FILENO, &c, 1);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return line.empty() ? LineRead::kEnd : LineRead::kLine;
    if (c == '\n') {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return LineRead::kLine;
    }
    line += c;
  }
}

}  // namespace gg::cli
