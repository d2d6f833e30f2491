// The Gomocup brain driven by scripted sessions, including malformed commands, and the engine's
// basic duties (take a five, block a four, answer within its time).
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <set>
#include <sstream>
#include <streambuf>
#include <string>
#include <thread>
#include <vector>

#include "gomoku/engine.h"
#include "frontends/gomocup.h"
#include "frontends/live_output.h"

namespace gg::gomoku {
namespace {

std::vector<std::string> session(const std::string& script) {
  std::istringstream in(script);
  std::ostringstream out;
  EXPECT_EQ(run_gomocup(in, out), 0);
  std::vector<std::string> lines;
  std::istringstream replies(out.str());
  for (std::string line; std::getline(replies, line);) lines.push_back(line);
  return lines;
}

TEST(Gomocup, SmallTableStillTakesTheFive) {
  // The table size comes from --max-memory; a tiny one must not change a forced answer.
  std::istringstream in("START 15\nBOARD\n1,1,1\n2,1,1\n3,1,1\n4,1,1\n1,2,2\n2,2,2\n3,2,2\n4,2,2\nDONE\nEND\n");
  std::ostringstream out;
  EXPECT_EQ(run_gomocup(in, out, 64 << 10), 0);
  std::string text = out.str();
  EXPECT_TRUE(text.find("\n0,1\n") != std::string::npos || text.find("\n5,1\n") != std::string::npos) << text;
}

// "x,y" -> (x, y), or (-1, -1) when the reply is not a move.
std::pair<int, int> as_move(const std::string& reply) {
  int x = -1, y = -1;
  char comma = 0;
  std::istringstream text(reply);
  if (!(text >> x >> comma >> y) || comma != ',') return {-1, -1};
  return {x, y};
}

TEST(Gomocup, MaxMemorySizesTheTables) {
  constexpr std::size_t MiB = std::size_t(1) << 20;
  const std::size_t fallback = 24 * MiB, most = 1024 * MiB;
  EXPECT_EQ(gomocup_table_bytes(0, fallback, most), fallback);  // 0: no limit from the manager
  EXPECT_EQ(gomocup_table_bytes(-5, fallback, most), fallback);
  EXPECT_EQ(gomocup_table_bytes(64 * MiB, fallback, most), 40 * MiB);    // all but 24 MiB
  EXPECT_EQ(gomocup_table_bytes(350'000'000, fallback, most), 350'000'000 - 24 * MiB);
  EXPECT_EQ(gomocup_table_bytes(32 * MiB, fallback, most), 16 * MiB);    // at least half
  EXPECT_EQ(gomocup_table_bytes(1000, fallback, most), MiB);             // at least 1 MiB
  EXPECT_EQ(gomocup_table_bytes(1LL << 62, fallback, most), most);       // within --max-memory
  EXPECT_EQ(gomocup_table_bytes(1LL << 62, fallback, 100), MiB);
}

TEST(Gomocup, MaxMemoryChangesTheTablesAndKeepsTheGame) {
  // Each limit gives new, empty tables of its size; the five is still taken with each.
  const std::string four = "BOARD\n1,1,1\n2,1,1\n3,1,1\n4,1,1\n1,2,2\n2,2,2\n3,2,2\n7,7,2\nDONE\n";
  auto lines = session("START 15\nINFO max_memory 1\n" + four + "INFO max_memory 83886080\n" + four +
                       "INFO max_memory 0\n" + four + "END\n");
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0], "OK");
  for (int i = 1; i < 4; ++i) EXPECT_TRUE(lines[i] == "0,1" || lines[i] == "5,1") << i << ": " << lines[i];
  // The engine keeps its game when its tables change size.
  Engine engine;
  for (int x = 1; x <= 4; ++x) {
    ASSERT_TRUE(engine.play(make_point(x, 1)));
    ASSERT_TRUE(engine.play(make_point(x, 3)));
  }
  engine.set_table_bytes(std::size_t(3) << 20);
  EXPECT_EQ(engine.table_bytes(), std::size_t(3) << 20);
  EXPECT_EQ(engine.history().size(), 8u);
  ThinkLimits limits;
  limits.turn_ms = 200;
  Point five = engine.think(limits).move;
  EXPECT_TRUE(five == make_point(0, 1) || five == make_point(5, 1)) << five;
}

