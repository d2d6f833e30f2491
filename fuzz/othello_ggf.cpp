// Fuzzes the GGF reader and writer (othello/ggf.h) and the replay of a record into the engine,
// which is what NBoard's `set game` does.
// Invariants, for every record the reader accepts:
//   - what the writer makes of it is one line that reads back as the same game (start position,
//     side to move, moves, properties; evaluations are written rounded, so only their presence
//     is compared), and writing that again gives the same text (a fixed point);
//   - read_ggf (records in a stream) gives back a file of written records;
//   - a record the engine accepts comes back from game_record() with the same moves, and that
//     record is accepted again and reaches the same board.
// Readers may throw InputError only, naming a line of the input.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/errors.h"
#include "core/line_reader.h"
#include "othello/engine.h"
#include "othello/ggf.h"
#include "support/check.h"

namespace {

using gg::fuzz::check;
using namespace gg::othello;

bool same_game(const GgfGame& a, const GgfGame& b) {
  if (a.properties != b.properties || a.black != b.black || a.white != b.white ||
      a.black_to_move != b.black_to_move || a.moves.size() != b.moves.size())
    return false;
  for (std::size_t i = 0; i < a.moves.size(); ++i) {
    const GgfMove &x = a.moves[i], &y = b.moves[i];
    if (x.black != y.black || x.square != y.square || x.eval.has_value() != y.eval.has_value() ||
        x.seconds.has_value() != y.seconds.has_value())
      return false;
  }
  return true;
}

void check_round_trip(const GgfGame& game) {
  std::string text = write_ggf(game);
  check(text.find('\n') == std::string::npos, "write_ggf made more than one line: " + text);
  GgfGame again;
  try {
    again = parse_ggf(text);
  } catch (const gg::InputError& error) {
    gg::fuzz::fail("written record refused: " + std::string(error.what()) + "\n" + text);
  }
  check(same_game(game, again), "record changed through write and read:\n" + text);
  check(write_ggf(again) == text, "writing is not a fixed point:\n" + text + "\n" + write_ggf(again));
  // A file of written records reads back through the stream reader too.
  gg::LineReader reader = gg::LineReader::from_string(text + "\n" + text + "\n");
  try {
    auto games = read_ggf(reader);
    check(games.size() == 2 && same_game(games[0], game) && same_game(games[1], game),
          "read_ggf does not give back two written records:\n" + text);
  } catch (const gg::InputError& error) {
    gg::fuzz::fail("read_ggf refuses written records: " + std::string(error.what()) + "\n" + text);
  }
}

Engine& engine() {
  static Engine instance;  // built once: it owns the search tables
  return instance;
}

void check_replay(const GgfGame& game) {
  try {
    engine().set_game(game, 1);
  } catch (const gg::InputError&) {
    return;  // an illegal move or a bad pass: refused, fine
  }
  Board reached = engine().board();
  GgfGame record = engine().game_record();
  check(record.moves.size() >= game.moves.size(), "game_record lost moves");
  try {
    engine().set_game(parse_ggf(write_ggf(record)), 1);
  } catch (const gg::InputError& error) {
    gg::fuzz::fail(std::string("the engine's own record is refused: ") + error.what() + "\n" +
                   write_ggf(record));
  }
  check(engine().board() == reached, "replaying the engine's record reaches another board");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::size_t lines = gg::fuzz::count_lines(text);

  try {
    GgfGame single = parse_ggf(text, 1);
    check_round_trip(single);
    check_replay(single);
  } catch (const gg::InputError& error) {
    check(error.line() >= 1 && error.line() <= lines + 1, "parse_ggf error at line " +
                                                              std::to_string(error.line()));
  }

  gg::LineReader reader = gg::LineReader::from_string(text);
  try {
    auto games = read_ggf(reader);
    for (const auto& game : games) check_round_trip(game);
  } catch (const gg::InputError& error) {
    check(error.line() <= lines + 1, "read_ggf error at line " + std::to_string(error.line()));
  }
  return 0;
}
