// The learned evaluation's weights, built into the library: the build defines
// GRIDGAMES_GOMOKU_WEIGHTS as the path of data/gomoku/eval.ggw when that file exists
// (src/CMakeLists.txt), and the assembler includes its bytes as they are (.incbin), so that an
// installed binary needs no data path. eval_weights.cpp checks them like any file.
#include "core/embedded_file.h"
#include "gomoku/eval_weights.h"

#if defined(GRIDGAMES_GOMOKU_WEIGHTS)
GG_EMBED_FILE(gg_gomoku_weights, GRIDGAMES_GOMOKU_WEIGHTS);
GG_EMBEDDED_FILE_SYMBOLS(gg_gomoku_weights);
#endif

namespace gg::gomoku {

std::span<const std::uint8_t> embedded_eval_bytes() {
#if defined(GRIDGAMES_GOMOKU_WEIGHTS)
  return {gg_gomoku_weights_begin, gg_gomoku_weights_end};
#else
  return {};
#endif
}

}  // namespace gg::gomoku
