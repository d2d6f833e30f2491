#include "gomoku/train/selfplay.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <mutex>
#include <stdexcept>

#include "core/bits.h"
#include "core/bytes.h"
#include "core/parallel.h"
#include "gomoku/face.h"
#include "gomoku/pattern_board.h"

namespace gg::gomoku::train {

namespace {

// The engine's tables per game: small, as the node budget is (a fresh engine per game keeps the
// games independent of the thread that plays them).
constexpr std::size_t kSelfPlayTableBytes = std::size_t(8) << 20;

int below(SplitMix64& rng, int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); }

// Random stones near the centre, black and white in turn, until neither side has a four or a
// five point (a decided opening teaches nothing).
std::vector<Point> random_opening(const SelfPlayOptions& options, SplitMix64& rng) {
  int centre = options.size / 2;
  for (;;) {
    int stones = options.opening_min + below(rng, options.opening_max - options.opening_min + 1);
    Board board(options.size);
    std::vector<Point> moves;
    Stone colour = kBlack;
    while (static_cast<int>(moves.size()) < stones) {
      int x = centre - 3 + below(rng, 7), y = centre - 3 + below(rng, 7);
      if (!board.contains(x, y) || board.at(x, y) != kEmpty) continue;
      board.place(make_point(x, y), colour);
      moves.push_back(make_point(x, y));
      colour = opponent(colour);
    }
    PatternBoard patterns(board, options.rule);
    bool quiet = true;
    for (Stone c : {kBlack, kWhite})
      quiet &= patterns.count(c, kClassFive) == 0 && patterns.count(c, kClassFour) == 0 &&
               patterns.count(c, kClassFourThree) == 0 && patterns.count(c, kClassFlexFour) == 0;
    bool renju_ok = true;
    if (options.rule == Rule::kRenju) {  // black's opening stones must not themselves be fouls
      State state(options.size, options.rule);
      for (Point p : moves) state.play(p);
      renju_ok = !state.is_terminal();
    }
    if (quiet && renju_ok) return moves;
  }
}

// A random empty point next to the stones that the side to move may play.
Point random_move(const Match& match, SplitMix64& rng) {
  PatternBoard board(match.board(), match.options().rule);
  std::vector<Point> points;
  for (Point p : match.legal_moves())
    if (board.near_stones(p) && board.allowed(p, match.to_move())) points.push_back(p);
  return points.empty() ? kNoPoint : points[static_cast<std::size_t>(below(rng, static_cast<int>(points.size())))];
}

}  // namespace

GameRecord self_play_game(const SelfPlayOptions& options, int game) {
  SplitMix64 rng{options.seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(game) + 1};
  rng();
  GameRecord record;
  record.rule = options.rule;
  record.size = options.size;
  record.game = static_cast<std::uint32_t>(game);
  Match match({options.size, options.rule}, kSelfPlayTableBytes);
  for (Point p : random_opening(options, rng)) {
    match.play(p);
    record.moves.push_back(p);
    record.scores.push_back(kNoScore);
  }
  record.opening = static_cast<int>(record.moves.size());
  ThinkLimits limits;
  limits.turn_ms = 600'000;  // the node budget decides, never the clock: reproducible games
  limits.max_nodes = options.nodes;
  while (!match.game_over() && !gg::interrupted()) {
    ThinkInfo info = match.choose_move(limits);
    Point move = info.move;
    std::int16_t score = kNoScore;
    bool searched = std::strcmp(info.reason, "search") == 0 && info.depth > 0;
    if (searched) score = static_cast<std::int16_t>(std::clamp(info.score, -32000, 32000));
    if (searched && below(rng, 100) < options.random_percent) {
      if (Point random = random_move(match, rng); random != kNoPoint) move = random, score = kNoScore;
    }
    if (move == kNoPoint || !match.play(move)) break;
    record.moves.push_back(move);
    record.scores.push_back(score);
  }
  if (!match.game_over()) return {};  // interrupted: no result
  record.result = match.result();
  return record;
}

