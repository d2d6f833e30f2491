#!/usr/bin/python3
"""gridgames against real Othello engines, through their protocols, refereed here.

    /usr/bin/python3 bench/othello_anchor_match.py --opponent egaroucid --depth 8 --openings 10
    /usr/bin/python3 bench/othello_anchor_match.py --opponent edax --time 0.2

gridgames is driven through `gridgames othello nboard` (NBoard protocol, docs/othello.md); Edax
through `edax -nboard` (the same protocol); Egaroucid's web engine through the line protocol of
bench/anchors/egaroucid_web_driver.cpp. Build the two anchors first with bench/othello_anchors.sh.
Each opening of bench/othello_openings.txt (varied 6-8 ply openings from seeded random play,
bench/othello_make_sets.py) is played twice, gridgames black then white. This script is the
referee: it keeps the board itself (bench/othello_referee.py), checks every move either engine
sends, plays forced passes, and scores the game (disc difference, empties to the winner). An
illegal move, a crash (the engine's output ends), a malformed reply or a move that takes longer
than --move-timeout loses the game for that engine; it is counted as a loss, listed under
"forfeits" with the reason, and kept out of the disc mean.

Conditions:
  --depth D       both engines at level D: Egaroucid level D and Edax level D (D <= 10): midgame
                  depth D without selectivity, exact from 2 D empties; gridgames `set depth D`
                  the same (othello::level_limits: exact from 2 D empties, 8..20, no ProbCut
                  up to level 10; before 2026-12-01 exact from D + 6 empties, at most 16).
                  --gg-depth / --opp-depth set them apart.
  --time S        S seconds per move for both: Edax `-move-time S`; the Egaroucid driver's `time`
                  command (deepening until a timer stops it); gridgames `othello nboard --time S`
                  when the binary has that option, else `othello analyze --time S --depth 60`
                  on each position (which values every move, not only the best: the table says
                  which was used).

Environment:
  GRIDGAMES          the gridgames binary (default: build/release/gridgames under the repository)
  GRIDGAMES_ANCHORS  where bench/othello_anchors.sh installed the anchors (default ~/anchors):
                     $GRIDGAMES_ANCHORS/bin/edax and $GRIDGAMES_ANCHORS/bin/egaroucid-web
                     (--opponent-cmd overrides the opponent's command line)

Output: one Markdown table row per run on standard output (with --header, the header first), the
games as JSON lines in --log (default /tmp/othello_anchor_match.jsonl), progress on stderr.
The CPU seconds per move are the engines' own: user + sys of each engine process from the end of
its start-up (after its handshake) to the end of the game, over the moves it chose; for the
analyze route, the whole of each analyze process. The score's interval is Wilson's (draws count
half), the disc mean's the normal one; both assume independent games.
"""
import argparse
import json
import math
import os
import select
import shlex
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import othello_referee as ref  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Forfeit(Exception):
    """An engine lost the game by misbehaving (crash, hang, illegal or malformed move)."""

    def __init__(self, who, reason):
        super().__init__("%s: %s" % (who, reason))
        self.who, self.reason = who, reason


class Engine:
    """A child process spoken to line by line, with a deadline on every answer."""

    def __init__(self, name, argv):
        self.name, self.argv = name, argv
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, bufsize=0)
        self.buffer = b""
        self.cpu = 0.0
        self.cpu_start = None

    def proc_cpu(self):
        """User + sys seconds the process has used so far (Linux /proc), or None."""
        try:
            with open("/proc/%d/stat" % self.proc.pid) as f:
                fields = f.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, ValueError, IndexError):
            return None

    def mark_start(self):
        self.cpu_start = self.proc_cpu()

    def send(self, line):
        try:
            self.proc.stdin.write((line + "\n").encode())
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise Forfeit(self.name, "crashed (its input is closed; exit status %s)" % self.proc.poll())

    def read_line(self, deadline):
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise Forfeit(self.name, "no answer within the time limit")
            ready, _, _ = select.select([self.proc.stdout], [], [], left)
            if ready:
                chunk = os.read(self.proc.stdout.fileno(), 65536)
                if not chunk:
                    self.proc.wait()
                    raise Forfeit(self.name, "crashed (output ended; exit status %s)" % self.proc.returncode)
                self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode(errors="replace").strip()

    def wait_for(self, predicate, timeout):
        deadline = time.monotonic() + timeout
        while True:
            line = self.read_line(deadline)
            if predicate(line):
                return line

    def close(self, quit_line="quit"):
        """Asks the engine to quit (kills it after 5 s) and records its CPU time since
        mark_start (its whole life when mark_start was not called)."""
        now = self.proc_cpu()
        if now is not None and self.cpu_start is not None:
            self.cpu = now - self.cpu_start
        try:
            self.send(quit_line)
            self.proc.stdin.close()
        except (Forfeit, OSError):
            pass
        end = time.monotonic() + 5
        while True:
            try:
                pid, _, usage = os.wait4(self.proc.pid, os.WNOHANG)
            except ChildProcessError:
                return
            if pid:
                break
            if time.monotonic() > end:
                self.proc.kill()
                _, _, usage = os.wait4(self.proc.pid, 0)
                break
            time.sleep(0.01)
        self.proc.returncode = 0  # reaped here (with its resource usage), not by Popen
        if self.cpu_start is None:
            self.cpu = usage.ru_utime + usage.ru_stime


