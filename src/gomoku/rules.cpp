#include "gomoku/rules.h"

namespace gg::gomoku {

std::optional<Rule> parse_rule(std::string_view name) {
  if (name == "freestyle") return Rule::kFreestyle;
  if (name == "standard") return Rule::kStandard;
  if (name == "renju") return Rule::kRenju;
  return std::nullopt;
}

const char* rule_name(Rule rule) {
  switch (rule) {
    case Rule::kFreestyle: return "freestyle";
    case Rule::kStandard: return "standard";
    case Rule::kRenju: return "renju";
  }
  return "?";
}

}  // namespace gg::gomoku
