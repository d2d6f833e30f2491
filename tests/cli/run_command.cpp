#include "cli/run_command.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <thread>

namespace gg::test {

namespace {
std::string temp_path(const char* tag) {
  char name[] = "/tmp/gridgames-test-XXXXXX";
  int fd = mkstemp(name);
  if (fd >= 0) close(fd);
  return std::string(name) + tag;
}
}  // namespace

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << "cannot read " << path;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

CommandResult run_gridgames(const std::vector<std::string>& args, const std::string& input,
                            std::optional<std::chrono::milliseconds> interrupt_after) {
  // Files rather than pipes: no risk of a deadlock on large outputs, and simple to read back.
  std::string in_path = temp_path(".in"), out_path = temp_path(".out"), err_path = temp_path(".err");
  {
    std::ofstream in(in_path, std::ios::binary);
    in << input;
  }
  CommandResult result;
  pid_t child = fork();
  if (child == 0) {
    int in = open(in_path.c_str(), O_RDONLY);
    int out = open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    int err = open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    std::vector<char*> argv;
    std::string binary = GRIDGAMES_BINARY;
    argv.push_back(binary.data());
    std::vector<std::string> copies = args;
    for (auto& a : copies) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(binary.c_str(), argv.data());
    _exit(127);
  }
  int status = 0;
  if (interrupt_after) {
    std::this_thread::sleep_for(std::getenv("GRIDGAMES_SANITIZED") ? *interrupt_after * 4 : *interrupt_after);
    kill(child, SIGINT);
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (waitpid(child, &status, WNOHANG) == 0) {
      if (std::chrono::steady_clock::now() > deadline) {
        kill(child, SIGKILL);
        waitpid(child, &status, 0);
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  } else {
    waitpid(child, &status, 0);
  }
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  result.out = read_file(out_path);
  result.err = read_file(err_path);
  std::remove(in_path.c_str());
  std::remove(out_path.c_str());
  std::remove(err_path.c_str());
  return result;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string ffo40() {
  std::ifstream in(GRIDGAMES_DATA "/othello/ffo40-59.obf");
  std::string line;
  std::getline(in, line);
  return line;
}

}  // namespace gg::test
