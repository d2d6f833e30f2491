// NBoard sessions driven line by line: every command gets its documented answer, and malformed
// ones a clear status message without ending the session.
#include <gtest/gtest.h>

#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <mutex>
#include <random>
#include <fstream>
#include <sstream>
#include <thread>

#include "core/negamax.h"
#include "core/text.h"
#include "othello/book.h"
#include "othello/engine.h"
#include "othello/eval.h"
#include "frontends/nboard.h"
#include "othello/state.h"
#include "frontends/live_output.h"

namespace gg::othello {
namespace {

constexpr const char* kStart = "BO[8 ---------------------------O*------*O--------------------------- *]";

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::vector<std::string> run(const std::string& script, Engine& engine, const std::string& book = "") {
  std::ostringstream out;
  LineReader in = LineReader::from_string(script);
  run_nboard(in, out, engine, book);
  return lines_of(out.str());
}

bool starts_with(const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; }

TEST(Nboard, HandshakePingLearn) {
  Engine engine;
  auto lines = run("nboard 2\nping 7\nlearn\n", engine);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0], "set myname gridgames");
  EXPECT_EQ(lines[1], "pong 7");
  // Without a book the GUI still gets its answer, and the status says why nothing was kept.
  EXPECT_EQ(lines[2], "learned");
  EXPECT_TRUE(starts_with(lines[3], "status nothing learned: no book")) << lines[3];
}

TEST(Nboard, SetGameThenHintAndGo) {
  Engine engine;
  std::string game = std::string("(;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]") + kStart + "B[F5];)";
  auto lines = run("nboard 2\nset depth 4\nset game " + game + "\nhint 2\ngo\n", engine);
  ASSERT_GE(lines.size(), 6u);
  EXPECT_EQ(lines[0], "set myname gridgames");
  EXPECT_EQ(engine.moves(), (std::vector<int>{parse_square("f5")}));
  EXPECT_EQ(engine.depth(), 4);
  EXPECT_EQ(lines[1], "status thinking");
  // White's replies to f5 are d6, f4 and f6; the two best, each "search MOVE EVAL 0 DEPTH".
  Searcher reference(1);
  SearchLimits limits;
  limits.depth = 4;
  limits.exact_empties = 0;
  SearchResult expected = reference.analyze(engine.position(), limits);
  for (int i = 0; i < 2; ++i) {
    char text[64];
    std::snprintf(text, sizeof text, "search %s %.2f 0 4", nboard_move_name(expected.moves[i].move).c_str(),
                  expected.moves[i].score / 100.0);
    EXPECT_EQ(lines[2 + i], text);
  }
  EXPECT_EQ(lines[4].rfind("nodestats ", 0), 0u) << lines[4];
  EXPECT_EQ(lines[5], "status");
  ASSERT_EQ(lines.size(), 8u);
  EXPECT_EQ(lines[6].rfind("nodestats ", 0), 0u);
  std::string best = "=== " + nboard_move_name(expected.move) + "/";
  EXPECT_EQ(lines[7].rfind(best, 0), 0u) << lines[7];
  // go does not play the move: the GUI sends it back with `move`.
  EXPECT_EQ(engine.moves().size(), 1u);
}

TEST(Nboard, MovesIncludingPassesAndAnnotations) {
  Engine engine;
  auto lines = run("move F5/0.00/1.2\nmove d6\nmove C3/1.50\n", engine);
  EXPECT_TRUE(lines.empty());
  EXPECT_EQ(engine.moves(), (std::vector<int>{parse_square("f5"), parse_square("d6"), parse_square("c3")}));
}

TEST(Nboard, MalformedCommandsGetAMessageAndTheSessionGoesOn) {
  Engine engine;
  auto lines = run(
      "bogus\nset depth abc\nset depth 0\nset colour 3\nset\nmove Z9\nmove a1\nmove PA\nset game garbage\n"
      "set game (;GM[Othello]" + std::string(kStart) + "B[a1];)\nhint x\nset contempt 1e9\nnboard 3\nping 5\n",
      engine);
  ASSERT_EQ(lines.size(), 15u);
  const char* expected_words[] = {"unknown command 'bogus'", "depth must be an integer", "depth must be",
                                  "unknown option 'colour'", "'set' needs an option", "not a square",
                                  "a1 is not a legal move", "cannot pass", "starts with '(;'",
                                  "GGF move 1 (B[a1]): a1 is not a legal move", "hint count must be",
                                  "contempt must be"};
  for (std::size_t i = 0; i < 12; ++i) {
    EXPECT_EQ(lines[i].rfind("status error: ", 0), 0u) << lines[i];
    EXPECT_NE(lines[i].find(expected_words[i]), std::string::npos) << lines[i];
  }
  EXPECT_NE(lines[12].find("version"), std::string::npos);
  EXPECT_EQ(lines[13], "set myname gridgames");
  EXPECT_EQ(lines[14], "pong 5");
  EXPECT_TRUE(engine.moves().empty());  // nothing illegal was played
}

