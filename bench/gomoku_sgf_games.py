#!/usr/bin/python3
"""Games played through c-gomoku-cli (its SGF files) as a games file for `gridgames gomoku train
fit`, so that the learned evaluation can be fitted on the anchors' games as well as on self-play.

    /usr/bin/python3 bench/gomoku_sgf_games.py --rule freestyle -o anchors.bin DIR1/games.sgf DIR2/games.sgf
    gridgames gomoku train fit anchors.bin --lambda 0.01 -o anchors.ggw

The SGF files are those bench/gomoku_anchor_match.py keeps in its --games-dir (c-gomoku-cli's
`-sgf`): one game per `(;` record with RU (0 freestyle, 1 standard, 4 renju), SZ, RE (B+1, W+1
or 0) and the moves ;B[xy] / ;W[xy] (x column and y row from the top, 'a' = 0); the opening's
stones carry the comment C[opening move]. Games of other rules than --rule are skipped. The
games file is the one `train generate` writes ("GGGMGAME", version 1; selfplay.h): every move
without a search score (the fit then labels a position with the game's result alone), the
opening's stones marked as such (the fit skips them), the games numbered from 0 in the order read
(the fit holds out those whose number is below --test-percent modulo 100).

A malformed record (no result, a move off the board or on an occupied point, a board size
outside 5-22) stops the conversion with the file, the game's number in it and what was wrong
(exit status 2); nothing is written then.
"""
import argparse
import re
import struct
import sys

RULES = {"freestyle": (0, 0), "standard": (1, 1), "renju": (4, 2)}  # name: (SGF RU, games-file rule)
RESULTS = {"B+1": 1, "W+1": -1, "0": 0}
NO_SCORE = -32768  # selfplay.h's kNoScore


def read_games(path, ru):
    """The games of one SGF file under rule RU: [(size, result, opening, [(x, y), ...])]."""
    try:
        text = open(path, encoding="utf-8", errors="replace").read()
    except OSError as e:
        raise ValueError("%s: cannot read: %s" % (path, e.strerror))
    games = []
    for number, record in enumerate(text.split("(;")[1:], 1):
        def bad(why):
            raise ValueError("%s: game %d: %s" % (path, number, why))
        rule = re.search(r"RU\[(\d+)\]", record)
        if not rule:
            bad("no rule (RU)")
        if int(rule.group(1)) != ru:
            continue
        size = re.search(r"SZ\[(\d+)\]", record)
        size = int(size.group(1)) if size else 15
        if not 5 <= size <= 22:
            bad("board size %d outside 5-22" % size)
        result = re.search(r"RE\[([^\]]*)\]", record)
        if not result or result.group(1) not in RESULTS:
            bad("no result B+1, W+1 or 0 (RE)")
        moves, opening, seen = [], 0, set()
        for colour, x, y, comment in re.findall(r";([BW])\[([a-z])([a-z])\](?:C\[([^\]]*)\])?", record):
            point = (ord(x) - 97, ord(y) - 97)
            if point[0] >= size or point[1] >= size:
                bad("move %d (%s%s) is off the board" % (len(moves) + 1, x, y))
            if point in seen:
                bad("move %d (%s%s) is on an occupied point" % (len(moves) + 1, x, y))
            if colour != "BW"[len(moves) % 2]:
                bad("move %d is not %s's" % (len(moves) + 1, "black" if len(moves) % 2 == 0 else "white"))
            seen.add(point)
            moves.append(point)
            opening += comment == "opening move"
        if len(moves) > 65535 or opening > 255:
            bad("too many moves for the games file")
        games.append((size, RESULTS[result.group(1)], opening, moves))
    return games


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sgf", nargs="+", help="c-gomoku-cli SGF files")
    parser.add_argument("--rule", choices=sorted(RULES), default="freestyle")
    parser.add_argument("-o", "--out", required=True, help="games file to write")
    args = parser.parse_args()
    ru, rule = RULES[args.rule]
    try:
        games = [g for path in args.sgf for g in read_games(path, ru)]
    except ValueError as e:
        print("gomoku_sgf_games: %s" % e, file=sys.stderr)
        return 2
    out = bytearray(b"GGGMGAME" + struct.pack("<IQ", 1, len(games)))
    for number, (size, result, opening, moves) in enumerate(games):
        out += struct.pack("<BBbBIH", rule, size, result, opening, number, len(moves))
        for x, y in moves:
            out += struct.pack("<BBh", x, y, NO_SCORE)
    with open(args.out, "wb") as f:
        f.write(out)
    print("%d %s games, %d moves, written to %s" % (len(games), args.rule, sum(len(g[3]) for g in games), args.out),
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
