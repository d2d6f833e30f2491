// `gridgames bench`: the engines' search signatures, as text and JSON, and the game filter.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/run_command.h"
#include "spot/bench.h"

namespace gg::test {
namespace {

TEST(Bench, PrintsTheSameCountAsTheLibrary) {
  auto r = run_gridgames({"bench", "spot"});
  EXPECT_EQ(r.status, 0) << r.err;
  std::string expected = "spot solver: " + std::to_string(spot::solver_signature().nodes) + " nodes (";
  EXPECT_EQ(r.out.rfind(expected, 0), 0u) << r.out;
  EXPECT_EQ(r.out.find("othello"), std::string::npos) << "only the games asked for";
}

TEST(Bench, JsonListsEveryEngineOfTheGamesAsked) {
  auto r = run_gridgames({"bench", "--json", "mine", "spot"});
  ASSERT_EQ(r.status, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["signatures"].size(), 2u);
  EXPECT_EQ(j["signatures"][0]["engine"], "mine solver");
  EXPECT_EQ(j["signatures"][1]["engine"], "spot solver");
  EXPECT_EQ(j["signatures"][1]["nodes"], spot::solver_signature().nodes);
}

TEST(Bench, UnknownGameIsABadCommandLine) {
  auto r = run_gridgames({"bench", "chess"});
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("chess"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty()) << r.out;
}

}  // namespace
}  // namespace gg::test
