#include "frontends/http/api.h"

#include <algorithm>
#include <new>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "core/errors.h"
#include "core/line_reader.h"
#include "core/memory_budget.h"
#include "core/stop.h"
#include "frontends/http/views.h"
#include "frontends/http/web_assets.h"
#include "registry/registry.h"

namespace gg::http {

namespace {

// A fault of the request, answered with `status` and {"error": message, ...extra}.
struct HttpError : std::runtime_error {
  HttpError(int status, const std::string& message, Json extra = Json::object())
      : std::runtime_error(message), status(status), extra(std::move(extra)) {}
  int status;
  Json extra;
};

// Strings of a request may hold any bytes: invalid UTF-8 is replaced, not a reason to fail.
Response json_response(int status, const Json& body) {
  return {status, body.dump(-1, ' ', false, Json::error_handler_t::replace) + "\n", "application/json"};
}

Response error_response(int status, const std::string& message, Json extra = Json::object()) {
  Json body = {{"error", message}};
  for (auto& [key, value] : extra.items()) body[key] = value;
  return json_response(status, body);
}

// Deeper nesting than any request needs is refused before parsing, so that no input can make
// the parser or the destructor recurse deeply.
constexpr int kMaxNesting = 32;

bool nesting_within(std::string_view text, int limit) {
  int depth = 0;
  bool in_string = false, escaped = false;
  for (char ch : text) {
    if (in_string) {
      if (escaped) escaped = false;
      else if (ch == '\\') escaped = true;
      else if (ch == '"') in_string = false;
    } else if (ch == '"') {
      in_string = true;
    } else if (ch == '[' || ch == '{') {
      if (++depth > limit) return false;
    } else if (ch == ']' || ch == '}') {
      --depth;
    }
  }
  return true;
}

// The body as a JSON object; an empty body is {}.
Json parse_body(std::string_view body) {
  if (body.find_first_not_of(" \t\r\n") == std::string_view::npos) return Json::object();
  if (!nesting_within(body, kMaxNesting)) throw HttpError(400, "malformed JSON: nested too deeply");
  Json value = Json::parse(body, nullptr, /*allow_exceptions=*/false);
  if (value.is_discarded()) throw HttpError(400, "malformed JSON");
  if (!value.is_object()) throw HttpError(400, "the body must be a JSON object");
  return value;
}

std::string string_field(const Json& body, const char* name) {
  auto it = body.find(name);
  if (it == body.end()) throw HttpError(400, std::string("missing field '") + name + "'");
  if (!it->is_string()) throw HttpError(400, std::string("field '") + name + "' must be a string");
  return it->get<std::string>();
}

// Option values travel as text, as the registry takes them: strings and whole numbers.
OptionValues options_field(const Json& body) {
  OptionValues values;
  auto it = body.find("options");
  if (it == body.end() || it->is_null()) return values;
  if (!it->is_object()) throw HttpError(400, "field 'options' must be an object");
  for (auto& [name, value] : it->items()) {
    if (value.is_string()) values[name] = value.get<std::string>();
    else if (value.is_number_integer()) values[name] = value.dump();
    else throw HttpError(400, "option '" + name + "' must be a string or a whole number");
  }
  return values;
}

const GameEntry& game_named(const std::string& name) {
  const GameEntry* entry = find_game(name);
  if (!entry || !find_view(name)) {
    std::string names;
    for (const GameEntry& e : registered_games()) names += (names.empty() ? "" : ", ") + e.name;
    throw HttpError(404, "unknown game '" + name + "' (games: " + names + ")");
  }
  return *entry;
}

Json input_error_extra(const InputError& error) { return {{"line", error.line()}}; }

// What the exception being handled answers: one mapping for requests and analysis jobs.
struct Fault {
  int status;
  std::string message;
  Json extra = Json::object();
};

Fault current_fault() {
  try {
    throw;
  } catch (const HttpError& error) {
    return {error.status, error.what(), error.extra};
  } catch (const InputError& error) {
    return {400, error.what(), input_error_extra(error)};
  } catch (const BeyondLimits& error) {
    return {422, error.what()};
  } catch (const Interrupted& error) {
    return {503, std::string("stopped: ") + error.what()};
  } catch (const std::bad_alloc&) {
    return {503, "out of memory"};
  } catch (const nlohmann::json::exception& error) {
    return {400, std::string("JSON: ") + error.what()};
  } catch (const std::exception& error) {
    return {500, std::string("internal error: ") + error.what()};
  }
}

std::vector<std::string> split_path(std::string_view path) {
  if (auto query = path.find_first_of("?#"); query != std::string_view::npos) path = path.substr(0, query);
  std::vector<std::string> parts;
  while (!path.empty()) {
    auto slash = path.find('/');
    std::string_view part = path.substr(0, slash);
    if (!part.empty()) parts.emplace_back(part);
    if (slash == std::string_view::npos) break;
    path.remove_prefix(slash + 1);
  }
  return parts;
}

}  // namespace

// The endpoints, with access to the Api's state.
struct Handlers {
  Api& api;

