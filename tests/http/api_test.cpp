// The JSON API's request handler driven directly (frontends/http/api.h): every endpoint, every
// class of fault, the session limit and the engine's time cap, without sockets.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "frontends/http/api.h"

namespace gg::http {
namespace {

using nlohmann::json;

struct Reply {
  int status;
  json body;
};

Limits test_limits() {
  Limits limits;
  limits.engine_seconds = 0.3;
  limits.memory_bytes = std::uint64_t(64) << 20;
  limits.engine_slots = 2;
  return limits;
}

Reply call(Api& api, const std::string& method, const std::string& path, const std::string& body = "") {
  Response r = api.handle(method, path, body);
  EXPECT_EQ(r.content_type, "application/json") << path;
  json parsed = json::parse(r.body, nullptr, false);
  EXPECT_FALSE(parsed.is_discarded()) << r.body;
  if (r.status >= 400) {
    EXPECT_TRUE(parsed.contains("error") && parsed["error"].is_string() && !parsed["error"].get<std::string>().empty())
        << r.body;
  }
  EXPECT_NE(r.status, 500) << r.body;
  return {r.status, parsed};
}

json create(Api& api, const json& request) {
  Reply r = call(api, "POST", "/api/games", request.dump());
  EXPECT_EQ(r.status, 201) << r.body.dump();
  return r.body;
}

std::string id_of(const json& state) { return state["id"].get<std::string>(); }

std::vector<std::string> legal_names(const json& state) {
  std::vector<std::string> names;
  for (const json& m : state["legal"]) names.push_back(m["move"]);
  return names;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(HttpApi, ListsEveryRegisteredGameWithItsOptions) {
  Api api(test_limits());
  Reply r = call(api, "GET", "/api/games");
  ASSERT_EQ(r.status, 200);
  std::vector<std::string> names;
  for (const json& g : r.body["games"]) names.push_back(g["name"]);
  EXPECT_EQ(names, (std::vector<std::string>{"othello", "gomoku", "mine", "spot"}));
  EXPECT_EQ(r.body["games"][1]["options"][1]["name"], "rule");
}

TEST(HttpApi, ServesThePageAndItsFilesFromTheBinary) {
  Api api(test_limits());
  Response root = api.handle("GET", "/", "");
  EXPECT_EQ(root.status, 200);
  EXPECT_EQ(root.content_type, "text/html; charset=utf-8");
  EXPECT_EQ(root.body, read_file(GRIDGAMES_SOURCE_DIR "/src/frontends/http/web/index.html"));
  EXPECT_EQ(api.handle("GET", "/index.html", "").body, root.body);
  Response script = api.handle("GET", "/app.js", "");
  EXPECT_EQ(script.status, 200);
  EXPECT_EQ(script.content_type, "text/javascript; charset=utf-8");
  EXPECT_EQ(script.body, read_file(GRIDGAMES_SOURCE_DIR "/src/frontends/http/web/app.js"));
  Response style = api.handle("GET", "/app.css?v=1", "");
  EXPECT_EQ(style.status, 200);
  EXPECT_EQ(style.content_type, "text/css; charset=utf-8");
  // Everything the page loads is its own: no address elsewhere.
  for (const Response* r : {&root, &script, &style}) {
    EXPECT_EQ(r->body.find("http://"), std::string::npos);
    EXPECT_EQ(r->body.find("https://"), std::string::npos);
  }
  EXPECT_EQ(call(api, "GET", "/nothing.js").status, 404);
  EXPECT_EQ(call(api, "POST", "/app.js").status, 405);
}

TEST(HttpApi, AnEmptyBodyIsAnEmptyObjectWhereNoFieldIsNeeded) {
  Api api(test_limits());
  std::string id = id_of(create(api, {{"game", "othello"}}));
  EXPECT_EQ(call(api, "POST", "/api/games/" + id + "/play", R"({"move": "d3"})").status, 200);
  Reply undone = call(api, "POST", "/api/games/" + id + "/undo", "");
  EXPECT_EQ(undone.status, 200);
  EXPECT_TRUE(undone.body["moves"].empty());
  EXPECT_EQ(call(api, "POST", "/api/games/" + id + "/engine", "").body["moves"].size(), 1u);
  // A route that needs a field still says which.
  EXPECT_EQ(call(api, "POST", "/api/games/" + id + "/play", "").body["error"], "missing field 'move'");
}

TEST(HttpApi, CreatesEveryGameUnderItsOptions) {
  Api api(test_limits());
  json othello = create(api, {{"game", "othello"}});
  EXPECT_EQ(othello["board"][3], "...OX...");
  EXPECT_EQ(othello["to_move_name"], "black");
  EXPECT_EQ(legal_names(othello), (std::vector<std::string>{"d3", "c4", "f5", "e6"}));
  EXPECT_EQ(othello["score"]["black"], 2);

  json gomoku = create(api, {{"game", "gomoku"}, {"options", {{"size", 9}, {"rule", "renju"}}}});
  EXPECT_EQ(gomoku["rows"], 9);
  EXPECT_EQ(gomoku["options"]["rule"], "renju");
  EXPECT_EQ(gomoku["legal"].size(), 81u);

  json mine = create(api, {{"game", "mine"}, {"options", {{"rows", 4}, {"cols", 6}, {"mines", 5}, {"seed", 3}}}});
  EXPECT_EQ(mine["rows"], 4);
  EXPECT_EQ(mine["cols"], 6);
  EXPECT_EQ(mine["score"]["mines"], 5);
  EXPECT_EQ(mine["legal"].size(), 19u);

  json spot = create(api, {{"game", "spot"}, {"options", {{"size", "3"}}}});
  EXPECT_EQ(spot["board"], json::array({"...", "...", "..."}));
  EXPECT_EQ(spot["legal"][4], json({{"move", "2,2"}, {"row", 1}, {"col", 1}}));
}

TEST(HttpApi, PlaysAndUndoesWithTheStateAfterEach) {
  Api api(test_limits());
  std::string id = id_of(create(api, {{"game", "othello"}}));
  Reply played = call(api, "POST", "/api/games/" + id + "/play", R"({"move": "d3"})");
  ASSERT_EQ(played.status, 200);
  EXPECT_EQ(played.body["last_move"], json({{"move", "d3"}, {"row", 2}, {"col", 3}}));
  EXPECT_EQ(played.body["moves"], json::array({"d3"}));
  EXPECT_EQ(played.body["score"], json({{"black", 4}, {"white", 1}}));
  EXPECT_EQ(played.body["to_move_name"], "white");

  Reply got = call(api, "GET", "/api/games/" + id);
  EXPECT_EQ(got.body, played.body);

  Reply undone = call(api, "POST", "/api/games/" + id + "/undo");
  ASSERT_EQ(undone.status, 200);
  EXPECT_EQ(undone.body["moves"], json::array());
  EXPECT_EQ(undone.body["last_move"], nullptr);
  EXPECT_EQ(call(api, "POST", "/api/games/" + id + "/undo").status, 409);
}

TEST(HttpApi, AnIllegalMoveIsAConflictAndChangesNothing) {
  Api api(test_limits());
  json start = create(api, {{"game", "othello"}});
  std::string id = id_of(start);
  for (const char* move : {R"({"move": "a1"})", R"({"move": "z9"})", R"({"move": ""})"}) {
    Reply r = call(api, "POST", "/api/games/" + id + "/play", move);
    EXPECT_EQ(r.status, 409) << move;
  }
  EXPECT_EQ(call(api, "POST", "/api/games/" + id + "/play", R"({"move": 3})").status, 400);
  EXPECT_EQ(call(api, "GET", "/api/games/" + id).body, start);
}

TEST(HttpApi, AFinishedGameTakesNoMoveAndNamesItsWinner) {
  Api api(test_limits());
  // Spot on 1 x 1: two moves, the second repeats the empty board... or ends the game (2N).
  std::string id = id_of(create(api, {{"game", "spot"}, {"options", {{"size", 1}}}}));
  call(api, "POST", "/api/games/" + id + "/play", R"({"move": "1,1"})");
  Reply over = call(api, "POST", "/api/games/" + id + "/play", R"({"move": "1,1"})");
  ASSERT_EQ(over.status, 200);
  EXPECT_TRUE(over.body["game_over"].get<bool>());
  EXPECT_EQ(over.body["legal"], json::array());
  EXPECT_TRUE(over.body["winner"].is_string());
  EXPECT_EQ(over.body["to_move"], nullptr);
  EXPECT_EQ(call(api, "POST", "/api/games/" + id + "/play", R"({"move": "1,1"})").status, 409);
  EXPECT_EQ(call(api, "POST", "/api/games/" + id + "/engine").status, 409);
}

TEST(HttpApi, TheEngineMovePlaysALegalMoveInEveryGame) {
  Api api(test_limits());
  for (json request : {json{{"game", "othello"}}, json{{"game", "gomoku"}, {"options", {{"size", 9}}}},
                       json{{"game", "mine"}, {"options", {{"rows", 5}, {"cols", 5}, {"mines", 4}}}},
                       json{{"game", "spot"}, {"options", {{"size", 3}}}}}) {
    json start = create(api, request);
    std::vector<std::string> legal = legal_names(start);
    Reply r = call(api, "POST", "/api/games/" + id_of(start) + "/engine", R"({"strength": 2, "seconds": 0.2})");
    ASSERT_EQ(r.status, 200) << r.body.dump();
    std::string move = r.body["engine"]["move"];
    EXPECT_NE(std::find(legal.begin(), legal.end(), move), legal.end()) << request << " " << move;
    EXPECT_EQ(r.body["moves"], json::array({move}));
  }
}

TEST(HttpApi, TheEngineCallStopsAtTheServersTimeCapWhateverIsAsked) {
  Limits limits = test_limits();
  limits.engine_seconds = 0.2;
  Api api(limits);
  std::string id = id_of(create(api, {{"game", "othello"}}));
  auto start = std::chrono::steady_clock::now();
  Reply r = call(api, "POST", "/api/games/" + id + "/analyze", R"({"strength": 30, "seconds": 1000})");
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_EQ(r.status, 200);
  EXPECT_TRUE(r.body["analysis"]["stopped"].get<bool>());
  EXPECT_LT(seconds, 2.0);
}

TEST(HttpApi, OthelloAnalysisValuesEveryMoveAndIsExactNearTheEnd) {
  Api api(test_limits());
  std::string id = id_of(create(api, {{"game", "othello"}}));
  Reply start = call(api, "POST", "/api/games/" + id + "/analyze", R"({"strength": 4})");
  ASSERT_EQ(start.status, 200);
  EXPECT_EQ(start.body["analysis"]["moves"].size(), 4u);
  EXPECT_FALSE(start.body["analysis"]["exact"].get<bool>());
  // The first legal move each turn until 10 empties remain.
  json state = call(api, "GET", "/api/games/" + id).body;
  while (!state["game_over"].get<bool>() && state["score"]["black"].get<int>() + state["score"]["white"].get<int>() < 54)
    state = call(api, "POST", "/api/games/" + id + "/play", json{{"move", state["legal"][0]["move"]}}.dump()).body;
  ASSERT_FALSE(state["game_over"].get<bool>());
  Reply end = call(api, "POST", "/api/games/" + id + "/analyze", R"({"strength": 4, "seconds": 5})");
  ASSERT_EQ(end.status, 200);
  EXPECT_TRUE(end.body["analysis"]["exact"].get<bool>()) << end.body.dump();
  EXPECT_EQ(end.body["analysis"]["moves"].size(), state["legal"].size());
}

// Plays `moves` in turn through the API.
json play_all(Api& api, const std::string& id, const std::vector<std::string>& moves) {
  Reply r{0, {}};
  for (const std::string& move : moves) {
    r = call(api, "POST", "/api/games/" + id + "/play", json{{"move", move}}.dump());
    EXPECT_EQ(r.status, 200) << move << " " << r.body.dump();
  }
  return r.body;
}

TEST(HttpApi, GomokuAnalysisMarksRenjuForbiddenPoints) {
  Api api(test_limits());
  std::string id = id_of(create(api, {{"game", "gomoku"}, {"options", {{"rule", "renju"}}}}));
  // Black F8 G8 and H6 H7: H8 would make two open threes at once, forbidden to black.
  play_all(api, id, {"F8", "A1", "H6", "A15", "G8", "O1", "H7", "O15"});
  Reply r = call(api, "POST", "/api/games/" + id + "/analyze", R"({"strength": 1, "seconds": 1})");
  ASSERT_EQ(r.status, 200) << r.body.dump();
  const json& forbidden = r.body["analysis"]["forbidden"];
  ASSERT_EQ(forbidden.size(), 1u) << forbidden;
  EXPECT_EQ(forbidden[0]["move"], "H8");
  EXPECT_EQ(forbidden[0]["row"], 7);
  EXPECT_EQ(forbidden[0]["col"], 7);
  for (const json& m : r.body["analysis"]["moves"]) {
    if (m["move"] == "H8") {
      EXPECT_TRUE(m["forbidden"].get<bool>());
    }
  }
}

TEST(HttpApi, TheRenjuStateNamesBlacksForbiddenPoints) {
  Api api(test_limits());
  std::string id = id_of(create(api, {{"game", "gomoku"}, {"options", {{"rule", "renju"}}}}));
  json before = play_all(api, id, {"F8", "A1", "H6", "A15", "G8", "O1"});
  EXPECT_TRUE(before["forbidden"].empty()) << before["forbidden"];
  // Marked whoever is to move: here white, after black's H7.
  json state = play_all(api, id, {"H7"});
  ASSERT_EQ(state["forbidden"].size(), 1u) << state["forbidden"];
  EXPECT_EQ(state["forbidden"][0]["move"], "H8");
  EXPECT_EQ(state["forbidden"][0]["row"], 7);
  EXPECT_EQ(state["forbidden"][0]["col"], 7);
  EXPECT_EQ(state["forbidden"][0]["kind"], "double-three");
  // Other rules forbid nothing: the field is absent.
  json freestyle = create(api, {{"game", "gomoku"}});
  EXPECT_FALSE(freestyle.contains("forbidden"));
}

TEST(HttpApi, GomokuAnalysisFindsTheVcfOfAnOpenFour) {
  Api api(test_limits());
  std::string id = id_of(create(api, {{"game", "gomoku"}}));
  play_all(api, id, {"H8", "A1", "I8", "A3", "J8", "A5", "K8", "A7"});
  Reply r = call(api, "POST", "/api/games/" + id + "/analyze", R"({"strength": 1, "seconds": 1})");
  ASSERT_EQ(r.status, 200);
  const json& threats = r.body["analysis"]["threats"];
  EXPECT_TRUE(threats["win"].get<bool>());
  EXPECT_EQ(threats["attacker"], "black");
  ASSERT_FALSE(threats["line"].empty());
  std::string first = threats["line"][0];
  EXPECT_TRUE(first == "G8" || first == "L8") << first;
  EXPECT_TRUE(r.body["analysis"]["moves"][0]["proven"].get<bool>());
}

TEST(HttpApi, GomokuAnalysisSaysWhenNoVctExists) {
  // One black stone, white to move: the proof-number stage proves that white has no VCT.
  Api api(test_limits());
  std::string id = id_of(create(api, {{"game", "gomoku"}}));
  play_all(api, id, {"H8"});
  Reply r = call(api, "POST", "/api/games/" + id + "/analyze", R"({"strength": 1, "seconds": 1})");
  ASSERT_EQ(r.status, 200);
  const json& threats = r.body["analysis"]["threats"];
  EXPECT_FALSE(threats["win"].get<bool>());
  EXPECT_EQ(threats["attacker"], "white");
  EXPECT_TRUE(threats["no_vct"].get<bool>()) << threats;
  EXPECT_EQ(threats["stopped"], "") << threats;
}

TEST(HttpApi, MineAnalysisGivesTheValueAndTheWinningClicks) {
  Api api(test_limits());
  std::string id = id_of(create(api, {{"game", "mine"}, {"options", {{"rows", 5}, {"cols", 5}, {"mines", 4}, {"seed", 2}}}}));
  Reply r = call(api, "POST", "/api/games/" + id + "/analyze");
  ASSERT_EQ(r.status, 200) << r.body.dump();
  const json& a = r.body["analysis"];
  ASSERT_TRUE(a["value"].is_number());
  EXPECT_EQ(a["winner"], a["value"].get<int>() != 0 ? "player to move" : "other player");
  EXPECT_EQ(a["value"].get<int>() != 0, !a["winning"].empty());
  for (const json& c : a["winning"])
    for (const json& cell : c["cells"]) EXPECT_GE(cell["row"].get<int>(), 0);
}

TEST(HttpApi, SpotAnalysisNamesTheMovesThatLoseAtOnce) {
  Api api(test_limits());
  std::string id = id_of(create(api, {{"game", "spot"}, {"options", {{"size", 3}}}}));
  play_all(api, id, {"1,1", "2,2"});
  Reply r = call(api, "POST", "/api/games/" + id + "/analyze");
  ASSERT_EQ(r.status, 200) << r.body.dump();
  // Removing the centre brings back the pattern after the first move.
  const json& losing = r.body["analysis"]["losing_at_once"];
  EXPECT_NE(std::find(losing.begin(), losing.end(), json("2,2")), losing.end()) << losing;
  EXPECT_EQ(r.body["analysis"]["moves"].size(), 9u);
}

TEST(HttpApi, JudgesEachGamesRefereeFormatAsTheCommandLineDoes) {
  Api api(test_limits());
  for (const char* game : {"othello", "gomoku", "mine", "spot"}) {
    std::string input = read_file(std::string(GRIDGAMES_EXAMPLES) + "/" + game + ".txt");
    std::string expected = read_file(std::string(GRIDGAMES_EXAMPLES) + "/" + game + ".expected");
    Reply r = call(api, "POST", std::string("/api/judge/") + game, json{{"input", input}}.dump());
    ASSERT_EQ(r.status, 200) << game << r.body.dump();
    EXPECT_EQ(r.body["output"], expected) << game;
    EXPECT_FALSE(r.body["verdicts"].empty());
  }
  Reply bad = call(api, "POST", "/api/judge/spot", R"({"input": "2\n1 1 +\nnonsense\n"})");
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(bad.body["line"], 3);
  EXPECT_EQ(call(api, "POST", "/api/judge/chess", R"({"input": ""})").status, 404);
}

TEST(HttpApi, RecordsExportAndImportBackToTheSameGame) {
  Api api(test_limits());
  for (json request : {json{{"game", "othello"}}, json{{"game", "gomoku"}, {"options", {{"size", 11}}}},
                       json{{"game", "mine"}, {"options", {{"rows", 6}, {"cols", 6}, {"mines", 6}}}},
                       json{{"game", "spot"}, {"options", {{"size", 4}}}}}) {
    json state = create(api, request);
    std::string id = id_of(state);
    for (int i = 0; i < 3 && !state["game_over"].get<bool>(); ++i)
      state = call(api, "POST", "/api/games/" + id + "/play", json{{"move", state["legal"].back()["move"]}}.dump()).body;
    Reply record = call(api, "GET", "/api/games/" + id + "/record");
    ASSERT_EQ(record.status, 200);
    json import = {{"game", request["game"]}, {"record", record.body["record"]}};
    if (request.contains("options") && request["game"] == "gomoku") import["options"] = request["options"];
    Reply imported = call(api, "POST", "/api/games/import", import.dump());
    ASSERT_EQ(imported.status, 201) << imported.body.dump();
    EXPECT_NE(imported.body["id"], state["id"]);
    for (const char* key : {"board", "moves", "legal", "last_move", "to_move", "score"})
      EXPECT_EQ(imported.body[key], state[key]) << request["game"] << " " << key;
  }
}

TEST(HttpApi, AMalformedRecordNamesItsLine) {
  Api api(test_limits());
  Reply r = call(api, "POST", "/api/games/import", R"({"game": "gomoku", "record": "3\n8 8\n8 8\n9 9\n"})");
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.body["line"], 3) << r.body.dump();
}

TEST(HttpApi, EveryFaultOfARequestIsA4xxWithAMessage) {
  Limits limits = test_limits();
  limits.max_body_bytes = 4096;
  Api api(limits);
  std::string id = id_of(create(api, {{"game", "othello"}}));
  struct Case {
    const char* method;
    std::string path, body;
    int status;
  };
  std::vector<Case> cases = {
      {"POST", "/api/games", "{", 400},
      {"POST", "/api/games", "[1, 2]", 400},
      {"POST", "/api/games", "{}", 400},
      {"POST", "/api/games", R"({"game": 7})", 400},
      {"POST", "/api/games", R"({"game": "chess"})", 404},
      {"POST", "/api/games", R"({"game": "gomoku", "options": {"size": 1000}})", 400},
      {"POST", "/api/games", R"({"game": "gomoku", "options": {"rule": "chess"}})", 400},
      {"POST", "/api/games", R"({"game": "gomoku", "options": {"colour": "red"}})", 400},
      {"POST", "/api/games", R"({"game": "gomoku", "options": {"size": 9.5}})", 400},
      {"POST", "/api/games", R"({"game": "gomoku", "options": [1]})", 400},
      {"POST", "/api/games", R"({"game": "mine", "options": {"rows": 1000, "cols": 1000}})", 400},
      {"POST", "/api/games", R"({"game": "mine", "options": {"rows": 5, "cols": 5, "mines": 26}})", 400},
      {"POST", "/api/games", R"({"game": "spot", "options": {"size": 1000}})", 400},
      {"POST", "/api/games", R"({"game": "spot", "options": {"size": -3}})", 400},
      {"POST", "/api/games", std::string(100, '[') + std::string(100, ']'), 400},
      {"POST", "/api/games", std::string(5000, ' '), 413},
      {"GET", "/api/games/0123456789abcdef", "", 404},
      {"POST", "/api/games/0123456789abcdef/play", R"({"move": "d3"})", 404},
      {"GET", "/api/nothing", "", 404},
      {"GET", "/favicon.ico", "", 404},
      {"GET", "/api/games/" + id + "/teleport", "", 405},
      {"POST", "/api/games/" + id + "/teleport", "", 404},
      {"PUT", "/api/games", "", 405},
      {"GET", "/api/games/" + id + "/play", "", 405},
      {"POST", "/api/games/" + id + "/play", "{}", 400},
      {"POST", "/api/games/" + id + "/play", "not json", 400},
      {"POST", "/api/games/" + id + "/engine", R"({"strength": 0})", 400},
      {"POST", "/api/games/" + id + "/engine", R"({"strength": 99})", 400},
      {"POST", "/api/games/" + id + "/engine", R"({"strength": "high"})", 400},
      {"POST", "/api/games/" + id + "/engine", R"({"seconds": -1})", 400},
      {"POST", "/api/games/import", R"({"game": "othello", "record": "(;GM[Othello]"})", 400},
      {"POST", "/api/games/import", R"({"game": "othello"})", 400},
      {"POST", "/api/judge/mine", R"({"input": 5})", 400},
      {"GET", "/api/judge/mine", "", 405},
  };
  for (const Case& c : cases) {
    Reply r = call(api, c.method, c.path, c.body);
    EXPECT_EQ(r.status, c.status) << c.method << " " << c.path << " " << c.body.substr(0, 80) << " -> " << r.body.dump();
  }
  // Nothing above changed the game.
  EXPECT_EQ(call(api, "GET", "/api/games/" + id).body["moves"], json::array());
}

TEST(HttpApi, TheSessionIdleLongestMakesRoomForANewOne) {
  Limits limits = test_limits();
  limits.max_sessions = 3;
  Api api(limits);
  std::string a = id_of(create(api, {{"game", "othello"}}));
  std::string b = id_of(create(api, {{"game", "othello"}}));
  std::string c = id_of(create(api, {{"game", "othello"}}));
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  EXPECT_EQ(call(api, "GET", "/api/games/" + a).status, 200);  // a is used again: b is now idle longest
  std::string d = id_of(create(api, {{"game", "othello"}}));
  EXPECT_EQ(api.session_count(), 3u);
  EXPECT_EQ(call(api, "GET", "/api/games/" + b).status, 404);
  for (const std::string& id : {a, c, d}) EXPECT_EQ(call(api, "GET", "/api/games/" + id).status, 200);
  EXPECT_EQ(call(api, "DELETE", "/api/games/" + a).status, 200);
  EXPECT_EQ(call(api, "GET", "/api/games/" + a).status, 404);
}

TEST(HttpApi, SessionsIdleBeyondTheLimitExpire) {
  Limits limits = test_limits();
  limits.session_idle_seconds = 0.01;
  Api api(limits);
  std::string a = id_of(create(api, {{"game", "othello"}}));
  std::this_thread::sleep_for(std::chrono::milliseconds(30));
  create(api, {{"game", "othello"}});
  EXPECT_EQ(call(api, "GET", "/api/games/" + a).status, 404);
}

TEST(HttpApi, AStoppingServerRefusesRequests) {
  Api api(test_limits());
  api.stop();
  EXPECT_EQ(call(api, "GET", "/api/games").status, 503);
}

TEST(HttpApi, LimitsAreReported) {
  Api api(test_limits());
  Reply r = call(api, "GET", "/api/limits");
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(r.body["memory_bytes"], std::uint64_t(64) << 20);
  EXPECT_EQ(r.body["engine_seconds"], 0.3);
}

TEST(HttpApiConcurrent, EngineCallsOnDifferentGamesRunSideBySide) {
  Api api(test_limits());
  std::vector<std::string> ids;
  for (const char* game : {"othello", "gomoku", "mine", "spot"}) ids.push_back(id_of(create(api, {{"game", game}})));
  std::vector<int> statuses(ids.size() * 2);
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < statuses.size(); ++i)
    threads.emplace_back([&, i] {
      const std::string& id = ids[i % ids.size()];
      Response r = api.handle("POST", "/api/games/" + id + (i < ids.size() ? "/engine" : "/analyze"),
                              R"({"strength": 2, "seconds": 0.1})");
      statuses[i] = r.status;
    });
  for (std::thread& t : threads) t.join();
  for (std::size_t i = 0; i < statuses.size(); ++i) EXPECT_EQ(statuses[i], 200) << i;
}

TEST(HttpApiConcurrent, MovesOnOneGameFromManyClientsAreSerialised) {
  Api api(test_limits());
  std::string id = id_of(create(api, {{"game", "gomoku"}}));
  // Each thread plays its own column: every move is legal whatever the order.
  std::vector<std::thread> threads;
  const char* columns = "ABCD";
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      for (int row = 1; row <= 4; ++row) {
        std::string move = std::string(1, columns[t]) + std::to_string(row * 3);
        Response r = api.handle("POST", "/api/games/" + id + "/play", json{{"move", move}}.dump());
        EXPECT_EQ(r.status, 200) << r.body;
      }
    });
  for (std::thread& t : threads) t.join();
  json state = json::parse(api.handle("GET", "/api/games/" + id, "").body);
  EXPECT_EQ(state["moves"].size(), 16u);
}

