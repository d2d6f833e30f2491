// The NBoard protocol (../shared/specs/protocols.md): the engine inside the NBoard GUI.
//
// A thin adapter over Engine: one command per line in, replies out, flushed at once. Every
// command is answered or ignored deliberately; a malformed or illegal one gets a line
// `status error: MESSAGE` and the session goes on (the GUI shows status lines to the user).
#pragma once

#include <ostream>
#include <string_view>

#include "core/line_reader.h"
#include "othello/engine.h"

namespace gg::othello {

class NboardSession {
 public:
  NboardSession(Engine& engine, std::ostream& out) : engine_(engine), out_(out) {}

  // Handles one command line; false when the session should end ("quit").
  bool handle(std::string_view line);

 private:
  void set(std::string_view args);
  void move(std::string_view args);
  void hint(std::string_view args);
  void go();
  void error(const std::string& message);

  Engine& engine_;
  std::ostream& out_;
};

// Runs a session until end of input or `quit`.
void run_nboard(LineReader& in, std::ostream& out, Engine& engine);

// "F5", "PA" for a pass: how NBoard writes moves.
std::string nboard_move_name(int move);

}  // namespace gg::othello
