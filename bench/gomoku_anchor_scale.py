#!/usr/bin/python3
"""How many of its own units an anchor's value takes to mean one logit of winning: per anchor, the
logistic fit of the games' results on the values it reported (c-gomoku-cli's SGF and
messages.txt, as bench/gomoku_anchor_match.py and bench/gomoku_anchor_pairs.py keep them).

    /usr/bin/python3 bench/gomoku_anchor_scale.py DIR1 DIR2 ...

Each value V an anchor reported for the position it moved from (read and filtered as
bench/gomoku_sgf_games.py --anchor-values reads them: announced wins and values found in under
1,000 nodes left out) is paired with the result of the game for the side that was to move (win
1, draw 1/2, loss 0). The fit is P(win) = sigmoid(a + V / U) by maximum likelihood (Newton's
method): U is the anchor's units per logit, the scale its values are read at when they become
training labels (bench/gomoku_sgf_games.py --units); a is the offset, the log-odds of winning at
V = 0, large when the games were against a weaker or a stronger side. Output: a line per anchor
with the values used, U and a, and the log-loss with a at 0 and U at 200 for comparison.
"""
import math
import os
import re
import sys

from gomoku_anchor_values import value
from gomoku_sgf_games import RESULTS, message_lines, reported_value, says_something


def read_pairs(folder):
    """{anchor: [(V, outcome for the side to move in 0, 1/2, 1)]} of one match folder."""
    pairs = {"rapfi": [], "pentazen": []}
    try:
        sgf = open(os.path.join(folder, "games.sgf"), encoding="utf-8", errors="replace").read()
        lines = list(message_lines(os.path.join(folder, "messages.txt")))
    except OSError as e:
        sys.exit("gomoku_anchor_scale: %s: %s" % (e.filename, e.strerror))
    except ValueError as e:  # the messages file, unreadable
        sys.exit("gomoku_anchor_scale: %s" % e)
    results = {}
    for record in sgf.split("(;")[1:]:
        number, result = re.search(r"GN\[(\d+)\]", record), re.search(r"RE\[([^\]]*)\]", record)
        if number and result and result.group(1) in RESULTS:
            results[int(number.group(1))] = RESULTS[result.group(1)]
    for _, game, line in lines:
        report = reported_value(line)
        if not report or game not in results:
            continue
        ply, anchor, text, searched = report
        v = value(text)
        if v is None or not says_something(v, searched):
            continue
        result = results[game] if ply % 2 == 1 else -results[game]  # odd plies are black's
        pairs[anchor].append((v, (result + 1) / 2))
    return pairs


def log_loss(pairs, a, b):
    total = 0.0
    for v, y in pairs:
        z = a + b * v
        total += math.log1p(math.exp(-abs(z))) + max(z, 0.0) - y * z
    return total / len(pairs)


def fit(pairs):
    """(a, b) maximising the likelihood of sigmoid(a + b V), by Newton's method; None when it does
    not converge (results all alike, or split by the values: the maximum is at infinity)."""
    a, b = 0.0, 1.0 / 200
    for _ in range(50):
        ga = gb = haa = hab = hbb = 0.0
        for v, y in pairs:
            p = 1.0 / (1.0 + math.exp(-(a + b * v)))
            w = p * (1 - p)
            ga += p - y
            gb += (p - y) * v
            haa += w
            hab += w * v
            hbb += w * v * v
        det = haa * hbb - hab * hab
        if det <= 0 or abs(a) > 30:
            return None
        da, db = (hbb * ga - hab * gb) / det, (haa * gb - hab * ga) / det
        a, b = a - da, b - db
        if abs(da) < 1e-9 and abs(db) < 1e-12:
            return a, b
    return None


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) > 1 else 2
    pairs = {"rapfi": [], "pentazen": []}
    for folder in sys.argv[1:]:
        for anchor, found in read_pairs(folder).items():
            pairs[anchor] += found
    for anchor, found in pairs.items():
        if len(found) < 2:
            print("%s: %d values, too few to fit" % (anchor, len(found)))
            continue
        found_fit = fit(found)
        if found_fit is None:
            print("%s: %d values, no fit (the results are all alike or split by the values)" % (anchor, len(found)))
            continue
        a, b = found_fit
        units = "%.0f" % (1 / b) if b > 0 else "none (the values do not rise with the results)"
        print("%s: %d values, %s units per logit, offset %+.2f (log-loss %.4f; at offset 0 and 200 units %.4f)"
              % (anchor, len(found), units, a, log_loss(found, a, b), log_loss(found, 0.0, 1 / 200)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
