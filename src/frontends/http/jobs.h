// Analysis jobs: a long analysis run on a thread of its own, so that a page can watch its
// progress and stop it. A job calls the game's analysis once per strength of a rising series
// (Othello's depths 2, 4, ...; Gomoku's reply depths 1, 2, ...; Mine and Spot once), each on a
// copy of the position and within what is left of the job's time cap; after each call its
// progress shows the latest values (the partial result), the nodes so far and the time taken.
// A stop (the client's, or the server's shutdown) reaches the call under way through the
// EngineCall's stop flag; the job then keeps the values of the last call that finished.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "frontends/http/views.h"

namespace gg::http {

struct JobSpec {
  std::string game_id;  // the game's id, as the client named it
  std::string game;     // its name
  std::size_t moves = 0;  // moves played when the job started: tells a page whether it is current
  // One analysis call per entry, in order (nullopt: the game's default strength).
  std::vector<std::optional<int>> strengths;
  EngineCall call;  // `seconds` is the cap of the whole job; `stop` is set by the store
  // One analysis call (it waits for an engine slot): the view's analyze on the job's copy.
  std::function<Json(const EngineCall&)> analyze;
};

// What an analysis call of a job throws when it fails: the status the request would have had.
struct JobFailure : std::runtime_error {
  JobFailure(int status, const std::string& message) : std::runtime_error(message), status(status) {}
  int status;
};

class AnalysisJobs {
 public:
  using Clock = std::chrono::steady_clock;

  // At most max_running jobs run at once; of the finished ones the newest max_kept are kept.
  AnalysisJobs(std::size_t max_running, std::size_t max_kept);
  // Stops every job and waits for their threads.
  ~AnalysisJobs();
  AnalysisJobs(const AnalysisJobs&) = delete;
  AnalysisJobs& operator=(const AnalysisJobs&) = delete;

  // Starts a job and returns its id, or nullopt when max_running jobs already run.
  std::optional<std::string> start(JobSpec spec);
  // The job's progress (see docs/api.md), or nullopt for an unknown id.
  std::optional<Json> progress(const std::string& id);
  // Asks the job to stop and waits until it has: its progress, or nullopt.
  std::optional<Json> stop(const std::string& id);
  // Stops the job and forgets it; false for an unknown id.
  bool remove(const std::string& id);
  // Asks every job to stop (the server is shutting down); does not wait.
  void stop_all();
  std::size_t running() const;

 private:
  struct Job {
    JobSpec spec;
    std::atomic<bool> stop{false};
    Clock::time_point started;
    // Guarded by the store's mutex.
    bool running = true;
    bool asked_to_stop = false;  // by the client (else by the server's shutdown)
    std::string stopped;  // why it ended early: "stopped", "time", "server"
    std::optional<int> depth;  // the strength of the latest finished call
    std::size_t calls_done = 0;
    std::uint64_t nodes = 0;
    double elapsed = 0;
    Json analysis;  // null until a call finished
    Json error;     // {"status", "error"} when a call failed
    std::thread thread;
  };

  void run(Job& job);
  Job* stop_and_wait(std::unique_lock<std::mutex>& lock, const std::string& id);
  std::size_t running_locked() const;
  Json progress_of(const std::string& id, const Job& job) const;
  void drop_finished_beyond_limit();

  std::size_t max_running_;
  std::size_t max_kept_;
  mutable std::mutex mutex_;
  std::condition_variable finished_;
  std::map<std::string, std::unique_ptr<Job>> jobs_;
  std::deque<std::string> order_;  // ids, oldest first
  std::mt19937_64 random_;
  bool stopping_ = false;
};

}  // namespace gg::http
