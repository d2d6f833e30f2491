// `gridgames serve` end to end: started on a free loopback port, spoken to over HTTP with
// cpp-httplib's client, stopped by a signal; the exit statuses are the documented ones.
#include <gtest/gtest.h>
#include <arpa/inet.h>
#include <httplib.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <string>

#include <nlohmann/json.hpp>

namespace {

using nlohmann::json;

struct Server {
  pid_t pid = -1;
  int port = 0;
  std::string first_line;
  FILE* output = nullptr;  // the rest of its standard output, read once it has stopped
};

// Starts the server with --port 0 and reads the port from the line it prints once listening.
Server start_server() {
  int out[2];
  if (pipe(out) != 0) return {};
  Server server;
  server.pid = fork();
  if (server.pid == 0) {
    dup2(out[1], STDOUT_FILENO);
    close(out[0]);
    close(out[1]);
    execl(GRIDGAMES_BINARY, GRIDGAMES_BINARY, "--max-memory", "64M", "serve", "--port", "0", "--engine-seconds",
          "0.5", static_cast<char*>(nullptr));
    _exit(127);
  }
  close(out[1]);
  FILE* reader = fdopen(out[0], "r");
  char line[256] = {0};
  if (reader && std::fgets(line, sizeof line, reader)) server.first_line = line;
  server.output = reader;
  auto colon = server.first_line.rfind(':');
  if (colon != std::string::npos) server.port = std::atoi(server.first_line.c_str() + colon + 1);
  return server;
}

// Stops it with `signal`: its exit status, and what it printed after the first line.
int stop_server(const Server& server, int signal, std::string* rest = nullptr) {
  kill(server.pid, signal);
  int status = 0;
  waitpid(server.pid, &status, 0);
  if (server.output) {
    char line[256];
    while (std::fgets(line, sizeof line, server.output))
      if (rest) *rest += line;
    std::fclose(server.output);
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
}

TEST(Serve, AnswersOverHttpAndStopsCleanlyOnSigterm) {
  Server server = start_server();
  ASSERT_GT(server.pid, 0);
  ASSERT_GT(server.port, 0) << server.first_line;
  EXPECT_EQ(server.first_line, "gridgames serve: listening on http://127.0.0.1:" + std::to_string(server.port) + "/\n");

  httplib::Client client("127.0.0.1", server.port);
  auto games = client.Get("/api/games");
  ASSERT_TRUE(games);
  EXPECT_EQ(games->status, 200);
  EXPECT_EQ(json::parse(games->body)["games"].size(), 4u);

  auto page = client.Get("/");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_EQ(page->get_header_value("Content-Type"), "text/html; charset=utf-8");

  auto created = client.Post("/api/games", R"({"game": "othello"})", "application/json");
  ASSERT_TRUE(created);
  ASSERT_EQ(created->status, 201);
  std::string id = json::parse(created->body)["id"];
  auto engine = client.Post(("/api/games/" + id + "/engine").c_str(), R"({"strength": 3})", "application/json");
  ASSERT_TRUE(engine);
  EXPECT_EQ(engine->status, 200);
  EXPECT_EQ(json::parse(engine->body)["moves"].size(), 1u);

  auto bad = client.Post("/api/games", "{", "application/json");
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->status, 400);
  EXPECT_TRUE(json::parse(bad->body).contains("error"));

  // Over the default 1 MiB body limit: refused before the handler, in the API's shape.
  auto large = client.Post("/api/games", std::string(std::size_t(2) << 20, ' '), "application/json");
  ASSERT_TRUE(large);
  EXPECT_EQ(large->status, 413);
  EXPECT_TRUE(json::parse(large->body).contains("error"));

  std::string rest;
  EXPECT_EQ(stop_server(server, SIGTERM, &rest), 0);
  EXPECT_EQ(rest, "gridgames serve: stopped\n");
}

// Sends `request` as it is over a new connection and returns the whole answer.
std::string raw_exchange(int port, const std::string& request) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(std::uint16_t(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
    close(fd);
    return "";
  }
  if (write(fd, request.data(), request.size()) != ssize_t(request.size())) return "";
  std::string answer;
  char buffer[4096];
  for (ssize_t n; (n = read(fd, buffer, sizeof buffer)) > 0;) answer.append(buffer, std::size_t(n));
  close(fd);
  return answer;
}

TEST(Serve, APostWithoutABodyIsAnEmptyObject) {
  Server server = start_server();
  ASSERT_GT(server.port, 0) << server.first_line;
  httplib::Client client("127.0.0.1", server.port);
  auto created = client.Post("/api/games", R"({"game": "othello"})", "application/json");
  ASSERT_TRUE(created);
  std::string id = json::parse(created->body)["id"];
  // As `curl -X POST URL` sends it: no Content-Length, no body.
  std::string answer = raw_exchange(server.port, "POST /api/games/" + id + "/engine HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                                 "Connection: close\r\n\r\n");
  EXPECT_EQ(answer.substr(0, 15), "HTTP/1.1 200 OK") << answer;
  auto state = client.Get(("/api/games/" + id).c_str());
  ASSERT_TRUE(state);
  EXPECT_EQ(json::parse(state->body)["moves"].size(), 1u);
  // A route that needs a field says so.
  answer = raw_exchange(server.port, "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
  EXPECT_NE(answer.find("400 Bad Request"), std::string::npos) << answer;
  EXPECT_NE(answer.find("missing field 'game'"), std::string::npos) << answer;
  EXPECT_EQ(stop_server(server, SIGTERM), 0);
}

TEST(Serve, StopsOnSigintWithTheInterruptedStatus) {
  Server server = start_server();
  ASSERT_GT(server.port, 0) << server.first_line;
  httplib::Client client("127.0.0.1", server.port);
  auto games = client.Get("/api/games");
  ASSERT_TRUE(games);
  EXPECT_EQ(stop_server(server, SIGINT), 130);
}

}  // namespace
