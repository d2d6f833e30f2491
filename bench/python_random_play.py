#!/usr/bin/env python3
"""Random-play steps per second through gridgames' Python API, one thread: the per-state
OpenSpiel-style API (a Python loop over State objects) against VectorGame (N games stepped in
C++ per call), for Othello and Gomoku. Prints wall and CPU (process) time for each.

    PYTHONPATH=build/release/python /usr/bin/python3 bench/python_random_play.py [--seconds 5] [--n 4096]

A "step" is one move played in one game (finished games restarted). Three ways are measured:
  per-state   state.legal_actions(), random.choice, state.apply_action(a), in Python
  batch       vg.random_actions(); vg.step(actions); vg.reset(done): numpy arrays each step
  batch-inner vg.play_random(k): the same random play without leaving C++ (an upper bound)
"""

import argparse
import os
import platform
import random
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")

import gridgames  # noqa: E402


def measure(run, seconds):
    """Calls run() (which returns the steps it played) until `seconds` of wall time have passed."""
    steps = 0
    wall, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - wall < seconds:
        steps += run()
    return steps, time.perf_counter() - wall, time.process_time() - cpu


def per_state(name, options, seed):
    game = gridgames.load(name, **options)
    rng = random.Random(seed)

    def run():
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
        return steps
    return run


def batch(name, options, n, seed):
    vg = gridgames.VectorGame(name, n, seed=seed, **options)

    def run():
        for _ in range(10):
            done, _ = vg.step(vg.random_actions())
            vg.reset(done)
        return 10 * n
    return run


def batch_inner(name, options, n, seed):
    vg = gridgames.VectorGame(name, n, seed=seed, **options)

    def run():
        vg.play_random(20)
        return 20 * n
    return run


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=5.0, help="wall seconds per measurement")
    parser.add_argument("--n", type=int, default=4096, help="games per VectorGame")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"# {platform.node()} {platform.processor() or platform.machine()}, Python {platform.python_version()}, "
          f"{time.strftime('%Y-%m-%d %H:%M')}, one thread, n = {args.n}, {args.seconds:g} s each")
    print(f"{'game':8} {'API':12} {'steps':>12} {'wall s':>7} {'cpu s':>7} {'steps/s wall':>13} {'steps/s cpu':>13}")
    for name, options in (("othello", {}), ("gomoku", {})):
        for label, run in (("per-state", per_state(name, options, args.seed)),
                           ("batch", batch(name, options, args.n, args.seed)),
                           ("batch-inner", batch_inner(name, options, args.n, args.seed))):
            steps, wall, cpu = measure(run, args.seconds)
            print(f"{name:8} {label:12} {steps:12d} {wall:7.2f} {cpu:7.2f} {steps / wall:13,.0f} {steps / cpu:13,.0f}")


if __name__ == "__main__":
    main()