// An analysis job's progress until it has finished (or `seconds` have passed).
json wait_for_job(Api& api, const std::string& job, double seconds = 20) {
  auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  json progress;
  do {
    Reply r = call(api, "GET", "/api/jobs/" + job);
    EXPECT_EQ(r.status, 200) << r.body.dump();
    progress = r.body;
    if (!progress["running"].get<bool>()) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  } while (std::chrono::steady_clock::now() < end);
  return progress;
}

json start_job(Api& api, const std::string& id, const json& body) {
  Reply r = call(api, "POST", "/api/games/" + id + "/analysis", body.dump());
  EXPECT_EQ(r.status, 202) << r.body.dump();
  return r.body;
}

Limits long_limits() {
  Limits limits = test_limits();
  limits.engine_seconds = 60;
  return limits;
}

TEST(HttpApiConcurrentJobs, AnOthelloJobDeepensByEvenDepthsToTheOneAsked) {
  Api api(test_limits());
  std::string id = id_of(create(api, {{"game", "othello"}}));
  json started = start_job(api, id, {{"strength", 6}, {"seconds", 5}});
  EXPECT_EQ(started["id"], id);
  EXPECT_EQ(started["game"], "othello");
  EXPECT_EQ(started["calls_planned"], 3);  // depths 2, 4, 6
  EXPECT_EQ(started["moves"], 0);
  // The cap is the server's, whatever was asked.
  EXPECT_EQ(started["seconds"], 0.3);
  json done = wait_for_job(api, started["job"]);
  ASSERT_FALSE(done["running"].get<bool>()) << done.dump();
  if (done["stopped"] == "") {
    EXPECT_EQ(done["calls"], 3);
    EXPECT_EQ(done["depth"], 6);
  } else {
    // A loaded machine may reach the cap first: then it says so, with the values it had.
    EXPECT_EQ(done["stopped"], "time");
  }
  EXPECT_EQ(done["analysis"]["moves"].size(), 4u);
  EXPECT_GT(done["nodes"].get<std::uint64_t>(), 0u);
  EXPECT_TRUE(done["error"].is_null());
  // The values are the one-shot analysis's at that depth.
  Reply direct = call(api, "POST", "/api/games/" + id + "/analyze", json{{"strength", done["depth"]}}.dump());
  EXPECT_EQ(direct.body["analysis"]["best"], done["analysis"]["best"]);
}

