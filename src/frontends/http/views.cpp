#include "frontends/http/views.h"

#include "core/errors.h"
#include "core/line_reader.h"

namespace gg::http {

const GameView* find_view(std::string_view name) {
  if (name == "othello") return &othello_view();
  if (name == "gomoku") return &gomoku_view();
  if (name == "mine") return &mine_view();
  if (name == "spot") return &spot_view();
  return nullptr;
}

Json move_json(const GameView& view, const AnyState& state, const std::string& move) {
  std::optional<Cell> cell = view.cell_of(state, move);
  return {{"move", move}, {"row", cell ? cell->row : -1}, {"col", cell ? cell->col : -1}};
}

std::optional<Cell> parse_pair(std::string_view text, int base, int rows, int cols) {
  auto comma = text.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  auto number = [](std::string_view t, long long& out) {
    if (t.empty() || t.size() > 9) return false;
    out = 0;
    for (char ch : t) {
      if (ch < '0' || ch > '9') return false;
      out = out * 10 + (ch - '0');
    }
    return true;
  };
  long long r = 0, c = 0;
  if (!number(text.substr(0, comma), r) || !number(text.substr(comma + 1), c)) return std::nullopt;
  r -= base;
  c -= base;
  if (r < 0 || r >= rows || c < 0 || c >= cols) return std::nullopt;
  return Cell{int(r), int(c)};
}

std::int64_t option_number(const std::vector<GameOption>& options, const OptionValues& values,
                           std::string_view name, std::int64_t low, std::int64_t high) {
  std::string what = "option " + std::string(name);
  return parse_int(option_value(options, values, name), low, high, what.c_str(), 0);
}

}  // namespace gg::http