TEST(Nboard, AnOverLongLineIsRefusedAndTheSessionGoesOn) {
  Engine engine;
  std::ostringstream out;
  // A bound of 64 bytes stands for the real one (1 MiB): the line after it is read as usual,
  // however far the long line goes past the bound and whatever it ends with.
  std::string script = "ping 1\nmove " + std::string(5000, ' ') + "GARBAGE\nmove f5\n" +
                       std::string(100, 'x') + "\nping 2\n" + std::string(200, 'y');
  LineReader in = LineReader::from_string(script, 64);
  run_nboard(in, out, engine);
  auto lines = lines_of(out.str());
  ASSERT_EQ(lines.size(), 5u) << out.str();
  EXPECT_EQ(lines[0], "pong 1");
  EXPECT_EQ(lines[1], "status error: line 2 is longer than 64 bytes; it was ignored");
  EXPECT_EQ(lines[2], "status error: line 4 is longer than 64 bytes; it was ignored");
  EXPECT_EQ(lines[3], "pong 2");
  EXPECT_EQ(lines[4], "status error: line 6 is longer than 64 bytes; it was ignored");
  EXPECT_EQ(engine.moves(), (std::vector<int>{parse_square("f5")}));
}

TEST(Nboard, ExtraWordsAndBadMoveAnnotationsAreRefused) {
  Engine engine;
  int depth_before = engine.depth();
  auto lines = run("set depth 5 6\nset contempt 10 x\nhint 2 3\nmove d6/zz\nmove F5/1.5/abc\nmove F5/\n"
                   "move F5 F6\nmove F5/-0.50/1.25\nping 1\n",
                   engine);
  ASSERT_EQ(lines.size(), 8u);
  const char* expected_words[] = {"'set depth N' takes nothing after it; extra '6'",
                                  "'set contempt N' takes nothing after it; extra 'x'",
                                  "'hint N' takes nothing after it; extra '3'",
                                  "move 'd6/zz': the evaluation 'zz' is not a number",
                                  "move 'F5/1.5/abc': the time 'abc' is not a number of seconds",
                                  "move 'F5/': the evaluation '' is not a number",
                                  "takes nothing after it; extra 'F6'"};
  for (std::size_t i = 0; i < 7; ++i) {
    EXPECT_EQ(lines[i].rfind("status error: ", 0), 0u) << lines[i];
    EXPECT_NE(lines[i].find(expected_words[i]), std::string::npos) << lines[i];
  }
  EXPECT_EQ(lines[7], "pong 1");
  // Nothing refused took effect; the well-formed move was played.
  EXPECT_EQ(engine.depth(), depth_before);
  EXPECT_EQ(engine.moves(), (std::vector<int>{parse_square("f5")}));
}

TEST(Nboard, QuitEndsTheSession) {
  Engine engine;
  auto lines = run("ping 1\nquit\nping 2\n", engine);
  EXPECT_EQ(lines, (std::vector<std::string>{"pong 1"}));
}

TEST(Nboard, ForcedPassAndFinishedGame) {
  Engine engine;
  // White to move with no move; black can still play c1 (which ends the game).
  GgfGame game;
  game.black = bit(0);
  game.white = bit(1);
  game.black_to_move = false;
  auto lines = run("set game " + write_ggf(game) + "\ngo\nmove PA\nmove C1\ngo\nhint 1\n", engine);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[1].rfind("=== PA/", 0), 0u) << lines[1];
  EXPECT_EQ(lines[2], "status error: the game is over");
  EXPECT_EQ(lines[3], "status the game is over");
}

