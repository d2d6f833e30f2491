#include "gomoku/threats.h"

#include "gomoku/forbidden.h"

namespace gg::gomoku {

bool allowed(Board& board, Point p, Stone colour, Rule rule) {
  if (rule != Rule::kRenju || colour != kBlack) return true;
  return forbidden_kind(board, p) == Forbidden::kNone;
}

}  // namespace gg::gomoku
