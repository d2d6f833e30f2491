// The memory budget of one run: how many bytes the transposition tables, memos and caches of a
// command may use together (`gridgames --max-memory`).
//
// Core only parses and holds the number. Each library entry point takes its table size as a
// parameter, and the command line passes its share of the budget down, so that a library never
// reads a global and tests can size tables directly.
//
//   std::uint64_t bytes = gg::parse_memory_size("1.5G");  // 1610612736
//   gg::set_memory_budget(bytes);
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace gg {

inline constexpr std::uint64_t kMebibyte = std::uint64_t{1} << 20;
// Smallest and largest budgets accepted: below 1 MiB no table is worth having; above 1 PiB the
// number is a typo (and byte counts would near the range of 64-bit arithmetic).
inline constexpr std::uint64_t kMinMemoryBudget = kMebibyte;
inline constexpr std::uint64_t kMaxMemoryBudget = std::uint64_t{1} << 50;

// Parses a size: a decimal number (fraction allowed: "1.5G") with an optional unit K, M, G or T
// (binary: K = 1024 bytes), optionally followed by "B" or "iB", any letter case; a number
// without a unit is in MiB ("512" = "512M"). The result is rounded down to whole bytes and must
// lie within [kMinMemoryBudget, kMaxMemoryBudget]. Throws InputError (line 0) with a message
// saying what is wrong and what is accepted.
std::uint64_t parse_memory_size(std::string_view text);

// "512 MiB", "1.5 GiB", "300 KiB", "17 bytes": short and exact enough for messages.
std::string format_memory_size(std::uint64_t bytes);

// Physical memory of the machine in bytes (sysconf), 0 when unknown.
std::uint64_t physical_memory();

// The default budget: a quarter of physical memory, at least 64 MiB and at most 16 GiB; 1 GiB when
// the physical memory is unknown. A quarter leaves room for the rest of the program, the system and
// other programs; the cap keeps huge servers from clearing giant tables for small problems.
std::uint64_t default_memory_budget();
// The rule above in words, for --help and messages.
std::string default_memory_budget_rule();

// The budget of this run: the default until set_memory_budget() is called.
std::uint64_t memory_budget();
void set_memory_budget(std::uint64_t bytes);

}  // namespace gg
