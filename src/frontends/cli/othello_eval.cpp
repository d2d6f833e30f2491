#include "frontends/cli/othello_eval.h"

#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>

#include "core/errors.h"
#include "othello/face.h"

namespace gg::cli {

void choose_othello_evaluation() {
  const char* path = std::getenv("GRIDGAMES_OTHELLO_WEIGHTS");
  if (path && std::string(path) == "hand") {  // the hand-written evaluation, on purpose: no warning
    othello::use_weights(nullptr, "hand-written (GRIDGAMES_OTHELLO_WEIGHTS=hand)");
    return;
  }
  if (path && *path) {
    try {
      othello::use_weights(std::make_shared<const othello::PatternWeights>(othello::read_weights_file(path)), path);
    } catch (const othello::WeightsError& e) {
      throw InputError(0, std::string(e.what()) + " (named by GRIDGAMES_OTHELLO_WEIGHTS)");
    }
    return;
  }
  othello::EvalSource source = othello::use_builtin_weights();
  if (!source.learned)
    std::cerr << "gridgames: warning: " << source.origin << "; using the hand-written evaluation (weaker)"
              << std::endl;
}

}  // namespace gg::cli