std::vector<GameRecord> self_play(const SelfPlayOptions& options, const std::function<void(int)>& progress) {
  std::vector<GameRecord> games(static_cast<std::size_t>(std::max(options.games, 0)));
  std::atomic<int> done{0};
  std::mutex progress_mutex;
  for_each_parallel(options.games, options.threads, [&](int g) {
    games[static_cast<std::size_t>(g)] = self_play_game(options, g);
    int finished = ++done;
    if (progress) {
      std::lock_guard lock(progress_mutex);
      progress(finished);
    }
  });
  // Games cut short (or never started) after Ctrl-C are not kept: their result is unknown.
  std::erase_if(games, [](const GameRecord& g) { return g.moves.empty(); });
  return games;
}

namespace {

constexpr char kMagic[8] = {'G', 'G', 'G', 'M', 'G', 'A', 'M', 'E'};
constexpr std::uint32_t kVersion = 1;

}  // namespace

void write_games(const std::string& path, const std::vector<GameRecord>& games) {
  std::vector<std::uint8_t> out(kMagic, kMagic + 8);
  put_le(out, kVersion, 4);
  put_le(out, games.size(), 8);
  for (const GameRecord& g : games) {
    put_le(out, static_cast<std::uint8_t>(g.rule), 1);
    put_le(out, static_cast<std::uint8_t>(g.size), 1);
    put_le(out, static_cast<std::uint8_t>(static_cast<std::int8_t>(g.result)), 1);
    put_le(out, static_cast<std::uint8_t>(g.opening), 1);
    put_le(out, g.game, 4);
    put_le(out, g.moves.size(), 2);
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
      put_le(out, static_cast<std::uint8_t>(x_of(g.moves[i])), 1);
      put_le(out, static_cast<std::uint8_t>(y_of(g.moves[i])), 1);
      put_le(out, static_cast<std::uint16_t>(g.scores[i]), 2);
    }
  }
  if (!write_file_bytes(path, out)) throw std::runtime_error(path + ": cannot write the games");
}

std::vector<GameRecord> read_games(const std::string& path) {
  auto bytes = read_file_bytes(path);
  if (!bytes) throw std::runtime_error(path + ": cannot open the games file");
  const std::vector<std::uint8_t>& in = *bytes;
  if (in.size() < 20 || std::memcmp(in.data(), kMagic, 8) != 0)
    throw std::runtime_error(path + ": not a Gomoku games file (no GGGMGAME header)");
  if (get_le(in.data() + 8, 4) != kVersion) throw std::runtime_error(path + ": games file version is not 1");
  std::uint64_t count = get_le(in.data() + 12, 8);
  std::size_t at = 20;
  std::vector<GameRecord> games;
  for (std::uint64_t i = 0; i < count; ++i) {
    auto bad = [&](const std::string& why) {
      throw std::runtime_error(path + ": game " + std::to_string(i + 1) + ": " + why);
    };
    if (at + 10 > in.size()) bad("truncated");
    GameRecord g;
    int rule = in[at], result = static_cast<std::int8_t>(in[at + 2]);
    g.size = in[at + 1];
    g.opening = in[at + 3];
    g.game = static_cast<std::uint32_t>(get_le(&in[at + 4], 4));
    std::size_t moves = get_le(&in[at + 8], 2);
    at += 10;
    if (rule >= 3 || g.size < kMinSize || g.size > kMaxSize || result < -1 || result > 1) bad("invalid header");
    if (at + 4 * moves > in.size()) bad("truncated");
    g.rule = Rule(rule);
    g.result = result;
    for (std::size_t m = 0; m < moves; ++m, at += 4) {
      int x = in[at], y = in[at + 1];
      if (x >= g.size || y >= g.size) bad("move " + std::to_string(m + 1) + " is off the board");
      g.moves.push_back(make_point(x, y));
      g.scores.push_back(static_cast<std::int16_t>(get_le(&in[at + 2], 2)));
    }
    if (g.opening > static_cast<int>(moves)) bad("opening longer than the game");
    games.push_back(std::move(g));
  }
  if (at != in.size()) throw std::runtime_error(path + ": " + std::to_string(in.size() - at) + " bytes after the last game");
  return games;
}

}  // namespace gg::gomoku::train