def square_in_reply(who, text, line):
    """The square (None: pass) an engine named in its reply `line`; a forfeit when malformed."""
    try:
        return ref.parse_square(text)
    except ValueError:
        raise Forfeit(who, "malformed move in its reply %r" % line)


def ggf(game_start, moves):
    """An NBoard `set game` record: the start position and the moves so far."""
    board = game_start.obf().replace("X", "*")
    squares, side = board.split()
    text = "(;GM[Othello]PC[bench]PB[b]PW[w]RE[?]TI[0]TY[8]BO[8 %s %s]" % (squares, side)
    black = game_start.black_to_move
    for m in moves:
        text += "%s[%s]" % ("B" if black else "W", "PA" if m is None else ref.square_name(m).upper())
        black = not black
    return text + ";)"


class NboardPlayer:
    """gridgames (`othello nboard`) or Edax (`-nboard`)."""

    def __init__(self, name, argv, hello, depth, timeout):
        self.engine = Engine(name, argv)
        self.timeout = timeout
        self.engine.send(hello)
        if depth:
            self.engine.send("set depth %d" % depth)

    def start(self, start, moves):
        self.engine.send("set game " + ggf(start, moves))
        self.engine.send("ping 1")
        self.engine.wait_for(lambda l: l.startswith("pong"), 60)
        self.engine.mark_start()

    def moved(self, move):
        self.engine.send("move " + ("PA" if move is None else ref.square_name(move).upper()))

    def choose(self, game):
        self.engine.send("go")
        line = self.engine.wait_for(lambda l: l.startswith("===") or l.startswith("status error"), self.timeout)
        if line.startswith("status error"):
            raise Forfeit(self.engine.name, "answered go with %r" % line)
        fields = line[3:].strip().replace("/", " ").split()
        return square_in_reply(self.engine.name, fields[0] if fields else "", line)

    def close(self):
        self.engine.close()


class AnalyzePlayer:
    """gridgames through `othello analyze --time S` on each position (no `nboard --time`)."""

    def __init__(self, name, binary, seconds, timeout):
        self.name, self.binary, self.seconds, self.timeout = name, binary, seconds, timeout
        self.engine = self  # for cpu bookkeeping
        self.cpu = 0.0

    def start(self, start, moves):
        pass

    def moved(self, move):
        pass

    def choose(self, game):
        argv = [self.binary, "othello", "analyze", "--depth", "60", "--time", str(self.seconds),
                "--position", game.obf()]
        before = os.times()
        try:
            out = subprocess.run(argv, capture_output=True, text=True, timeout=self.timeout)
        except subprocess.TimeoutExpired:
            raise Forfeit(self.name, "no answer within the time limit")
        after = os.times()
        self.cpu += (after.children_user - before.children_user) + (after.children_system - before.children_system)
        if out.returncode != 0:
            raise Forfeit(self.name, "analyze exited with %d: %s" % (out.returncode, out.stderr.strip()[:200]))
        for line in out.stdout.splitlines():
            if line.startswith("best "):
                try:
                    return ref.parse_square(line.split()[1].rstrip(","))
                except ValueError:
                    break
        raise Forfeit(self.name, "no 'best' line in analyze's output")

    def close(self):
        pass


class WebPlayer:
    """Egaroucid's web engine through bench/anchors/egaroucid_web_driver.cpp."""

    def __init__(self, name, argv, level, seconds, timeout):
        self.engine = Engine(name, argv)
        self.level, self.seconds, self.timeout = level, seconds, timeout
        self.engine.wait_for(lambda l: l == "ready", 60)

    def start(self, start, moves):
        self.engine.mark_start()

    def moved(self, move):
        pass

    def choose(self, game):
        squares, side = game.obf().split()
        if self.seconds:
            self.engine.send("time %s %s %d" % (squares, side, round(self.seconds * 1000)))
        else:
            self.engine.send("go %s %s %d" % (squares, side, self.level))
        line = self.engine.wait_for(lambda l: l.startswith("go ") or l.startswith("error"), self.timeout)
        fields = line.split()
        return square_in_reply(self.engine.name, fields[2] if len(fields) > 2 and fields[1] == "move" else "", line)

    def close(self):
        self.engine.close()