TEST(HttpApiConcurrentJobs, AJobStopsWhenAskedAndKeepsTheValuesItHad) {
  Api api(long_limits());
  std::string id = id_of(create(api, {{"game", "othello"}}));
  json started = start_job(api, id, {{"strength", 30}});
  // Depth 2 takes far less than this; depth 30 far more.
  json partial;
  for (int i = 0; i < 2000 && (partial.is_null() || partial["analysis"].is_null()); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    partial = call(api, "GET", "/api/jobs/" + started["job"].get<std::string>()).body;
  }
  ASSERT_FALSE(partial["analysis"].is_null());
  EXPECT_TRUE(partial["running"].get<bool>());
  Reply stopped = call(api, "POST", "/api/jobs/" + started["job"].get<std::string>() + "/stop", "");
  ASSERT_EQ(stopped.status, 200) << stopped.body.dump();
  EXPECT_FALSE(stopped.body["running"].get<bool>());
  EXPECT_EQ(stopped.body["stopped"], "stopped");
  EXPECT_LT(stopped.body["calls"].get<int>(), 15);
  // The values of the last call that finished, not of the one cut short.
  EXPECT_EQ(stopped.body["analysis"]["moves"].size(), 4u);
  EXPECT_FALSE(stopped.body["analysis"]["stopped"].get<bool>());
  EXPECT_EQ(stopped.body["analysis"]["depth"], stopped.body["depth"]);
  EXPECT_GE(stopped.body["depth"].get<int>(), partial["depth"].get<int>());
  // Stopping a finished job again changes nothing.
  EXPECT_EQ(call(api, "POST", "/api/jobs/" + started["job"].get<std::string>() + "/stop", "").body, stopped.body);
}

