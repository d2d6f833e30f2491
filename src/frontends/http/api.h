// The JSON API of `gridgames serve` as a plain function from a request (method, path, body) to
// a response (status, JSON body), so that tests and the fuzzer drive it without sockets; the
// HTTP layer (server.h) only moves bytes. docs/api.md lists the endpoints.
//
// Every fault of the request answers 4xx with {"error": "..."}: 400 malformed JSON, a bad field
// or option, a malformed record; 404 an unknown route, game or session; 405 a method the route
// does not take; 409 an illegal move, a finished game, nothing to undo; 413 a body over the
// limit; 422 an answer beyond the server's limits; 429 too many analysis jobs running; 503 the
// server is stopping.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>

#include "frontends/http/jobs.h"
#include "frontends/http/sessions.h"

namespace gg::http {

struct Limits {
  std::size_t max_body_bytes = std::size_t(1) << 20;
  std::size_t max_sessions = 1000;
  double session_idle_seconds = 3600;
  // Wall seconds of every engine call (engine move, analysis, judging), whatever is asked.
  double engine_seconds = 5;
  // Engine calls that run at once (more wait for a turn): each gets this share of the memory.
  int engine_slots = 2;
  // Every table of the server together (0: the run's memory budget, core/memory_budget.h).
  std::uint64_t memory_bytes = 0;
  // Largest board in cells (Mine rows x cols, Spot N x N).
  std::int64_t max_cells = 10000;
};

struct Response {
  int status = 200;
  std::string body;
  std::string content_type = "application/json";
};

class Api {
 public:
  explicit Api(Limits limits = {});

  // Never throws: any fault becomes a 4xx response (or 500 for a bug, which the tests and the
  // fuzzer look for). `path` may carry a query string, which is ignored.
  Response handle(std::string_view method, std::string_view path, std::string_view body);

  // Asks running engine calls to stop and refuses new ones (503): the server is shutting down.
  void stop();
  const Limits& limits() const { return limits_; }
  std::size_t session_count() const { return sessions_.size(); }

 private:
  friend struct Handlers;
  Limits limits_;
  SessionStore sessions_;
  std::atomic<bool> stopping_{false};
  // Engine call slots (a counting semaphore that a stop can wake).
  std::mutex slot_mutex_;
  std::condition_variable slot_freed_;
  int free_slots_;
  // Finished analysis jobs kept for their clients to read.
  static constexpr std::size_t kKeptJobs = 64;
  // Last, so that its destructor stops and joins the jobs while the slots above still exist.
  AnalysisJobs jobs_;
};

}  // namespace gg::http
