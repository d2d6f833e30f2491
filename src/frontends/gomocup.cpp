#include "frontends/gomocup.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "core/text.h"
#include "gomoku/face.h"

namespace gg::gomoku {

namespace {

std::optional<long long> to_number(std::string_view text) {
  text = trim(text);
  long long value = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || ptr != text.data() + text.size()) return std::nullopt;
  return value;
}

// "x,y" or "x,y,f" into numbers; nullopt when malformed.
std::optional<std::vector<long long>> numbers(std::string_view text, std::size_t count) {
  std::vector<long long> out;
  while (true) {
    std::size_t comma = text.find(',');
    auto value = to_number(text.substr(0, comma));
    if (!value) return std::nullopt;
    out.push_back(*value);
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  if (out.size() != count) return std::nullopt;
  return out;
}

// std::getline with a bound: a hostile manager cannot make the brain hold a huge line. A longer
// line is read to its end and dropped as a whole (`too_long` tells so, `line` is then empty):
// cutting it would make its first part a command ("TURN 7,7" + spaces + garbage).
constexpr std::size_t kMaxLine = 4096;

bool read_line(std::istream& in, std::string& line, bool& too_long) {
  line.clear();
  too_long = false;
  std::streambuf* buffer = in.rdbuf();
  bool any = false;
  for (int c = buffer->sbumpc(); c != std::char_traits<char>::eof(); c = buffer->sbumpc()) {
    any = true;
    if (c == '\n') break;
    if (line.size() < kMaxLine) line.push_back(static_cast<char>(c));
    else too_long = true;
  }
  if (too_long) line.clear();
  if (!any) in.setstate(std::ios::eofbit);
  return any;
}

bool read_line(std::istream& in, std::string& line) {
  bool too_long = false;
  return read_line(in, line, too_long);
}

// An INFO value: a decimal integer, saturated (not refused) beyond 64 bits, so that a huge value
// is capped like any large one; nullopt when it is no integer at all.
std::optional<long long> saturated_number(std::string_view text) {
  text = trim(text);
  bool negative = !text.empty() && text.front() == '-';
  if (!text.empty() && (text.front() == '-' || text.front() == '+')) text.remove_prefix(1);
  if (text.empty()) return std::nullopt;
  long long value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    int digit = c - '0';
    value = value > (std::numeric_limits<long long>::max() - digit) / 10 ? std::numeric_limits<long long>::max()
                                                                         : value * 10 + digit;
  }
  return negative ? -value : value;
}

class Brain {
 public:
  Brain(std::istream& in, std::ostream& out, std::size_t table_bytes, std::size_t max_table_bytes)
      : in_(in),
        out_(out),
        default_table_bytes_(table_bytes),
        max_table_bytes_(max_table_bytes),
        engine_(15, Rule::kFreestyle, table_bytes) {}

  ~Brain() { finish_thinking(); }

