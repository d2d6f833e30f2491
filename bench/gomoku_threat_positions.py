#!/usr/bin/env python3
"""Extracts forced-win positions from anchor matches (bench/gomoku_anchor_match.py --games-dir D):
every position where the anchor announced a forced win in its message line (Rapfi `Eval +M<n>`,
PentaZen `ev +v<n>`: a win in n plies), written one a line for bench_gomoku_threats:

    <source> <game> <ply> <announced plies> <moves in SGF coordinates, black first>

The anchor is to move (it is the side that announced the win). Each game gives its first
announcement (the deepest) and then every later one whose announced length drops by at least
`--step` plies, so a game gives a chain of shorter and shorter wins.

    python3 bench/gomoku_threat_positions.py /tmp/gm13/rapfi-base /tmp/gm13/pz-base > bench/gomoku_threat_positions.txt

With --first only each game's first announcement is written, and with --earlier K the position
K plies before it (K = 1: gridgames to move, the move after which the anchor announced; give
bench_gomoku_threats --other to search the anchor's threats as if it could move there):

    python3 bench/gomoku_threat_positions.py --first DIR > after.txt
    python3 bench/gomoku_threat_positions.py --first --earlier 1 DIR > before.txt
    bench_gomoku_threats --ms 100000 --nodes 1000000 --solver vct after.txt
    bench_gomoku_threats --ms 100000 --nodes 1000000 --solver vct --other before.txt
"""
import argparse
import os
import re
import sys


def games(path):
    text = open(path).read()
    for record in text.split("(;")[1:]:
        number = int(re.search(r"GN\[(\d+)\]", record)[1])
        moves = re.findall(r";([BW])\[(\w\w)\]", record)
        yield number, [xy for _, xy in moves]


def announcements(path):
    """(game, ply, plies) for every forced win announced in messages.txt."""
    game = None
    for line in open(path):
        m = re.match(r"Game ID: (\d+)", line)
        if m:
            game = int(m[1])
            continue
        m = re.match(r"(\d+)\) \w+: .*(?:Eval \+M|ev \+v)(\d+)", line)
        if m and game is not None:
            yield game, int(m[1]), int(m[2])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dirs", nargs="+")
    ap.add_argument("--step", type=int, default=6)
    ap.add_argument("--first", action="store_true", help="only each game's first announcement")
    ap.add_argument("--earlier", type=int, default=0, help="the position this many plies earlier")
    args = ap.parse_args()
    for d in args.dirs:
        source = os.path.basename(os.path.normpath(d))
        moves = dict(games(os.path.join(d, "games.sgf")))
        last = {}
        for game, ply, plies in announcements(os.path.join(d, "messages.txt")):
            if game not in moves or ply - 1 > len(moves[game]) or plies < 3:
                continue
            if game in last and (args.first or last[game] - plies < args.step):
                continue
            last[game] = plies
            print(source, game, ply, plies, " ".join(moves[game][: max(0, ply - 1 - args.earlier)]))


if __name__ == "__main__":
    sys.exit(main())
