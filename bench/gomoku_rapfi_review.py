#!/usr/bin/python3
"""Rapfi (classical evaluation) as a referee of one brain's moves in lost games: for each move of
that brain, Rapfi's value of the position before the move (the brain to move) and after it (the
opponent to move, negated), to find where a game was lost.

    /usr/bin/python3 bench/gomoku_rapfi_review.py GAMES.sgf gridgames --ms 1000 --games 8

GAMES.sgf is c-gomoku-cli's SGF file (bench/gomoku_anchor_match.py keeps it in its --games-dir);
the brain is named as in its PB / PW tags. Only games the brain lost are reviewed, each up to the
first position Rapfi scores as lost for it. Output, a line per move: the game, the ply (0-based),
the move played and Rapfi's choice (x,y), Rapfi's value before and after (from the brain's side,
a forced win or loss announced by Rapfi as +10000 / -10000) and the drop between them. Rapfi's
forced results come from a pruned search: treat a single one as a hint, not a proof.

Environment: GRIDGAMES_ANCHORS, where bench/gomoku_anchors.sh installed pbrain-rapfi (default
~/anchors). One Rapfi process serves every position (START, then BOARD for each).
"""
import argparse
import os
import re
import sys

from gomoku_match import Brain  # the Gomocup pipe
from gomoku_move_loss import parse_eval, parse_move  # Rapfi's value and move in its replies


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sgf")
    parser.add_argument("brain", help="the reviewed brain's name in the SGF")
    parser.add_argument("--ms", type=int, default=1000, help="Rapfi's time per position")
    parser.add_argument("--games", type=int, default=1000, help="review only the first N games")
    args = parser.parse_args()
    anchors = os.environ.get("GRIDGAMES_ANCHORS", os.path.expanduser("~/anchors"))
    # Rapfi drops the first word of a command that arrives right after its move: pace them.
    rapfi = Brain([os.path.join(anchors, "bin", "pbrain-rapfi")], pace=0.01)
    send = rapfi.send

    def value_and_move(moves):
        """Rapfi's value (side to move) and its move after `moves` [(colour, x, y)]."""
        to_move = "B" if len(moves) % 2 == 0 else "W"
        send("BOARD")
        for colour, x, y in moves:
            send(f"{x},{y},{1 if colour == to_move else 2}")
        send("DONE")
        value = None
        for line in rapfi.lines():
            found = parse_eval(line)
            if found is not None:
                value = found
            move = parse_move(line)
            if move:
                return value, move

    send("START 15")
    rapfi.receive()
    for command in (f"INFO timeout_turn {args.ms}", "INFO timeout_match 0", "INFO max_memory 134217728",
                    "INFO show_detail 1"):
        send(command)
    games = open(args.sgf).read().split("(;")[1:]
    for number, game in enumerate(games[:args.games], 1):
        black = re.search(r"PB\[([^\]]*)\]", game).group(1)
        result = re.search(r"RE\[(\w)", game)
        mine = "B" if black == args.brain else "W"
        if result and result.group(1) == mine:
            continue
        moves = [(c, ord(x) - 97, ord(y) - 97) for c, x, y in re.findall(r";([BW])\[([a-z])([a-z])\]", game)]
        opening = game.count("opening move")  # c-gomoku-cli's comment on the opening's stones
        for ply, (colour, x, y) in enumerate(moves):
            if colour != mine or ply < opening:
                continue
            before, choice = value_and_move(moves[:ply])
            after, _ = value_and_move(moves[:ply + 1])
            after = None if after is None else -after
            drop = None if before is None or after is None else before - after
            print(f"game {number} ply {ply} played {x},{y} rapfi {choice[0]},{choice[1]} before {before} "
                  f"after {after} drop {drop}", flush=True)
            if before is not None and before <= -10000:
                break
    rapfi.close()


if __name__ == "__main__":
    try:
        main()
    except RuntimeError as error:  # Rapfi stopped
        sys.exit("gomoku_rapfi_review: %s" % error)
