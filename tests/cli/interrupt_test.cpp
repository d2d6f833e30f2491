// Ctrl-C on long runs: a real SIGINT sent to the command, which must stop promptly, print what it
// had established, and exit with status 130. (The exact stopping points are tested without
// signals in tests/mine/interruption_test.cpp and tests/gomoku/interruption_test.cpp.)
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "cli/run_command.h"
#include "mine/board_io.h"

namespace gg::test {
namespace {

// Like run_gridgames, but sends SIGINT `delay` after the start; a run still going 60 s after that
// is killed (and the test fails on its status).
CommandResult run_and_interrupt(const std::vector<std::string>& args, const std::string& input,
                                std::chrono::milliseconds delay) {
  char in_name[] = "/tmp/gridgames-int-in-XXXXXX", out_name[] = "/tmp/gridgames-int-out-XXXXXX",
       err_name[] = "/tmp/gridgames-int-err-XXXXXX";
  int in_fd = mkstemp(in_name), out_fd = mkstemp(out_name), err_fd = mkstemp(err_name);
  EXPECT_TRUE(in_fd >= 0 && out_fd >= 0 && err_fd >= 0);
  if (write(in_fd, input.data(), input.size()) != static_cast<ssize_t>(input.size())) ADD_FAILURE() << "write";
  lseek(in_fd, 0, SEEK_SET);
  pid_t child = fork();
  if (child == 0) {
    dup2(in_fd, 0);
    dup2(out_fd, 1);
    dup2(err_fd, 2);
    std::vector<char*> argv;
    std::string binary = GRIDGAMES_BINARY;
    argv.push_back(binary.data());
    std::vector<std::string> copies = args;
    for (auto& a : copies) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(binary.c_str(), argv.data());
    _exit(127);
  }
  // Sanitized builds run several times slower: wait longer before interrupting.
  std::this_thread::sleep_for(std::getenv("GRIDGAMES_SANITIZED") ? delay * 4 : delay);
  kill(child, SIGINT);
  int status = 0;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (waitpid(child, &status, WNOHANG) == 0) {
    if (std::chrono::steady_clock::now() > deadline) {
      kill(child, SIGKILL);
      waitpid(child, &status, 0);
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  CommandResult result;
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  result.out = read_file(out_name);
  result.err = read_file(err_name);
  for (int fd : {in_fd, out_fd, err_fd}) close(fd);
  for (const char* name : {in_name, out_name, err_name}) std::remove(name);
  return result;
}

// A board whose first part with shared numbers (44 regions, 48 groups) keeps the exact search
// busy far longer than the delays below (still searching after 20 s on an idle machine). The
// 100 x 100 board used first had its value in under 1.5 s on an idle machine, so the test
// depended on the machine's load.
const std::vector<std::string> kLongMineBoard = {"--random", "150", "150", "2250", "--seed", "1", "--seconds", "0"};

TEST(Interrupt, MineAnalyzePrintsThePartsEstablishedAndExits130) {
  std::vector<std::string> args = {"mine", "analyze", "--no-board"};
  args.insert(args.end(), kLongMineBoard.begin(), kLongMineBoard.end());
  auto result = run_and_interrupt(args, "", std::chrono::milliseconds(1500));
  EXPECT_EQ(result.status, 130) << result.out << result.err;
  EXPECT_NE(result.out.find("board: 150 x 150, 2250 mines"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("value: unknown (interrupted)"), std::string::npos) << result.out;
  // Established without search: the lone numbers and the regions without shared numbers (whose
  // value was once printed as 0 when the parts' search was interrupted).
  EXPECT_NE(result.out.find("lone numbers (touching no blank region): 2173, value 1"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("blank regions without shared numbers: 74, value 3"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("part at (0, 8): 44 blank regions linked by 48 groups of shared numbers, interrupted"),
            std::string::npos) << result.out;
  EXPECT_NE(result.out.find("winner: unknown (interrupted: "), std::string::npos) << result.out;
  EXPECT_EQ(result.err, "");
}

TEST(Interrupt, JudgeMineKeepsTheCasesDecidedAndNamesTheInterruptedOne) {
  mine::Board board = mine::random_board(150, 150, 2250, 1);  // the long board above
  std::string input = "2\n3 3 1\n1 1\n150 150 2250\n";
  for (int cell = 0; cell < board.rows * board.cols; ++cell)
    if (board.mine[cell]) input += std::to_string(cell / board.cols) + " " + std::to_string(cell % board.cols) + "\n";
  auto result = run_and_interrupt({"judge", "mine", "--seconds", "0"}, input, std::chrono::milliseconds(1500));
  EXPECT_EQ(result.status, 130) << result.err;
  EXPECT_EQ(result.out, "Case #1: Fanglaoshi\n");
  EXPECT_EQ(result.err.rfind("gridgames: case 2: ", 0), 0u) << result.err;
  EXPECT_NE(result.err.find("interrupted after"), std::string::npos) << result.err;
}

TEST(Interrupt, GomokuSolveSaysWhichDepthsItFinished) {
  const char* quiet =
      "...............\n...............\n...............\n...X...........\n...............\n"
      ".........O.....\n...............\n.......X.......\n......O........\n..O............\n"
      ".....X.X.......\n...........X...\n....O......O...\n...............\n...............\n";
  auto result = run_and_interrupt({"gomoku", "solve", "--vcf-depth", "100", "--vct-depth", "30", "--nodes",
                                   "1000000000000"},
                                  quiet, std::chrono::milliseconds(2000));
  EXPECT_EQ(result.status, 130) << result.out << result.err;
  EXPECT_EQ(result.out.rfind("black to move: no VCF or VCT found (interrupted, ", 0), 0u) << result.out;
  EXPECT_NE(result.out.find("established: no VCF within depth 100\n"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("unfinished: the VCT search at depth "), std::string::npos) << result.out;
}

}  // namespace
}  // namespace gg::test
