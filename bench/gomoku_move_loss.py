#!/usr/bin/python3
"""What a Gomoku brain's moves cost, judged by Rapfi: a quick, low-noise measure of strength.

    /usr/bin/python3 bench/gomoku_move_loss.py positions GAMES.sgf... --brain gridgames --count 400 -o FILE
    /usr/bin/python3 bench/gomoku_move_loss.py measure FILE --brain NAME=COMMAND [--brain ...] --nodes 60000

A 24-game match against Rapfi or PentaZen ends 1-23 or 2-22 whatever the brain does, so it
cannot tell two versions of the brain apart. This script measures every move instead: on a
fixed set of positions, each brain chooses a move, and Rapfi (classical evaluation, a fresh
process and a fixed number of nodes for every value, so the values are reproducible) values
the position after it and after its own choice. A value v (Rapfi's units, side to move) is read
as the expected score 1 / (1 + exp(-v / 200)) (200 is Rapfi's default scaling factor; a forced
result it announces counts as 0 or 1), and a move's loss is the expected score after Rapfi's
choice minus the expected score after the move, both from the mover's side: 0 for Rapfi's own
move, negative when Rapfi values the brain's move higher than its own. (Rapfi's value of the
position itself is not the yardstick: one ply less deep, it often misses a forced loss that
its values after every move see.)

`positions` reads c-gomoku-cli SGF files (bench/gomoku_anchor_match.py keeps them in its
--games-dir), takes the positions where BRAIN was to move after the opening stones, draws
--count of them at random (--seed), and keeps those where Rapfi's value after its own choice is
within +-400 (undecided: a brain that is already lost or won there tells nothing). FILE gets
one position a line, the moves from black's first, "x,y" separated by spaces, then
"# rapfi V best x,y" (V: that value). Rapfi may misjudge a position that threat searches decide;
`bench_gomoku_threats --decided FILE NODES` drops those (bench/gomoku_move_loss_positions_clean.txt
is bench/gomoku_move_loss_positions.txt without them: the set to measure on).

`measure` asks each brain (NAME=COMMAND, a Gomocup command line, e.g.
"base=build/release/gridgames gomoku brain"; a fresh process per position, so that no table
carries over) for its move with `INFO max_node` --nodes (NAME:NODES=COMMAND: its own count),
or `INFO timeout_turn` --ms without --nodes, and prints a Markdown table: each brain's mean
loss with a 95% interval, the share of moves losing 0.1 or more, the share after which Rapfi
announces a forced win, the share equal to Rapfi's choice, and every brain after the first
paired with the first (mean difference of the losses on the same positions, 95%); --details
FILE keeps every move and value. Rapfi's values are cached in --cache (a JSON file, keyed by
the position, Rapfi's node count and its binary's size and time), so a second brain costs
only its own new moves.

Environment: GRIDGAMES_ANCHORS, where bench/gomoku_anchors.sh installed pbrain-rapfi (default
~/anchors). Freestyle, 15 x 15.
"""
import argparse
import json
import math
import os
import random
import re
import shlex
import subprocess
import sys
import threading
import time

from gomoku_match import Brain  # the Gomocup pipe

N = 15
SCALE = 200.0
FORCED = 10000
# A fresh Rapfi process answers in about 0.5 s at 200,000 nodes; one silent for this long has
# dropped a command (see Rapfi._ask).
ASK_TIMEOUT = 60
ASK_ATTEMPTS = 3


def expected_score(value):
    if value >= FORCED:
        return 1.0
    if value <= -FORCED:
        return 0.0
    return 1.0 / (1.0 + math.exp(-value / SCALE))


def send_position(pipe, moves):
    to_move = len(moves) % 2  # 0 black
    pipe.send("BOARD")
    for i, (x, y) in enumerate(moves):
        pipe.send("%d,%d,%d" % (x, y, 1 if i % 2 == to_move else 2))
    pipe.send("DONE")


def parse_eval(line):
    """Rapfi's value in one of its MESSAGE lines ("... Eval -123 ..."; a forced result "M..."
    is +-FORCED), or None."""
    m = re.search(r"Eval ([-+]?)(M?)(\d+)", line)
    if not m:
        return None
    return (FORCED if m.group(2) else int(m.group(3))) * (-1 if m.group(1) == "-" else 1)


def parse_move(line):
    """A brain's move "x,y", or None. Off-board answers count: Rapfi answers "-5,-5" when it has
    no move (a full board)."""
    if re.fullmatch(r"-?\d+,-?\d+", line):
        x, y = map(int, line.split(","))
        return x, y
    return None


