// Options that several `gridgames gomoku` commands share, declared once so that their names,
// values and help stay the same everywhere.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

namespace gg::cli {

// --rule freestyle|standard|renju (gomoku::parse_rule reads it).
inline CLI::Option* add_gomoku_rule_option(CLI::App& command, std::string& rule) {
  return command.add_option("--rule", rule, "freestyle (default), standard or renju")
      ->check(CLI::IsMember({"freestyle", "standard", "renju"}));
}

// --size N for the record shapes that do not state the board size (gomoku check, review).
inline CLI::Option* add_gomoku_record_size_option(CLI::App& command, int& size) {
  return command.add_option("--size", size, "board size for records that do not state it (5..22)")
      ->check(CLI::Range(5, 22));
}

}  // namespace gg::cli
