#!/usr/bin/python3
"""gridgames' Gomocup brain against PentaZen 0.4.17 or Rapfi (classical evaluation), through
c-gomoku-cli, from balanced openings with both colours.

    /usr/bin/python3 bench/gomoku_anchor_match.py --opponent pentazen --rule freestyle --openings 6
    /usr/bin/python3 bench/gomoku_anchor_match.py --opponent rapfi --rule renju --tc 60

Build the anchors first with bench/gomoku_anchors.sh. The match manager is c-gomoku-cli: it
starts both brains once, sends START / INFO / BEGIN / TURN, checks every move (renju forbidden
moves included) and scores wins by five, time forfeits, crashes and illegal moves. Each opening of
bench/gomoku_openings_RULE.txt (balanced openings made by Rapfi's `opengen`, see the header of
those files) is played twice with the colours swapped (`-repeat`), 15 x 15, one thread each.

Rapfi is started through bench/gomoku_pace.py: it throws away the first word of a command that
arrives within about a millisecond of its move, and c-gomoku-cli sends the next game's START
right after a game-ending move (a lost START is scored as a time loss); the pacer holds such a
command back for 5 ms. Both brains get
`INFO max_memory` 64 MiB: with Rapfi's default 350 MB, allocating and clearing its hash table
before its first search (outside its own clock) made it lose its first game on time here.

Options: --tc is c-gomoku-cli's time control, MATCH/TURN in seconds: 0/0.5 (default) is 0.5 s
per move without a game clock, 60 is a 60 s clock per game and side (the turn limit then the
same). --gridgames-tc gives gridgames another time control than the opponent's (time odds:
how much more time would it need?). --openings N uses the first N openings (default all);
--openings-file another set: bench/gomoku_openings_freestyle_36.txt (36 more balanced openings)
with --tc 0/0.2 is the quick check, 72 games in about 4 minutes (bench/RESULTS.md), and
bench/gomoku_openings_renju_36.txt with --rule renju its renju counterpart;
--games-dir keeps c-gomoku-cli's PGN, SGF and message files (default
/tmp/gomoku_anchor_match/OPPONENT-RULE-TC, with -GRIDGAMES_TC under time odds).
Environment:
  GRIDGAMES          the gridgames binary; its `pbrain-gridgames` symlink beside it is the brain
                     (default: build/release/gridgames under the repository)
  GRIDGAMES_ANCHORS  where bench/gomoku_anchors.sh installed c-gomoku-cli, pbrain-pentazen and
                     pbrain-rapfi (default ~/anchors)
Output: one Markdown table row (with --header, the header first): gridgames' W-L-D in all, as
black and as white, the score with Wilson's 95% interval (draws half), each brain's thinking time
per game and per move (c-gomoku-cli's own measure, from its SGF), and every game that did not end
by five or a full board (time forfeit, crash, illegal or forbidden move), by name.
"""
import argparse
import math
import os
import re
import shutil
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULES = {"freestyle": 0, "standard": 1, "renju": 4}


def engine_command(path, name):
    """The command line that starts the brain `path` named `name`: Rapfi behind the pacer."""
    if name != "rapfi":
        return path
    return "/usr/bin/python3 %s --ms 5 -- %s" % (os.path.join(REPO, "bench", "gomoku_pace.py"), path)


def cli_command(cli, engines, rule, games, out):
    """c-gomoku-cli's argv for `games` games between `engines` ((name, command, tc) each) from
    out/openings.txt, each opening played with both colours, PGN, SGF and messages into `out`
    (an absolute path: c-gomoku-cli runs inside it)."""
    argv = [cli,
            # -each overrides the engines' own maxmemory (its default is never zero), so the
            # memory limit is set here for both: Rapfi allocates and clears its hash table (350 MB
            # by default) at its first search of a session, outside its own clock, which took
            # over a second on the loaded machine and made c-gomoku-cli score a time loss at
            # 0.5 s per move. 64 MiB is plenty at ~100 k nodes/s; gridgames uses 6 MiB anyway.
            # -each would also override a tc given to one engine, so each engine gets its own.
            "-each", "thread=1", "maxmemory=67108864"]
    for name, command, tc in engines:
        argv += ["-engine", "name=" + name, "cmd=" + command, "tc=" + tc]
    return argv + ["-rule", str(RULES[rule]), "-boardsize", "15", "-games", str(games), "-repeat",
                   "-openings", "file=" + os.path.join(out, "openings.txt"), "type=pos", "order=sequential",
                   "-pgn", os.path.join(out, "games.pgn"), "-sgf", os.path.join(out, "games.sgf"),
                   "-msg", os.path.join(out, "messages.txt")]


