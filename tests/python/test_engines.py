"""Every engine call against the command line on the same input: the spec samples in examples/,
FFO #40-#44, the renju cases of data/gomoku/, random Mine boards, Spot positions; and bad input,
which must raise InputError with the command line's message."""

import json
import re

import pytest

import gridgames
from conftest import ffo_positions

JUDGED = ["spot", "gomoku", "mine", "othello"]


def assert_same_error(cli, command, call, *args, **kwargs):
    """`call` raises InputError with the message the command line gives for `command`."""
    _, message = cli.error(*command)
    with pytest.raises(gridgames.InputError) as caught:
        call(*args, **kwargs)
    assert str(caught.value) == message
    return caught.value


@pytest.mark.parametrize("game", JUDGED)
def test_judge_examples_byte_for_byte(cli, root, game):
    path = root / "examples" / f"{game}.txt"
    status, out, _ = cli.run("judge", game, path)
    assert status == 0
    by_path = gridgames.judge(game, path=str(path))
    by_text = gridgames.judge(game, path.read_text())
    assert by_path["output"] == out == by_text["output"]
    assert by_path["output"] == (root / "examples" / f"{game}.expected").read_text()
    assert by_path["verdicts"] == out.splitlines()


# Bad records: each one's fault sits on a known line after some good cases.
BAD = {
    "spot": "2\n1 1 +\n2 2 +\n1 1 -\n2 2 -\n3\n1 1 +\n9 9 +\n",
    "gomoku": "3\n1 1\n2 2\n1 1\n",
    "mine": "2\n3 3 0\n3 3 1\n1 x\n",
    "othello": "1\n" + "--------\n" * 8 + "W\nL\nM99\nQ\n",
}


@pytest.mark.parametrize("game", JUDGED)
def test_judge_bad_input_has_the_command_line_message(cli, tmp_path, game):
    path = tmp_path / f"bad-{game}.txt"
    path.write_text(BAD[game])
    status, out, err = cli.run("judge", game, path)
    assert status == 2
    with pytest.raises(gridgames.InputError) as caught:
        gridgames.judge(game, path=str(path))
    assert err.strip() == "gridgames: " + str(caught.value)
    assert caught.value.output == out  # the verdicts decided before the fault
    assert caught.value.line > 0 and str(caught.value).startswith(f"{path}:{caught.value.line}: ")
    assert isinstance(caught.value, ValueError)
    with pytest.raises(gridgames.InputError) as from_text:
        gridgames.judge(game, BAD[game])
    assert str(from_text.value) == str(caught.value).replace(str(path), "<text>")


def test_missing_file_and_unknown_game(cli, tmp_path):
    missing = tmp_path / "missing.txt"
    assert_same_error(cli, ["judge", "spot", missing], gridgames.judge, "spot", path=str(missing))
    with pytest.raises(gridgames.InputError, match="unknown game"):
        gridgames.judge("chess", "")


def test_othello_perft_matches_the_command_line(cli):
    status, out, _ = cli.run("othello", "perft", 7)
    assert status == 0
    expected = [int(line.split(":")[1]) for line in out.splitlines()]
    assert gridgames.othello.perft(7)["leaves"] == expected == [4, 12, 56, 244, 1396, 8200, 55092]
    position = ffo_positions(40, 40)[0]
    status, out, _ = cli.run("othello", "perft", 4, "--position", position)
    assert gridgames.othello.perft(4, position)["leaves"] == [int(l.split(":")[1]) for l in out.splitlines()]
    bad = "X" * 64 + " Z"
    _, message = cli.error("othello", "perft", 3, "--position", bad)
    with pytest.raises(gridgames.InputError) as caught:
        gridgames.othello.perft(3, bad)
    assert str(caught.value) == message and "not an OBF position" in message


def test_othello_solve_ffo_40_to_44(cli, root):
    positions = ffo_positions(40, 44)
    expected = cli.json_lines("othello", "solve", "--json", stdin="\n".join(positions) + "\n")
    for position, want in zip(positions, expected):
        got = gridgames.othello.solve(position)
        assert (got["score"], got["move"], got["pv"], got["nodes"]) == (want["score"], want["move"], want["pv"], want["nodes"])
    # The published scores of FFO #40-#44.
    assert [e["score"] for e in expected] == [38, 0, 6, -12, -14]


def test_othello_solve_file_and_bad_positions(cli, tmp_path):
    path = tmp_path / "two.obf"
    positions = ffo_positions(40, 40)
    path.write_text("% two positions, the second one broken\n" + positions[0] + " ; ffo 40\n" + "X" * 63 + " O\n")
    _, message = cli.error("othello", "solve", path)
    with pytest.raises(gridgames.InputError) as caught:
        gridgames.othello.solve_file(path=str(path))
    assert str(caught.value) == message and caught.value.line == 3
    path.write_text(positions[0] + " ; ffo 40\n")
    [result] = gridgames.othello.solve_file(path=str(path))
    assert (result["line"], result["comment"], result["score"]) == (1, "ffo 40", 38)
    with pytest.raises(gridgames.InputError, match="not an OBF position"):
        gridgames.othello.solve("X" * 64 + " Z")


