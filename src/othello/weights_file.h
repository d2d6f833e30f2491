// The learned evaluation's weights file (data/othello/eval.ggw) and the weights built into the
// binary.
//
// Format (little-endian): the 8 bytes "GGOWEVAL", u32 version (1), u32 stages, u32 weights per
// stage, then stages * weights int16 values (pattern_eval.h's compact form), then the u64 FNV-1a
// hash of every byte before it. A file whose hash, size or layout does not match is refused
// with a message saying which.
//
// The build embeds data/othello/eval.ggw into the library (.incbin in embedded_weights.cpp), so
// an installed binary needs no data path; the front ends may load another file instead
// (GRIDGAMES_OTHELLO_WEIGHTS).
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "othello/pattern_eval.h"

namespace gg::othello {

struct WeightsError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::vector<std::uint8_t> encode_weights(const PatternWeights& weights);
// Throws WeightsError naming `what` (a file name) and the problem.
PatternWeights decode_weights(std::span<const std::uint8_t> bytes, const std::string& what);

PatternWeights read_weights_file(const std::string& path);  // throws WeightsError
void write_weights_file(const std::string& path, const PatternWeights& weights);  // throws WeightsError

// The bytes built into the binary (empty when the build found no weights file).
std::span<const std::uint8_t> embedded_weight_bytes();

// Which evaluation evaluate() (eval.h) uses.
struct EvalSource {
  bool learned = false;  // false: the hand-written evaluation
  std::string origin;    // "built-in weights", a file name, or why there are none
};

// Chooses the built-in weights (the default: done on first use) and reports what happened: a
// build without weights or with damaged ones leaves the hand-written evaluation, with the
// reason in `origin`.
EvalSource use_builtin_weights();
// Uses `weights` from now on (nullptr: the hand-written evaluation). Not thread-safe against
// searches running at the same time.
void use_weights(std::shared_ptr<const PatternWeights> weights, std::string origin);
// The current choice.
EvalSource eval_source();
// The weights evaluate() uses, or nullptr for the hand-written evaluation.
const PatternWeights* active_weights();

}  // namespace gg::othello
