// The live games of a server: each under its own mutex (engine calls on different games run in
// parallel), at most a fixed number of them, the ones idle longest expiring first.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <unordered_map>

#include "core/any_game.h"

namespace gg::http {

struct Session {
  const GameEntry* game = nullptr;
  OptionValues options;
  // Guards `state`: held for the whole of a request on this game, engine calls included.
  std::mutex mutex;
  std::unique_ptr<AnyState> state;
};

// 16 random hex digits: ids that one client cannot guess from another's.
std::string random_id(std::mt19937_64& random);

class SessionStore {
 public:
  using Clock = std::chrono::steady_clock;

  // max_sessions >= 1; a session unused for idle_seconds (> 0) expires when a new one comes.
  SessionStore(std::size_t max_sessions, double idle_seconds);

  // Adds a session and returns its id; to make room, drops the sessions idle longer than the
  // limit, then the one idle longest when the store is still full.
  std::string add(std::shared_ptr<Session> session);
  // The session `id` (marked as used now), or nullptr.
  std::shared_ptr<Session> find(const std::string& id);
  bool remove(const std::string& id);
  std::size_t size() const;
  // Sessions dropped to make room since the start.
  std::uint64_t expired() const;

 private:
  struct Entry {
    std::shared_ptr<Session> session;
    Clock::time_point last_used;
  };
  std::size_t max_sessions_;
  Clock::duration idle_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, Entry> entries_;
  std::mt19937_64 random_;
  std::uint64_t expired_ = 0;
};

}  // namespace gg::http