def test_othello_analyze_and_choose_move(cli):
    position = ffo_positions(40, 40)[0]
    # Exact with 16 empties or fewer: two moves into FFO #40 (20 empties) is still a midgame search.
    status, out, _ = cli.run("othello", "analyze", "--depth", 6, "--exact", 16, "--position", position)
    assert status == 0
    got = gridgames.othello.analyze(position, depth=6, exact=16)
    # Identical text but for the statistics line (nodes, time).
    strip = lambda text: [l for l in text.splitlines() if "nodes" not in l]
    assert strip(got["text"]) == strip(out)
    assert not got["exact"] and got["depth"] == 6 and got["move"] == got["pv"][0]
    assert got["moves"][0]["move"] == got["move"] and len(got["moves"]) == len(gridgames.othello.children(position))
    assert [m["score"] for m in got["moves"]] == sorted((m["score"] for m in got["moves"]), reverse=True)
    chosen = gridgames.othello.choose_move(position, depth=6, exact=16)
    assert chosen["move"] == got["move"]
    # With 12 empties the analysis is exact and agrees with the solver.
    late = gridgames.othello.solve(position)["pv"]
    board = position
    for move in late[:8]:
        board = dict(gridgames.othello.children(board))[move]
    exact = gridgames.othello.analyze(board, depth=6, exact=20)
    solved = gridgames.othello.solve(board)
    assert exact["exact"] and exact["score"] == solved["score"] and exact["moves"][0]["score"] == solved["score"]
    start = "---------------------------OX------XO--------------------------- X"
    move = gridgames.othello.choose_move(start, depth=4)["move"]
    assert move in {"d3", "c4", "f5", "e6"}


def test_gomoku_forbidden_points_on_the_renju_cases(cli, root, tmp_path):
    text = (root / "data" / "gomoku" / "renju-forbidden.txt").read_text()
    cases = re.findall(r"^case (\S+)\n.*?^board\n(.*?)^forbidden (\d+)(.*?)$", text, re.S | re.M)
    assert len(cases) == 17
    kinds = {"3": "double-three", "4": "double-four", "6": "overline"}
    for name, board, count, listed in cases:
        path = tmp_path / "case.txt"
        path.write_text(board)
        want = cli.json_lines("gomoku", "forbidden", "--json", path)[0]["forbidden"]
        got = gridgames.gomoku.forbidden(path=str(path))["forbidden"]
        assert [{k: f[k] for k in ("x", "y", "kind")} for f in got] == want, name
        expected = sorted((int(x), int(y), kinds[k]) for x, y, k in re.findall(r"(\d+),(\d+):(\d)", listed))
        assert sorted((f["x"], f["y"], f["kind"]) for f in got) == expected and len(expected) == int(count), name


def test_gomoku_check_and_solve(cli, root):
    for rule in ("freestyle", "renju"):
        path = root / "examples" / "gomoku-game.psq"
        status, out, _ = cli.run("gomoku", "check", "--rule", rule, path)
        got = gridgames.gomoku.check(path=str(path), rule=rule)
        assert status == 0 and got["text"] == out
    renju = gridgames.gomoku.check(path=str(root / "examples" / "gomoku-game.psq"), rule="renju")
    assert (renju["winner"], renju["ending"], renju["forbidden"], renju["deciding_move"]) == ("white", "forbidden", "overline", 11)
    status, out, _ = cli.run("gomoku", "solve", root / "examples" / "gomoku-vct.txt")
    got = gridgames.gomoku.solve(path=str(root / "examples" / "gomoku-vct.txt"))
    assert got["win"] and got["kind"] == "VCT" and got["attacker"] == "black"
    assert f"line: {' '.join(got['line'])}" in out and f"({got['nodes']} nodes)" in out
    quiet = gridgames.gomoku.solve(path=str(root / "examples" / "gomoku-quiet.txt"), nodes=1000)
    status, out, _ = cli.run("gomoku", "solve", "--nodes", 1000, root / "examples" / "gomoku-quiet.txt")
    assert status == 3 and quiet["stopped"] == "node" and not quiet["win"]
    assert f"established: no VCF within depth {quiet['vcf_depth']}" in out or quiet["vcf_depth"] == 0
    # With the default budget the proof-number stage finds the win of twelve threats the
    # depth-limited searches miss; on one stone it proves that the side to move has no VCT.
    deep = gridgames.gomoku.solve(path=str(root / "examples" / "gomoku-quiet.txt"))
    assert deep["win"] and deep["kind"] == "VCT" and len(deep["line"]) > 2 * 8 + 1 and not deep["no_vct"]
    one_stone = gridgames.gomoku.solve("." * 15 + "\n" + ("." * 7 + "X" + "." * 7) + "\n" + ("." * 15 + "\n") * 13)
    assert not one_stone["win"] and one_stone["no_vct"] and one_stone["vct_depth"] == 8
    move = gridgames.gomoku.choose_move("h8 h9 i8 i9 j8 j9 k8", ms=200)
    assert move["move"]["label"] in {"G8", "L8"}  # white must block the open four


