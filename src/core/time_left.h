// The estimate a progress line gives of the time left (front ends draw the line; see
// core/progress.h): work of `total` like items, `done` of them done in `elapsed` seconds.
#pragma once

#include <cstddef>

namespace gg {

// The seconds the `total - done` items still to do take at the pace of the `done` ones; -1 when
// there is no pace yet (nothing done) or nothing is left.
double seconds_left(double elapsed, std::size_t done, std::size_t total);

}  // namespace gg