TEST(HttpApiConcurrentJobs, AJobEndsAtTheServersTimeCap) {
  Api api(test_limits());
  std::string id = id_of(create(api, {{"game", "gomoku"}}));
  play_all(api, id, {"H8", "H9", "I8"});
  json done = wait_for_job(api, start_job(api, id, {{"strength", 10}})["job"]);
  ASSERT_FALSE(done["running"].get<bool>());
  EXPECT_EQ(done["stopped"], "time");
  EXPECT_LT(done["calls"].get<int>(), 10);
  // Values from the first call at least (cut short itself on a slow machine).
  EXPECT_EQ(done["analysis"]["rule"], "freestyle") << done.dump();
}

TEST(HttpApiConcurrentJobs, AJobAnalysesACopyWhileTheGameGoesOn) {
  Api api(long_limits());
  std::string id = id_of(create(api, {{"game", "othello"}}));
  json started = start_job(api, id, {{"strength", 8}});
  EXPECT_EQ(call(api, "POST", "/api/games/" + id + "/play", R"({"move": "d3"})").status, 200);
  json done = wait_for_job(api, started["job"]);
  EXPECT_EQ(done["moves"], 0);
  // The moves of the start position, not of the one after d3.
  std::vector<std::string> moves;
  for (const json& m : done["analysis"]["moves"]) moves.push_back(m["move"]);
  std::sort(moves.begin(), moves.end());
  EXPECT_EQ(moves, (std::vector<std::string>{"c4", "d3", "e6", "f5"}));
}

