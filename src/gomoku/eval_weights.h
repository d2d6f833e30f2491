// The main search's evaluation as a table over pattern combinations, learned from self-play
// (src/gomoku/train/, docs/gomoku.md "The learned evaluation") or built from the hand-set
// PatternWeights (pattern.h).
//
// A point's four line patterns for one colour, order ignored, form one of kComboKinds kinds
// (multisets of 4 of the 11 patterns: C(14, 4) = 1001). The evaluation of a position for the
// side to move is
//     sum over empty points p of  mover[kind of p for the side to move]
//                               + waiter[kind of p for the opponent],
// two table look-ups per point that the pattern board keeps incrementally (pattern_board.h).
// The hand-set evaluation is the special case mover = 6/5 value, waiter = -value.
//
// Weights file (data/gomoku/eval.ggw, little-endian): the 8 bytes "GGGMEVAL", u32 version (1),
// u32 kinds (1001), u32 number of tables, then per table u32 rule (0 freestyle, 1 standard,
// 2 renju) and 2 x 1001 int16 (mover, then waiter), then the u64 FNV-1a hash of every byte
// before it. A rule without a table uses the hand-set evaluation. The build embeds the file into
// the library (embedded_eval.cpp) when there is one; without it every rule uses the hand-set
// evaluation, and a damaged one leaves it too, with the reason in eval_source().
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "gomoku/pattern.h"
#include "gomoku/rules.h"

namespace gg::gomoku {

constexpr int kComboKinds = 1001;
constexpr int kRuleCount = 3;
constexpr int kComboCount = kPatternCount * kPatternCount * kPatternCount * kPatternCount;

// The kind of a combination (combo_index of four patterns, in any order).
int combo_kind(int combo);
// The four patterns of a kind, in ascending order.
std::array<Pattern, 4> kind_patterns(int kind);

// One rule's weights, in evaluation units (the search's score scale).
struct EvalTable {
  std::array<std::int16_t, kComboKinds> mover{};
  std::array<std::int16_t, kComboKinds> waiter{};
  bool operator==(const EvalTable&) const = default;
};

// The hand-set evaluation in table form (from the current PatternWeights).
EvalTable hand_set_table();

// A weights file's content: a table per rule, or none (hand-set).
struct EvalWeights {
  std::array<std::optional<EvalTable>, kRuleCount> rules;
  bool operator==(const EvalWeights&) const = default;
};

struct WeightsError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::vector<std::uint8_t> encode_eval_weights(const EvalWeights& weights);
// Throws WeightsError naming `what` (a file name) and the problem.
EvalWeights decode_eval_weights(std::span<const std::uint8_t> bytes, const std::string& what);
EvalWeights read_eval_weights_file(const std::string& path);                   // throws WeightsError
void write_eval_weights_file(const std::string& path, const EvalWeights& weights);  // throws WeightsError

// The bytes built into the binary (empty when the build found no weights file).
std::span<const std::uint8_t> embedded_eval_bytes();

// Which evaluation a rule's searches use.
struct EvalSource {
  bool learned = false;  // false: the hand-set evaluation
  std::string origin;    // "built-in weights", a file name, or why there are none
};

// Chooses the built-in weights (the default, done on first use) and reports what happened for
// freestyle (the rule that must be trained; eval_source tells the others).
EvalSource use_builtin_eval();
// Whether the build embedded a weights file that does not decode (the front ends warn).
bool builtin_eval_damaged();
// Uses `weights` from now on (nullptr: hand-set for every rule). Not thread-safe against
// searches running at the same time; pattern boards made before keep the tables they read.
void use_eval_weights(const EvalWeights* weights, const std::string& origin);
EvalSource eval_source(Rule rule);

// Per combination (combo_index order, kComboCount entries): the point's contribution for the
// side to move (mover) and for the opponent (waiter), under `rule`; nullptr when the rule uses
// the hand-set evaluation (the search then adds the hand-set point values as it always did,
// and the board keeps no sums for the table). A pointer returned stays valid.
struct EvalPair {
  std::int16_t mover = 0, waiter = 0;
};
const EvalPair* eval_table(Rule rule);

}  // namespace gg::gomoku