  void need(std::string_view method, std::string_view wanted) {
    if (method != wanted) throw HttpError(405, "method " + std::string(method) + " not allowed here (" + std::string(wanted) + ")");
  }

  // Holds one of the engine call slots for its lifetime.
  class Slot {
   public:
    explicit Slot(Api& api) : api_(api) {
      std::unique_lock lock(api_.slot_mutex_);
      api_.slot_freed_.wait(lock, [&] { return api_.free_slots_ > 0 || api_.stopping_; });
      if (api_.stopping_) throw HttpError(503, "the server is stopping");
      --api_.free_slots_;
    }
    ~Slot() {
      {
        std::lock_guard lock(api_.slot_mutex_);
        ++api_.free_slots_;
      }
      api_.slot_freed_.notify_one();
    }
    Slot(const Slot&) = delete;
    Slot& operator=(const Slot&) = delete;

   private:
    Api& api_;
  };

  std::uint64_t memory_bytes() const { return api.limits_.memory_bytes ? api.limits_.memory_bytes : memory_budget(); }

  EngineCall engine_call(const Json& body) {
    EngineCall call;
    if (auto it = body.find("strength"); it != body.end() && !it->is_null()) {
      if (!it->is_number_integer()) throw HttpError(400, "field 'strength' must be a whole number");
      std::int64_t strength = it->get<std::int64_t>();
      if (strength < 1 || strength > 1000) throw HttpError(400, "strength: from 1 (see docs/api.md for each game's scale)");
      call.strength = int(strength);
    }
    call.seconds = api.limits_.engine_seconds;
    if (auto it = body.find("seconds"); it != body.end() && !it->is_null()) {
      if (!it->is_number()) throw HttpError(400, "field 'seconds' must be a number");
      double seconds = it->get<double>();
      if (!(seconds >= 0)) throw HttpError(400, "seconds: must not be negative");
      // 0 asks for no limit of the client's own: the server's cap still holds.
      if (seconds > 0) call.seconds = std::min(seconds, api.limits_.engine_seconds);
    }
    call.table_bytes = std::size_t(memory_bytes() / std::uint64_t(std::max(api.limits_.engine_slots, 1)));
    call.stop = &api.stopping_;
    return call;
  }

  std::shared_ptr<Session> session(const std::string& id) {
    std::shared_ptr<Session> found = api.sessions_.find(id);
    if (!found) throw HttpError(404, "no game '" + id + "' (it may have expired)");
    return found;
  }

  static const GameView& view_of(const Session& s) { return *find_view(s.game->name); }

