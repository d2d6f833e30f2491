"""bench/gomoku_sgf_games.py --anchor-values: the anchors' reported values become the scores of their
moves in the games file that `gridgames gomoku train fit --score-scale` reads (the built-in Gomoku
evaluation is fitted on such files). Small hand-made match folders: which moves get which value,
what is left out, and the messages that must stop the conversion.
"""

import struct
import subprocess
import sys

from conftest import ROOT

SCRIPT = ROOT / "bench" / "gomoku_sgf_games.py"
NO_SCORE = -32768

# Game 1: gridgames black, Rapfi white; game 2: PentaZen black. Six moves each, two of opening.
SGF = """(;FF[4]GM[4]GN[1]RU[0]SZ[15]PB[gridgames]PW[rapfi]RE[W+1]
;B[hh]C[opening move];W[ih]C[opening move];B[hi]C[10ms];W[ii]C[20ms];B[hj]C[10ms];W[ij]C[20ms])

(;FF[4]GM[4]GN[2]RU[0]SZ[15]PB[pentazen]PW[gridgames]RE[B+1]
;B[hh]C[opening move];W[ih]C[opening move];B[gg]C[10ms];W[ii]C[20ms];B[ff]C[10ms];W[jj]C[20ms])
"""

MESSAGES = """------------------------------
Game ID: 1
Engines: gridgames x rapfi
4) rapfi: Speed 1081K | Depth 18-34 | Eval -14 | Node 509K | Time 471ms
4) rapfi: Bestline I9 H10
6) rapfi: Speed 900K | Depth 9-5 | Eval +M3 | Node 5K | Time 4ms
6) rapfi: Bestline I10 H11
------------------------------
Game ID: 2
Engines: pentazen x gridgames
3) pentazen: dep -\x0b ev 55 nd 200k tm 150 sp 1300
5) pentazen: dep - ev 7 nd 500 tm 1 sp 500
7) pentazen: dep - ev -3 nd 90k tm 60 sp 1500
"""


def convert(tmp_path, messages):
    (tmp_path / "games.sgf").write_text(SGF)
    (tmp_path / "messages.txt").write_text(messages)
    out = tmp_path / "games.bin"
    done = subprocess.run([sys.executable, str(SCRIPT), "--anchor-values", "-o", str(out), str(tmp_path / "games.sgf")],
                          capture_output=True, text=True)
    return done, out


def read_games(path):
    data = path.read_bytes()
    assert data[:8] == b"GGGMGAME"
    version, count = struct.unpack_from("<IQ", data, 8)
    offset, games = 20, []
    for _ in range(count):
        rule, size, result, opening, number, moves = struct.unpack_from("<BBbBIH", data, offset)
        offset += 10
        scores = [struct.unpack_from("<BBh", data, offset + 4 * i)[2] for i in range(moves)]
        offset += 4 * moves
        games.append((opening, result, scores))
    assert offset == len(data)
    return games


def test_anchor_values_score_the_anchors_moves(tmp_path):
    done, out = convert(tmp_path, MESSAGES)
    assert done.returncode == 0, done.stderr
    assert "(2 with an anchor's value)" in done.stderr
    rapfi, pentazen = read_games(out)
    # Rapfi's value of the position before its 4th move; its announced win (+M3) is left out.
    assert rapfi == (2, -1, [NO_SCORE, NO_SCORE, NO_SCORE, -14, NO_SCORE, NO_SCORE])
    # PentaZen's 3rd move (the stray control byte in its line changes nothing); the value found in
    # 500 nodes is left out, and the 7th ply, the unrecorded move that ended the game, is skipped.
    assert pentazen == (2, 1, [NO_SCORE, NO_SCORE, 55, NO_SCORE, NO_SCORE, NO_SCORE])


def test_without_the_option_no_move_has_a_score(tmp_path):
    (tmp_path / "games.sgf").write_text(SGF)
    out = tmp_path / "plain.bin"
    done = subprocess.run([sys.executable, str(SCRIPT), "-o", str(out), str(tmp_path / "games.sgf")],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert all(score == NO_SCORE for _, _, scores in read_games(out) for score in scores)


def test_messages_that_do_not_fit_the_game_stop_the_conversion(tmp_path):
    cases = {
        # Rapfi's line must start with the move the game records.
        MESSAGES.replace("Bestline I9", "Bestline A1"): "messages.txt:5: Rapfi's line starts A1, the game's move 4 is I9",
        # PentaZen is black in game 2: an even ply is not its move.
        MESSAGES.replace("3) pentazen", "4) pentazen"): "messages.txt:11: ply 4 is not pentazen's move in game 2",
        # A ply beyond the game (and not the one move after it).
        MESSAGES.replace("7) pentazen", "9) pentazen"): "messages.txt:13: ply 9 is not pentazen's move in game 2",
    }
    for messages, expected in cases.items():
        done, out = convert(tmp_path, messages)
        assert done.returncode == 2, expected
        assert expected in done.stderr, done.stderr
        assert not out.exists(), expected


def test_units_rescale_each_anchors_values_to_200_a_logit(tmp_path):
    (tmp_path / "games.sgf").write_text(SGF)
    (tmp_path / "messages.txt").write_text(MESSAGES)
    out = tmp_path / "scaled.bin"
    done = subprocess.run([sys.executable, str(SCRIPT), "--anchor-values", "--units", "rapfi=400", "--units",
                           "pentazen=100", "-o", str(out), str(tmp_path / "games.sgf")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    rapfi, pentazen = read_games(out)
    # Rapfi's -14 at 400 units a logit is -7 at 200; PentaZen's 55 at 100 is 110.
    assert rapfi[2][3] == -7
    assert pentazen[2][2] == 110
    # The values left out stay left out.
    assert sum(score != NO_SCORE for _, _, scores in (rapfi, pentazen) for score in scores) == 2


def test_units_must_name_an_anchor_and_a_positive_scale(tmp_path):
    (tmp_path / "games.sgf").write_text(SGF)
    for spec in ("rapfi=0", "rapfi=x", "edax=100", "pentazen"):
        out = tmp_path / "bad.bin"
        done = subprocess.run([sys.executable, str(SCRIPT), "--anchor-values", "--units", spec, "-o", str(out),
                               str(tmp_path / "games.sgf")], capture_output=True, text=True)
        assert done.returncode == 2, spec
        assert "--units %s" % spec in done.stderr, done.stderr
        assert not out.exists(), spec
    # Without --anchor-values there are no values to rescale: asking for it is a mistake.
    done = subprocess.run([sys.executable, str(SCRIPT), "--units", "rapfi=140", "-o", str(tmp_path / "bad.bin"),
                           str(tmp_path / "games.sgf")], capture_output=True, text=True)
    assert done.returncode == 2 and "needs --anchor-values" in done.stderr, done.stderr
    assert not (tmp_path / "bad.bin").exists()
