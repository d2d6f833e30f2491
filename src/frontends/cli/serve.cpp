// `gridgames serve [--host H] [--port P]`: the JSON API over every game (and the page at /),
// frontends/http/. Runs until SIGINT (exit 130) or SIGTERM (exit 0).
#include <csignal>
#include <iostream>
#include <string>
#include <thread>

#include "core/memory_budget.h"
#include "frontends/cli/commands.h"
#include "frontends/cli/common.h"
#include "frontends/cli/othello_eval.h"
#include "frontends/http/server.h"

namespace gg::cli {

void add_serve_command(CLI::App& app) {
  static http::ServerOptions options;
  options.limits.engine_slots = int(std::max(1u, std::thread::hardware_concurrency()));
  CLI::App* serve = app.add_subcommand("serve", "Serve the JSON API of every game (and its page) over HTTP");
  serve->add_option("--host", options.host, "address to listen on (default 127.0.0.1: this machine only)");
  serve->add_option("--port", options.port, "port (default 8080; 0: any free port, printed at start)")
      ->check(CLI::Range(0, 65535));
  serve->add_option("--threads", options.threads, "worker threads: connections served at once, a kept-alive one holding its thread (default 64)")
      ->check(CLI::Range(1, 1024));
  serve->add_option("--engine-slots", options.limits.engine_slots,
                    "engine calls run at once, each with this share of --max-memory (default: the cores)")
      ->check(CLI::Range(1, 256));
  serve->add_option("--engine-seconds", options.limits.engine_seconds,
                    "wall seconds of every engine call at most, whatever a request asks (default 5)")
      ->check(CLI::Range(0.01, 3600.0));
  serve->add_option("--max-sessions", options.limits.max_sessions,
                    "live games at most; the one idle longest makes room (default 1000)")
      ->check(CLI::Range(1, 1000000));
  serve->add_option("--idle-seconds", options.limits.session_idle_seconds,
                    "a game unused this long expires (default 3600)")
      ->check(CLI::Range(1.0, 1e9));
  serve->add_option("--max-body", options.limits.max_body_bytes, "request body size limit in bytes (default 1 MiB)")
      ->check(CLI::Range(std::size_t(1024), std::size_t(1) << 30));
  serve->add_option("--max-cells", options.limits.max_cells,
                    "largest Mine or Spot board in cells (default 10000)")
      ->check(CLI::Range(std::int64_t(1), std::int64_t(1000000)));
  serve->footer(
      "Exit status: 0 stopped by SIGTERM, 130 by SIGINT (Ctrl-C), 1 the address cannot be bound.\n"
      "Example:\n"
      "  gridgames serve --port 8080     # then open http://127.0.0.1:8080/ (API: docs/api.md)");
  serve->callback([] {
    exit_status() = guarded("serve", [] {
      choose_othello_evaluation();
      options.limits.memory_bytes = memory_budget();
      http::ServerEnd end = http::serve(options, [](int port) {
        std::cout << "gridgames serve: listening on http://" << options.host << ":" << port << "/" << std::endl;
      });
      if (!end.listened)
        throw UsageError("serve: cannot listen on " + options.host + ":" + std::to_string(options.port));
      std::cout << "gridgames serve: stopped" << std::endl;
      return end.signal == SIGINT ? kExitInterrupted : kExitOk;
    });
  });
}

}  // namespace gg::cli
