// Reading the commands a person types in a terminal game, so that Ctrl-C at the prompt stops the
// game at once (a plain std::getline would be restarted after the signal and keep waiting).
#pragma once

#include <string>

namespace gg::cli {

enum class LineRead { kLine, kEnd, kInterrupted };

// Reads one line from standard input (without its '\n' or '\r\n'), waking up now and then to
// see whether Ctrl-C was pressed (gg::interrupted()). Reads the file descriptor directly: do not
// mix it with std::cin in the same command.
LineRead read_line_interruptibly(std::string& line);

}  // namespace gg::cli