def makes_five(moves, move):
    """Whether `move`, by the side to move after `moves`, completes five or more in a row."""
    colour = len(moves) % 2
    mine = {m for i, m in enumerate(moves) if i % 2 == colour}
    mine.add(move)
    x, y = move
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        run = 1
        for sign in (1, -1):
            k = 1
            while (x + sign * k * dx, y + sign * k * dy) in mine:
                run += 1
                k += 1
        if run >= 5:
            return True
    return False


class Rapfi:
    """Rapfi's value (side to move) and move for positions, from a fresh process each time, with
    a node limit, cached on disk."""

    def __init__(self, binary, nodes, cache_path):
        self.binary, self.nodes, self.cache_path = binary, nodes, cache_path
        st = os.stat(binary)
        self.tag = "%d:%d:%d" % (nodes, st.st_size, int(st.st_mtime))
        self.cache = {}
        if cache_path and os.path.exists(cache_path):
            with open(cache_path) as f:
                self.cache = json.load(f)
        self.fresh = 0

    def key(self, moves):
        return self.tag + "|" + " ".join("%d,%d" % m for m in moves)

    def value(self, moves):
        key = self.key(moves)
        if key not in self.cache:
            self.cache[key] = self._ask(moves)
            self.fresh += 1
            if self.fresh % 20 == 0:
                self.save()
        value, best = self.cache[key]
        return value, tuple(best) if best else None

    def _ask(self, moves):
        """Rapfi's value and move, from a fresh process. On a loaded machine Rapfi can still drop
        a command, and both sides would then wait for ever: a process that has not answered
        within ASK_TIMEOUT seconds is killed, and the question asked again with slower pacing."""
        for attempt in range(ASK_ATTEMPTS):
            pipe = Brain([self.binary], pace=0.005 * 4 ** attempt, stderr=subprocess.DEVNULL)
            watchdog = threading.Timer(ASK_TIMEOUT, pipe.proc.kill)
            watchdog.start()
            try:
                return self._exchange(pipe, moves)
            except RuntimeError as error:  # killed by the watchdog, or Rapfi stopped
                if attempt + 1 == ASK_ATTEMPTS:
                    raise RuntimeError("Rapfi gave no move for %s: %s" % (" ".join("%d,%d" % m for m in moves),
                                                                         error)) from None
                print("gomoku_move_loss: Rapfi did not answer (%s); asking again" % error, file=sys.stderr)
            finally:
                watchdog.cancel()
                pipe.close()

    def _exchange(self, pipe, moves):
        pipe.send("START %d" % N)
        lines = pipe.lines()
        while next(lines) != "OK":
            pass
        for command in ("INFO rule 0", "INFO timeout_match 0", "INFO timeout_turn 600000",
                        "INFO max_memory 67108864", "INFO max_node %d" % self.nodes, "INFO show_detail 1"):
            pipe.send(command)
        send_position(pipe, moves)
        value = None
        for line in lines:
            found = parse_eval(line)
            if found is not None:
                value = found
            move = parse_move(line)
            if move:
                return (value, list(move)) if on_board(move) else (None, None)

    def save(self):
        if self.cache_path:
            # Another run may share the file: merge what it saved meanwhile.
            if os.path.exists(self.cache_path):
                try:
                    with open(self.cache_path) as f:
                        for key, entry in json.load(f).items():
                            self.cache.setdefault(key, entry)
                except ValueError:
                    pass
            tmp = "%s.%d.tmp" % (self.cache_path, os.getpid())
            with open(tmp, "w") as f:
                json.dump(self.cache, f)
            os.replace(tmp, self.cache_path)


def on_board(move):
    return 0 <= move[0] < N and 0 <= move[1] < N


def value_after(rapfi, moves, move):
    """Rapfi's value of the position after `move`, from the side that played it."""
    if makes_five(moves, move):
        return FORCED
    if len(moves) + 1 == N * N:
        return 0  # the board is full: a draw
    value, _ = rapfi.value(list(moves) + [move])
    return -value if value is not None else None


def reference(rapfi, moves):
    """Rapfi's choice in the position and its value after that choice (mover's side): the
    yardstick, one ply deeper than Rapfi's value of the position itself."""
    _, best = rapfi.value(list(moves))
    if not best:
        return None, None
    return value_after(rapfi, moves, best), best


