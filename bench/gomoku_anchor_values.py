#!/usr/bin/python3
"""How the anchor's own value moved in the games it won against gridgames: read from the search
messages c-gomoku-cli keeps (messages.txt in bench/gomoku_anchor_match.py's --games-dir).

    /usr/bin/python3 bench/gomoku_anchor_values.py DIR/messages.txt rapfi
    /usr/bin/python3 bench/gomoku_anchor_values.py DIR/messages.txt pentazen

Rapfi reports `Eval V` (`+M27`: a win it announces in 27 plies), PentaZen `ev V` (`+v23`). For
each game in which the anchor announced a win, one line: the ply of its first announced win, its
value just before (how far ahead it already thought it was) and the ply of its last level value
(|V| <= LEVEL, default 60) before that. Values found in under 1,000 nodes (forced replies) are
skipped. A loss that comes from one bad move shows a jump from
level to a win; a loss that builds up shows the value climbing over many moves. The summary line
gives the medians. The values are each anchor's own, in its own units, from a pruned search.
"""
import argparse
import re
import statistics
import sys

# The value, then the nodes searched (a reply found in a few nodes, such as a forced block that
# PentaZen reports as "ev 0 nd 1", says nothing about the position and is skipped).
PATTERNS = {"rapfi": r"Eval (\S+) \| Node (\S+)", "pentazen": r"ev (\S+) nd (\S+)"}
MIN_NODES = 1000


def value(text):
    """The anchor's value as a number; an announced win or loss as +-100000."""
    if text[:2] in ("+M", "+v"):
        return 100000
    if text[:2] in ("-M", "-v"):
        return -100000
    try:
        return int(text)
    except ValueError:
        return None


def nodes(text):
    """A node count such as 312K, 324k, 1.2M or 294."""
    scale = {"k": 1e3, "m": 1e6, "g": 1e9}.get(text[-1:].lower(), 1)
    try:
        return float(text[:-1] if scale != 1 else text) * scale
    except ValueError:
        return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("messages", help="c-gomoku-cli's -msg file")
    parser.add_argument("anchor", choices=sorted(PATTERNS), help="the anchor's engine name in that file")
    parser.add_argument("--level", type=int, default=60, help="largest |value| counted as level")
    args = parser.parse_args()
    try:
        text = open(args.messages).read()
    except OSError as error:
        sys.exit("gomoku_anchor_values: %s" % error)
    line = re.compile(r"^(\d+)\) %s: .*?%s" % (re.escape(args.anchor), PATTERNS[args.anchor]), re.M)
    won, before, spans = 0, [], []
    for game in text.split("Game ID: ")[1:]:
        game_id = game.split("\n", 1)[0].strip()
        values = [(int(ply), value(v), nodes(n)) for ply, v, n in line.findall(game)]
        # An announced win counts however it was found; other values only from a real search.
        values = [(ply, v) for ply, v, n in values if v is not None and (abs(v) == 100000 or n >= MIN_NODES)]
        first_win = next((i for i, (_, v) in enumerate(values) if v == 100000), None)
        if first_win is None:
            continue
        won += 1
        ply = values[first_win][0]
        last = values[first_win - 1][1] if first_win > 0 else None
        level = [p for p, v in values[:first_win] if abs(v) <= args.level]
        span = ply - level[-1] if level else None
        if last is not None:
            before.append(last)
        if span is not None:
            spans.append(span)
        print("game %s: first announced win at ply %d, value before %s, last level value %s" % (
            game_id, ply, last, "at ply %d (%d plies earlier)" % (level[-1], span) if level else "never"))
    if not won:
        print("no game with a win announced by %s" % args.anchor)
        return
    print("%d games with a win announced by %s; median value just before it %s; median plies from "
          "the last level value %s" % (won, args.anchor, statistics.median(before) if before else "-",
                                       statistics.median(spans) if spans else "-"))


if __name__ == "__main__":
    main()
