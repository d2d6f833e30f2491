// The learned evaluation's weights, built into the library: the build defines
// GRIDGAMES_OTHELLO_WEIGHTS as the path of data/othello/eval.ggw when that file exists
// (src/CMakeLists.txt), and the assembler includes its bytes as they are (.incbin), so that an
// installed binary needs no data path. weights_file.cpp checks them like any file.
#include "core/embedded_file.h"
#include "othello/weights_file.h"

#if defined(GRIDGAMES_OTHELLO_WEIGHTS)
GG_EMBED_FILE(gg_othello_weights, GRIDGAMES_OTHELLO_WEIGHTS);
GG_EMBEDDED_FILE_SYMBOLS(gg_othello_weights);
#endif

namespace gg::othello {

std::span<const std::uint8_t> embedded_weight_bytes() {
#if defined(GRIDGAMES_OTHELLO_WEIGHTS)
  return {gg_othello_weights_begin, gg_othello_weights_end};
#else
  return {};
#endif
}

}  // namespace gg::othello