TEST(Nboard, SetGameInsertsMissingPasses) {
  Engine engine;
  // White cannot move after black's c1... build: white to move without moves, then B[c1] directly.
  GgfGame game;
  game.black = bit(0);
  game.white = bit(1);
  game.black_to_move = false;
  game.moves.push_back(GgfMove{true, parse_square("c1"), std::nullopt, std::nullopt});
  engine.set_game(game);
  EXPECT_EQ(engine.moves(), (std::vector<int>{kPass, parse_square("c1")}));
  EXPECT_TRUE(engine.game_over());
}

// A position near the end reached by a fixed random game, as a GGF start (BO) with the last
// `played` moves of that game after it: analyze then visits positions with few empties.
std::string late_game(int empties_at_start, int played, std::vector<Position>* positions) {
  std::mt19937_64 rng(11);
  State s;
  while (s.board().position.empty_count() > empties_at_start) {
    auto moves = s.legal_moves();
    s.play(moves[rng() % moves.size()]);
  }
  GgfGame game;
  game.black = s.board().black();
  game.white = s.board().white();
  game.black_to_move = s.board().to_move == kBlack;
  positions->push_back(s.board().position);
  for (int i = 0; i < played && !s.is_terminal(); ++i) {
    auto moves = s.legal_moves();
    int m = moves[rng() % moves.size()];
    game.moves.push_back(GgfMove{s.board().to_move == kBlack, m == kPass ? kGgfPass : m, std::nullopt, std::nullopt});
    s.play(m);
    positions->push_back(s.board().position);
  }
  return write_ggf(game);
}

// The exact value of a position for its side to move, by plain negamax (few empties only).
int exact_value(const Position& p) {
  State s(Board{p, kBlack});
  return negamax(s);
}

TEST(Nboard, AnalyzeGoesBackFromTheEndWithExactValuesNearTheEnd) {
  Engine engine;
  std::vector<Position> positions;
  std::string game = late_game(9, 5, &positions);
  // No ping after it: a ping stops a running analysis (the protocol's rule), the end of input
  // waits for it.
  auto lines = run("set depth 1\nset game " + game + "\nanalyze\n", engine);
  // depth 1: exact with 8 empties or fewer (exact_empties_for_depth).
  std::size_t n = positions.size();
  ASSERT_EQ(lines.size(), n + 3) << lines.size();
  EXPECT_EQ(lines[0], "status analyzing the game");
  for (std::size_t i = 0; i < n; ++i) {
    std::size_t made = n - 1 - i;  // from the last position back to the start
    const std::string& line = lines[1 + i];
    ASSERT_TRUE(starts_with(line, "analysis " + std::to_string(made) + " ")) << line;
    const Position& p = positions[made];
    if (p.empty_count() <= 8) {
      char expected[64];
      std::snprintf(expected, sizeof expected, "analysis %zu %.2f", made, exact_value(p) * 1.0);
      EXPECT_EQ(line, expected) << p.empty_count() << " empties";
    }
  }
  EXPECT_TRUE(starts_with(lines[n + 1], "nodestats "));
  EXPECT_EQ(lines[n + 2], "status");
  // The game is as it was: same moves, same position.
  EXPECT_EQ(engine.moves().size(), n - 1);
  EXPECT_EQ(engine.position(), positions.back());
}

TEST(Nboard, AnalyzeTheStartPositionAndAFinishedGame) {
  Engine engine;
  auto lines = run("set depth 2\nanalyze\n", engine);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_TRUE(starts_with(lines[1], "analysis 0 ")) << lines[1];
  // White to move without a move, black plays c1 and the game ends: three positions, the last
  // one worth its final score (black 3 - 0 white with 61 empties to the winner: 64 for black).
  GgfGame game;
  game.black = bit(0);
  game.white = bit(1);
  game.black_to_move = false;
  game.moves.push_back(GgfMove{true, parse_square("c1"), std::nullopt, std::nullopt});
  Engine other;
  lines = run("set game " + write_ggf(game) + "\nanalyze\n", other);
  ASSERT_EQ(lines.size(), 6u);
  // Made moves: pass (inserted), c1. After c1 it is white's turn in a finished game: -64.
  EXPECT_EQ(lines[1], "analysis 2 -64.00");
  EXPECT_EQ(lines[2], "analysis 1 64.00");   // black to move, plays c1 and wins
  EXPECT_EQ(lines[3], "analysis 0 -64.00");  // white to move must pass
}