  Json state_json(const std::string& id, const Session& s) {
    const AnyState& state = *s.state;
    const GameView& view = view_of(s);
    Json out = {{"id", id}, {"game", s.game->name}};
    Json options = Json::object();
    for (const GameOption& option : s.game->options)
      options[option.name] = option_value(s.game->options, s.options, option.name);
    out["options"] = options;
    view.describe(state, out);
    bool over = state.is_terminal();
    // A copy: out is an ordered map (a vector), which the insertions below may reallocate.
    const Json players = out["players"];
    out["to_move"] = over ? Json(nullptr) : Json(state.current_player());
    out["to_move_name"] = over ? Json(nullptr) : players[std::size_t(state.current_player())];
    Json legal = Json::array();
    if (!over)
      for (const std::string& move : state.legal_moves()) legal.push_back(move_json(view, state, move));
    out["legal"] = legal;
    std::vector<std::string> history = state.move_history();
    out["moves"] = history;
    out["last_move"] = history.empty() ? Json(nullptr) : move_json(view, state, history.back());
    out["game_over"] = over;
    if (over) {
      int result = state.result();
      out["result"] = result;
      out["winner"] = result > 0 ? players[0] : result < 0 ? players[1] : Json("draw");
    } else {
      out["result"] = nullptr;
      out["winner"] = nullptr;
    }
    return out;
  }

  Response list_games() {
    Json games = Json::array();
    for (const GameEntry& game : registered_games()) {
      if (!find_view(game.name)) continue;
      Json options = Json::array();
      for (const GameOption& option : game.options)
        options.push_back({{"name", option.name}, {"description", option.description}, {"default", option.default_value}});
      games.push_back({{"name", game.name}, {"description", game.description}, {"options", options},
                       {"judge_format", game.judge_format}});
    }
    return json_response(200, {{"games", games}});
  }

  Response limits() {
    const Limits& l = api.limits_;
    return json_response(200, {{"max_body_bytes", l.max_body_bytes}, {"max_sessions", l.max_sessions},
                               {"session_idle_seconds", l.session_idle_seconds},
                               {"engine_seconds", l.engine_seconds}, {"engine_slots", l.engine_slots},
                               {"memory_bytes", memory_bytes()}, {"max_cells", l.max_cells},
                               {"sessions", api.sessions_.size()}});
  }

  Response add_session(std::shared_ptr<Session> s) {
    std::string id = api.sessions_.add(s);
    std::lock_guard lock(s->mutex);
    return json_response(201, state_json(id, *s));
  }

  Response create(const Json& body) {
    auto s = std::make_shared<Session>();
    s->game = &game_named(string_field(body, "game"));
    s->options = options_field(body);
    try {
      check_options(s->game->options, s->options);
      view_of(*s).check_options(s->options, api.limits_.max_cells);
      s->state = s->game->start(s->options);
    } catch (const InputError& error) {
      throw HttpError(400, error.what());
    }
    return add_session(std::move(s));
  }

  Response import(const Json& body) {
    auto s = std::make_shared<Session>();
    s->game = &game_named(string_field(body, "game"));
    std::string record = string_field(body, "record");
    s->options = options_field(body);
    try {
      check_options(s->game->options, s->options);
      view_of(*s).check_options(s->options, api.limits_.max_cells);
      s->state = s->game->read_record(s->options, record);
      view_of(*s).check_state(*s->state, api.limits_.max_cells);
    } catch (const InputError& error) {
      throw HttpError(400, describe(error, "record"), input_error_extra(error));
    }
    return add_session(std::move(s));
  }

  Response play(const std::string& id, Session& s, const Json& body) {
    std::string move = string_field(body, "move");
    if (s.state->is_terminal()) throw HttpError(409, "the game is over");
    try {
      s.state->play(move);
    } catch (const InputError& error) {
      throw HttpError(409, error.what());
    }
    return json_response(200, state_json(id, s));
  }

  Response undo(const std::string& id, Session& s) {
    try {
      s.state->undo();
    } catch (const std::logic_error&) {
      throw HttpError(409, "no move to undo");
    }
    return json_response(200, state_json(id, s));
  }

