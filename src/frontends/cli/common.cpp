#include "frontends/cli/common.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iostream>

#include "core/memory_budget.h"
#include "core/progress.h"
#include "core/stop.h"

namespace gg::cli {

Input open_input(const std::string& path) {
  if (path.empty() || path == "-") return Input{"<stdin>", LineReader(STDIN_FILENO)};
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw InputError(0, "cannot open '" + path + "': " + std::strerror(errno));
  // The descriptor lives as long as the process; commands open a handful of files at most.
  return Input{path, LineReader(fd)};
}

int guarded(const std::string& source, const std::function<int()>& body) {
  try {
    return body();
  } catch (const UsageError& error) {
    std::cout.flush();
    std::cerr << "gridgames: " << error.what() << std::endl;
    return kExitUsage;
  } catch (const InputError& error) {
    std::cout.flush();
    std::cerr << "gridgames: " << describe(error, source) << std::endl;
    return kExitBadInput;
  } catch (const BeyondLimits& error) {
    std::cout.flush();
    std::cerr << "gridgames: " << (error.line() > 0 ? source + ":" + std::to_string(error.line()) + ": " : "")
              << error.what() << std::endl;
    return kExitBeyondLimits;
  } catch (const Interrupted& error) {
    // A search that unwinds on Ctrl-C (core/stop.h).
    std::cout.flush();
    std::cerr << "gridgames: " << error.what() << std::endl;
    return kExitInterrupted;
  } catch (const std::exception& error) {
    // Other failures; one met while Ctrl-C was pending is reported as the interruption.
    std::cout.flush();
    std::cerr << "gridgames: " << error.what() << std::endl;
    return interrupted() ? kExitInterrupted : kExitUsage;
  }
}

CLI::Validator non_negative() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        try {
          std::size_t used = 0;
          double value = std::stod(text, &used);
          if (used == text.size() && value >= 0) return "";
        } catch (const std::exception&) {
        }
        return "must be a number that is not negative, got '" + text + "'";
      },
      "NUMBER>=0");
}

std::string count_of(long long count, const std::string& noun, const std::string& plural) {
  return std::to_string(count) + " " + (count == 1 ? noun : plural.empty() ? noun + "s" : plural);
}

int& exit_status() {
  static int status = kExitOk;
  return status;
}

std::size_t budget_megabytes() {
  return static_cast<std::size_t>(std::max<std::uint64_t>(memory_budget() / kMebibyte, 1));
}

std::size_t table_megabytes_within_budget(std::size_t wanted) {
  return std::max<std::size_t>(1, std::min(wanted, budget_megabytes()));
}

std::size_t table_bytes_within_budget(std::size_t wanted) {
  return static_cast<std::size_t>(std::max<std::uint64_t>(kMebibyte, std::min<std::uint64_t>(wanted, memory_budget())));
}

}  // namespace gg::cli
