#!/usr/bin/env python3
"""Writes a `gridgames judge spot` input of random legal games, for timing and memory runs.

    bench/spot_random_input.py N [GAMES] [SEED] > big.txt
    /usr/bin/time -v build/release/gridgames judge spot big.txt

Each game has 2N moves on uniformly random squares: '+' on an empty square, '-' on a spot.
"""
import random
import sys


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    n = int(sys.argv[1])
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    out = sys.stdout
    for _ in range(games):
        spots = set()
        lines = [f"{n}\n"]
        for _ in range(2 * n):
            square = (rng.randint(1, n), rng.randint(1, n))
            if square in spots:
                spots.remove(square)
                op = "-"
            else:
                spots.add(square)
                op = "+"
            lines.append(f"{square[0]} {square[1]} {op}\n")
        out.write("".join(lines))
    out.write("0\n")


if __name__ == "__main__":
    main()