  Response engine(const std::string& id, Session& s, const Json& body) {
    EngineCall call = engine_call(body);
    if (s.state->is_terminal()) throw HttpError(409, "the game is over");
    EngineMove chosen;
    {
      Slot slot(api);
      try {
        chosen = view_of(s).engine_move(*s.state, call);
      } catch (const InputError& error) {
        throw HttpError(400, error.what());
      }
    }
    if (api.stopping_) throw HttpError(503, "the server is stopping");
    s.state->play(chosen.move);
    Json out = state_json(id, s);
    Json info = move_json(view_of(s), *s.state, chosen.move);
    for (auto& [key, value] : chosen.info.items()) info[key] = value;
    out["engine"] = info;
    return json_response(200, out);
  }

  Response analyze(const std::string& id, Session& s, const Json& body) {
    EngineCall call = engine_call(body);
    Json analysis;
    {
      Slot slot(api);
      try {
        analysis = view_of(s).analyze(*s.state, call);
      } catch (const InputError& error) {
        throw HttpError(400, error.what());
      }
    }
    if (api.stopping_) throw HttpError(503, "the server is stopping");
    return json_response(200, {{"id", id}, {"game", s.game->name}, {"analysis", analysis}});
  }

  // Starts an analysis job (jobs.h) on a copy of the position: 202 with its first progress.
  Response start_analysis(const std::string& id, Session& s, const Json& body) {
    EngineCall call = engine_call(body);
    JobSpec spec;
    spec.game_id = id;
    spec.game = s.game->name;
    spec.moves = s.state->move_history().size();
    try {
      spec.strengths = view_of(s).analysis_strengths(call.strength);
    } catch (const InputError& error) {
      throw HttpError(400, error.what());
    }
    spec.call = call;
    std::shared_ptr<const AnyState> copy = s.state->clone();
    const GameView* view = &view_of(s);
    Api* server = &api;
    spec.analyze = [server, copy, view](const EngineCall& step) -> Json {
      try {
        Slot slot(*server);
        return view->analyze(*copy, step);
      } catch (...) {
        Fault fault = current_fault();
        throw JobFailure(fault.status, fault.message);
      }
    };
    std::optional<std::string> job = api.jobs_.start(std::move(spec));
    if (!job) throw HttpError(429, "too many analyses running (" + std::to_string(api.jobs_.running()) + "); stop one or wait");
    return json_response(202, *api.jobs_.progress(*job));
  }

  Response on_job(std::string_view method, const std::string& job, const std::string& action) {
    std::optional<Json> progress;
    if (action.empty() && method == "DELETE") {
      if (!api.jobs_.remove(job)) throw HttpError(404, "no analysis job '" + job + "'");
      return json_response(200, {{"job", job}, {"deleted", true}});
    }
    if (action.empty()) {
      need(method, "GET");
      progress = api.jobs_.progress(job);
    } else if (action == "stop") {
      need(method, "POST");
      progress = api.jobs_.stop(job);
    } else {
      throw HttpError(404, "no endpoint /api/jobs/{job}/" + action);
    }
    if (!progress) throw HttpError(404, "no analysis job '" + job + "' (it may have been dropped)");
    return json_response(200, *progress);
  }

  Response judge(const std::string& name, const Json& body) {
    const GameEntry& game = game_named(name);
    std::string input = string_field(body, "input");
    // The referee's own defaults, its time within the engine cap, the tables within one share.
    SearchBudget budget = game.judge_defaults;
    for (const JudgeLimit& limit : game.judge_limits)
      if (limit.field == JudgeLimit::Field::kSeconds)
        budget.seconds = budget.seconds > 0 ? std::min(budget.seconds, api.limits_.engine_seconds) : api.limits_.engine_seconds;
    budget.memory_bytes = memory_bytes() / std::uint64_t(std::max(api.limits_.engine_slots, 1));
    std::ostringstream out;
    LineReader reader = LineReader::from_string(input);
    Slot slot(api);
    try {
      game.judge(reader, out, budget);
    } catch (const InputError& error) {
      Json extra = input_error_extra(error);
      extra["output"] = out.str();
      throw HttpError(400, describe(error, "input"), extra);
    } catch (const BeyondLimits& error) {
      throw HttpError(422, error.what(), {{"output", out.str()}});
    }
    std::string text = out.str();
    Json verdicts = Json::array();
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) verdicts.push_back(line);
    return json_response(200, {{"game", game.name}, {"output", text}, {"verdicts", verdicts}});
  }

