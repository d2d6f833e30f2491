// The time-left estimate of the progress lines (time_left.h): the pace so far times what is left.
#include <gtest/gtest.h>

#include "core/time_left.h"

namespace gg {
namespace {

TEST(TimeLeft, IsThePaceSoFarTimesWhatIsLeft) {
  EXPECT_DOUBLE_EQ(seconds_left(10, 2, 5), 15);  // 5 s each, 3 left
  EXPECT_DOUBLE_EQ(seconds_left(3, 3, 4), 1);
}

TEST(TimeLeft, NoEstimateWithoutAPaceOrWithNothingLeft) {
  EXPECT_EQ(seconds_left(0, 0, 4), -1);  // before the first is done
  EXPECT_EQ(seconds_left(7, 4, 4), -1);
}

}  // namespace
}  // namespace gg
