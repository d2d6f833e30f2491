#include "cli/pty_session.h"

#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <cerrno>
#include <stdexcept>

namespace gg::test {

PtySession::PtySession(const std::vector<std::string>& args) {
  winsize size{};
  size.ws_row = 50;
  size.ws_col = 120;
  child_ = forkpty(&master_, nullptr, nullptr, &size);
  if (child_ < 0) throw std::runtime_error("forkpty failed");
  if (child_ == 0) {
    std::vector<char*> argv;
    std::string binary = GRIDGAMES_BINARY;
    argv.push_back(binary.data());
    std::vector<std::string> copies = args;
    for (std::string& arg : copies) argv.push_back(arg.data());
    argv.push_back(nullptr);
    execv(binary.c_str(), argv.data());
    _exit(127);
  }
}

PtySession::~PtySession() {
  if (status_ < 0 && child_ > 0) {
    kill(child_, SIGKILL);
    waitpid(child_, nullptr, 0);
  }
  if (master_ >= 0) close(master_);
}

bool PtySession::read_some(std::chrono::milliseconds timeout) {
  pollfd fd{master_, POLLIN, 0};
  if (poll(&fd, 1, static_cast<int>(timeout.count())) <= 0) return false;
  char buffer[4096];
  ssize_t got = read(master_, buffer, sizeof buffer);
  if (got <= 0) return false;  // EIO: the program closed the terminal
  screen_.append(buffer, static_cast<std::size_t>(got));
  return true;
}

bool PtySession::expect(const std::string& text, std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    if (auto at = screen_.find(text, matched_); at != std::string::npos) {
      matched_ = at + text.size();
      return true;
    }
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return false;
    if (!read_some(std::min(left, std::chrono::milliseconds(200)))) {
      int status;
      if (waitpid(child_, &status, WNOHANG) == child_) {
        status_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
        while (read_some(std::chrono::milliseconds(50))) {
        }
        return screen_.find(text, matched_) != std::string::npos;
      }
    }
  }
}

void PtySession::type(const std::string& keys) {
  std::size_t written = 0;
  while (written < keys.size()) {
    ssize_t n = write(master_, keys.data() + written, keys.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    written += static_cast<std::size_t>(n);
  }
}

int PtySession::wait() {
  if (status_ >= 0) return status_;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  for (;;) {
    read_some(std::chrono::milliseconds(100));
    int status;
    if (waitpid(child_, &status, WNOHANG) == child_) {
      while (read_some(std::chrono::milliseconds(50))) {
      }
      status_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      return status_;
    }
    if (std::chrono::steady_clock::now() > deadline) {
      kill(child_, SIGKILL);
      waitpid(child_, nullptr, 0);
      status_ = 128 + SIGKILL;
      return status_;
    }
  }
}

}  // namespace gg::test
