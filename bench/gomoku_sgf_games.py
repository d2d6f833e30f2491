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

With --anchor-values the anchors' own judgements become labels: c-gomoku-cli's messages.txt
beside each SGF file holds what each engine said after its searches, and the value an anchor
reported for the position it moved from becomes that move's score, in the anchor's units
(Rapfi's `N) rapfi: ... Eval V | Node N`, checked against the first move of its `Bestline`;
PentaZen's `N) pentazen: ... ev V nd N`, checked against its colour; N is the ply of the move,
the opening's stones included). Values found in under 1,000 nodes (a forced reply) and announced
wins or losses are left without a score. Then

    gridgames gomoku train fit anchors.bin --score-scale 200 -o anchors.ggw

fits the evaluation to those values alone, read as the probability sigmoid(V / 200) that the
side to move wins. The anchors' units differ (bench/gomoku_anchor_scale.py fits them to the games'
results: a logit is about 105 of Rapfi's and 180 of PentaZen's): `--units rapfi=140 --units
pentazen=240` (the built-in table's) stores each anchor's values rescaled to 200 units a logit.

A malformed record (no result, a move off the board or on an occupied point, a board size
outside 5-22) stops the conversion with the file, the game's number in it and what was wrong
(exit status 2); nothing is written then. So does an anchor message whose value is not a number or
that names a ply the game does not have (but the one after its last move: a forbidden move or a loss on time, which the
SGF does not record) or a move the game did not play.
"""
import argparse
import os
import re
import struct
import sys

# The anchors' value and node formats, read as bench/gomoku_anchor_values.py reads them.
from gomoku_anchor_values import MIN_NODES, nodes, value

RULES = {"freestyle": (0, 0), "standard": (1, 1), "renju": (4, 2)}  # name: (SGF RU, games-file rule)
RESULTS = {"B+1": 1, "W+1": -1, "0": 0}
NO_SCORE = -32768  # selfplay.h's kNoScore
STORED_UNITS = 200  # units a logit of the stored values under --units (train fit --score-scale 200)
# What each anchor reports after a search: the ply, the value, the nodes (and Rapfi's first move).
RAPFI_VALUE = re.compile(r"(\d+)\) rapfi: Speed .*\| Eval (\S+) \| Node (\S+)")
RAPFI_LINE = re.compile(r"(\d+)\) rapfi: Bestline (\S+)")
PENTAZEN_VALUE = re.compile(r"(\d+)\) pentazen: .* ev (\S+) nd (\S+)")


def message_lines(path):
    """(line number, game number or None, line) for each line of c-gomoku-cli's messages file
    `path`, the game being the last `Game ID` above the line. Raises ValueError when unreadable."""
    try:
        # Not splitlines(): PentaZen's depth field carries stray control bytes it would split at.
        lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
    except OSError as e:
        raise ValueError("%s: cannot read: %s" % (path, e.strerror))
    game = None
    for number, line in enumerate(lines, 1):
        m = re.match(r"Game ID: (\d+)", line)
        if m:
            game = int(m.group(1))
        yield number, game, line


def reported_value(line):
    """(ply, anchor, value text, nodes) when `line` is an anchor's report of its search, else None."""
    m = RAPFI_VALUE.match(line) or PENTAZEN_VALUE.match(line)
    if not m:
        return None
    return int(m.group(1)), "rapfi" if "rapfi:" in line else "pentazen", m.group(2), nodes(m.group(3))


def says_something(score, searched):
    """Whether a value is a judgement of the position: not an announced win or loss, nor a forced
    reply found in a few nodes."""
    return abs(score) != 100000 and searched >= MIN_NODES


def anchor_values(path, games, units=None):
    """Per game number: {move index (0-based): value} from the messages file `path`; `games` maps a
    game number to its moves and the name of its black player. `units` (anchor: units per logit)
    rescales an anchor's values to STORED_UNITS a logit."""
    values, current, pending = {}, None, None

    def keep(game, ply, score):
        if score is not None:
            values.setdefault(game, {})[ply - 1] = max(-30000, min(30000, score))

    for number, game, line in message_lines(path):
        def bad(why):
            raise ValueError("%s:%d: %s" % (path, number, why))
        if game != current:
            current, pending = game, None
        if game not in games:
            continue
        moves, black = games[game]
        report = reported_value(line)
        if report:
            ply, anchor, text, searched = report
            if ply == len(moves) + 1:
                continue  # the move that ended the game, unrecorded: forbidden, or out of time
            if not 1 <= ply <= len(moves) or (ply % 2 == 1) != (black == anchor):
                bad("ply %d is not %s's move in game %d" % (ply, anchor, game))
            score = value(text)
            if score is None:
                bad("%s's value %s is not a number" % (anchor, text))
            if not says_something(score, searched):
                score = None
            elif units and anchor in units:
                score = round(score * STORED_UNITS / units[anchor])
            if anchor == "pentazen":
                keep(game, ply, score)
            else:
                pending = (ply, score)
            continue
        m = RAPFI_LINE.match(line)
        if m and pending and int(m.group(1)) == pending[0]:
            ply, score = pending
            pending = None
            x, y = moves[ply - 1]
            if m.group(2) != "%s%d" % (chr(65 + x), y + 1):
                bad("Rapfi's line starts %s, the game's move %d is %s%d" % (m.group(2), ply, chr(65 + x), y + 1))
            keep(game, ply, score)
    return values


def read_games(path, ru, with_values=False, units=None):
    """The games of one SGF file under rule RU: [(size, result, opening, [(x, y), ...], {move: score})],
    the scores from the anchors' messages beside the file when asked (else none)."""
    try:
        text = open(path, encoding="utf-8", errors="replace").read()
    except OSError as e:
        raise ValueError("%s: cannot read: %s" % (path, e.strerror))
    games, by_id = [], {}
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
        games.append((size, RESULTS[result.group(1)], opening, moves, {}))
        game_id = re.search(r"GN\[(\d+)\]", record)  # the number c-gomoku-cli's messages name
        black = re.search(r"PB\[([^\]]*)\]", record)
        by_id[int(game_id.group(1)) if game_id else number] = (moves, black.group(1) if black else "", games[-1][4])
    if with_values:
        messages = os.path.join(os.path.dirname(path), "messages.txt")
        found = anchor_values(messages, {g: (m, b) for g, (m, b, _) in by_id.items()}, units)
        for game, scores in found.items():
            by_id[game][2].update(scores)
    return games


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sgf", nargs="+", help="c-gomoku-cli SGF files")
    parser.add_argument("--rule", choices=sorted(RULES), default="freestyle")
    parser.add_argument("-o", "--out", required=True, help="games file to write")
    parser.add_argument("--anchor-values", action="store_true",
                        help="score the anchors' moves with their own values (messages.txt beside each SGF)")
    parser.add_argument("--units", action="append", default=[], metavar="ANCHOR=U",
                        help="with --anchor-values: that anchor's values are U units a logit; store them at %d" % STORED_UNITS)
    args = parser.parse_args()
    ru, rule = RULES[args.rule]
    if args.units and not args.anchor_values:
        parser.error("--units reads the anchors' values: it needs --anchor-values")
    units = {}
    for spec in args.units:
        anchor, _, u = spec.partition("=")
        try:
            units[anchor] = float(u)
        except ValueError:
            units[anchor] = 0
        if anchor not in ("rapfi", "pentazen") or not units[anchor] > 0:
            parser.error("--units %s: expected rapfi=U or pentazen=U with U > 0" % spec)
    try:
        games = [g for path in args.sgf for g in read_games(path, ru, args.anchor_values, units)]
    except ValueError as e:
        print("gomoku_sgf_games: %s" % e, file=sys.stderr)
        return 2
    out = bytearray(b"GGGMGAME" + struct.pack("<IQ", 1, len(games)))
    for number, (size, result, opening, moves, scores) in enumerate(games):
        out += struct.pack("<BBbBIH", rule, size, result, opening, number, len(moves))
        for i, (x, y) in enumerate(moves):
            out += struct.pack("<BBh", x, y, scores.get(i, NO_SCORE))
    with open(args.out, "wb") as f:
        f.write(out)
    print("%d %s games, %d moves (%d with an anchor's value), written to %s"
          % (len(games), args.rule, sum(len(g[3]) for g in games), sum(len(g[4]) for g in games), args.out),
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
