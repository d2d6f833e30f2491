#include "othello/referee.h"

namespace gg::othello {

// Placeholder until the referee lands (issue 2).
void judge(LineReader& in, std::ostream&) { in.fail("not implemented yet"); }

}  // namespace gg::othello
