#include "othello/train/selfplay.h"

#include <atomic>
#include <fstream>
#include <mutex>
#include <random>
#include <stdexcept>

#include "core/progress.h"
#include "othello/endgame.h"
#include "othello/random_move.h"
#include "othello/search.h"
#include "core/parallel.h"

namespace gg::othello::train {

namespace {

struct Pending {
  Position pos;
  bool black_to_move;
};

}  // namespace

std::vector<Sample> self_play_game(const SelfPlayOptions& options, int game) {
  std::mt19937_64 rng(options.seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(game));
  auto percent = [&rng](int p) { return static_cast<int>(rng() % 100) < p; };
  Position pos = Position::start();
  bool black = true;  // the side to move is black
  int span = options.random_plies_max - options.random_plies_min + 1;
  int random_plies = options.random_plies_min + static_cast<int>(rng() % static_cast<unsigned>(std::max(span, 1)));
  std::vector<Pending> midgame;
  for (int i = 0; i < random_plies && !pos.game_over(); ++i) {
    if (pos.can_move() && pos.empty_count() > options.exact_empties) midgame.push_back({pos, black});
    play_random_move(pos, rng);
    black = !black;
  }

  Searcher searcher(2);
  SearchLimits limits;
  limits.depth = options.depth;
  limits.exact_empties = 0;
  std::vector<Sample> samples;
  bool solved_one = false;
  int black_result = 0;  // the first solved position's score for black
  while (!pos.game_over()) {
    if (!pos.can_move()) {
      pos.pass();
      black = !black;
      continue;
    }
    int move;
    if (pos.empty_count() > options.exact_empties) {
      midgame.push_back({pos, black});
      move = percent(options.random_move_percent) ? kNoMove : searcher.search(pos, limits).move;
    } else {
      SolveOptions solve_options;
      solve_options.table_megabytes = 4;
      SolveResult solved = solve(pos, solve_options);
      if (!solved.complete) break;  // interrupted
      samples.push_back(Sample{pos.player, pos.opponent, static_cast<std::int8_t>(solved.score), true,
                               static_cast<std::uint32_t>(game)});
      if (!solved_one) {
        solved_one = true;
        black_result = black ? solved.score : -solved.score;
      }
      move = percent(options.random_move_percent) ? kNoMove : solved.move;
    }
    if (move == kNoMove || move == kPass) {
      Position copy = pos;
      play_random_move(copy, rng);
      pos = copy;
    } else {
      pos.play(move);
    }
    black = !black;
  }
  if (!solved_one) {
    if (!pos.game_over()) return {};  // interrupted
    black_result = black ? pos.score() : -pos.score();
  }
  std::vector<Sample> out;
  out.reserve(midgame.size() + samples.size());
  for (const Pending& p : midgame)
    out.push_back(Sample{p.pos.player, p.pos.opponent,
                         static_cast<std::int8_t>(p.black_to_move ? black_result : -black_result), false,
                         static_cast<std::uint32_t>(game)});
  out.insert(out.end(), samples.begin(), samples.end());
  return out;
}

std::vector<Sample> self_play(const SelfPlayOptions& options, const std::function<void(int)>& progress) {
  std::vector<std::vector<Sample>> per_game(static_cast<std::size_t>(std::max(options.games, 0)));
  std::atomic<int> done{0};
  std::mutex progress_mutex;
  for_each_parallel(options.games, options.threads, [&](int g) {
    per_game[static_cast<std::size_t>(g)] = self_play_game(options, g);
    int finished = ++done;
    if (progress) {
      std::lock_guard lock(progress_mutex);
      progress(finished);
    }
  });
  std::vector<Sample> all;
  for (auto& g : per_game) all.insert(all.end(), g.begin(), g.end());
  return all;
}

namespace {

constexpr char kMagic[8] = {'G', 'G', 'O', 'S', 'A', 'M', 'P', '1'};

void put(std::ofstream& out, std::uint64_t value, int bytes) {
  char b[8];
  for (int i = 0; i < bytes; ++i) b[i] = static_cast<char>(value >> (8 * i));
  out.write(b, bytes);
}

std::uint64_t get(std::ifstream& in, int bytes) {
  unsigned char b[8] = {};
  in.read(reinterpret_cast<char*>(b), bytes);
  std::uint64_t value = 0;
  for (int i = 0; i < bytes; ++i) value |= std::uint64_t(b[i]) << (8 * i);
  return value;
}

}  // namespace

void write_samples(const std::string& path, const std::vector<Sample>& samples) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(kMagic, 8);
  put(out, samples.size(), 8);
  for (const Sample& s : samples) {
    put(out, s.player, 8);
    put(out, s.opponent, 8);
    put(out, static_cast<std::uint8_t>(s.score), 1);
    put(out, s.exact ? 1 : 0, 1);
    put(out, s.game, 4);
  }
  if (!out) throw std::runtime_error(path + ": cannot write the samples");
}

std::vector<Sample> read_samples(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path + ": cannot open the samples file");
  char magic[8] = {};
  in.read(magic, 8);
  if (!in || std::string(magic, 8) != std::string(kMagic, 8))
    throw std::runtime_error(path + ": not a samples file (no GGOSAMP1 header)");
  std::uint64_t count = get(in, 8);
  if (count > (std::uint64_t{1} << 32)) throw std::runtime_error(path + ": implausible sample count");
  std::vector<Sample> samples(count);
  for (std::uint64_t i = 0; i < count; ++i) {
    Sample& s = samples[i];
    s.player = get(in, 8);
    s.opponent = get(in, 8);
    s.score = static_cast<std::int8_t>(get(in, 1));
    std::uint64_t exact = get(in, 1);
    s.game = static_cast<std::uint32_t>(get(in, 4));
    if (!in) throw std::runtime_error(path + ": truncated at sample " + std::to_string(i + 1));
    if ((s.player & s.opponent) || exact > 1 || s.score < -64 || s.score > 64)
      throw std::runtime_error(path + ": sample " + std::to_string(i + 1) + " is invalid");
    s.exact = exact == 1;
  }
  return samples;
}

}  // namespace gg::othello::train