def read_sgf_games(path):
    games = []
    for game in open(path).read().split("(;")[1:]:
        black = re.search(r"PB\[([^\]]*)\]", game)
        white = re.search(r"PW\[([^\]]*)\]", game)
        moves = [(ord(x) - 97, ord(y) - 97) for _, x, y in re.findall(r";([BW])\[([a-z])([a-z])\]", game)]
        games.append((black.group(1) if black else "", white.group(1) if white else "", moves,
                      game.count("opening move")))
    return games


def cmd_positions(args, rapfi):
    candidates = []
    for path in args.sgf:
        for black, white, moves, opening in read_sgf_games(path):
            for ply in range(opening, len(moves)):
                if (black if ply % 2 == 0 else white) == args.brain:
                    candidates.append(tuple(moves[:ply]))
    candidates = sorted(set(candidates))
    random.Random(args.seed).shuffle(candidates)
    kept = []
    for i, moves in enumerate(candidates[:args.count]):
        value, best = reference(rapfi, moves)
        if value is not None and abs(value) <= args.window:
            kept.append((moves, value, best))
        if sys.stderr.isatty():
            print("\r%d / %d positions valued, %d kept" % (i + 1, min(args.count, len(candidates)), len(kept)),
                  end="", file=sys.stderr)
    rapfi.save()
    with open(args.output, "w") as f:
        f.write("# bench/gomoku_move_loss.py positions %s --brain %s --count %d --seed %d --window %d "
                "--rapfi-nodes %d\n" % (" ".join(args.sgf), args.brain,
                                        args.count, args.seed, args.window, args.rapfi_nodes))
        for moves, value, best in kept:
            f.write("%s # rapfi %d best %d,%d\n" % (" ".join("%d,%d" % m for m in moves), value, best[0], best[1]))
    print("%d of %d candidate positions drawn, %d kept in %s" % (
        min(args.count, len(candidates)), len(candidates), len(kept), args.output), file=sys.stderr)


def read_positions(path):
    positions = []
    with open(path) as f:
        for number, line in enumerate(f, 1):
            text = line.split("#", 1)[0].strip()
            if not text:
                continue
            try:
                moves = [tuple(int(v) for v in token.split(",")) for token in text.split()]
            except ValueError:
                sys.exit("%s:%d: a move is not x,y" % (path, number))
            if any(len(m) != 2 or not (0 <= m[0] < N and 0 <= m[1] < N) for m in moves) or len(set(moves)) != len(moves):
                sys.exit("%s:%d: a move is off the board or repeated" % (path, number))
            positions.append(moves)
    return positions


def brain_move(command, moves, args, nodes):
    pipe = Brain(shlex.split(command), stderr=subprocess.DEVNULL)
    try:
        pipe.send("START %d" % N)
        lines = pipe.lines()
        while next(lines) != "OK":
            pass
        pipe.send("INFO rule 0")
        pipe.send("INFO timeout_match 0")
        pipe.send("INFO timeout_turn %d" % (args.ms if not nodes else 600000))
        if nodes:
            pipe.send("INFO max_node %d" % nodes)
        send_position(pipe, moves)
        for line in lines:
            move = parse_move(line)
            if move:
                if not on_board(move) or move in moves:
                    raise RuntimeError("%s answered %s, not an empty point" % (command, line))
                return move
            if line.startswith("ERROR"):
                raise RuntimeError("%s: %s" % (command, line))
    finally:
        pipe.close()


def mean_ci(values):
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return mean, 1.96 * math.sqrt(var / n)


