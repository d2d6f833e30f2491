#include "cli/common.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>

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
  } catch (const InputError& error) {
    std::cout.flush();
    std::cerr << "gridgames: " << describe(error, source) << std::endl;
    return kExitBadInput;
  } catch (const BeyondLimits& error) {
    std::cout.flush();
    std::cerr << "gridgames: " << error.what() << std::endl;
    return kExitBeyondLimits;
  } catch (const std::exception& error) {
    std::cout.flush();
    std::cerr << "gridgames: " << error.what() << std::endl;
    return kExitUsage;
  }
}

int& exit_status() {
  static int status = kExitOk;
  return status;
}

}  // namespace gg::cli
