#!/usr/bin/env python3
"""FFO endgame positions solved on one thread (gridgames.othello.solve) and split over a local
Dask cluster (gridgames.dask.solve_split: the tree cut PLIES plies down, sub-positions solved on
the workers, combined by negamax). Prints score, move, nodes, wall and CPU seconds of each.

    PYTHONPATH=build/release/python /usr/bin/python3 bench/python_dask_split.py [--first 45] [--last 49] [--workers 2] [--plies 1]

CPU seconds: this process's for the single-thread solve; for the split, the sum of the workers'
solve times as they measured them (wall inside each task) and the processes' CPU time read from
the workers (resource.getrusage) before and after. Long (minutes): not part of CI.
"""

import argparse
import platform
import resource
import time
from pathlib import Path

import gridgames
import gridgames.dask as gd


def worker_cpu():
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--first", type=int, default=45)
    parser.add_argument("--last", type=int, default=49)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--plies", type=int, default=1,
                        help="1: first moves, narrow windows against the best (default); 2 or more: every "
                             "sub-position that deep solved exactly")
    args = parser.parse_args()
    from distributed import Client, LocalCluster

    obf = Path(__file__).resolve().parents[1] / "data" / "othello" / "ffo40-59.obf"
    lines = obf.read_text().splitlines()
    positions = {n: lines[n - 40].split(";")[0].strip() for n in range(args.first, args.last + 1)}
    print(f"# {platform.node()}, {time.strftime('%Y-%m-%d %H:%M')}, FFO #{args.first}-#{args.last}, "
          f"{args.workers} local worker processes of 1 thread, split {args.plies} plies down; subpos/tasks: "
          f"sub-positions and tasks run (windowed re-tests included)")
    print(f"{'FFO':>4} {'how':8} {'score':>5} {'move':5} {'subpos/tasks':>7} {'nodes':>14} {'wall s':>8} {'cpu s':>8}")
    totals = {"single": [0, 0.0, 0.0], "split": [0, 0.0, 0.0]}
    with Client(LocalCluster(n_workers=args.workers, threads_per_worker=1, dashboard_address=None)) as client:
        for number, position in positions.items():
            cpu, wall = time.process_time(), time.perf_counter()
            single = gridgames.othello.solve(position)
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            print(f"{number:4d} {'1 thread':8} {single['score']:+5d} {single['move']:5} {1:6d} {single['nodes']:14,d} "
                  f"{wall:8.2f} {cpu:8.2f}", flush=True)
            totals["single"] = [totals["single"][0] + single["nodes"], totals["single"][1] + wall, totals["single"][2] + cpu]
            before = sum(client.run(worker_cpu).values())
            split = gd.solve_split(client, position, plies=args.plies)
            cpu = sum(client.run(worker_cpu).values()) - before
            assert split["score"] == single["score"] and single["move"] in split["best_moves"], (number, split)
            print(f"{number:4d} {'split':8} {split['score']:+5d} {split['move']:5} {split['sub_positions']:3d}/{split['tasks']:<3d}"
                  f"{split['nodes']:14,d} {split['seconds']:8.2f} {cpu:8.2f}", flush=True)
            totals["split"] = [totals["split"][0] + split["nodes"], totals["split"][1] + split["seconds"],
                               totals["split"][2] + cpu]
    for how, (nodes, wall, cpu) in totals.items():
        print(f"{'all':>4} {how:8} {'':5} {'':5} {'':6} {nodes:14,d} {wall:8.2f} {cpu:8.2f}")


if __name__ == "__main__":
    main()