TEST(Gomocup, OpeningAndReplies) {
  auto lines = session("START 15\r\nINFO timeout_turn 100\r\nINFO timeout_match 0\r\n"
                       "INFO max_memory 0\r\nINFO game_type 1\r\nINFO rule 0\r\nINFO folder /tmp\r\n"
                       "BEGIN\r\nTURN 8,8\r\nABOUT\r\nEND\r\n");
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0], "OK");
  EXPECT_EQ(lines[1], "7,7");
  auto reply = as_move(lines[2]);
  EXPECT_GE(reply.first, 0);
  EXPECT_NE(reply, std::make_pair(7, 7));
  EXPECT_NE(reply, std::make_pair(8, 8));
  EXPECT_EQ(lines[3].rfind("name=\"gridgames\"", 0), 0u) << lines[3];
}

TEST(Gomocup, MalformedAndUnknownCommands) {
  auto lines = session(
      "BEGIN\n"           // before START
      "START 4\n"         // too small
      "START 23\n"        // too large
      "START x\n"
      "RECTSTART 15,20\n" // not square
      "START 15\n"
      "INFO timeout_turn 50\n"
      "INFO timeout_turn banana\n"  // ignored, no answer
      "TURN 3\n"
      "TURN 15,0\n"
      "TURN -1,2\n"
      "TURN 1,1\n"        // fine: a reply move
      "TURN 1,1\n"        // occupied
      "FROBNICATE\n"
      "\n"
      "TAKEBACK 9,9\n"    // not the last move
      "BOARD\n1,1\n2,2,1\nDONE\n"  // malformed BOARD line
      "BOARD\n1,1,1\n1,1,2\nDONE\n"  // two stones on one point
      "BOARD\n1,1,1\n2,2,1\nDONE\n"  // two own stones, none of the opponent: impossible
      "RESTART\n"
      "SWAP2BOARD\n7,7,1\nDONE\n"
      "END\n"
      "TURN 5,5\n");      // after END: never read
  std::vector<std::string> expected_prefix = {
      "ERROR", "ERROR", "ERROR", "ERROR", "ERROR", "OK", "ERROR", "ERROR", "ERROR",
      "",  // a move
      "ERROR", "UNKNOWN", "ERROR", "ERROR", "ERROR", "ERROR", "OK", "ERROR"};
  ASSERT_EQ(lines.size(), expected_prefix.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (expected_prefix[i].empty()) {
      EXPECT_GE(as_move(lines[i]).first, 0) << lines[i];
    } else {
      EXPECT_EQ(lines[i].rfind(expected_prefix[i], 0), 0u) << i << ": " << lines[i];
    }
  }
}

TEST(Gomocup, HugeAndBinaryLinesAreRefusedNotStored) {
  std::string script = "START 15\n" + std::string(5'000'000, 'A') + "\n";
  script += std::string("\x01\x02\xff junk\n") + "TURN " + std::string(100'000, '7') + ",1\nEND\n";
  auto lines = session(script);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0], "OK");
  EXPECT_EQ(lines[1], "ERROR line longer than 4096 characters; ignored");
  EXPECT_EQ(lines[2].rfind("UNKNOWN", 0), 0u);
  EXPECT_EQ(lines[3], "ERROR line longer than 4096 characters; ignored");
}

