// Minimal native driver for Egaroucid's "web" engine (src/web/, weights embedded in evaluate_const.hpp).
// Line protocol on stdin:
//   solve <64 squares a1..h8 X/O/-> <X|O>        -> "solve score S move M nodes N ms T"
//   go <64 squares> <X|O> <level>                -> "go move M value V depth D nodes N ms T"  (M = pass if must pass)
//   time <64 squares> <X|O> <ms>                 -> "go move M value V depth L nodes N ms T"
//        (added in gridgames: levels 1, 2, ... until a timer stops the search after <ms>
//         milliseconds; the move of the last level that finished, L; level 1 always finishes)
//   quit
//
// Origin: written by the gridgames team (kept in the team's anchors folder) and copied here
// with one change, the `time` command (its pass answer shared with `go`), so that
// bench/othello_anchors.sh can build it from a clone. Egaroucid itself (GPL-3.0-or-later) is
// never copied into this repository: the build points -I at a checkout of its sources outside
// it (see bench/othello_anchors.sh).
#define NO_BOOK
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <cstdint>
// the web sources assume uint64_t == unsigned long long (wasm); on x86-64 Linux it is unsigned long
static inline unsigned long long max(unsigned long long a, unsigned long b) { return a > b ? a : (unsigned long long)b; }
#include <iostream>
#include <sstream>
#include "web/ai.hpp"

static void init_engine() {
    board_init();
    mobility_init();
    stability_init();
    parent_transpose_table.first_init();
    child_transpose_table.first_init();
    evaluate_init();
}

static bool parse(const string &sq, const string &side, Board *bd) {
    if (sq.size() != 64) return false;
    uint64_t b = 0, w = 0;
    for (int k = 0; k < 64; ++k) {
        char c = sq[k];
        if (c == 'X' || c == 'x' || c == '*' || c == 'B' || c == 'b') b |= 1ULL << (HW2_M1 - k);
        else if (c == 'O' || c == 'o' || c == 'W' || c == 'w') w |= 1ULL << (HW2_M1 - k);
    }
    bool black = (side == "X" || side == "x" || side == "B" || side == "b" || side == "*");
    bd->player = black ? b : w;
    bd->opponent = black ? w : b;
    return true;
}

int main() {
    ios::sync_with_stdio(false);
    init_engine();
    global_searching = true;
    cout << "ready" << endl;
    string line;
    while (getline(cin, line)) {
        istringstream is(line);
        string cmd, sq, side;
        is >> cmd;
        if (cmd == "quit") break;
        if (cmd != "solve" && cmd != "go" && cmd != "time") { cout << "error unknown command" << endl; continue; }
        is >> sq >> side;
        Board bd;
        if (!parse(sq, side, &bd)) { cout << "error bad board" << endl; continue; }
        parent_transpose_table.init();
        child_transpose_table.init();
        uint64_t t0 = tim();
        if (cmd != "solve" && bd.get_legal() == 0ULL) {  // go and time: a pass, or the end
            Board b2 = bd; b2.pass();
            cout << "go move " << (b2.get_legal() ? "pass" : "--") << " value 0 depth 0 nodes 0 ms 0" << endl;
            continue;
        }
        if (cmd == "solve") {
            Board b2 = bd;
            int sign = 1;
            if (b2.get_legal() == 0ULL) { b2.pass(); sign = -1; }
            if (b2.get_legal() == 0ULL) { cout << "solve score " << -b2.score_player() * sign << " move -- nodes 0 ms 0" << endl; continue; }
            Search_result r = tree_search(b2, HW2 - b2.n_discs(), false, NOMPC, false, false);
            string mv = sign == 1 ? idx_to_coord(r.policy) : string("pass");
            cout << "solve score " << sign * r.value << " move " << mv << " nodes " << r.nodes << " ms " << (tim() - t0) << endl;
        } else if (cmd == "time") {
            long ms = 200;
            is >> ms;
            Search_result best = ai(bd, 1, false, false, false);  // always have a move
            uint64_t nodes = best.nodes;
            int best_level = 1;
            // The web engine polls global_searching in its searches (the browser's stop button):
            // a timer thread clears it at the deadline, and the level it interrupts is discarded.
            std::mutex m;
            std::condition_variable cv;
            bool finished = false;
            std::thread timer([&] {
                std::unique_lock<std::mutex> lock(m);
                if (!cv.wait_for(lock, std::chrono::milliseconds(ms) - std::chrono::milliseconds(tim() - t0),
                                 [&] { return finished; }))
                    global_searching = false;
            });
            for (int level = 2; level <= 60; ++level) {
                Search_result r = ai(bd, level, false, false, false);
                if (!global_searching) break;
                best = r; nodes += r.nodes; best_level = level;
                int empties = HW2 - bd.n_discs();
                if (r.is_end_search && empties <= 2 * level && level <= 10) break;  // exact without cuts
            }
            { std::lock_guard<std::mutex> lock(m); finished = true; }
            cv.notify_one();
            timer.join();
            global_searching = true;
            cout << "go move " << idx_to_coord(best.policy) << " value " << best.value << " depth " << best_level << " nodes " << nodes << " ms " << (tim() - t0) << endl;
        } else {
            int level = 8;
            is >> level;
            Search_result r = ai(bd, level, false, false, false);
            cout << "go move " << idx_to_coord(r.policy) << " value " << r.value << " depth " << r.depth << " nodes " << r.nodes << " ms " << (tim() - t0) << endl;
        }
    }
    return 0;
}
