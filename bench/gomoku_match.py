#!/usr/bin/env python3
"""Plays the gridgames Gomocup brain against a simple baseline, through the brain protocol.

The script is the manager: it starts `gridgames gomoku brain`, sends START / INFO / BOARD / TURN /
RESTART / END exactly as Piskvork would, checks every reply (a legal move, within the time limit)
and referees the games itself. The baseline, written here: win if it can, else block the
opponent's five point, else extend its own longest line (ties: nearest the centre, then random).

Openings vary: each game starts from 2 to 4 random stones near the centre (seeded), and the brain
plays black in even games and white in odd ones.

    python3 bench/gomoku_match.py build/release/gridgames --games 100 --ms 100
"""
import argparse
import random
import subprocess
import sys
import time

DIRS = [(1, 0), (0, 1), (1, 1), (1, -1)]


def run_length(board, n, x, y, dx, dy, colour):
    """Stones of `colour` in a row through (x, y) along (dx, dy), counting (x, y) itself."""
    length = 1
    for sign in (1, -1):
        cx, cy = x + sign * dx, y + sign * dy
        while 0 <= cx < n and 0 <= cy < n and board[cy][cx] == colour:
            length += 1
            cx += sign * dx
            cy += sign * dy
    return length


def longest(board, n, x, y, colour):
    return max(run_length(board, n, x, y, dx, dy, colour) for dx, dy in DIRS)


def baseline_move(board, n, colour, rng):
    empties = [(x, y) for y in range(n) for x in range(n) if board[y][x] == 0]
    other = 3 - colour
    for x, y in empties:
        if longest(board, n, x, y, colour) >= 5:
            return x, y
    for x, y in empties:
        if longest(board, n, x, y, other) >= 5:
            return x, y
    centre = (n - 1) / 2
    best, best_key = None, None
    for x, y in empties:
        key = (longest(board, n, x, y, colour), -abs(x - centre) - abs(y - centre), rng.random())
        if best_key is None or key > best_key:
            best, best_key = (x, y), key
    return best


class Brain:
    """A Gomocup brain on pipes, for every bench script that talks to one. `pace`: seconds to wait
    before each command (Rapfi drops the first word of a command that arrives within about a
    millisecond of its move). receive() returns the next reply, skipping MESSAGE / DEBUG / SUGGEST
    lines; lines() yields every line, those included (Rapfi's values come in MESSAGE lines)."""

    def __init__(self, command, pace=0.0, stderr=None):
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=stderr, text=True, bufsize=1)
        self.pace = pace

    def send(self, line):
        if self.pace:
            time.sleep(self.pace)
        try:
            self.proc.stdin.write(line + "\r\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            raise RuntimeError("%s stopped before %r" % (self.proc.args[0], line)) from None

    def lines(self):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("%s closed its output" % self.proc.args[0])
            yield line.strip()

    def receive(self):
        for line in self.lines():
            if not line.startswith(("MESSAGE", "DEBUG", "SUGGEST")):
                return line

    def close(self):
        try:
            self.send("END")
            self.proc.wait(timeout=5)
        except (RuntimeError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()


def play_game(brain, game, n, ms, rng, stats, record):
    board = [[0] * n for _ in range(n)]
    brain_colour = 1 if game % 2 == 0 else 2  # 1 black (moves first), 2 white
    moves = []
    # A random opening of 2..4 stones near the centre, alternating colours from black.
    for _ in range(rng.randint(2, 4)):
        while True:
            x, y = rng.randint(n // 2 - 3, n // 2 + 3), rng.randint(n // 2 - 3, n // 2 + 3)
            if board[y][x] == 0:
                break
        colour = 1 if len(moves) % 2 == 0 else 2
        board[y][x] = colour
        moves.append((x, y, colour))
    to_move = 1 if len(moves) % 2 == 0 else 2
    if to_move != brain_colour:
        x, y = baseline_move(board, n, to_move, rng)
        board[y][x] = to_move
        moves.append((x, y, to_move))
        to_move = brain_colour
    record.extend((x, y) for x, y, _ in moves)
    brain.send("RESTART" if game > 0 else f"START {n}")
    if brain.receive() != "OK":
        raise RuntimeError("START/RESTART not accepted")
    if game == 0:
        brain.send(f"INFO timeout_turn {ms}")
        brain.send("INFO rule 0")
    brain.send("BOARD")
    for x, y, colour in moves:
        brain.send(f"{x},{y},{1 if colour == brain_colour else 2}")
    brain.send("DONE")
    while True:
        # Brain's move.
        start = time.monotonic()
        reply = brain.receive()
        elapsed = (time.monotonic() - start) * 1000
        stats["brain_moves"] += 1
        stats["max_ms"] = max(stats["max_ms"], elapsed)
        if elapsed > ms + 50:
            stats["overruns"] += 1
        try:
            x, y = (int(v) for v in reply.split(","))
        except ValueError:
            raise RuntimeError(f"brain answered {reply!r}")
        if not (0 <= x < n and 0 <= y < n) or board[y][x] != 0:
            raise RuntimeError(f"brain played an illegal move {reply}")
        board[y][x] = brain_colour
        record.append((x, y))
        if longest(board, n, x, y, brain_colour) >= 5:
            return "win"
        if all(board[yy][xx] for yy in range(n) for xx in range(n)):
            return "draw"
        # Baseline's move.
        other = 3 - brain_colour
        x, y = baseline_move(board, n, other, rng)
        board[y][x] = other
        record.append((x, y))
        if longest(board, n, x, y, other) >= 5:
            return "loss"
        if all(board[yy][xx] for yy in range(n) for xx in range(n)):
            return "draw"
        brain.send(f"TURN {x},{y}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("gridgames", help="path to the gridgames binary")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--ms", type=int, default=100, help="INFO timeout_turn for the brain")
    parser.add_argument("--size", type=int, default=15)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    brain = Brain([args.gridgames, "gomoku", "brain"])
    stats = {"brain_moves": 0, "max_ms": 0.0, "overruns": 0}
    results = {("black", r): 0 for r in ("win", "loss", "draw")}
    results.update({("white", r): 0 for r in ("win", "loss", "draw")})
    started = time.monotonic()
    for game in range(args.games):
        record = []
        outcome = play_game(brain, game, args.size, args.ms, rng, stats, record)
        if outcome != "win":
            # The whole game as a plain move list, for `gridgames gomoku check`.
            labels = " ".join(f"{chr(ord('a') + x)}{args.size - y}" for x, y in record)
            print(f"game {game} ({'black' if game % 2 == 0 else 'white'}): {outcome}: {labels}",
                  file=sys.stderr)
        colour = "black" if game % 2 == 0 else "white"
        results[(colour, outcome)] += 1
    brain.close()
    wins = results[("black", "win")] + results[("white", "win")]
    print(f"games {args.games}, board {args.size}, freestyle, timeout_turn {args.ms} ms, seed {args.seed}")
    for colour in ("black", "white"):
        print(f"brain as {colour}: {results[(colour, 'win')]} wins, {results[(colour, 'loss')]} losses, "
              f"{results[(colour, 'draw')]} draws")
    print(f"total: {wins}/{args.games} wins ({100.0 * wins / args.games:.1f}%)")
    print(f"brain moves {stats['brain_moves']}, slowest reply {stats['max_ms']:.0f} ms, "
          f"replies over the limit (+50 ms): {stats['overruns']}")
    print(f"wall time {time.monotonic() - started:.0f} s")
    return 0 if wins * 100 >= 95 * args.games else 1


if __name__ == "__main__":
    sys.exit(main())