TEST(Gomocup, AnOverLongLineIsRefusedAsAWholeNeverCut) {
  // Cut at the bound, this line would read "TURN 7,7" and be played.
  auto lines = session("START 15\nINFO timeout_turn 50\nTURN 7,7" + std::string(5000, ' ') + "GARBAGE\n"
                       "BOARD\n7,7,2\n" + std::string(5000, '8') + ",8,1\nDONE\n"
                       "TURN 7,7\nEND\n");
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0], "OK");
  EXPECT_EQ(lines[1], "ERROR line longer than 4096 characters; ignored");
  // An over-long line inside BOARD makes the BOARD malformed.
  EXPECT_EQ(lines[2].rfind("ERROR malformed BOARD line", 0), 0u) << lines[2];
  // 7,7 is still empty: the TURN is played and answered with a move.
  EXPECT_GE(as_move(lines[3]).first, 0) << lines[3];
}

// The time budget of one move after the INFO lines `infos` (each ending in a newline), as
// show_detail's MESSAGE names it ("... ms of B").
long long move_budget_after(const std::string& infos) {
  auto lines = session("START 15\nINFO show_detail 1\n" + infos + "BOARD\n7,7,2\nDONE\nEND\n");
  EXPECT_EQ(lines.size(), 3u);
  std::string message = lines.size() > 1 ? lines[1] : "";
  std::size_t of = message.find(" ms of ");
  EXPECT_NE(of, std::string::npos) << message;
  return of == std::string::npos ? -1LL : std::stoll(message.substr(of + 7));
}

TEST(Gomocup, InfoValuesBeyondRangeAreCapped) {
  // After a turn limit of 50 ms, a value beyond 64 bits is capped at a day (not ignored, which
  // kept 50), a negative one at 0.
  auto budget_after = [](const std::string& value) {
    return move_budget_after("INFO timeout_turn 50\nINFO timeout_turn " + value +
                             "\nINFO max_node 99999999999999999999999\nINFO max_node 300\n");
  };
  long long huge = budget_after("99999999999999999999999");
  long long big = budget_after("2147483648");
  EXPECT_EQ(huge, big);
  EXPECT_GT(big, 3'600'000);    // more than an hour: "think as long as useful"
  EXPECT_LE(big, 86'400'000);   // at most a day
  EXPECT_LT(budget_after("-5"), 50);
}

