#include "gomoku/referee.h"

namespace gg::gomoku {

// Placeholder until the referee lands (issue 2).
void judge(LineReader& in, std::ostream&) { in.fail("not implemented yet"); }

}  // namespace gg::gomoku
