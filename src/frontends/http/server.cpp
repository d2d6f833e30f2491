#include "frontends/http/server.h"

#include <httplib.h>
#include <pthread.h>
#include <signal.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "core/progress.h"

namespace gg::http {

namespace {

void answer(Api& api, const httplib::Request& request, httplib::Response& response) {
  Response r = api.handle(request.method, request.path, request.body);
  response.status = r.status;
  response.set_content(r.body, r.content_type.c_str());
}

}  // namespace

ServerEnd serve(const ServerOptions& options, const std::function<void(int port)>& on_listening) {
  // Blocked before any thread starts, so that every thread inherits the mask and only the
  // waiting thread below sees the signals.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);

  Api api(options.limits);
  httplib::Server server;
  int threads = std::max(options.threads, 1);
  server.new_task_queue = [threads] { return new httplib::ThreadPool(std::size_t(threads)); };
  server.set_payload_max_length(options.limits.max_body_bytes);
  server.set_keep_alive_max_count(1000);
  server.set_read_timeout(10, 0);
  server.set_write_timeout(10, 0);
  // Every method reaches the Api, which answers 405 where a route does not take it.
  auto handler = [&api](const httplib::Request& q, httplib::Response& r) { answer(api, q, r); };
  server.Get(".*", handler);
  server.Post(".*", handler);
  server.Delete(".*", handler);
  server.Put(".*", handler);
  server.Patch(".*", handler);
  // A request that announces no body (no Content-Length, not chunked, as `curl -X POST` sends
  // it) is answered before cpp-httplib would wait for one until its read timeout and refuse it:
  // to the Api its body is empty, which is {} where no field is needed.
  server.set_pre_routing_handler([&api](const httplib::Request& q, httplib::Response& r) {
    bool may_have_body = q.method == "POST" || q.method == "PUT" || q.method == "PATCH" || q.method == "DELETE";
    if (!may_have_body || q.has_header("Content-Length") || q.has_header("Transfer-Encoding"))
      return httplib::Server::HandlerResponse::Unhandled;
    answer(api, q, r);
    return httplib::Server::HandlerResponse::Handled;
  });
  // What httplib answers by itself (a body over the limit, a malformed request) in the API's
  // shape too.
  server.set_error_handler([](const httplib::Request&, httplib::Response& r) {
    if (!r.body.empty()) return;
    std::string message = r.status == 413 ? "body too large" : "bad request";
    r.set_content("{\"error\":\"" + message + " (HTTP " + std::to_string(r.status) + ")\"}\n", "application/json");
  });

  ServerEnd end;
  int port = options.port == 0 ? server.bind_to_any_port(options.host) : (server.bind_to_port(options.host, options.port) ? options.port : -1);
  if (port < 0) {
    pthread_sigmask(SIG_UNBLOCK, &signals, nullptr);
    return end;
  }
  end.listened = true;

  std::atomic<bool> done{false};
  std::atomic<int> caught{0};
  std::thread waiter([&] {
    int signal = 0;
    while (!done) {
      // sigtimedwait rather than sigwait, so that the thread also ends when the server stops by
      // itself.
      timespec tick{0, 100'000'000};
      signal = sigtimedwait(&signals, nullptr, &tick);
      if (signal > 0) break;
    }
    if (done) return;
    caught = signal;
    // Engine calls under way stop at their next poll; new ones are refused.
    api.stop();
    set_interrupted(true);
    while (!done) {
      server.stop();
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  });
  on_listening(port);
  server.listen_after_bind();
  done = true;
  waiter.join();
  end.signal = caught;
  return end;
}

}  // namespace gg::http