class NboardBook : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("gridgames_nboard_book_" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir_);
    path_ = (dir_ / "book.txt").string();
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::filesystem::path dir_;
  std::string path_;
};

TEST_F(NboardBook, LearnStoresTheGameAndGoAnswersFromTheBook) {
  std::string game = std::string("(;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]") + kStart + "B[F5]W[D6]B[C3];)";
  Engine engine;
  auto lines = run("set depth 4\nset game " + game + "\nlearn\n", engine, path_);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "learned");
  EXPECT_EQ(lines[1], "status learned 4 positions; the book has 4");
  Book book = Book::load(path_);
  ASSERT_EQ(book.size(), 4u);
  // Each entry is the engine's own search of that position at depth 4, made from the last
  // position back to the start by one engine (whose table carries what the later searches found).
  Engine reference;
  reference.set_depth(4);
  for (const char* move : {"f5", "d6", "c3"}) reference.play(parse_square(move));
  SearchResult expected;
  for (int made = 3; made >= 0; --made) {
    expected = reference.think();
    if (made > 0) reference.undo();
  }
  const BookEntry* start = book.find(Position::start());
  ASSERT_NE(start, nullptr);
  EXPECT_EQ(start->depth, 4);
  EXPECT_EQ(start->move, expected.move);
  EXPECT_EQ(start->score, expected.score);

  // A new session with the book: at the start, go answers at once from the book.
  Engine fresh;
  lines = run("set depth 4\ngo\nhint 2\n", fresh, path_);
  ASSERT_GE(lines.size(), 3u);
  EXPECT_EQ(lines[0], "book " + nboard_move_name(start->move) + " " +
                          std::string(start->score >= 0 ? "" : "-") + std::to_string(std::abs(start->score) / 100) +
                          "." + (std::abs(start->score) % 100 < 10 ? "0" : "") +
                          std::to_string(std::abs(start->score) % 100) + " 1 4");
  EXPECT_TRUE(starts_with(lines[1], "=== " + nboard_move_name(start->move) + "/")) << lines[1];
  // hint 2: the book's moves first ("book" lines), then a searched one.
  EXPECT_EQ(lines[2], "status thinking");
  EXPECT_TRUE(starts_with(lines[3], "book F5 ")) << lines[3];  // f5 leads to a book position
  // A deeper session does not trust the depth-4 book for go.
  Engine deeper;
  lines = run("set depth 6\ngo\n", deeper, path_);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_TRUE(starts_with(lines[0], "nodestats ")) << lines[0];

  // Learning the same game again at the same depth changes nothing and keeps the file.
  auto before = std::filesystem::last_write_time(path_);
  Engine again;
  lines = run("set depth 4\nset game " + game + "\nlearn\n", again, path_);
  EXPECT_EQ(lines[1], "status learned 0 positions; the book has 4");
  EXPECT_EQ(std::filesystem::last_write_time(path_), before);
}

TEST_F(NboardBook, LearnThatCannotWriteAnswersTheErrorBeforeLearned) {
  // A directory where the book's temporary file goes: the save fails (even for root).
  std::filesystem::create_directories(path_ + ".tmp." + std::to_string(::getpid()));
  Engine engine;
  auto lines = run("set depth 2\nmove f5\nlearn\nping 1\n", engine, path_);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_TRUE(starts_with(lines[0], "status error: the book was not saved: cannot write")) << lines[0];
  EXPECT_EQ(lines[1], "learned");  // after the error, never before it: the GUI waits for it
  EXPECT_EQ(lines[2], "pong 1");
  EXPECT_FALSE(std::filesystem::exists(path_));
}

