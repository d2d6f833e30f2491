// The rule sets gridgames plays, chosen once per game and never re-read as strings in hot code.
#pragma once

#include <optional>
#include <string_view>

namespace gg::gomoku {

enum class Rule {
  kFreestyle,  // five or more in a row wins, for both colours
  kStandard,   // exactly five wins; an overline (six or more) does not
  kRenju,      // black: exactly five, and double-three / double-four / overline are forbidden
               // (playing one loses); white: five or more wins
};

// "freestyle", "standard" or "renju"; nullopt for anything else.
std::optional<Rule> parse_rule(std::string_view name);
const char* rule_name(Rule rule);

}  // namespace gg::gomoku
