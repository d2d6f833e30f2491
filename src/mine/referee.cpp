#include "mine/referee.h"

namespace gg::mine {

// Placeholder until the referee lands (issue 2).
void judge(LineReader& in, std::ostream&, const JudgeOptions&) { in.fail("not implemented yet"); }

}  // namespace gg::mine
