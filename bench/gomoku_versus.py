#!/usr/bin/env python3
"""Plays two Gomocup brains against each other (for example a new gridgames against an older
build of itself), acting as the manager: START / INFO / BOARD / TURN / END over pipes, a referee
(freestyle or standard: exactly five), the clock of each move, and W-L-D per colour.

Each opening is played twice, the brains swapping colours. Openings are 3 to 5 stones placed at
random (seeded) within 3 points of the centre, kept only when no side already has a four or a
five point, so they are varied but never decided. Time per move is `INFO timeout_turn`, or with
--match-ms a game clock (`INFO timeout_match` and `time_left` before every move); a brain that
overruns its time loses the game (tolerance --tolerance-ms).

    python3 bench/gomoku_versus.py "build/release/gridgames gomoku brain" "/tmp/old/gridgames gomoku brain" \\
        --openings 12 --ms 500
"""
import argparse
import math
import random
import re
import shlex
import sys
import time

import gomoku_match
from gomoku_match import DIRS, run_length  # the same referee helpers


def wins(board, n, x, y, colour, exact):
    for dx, dy in DIRS:
        length = run_length(board, n, x, y, dx, dy, colour)
        if length == 5 or (length > 5 and not exact):
            return True
    return False


def has_four(board, n, colour, exact):
    """Whether `colour` has a point that would make five."""
    for y in range(n):
        for x in range(n):
            if board[y][x] == 0:
                board[y][x] = colour
                five = wins(board, n, x, y, colour, exact)
                board[y][x] = 0
                if five:
                    return True
    return False


def make_openings(count, n, rng, exact):
    openings = []
    c = n // 2
    while len(openings) < count:
        board = [[0] * n for _ in range(n)]
        moves = []
        for i in range(rng.randint(3, 5)):
            while True:
                x, y = rng.randint(c - 3, c + 3), rng.randint(c - 3, c + 3)
                if board[y][x] == 0:
                    break
            board[y][x] = 1 if i % 2 == 0 else 2
            moves.append((x, y))
        if not has_four(board, n, 1, exact) and not has_four(board, n, 2, exact):
            openings.append(moves)
    return openings


class Brain(gomoku_match.Brain):
    """A brain on pipes (gomoku_match.Brain), with a name for the messages. Lines that are not
    answers (some brains print search information without a MESSAGE prefix) are skipped."""

    def __init__(self, command, name):
        super().__init__(shlex.split(command))
        self.name = name

    def receive(self):
        while True:
            line = super().receive()
            if re.fullmatch(r"\d+,\d+", line) or line.startswith(("OK", "ERROR", "UNKNOWN", "SWAP")):
                return line


