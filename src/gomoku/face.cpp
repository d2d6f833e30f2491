#include "gomoku/face.h"

#include "gomoku/line_shape.h"
#include "gomoku/pattern.h"

namespace gg::gomoku {

Match::Match(Options options, std::size_t table_bytes)
    : options_(options), state_(options.size, options.rule), engine_(options.size, options.rule, table_bytes) {}

bool Match::play(Point point) {
  if (game_over() || !board().contains(x_of(point), y_of(point)) || board().at(point) != kEmpty)
    return false;
  engine_.play(point);
  state_.play(point);
  return true;
}

bool Match::undo() {
  if (state_.history().empty()) return false;
  engine_.undo();
  state_.undo();
  return true;
}

Record Match::record() const {
  Record record;
  record.size = options_.size;
  record.moves = state_.history();
  return record;
}

void prepare_tables() {
  prepare_line_shapes();
  prepare_patterns();
}

}  // namespace gg::gomoku
