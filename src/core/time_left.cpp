#include "core/time_left.h"

namespace gg {

double seconds_left(double elapsed, std::size_t done, std::size_t total) {
  if (done == 0 || done >= total) return -1;
  return elapsed / double(done) * double(total - done);
}

}  // namespace gg
