// Whether the tests run under a sanitizer (scripts/test sets GRIDGAMES_SANITIZED=1 there), so
// that the heaviest randomized cross-checks can use fewer trials in those slower builds.
#pragma once

#include <cstdlib>

namespace gg::test {

inline bool sanitized() { return std::getenv("GRIDGAMES_SANITIZED") != nullptr; }

}  // namespace gg::test
