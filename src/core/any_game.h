// A game for code that knows no game: the generic state of core/game.h behind a virtual
// interface, with moves named in the game's own notation, and the table entry that describes a
// game (name, options, how to start one, how to read its record, its referee). The registry
// (registry/registry.h) lists one entry per game; the command line, the conformance suite and
// the bindings loop over it.
#pragma once

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <typeinfo>
#include <vector>

#include "core/budget.h"
#include "core/errors.h"
#include "core/game.h"
#include "core/line_reader.h"

namespace gg {

class AnyState {
 public:
  virtual ~AnyState() = default;
  virtual std::unique_ptr<AnyState> clone() const = 0;
  // Equal states of the same game (the same position, player to move and moves played).
  virtual bool equals(const AnyState& other) const = 0;

  virtual int current_player() const = 0;
  // The names of the legal moves, in the game's deterministic order. Throws BeyondLimits for a
  // game too large to list (a Spot board of more than 2^24 squares); play() still works there.
  virtual std::vector<std::string> legal_moves() const = 0;
  // Plays the legal move called `move`; throws InputError (line 0) when no legal move has that
  // name (the state is then unchanged).
  virtual void play(std::string_view move) = 0;
  // Takes back the last move; throws std::logic_error when no move was played.
  virtual void undo() = 0;
  virtual bool is_terminal() const = 0;
  // As core/game.h: from player 0's view, only once terminal.
  virtual int result() const = 0;
  // The game so far in the game's record format (GameEntry::read_record reads it back).
  virtual std::string record() const = 0;
  // The names of the moves played since the start (a record read included), in order: what a
  // front end shows as the move list.
  virtual std::vector<std::string> move_history() const = 0;

  // The game's own state behind this one when it is a G (front ends that know the game, such
  // as the bindings drawing a board as planes), else nullptr.
  template <class G>
  const G* typed_state() const {
    return static_cast<const G*>(state_of_type(typeid(G)));
  }

 protected:
  virtual const void* state_of_type(const std::type_info& type) const = 0;
};

// A game's option: board size, rule set, ... Values travel as text, as typed on a command line.
struct GameOption {
  std::string name;           // "size"
  std::string description;    // "board size, 5..22"
  std::string default_value;  // "15"
};
using OptionValues = std::map<std::string, std::string, std::less<>>;

// Throws InputError (line 0) when `values` names an option the game does not have.
inline void check_options(const std::vector<GameOption>& options, const OptionValues& values) {
  for (const auto& given : values)  // (not a structured binding: clang 14 cannot capture one)
    if (std::none_of(options.begin(), options.end(), [&](const GameOption& o) { return o.name == given.first; }))
      throw InputError(0, "no option '" + given.first + "' for this game");
}

// The value of `name` in `values`, else the option's default (after check_options).
inline std::string option_value(const std::vector<GameOption>& options, const OptionValues& values,
                                std::string_view name) {
  check_options(options, values);
  if (auto found = values.find(name); found != values.end()) return found->second;
  for (const GameOption& option : options)
    if (option.name == name) return option.default_value;
  return "";
}

// A limit of a game's referee that the user may set, as a search budget's field: Mine's referee
// searches, so `gridgames judge mine` has --budget (states) and --seconds. The front end reads
// it into that field of the SearchBudget it hands to GameEntry::judge.
struct JudgeLimit {
  enum class Field { kNodes, kSeconds } field;
  std::string flag;         // "--budget": the command line's option
  std::string description;  // its help text
};

struct GameEntry {
  std::string name;         // "gomoku": what the command line and the bindings call it
  std::string description;  // one line
  std::vector<GameOption> options;
  // A new game under `options` (missing ones take their defaults). Throws InputError (line 0)
  // for an unknown option or a bad value.
  std::function<std::unique_ptr<AnyState>(const OptionValues&)> start;
  // The game a record describes, replayed under `options` (for the record formats that do not
  // state them). Throws InputError naming the line for a malformed record or an illegal move.
  std::function<std::unique_ptr<AnyState>(const OptionValues&, std::string_view)> read_record;

  // The game's classic referee: reads its input format from `in` and writes the verdict lines to
  // `out` (flushed as they are decided), as `gridgames judge NAME` prints them. `budget`:
  // memory_bytes is the memory budget (0: none) for the referees that keep tables; nodes and
  // seconds only for the limits in judge_limits (the others ignore them). Throws InputError
  // naming the line for malformed or illegal input (verdicts before it stay written), and
  // BeyondLimits for a verdict the referee cannot reach within the budget.
  std::function<void(LineReader& in, std::ostream& out, const SearchBudget& budget)> judge;
  // One line on the referee's input format and its verdicts, for help texts.
  std::string judge_format;
  // The limits the user may set, and their defaults (the other fields of judge_defaults are 0).
  std::vector<JudgeLimit> judge_limits;
  SearchBudget judge_defaults;
};

// Adapts a gg::Game to AnyState. `Notation` names the game's moves and writes its record:
//   static std::string move_name(const G& state, const typename G::Move& move);
//   static std::string write_record(const G& start, const std::vector<typename G::Move>& moves);
// It may also read a move's name directly, for games whose moves are too many to list:
//   static std::optional<typename G::Move> parse_move(const G& state, std::string_view name);
// the legal move whose move_name is `name`, else nullopt. play() then never lists the legal
// moves; without it, play() finds the name among them.
// The adapter keeps the start state and the moves played, so that any game's record can be
// written without the state exposing its history.
template <Game G, class Notation>
class GameAdapter final : public AnyState {
 public:
  explicit GameAdapter(G start) : start_(start), state_(std::move(start)) {}

  const G& state() const { return state_; }

  std::unique_ptr<AnyState> clone() const override { return std::make_unique<GameAdapter>(*this); }
  bool equals(const AnyState& other) const override {
    auto* same = dynamic_cast<const GameAdapter*>(&other);
    return same && same->state_ == state_ && same->moves_.size() == moves_.size();
  }
  int current_player() const override { return state_.current_player(); }
  std::vector<std::string> legal_moves() const override {
    std::vector<std::string> names;
    for (const auto& move : state_.legal_moves()) names.push_back(Notation::move_name(state_, move));
    return names;
  }
  void play(std::string_view name) override {
    if constexpr (requires { Notation::parse_move(state_, name); }) {
      if (auto move = Notation::parse_move(state_, name)) return play_move(*move);
    } else {
      for (const auto& move : state_.legal_moves())
        if (Notation::move_name(state_, move) == name) return play_move(move);
    }
    throw InputError(0, "not a legal move: '" + std::string(name) + "'");
  }
  void undo() override {
    if (moves_.empty()) throw std::logic_error("undo with no move played");
    state_.undo();
    moves_.pop_back();
  }
  bool is_terminal() const override { return state_.is_terminal(); }
  int result() const override { return state_.result(); }
  std::string record() const override { return Notation::write_record(start_, moves_); }
  std::vector<std::string> move_history() const override {
    // Replayed from the start: a move's name may depend on the position it was played in.
    std::vector<std::string> names;
    G state = start_;
    for (const auto& move : moves_) {
      names.push_back(Notation::move_name(state, move));
      state.play(move);
    }
    return names;
  }

 protected:
  const void* state_of_type(const std::type_info& type) const override {
    return type == typeid(G) ? &state_ : nullptr;
  }

 private:
  void play_move(const typename G::Move& move) {
    state_.play(move);
    moves_.push_back(move);
  }

  G start_;
  G state_;
  std::vector<typename G::Move> moves_;
};

}  // namespace gg
