"""The match scripts' shared plumbing (bench/gomoku_anchor_match.py, bench/gomoku_anchor_pairs.py):
the c-gomoku-cli command both build, and what they report from its PGN and messages, run end to
end against a stand-in c-gomoku-cli that records its arguments and writes known results.
"""

import json
import re
import subprocess
import sys

from conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
import gomoku_anchor_match as match  # noqa: E402
from test_bench_sgf_games import MESSAGES  # noqa: E402

PAIRS = ROOT / "bench" / "gomoku_anchor_pairs.py"
MATCH = ROOT / "bench" / "gomoku_anchor_match.py"
VALUES_IN_MESSAGES = 5  # MESSAGES: two Rapfi reports (one an announced win) and three PentaZen's

# Game i: the first engine is black in even games; results cycle white wins, black wins, draw.
FAKE_CLI = """#!%s
import json, sys
argv = sys.argv[1:]
def after(flag, k=1):
    i = argv.index(flag)
    return argv[i + k]
names = [argv[i + 1][5:] for i, a in enumerate(argv) if a == "-engine"]
games = int(after("-games"))
with open(after("-pgn"), "w") as f:
    for i in range(games):
        black, white = (names[0], names[1]) if i %% 2 == 0 else (names[1], names[0])
        result = ("1-0", "0-1", "1/2-1/2")[i %% 3]
        f.write('[Event "m"]\\n[Black "%%s"]\\n[White "%%s"]\\n[Result "%%s"]\\n[Termination "normal"]\\n\\n'
                %% (black, white, result))
open(after("-msg"), "w").write(open(%r).read())
with open(%r, "a") as f:
    f.write(json.dumps(argv) + "\\n")
"""


def fake_anchors(tmp_path):
    """An anchors folder whose c-gomoku-cli is the stand-in, and the file its argv goes to."""
    bin_dir = tmp_path / "anchors" / "bin"
    bin_dir.mkdir(parents=True)
    (tmp_path / "messages.txt").write_text(MESSAGES)
    record = tmp_path / "argv.jsonl"
    (bin_dir / "c-gomoku-cli").write_text(FAKE_CLI % (sys.executable, str(tmp_path / "messages.txt"), str(record)))
    for name in ("pbrain-rapfi", "pbrain-pentazen"):
        (bin_dir / name).write_text("#!/bin/sh\n")
    for path in bin_dir.iterdir():
        path.chmod(0o755)
    return tmp_path / "anchors", record


def expected_wld(games, me_first):
    """The stand-in's W-L-D for the engine named first (`me_first`) or second, game by game."""
    w = l = d = 0
    for i in range(games):
        me_black = (i % 2 == 0) == me_first
        result = ("1-0", "0-1", "1/2-1/2")[i % 3]
        if result == "1/2-1/2":
            d += 1
        elif (result == "0-1") == me_black:
            w += 1
        else:
            l += 1
    return w, l, d


def test_the_command_paces_rapfi_and_gives_each_engine_its_time_control(tmp_path):
    argv = match.cli_command("/a/c-gomoku-cli", [("gridgames", "/b/pbrain-gridgames", "0/0.2"),
                                                 ("rapfi", match.engine_command("/a/pbrain-rapfi", "rapfi"), "0/0.5")],
                             "renju", 8, str(tmp_path))
    text = " ".join(argv)
    assert argv[0] == "/a/c-gomoku-cli"
    assert "-engine name=gridgames cmd=/b/pbrain-gridgames tc=0/0.2" in text
    assert re.search(r"-engine name=rapfi cmd=\S+python3 \S+/bench/gomoku_pace.py --ms 5 -- /a/pbrain-rapfi tc=0/0.5", text)
    assert "-rule 4 -boardsize 15 -games 8 -repeat" in text
    assert "-each thread=1 maxmemory=67108864" in text
    for flag, name in (("-pgn", "games.pgn"), ("-sgf", "games.sgf"), ("-msg", "messages.txt")):
        assert argv[argv.index(flag) + 1] == str(tmp_path / name)
    assert "file=%s" % (tmp_path / "openings.txt") in argv
    assert match.engine_command("/a/pbrain-pentazen", "pentazen") == "/a/pbrain-pentazen"


def test_pairs_plays_chunks_of_24_and_counts_rapfis_results_and_the_values(tmp_path):
    anchors, record = fake_anchors(tmp_path)
    lines = [l for l in (ROOT / "bench" / "gomoku_openings_freestyle_36.txt").read_text().splitlines()
             if l.strip() and not l.startswith("#")]
    openings = tmp_path / "openings.txt"
    openings.write_text("# thirty of them\n" + "\n".join(lines[:30]) + "\n")
    done = subprocess.run([sys.executable, str(PAIRS), "--openings-file", str(openings), "--jobs", "1",
                           "--games-dir", str(tmp_path / "out"), "--anchors", str(anchors)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    runs = [json.loads(l) for l in record.read_text().splitlines()]
    assert sorted(int(r[r.index("-games") + 1]) for r in runs) == [12, 48]
    assert (tmp_path / "out" / "chunk-00" / "openings.txt").read_text().splitlines() == lines[:24]
    assert (tmp_path / "out" / "chunk-01" / "openings.txt").read_text().splitlines() == lines[24:30]
    w, l, d = (a + b for a, b in zip(expected_wld(48, True), expected_wld(12, True)))
    assert "60 freestyle games at tc=0/0.1 from 30 openings: Rapfi %d-%d-%d against PentaZen; %d anchor values" % (
        w, l, d, 2 * VALUES_IN_MESSAGES) in done.stdout


def test_pairs_and_match_refuse_an_empty_openings_file(tmp_path):
    anchors, record = fake_anchors(tmp_path)
    empty = tmp_path / "none.txt"
    empty.write_text("# only a comment\n")
    brain_dir = tmp_path / "gg"
    brain_dir.mkdir()
    (brain_dir / "pbrain-gridgames").write_text("#!/bin/sh\n")
    (brain_dir / "pbrain-gridgames").chmod(0o755)
    for argv in ([str(PAIRS), "--games-dir", str(tmp_path / "out")],
                 [str(MATCH), "--opponent", "pentazen", "--gridgames", str(brain_dir / "gridgames")]):
        done = subprocess.run([sys.executable] + argv + ["--openings-file", str(empty), "--anchors", str(anchors)],
                              capture_output=True, text=True)
        assert done.returncode != 0
        assert "%s: no openings" % empty in done.stderr
    assert not record.exists()


def test_match_reports_gridgames_results_by_colour(tmp_path):
    anchors, record = fake_anchors(tmp_path)
    brain_dir = tmp_path / "gg"
    brain_dir.mkdir()
    (brain_dir / "pbrain-gridgames").write_text("#!/bin/sh\n")
    (brain_dir / "pbrain-gridgames").chmod(0o755)
    done = subprocess.run([sys.executable, str(MATCH), "--opponent", "rapfi", "--openings", "3", "--tc", "0/0.2",
                           "--gridgames", str(brain_dir / "gridgames"), "--anchors", str(anchors),
                           "--games-dir", str(tmp_path / "out")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    # Six games, gridgames black in 0, 2, 4: results 1-0 (white won), 1/2, 0-1 (black won) as
    # black; 0-1, 1-0, 1/2 in 1, 3, 5 as white.
    assert "| Rapfi (classical) | freestyle | 0.2 s / move | 6 (3 openings x 2) | 2-2-2 | 1-1-1 | 1-1-1 |" in done.stdout
    assert expected_wld(6, True) == (2, 2, 2)
