#!/usr/bin/python3
"""Rapfi (classical) against PentaZen 0.4.17 through c-gomoku-cli: games in which every move
carries a stronger engine's value, training data for the Gomoku evaluation (docs/gomoku.md, "The
learned evaluation"). gridgames does not play in them.

    /usr/bin/python3 bench/gomoku_anchor_pairs.py --openings 240 --tc 0/0.1 --games-dir DIR
    /usr/bin/python3 bench/gomoku_sgf_games.py --anchor-values -o pairs.bin DIR/chunk-*/games.sgf

Build the anchors first with bench/gomoku_anchors.sh. The openings are new balanced ones drawn
by Rapfi's own generator (`pbrain-rapfi opengen -r RULE -s 15 -q`, different on each run),
--openings of them, or those of --openings-file (c-gomoku-cli 'pos' notation, one a line);
DIR/openings.txt keeps the ones played. Each is played twice with the colours swapped
(`-repeat`), 15 x 15, one thread each, in chunks of 24 openings, --jobs chunks at a time
(DIR/chunk-NN, each with c-gomoku-cli's PGN, SGF and messages.txt, which holds both engines'
values). Rapfi is paced as in bench/gomoku_anchor_match.py (bench/gomoku_pace.py) and both get
64 MiB. Output: the games played, Rapfi's W-L-D against PentaZen, and the engines' values
found in the messages (before bench/gomoku_sgf_games.py's filters).
Environment: GRIDGAMES_ANCHORS (default ~/anchors), as for bench/gomoku_anchor_match.py.
"""
import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import time

from gomoku_anchor_match import RULES, cli_command, engine_command, read_openings, read_pgn, summarise
from gomoku_sgf_games import message_lines, reported_value

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHUNK = 24


def draw_openings(rapfi, rule, count, jobs):
    """`count` new balanced openings from Rapfi's generator, `jobs` generators side by side."""
    shares = [count // jobs + (i < count % jobs) for i in range(jobs)]
    procs = [subprocess.Popen([rapfi, "opengen", "-n", str(n), "-r", rule, "-s", "15", "-q"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
             for n in shares if n]
    openings = []
    for p in procs:
        out, _ = p.communicate()
        if p.returncode != 0:
            sys.exit("pbrain-rapfi opengen exited with %d" % p.returncode)
        openings += [l.strip() for l in out.splitlines() if l.strip() and not l.startswith("MESSAGE")]
    return openings


def play_chunk(cli, rapfi, pentazen, rule, tc, openings, out):
    """One c-gomoku-cli run over `openings` in folder `out`; returns its PGN's games."""
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    with open(os.path.join(out, "openings.txt"), "w") as f:
        f.write("\n".join(openings) + "\n")
    argv = cli_command(cli, [("rapfi", engine_command(rapfi, "rapfi"), tc), ("pentazen", pentazen, tc)],
                       rule, 2 * len(openings), out)
    with open(os.path.join(out, "c-gomoku-cli.log"), "w") as log:
        rc = subprocess.run(argv, stdout=log, stderr=subprocess.STDOUT, cwd=out).returncode
    pgn = os.path.join(out, "games.pgn")
    games = read_pgn(pgn) if os.path.exists(pgn) else []
    if rc != 0 or len(games) != 2 * len(openings):
        print("%s: c-gomoku-cli exited with %d after %d of %d games" % (out, rc, len(games), 2 * len(openings)),
              file=sys.stderr)
    return games


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rule", choices=tuple(RULES), default="freestyle")
    ap.add_argument("--tc", default="0/0.1", help="c-gomoku-cli tc=MATCH/TURN (seconds)")
    ap.add_argument("--openings", type=int, default=240, help="new openings to draw (without --openings-file)")
    ap.add_argument("--openings-file", help="play these openings instead of drawing new ones")
    ap.add_argument("--jobs", type=int, default=2, help="matches (and opening generators) side by side")
    ap.add_argument("--games-dir", required=True)
    ap.add_argument("--anchors", default=os.environ.get("GRIDGAMES_ANCHORS", os.path.expanduser("~/anchors")))
    args = ap.parse_args()
    if args.jobs < 1 or args.openings < 1:
        sys.exit("--jobs and --openings must be at least 1")

    bin_dir = os.path.join(args.anchors, "bin")
    cli, rapfi, pentazen = (os.path.join(bin_dir, n) for n in ("c-gomoku-cli", "pbrain-rapfi", "pbrain-pentazen"))
    for path in (cli, rapfi, pentazen):
        if not os.access(path, os.X_OK):
            sys.exit("no %s (run bench/gomoku_anchors.sh)" % path)
    out = os.path.abspath(args.games_dir)
    os.makedirs(out, exist_ok=True)
    t0 = time.time()
    if args.openings_file:
        openings = read_openings(args.openings_file)
    else:
        openings = draw_openings(rapfi, args.rule, args.openings, args.jobs)
    with open(os.path.join(out, "openings.txt"), "w") as f:
        f.write("\n".join(openings) + "\n")
    chunks = [openings[i:i + CHUNK] for i in range(0, len(openings), CHUNK)]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        runs = [pool.submit(play_chunk, cli, rapfi, pentazen, args.rule, args.tc, chunk,
                            os.path.join(out, "chunk-%02d" % i)) for i, chunk in enumerate(chunks)]
        games = [g for r in runs for g in r.result()]
    wins, losses, draws = summarise(games, "rapfi")[0]["all"]
    values = 0
    for i in range(len(chunks)):
        path = os.path.join(out, "chunk-%02d" % i, "messages.txt")
        if os.path.exists(path):
            values += sum(1 for _, _, line in message_lines(path) if reported_value(line))
    print("%d %s games at tc=%s from %d openings: Rapfi %d-%d-%d against PentaZen; %d anchor values; %.0f s; "
          "games in %s" % (len(games), args.rule, args.tc, len(openings), wins, losses, draws,
                           values, time.time() - t0, out))


if __name__ == "__main__":
    main()
