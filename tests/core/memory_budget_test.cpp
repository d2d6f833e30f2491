#include "core/memory_budget.h"

#include <gtest/gtest.h>

#include <string>

#include "core/errors.h"

namespace gg {
namespace {

constexpr std::uint64_t kKiB = 1024, kMiB = kKiB * 1024, kGiB = kMiB * 1024, kTiB = kGiB * 1024;

TEST(MemorySize, UnitsAreBinaryAndAnyCase) {
  EXPECT_EQ(parse_memory_size("512M"), 512 * kMiB);
  EXPECT_EQ(parse_memory_size("512m"), 512 * kMiB);
  EXPECT_EQ(parse_memory_size("2G"), 2 * kGiB);
  EXPECT_EQ(parse_memory_size("2g"), 2 * kGiB);
  EXPECT_EQ(parse_memory_size("4096K"), 4 * kMiB);
  EXPECT_EQ(parse_memory_size("1T"), kTiB);
  EXPECT_EQ(parse_memory_size("512MB"), 512 * kMiB);
  EXPECT_EQ(parse_memory_size("512MiB"), 512 * kMiB);
  EXPECT_EQ(parse_memory_size("2gib"), 2 * kGiB);
  EXPECT_EQ(parse_memory_size("1048576B"), kMiB);
  EXPECT_EQ(parse_memory_size("1048576b"), kMiB);
}

TEST(MemorySize, APlainNumberIsMebibytes) {
  EXPECT_EQ(parse_memory_size("1"), kMiB);
  EXPECT_EQ(parse_memory_size("300"), 300 * kMiB);
  EXPECT_EQ(parse_memory_size("0300"), 300 * kMiB);
}

TEST(MemorySize, FractionsAreExactAndRoundedDownToBytes) {
  EXPECT_EQ(parse_memory_size("1.5G"), 3 * kGiB / 2);
  EXPECT_EQ(parse_memory_size("0.5G"), 512 * kMiB);
  EXPECT_EQ(parse_memory_size(".5G"), 512 * kMiB);
  EXPECT_EQ(parse_memory_size("1.G"), kGiB);
  EXPECT_EQ(parse_memory_size("1.25"), kMiB + kMiB / 4);
  // A third of a GiB is 357913941.33 bytes: rounded down.
  EXPECT_EQ(parse_memory_size("0.333333333333333333333333G"), 357913941u);
  EXPECT_EQ(parse_memory_size("1.0000000000000000000000000001G"), kGiB);
}

TEST(MemorySize, BlanksAroundAndBeforeTheUnitAreAllowed) {
  EXPECT_EQ(parse_memory_size(" 2G "), 2 * kGiB);
  EXPECT_EQ(parse_memory_size("2 G"), 2 * kGiB);
  EXPECT_EQ(parse_memory_size("\t64\t"), 64 * kMiB);
}

TEST(MemorySize, LimitsAreInclusive) {
  EXPECT_EQ(parse_memory_size("1M"), kMinMemoryBudget);
  EXPECT_EQ(parse_memory_size("1024K"), kMinMemoryBudget);
  EXPECT_EQ(parse_memory_size("1024T"), kMaxMemoryBudget);
  EXPECT_THROW(parse_memory_size("1023K"), InputError);
  EXPECT_THROW(parse_memory_size("0.999M"), InputError);
  EXPECT_THROW(parse_memory_size("1048575B"), InputError);
  EXPECT_THROW(parse_memory_size("1024.001T"), InputError);
  EXPECT_THROW(parse_memory_size("1025T"), InputError);
}

TEST(MemorySize, HugeNumbersAreRefusedWithoutOverflow) {
  EXPECT_THROW(parse_memory_size("18446744073709551616"), InputError);
  EXPECT_THROW(parse_memory_size("99999999999999999999999999999999G"), InputError);
  EXPECT_THROW(parse_memory_size("17179869184T"), InputError);  // 2^64 bytes
  EXPECT_EQ(parse_memory_size("1073741824"), kMaxMemoryBudget);  // 1 PiB, in MiB
  EXPECT_THROW(parse_memory_size("1073741825"), InputError);
  EXPECT_EQ(parse_memory_size("1073741824"  "K"), kTiB);
}

TEST(MemorySize, MalformedTextIsRefusedWithAClearMessage) {
  for (const char* bad : {"", " ", "M", "G1", "-1G", "+1G", "1e9", "1..5G", "1.5.G", "2X", "2GG",
                          "2Gb b", "2 GiBs", "2kbit", "0", "0M", "0.0G", "1,5G", "0x10M", "ten", "1BB",
                          "1Bi", "nan", "inf"}) {
    try {
      parse_memory_size(bad);
      ADD_FAILURE() << "accepted '" << bad << "'";
    } catch (const InputError& error) {
      std::string message = error.what();
      EXPECT_EQ(error.line(), 0u) << bad;
      EXPECT_NE(message.find("memory size"), std::string::npos) << message;
      EXPECT_NE(message.find("512M"), std::string::npos) << "the message shows what is accepted: " << message;
      EXPECT_EQ(message.find('\n'), std::string::npos) << message;
    }
  }
}

TEST(MemorySize, MessagesSayWhatIsWrong) {
  auto message = [](const char* text) {
    try {
      parse_memory_size(text);
    } catch (const InputError& error) {
      return std::string(error.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(message("2X").find("unknown unit"), std::string::npos);
  EXPECT_NE(message("0").find("smallest"), std::string::npos);
  EXPECT_NE(message("2000T").find("largest"), std::string::npos);
  EXPECT_NE(message("abc").find("expected a number"), std::string::npos);
}

TEST(MemorySize, FormatIsShortAndReadsBack) {
  EXPECT_EQ(format_memory_size(512 * kMiB), "512 MiB");
  EXPECT_EQ(format_memory_size(3 * kGiB / 2), "1.5 GiB");
  EXPECT_EQ(format_memory_size(kKiB), "1 KiB");
  EXPECT_EQ(format_memory_size(1000), "1000 bytes");
  EXPECT_EQ(format_memory_size(1), "1 byte");
  EXPECT_EQ(format_memory_size(kMaxMemoryBudget), "1 PiB");
  for (std::uint64_t bytes : {kMiB, 64 * kMiB, kGiB, 3 * kGiB, 2 * kTiB, 5 * kGiB / 4})
    EXPECT_EQ(parse_memory_size(format_memory_size(bytes)), bytes) << format_memory_size(bytes);
}

TEST(MemoryBudget, DefaultIsAQuarterOfPhysicalMemoryWithinItsBounds) {
  std::uint64_t physical = physical_memory();
  std::uint64_t budget = default_memory_budget();
  EXPECT_GE(budget, 64 * kMiB);
  EXPECT_LE(budget, 16 * kGiB);
  if (physical > 0 && physical / 4 >= 64 * kMiB && physical / 4 <= 16 * kGiB) {
    EXPECT_EQ(budget, physical / 4);
  }
  EXPECT_NE(default_memory_budget_rule().find(format_memory_size(budget)), std::string::npos);
}

TEST(MemoryBudget, SetOverridesTheDefault) {
  EXPECT_EQ(memory_budget(), default_memory_budget());
  set_memory_budget(3 * kMiB);
  EXPECT_EQ(memory_budget(), 3 * kMiB);
  set_memory_budget(0);  // back to the default
  EXPECT_EQ(memory_budget(), default_memory_budget());
}

}  // namespace
}  // namespace gg
