#include "frontends/cli/gomoku_eval.h"

#include <cstdlib>
#include <iostream>
#include <string>

#include "core/errors.h"
#include "gomoku/face.h"

namespace gg::cli {

void choose_gomoku_evaluation() {
  const char* path = std::getenv("GRIDGAMES_GOMOKU_WEIGHTS");
  if (path && std::string(path) == "hand") {  // the hand-set evaluation, on purpose: no warning
    gomoku::use_eval_weights(nullptr, "hand-set (GRIDGAMES_GOMOKU_WEIGHTS=hand)");
    return;
  }
  if (path && *path) {
    try {
      gomoku::EvalWeights weights = gomoku::read_eval_weights_file(path);
      gomoku::use_eval_weights(&weights, path);
    } catch (const gomoku::WeightsError& e) {
      throw InputError(0, std::string(e.what()) + " (named by GRIDGAMES_GOMOKU_WEIGHTS)");
    }
    return;
  }
  // Without built-in weights the hand-set evaluation is the default on purpose; damaged ones are
  // a broken build, worth a word.
  gomoku::EvalSource source = gomoku::use_builtin_eval();
  if (gomoku::builtin_eval_damaged())
    std::cerr << "gridgames: warning: " << source.origin << "; using the hand-set Gomoku evaluation" << std::endl;
}

}  // namespace gg::cli
