"""bench/gomoku_anchor_scale.py: each anchor's units per logit, the logistic fit of its games'
results on the values it reported. The values and results it pairs up, on a hand-made match
folder, and its Newton fit against a plain grid search of the same log-loss.
"""

import math
import random
import subprocess
import sys

from conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
import gomoku_anchor_scale as scale  # noqa: E402
from test_bench_sgf_games import MESSAGES, SGF  # noqa: E402

SCRIPT = ROOT / "bench" / "gomoku_anchor_scale.py"


def test_pairs_are_the_values_kept_with_the_result_for_the_side_to_move(tmp_path):
    (tmp_path / "games.sgf").write_text(SGF)
    (tmp_path / "messages.txt").write_text(MESSAGES)
    pairs = scale.read_pairs(str(tmp_path))
    # Game 1 (white won): Rapfi, white, moved at ply 4 and won; its announced win is left out.
    assert pairs["rapfi"] == [(-14, 1.0)]
    # Game 2 (black won): PentaZen, black, at ply 3 (500 nodes at ply 5: left out; ply 7 too,
    # the game's unrecorded last move, still pairs with the result).
    assert pairs["pentazen"] == [(55, 1.0), (-3, 1.0)]


def test_the_fit_is_the_least_log_loss():
    rng = random.Random(7)
    truth_a, truth_units = 0.6, 150.0
    pairs = []
    for _ in range(3000):
        v = rng.randint(-600, 600)
        p = 1 / (1 + math.exp(-(truth_a + v / truth_units)))
        pairs.append((v, 1.0 if rng.random() < p else 0.0))
    assert scale.fit([(10, 1.0), (-10, 0.0), (30, 1.0)]) is None  # split by the values
    a, b = scale.fit(pairs)
    best = scale.log_loss(pairs, a, b)
    # No point of a fine grid around it does better (the slow reference).
    for da in (-0.02, 0, 0.02):
        for units in (1 / b - 3, 1 / b, 1 / b + 3):
            assert scale.log_loss(pairs, a + da, 1 / units) >= best - 1e-9
    # And it finds the model the data came from, within the sampling noise.
    assert abs(1 / b - truth_units) < 20 and abs(a - truth_a) < 0.15


def test_the_command_prints_a_line_per_anchor(tmp_path):
    (tmp_path / "games.sgf").write_text(SGF)
    (tmp_path / "messages.txt").write_text(MESSAGES)
    done = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "rapfi: 1 values, too few to fit" in done.stdout
    # PentaZen won both its games: no finite fit.
    assert "pentazen: 2 values, no fit (the results are all alike or split by the values)" in done.stdout
    missing = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path / "none")], capture_output=True, text=True)
    assert missing.returncode != 0 and "games.sgf" in missing.stderr