def cmd_measure(args, rapfi):
    positions = read_positions(args.file)
    if args.limit:
        positions = positions[:args.limit]
    brains = []
    for spec in args.brain:
        name, _, command = spec.partition("=")
        name, _, nodes = name.partition(":")
        if not command or (nodes and not nodes.isdigit()):
            sys.exit("--brain wants NAME=COMMAND or NAME:NODES=COMMAND, got %r" % spec)
        brains.append((name, command, int(nodes) if nodes else args.nodes))
    losses = {b[0]: [] for b in brains}
    counts = {b[0]: {"big": 0, "forced": 0, "same": 0} for b in brains}
    started = time.time()
    details = open(args.details, "w") if args.details else None
    for i, moves in enumerate(positions):
        before, best = reference(rapfi, moves)
        if before is None:
            sys.exit("%s: position %d: Rapfi gave no value" % (args.file, i + 1))
        for name, command, nodes in brains:
            move = brain_move(command, moves, args, nodes)
            if move in moves:
                sys.exit("%s played %d,%d, an occupied point" % (name, move[0], move[1]))
            after = value_after(rapfi, moves, move)
            if after is None:
                sys.exit("%s: position %d: Rapfi gave no value after %d,%d" % (args.file, i + 1, move[0], move[1]))
            loss = expected_score(before) - expected_score(after)
            losses[name].append(loss)
            counts[name]["big"] += loss >= 0.1
            counts[name]["forced"] += after <= -FORCED
            counts[name]["same"] += move == best
            if details:
                details.write(json.dumps({"position": i + 1, "brain": name, "move": list(move), "rapfi": list(best),
                                          "before": before, "after": after, "loss": round(loss, 4)}) + "\n")
        if sys.stderr.isatty():
            print("\r%d / %d positions, %.0f s" % (i + 1, len(positions), time.time() - started), end="", file=sys.stderr)
    rapfi.save()
    if sys.stderr.isatty():
        print(file=sys.stderr)
    n = len(positions)
    clock = "%d nodes" % args.nodes if args.nodes else "%d ms" % args.ms
    print("| brain | %s a move: positions | mean loss (95%%) | moves losing >= 0.1 | moves into a forced loss "
          "| Rapfi's move | paired with %s: loss difference (95%%) |" % (clock, brains[0][0]))
    print("| --- | --- | --- | --- | --- | --- | --- |")
    first = losses[brains[0][0]]
    for name, _, _ in brains:
        mean, half = mean_ci(losses[name])
        paired = ""
        if name != brains[0][0]:
            d_mean, d_half = mean_ci([a - b for a, b in zip(losses[name], first)])
            paired = "%+.4f +- %.4f" % (d_mean, d_half)
        c = counts[name]
        print("| %s | %d | %.4f +- %.4f | %d (%.1f%%) | %d (%.1f%%) | %d (%.1f%%) | %s |" % (
            name, n, mean, half, c["big"], 100.0 * c["big"] / n, c["forced"], 100.0 * c["forced"] / n,
            c["same"], 100.0 * c["same"] / n, paired))
    print("%d positions in %.0f s, %d new Rapfi values (Rapfi at %d nodes)" % (
        n, time.time() - started, rapfi.fresh, args.rapfi_nodes), file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("positions", help="draw undecided positions from match games")
    p.add_argument("sgf", nargs="+")
    p.add_argument("--brain", default="gridgames", help="the brain to move, as named in PB / PW")
    p.add_argument("--count", type=int, default=400)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--window", type=int, default=400, help="keep Rapfi values within +-WINDOW")
    p.add_argument("-o", "--output", required=True)
    m = sub.add_parser("measure", help="each brain's moves on the positions, judged by Rapfi")
    m.add_argument("file")
    m.add_argument("--brain", action="append", required=True, help="NAME=COMMAND or NAME:NODES=COMMAND (repeat; the first is the reference)")
    m.add_argument("--nodes", type=int, default=0, help="INFO max_node for the brains (reproducible)")
    m.add_argument("--ms", type=int, default=500, help="INFO timeout_turn for the brains, without --nodes")
    m.add_argument("--limit", type=int, default=0, help="only the first N positions")
    m.add_argument("--details", help="write one JSON line per position and brain here")
    for q in (p, m):
        q.add_argument("--rapfi-nodes", type=int, default=200000, help="Rapfi's nodes per value (INFO max_node)")
        q.add_argument("--cache", default="/tmp/gomoku_move_loss_cache.json", help="Rapfi's values, kept between runs")
    args = parser.parse_args()
    anchors = os.environ.get("GRIDGAMES_ANCHORS", os.path.expanduser("~/anchors"))
    binary = os.path.join(anchors, "bin", "pbrain-rapfi")
    if not os.access(binary, os.X_OK):
        sys.exit("no Rapfi at %s: run bench/gomoku_anchors.sh" % binary)
    rapfi = Rapfi(binary, args.rapfi_nodes, args.cache)
    try:
        (cmd_positions if args.command == "positions" else cmd_measure)(args, rapfi)
    except KeyboardInterrupt:
        rapfi.save()
        sys.exit("interrupted; Rapfi's values so far are cached in %s" % args.cache)
    except (RuntimeError, OSError) as error:
        rapfi.save()
        sys.exit("gomoku_move_loss: %s" % error)


if __name__ == "__main__":
    main()