def read_openings(path):
    """The openings of `path`, one a line in c-gomoku-cli's 'pos' notation, '#' lines being
    comments; exits with a message when it cannot be read or holds none."""
    try:
        with open(path) as f:
            openings = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    except OSError as e:
        sys.exit("%s: cannot read: %s" % (path, e.strerror))
    if not openings:
        sys.exit("%s: no openings" % path)
    return openings


def read_pgn(path):
    """The games of c-gomoku-cli's PGN file as dicts of their tags."""
    games, tags = [], {}
    with open(path) as f:
        for line in f:
            m = re.match(r'\[(\w+) "(.*)"\]', line.strip())
            if m:
                if m.group(1) == "Event" and tags:
                    games.append(tags)
                    tags = {}
                tags[m.group(1)] = m.group(2)
    if tags:
        games.append(tags)
    return games


def wilson(points, n, z=1.96):
    if n == 0:
        return float("nan"), float("nan"), float("nan")
    p = points / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return p, centre - half, centre + half


def summarise(games, me):
    """W-L-D for `me`: in all, as black, as white; and the unusual endings."""
    count = {c: [0, 0, 0] for c in ("all", "black", "white")}
    unusual = []
    for g in games:
        colour = "black" if g.get("Black") == me else "white"
        result = g.get("Result", "*")
        if result == "1/2-1/2":
            k = 2
        elif result in ("1-0", "0-1"):
            # c-gomoku-cli writes the result from white's side: 1-0 is a win for white.
            white_won = result == "1-0"
            k = 0 if white_won == (colour == "white") else 1
        else:
            continue
        count["all"][k] += 1
        count[colour][k] += 1
        term = g.get("Termination", "")
        if "five connection" not in term and "insufficient" not in term.lower():
            unusual.append(term)
    return count, unusual


def thinking(sgf_path, names):
    """Per engine: mean seconds of thinking per game and mean ms per move, from the move
    times c-gomoku-cli writes into its SGF comments (opening moves excluded)."""
    totals = {n: [0, 0] for n in names}
    games = 0
    with open(sgf_path) as f:
        text = f.read()
    for record in text.split("(;")[1:]:
        games += 1
        players = {c: (re.search(r"P%s\[(.*?)\]" % c, record) or [None, ""])[1] for c in "BW"}
        for colour, ms in re.findall(r";([BW])\[\w*\]C\[(\d+)ms\]", record):
            if players[colour] in totals:
                totals[players[colour]][0] += int(ms)
                totals[players[colour]][1] += 1
    return {n: (t[0] / 1000 / max(1, games), t[0] / max(1, t[1])) for n, t in totals.items()}


def tc_words(tc):
    """A c-gomoku-cli tc in words: 0/T is T s a move, M alone M s a game."""
    return ("%s s / move" % tc.split("/")[1]) if tc.startswith("0/") else ("%s s per game" % tc if "/" not in tc else "tc=" + tc)