def read_openings(path, count):
    openings = []
    with open(path) as f:
        for number, line in enumerate(f, 1):
            text = line.split(";")[0].strip()
            if not text or line.startswith("#"):
                continue
            try:
                openings.append([ref.parse_square(t) for t in text.split()])
            except ValueError as e:
                sys.exit("%s:%d: %s" % (path, number, e))
    return openings[:count] if count else openings


def play_game(opening, gg_black, make_gg, make_opp, game_timeout):
    """Plays one game; returns a dict with the result for gridgames."""
    start = ref.Game()
    game = ref.Game()
    for m in opening:
        game.play(m)
    players = {}
    record = {"opening": " ".join(ref.square_name(m) for m in opening), "gg_color": "black" if gg_black else "white"}
    t0 = time.monotonic()
    think = {"gg": 0.0, "opp": 0.0}
    moves_by = {"gg": 0, "opp": 0}
    try:
        try:
            players["gg"] = make_gg()
        except Forfeit:
            raise
        players["opp"] = make_opp()
        for p in players.values():
            p.start(start, game.moves)
        while not game.over():
            if time.monotonic() - t0 > game_timeout:
                raise Forfeit("referee", "game longer than %d s" % game_timeout)
            mover = "gg" if game.black_to_move == gg_black else "opp"
            if game.must_pass():
                move = None
            else:
                t = time.monotonic()
                move = players[mover].choose(game)
                think[mover] += time.monotonic() - t
                moves_by[mover] += 1
                try:
                    game.play(move)
                except ValueError as e:
                    raise Forfeit(players[mover].engine.name, "%s at ply %d (%s)" % (e, len(game.moves) + 1, game.obf()))
                for p in players.values():
                    p.moved(move)
                continue
            game.play(None)
            for p in players.values():
                p.moved(None)
        diff = game.score_black() * (1 if gg_black else -1)
        record.update(result="win" if diff > 0 else "loss" if diff < 0 else "draw", discs=diff)
    except Forfeit as f:
        loser = "referee"
        for key, p in players.items():
            if p.engine.name == f.who:
                loser = key
        record.update(result="loss" if loser == "gg" else "win" if loser == "opp" else "void",
                      forfeit="%s %s" % (f.who, f.reason))
    finally:
        for p in players.values():
            p.close()
    record["moves"] = " ".join(ref.square_name(m) for m in game.moves)
    record["seconds"] = round(time.monotonic() - t0, 2)
    record["cpu"] = {k: round(getattr(p.engine, "cpu", 0.0), 3) for k, p in players.items()}
    record["think"] = {k: round(v, 3) for k, v in think.items()}
    record["moves_by"] = moves_by
    return record


def summary(records):
    """W-L-D, score with a 95% interval, disc mean with a 95% interval, CPU per move."""
    games = [r for r in records if r["result"] != "void"]
    n = len(games)
    w = sum(r["result"] == "win" for r in games)
    l = sum(r["result"] == "loss" for r in games)
    d = n - w - l
    points = [1.0 if r["result"] == "win" else 0.0 if r["result"] == "loss" else 0.5 for r in games]
    score = sum(points) / n if n else float("nan")
    # Wilson's 95% interval for the score (draws as half points): sensible at 0 and 1 too.
    z = 1.96
    centre = (score + z * z / (2 * n)) / (1 + z * z / n) if n else float("nan")
    half = z * math.sqrt(score * (1 - score) / n + z * z / (4 * n * n)) / (1 + z * z / n) if n else float("nan")
    discs = [r["discs"] for r in games if "discs" in r]
    mean = sum(discs) / len(discs) if discs else float("nan")
    dhalf = (1.96 * math.sqrt(sum((x - mean) ** 2 for x in discs) / (len(discs) - 1) / len(discs))
             if len(discs) > 1 else float("nan"))
    moves = {k: sum(r["moves_by"][k] for r in records) for k in ("gg", "opp")}
    cpu = {k: sum(r["cpu"].get(k, 0.0) for r in records) / max(1, moves[k]) for k in ("gg", "opp")}
    forfeits = [r["forfeit"] for r in records if "forfeit" in r]
    return dict(n=n, w=w, l=l, d=d, score=score, lo=centre - half, hi=centre + half, mean=mean, dhalf=dhalf, cpu=cpu, forfeits=forfeits)