def play_game(brains, opening, n, args, exact):
    """brains[0] plays black. Returns (winner index or None, reason, moves, move times)."""
    board = [[0] * n for _ in range(n)]
    for i, (x, y) in enumerate(opening):
        board[y][x] = 1 if i % 2 == 0 else 2
    moves = list(opening)
    left = [args.match_ms, args.match_ms]
    times = [[], []]
    for b in brains:
        b.send(f"START {n}")
        if b.receive() != "OK":
            raise RuntimeError(f"{b.name}: START not accepted")
        b.send(f"INFO rule {1 if exact else 0}")
        b.send(f"INFO timeout_turn {args.ms if args.match_ms == 0 else args.turn_cap_ms}")
        b.send(f"INFO timeout_match {args.match_ms}")
        nodes = args.first_nodes if b.name == "first" and args.first_nodes else args.nodes
        if nodes:
            b.send(f"INFO max_node {nodes}")
        if b.name == "first" and args.first_threads > 1:
            b.send(f"INFO thread_num {args.first_threads}")
    to_move = len(moves) % 2  # 0 black
    first_request = [True, True]
    while True:
        b = brains[to_move]
        if args.match_ms:
            b.send(f"INFO time_left {max(0, int(left[to_move]))}")
        if first_request[to_move]:
            first_request[to_move] = False
            b.send("BOARD")
            own = 1 if to_move == 0 else 2
            for i, (x, y) in enumerate(moves):
                colour = 1 if i % 2 == 0 else 2
                b.send(f"{x},{y},{1 if colour == own else 2}")
            b.send("DONE")
        else:
            x, y = moves[-1]
            b.send(f"TURN {x},{y}")
        start = time.monotonic()
        reply = b.receive()
        elapsed = (time.monotonic() - start) * 1000
        times[to_move].append(elapsed)
        limit = args.ms if args.match_ms == 0 else left[to_move]
        if args.match_ms:
            left[to_move] -= elapsed
        if elapsed > limit + args.tolerance_ms:
            return 1 - to_move, f"time ({elapsed:.0f} ms)", moves, times
        try:
            x, y = (int(v) for v in reply.split(","))
        except ValueError:
            return 1 - to_move, f"bad reply {reply!r}", moves, times
        if not (0 <= x < n and 0 <= y < n) or board[y][x] != 0:
            return 1 - to_move, f"illegal move {reply}", moves, times
        colour = 1 if to_move == 0 else 2
        board[y][x] = colour
        moves.append((x, y))
        if wins(board, n, x, y, colour, exact):
            return to_move, "five", moves, times
        if len(moves) == n * n:
            return None, "full board", moves, times
        to_move = 1 - to_move


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("first", help="command of the first brain (the one measured)")
    parser.add_argument("second", help="command of the second brain (the reference)")
    parser.add_argument("--openings", type=int, default=12)
    parser.add_argument("--ms", type=int, default=500, help="INFO timeout_turn (no game clock)")
    parser.add_argument("--match-ms", type=int, default=0, help="game clock per side instead")
    parser.add_argument("--turn-cap-ms", type=int, default=30000, help="timeout_turn sent with a game clock")
    parser.add_argument("--tolerance-ms", type=int, default=100)
    parser.add_argument("--nodes", type=int, default=0,
                        help="INFO max_node: fixed-node searches (use a long --ms), reproducible whatever the load")
    parser.add_argument("--first-nodes", type=int, default=0,
                        help="the first brain's node cap instead of --nodes (what more nodes are worth)")
    parser.add_argument("--first-threads", type=int, default=1,
                        help="INFO thread_num for the first brain (what more threads are worth at equal time)")
    parser.add_argument("--rule", choices=["freestyle", "standard"], default="freestyle")
    parser.add_argument("--size", type=int, default=15)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    exact = args.rule == "standard"
    rng = random.Random(args.seed)
    openings = make_openings(args.openings, args.size, rng, exact)
    names = ["first", "second"]
    score = {"first": {"black": [0, 0, 0], "white": [0, 0, 0]}}  # W L D
    times = {"first": [], "second": []}
    started = time.monotonic()
    for index, opening in enumerate(openings):
        for first_is_black in (True, False):
            brains = [Brain(args.first, "first"), Brain(args.second, "second")]
            order = brains if first_is_black else brains[::-1]
            winner, reason, moves, move_times = play_game(order, opening, args.size, args, exact)
            for b in brains:
                b.close()
            colour = "black" if first_is_black else "white"
            first_index = 0 if first_is_black else 1
            times[order[0].name] += move_times[0]
            times[order[1].name] += move_times[1]
            if winner is None:
                score["first"][colour][2] += 1
                result = "draw"
            elif winner == first_index:
                score["first"][colour][0] += 1
                result = "first wins"
            else:
                score["first"][colour][1] += 1
                result = "second wins"
            labels = " ".join(f"{chr(ord('a') + x)}{args.size - y}" for x, y in moves)
            print(f"opening {index} first={colour}: {result} ({reason}, {len(moves)} moves): {labels}", flush=True)
    w = sum(score["first"][c][0] for c in ("black", "white"))
    l = sum(score["first"][c][1] for c in ("black", "white"))
    d = sum(score["first"][c][2] for c in ("black", "white"))
    games = w + l + d
    p = (w + 0.5 * d) / games
    margin = 1.96 * math.sqrt(max(p * (1 - p), 1e-9) / games)
    clock = f"{args.match_ms} ms game clock" if args.match_ms else f"{args.ms} ms/move"
    if args.nodes:
        clock += f", {args.nodes} nodes/move"
    if args.first_nodes:
        clock += f" ({args.first_nodes} for the first brain)"
    if args.first_threads > 1:
        clock += f", the first brain on {args.first_threads} threads"
    print(f"{games} games, {args.rule}, {args.size}x{args.size}, {clock}, seed {args.seed}")
    for c in ("black", "white"):
        print(f"first as {c}: {score['first'][c][0]} W {score['first'][c][1]} L {score['first'][c][2]} D")
    print(f"first scores {100 * p:.1f}% +- {100 * margin:.1f}% (95%, normal approximation)")
    for name in names:
        t = times[name]
        if t:
            print(f"{name}: {len(t)} moves, mean {sum(t) / len(t):.0f} ms, max {max(t):.0f} ms")
    print(f"wall time {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
