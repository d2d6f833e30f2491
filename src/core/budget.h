// One search budget for every bounded or exact search a front end starts, whatever the game:
// nodes (or states, for searches that count states), processor or wall seconds as the engine
// measures them, and memory for its tables. Each game's face (<game>/face.h) translates it into
// its engine's own limits; a search that stops at one says which, so that the front end can
// name it and exit with kExitBeyondLimits.
#pragma once

#include <cstdint>
#include <string>

namespace gg {

struct SearchBudget {
  std::uint64_t nodes = 0;         // 0: no node limit
  double seconds = 0;              // 0: no time limit
  std::uint64_t memory_bytes = 0;  // 0: the engine's default table size
};

// Why a search ended without its answer.
enum class StopReason { kNone, kNodes, kSeconds, kMemory, kInterrupted };

// "node", "time", "memory", "interrupted" (for messages: "stopped at its node limit"); "" for
// kNone.
inline std::string stop_reason_name(StopReason reason) {
  switch (reason) {
    case StopReason::kNodes: return "node";
    case StopReason::kSeconds: return "time";
    case StopReason::kMemory: return "memory";
    case StopReason::kInterrupted: return "interrupted";
    case StopReason::kNone: break;
  }
  return "";
}

}  // namespace gg