TEST_F(NboardBook, ACorruptBookIsRefusedAndNeverOverwritten) {
  std::filesystem::create_directories(dir_);
  { std::ofstream(path_) << "gridgames-othello-book 1\nthis is not a position\n"; }
  Engine engine;
  auto lines = run("ping 1\nmove f5\nlearn\ngo\n", engine, path_);
  ASSERT_GE(lines.size(), 4u);
  EXPECT_TRUE(starts_with(lines[0], "status error: the book was refused (")) << lines[0];
  EXPECT_NE(lines[0].find("book.txt:2: "), std::string::npos) << lines[0];
  EXPECT_EQ(lines[1], "pong 1");
  EXPECT_EQ(lines[2], "learned");
  EXPECT_TRUE(starts_with(lines[3], "status nothing learned: the book was refused")) << lines[3];
  std::ifstream in(path_);
  std::string contents((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(contents, "gridgames-othello-book 1\nthis is not a position\n");
}

TEST_F(NboardBook, ARefusedBookIsToldAfterTheHandshake) {
  std::filesystem::create_directories(dir_);
  { std::ofstream(path_) << "not a book\n"; }
  Engine engine;
  auto lines = run("nboard 2\nping 1\n", engine, path_);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0], "set myname gridgames");  // what the GUI waits for comes first
  EXPECT_TRUE(starts_with(lines[1], "status error: the book was refused (")) << lines[1];
  EXPECT_EQ(lines[2], "pong 1");
  // Without any command, at the end of the session.
  lines = run("", engine, path_);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_TRUE(starts_with(lines[0], "status error: the book was refused (")) << lines[0];
}

// Sessions on a live pipe: the test writes commands over time and watches the replies while a
// search runs on the session's own thread (run under ThreadSanitizer by the CI: "Concurrent").
struct LiveSession {
  int fds[2] = {-1, -1};
  test::LiveOutput output;
  std::ostream out{&output};
  Engine engine{4};
  std::thread thread;

