// Fuzzes the JSON API's request handler (frontends/http/api.h) as hostile clients meet it. The
// input is split into a request: its first byte picks the method (GET, POST, DELETE, PUT), the
// text up to the first newline is the path, the rest the body. In the path, "@0".."@3" stand for
// the ids of live games (othello, gomoku, mine, spot), and "@J" for the analysis job started
// last, so that the fuzzer reaches the endpoints of a game and of a job without guessing random
// ids. The same handler serves every input, as a server does.
// Invariants: every request is answered (nothing escapes), never with 500 (a bug), with a JSON
// body for every API route, and every 4xx/5xx body is {"error": "..."} with a message.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "frontends/http/api.h"
#include "support/check.h"

using gg::fuzz::check;

namespace {

gg::http::Api& api() {
  static gg::http::Api* instance = [] {
    gg::http::Limits limits;
    limits.max_body_bytes = 1 << 16;
    limits.max_sessions = 64;  // bounded memory however many games the inputs create
    limits.engine_seconds = 0.01;
    limits.engine_slots = 1;
    limits.memory_bytes = std::uint64_t(16) << 20;
    limits.max_cells = 400;
    return new gg::http::Api(limits);
  }();
  return *instance;
}

// The ids of one live game per registered game, recreated when the inputs made them expire.
std::string game_id(int index) {
  static const char* requests[4] = {R"({"game": "othello"})", R"({"game": "gomoku", "options": {"size": 9}})",
                                    R"({"game": "mine", "options": {"rows": 6, "cols": 6, "mines": 5}})",
                                    R"({"game": "spot", "options": {"size": 3}})"};
  static std::string ids[4];
  if (ids[index].empty() || api().handle("GET", "/api/games/" + ids[index], "").status != 200) {
    gg::http::Response created = api().handle("POST", "/api/games", requests[index]);
    check(created.status == 201, "creating a reference game failed: " + created.body);
    ids[index] = nlohmann::json::parse(created.body)["id"];
  }
  return ids[index];
}

// The id of the analysis job started last (by any input).
std::string& last_job() {
  static std::string id = "none";
  return id;
}

std::string with_ids(std::string_view path) {
  std::string out;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (path[i] == '@' && i + 1 < path.size() && path[i + 1] >= '0' && path[i + 1] <= '3') {
      out += game_id(path[i + 1] - '0');
      ++i;
    } else if (path[i] == '@' && i + 1 < path.size() && path[i + 1] == 'J') {
      out += last_job();
      ++i;
    } else {
      out += path[i];
    }
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return -1;
  static const char* methods[4] = {"GET", "POST", "DELETE", "PUT"};
  const char* method = methods[data[0] % 4];
  std::string_view rest(reinterpret_cast<const char*>(data) + 1, size - 1);
  std::size_t newline = rest.find('\n');
  std::string path = with_ids(rest.substr(0, newline));
  std::string_view body = newline == std::string_view::npos ? std::string_view() : rest.substr(newline + 1);

  gg::http::Response response = api().handle(method, path, body);
  check(response.status >= 200 && response.status < 600, "status " + std::to_string(response.status));
  check(response.status != 500, "internal error for " + std::string(method) + " " + path + ": " + response.body);
  if (response.content_type != "application/json") return 0;  // the page
  nlohmann::json parsed = nlohmann::json::parse(response.body, nullptr, false);
  check(!parsed.is_discarded(), "the answer is not JSON: " + response.body);
  if (response.status >= 400)
    check(parsed.contains("error") && parsed["error"].is_string() && !parsed["error"].get<std::string>().empty(),
          "an error without a message: " + response.body);
  if (response.status == 202 && parsed.contains("job")) last_job() = parsed["job"].get<std::string>();
  // A job's failed call reports the status its request would have had: never a bug's.
  if (response.status == 200 && parsed.contains("job") && parsed.contains("error") && parsed["error"].is_object())
    check(parsed["error"]["status"] != 500, "an analysis job's internal error: " + response.body);
  return 0;
}
