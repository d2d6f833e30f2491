// The HTTP layer of `gridgames serve`: cpp-httplib's server with a pool of worker threads,
// every request handed to the Api (api.h) as (method, path, body). Runs until SIGINT or
// SIGTERM, then stops the engine calls under way and returns.
#pragma once

#include <functional>
#include <string>

#include "frontends/http/api.h"

namespace gg::http {

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port
  int threads = 64;  // worker threads: connections served at once (a kept-alive one holds its thread)
  Limits limits;
};

// What ended the server: 0 for SIGTERM (or a stop from the program), the signal for SIGINT.
struct ServerEnd {
  bool listened = false;  // false: the address could not be bound (nothing was served)
  int signal = 0;
};

// Serves until a signal. `on_listening(port)` runs once the socket is bound (the port chosen
// when options.port is 0), before the first request. SIGINT and SIGTERM are blocked in every
// thread and taken by a thread of the server's own.
ServerEnd serve(const ServerOptions& options, const std::function<void(int port)>& on_listening);

}  // namespace gg::http