  LiveSession() {
    EXPECT_EQ(pipe(fds), 0);
    thread = std::thread([this] {
      LineReader in(fds[0]);
      run_nboard(in, out, engine);
    });
  }
  ~LiveSession() {
    close_input();
    if (thread.joinable()) thread.join();
    ::close(fds[0]);
  }
  void send(const std::string& text) { ASSERT_EQ(::write(fds[1], text.data(), text.size()), ssize_t(text.size())); }
  void close_input() {
    if (fds[1] >= 0) ::close(fds[1]);
    fds[1] = -1;
  }
  std::vector<std::string> lines() { return lines_of(output.text()); }
  // Waits (up to `limit` seconds) for a line starting with `prefix`; its index, or -1.
  int wait_for(const std::string& prefix, double limit = 60) {
    auto start = std::chrono::steady_clock::now();
    for (;;) {
      auto all = lines();
      for (std::size_t i = 0; i < all.size(); ++i)
        if (starts_with(all[i], prefix)) return static_cast<int>(i);
      if (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > limit) return -1;
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
  }
};

const std::string kAfterF5 = std::string("set game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]") + kStart + "B[F5];)\n";

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

TEST(NboardConcurrent, PingStopsADeepGoWhichAnswersFirstThenPong) {
  // Depth 40 from the second move takes hours: the search reports its progress, and a ping
  // stops it; the move from the finished depths comes first, then the pong.
  LiveSession session;
  session.send("nboard 2\nset depth 40\n" + kAfterF5 + "go\n");
  int status = session.wait_for("status depth ");
  ASSERT_GE(status, 0) << session.output.text();
  auto lines = session.lines();
  EXPECT_TRUE(starts_with(lines[status - 1], "nodestats ")) << session.output.text();
  EXPECT_TRUE(starts_with(lines[status - 2], "search ")) << session.output.text();
  ASSERT_EQ(session.wait_for("=== ", 0), -1) << "finished before the ping: " << session.output.text();
  auto start = std::chrono::steady_clock::now();
  session.send("ping 3\n");
  int pong = session.wait_for("pong 3", 30);
  ASSERT_GE(pong, 0) << session.output.text();
  EXPECT_LT(seconds_since(start), 5.0);
  int move = session.wait_for("=== ", 0);
  ASSERT_GE(move, 0) << session.output.text();
  EXPECT_EQ(move + 1, pong) << session.output.text();
  EXPECT_TRUE(starts_with(session.lines()[move - 1], "nodestats ")) << session.output.text();
  // The session goes on: the GUI's move and another command are handled as usual.
  session.send("move D6\nping 4\n");
  EXPECT_GE(session.wait_for("pong 4", 30), 0) << session.output.text();
  EXPECT_EQ(session.engine.moves().size(), 2u);
}

TEST(NboardConcurrent, PingStopsAHintAndAnAnalyze) {
  LiveSession session;
  session.send("nboard 2\nset depth 40\n" + kAfterF5 + "hint 2\n");
  ASSERT_GE(session.wait_for("status thinking"), 0);
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  auto start = std::chrono::steady_clock::now();
  session.send("ping 1\n");
  int pong = session.wait_for("pong 1", 30);
  ASSERT_GE(pong, 0) << session.output.text();
  EXPECT_LT(seconds_since(start), 5.0);
  auto lines = session.lines();
  // The hint's answer closes before the pong: its moves so far, nodestats, an empty status.
  EXPECT_EQ(lines[pong - 1], "status") << session.output.text();
  EXPECT_TRUE(starts_with(lines[pong - 2], "nodestats ")) << session.output.text();
  EXPECT_TRUE(starts_with(lines[pong - 3], "search ")) << session.output.text();
  // analyze at depth 40 values the last position first; stopped, it reports what it valued.
  session.send("analyze\n");
  ASSERT_GE(session.wait_for("status analyzing"), 0);
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  start = std::chrono::steady_clock::now();
  session.send("ping 2\n");
  pong = session.wait_for("pong 2", 30);
  ASSERT_GE(pong, 0) << session.output.text();
  EXPECT_LT(seconds_since(start), 5.0);
  lines = session.lines();
  EXPECT_EQ(lines[pong - 1], "status") << session.output.text();
  EXPECT_TRUE(starts_with(lines[pong - 2], "nodestats ")) << session.output.text();
  EXPECT_EQ(session.engine.moves().size(), 1u);  // the game is back where it was
}

TEST(NboardConcurrent, QuitStopsASearchAndEndOfInputWaitsForIt) {
  {
    LiveSession session;
    session.send("nboard 2\nset depth 40\n" + kAfterF5 + "go\n");
    ASSERT_GE(session.wait_for("set myname"), 0);
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    auto start = std::chrono::steady_clock::now();
    session.send("quit\n");
    session.thread.join();
    EXPECT_LT(seconds_since(start), 5.0);
    EXPECT_GE(session.wait_for("=== ", 0), 0) << session.output.text();
  }
  LiveSession session;
  session.send("nboard 2\nset depth 6\n" + kAfterF5 + "go\n");
  session.close_input();
  session.thread.join();
  auto lines = session.lines();
  ASSERT_FALSE(lines.empty());
  EXPECT_TRUE(starts_with(lines.back(), "=== ")) << session.output.text();
}

TEST(NboardConcurrent, LongSearchesReportEachDepthAsNboardShowsProgress) {
  Engine engine(4);
  std::ostringstream out;
  {
    NboardSession session(engine, out);
    session.set_progress_after(0);  // every depth, however quick
    for (const char* line : {"set depth 4", "go"}) session.handle(line);
    session.handle(trim(kAfterF5));
    session.handle("hint 2");
    session.finish(false);
  }
  auto lines = lines_of(out.str());
  // go from the start: per depth a search line (the best line), nodestats, a status line.
  ASSERT_GE(lines.size(), 13u) << out.str();
  for (int depth = 1; depth <= 4; ++depth) {
    std::size_t at = 3 * (depth - 1);
    EXPECT_TRUE(starts_with(lines[at], "search ")) << lines[at];
    EXPECT_TRUE(lines[at].size() > 7 && lines[at].find(" 0 " + std::to_string(depth)) != std::string::npos) << lines[at];
    EXPECT_TRUE(starts_with(lines[at + 1], "nodestats ")) << lines[at + 1];
    EXPECT_TRUE(starts_with(lines[at + 2], "status depth " + std::to_string(depth) + ": ")) << lines[at + 2];
    EXPECT_NE(lines[at + 2].find(" nodes, "), std::string::npos) << lines[at + 2];
    EXPECT_NE(lines[at + 2].find("n/s"), std::string::npos) << lines[at + 2];
  }
  EXPECT_TRUE(starts_with(lines[12], "nodestats ")) << out.str();
  EXPECT_TRUE(starts_with(lines[13], "=== ")) << out.str();
  // hint 2 after f5: per depth the two best moves so far, then the final answer.
  ASSERT_GE(lines.size(), 15u);
  EXPECT_EQ(lines[14], "status thinking");
  EXPECT_TRUE(starts_with(lines[15], "search ")) << out.str();
  EXPECT_TRUE(starts_with(lines[16], "search ")) << out.str();
  EXPECT_TRUE(starts_with(lines[17], "nodestats ")) << out.str();
  EXPECT_TRUE(starts_with(lines[18], "status depth 1: ")) << out.str();
  EXPECT_EQ(lines.back(), "status");
}

}  // namespace
}  // namespace gg::othello