TEST(Gomocup, AGameClockWithoutATurnLimitIsNotCappedAtTheDefaultTurn) {
  // c-gomoku-cli sends no timeout_turn under a game clock: the clock alone sets the pace (a move
  // of a 10-minute game may take more than the 5 s default turn); a timeout_turn, once sent,
  // caps it again, even when the clock's share is larger.
  auto budget_of = [](const std::string& turn) {
    return move_budget_after(turn + "INFO timeout_match 600000\nINFO time_left 600000\nINFO max_node 300\n");
  };
  EXPECT_GT(budget_of(""), 5'000);
  EXPECT_LE(budget_of("INFO timeout_turn 5000\n"), 5'000);
  EXPECT_LE(budget_of("INFO timeout_turn 2000\n"), 2'000);
}

TEST(Gomocup, BoardTakebackAndPlay) {
  auto lines = session("START 15\nINFO timeout_turn 50\n"
                       "BOARD\n7,7,2\n8,8,1\n6,6,2\nDONE\n"  // we are white, to move
                       "TAKEBACK 6,6\n"
                       "PLAY 3,3\n"
                       "TAKEBACK 3,3\n"
                       "END\n");
  ASSERT_EQ(lines.size(), 5u);
  EXPECT_EQ(lines[0], "OK");
  EXPECT_GE(as_move(lines[1]).first, 0);
  // The reply was our move: TAKEBACK of 6,6 is refused, TAKEBACK must name the last move.
  EXPECT_EQ(lines[2].rfind("ERROR", 0), 0u);
  EXPECT_EQ(lines[3], "3,3");
  EXPECT_EQ(lines[4], "OK");
}

TEST(Gomocup, TakesAFiveAndBlocksAFour) {
  // Own four on row 3 (x = 3..6): win at 2,3 or 7,3.
  auto win = session("START 15\nINFO timeout_turn 100\nBOARD\n"
                     "3,3,1\n3,9,2\n4,3,1\n5,9,2\n5,3,1\n8,9,2\n6,3,1\n10,12,2\nDONE\nEND\n");
  ASSERT_EQ(win.size(), 2u);
  EXPECT_TRUE(win[1] == "2,3" || win[1] == "7,3") << win[1];
  // Opponent four on column 10 (y = 2..5), open at 10,1 only (10,6 is ours): block 10,1.
  auto block = session("START 15\nINFO timeout_turn 100\nBOARD\n"
                       "10,2,2\n1,1,1\n10,3,2\n13,13,1\n10,4,2\n10,6,1\n10,5,2\nDONE\nEND\n");
  ASSERT_EQ(block.size(), 2u);
  EXPECT_EQ(block[1], "10,1");
}

TEST(Gomocup, RenjuRuleAndForbiddenPointsShown) {
  // Black (X) stones making (7,7) a double-three point: X at 5,7 6,7 and 7,5 7,6.
  auto lines = session("START 15\nINFO rule 4\n"
                       "YXBOARD\n5,7,1\n0,0,2\n6,7,1\n14,0,2\n7,5,1\n0,14,2\n7,6,1\n14,14,2\nDONE\n"
                       "YXSHOWFORBID\nEND\n");
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[1], "FORBID 0707.");
}

TEST(Gomocup, AnswersWithinTheTurnLimit) {
  std::string script = "START 15\nINFO timeout_turn 300\nBEGIN\n";
  // A busy middle game: the brain's own moves decide where its replies go, so feed the turns
  // as a fixed far-away line and time the whole session.
  for (int i = 0; i < 6; ++i) script += "TURN " + std::to_string(i) + ",0\n";
  script += "END\n";
  auto start = std::chrono::steady_clock::now();
  auto lines = session(script);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(lines.size(), 8u);
  EXPECT_LT(seconds, 7 * 0.3 + 0.5);
}

TEST(Engine, FindsTheWinningThreatSequenceAndNeverPlaysForbidden) {
  Engine engine(15, Rule::kRenju);
  // Black to move with the double-three point (7,7) available: forbidden, so never chosen.
  for (auto [x, y, s] : std::vector<std::tuple<int, int, Stone>>{
           {5, 7, kBlack}, {0, 0, kWhite}, {6, 7, kBlack}, {14, 0, kWhite},
           {7, 5, kBlack}, {0, 14, kWhite}, {7, 6, kBlack}, {14, 14, kWhite}})
    engine.place(make_point(x, y), s);
  ASSERT_EQ(engine.to_move(), kBlack);
  // Also with almost no time, when even depth 1 may not finish and a fallback move is played.
  for (int ms : {1, 20, 200}) {
    ThinkLimits limits;
    limits.turn_ms = ms;
    ThinkInfo info = engine.think(limits);
    EXPECT_NE(info.move, make_point(7, 7)) << ms << " ms, " << info.reason;
    EXPECT_EQ(engine.board().at(info.move), kEmpty);
  }
}

// Input that arrives over time, as from a manager's pipe: reading blocks until the test pushes
// more text or closes it.
class LiveInput : public std::streambuf {
 public:
  void push(const std::string& text) {
    std::lock_guard lock(mutex_);
    data_ += text;
    ready_.notify_all();
  }
  void close() {
    std::lock_guard lock(mutex_);
    closed_ = true;
    ready_.notify_all();
  }

 protected:
  int_type underflow() override {
    std::unique_lock lock(mutex_);
    ready_.wait(lock, [&] { return position_ < data_.size() || closed_; });
    if (position_ >= data_.size()) return traits_type::eof();
    current_ = data_[position_++];
    setg(&current_, &current_, &current_ + 1);
    return traits_type::to_int_type(current_);
  }

 private:
  std::mutex mutex_;
  std::condition_variable ready_;
  std::string data_;
  std::size_t position_ = 0;
  bool closed_ = false;
  char current_ = 0;
};

// Output that notices two threads inside it at once (each call lingers a little, so that an
// overlap cannot slip through): std::cout is not thread-safe once unsynced from stdio.
class OverlapDetectingOutput : public std::streambuf {
 public:
  bool overlapped() const { return overlapped_; }
  std::string text() {
    std::lock_guard lock(mutex_);
    return text_;
  }

 protected:
  int_type overflow(int_type c) override {
    Inside inside(*this);
    if (c != traits_type::eof()) {
      std::lock_guard lock(mutex_);
      text_ += traits_type::to_char_type(c);
    }
    return c == traits_type::eof() ? 0 : c;
  }
  int sync() override {
    Inside inside(*this);
    return 0;
  }

 private:
  struct Inside {
    explicit Inside(OverlapDetectingOutput& o) : out(o) {
      if (out.inside_.fetch_add(1) > 0) out.overlapped_ = true;
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    ~Inside() { out.inside_.fetch_sub(1); }
    OverlapDetectingOutput& out;
  };
  std::atomic<int> inside_{0};
  std::atomic<bool> overlapped_{false};
  std::mutex mutex_;
  std::string text_;
};

TEST(GomocupConcurrent, OnlyOneThreadWritesWhileASearchRuns) {
  // A forced answer (block the four) comes at once, while the reading thread finishes the
  // command that started it: the two must not write (or flush) the output together.
  for (int round = 0; round < 5; ++round) {
    OverlapDetectingOutput output;
    std::ostream out(&output);
    std::istringstream in("START 15\nINFO timeout_turn 1000\nBOARD\n10,2,2\n1,1,1\n10,3,2\n13,13,1\n10,4,2\n"
                          "10,6,1\n10,5,2\nDONE\n");
    EXPECT_EQ(run_gomocup(in, out, std::size_t(1) << 20), 0);
    EXPECT_FALSE(output.overlapped());
    EXPECT_EQ(output.text(), "OK\n10,1\n");
  }
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Runs a brain on live streams: the test pushes commands and watches the replies.
struct LiveBrain {
  LiveInput input;
  test::LiveOutput output;
  std::istream in{&input};
  std::ostream out{&output};
  std::thread thread{[this] { status = run_gomocup(in, out, std::size_t(1) << 20); }};
  int status = -1;

  ~LiveBrain() {
    input.close();
    if (thread.joinable()) thread.join();
  }
  int replies() {
    std::string text = output.text();
    return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
  }
  // Complete reply lines that are not MESSAGE lines: the answers (OK, a move, ERROR ...).
  int answers() {
    std::string text = output.text();
    std::size_t last = text.rfind('\n');
    text.erase(last == std::string::npos ? 0 : last + 1);  // whole lines only
    int count = 0;
    for (const std::string& line : split_lines(text))
      if (line.rfind("MESSAGE", 0) != 0) ++count;
    return count;
  }
  // Waits (up to `limit` seconds) until `done()`; the time it took.
  template <class Done>
  double wait_until(Done done, double limit) {
    auto start = std::chrono::steady_clock::now();
    auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
    while (!done() && elapsed() < limit) std::this_thread::sleep_for(std::chrono::milliseconds(2));
    return elapsed();
  }
  // Until there are `count` answers. A move that comes after MESSAGE lines (YXNBEST) is written
  // line by line, so counting lines alone could stop between them.
  double wait_for_answers(int count, double limit) {
    return wait_until([&] { return answers() >= count; }, limit);
  }
  // Until there are `count` reply lines.
  double wait_for_replies(int count, double limit = 10) {
    return wait_until([&] { return replies() >= count; }, limit);
  }
};

// An opening with nothing forced: no search finishes on it in a long turn.
const char* kQuietBoard = "BOARD\n7,7,2\n8,8,1\n8,7,2\nDONE\n";

TEST(GomocupConcurrent, StopAndYxstopAnswerAtOnceWithAMove) {
  for (const char* stop : {"STOP\n", "YXSTOP\n"}) {
    LiveBrain brain;
    brain.input.push(std::string("START 15\nINFO timeout_turn 100000\n") + kQuietBoard);
    brain.wait_for_replies(1);
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    ASSERT_EQ(brain.replies(), 1) << "answered before being stopped: " << brain.output.text();
    brain.input.push(stop);
    double latency = brain.wait_for_replies(2);
    ASSERT_EQ(brain.replies(), 2);
    EXPECT_LT(latency, 1.0) << stop;
    std::string text = brain.output.text();
    auto last = text.substr(text.rfind('\n', text.size() - 2) + 1);
    EXPECT_GE(as_move(last).first, 0) << text;
    // The brain goes on: the next turn is thought about (and stopped) the same way.
    brain.input.push("TURN 6,6\n");
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    brain.input.push(stop);
    EXPECT_LT(brain.wait_for_replies(3), 1.0);
    brain.input.push("END\n");
    brain.thread.join();
    EXPECT_EQ(brain.status, 0);
  }
}

TEST(GomocupConcurrent, StopAfterTheMoveGetsAMessageFromTheReadingThread) {
  for (const char* stop : {"STOP\n", "YXSTOP\n"}) {
    LiveBrain brain;
    brain.input.push(stop);  // before START: nothing to stop either
    brain.input.push("START 15\nINFO timeout_turn 50\nBEGIN\n");
    brain.wait_for_replies(3);
    ASSERT_EQ(brain.replies(), 3) << brain.output.text();
    brain.input.push(stop);
    brain.wait_for_replies(4);
    ASSERT_EQ(brain.replies(), 4) << brain.output.text();
    auto lines = split_lines(brain.output.text());
    EXPECT_EQ(lines[0], "MESSAGE nothing to stop: no move is being thought about");
    EXPECT_EQ(lines[1], "OK");
    EXPECT_EQ(lines[2], "7,7");
    EXPECT_EQ(lines[3], "MESSAGE nothing to stop: no move is being thought about");
    brain.input.push("END\n");
    brain.thread.join();
    EXPECT_EQ(brain.status, 0);
  }
}

TEST(GomocupConcurrent, EndWhileThinkingQuitsAtOnce) {
  LiveBrain brain;
  brain.input.push(std::string("START 15\nINFO timeout_turn 100000\n") + kQuietBoard);
  brain.wait_for_replies(1);
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  auto start = std::chrono::steady_clock::now();
  brain.input.push("END\n");
  brain.thread.join();
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 1.0);
  EXPECT_EQ(brain.status, 0);
}

TEST(GomocupConcurrent, AGameClockIsSharedNotSpentOnOneMove) {
  // 3 s for the whole game and an unlimited turn: the move takes a fraction of the clock.
  LiveBrain brain;
  brain.input.push(std::string("START 15\nINFO timeout_turn 0\nINFO timeout_turn 2147483647\n"
                               "INFO timeout_match 3000\nINFO time_left 3000\n") + kQuietBoard);
  brain.wait_for_replies(1);
  double seconds = brain.wait_for_replies(2);
  ASSERT_EQ(brain.replies(), 2);
  EXPECT_LT(seconds, 3.0 / 5 + 0.3);
  // Almost no time left: an answer all the same, quickly.
  brain.input.push("INFO time_left 30\nTURN 6,6\n");
  EXPECT_LT(brain.wait_for_replies(3), 0.3);
  brain.input.push("END\n");
}

// Lines of `text` that start with `prefix`.
std::vector<std::string> lines_starting(const std::string& text, const std::string& prefix) {
  std::vector<std::string> found;
  for (const std::string& line : split_lines(text))
    if (line.rfind(prefix, 0) == 0) found.push_back(line);
  return found;
}

TEST(GomocupConcurrent, YxnbestListsTheBestMovesThenPlaysTheFirst) {
  // Black (to move: equal counts) has four in a row from 5,7 to 8,7: the five at 4,7 or 9,7
  // comes first, and is the move played.
  LiveBrain brain;
  brain.input.push("START 15\nINFO timeout_turn 400\nYXBOARD\n5,7,1\n5,5,2\n6,7,1\n6,5,2\n7,7,1\n"
                   "7,5,2\n8,7,1\n12,12,2\nDONE\nYXNBEST 3\n");
  brain.wait_for_replies(5, 60);
  ASSERT_EQ(brain.replies(), 5) << brain.output.text();
  auto lines = split_lines(brain.output.text());
  EXPECT_EQ(lines[0], "OK");
  auto best = lines_starting(brain.output.text(), "MESSAGE nbest ");
  ASSERT_EQ(best.size(), 3u) << brain.output.text();
  std::set<std::string> points;
  for (int k = 0; k < 3; ++k) {
    std::istringstream words(best[k]);
    std::string message, nbest, point, score_word, depth_word;
    int number = 0, score = 0, depth = 0;
    words >> message >> nbest >> number >> point >> score_word >> score >> depth_word >> depth;
    EXPECT_EQ(number, k + 1) << best[k];
    EXPECT_EQ(score_word, "score") << best[k];
    EXPECT_EQ(depth_word, "depth") << best[k];
    EXPECT_GE(as_move(point).first, 0) << best[k];
    points.insert(point);
  }
  EXPECT_EQ(points.size(), 3u) << "a point listed twice: " << brain.output.text();
  std::string first = best[0].substr(std::string("MESSAGE nbest 1 ").size(), 3);
  EXPECT_TRUE(first == "4,7" || first == "9,7") << best[0];
  // The answer is the first line's move, played on the brain's board (TAKEBACK names it).
  EXPECT_EQ(lines[4], first) << brain.output.text();
  brain.input.push("TAKEBACK " + first + "\n");
  brain.wait_for_replies(6, 30);
  EXPECT_EQ(split_lines(brain.output.text()).back(), "OK") << brain.output.text();
  // Malformed counts are refused; before START it is refused as other moves are.
  brain.input.push("YXNBEST 0\nYXNBEST x\n");
  brain.wait_for_replies(8, 30);
  lines = split_lines(brain.output.text());
  ASSERT_EQ(lines.size(), 8u) << brain.output.text();
  EXPECT_EQ(lines[6].rfind("ERROR", 0), 0u) << lines[6];
  EXPECT_EQ(lines[7].rfind("ERROR", 0), 0u) << lines[7];
  brain.input.push("END\n");
  brain.thread.join();
  EXPECT_EQ(brain.status, 0);
  EXPECT_EQ(session("YXNBEST 2\nEND\n"), std::vector<std::string>{"ERROR no game started: send START first"});
}

TEST(GomocupConcurrent, StopAndEndCutYxnbestAndSwap2Short) {
  // Long turns: the answers come because they are asked for, not because the time is up.
  for (const char* command : {"YXNBEST 5\n", "SWAP2BOARD\nDONE\n"}) {
    LiveBrain brain;
    brain.input.push(std::string("START 15\nINFO timeout_turn 100000\nYXBOARD\n7,7,2\n8,8,1\n8,7,2\nDONE\n") + command);
    brain.wait_for_replies(1);
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    ASSERT_EQ(brain.replies(), 1) << "answered before being stopped: " << brain.output.text();
    auto start = std::chrono::steady_clock::now();
    brain.input.push("YXSTOP\n");
    brain.wait_for_answers(2, 60);
    // The turn would last 100 s: an answer within 20 s (a loaded machine under the sanitizers
    // can take several) is the stop's.
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 20.0) << command;
    auto lines = split_lines(brain.output.text());
    ASSERT_GE(lines.size(), 2u) << brain.output.text();
    std::string answer = lines.back();
    EXPECT_GE(as_move(answer.substr(0, answer.find(' '))).first, 0) << brain.output.text();
    // Asked again, END quits at once as well.
    brain.input.push(command);
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    start = std::chrono::steady_clock::now();
    brain.input.push("END\n");
    brain.thread.join();
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 20.0) << command;
    EXPECT_EQ(brain.status, 0);
  }
}

TEST(Gomocup, Swap2OpeningsAndChoices) {
  auto lines = session("START 15\nINFO timeout_turn 200\n"
                       "SWAP2BOARD\nDONE\n"
                       "SWAP2BOARD\n7,7\n8,7\n9,9\nDONE\n"
                       "SWAP2BOARD\n7,7\n8,7\n9,9\n8,8\n8,6\nDONE\n"
                       "SWAP2BOARD\n7,7\n8,7\nDONE\n"      // two stones: no such stage
                       "SWAP2BOARD\n7,7\n7,7\n9,9\nDONE\n"  // a point twice
                       "END\n");
  ASSERT_EQ(lines.size(), 6u);
  EXPECT_EQ(lines[0], "OK");
  // Three distinct points on the board.
  std::istringstream opening(lines[1]);
  std::vector<std::pair<int, int>> stones;
  for (std::string move; opening >> move;) stones.push_back(as_move(move));
  ASSERT_EQ(stones.size(), 3u) << lines[1];
  for (auto [x, y] : stones) {
    EXPECT_GE(x, 0);
    EXPECT_LT(x, 15);
    EXPECT_GE(y, 0);
    EXPECT_LT(y, 15);
  }
  EXPECT_NE(stones[0], stones[1]);
  EXPECT_NE(stones[0], stones[2]);
  EXPECT_NE(stones[1], stones[2]);
  // SWAP, or one move on an empty point.
  const std::vector<std::pair<int, int>> stage_stones = {{7, 7}, {8, 7}, {9, 9}, {8, 8}, {8, 6}};
  for (int i : {2, 3}) {
    if (lines[i] == "SWAP") continue;
    auto move = as_move(lines[i]);
    EXPECT_GE(move.first, 0) << lines[i];
    std::size_t stones = i == 2 ? 3 : 5;
    for (std::size_t k = 0; k < stones; ++k) EXPECT_NE(move, stage_stones[k]) << lines[i];
  }
  EXPECT_EQ(lines[4].rfind("ERROR", 0), 0u);
  EXPECT_EQ(lines[5].rfind("ERROR", 0), 0u);
}

TEST(Gomocup, ThreadNumRunsTheSearchOnMoreThreads) {
  // INFO thread_num sets the main search's threads (clamped to 1..64; a malformed value is
  // ignored). Each session still answers the quiet position with a legal move, and a four
  // with its block.
  for (const char* threads : {"2", "3", "0", "1000", "abc"}) {
    auto lines = session(std::string("START 15\nINFO timeout_turn 200\nINFO thread_num ") + threads +
                         "\nBOARD\n7,7,2\n8,8,1\n8,7,2\nDONE\nBOARD\n3,3,2\n3,4,2\n3,5,2\n3,6,2\n"
                         "9,9,1\n9,10,1\n10,10,1\nDONE\nEND\n");
    ASSERT_EQ(lines.size(), 3u) << threads;
    EXPECT_EQ(lines[0], "OK");
    auto quiet = as_move(lines[1]);
    EXPECT_TRUE(quiet.first >= 0 && !(quiet.first == 7 && quiet.second == 7) && !(quiet.first == 8 && quiet.second == 8) &&
                !(quiet.first == 8 && quiet.second == 7)) << threads << ": " << lines[1];
    EXPECT_TRUE(lines[2] == "3,2" || lines[2] == "3,7") << threads << ": " << lines[2];
  }
}

TEST(Gomocup, ShowDetailAddsAMessageBeforeTheMove) {
  auto lines = session("START 15\nINFO timeout_turn 100\nINFO show_detail 1\nBEGIN\nTURN 8,8\nEND\n");
  ASSERT_EQ(lines.size(), 5u);
  EXPECT_EQ(lines[1].rfind("MESSAGE", 0), 0u);
  EXPECT_EQ(lines[2], "7,7");
  EXPECT_EQ(lines[3].rfind("MESSAGE", 0), 0u);
  EXPECT_GE(as_move(lines[4]).first, 0);
}

}  // namespace
}  // namespace gg::gomoku