HEADER = ("| opponent | condition | gridgames via | games | gridgames W-L-D | score [95% CI] | mean disc diff (95% CI) "
          "| CPU s/move gridgames / opponent | forfeits |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--opponent", choices=("egaroucid", "edax"), default="egaroucid")
    ap.add_argument("--depth", type=int, help="nominal depth for both engines")
    ap.add_argument("--gg-depth", type=int)
    ap.add_argument("--opp-depth", type=int)
    ap.add_argument("--time", type=float, help="seconds per move for both engines")
    ap.add_argument("--openings", type=int, default=10, help="use the first N openings (0: all)")
    ap.add_argument("--openings-file", default=os.path.join(REPO, "bench", "othello_openings.txt"))
    ap.add_argument("--move-timeout", type=float, default=None,
                    help="seconds before a silent engine forfeits (default 120, or 30 x --time + 10)")
    ap.add_argument("--game-timeout", type=float, default=1800)
    ap.add_argument("--gridgames", default=os.environ.get("GRIDGAMES", os.path.join(REPO, "build", "release", "gridgames")))
    ap.add_argument("--anchors", default=os.environ.get("GRIDGAMES_ANCHORS", os.path.expanduser("~/anchors")))
    ap.add_argument("--opponent-cmd", help="the opponent's command line (default from --anchors)")
    ap.add_argument("--log", default="/tmp/othello_anchor_match.jsonl")
    ap.add_argument("--header", action="store_true", help="print the table header before the row")
    args = ap.parse_args()
    if (args.time is None) == (args.depth is None and args.gg_depth is None and args.opp_depth is None):
        ap.error("give either --depth (or --gg-depth/--opp-depth) or --time")
    gg_depth = args.gg_depth or args.depth
    opp_depth = args.opp_depth or args.depth
    move_timeout = args.move_timeout or (30 * args.time + 10 if args.time else 120)
    if not os.access(args.gridgames, os.X_OK):
        sys.exit("no gridgames binary at %s (set GRIDGAMES or --gridgames)" % args.gridgames)
    opp_name = {"egaroucid": "egaroucid-web", "edax": "edax"}[args.opponent]
    opp_argv = shlex.split(args.opponent_cmd) if args.opponent_cmd else [os.path.join(args.anchors, "bin", opp_name)]
    if not os.access(opp_argv[0], os.X_OK):
        sys.exit("no %s at %s: run bench/othello_anchors.sh (or set GRIDGAMES_ANCHORS)" % (opp_name, opp_argv[0]))

    gg_how = "nboard"
    if args.time:
        helptext = subprocess.run([args.gridgames, "othello", "nboard", "--help"], capture_output=True, text=True).stdout
        gg_how = "nboard --time" if "--time" in helptext else "analyze --time (values every move)"

    def make_gg():
        if gg_how.startswith("analyze"):
            return AnalyzePlayer("gridgames", args.gridgames, args.time, move_timeout)
        argv = [args.gridgames, "othello", "nboard"] + (["--time", str(args.time)] if args.time else [])
        return NboardPlayer("gridgames", argv, "nboard 2", gg_depth, move_timeout)

    def make_opp():
        if args.opponent == "egaroucid":
            return WebPlayer(opp_name, opp_argv, opp_depth, args.time, move_timeout)
        extra = ["-n", "1"] + (["-move-time", str(args.time)] if args.time else ["-l", str(opp_depth)])
        return NboardPlayer(opp_name, opp_argv + ["-nboard"] + extra, "nboard 1", opp_depth, move_timeout)

    openings = read_openings(args.openings_file, args.openings)
    records = []
    with open(args.log, "a") as log:
        for i, opening in enumerate(openings):
            for gg_black in (True, False):
                r = play_game(opening, gg_black, make_gg, make_opp, args.game_timeout)
                r.update(opponent=opp_name, depth=[gg_depth, opp_depth], time=args.time, index=i + 1)
                records.append(r)
                log.write(json.dumps(r) + "\n")
                log.flush()
                print("opening %d gridgames %s: %s %s%s (%.1f s)" % (
                    i + 1, r["gg_color"], r["result"], "%+d" % r["discs"] if "discs" in r else "",
                    " [" + r["forfeit"] + "]" if "forfeit" in r else "", r["seconds"]), file=sys.stderr)
    s = summary(records)
    if args.time:
        condition = "%.2g s / move" % args.time
    elif gg_depth == opp_depth:
        condition = "both depth %d" % gg_depth
    else:
        condition = "gridgames depth %d, %s depth %d" % (gg_depth, opp_name, opp_depth)
    label = {"egaroucid-web": "Egaroucid web engine", "edax": "Edax 4.6, zero weights"}[opp_name]
    if args.header:
        print(HEADER)
    print("| %s | %s | %s | %d (%d openings x 2) | %d-%d-%d | %.2f [%.2f, %.2f] | %+.1f +- %.1f | %.3f / %.3f | %s |" % (
        label, condition, gg_how, s["n"], len(openings), s["w"], s["l"], s["d"], s["score"], s["lo"], s["hi"],
        s["mean"], s["dhalf"], s["cpu"]["gg"], s["cpu"]["opp"],
        "; ".join(s["forfeits"]) if s["forfeits"] else "none"))


if __name__ == "__main__":
    main()
