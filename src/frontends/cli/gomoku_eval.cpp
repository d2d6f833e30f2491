#include "frontends/cli/gomoku_eval.h"

#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "core/errors.h"
#include "gomoku/face.h"

namespace gg::cli {

namespace {

// GRIDGAMES_GOMOKU_POINT_VALUES: the hand-set point values to use instead of the built-in ones
// (bench/gomoku_spsa.py tunes them through it). Eleven whole numbers: the line patterns B1 F1 B2
// F2 B3 F3 B4 F4, then the double-three, four-three and flexible-four bonuses.
void choose_point_values() {
  const char* text = std::getenv("GRIDGAMES_GOMOKU_POINT_VALUES");
  if (!text || !*text) return;
  auto refuse = [&](const std::string& why) {
    throw InputError(0, "GRIDGAMES_GOMOKU_POINT_VALUES: " + why +
                            " (expected 11 whole numbers from 0 to 10000: B1 F1 B2 F2 B3 F3 B4 F4, then the "
                            "double-three, four-three and flexible-four bonuses)");
  };
  std::vector<int> values;
  std::istringstream in(text);
  std::string word;
  while (in >> word) {
    if (word.size() > 5 || word.find_first_not_of("0123456789") != std::string::npos)
      refuse("'" + word.substr(0, 20) + "' is not a whole number from 0 to 10000");
    int value = std::stoi(word);
    if (value > 10000) refuse("'" + word + "' is above 10000");
    values.push_back(value);
    if (values.size() > 11) refuse("more than 11 numbers");
  }
  if (values.size() != 11) refuse(std::to_string(values.size()) + " numbers");
  gomoku::PatternWeights weights = gomoku::pattern_weights();
  for (int i = 0; i < 8; ++i) weights.line[static_cast<std::size_t>(2 + i)] = values[static_cast<std::size_t>(i)];
  for (int i = 0; i < 3; ++i)
    weights.class_bonus[static_cast<std::size_t>(gomoku::kClassDoubleThree + i)] = values[static_cast<std::size_t>(8 + i)];
  gomoku::set_pattern_weights(weights);
}

}  // namespace

void choose_gomoku_evaluation() {
  choose_point_values();  // first: the hand-set form of a learned table is made from them
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