def test_gomoku_bad_input(cli, tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("...............\n" * 3 + "..X..Z.........\n" + "...............\n" * 11)
    assert_same_error(cli, ["gomoku", "forbidden", path], gridgames.gomoku.forbidden, path=str(path))
    path.write_text("h8 h8\n")
    assert_same_error(cli, ["gomoku", "check", path], gridgames.gomoku.check, path=str(path))
    with pytest.raises(gridgames.InputError, match="rule"):
        gridgames.gomoku.check("h8", rule="caro")


def cli_mine_analysis(cli, *args):
    status, out, err = cli.run("mine", "analyze", "--all", "--no-board", *args)
    assert status == 0, err
    value = int(re.search(r"^value: (\d+)$", out, re.M).group(1))
    cells = set()
    if "winning clicks:\n" in out:
        for line in out.split("winning clicks:\n")[1].splitlines():
            cells |= {(int(r), int(c)) for r, c in re.findall(r"\((\d+), (\d+)\)", line.split(": ", 1)[1])}
    return value, cells


@pytest.mark.parametrize("seed", range(1, 9))
def test_mine_analysis_of_random_boards(cli, seed):
    rows, cols, mines = 6 + seed % 3, 7 + seed % 4, 5 + seed
    value, cells = cli_mine_analysis(cli, "--random", rows, cols, mines, "--seed", seed)
    got = gridgames.mine.analyze(random=(rows, cols, mines), seed=seed)
    assert got["value"] == value
    assert {tuple(c) for w in got["winning"] for c in w["cells"]} == cells
    assert got["winner"] == ("player to move" if value else "other player")
    click = gridgames.mine.winning_click(random=(rows, cols, mines), seed=seed)
    if cells:
        assert click["why"] == "winning" and tuple(click["cell"]) in cells
    else:
        assert click["why"] == "no winning click" and click["cell"] is None


def test_mine_board_files_and_bad_input(cli, root, tmp_path):
    path = tmp_path / "board.txt"
    path.write_text("..*..\n.....\n*....\n")
    value, cells = cli_mine_analysis(cli, path)
    got = gridgames.mine.analyze(path=str(path))
    assert got["value"] == value and {tuple(c) for w in got["winning"] for c in w["cells"]} == cells
    path.write_text("..*..\n..x..\n")
    assert_same_error(cli, ["mine", "analyze", path], gridgames.mine.analyze, path=str(path))
    with pytest.raises(gridgames.InputError, match="is a mine"):
        gridgames.mine.analyze("..*..\n.....\n", clicks=[(0, 2)])


@pytest.mark.parametrize("record", ["2\n", "2\n1 1 +\n", "2\n1 1 +\n2 2 +\n", "3\n", "4\n2 3 +\n"])
def test_spot_solve_and_analyze(cli, record):
    want = cli.json_lines("spot", "solve", "--json", stdin=record)[0]
    got = gridgames.spot.solve(record)
    for key in ("value", "method", "move", "line", "line_complete", "nodes", "size", "to_move"):
        assert got[key] == want[key], key
    want = cli.json_lines("spot", "analyze", "--json", stdin=record)[0]
    got = gridgames.spot.analyze(record)
    assert {k: got[k] for k in want} == want
    assert gridgames.spot.solve(size=2)["value"] == -1  # the second player wins 2 x 2


def test_spot_bad_input_and_limits(cli, tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("3\n1 1 +\n1 1 +\n")
    assert_same_error(cli, ["spot", "solve", path], gridgames.spot.solve, path=str(path))
    with pytest.raises(gridgames.BeyondLimits, match="nothing is guessed"):
        gridgames.spot.solve(size=4, search_only=True, nodes=10)


def test_memory_budget(cli):
    before = gridgames.max_memory()
    _, message = cli.error("--max-memory", "12Q", "othello", "perft", 1)
    with pytest.raises(gridgames.InputError) as caught:
        gridgames.set_max_memory("12Q")
    assert "max_memory: " + str(caught.value).split(": ", 1)[1] == "max_memory: " + message.split(": ", 1)[1]
    try:
        gridgames.set_max_memory("2M")  # tables shrink to fit; answers stay exact
        assert gridgames.max_memory() == 2 << 20
        assert gridgames.othello.solve(ffo_positions(40, 40)[0])["score"] == 38
        assert gridgames.mine.analyze(random=(8, 8, 10), seed=2)["value"] is not None
    finally:
        gridgames.set_max_memory(before)
    assert gridgames.max_memory() == before