TEST(HttpApiConcurrentJobs, MineAndSpotJobsAreOneCall) {
  Api api(test_limits());
  std::string mine = id_of(create(api, {{"game", "mine"}, {"options", {{"rows", 3}, {"cols", 3}, {"mines", 1}, {"seed", 1}}}}));
  json done = wait_for_job(api, start_job(api, mine, json::object())["job"]);
  EXPECT_EQ(done["calls_planned"], 1);
  EXPECT_EQ(done["calls"], 1);
  EXPECT_TRUE(done["analysis"].contains("winning")) << done.dump();
  std::string spot = id_of(create(api, {{"game", "spot"}, {"options", {{"size", 3}}}}));
  done = wait_for_job(api, start_job(api, spot, json::object())["job"]);
  EXPECT_EQ(done["calls"], 1);
  EXPECT_TRUE(done["analysis"].contains("losing_at_once")) << done.dump();
}

TEST(HttpApiConcurrentJobs, JobFaultsAre4xx) {
  Api api(long_limits());
  std::string id = id_of(create(api, {{"game", "othello"}}));
  EXPECT_EQ(call(api, "POST", "/api/games/" + id + "/analysis", R"({"strength": 31})").status, 400);
  EXPECT_EQ(call(api, "POST", "/api/games/" + id + "/analysis", R"({"seconds": "long"})").status, 400);
  EXPECT_EQ(call(api, "POST", "/api/games/nope/analysis", "").status, 404);
  EXPECT_EQ(call(api, "GET", "/api/games/" + id + "/analysis").status, 405);
  EXPECT_EQ(call(api, "GET", "/api/jobs/nope").status, 404);
  EXPECT_EQ(call(api, "POST", "/api/jobs/nope/stop", "").status, 404);
  EXPECT_EQ(call(api, "DELETE", "/api/jobs/nope").status, 404);
  json job = start_job(api, id, {{"strength", 30}});
  std::string path = "/api/jobs/" + job["job"].get<std::string>();
  EXPECT_EQ(call(api, "GET", path + "/stop").status, 405);
  EXPECT_EQ(call(api, "POST", path + "/pause", "").status, 404);
  EXPECT_EQ(call(api, "PUT", path, "").status, 405);
  Reply deleted = call(api, "DELETE", path);
  EXPECT_EQ(deleted.status, 200);
  EXPECT_TRUE(deleted.body["deleted"].get<bool>());
  EXPECT_EQ(call(api, "GET", path).status, 404);
}

TEST(HttpApiConcurrentJobs, RunningJobsAreBoundedAndTheServersStopEndsThem) {
  Limits limits = long_limits();
  limits.engine_slots = 1;  // at most 4 jobs at once
  Api api(limits);
  std::string id = id_of(create(api, {{"game", "othello"}}));
  std::vector<std::string> jobs;
  for (int i = 0; i < 4; ++i) jobs.push_back(start_job(api, id, {{"strength", 30}})["job"]);
  Reply refused = call(api, "POST", "/api/games/" + id + "/analysis", R"({"strength": 30})");
  EXPECT_EQ(refused.status, 429);
  // A stopped job makes room.
  EXPECT_EQ(call(api, "POST", "/api/jobs/" + jobs[0] + "/stop", "").status, 200);
  jobs.push_back(start_job(api, id, {{"strength", 30}})["job"]);
  // The server's stop reaches the jobs still running (and the destructor waits for them).
  api.stop();
}

}  // namespace
}  // namespace gg::http