  Response on_game(std::string_view method, const std::string& id, const std::string& action, const Json& body) {
    std::shared_ptr<Session> s = session(id);
    if (action.empty() && method == "DELETE") {
      api.sessions_.remove(id);
      return json_response(200, {{"id", id}, {"deleted", true}});
    }
    std::lock_guard lock(s->mutex);
    if (action.empty()) {
      need(method, "GET");
      return json_response(200, state_json(id, *s));
    }
    if (action == "record") {
      need(method, "GET");
      return json_response(200, {{"id", id}, {"game", s->game->name}, {"record", s->state->record()}});
    }
    need(method, "POST");
    if (action == "play") return play(id, *s, body);
    if (action == "undo") return undo(id, *s);
    if (action == "engine") return engine(id, *s, body);
    if (action == "analyze") return analyze(id, *s, body);
    if (action == "analysis") return start_analysis(id, *s, body);
    throw HttpError(404, "no endpoint /api/games/{id}/" + action);
  }

  Response route(std::string_view method, std::string_view path, std::string_view raw_body) {
    if (raw_body.size() > api.limits_.max_body_bytes)
      throw HttpError(413, "body over " + std::to_string(api.limits_.max_body_bytes) + " bytes");
    std::vector<std::string> parts = split_path(path);
    if (parts.size() <= 1) {
      // The page's own files; "/" is its index.
      const WebAsset* asset = find_web_asset(parts.empty() ? "index.html" : parts[0]);
      if (!asset) throw HttpError(404, "not found");
      need(method, "GET");
      return {200, std::string(asset->body), std::string(asset->content_type)};
    }
    if (parts[0] != "api") throw HttpError(404, "not found");
    // The body is parsed before the route is known to take one, so that malformed JSON is
    // reported as such wherever it is sent.
    auto body = [&] { return parse_body(raw_body); };
    if (parts.size() == 2 && parts[1] == "limits") {
      need(method, "GET");
      return limits();
    }
    if (parts.size() >= 2 && parts[1] == "games") {
      if (parts.size() == 2) {
        if (method == "GET") return list_games();
        need(method, "POST");
        return create(body());
      }
      if (parts.size() == 3 && parts[2] == "import") {
        need(method, "POST");
        return import(body());
      }
      if (parts.size() <= 4) {
        Json parsed = method == "POST" ? body() : Json::object();
        return on_game(method, parts[2], parts.size() == 4 ? parts[3] : "", parsed);
      }
    }
    if (parts[1] == "jobs" && (parts.size() == 3 || parts.size() == 4))
      return on_job(method, parts[2], parts.size() == 4 ? parts[3] : "");
    if (parts.size() == 3 && parts[1] == "judge") {
      need(method, "POST");
      return judge(parts[2], body());
    }
    throw HttpError(404, "no endpoint " + std::string(path.substr(0, path.find('?'))));
  }
};

Api::Api(Limits limits)
    : limits_(limits), sessions_(limits.max_sessions, limits.session_idle_seconds),
      free_slots_(std::max(limits.engine_slots, 1)),
      jobs_(std::size_t(std::max(2 * limits.engine_slots, 4)), kKeptJobs) {}

void Api::stop() {
  {
    std::lock_guard lock(slot_mutex_);
    stopping_ = true;
  }
  slot_freed_.notify_all();
  jobs_.stop_all();
}

Response Api::handle(std::string_view method, std::string_view path, std::string_view body) {
  try {
    if (stopping_) throw HttpError(503, "the server is stopping");
    return Handlers{*this}.route(method, path, body);
  } catch (...) {
    Fault fault = current_fault();
    return error_response(fault.status, fault.message, fault.extra);
  }
}

}  // namespace gg::http
