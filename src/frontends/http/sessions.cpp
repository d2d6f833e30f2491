#include "frontends/http/sessions.h"

#include <algorithm>
#include <cstdio>

namespace gg::http {

std::string random_id(std::mt19937_64& random) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(random()));
  return text;
}

SessionStore::SessionStore(std::size_t max_sessions, double idle_seconds)
    : max_sessions_(std::max<std::size_t>(max_sessions, 1)),
      idle_(std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(idle_seconds))),
      random_(std::random_device{}()) {}

std::string SessionStore::add(std::shared_ptr<Session> session) {
  std::lock_guard lock(mutex_);
  Clock::time_point now = Clock::now();
  for (auto it = entries_.begin(); it != entries_.end();) {
    if (now - it->second.last_used > idle_) {
      it = entries_.erase(it);
      ++expired_;
    } else {
      ++it;
    }
  }
  if (entries_.size() >= max_sessions_) {
    auto oldest = entries_.begin();
    for (auto it = entries_.begin(); it != entries_.end(); ++it)
      if (it->second.last_used < oldest->second.last_used) oldest = it;
    // A request still working on it keeps the session alive through its shared_ptr.
    entries_.erase(oldest);
    ++expired_;
  }
  std::string id;
  do id = random_id(random_);
  while (entries_.count(id));
  entries_.emplace(id, Entry{std::move(session), now});
  return id;
}

std::shared_ptr<Session> SessionStore::find(const std::string& id) {
  std::lock_guard lock(mutex_);
  auto it = entries_.find(id);
  if (it == entries_.end()) return nullptr;
  it->second.last_used = Clock::now();
  return it->second.session;
}

bool SessionStore::remove(const std::string& id) {
  std::lock_guard lock(mutex_);
  return entries_.erase(id) > 0;
}

std::size_t SessionStore::size() const {
  std::lock_guard lock(mutex_);
  return entries_.size();
}

std::uint64_t SessionStore::expired() const {
  std::lock_guard lock(mutex_);
  return expired_;
}

}  // namespace gg::http