HEADER = ("| opponent | rule | time control | games | gridgames W-L-D | as black | as white "
          "| score [95% CI] | thinking s/game (ms/move) gridgames; opponent | endings other than five |\n"
          "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--opponent", choices=("pentazen", "rapfi"), required=True)
    ap.add_argument("--rule", choices=tuple(RULES), default="freestyle")
    ap.add_argument("--tc", default="0/0.5", help="c-gomoku-cli tc=MATCH/TURN (seconds)")
    ap.add_argument("--gridgames-tc", help="gridgames' own tc (time odds; default: --tc)")
    ap.add_argument("--openings", type=int, default=0, help="use the first N openings (0: all)")
    ap.add_argument("--openings-file", help="default bench/gomoku_openings_RULE.txt")
    ap.add_argument("--games-dir")
    ap.add_argument("--gridgames", default=os.environ.get("GRIDGAMES", os.path.join(REPO, "build", "release", "gridgames")))
    ap.add_argument("--anchors", default=os.environ.get("GRIDGAMES_ANCHORS", os.path.expanduser("~/anchors")))
    ap.add_argument("--header", action="store_true")
    ap.add_argument("cli_args", nargs="*", help="more c-gomoku-cli options after --, e.g. -- -log")
    args = ap.parse_args()

    brain = os.path.join(os.path.dirname(os.path.abspath(args.gridgames)), "pbrain-gridgames")
    cli = os.path.join(args.anchors, "bin", "c-gomoku-cli")
    opp = os.path.join(args.anchors, "bin", "pbrain-" + args.opponent)
    for path, what in ((brain, "the gridgames brain (build target gridgames_cli; set GRIDGAMES)"),
                       (cli, "c-gomoku-cli (run bench/gomoku_anchors.sh)"), (opp, args.opponent + " (run bench/gomoku_anchors.sh)")):
        if not os.access(path, os.X_OK):
            sys.exit("no %s at %s" % (what, path))
    openings_file = args.openings_file or os.path.join(REPO, "bench", "gomoku_openings_%s.txt" % args.rule)
    openings = read_openings(openings_file)
    if args.openings:
        openings = openings[:args.openings]
    default_out = "/tmp/gomoku_anchor_match/%s-%s-%s" % (args.opponent, args.rule, args.tc.replace("/", "_"))
    if args.gridgames_tc and args.gridgames_tc != args.tc:
        default_out += "-" + args.gridgames_tc.replace("/", "_")
    out = args.games_dir or default_out
    # c-gomoku-cli runs inside `out`, so the paths given to it must not be relative.
    out = os.path.abspath(out)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    with open(os.path.join(out, "openings.txt"), "w") as f:
        f.write("\n".join(openings) + "\n")
    argv = cli_command(cli, [("gridgames", brain, args.gridgames_tc or args.tc),
                             (args.opponent, engine_command(opp, args.opponent), args.tc)],
                       args.rule, 2 * len(openings), out) + args.cli_args
    print("running: " + " ".join(argv), file=sys.stderr)
    t0 = time.time()
    with open(os.path.join(out, "c-gomoku-cli.log"), "w") as log:
        rc = subprocess.run(argv, stdout=log, stderr=subprocess.STDOUT, cwd=out).returncode
    games = read_pgn(os.path.join(out, "games.pgn")) if os.path.exists(os.path.join(out, "games.pgn")) else []
    if rc != 0 or len(games) != 2 * len(openings):
        print("c-gomoku-cli exited with %d after %d of %d games; see %s/c-gomoku-cli.log" % (
            rc, len(games), 2 * len(openings), out), file=sys.stderr)
    count, unusual = summarise(games, "gridgames")
    w, l, d = count["all"]
    score, lo, hi = wilson(w + 0.5 * d, w + l + d)
    if args.header:
        print(HEADER)
    tc_text = tc_words(args.tc)
    if args.gridgames_tc and args.gridgames_tc != args.tc:
        tc_text = "gridgames %s, %s %s" % (tc_words(args.gridgames_tc), args.opponent, tc_text)
    sgf = os.path.join(out, "games.sgf")
    think = thinking(sgf, ("gridgames", args.opponent)) if os.path.exists(sgf) else {}
    think_text = "; ".join("%.1f (%.0f)" % think[n] for n in ("gridgames", args.opponent) if n in think)
    print("| %s | %s | %s | %d (%d openings x 2) | %d-%d-%d | %s | %s | %.2f [%.2f, %.2f] | %s | %s |" % (
        {"pentazen": "PentaZen 0.4.17", "rapfi": "Rapfi (classical)"}[args.opponent], args.rule, tc_text,
        len(games), len(openings), w, l, d, "-".join(map(str, count["black"])), "-".join(map(str, count["white"])),
        score, lo, hi, think_text, "; ".join(sorted(set("%s x%d" % (u, unusual.count(u)) for u in unusual))) or "none"))
    print("%d games in %.0f s; games in %s" % (len(games), time.time() - t0, out), file=sys.stderr)


if __name__ == "__main__":
    main()
