#include "core/errors.h"

namespace gg {

std::string describe(const InputError& error, const std::string& source) {
  std::string text = source;
  if (error.line() > 0) text += ":" + std::to_string(error.line());
  text += ": ";
  text += error.what();
  return text;
}

}  // namespace gg
