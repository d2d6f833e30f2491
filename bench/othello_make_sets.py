#!/usr/bin/python3
"""Writes the committed Othello position sets of bench/, from seeded random play:

  openings  bench/othello_openings.txt: varied openings of 6-8 plies for
            bench/othello_anchor_match.py (each is played with both colours); no two reach the
            same position or a mirror image of it, none has a pass.
  endgames  bench/othello_random_endgames.obf: positions with 18-24 empty squares (drawn
            uniformly) for bench/othello_endgame_vs_edax.sh; the side to move has a move, no
            position twice. (FFO positions come from expert games; these are ordinary, often
            lopsided ones.)

Usage: /usr/bin/python3 bench/othello_make_sets.py openings [COUNT [SEED]] [--exclude FILE...] > bench/othello_openings.txt
       /usr/bin/python3 bench/othello_make_sets.py endgames [COUNT [SEED]] > bench/othello_random_endgames.obf
--exclude: openings files (this script's format) whose positions, up to symmetry, a new set must
not repeat, so that sets made with other seeds stay disjoint.
The committed files were made with the defaults: 50 openings with seed 2026, 300 endgames with
seed 12; bench/othello_openings_2027.txt with `openings 100 2027`, and
bench/othello_openings_2028.txt with `openings 98 2028 --exclude bench/othello_openings.txt
bench/othello_openings_2027.txt`, and bench/othello_openings_2029.txt with `openings 100 2029
--exclude` those three.
"""
import os
import random
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import othello_referee as ref  # noqa: E402

DEFAULTS = {"openings": (50, 2026), "endgames": (300, 12)}


def opening(rng, seen):
    """A new opening, or None when this try repeats one or passes."""
    game = ref.Game()
    for _ in range(rng.choice((6, 7, 8))):
        game.play(rng.choice(game.legal()))
    key = ref.canonical(game)
    if None in game.moves or not game.legal() or key in seen:
        return None
    seen.add(key)
    return "%s ; %s" % (" ".join(ref.square_name(m) for m in game.moves), game.obf())


def positions_of(path):
    """The canonical positions of an openings file (its moves replayed), to exclude."""
    keys = set()
    try:
        lines = open(path)
    except OSError as error:
        sys.exit("--exclude: cannot read %s: %s" % (path, error.strerror))
    with lines:
        for number, line in enumerate(lines, 1):
            if line.startswith("#") or not line.strip():
                continue
            game = ref.Game()
            try:
                for name in line.split(";")[0].split():
                    game.play(ref.parse_square(name))
            except ValueError as error:
                sys.exit("%s:%d: %s" % (path, number, error))
            keys.add(ref.canonical(game))
    return keys


def endgame(rng, seen):
    """A new endgame position, or None when this try ends early, must pass or repeats one."""
    target = rng.randint(18, 24)
    game = ref.Game()
    while game.empties() > target and not game.over():
        moves = game.legal()
        game.play(rng.choice(moves) if moves else None)
    if game.empties() != target or not game.legal() or game.obf() in seen:
        return None
    seen.add(game.obf())
    return "%s ; random %d, %d empties" % (game.obf(), len(seen), target)


def main():
    args, excluded = sys.argv[1:], []
    if "--exclude" in args:
        excluded = args[args.index("--exclude") + 1:]
        args = args[:args.index("--exclude")]
        if not excluded:
            sys.exit("--exclude needs at least one openings file")
    if not args or args[0] not in DEFAULTS or len(args) > 3 or (excluded and args[0] != "openings"):
        sys.exit(__doc__)
    kind = args[0]
    count = int(args[1]) if len(args) > 1 else DEFAULTS[kind][0]
    seed = int(args[2]) if len(args) > 2 else DEFAULTS[kind][1]
    rng, seen, made = random.Random(seed), set(), 0
    for path in excluded:
        seen |= positions_of(path)
    comment = "#" if kind == "openings" else "%"
    what = {"openings": "Othello openings for bench/othello_anchor_match.py: moves from the start, '; ', the position",
            "endgames": "Random Othello endgames (18-24 empties) for bench/othello_endgame_vs_edax.sh"}[kind]
    print("%s %s." % (comment, what))
    print("%s Made by: /usr/bin/python3 bench/othello_make_sets.py %s %d %d%s" % (
        comment, kind, count, seed, " --exclude " + " ".join(excluded) if excluded else ""))
    make = opening if kind == "openings" else endgame
    while made < count:
        line = make(rng, seen)
        if line:
            made += 1
            print(line)


if __name__ == "__main__":
    main()
