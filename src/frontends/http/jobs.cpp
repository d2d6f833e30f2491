#include "frontends/http/jobs.h"

#include <algorithm>

#include "frontends/http/sessions.h"

namespace gg::http {

namespace {

double seconds_since(AnalysisJobs::Clock::time_point start) {
  return std::chrono::duration<double>(AnalysisJobs::Clock::now() - start).count();
}

bool was_stopped(const Json& analysis) {
  auto it = analysis.find("stopped");
  if (it == analysis.end()) return false;
  return it->is_boolean() ? it->get<bool>() : it->is_string() && !it->get<std::string>().empty();
}

}  // namespace

AnalysisJobs::AnalysisJobs(std::size_t max_running, std::size_t max_kept)
    : max_running_(std::max<std::size_t>(max_running, 1)), max_kept_(max_kept), random_(std::random_device{}()) {}

AnalysisJobs::~AnalysisJobs() {
  std::map<std::string, std::unique_ptr<Job>> jobs;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    for (auto& [id, job] : jobs_) job->stop = true;
    jobs.swap(jobs_);
  }
  for (auto& [id, job] : jobs)
    if (job->thread.joinable()) job->thread.join();
}

std::optional<std::string> AnalysisJobs::start(JobSpec spec) {
  std::lock_guard lock(mutex_);
  if (stopping_ || running_locked() >= max_running_) return std::nullopt;
  drop_finished_beyond_limit();
  std::string id;
  do id = "j" + random_id(random_); while (jobs_.count(id));
  auto job = std::make_unique<Job>();
  job->spec = std::move(spec);
  job->started = Clock::now();
  job->spec.call.stop = &job->stop;
  Job& started = *job;
  jobs_.emplace(id, std::move(job));
  order_.push_back(id);
  started.thread = std::thread([this, &started] { run(started); });
  return id;
}

void AnalysisJobs::run(Job& job) {
  const double cap = job.spec.call.seconds;
  bool cut = false;  // a call ended early (the stop flag or the time cap)
  for (const std::optional<int>& strength : job.spec.strengths) {
    if (job.stop) {
      cut = true;
      break;
    }
    double left = cap - seconds_since(job.started);
    // Too little time for another call to add anything: the cap ends the job.
    if (left < 0.005) {
      cut = true;
      break;
    }
    EngineCall call = job.spec.call;
    call.strength = strength;
    call.seconds = left;
    Json analysis;
    Json error;
    try {
      analysis = job.spec.analyze(call);
    } catch (const JobFailure& failure) {
      error = {{"status", failure.status}, {"error", failure.what()}};
    } catch (const std::exception& failure) {
      error = {{"status", 500}, {"error", std::string("internal error: ") + failure.what()}};
    }
    std::lock_guard lock(mutex_);
    if (!error.is_null()) {
      job.error = error;
      break;
    }
    if (auto nodes = analysis.find("nodes"); nodes != analysis.end() && nodes->is_number_integer())
      job.nodes += std::uint64_t(std::max<std::int64_t>(0, nodes->get<std::int64_t>()));
    cut = was_stopped(analysis);
    // A call cut short knows less than the finished one before it (Othello's holds its last
    // finished depth, Gomoku's leaves the moves it did not reach out): it is kept only when
    // there is nothing else.
    if (job.analysis.is_null() || !cut) {
      job.analysis = std::move(analysis);
      job.depth = strength;
    }
    ++job.calls_done;
    if (cut) break;
  }
  std::lock_guard lock(mutex_);
  if (cut) job.stopped = !job.stop ? "time" : job.asked_to_stop ? "stopped" : "server";
  job.elapsed = seconds_since(job.started);
  job.running = false;
  finished_.notify_all();
}

Json AnalysisJobs::progress_of(const std::string& id, const Job& job) const {
  return {{"job", id},
          {"id", job.spec.game_id},
          {"game", job.spec.game},
          {"moves", job.spec.moves},
          {"running", job.running},
          {"stopped", job.stopped},
          {"depth", job.depth ? Json(*job.depth) : Json(nullptr)},
          {"calls", job.calls_done},
          {"calls_planned", job.spec.strengths.size()},
          {"nodes", job.nodes},
          {"elapsed", job.running ? seconds_since(job.started) : job.elapsed},
          {"seconds", job.spec.call.seconds},
          {"analysis", job.analysis},
          {"error", job.error}};
}

std::optional<Json> AnalysisJobs::progress(const std::string& id) {
  std::lock_guard lock(mutex_);
  auto it = jobs_.find(id);
  if (it == jobs_.end()) return std::nullopt;
  return progress_of(id, *it->second);
}

// Asks the job to stop and waits (with the mutex released) until it has; the job found again
// afterwards, since another request may have dropped it meanwhile.
AnalysisJobs::Job* AnalysisJobs::stop_and_wait(std::unique_lock<std::mutex>& lock, const std::string& id) {
  auto it = jobs_.find(id);
  if (it == jobs_.end()) return nullptr;
  if (it->second->running) {
    it->second->asked_to_stop = true;
    it->second->stop = true;
  }
  // The call under way polls the flag often: the wait is short.
  finished_.wait(lock, [&] {
    auto found = jobs_.find(id);
    return found == jobs_.end() || !found->second->running;
  });
  it = jobs_.find(id);
  return it == jobs_.end() ? nullptr : it->second.get();
}

std::optional<Json> AnalysisJobs::stop(const std::string& id) {
  std::unique_lock lock(mutex_);
  Job* job = stop_and_wait(lock, id);
  if (!job) return std::nullopt;
  return progress_of(id, *job);
}

bool AnalysisJobs::remove(const std::string& id) {
  std::unique_ptr<Job> job;
  {
    std::unique_lock lock(mutex_);
    if (!stop_and_wait(lock, id)) return false;
    job = std::move(jobs_[id]);
    jobs_.erase(id);
    order_.erase(std::find(order_.begin(), order_.end(), id));
  }
  job->thread.join();
  return true;
}

void AnalysisJobs::stop_all() {
  std::lock_guard lock(mutex_);
  stopping_ = true;
  for (auto& [id, job] : jobs_) job->stop = true;
}

std::size_t AnalysisJobs::running() const {
  std::lock_guard lock(mutex_);
  return running_locked();
}

std::size_t AnalysisJobs::running_locked() const {
  return std::size_t(std::count_if(jobs_.begin(), jobs_.end(), [](const auto& entry) { return entry.second->running; }));
}

// Called with the mutex held. A finished job's thread has only its last lines left to run, so
// joining it here is quick.
void AnalysisJobs::drop_finished_beyond_limit() {
  std::size_t finished = jobs_.size() - running_locked();
  for (auto it = order_.begin(); it != order_.end() && finished >= std::max<std::size_t>(max_kept_, 1);) {
    auto job = jobs_.find(*it);
    if (job->second->running) {
      ++it;
      continue;
    }
    if (job->second->thread.joinable()) job->second->thread.join();
    jobs_.erase(job);
    it = order_.erase(it);
    --finished;
  }
}

}  // namespace gg::http
