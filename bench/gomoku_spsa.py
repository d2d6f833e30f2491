#!/usr/bin/python3
"""Tunes the Gomoku brain's hand-set point values by SPSA over fixed-node self-play.

    /usr/bin/python3 bench/gomoku_spsa.py build/release/gridgames --iterations 500 --state /tmp/spsa.json

The values tuned are the eleven of GRIDGAMES_GOMOKU_POINT_VALUES (the line patterns B1 F1 B2 F2 B3
F3 B4 F4, then the double-three, four-three and flexible-four bonuses), in logarithms, so a step
changes each by a proportion. Each iteration (simultaneous perturbation stochastic approximation,
Spall 1992) draws a random sign per value, plays the brain with the values moved one way
(theta + c delta) against the brain with them moved the other way (theta - c delta) through
bench/gomoku_versus.py (--games-per-side openings x 2 colours on each of --parallel processes,
--nodes per move: games that depend on nothing but the values and the seed), and moves every value
by a_k (2 score - 1) / (2 c_k delta_i), scaled by its own perturbation size. One line per
iteration: its number, the perturbed pair's W-L-D and the current values. The state file (values
and iteration) is rewritten after each iteration, so a run can be stopped and resumed. At the end
(or on Ctrl-C) it prints the mean of the values over the second half of the iterations (in
logarithms), which is less noisy than the last iterate, as the line to use:
GRIDGAMES_GOMOKU_POINT_VALUES='...'.
"""
import argparse
import json
import math
import os
import random
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = ["B1", "F1", "B2", "F2", "B3", "F3", "B4", "F4", "double-three", "four-three", "flexible-four"]
# The values before tuning (src/gomoku/pattern.h until the seventeenth session).
START = [1, 2, 4, 10, 12, 40, 45, 200, 120, 250, 400]
# Perturbation size per value, in logarithms: larger for the small values, which rounding to
# whole numbers would otherwise freeze.
C_SCALE = [0.35, 0.35, 0.25, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2]


def values_of(theta):
    return [min(10000, max(0, round(math.exp(t)))) for t in theta]


def brain(binary, theta):
    return "env GRIDGAMES_GOMOKU_POINT_VALUES='%s' %s gomoku brain" % (" ".join(map(str, values_of(theta))), binary)


def play(binary, plus, minus, openings, nodes, seed):
    command = ["/usr/bin/python3", os.path.join(HERE, "gomoku_versus.py"), brain(binary, plus), brain(binary, minus),
               "--openings", str(openings), "--ms", "20000", "--nodes", str(nodes), "--seed", str(seed)]
    out = subprocess.run(command, capture_output=True, text=True).stdout
    m = re.search(r"first as black: (\d+) W (\d+) L (\d+) D\s+first as white: (\d+) W (\d+) L (\d+) D", out)
    if not m:
        raise RuntimeError("gomoku_versus.py gave no result:\n" + out[-2000:])
    n = [int(g) for g in m.groups()]
    return n[0] + n[3], n[1] + n[4], n[2] + n[5]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("gridgames", help="the gridgames binary")
    parser.add_argument("--iterations", type=int, default=500)
    parser.add_argument("--nodes", type=int, default=20000, help="main-search nodes per move")
    parser.add_argument("--games-per-side", type=int, default=2, help="openings per process (each played twice)")
    parser.add_argument("--parallel", type=int, default=2, help="gomoku_versus.py processes per iteration")
    parser.add_argument("--a0", type=float, default=0.02, help="step size")
    parser.add_argument("--seed", type=int, default=12345, help="signs and openings")
    parser.add_argument("--state", help="JSON file to resume from and save to")
    args = parser.parse_args()
    if not os.path.exists(args.gridgames):
        sys.exit("gomoku_spsa: no binary at %s" % args.gridgames)
    theta, done, history = [math.log(v) for v in START], 0, []
    if args.state and os.path.exists(args.state):
        state = json.load(open(args.state))
        theta, done, history = state["theta"], state["iteration"], state["history"]
    pool = ThreadPoolExecutor(args.parallel)
    try:
        for k in range(done + 1, args.iterations + 1):
            rng = random.Random(args.seed * 1000003 + k)
            c = [cs / k ** 0.101 for cs in C_SCALE]
            a = args.a0 / ((k + 50) / 51) ** 0.602
            delta = [rng.choice((-1, 1)) for _ in theta]
            plus = [t + ci * d for t, ci, d in zip(theta, c, delta)]
            minus = [t - ci * d for t, ci, d in zip(theta, c, delta)]
            seeds = [args.seed + 1000 * k + j for j in range(args.parallel)]
            results = list(pool.map(lambda s: play(args.gridgames, plus, minus, args.games_per_side, args.nodes, s), seeds))
            w, l, d = (sum(r[i] for r in results) for i in range(3))
            score = (w + d / 2) / max(1, w + l + d)
            for i in range(len(theta)):
                theta[i] += a * (2 * score - 1) / (2 * c[i] * delta[i]) * (C_SCALE[i] / 0.2) ** 2
            history.append(list(theta))
            if args.state:
                json.dump({"theta": theta, "iteration": k, "history": history}, open(args.state, "w"))
            print(k, "%d-%d-%d" % (w, l, d), " ".join("%s=%d" % nv for nv in zip(NAMES, values_of(theta))), flush=True)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
    if history:
        half = history[len(history) // 2:]
        mean = [sum(h[i] for h in half) / len(half) for i in range(len(theta))]
        print("mean of iterations %d-%d: GRIDGAMES_GOMOKU_POINT_VALUES='%s'" % (
            len(history) - len(half) + 1, len(history), " ".join(map(str, values_of(mean)))))


if __name__ == "__main__":
    main()