  // Commands are read here while a search may run on its own thread: STOP / YXSTOP make it
  // answer at once, END makes it answer and quit; any other command waits for the answer first
  // (the protocol does not overlap them).
  int run() {
    std::string line;
    bool too_long = false;
    while (read_line(in_, line, too_long)) {
      if (too_long) {
        // Refused as a whole, never cut into a shorter command. The reply waits for a running
        // search like any other command's (only the search thread writes while it runs).
        finish_thinking();
        reply("ERROR line longer than " + std::to_string(kMaxLine) + " characters; ignored");
        out_.flush();
        continue;
      }
      std::string_view text = trim(line);
      if (text.empty()) continue;
      std::size_t space = text.find(' ');
      std::string command(text.substr(0, space));
      std::transform(command.begin(), command.end(), command.begin(),
                     [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
      std::string_view rest = space == std::string_view::npos ? std::string_view() : trim(text.substr(space + 1));
      bool stop_command = command == "STOP" || command == "YXSTOP" || command == "END";
      if (thinker_.joinable()) {
        // Whether the move was out before this command came: then a STOP has nothing to stop.
        bool answered = answered_.load();
        if (stop_command) stop_.store(true);
        finish_thinking();
        if ((command == "STOP" || command == "YXSTOP") && !answered) continue;  // the move answers it
      }
      if (command == "END") return 0;
      handle(command, rest);
      // Once a search runs, only its thread writes: std::cout is not thread-safe (the command
      // line unsyncs it from stdio), and a flush racing the search's answer sent that answer
      // twice in a c-gomoku-cli match, where the copy was read as the next move (illegal).
      if (!thinker_.joinable()) out_.flush();
    }
    finish_thinking();
    return 0;
  }

 private:
  void reply(const std::string& text) { out_ << text << '\n'; }
  void move_reply(Point p) { out_ << x_of(p) << ',' << y_of(p) << '\n'; }

  std::optional<Point> parse_point(std::string_view text) {
    auto xy = numbers(text, 2);
    if (!xy) return std::nullopt;
    long long x = (*xy)[0], y = (*xy)[1];
    if (x < 0 || y < 0 || x >= size_ || y >= size_) return std::nullopt;
    return make_point(int(x), int(y));
  }

  // The limits of one move: the turn, the game clock, INFO max_node and thread_num, and the stop
  // flag.
  ThinkLimits move_limits() {
    ThinkLimits limits;
    limits.turn_ms = turn_ms();
    limits.match_ms = timeout_match_;
    limits.match_left_ms = timeout_match_ > 0 ? time_left_ : 0;
    limits.max_nodes = max_nodes_;
    limits.threads = threads_;
    limits.stop = &stop_;
    return limits;
  }

  // The time one decision may take when the engine does not share it out itself (swap2,
  // YXNBEST's analysis): the turn, or a tenth of what is left on the game clock if less.
  std::int64_t decision_ms() const {
    return timeout_match_ > 0 ? std::min<std::int64_t>(turn_ms(), time_left_ / 10) : turn_ms();
  }

  // The turn limit: as sent; with a game clock and no timeout_turn ever sent (c-gomoku-cli sends
  // none under a game clock), none but the clock itself, as Rapfi reads it. The 5 s default
  // capped every move at 4.5 s under a 60 s clock, where Rapfi allows itself a seventh of what
  // is left (its longest move in 48 such games: 8.0 s).
  std::int64_t turn_ms() const { return timeout_match_ > 0 && !turn_sent_ ? timeout_match_ : timeout_turn_; }

  // Runs `job` on the thinking thread: it decides, sets answered_ once decided, and writes its
  // answer from there (STOP / YXSTOP / END set stop_ meanwhile).
  void think_on_thread(std::function<void()> job) {
    stop_.store(false);
    answered_.store(false);
    out_.flush();  // what this thread wrote goes first; from here on the search thread writes
    thinker_ = std::thread([this, job = std::move(job)] {
      job();
      out_.flush();
    });
  }

  // Starts thinking on its own thread; the move is played and sent from there. `before` (the
  // YXNBEST analysis) runs first on that thread, within `limits`' time.
  void think_and_play(std::function<void(ThinkLimits&)> before = nullptr) {
    ThinkLimits limits = move_limits();
    think_on_thread([this, limits, before]() mutable {
      auto start = std::chrono::steady_clock::now();
      if (before) before(limits);
      ThinkInfo info = engine_.think(limits);
      answered_.store(true);  // decided: from here a STOP has nothing to stop
      if (nbest_ > 0) nbest_lines(info);
      if (show_detail_) {
        auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
        std::string pv;
        for (Point p : info.pv) pv += " " + std::to_string(x_of(p)) + "," + std::to_string(y_of(p));
        reply("MESSAGE " + std::string(info.reason) + " depth " + std::to_string(info.depth) + " score " +
              std::to_string(info.score) + " nodes " + std::to_string(info.nodes) + " time " +
              std::to_string(ms.count()) + " ms of " + std::to_string(info.budget_ms) +
              (info.critical ? " critical" : "") + " pv" + pv);
      }
      if (info.move == kNoPoint) {
        reply("ERROR the board is full");
      } else {
        engine_.play(info.move);
        move_reply(info.move);
      }
    });
  }

  // YXNBEST N (Yixin-Board): the N best moves of the position set by YXBOARD, each as a line
  // `MESSAGE nbest K x,y score S depth D` (K from 1), then the engine's move, played and
  // answered as after TURN. The first line is the engine's own choice (with its threat
  // searches); the others come from valuing every candidate (analysis.h), which takes half of
  // the move's time when N > 1. STOP / YXSTOP / END cut both short as for any move.
  void yxnbest(std::string_view rest) {
    auto n = to_number(rest);
    if (!n || *n < 1) return reply("ERROR expected YXNBEST N with N at least 1");
    nbest_ = static_cast<int>(std::min<long long>(*n, static_cast<long long>(size_) * size_));
    nbest_values_.clear();
    if (nbest_ == 1) return think_and_play();
    think_and_play([this](ThinkLimits& limits) {
      AnalysisLimits analysis;
      std::int64_t share = std::max<std::int64_t>(1, decision_ms() / 2);
      analysis.seconds = share / 1000.0;
      analysis.nodes_per_move = max_nodes_;
      analysis.table_bytes = std::max<std::size_t>(std::size_t(1) << 20, engine_.table_bytes() / 8);
      analysis.stop = &stop_;
      nbest_values_ = analyze_moves(engine_.board(), engine_.rule(), engine_.to_move(), analysis).moves;
      // The engine's search gets what the analysis left of the turn.
      limits.turn_ms = std::max<std::int64_t>(1, limits.turn_ms - share);
      if (limits.match_left_ms > 0) limits.match_left_ms = std::max<std::int64_t>(1, limits.match_left_ms - share);
    });
  }

  void nbest_lines(const ThinkInfo& info) {
    auto line = [&](int k, Point p, int score, int depth) {
      reply("MESSAGE nbest " + std::to_string(k) + " " + std::to_string(x_of(p)) + "," + std::to_string(y_of(p)) +
            " score " + std::to_string(score) + " depth " + std::to_string(depth));
    };
    int k = 0;
    if (info.move != kNoPoint) line(++k, info.move, info.score, info.depth);
    for (const MoveValue& value : nbest_values_) {
      if (k >= nbest_) break;
      if (value.forbidden || value.move == info.move) continue;
      line(++k, value.move, value.score, value.depth);
    }
    nbest_ = 0;
    nbest_values_.clear();
  }

  void finish_thinking() {
    if (thinker_.joinable()) thinker_.join();
  }

  void handle(const std::string& command, std::string_view rest) {
    if (command == "START" || command == "RECTSTART") {
      std::optional<long long> size;
      if (command == "START") {
        size = to_number(rest);
      } else if (auto wh = numbers(rest, 2); wh && (*wh)[0] == (*wh)[1]) {
        size = (*wh)[0];
      }
      if (!size || *size < kMinSize || *size > kMaxSize) {
        reply("ERROR unsupported board size (square boards 5 to 22 only)");
        return;
      }
      size_ = int(*size);
      prepare_tables();  // START's time is free; the first move's is not
      engine_.new_game(size_, rule_);
      started_ = true;
      reply("OK");
    } else if (command == "RESTART") {
      if (!started_) return reply("ERROR no game started: send START first");
      engine_.new_game(size_, rule_);
      reply("OK");
    } else if (command == "INFO") {
      info(rest);
    } else if (command == "STOP" || command == "YXSTOP") {
      // Nothing is being thought about (or the move is already out): a MESSAGE, which managers
      // show or ignore, says so; never a move or OK that could be read as the next answer.
      reply("MESSAGE nothing to stop: no move is being thought about");
    } else if (command == "ABOUT") {
      reply("name=\"gridgames\", version=\"0.1.0\", author=\"gridgames team\", country=\"-\", "
            "www=\"-\", email=\"-\"");
    } else if (!started_) {
      if (command == "BOARD" || command == "YXBOARD" || command == "SWAP2BOARD") skip_to_done();
      if (command == "BEGIN" || command == "TURN" || command == "BOARD" || command == "YXBOARD" ||
          command == "TAKEBACK" || command == "PLAY" || command == "YXSHOWFORBID" || command == "SWAP2BOARD" ||
          command == "YXNBEST")
        reply("ERROR no game started: send START first");
      else
        reply("UNKNOWN " + command.substr(0, 40));
    } else if (command == "BEGIN") {
      if (engine_.board().stone_count() != 0) return reply("ERROR BEGIN on a board that is not empty");
      think_and_play();
    } else if (command == "TURN") {
      auto p = parse_point(rest);
      if (!p) return reply("ERROR expected TURN x,y on the board");
      if (!engine_.play(*p)) return reply("ERROR that point is occupied");
      think_and_play();
    } else if (command == "PLAY") {
      auto p = parse_point(rest);
      if (!p || !engine_.play(*p)) return reply("ERROR expected PLAY x,y on an empty point");
      move_reply(*p);
    } else if (command == "BOARD" || command == "YXBOARD") {
      if (read_board()) {
        if (command == "BOARD") think_and_play();
      }
    } else if (command == "TAKEBACK") {
      auto p = parse_point(rest);
      if (!p || engine_.history().empty() || engine_.history().back() != *p)
        return reply("ERROR TAKEBACK x,y must name the last move");
      engine_.undo();
      reply("OK");
    } else if (command == "YXSHOWFORBID") {
      std::string text = "FORBID ";
      if (engine_.rule() == Rule::kRenju) {
        for (const auto& f : forbidden_points(engine_.board())) {
          char buffer[32];
          std::snprintf(buffer, sizeof buffer, "%02d%02d", x_of(f.point), y_of(f.point));
          text += buffer;
        }
      }
      reply(text + ".");
    } else if (command == "SWAP2BOARD") {
      swap2();
    } else if (command == "YXNBEST") {
      yxnbest(rest);
    } else {
      reply("UNKNOWN " + command.substr(0, 40));
    }
  }

  void info(std::string_view rest) {
    std::size_t space = rest.find(' ');
    std::string key(rest.substr(0, space));
    std::transform(key.begin(), key.end(), key.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    auto value = saturated_number(space == std::string_view::npos ? std::string_view() : rest.substr(space + 1));
    if (!value) return;  // INFO has no answer; a malformed value is ignored like an unknown key
    // Times are capped at a day: larger values (2^31 - 1 is common for "no limit") mean
    // "think as long as useful", and keep every deadline sum far from overflow.
    std::int64_t ms = std::clamp<long long>(*value, 0, kDayMs);
    if (key == "timeout_turn") timeout_turn_ = ms, turn_sent_ = true;
    else if (key == "timeout_match") timeout_match_ = ms;
    else if (key == "time_left") time_left_ = ms;
    else if (key == "show_detail") show_detail_ = *value != 0;
    else if (key == "max_memory")
      engine_.set_table_bytes(gomocup_table_bytes(*value, default_table_bytes_, max_table_bytes_));
    else if (key == "max_node") max_nodes_ = static_cast<std::uint64_t>(std::max<long long>(0, *value));
    else if (key == "thread_num") threads_ = static_cast<int>(std::clamp<long long>(*value, 1, Search::kMaxThreads));
    else if (key == "rule") {
      int v = static_cast<int>(std::clamp<long long>(*value, 0, 1 << 20));
      rule_ = (v & 4) ? Rule::kRenju : (v & 1) ? Rule::kStandard : Rule::kFreestyle;
      engine_.set_rule(rule_);
    }
  }

  // BOARD lines "x,y,f" until DONE: the position from scratch, in move order.
  bool read_board() {
    engine_.new_game(size_, rule_);
    std::vector<std::pair<Point, int>> stones;
    std::string line;
    bool ok = true;
    bool too_long = false;
    while (read_line(in_, line, too_long)) {
      if (too_long) ok = false;
      std::string_view text = trim(line);
      if (text.empty()) continue;
      std::string upper(text);
      std::transform(upper.begin(), upper.end(), upper.begin(),
                     [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
      if (upper == "DONE") break;
      auto xyf = numbers(text, 3);
      if (!xyf || (*xyf)[0] < 0 || (*xyf)[1] < 0 || (*xyf)[0] >= size_ || (*xyf)[1] >= size_ ||
          (*xyf)[2] < 1 || (*xyf)[2] > 3) {
        ok = false;
        continue;
      }
      if ((*xyf)[2] == 3) continue;  // continuous-game markers: not stones
      stones.push_back({make_point(int((*xyf)[0]), int((*xyf)[1])), int((*xyf)[2])});
    }
    if (!ok) {
      reply("ERROR malformed BOARD line (expected x,y,f with f 1, 2 or 3)");
      return false;
    }
    // We are to move: with as many own stones as the opponent's we are black.
    long own = std::count_if(stones.begin(), stones.end(), [](auto& s) { return s.second == 1; });
    long theirs = static_cast<long>(stones.size()) - own;
    if (own != theirs && own + 1 != theirs) {
      reply("ERROR impossible BOARD: stone counts do not alternate");
      return false;
    }
    Stone mine = own == theirs ? kBlack : kWhite;
    for (auto [p, f] : stones) {
      if (!engine_.place(p, f == 1 ? mine : opponent(mine))) {
        reply("ERROR BOARD puts two stones on one point");
        engine_.new_game(size_, rule_);
        return false;
      }
    }
    return true;
  }

  // SWAP2BOARD: the stones so far ("x,y" lines, black first) until DONE; answers three stones,
  // SWAP, or the next move (swap2.h).
  void swap2() {
    std::vector<Point> stones;
    std::string line;
    bool ok = true;
    bool too_long = false;
    while (read_line(in_, line, too_long)) {
      if (too_long) ok = false;
      std::string_view text = trim(line);
      if (text.empty()) continue;
      if (text == "DONE" || text == "done") break;
      auto p = parse_point(text);
      if (!p || std::find(stones.begin(), stones.end(), *p) != stones.end()) ok = false;
      else stones.push_back(*p);
    }
    if (!ok || (stones.size() != 0 && stones.size() != 3 && stones.size() != 5))
      return reply("ERROR SWAP2BOARD expects 0, 3 or 5 distinct points x,y on the board");
    ThinkLimits limits;
    limits.turn_ms = decision_ms();
    limits.stop = &stop_;
    // Searched on the thinking thread like a move: STOP answers at once, END quits.
    think_on_thread([this, stones, limits] {
      Swap2Answer answer = swap2_answer(engine_, stones, limits);
      answered_.store(true);
      if (answer.swap) return reply("SWAP");
      std::string text;
      for (Point p : answer.stones)
        text += (text.empty() ? "" : " ") + std::to_string(x_of(p)) + ',' + std::to_string(y_of(p));
      reply(text);
    });
  }

  void skip_to_done() {
    std::string line;
    while (read_line(in_, line)) {
      std::string_view text = trim(line);
      if (text == "DONE" || text == "done") return;
    }
  }

  std::istream& in_;
  std::ostream& out_;
  std::size_t default_table_bytes_;  // the tables until INFO max_memory
  std::size_t max_table_bytes_;      // the most INFO max_memory may give them
  Engine engine_;
  bool started_ = false;
  int size_ = 15;
  Rule rule_ = Rule::kFreestyle;
  static constexpr long long kDayMs = 86'400'000;
  std::int64_t timeout_turn_ = 5000;
  bool turn_sent_ = false;  // an INFO timeout_turn came (else a game clock alone sets the pace)
  std::int64_t timeout_match_ = 0;
  std::int64_t time_left_ = 0;
  std::uint64_t max_nodes_ = 0;
  int threads_ = 1;  // INFO thread_num: the main search's threads (1..Search::kMaxThreads)
  bool show_detail_ = false;  // INFO show_detail 1: a MESSAGE line on each move (depth, score, pv)
  std::atomic<bool> stop_{false};
  std::atomic<bool> answered_{false};  // the running search has decided its move
  // YXNBEST: how many lines the running move reports (0: none), and the analysis's values.
  // Set before the thinking thread starts and used only by it.
  int nbest_ = 0;
  std::vector<MoveValue> nbest_values_;
  std::thread thinker_;  // declared last: joined (in ~Brain) before the rest is destroyed
};

}  // namespace

std::size_t gomocup_table_bytes(long long max_memory, std::size_t table_bytes, std::size_t max_table_bytes) {
  constexpr long long kMiB = 1 << 20;
  if (max_memory <= 0) return table_bytes;
  long long tables = std::max(max_memory / 2, max_memory - 24 * kMiB);
  long long most = static_cast<long long>(std::min<std::size_t>(max_table_bytes, std::size_t(1) << 50));
  return static_cast<std::size_t>(std::clamp(tables, kMiB, std::max(kMiB, most)));
}

int run_gomocup(std::istream& in, std::ostream& out, std::size_t table_bytes, std::size_t max_table_bytes) {
  Brain brain(in, out, table_bytes, max_table_bytes);
  return brain.run();
}

}  // namespace gg::gomoku
