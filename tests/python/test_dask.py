"""gridgames.dask on real clusters on the loopback: a LocalCluster of 2 worker processes, and a
scheduler and two workers started with the `dask` command and reached by address."""

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

import gridgames
import gridgames.dask as gd
from conftest import ffo_positions

distributed = pytest.importorskip("distributed")
# Debian 12's tornado warns about distributed 2022.12's event loop set-up; not ours to fix.
pytestmark = pytest.mark.filterwarnings("ignore:make_current is deprecated:DeprecationWarning")


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                       host="127.0.0.1")
    with distributed.Client(cluster) as client:
        yield client
    cluster.close()


def test_judge_files_in_order_with_failures(client, cli, root, tmp_path, capfd):
    bad = tmp_path / "bad.txt"
    bad.write_text("2\n3 3 0\n3 3 1\n1 x\n")
    paths = [root / "examples" / "mine.txt", bad, tmp_path / "missing.txt", root / "examples" / "mine.txt"]
    results = gd.judge_files(client, "mine", paths, progress=True)
    assert "100% Completed" in capfd.readouterr().out  # Dask's progress bar, in the console
    assert [r["item"] for r in results] == [str(p) for p in paths]
    assert [r["ok"] for r in results] == [True, False, False, True]
    expected = (root / "examples" / "mine.expected").read_text()
    assert results[0]["result"]["output"] == expected == results[3]["result"]["output"]
    # The failures carry the command line's messages: file, line and fault.
    for result, path in zip(results[1:3], paths[1:3]):
        status, out, err = cli.run("judge", "mine", path)
        assert status == 2 and err.strip() == "gridgames: " + result["error"]
        assert result["output"] == out
    assert results[1]["line"] == 4 and results[1]["error"].startswith(f"{bad}:4: ")


def test_map_calls_over_positions_and_files(client, root, tmp_path):
    positions = ffo_positions(40, 40) + ["X" * 64 + " Z"] + ffo_positions(42, 42)
    results = gd.map_calls(client, "othello.solve", positions, chunk_size=2)
    assert [r["ok"] for r in results] == [True, False, True]
    assert [results[0]["result"]["score"], results[2]["result"]["score"]] == [38, 6]
    assert "not an OBF position" in results[1]["error"]
    obf = tmp_path / "ffo40.obf"
    obf.write_text(positions[0] + " ; #40\n")
    broken = tmp_path / "broken.obf"
    broken.write_text(positions[0] + "\n" + "-" * 10 + "\n")
    files = gd.map_calls(client, "othello.solve_file", [{"path": str(obf)}, {"path": str(broken)}])
    assert files[0]["ok"] and files[0]["result"][0]["score"] == 38 and files[0]["result"][0]["comment"] == "#40"
    assert not files[1]["ok"] and files[1]["error"].startswith(f"{broken}:2: ")


@pytest.mark.parametrize("number,plies", [(40, 1), (41, 1), (43, 1), (44, 1), (40, 2)])
def test_split_solve_equals_the_single_machine_solve(client, number, plies):
    position = ffo_positions(number, number)[0]
    single = gridgames.othello.solve(position)
    split = gd.solve_split(client, position, plies=plies)
    assert split["score"] == single["score"]
    assert single["move"] in split["best_moves"]  # #43 (g3, c7) and #44 (d2, b8) have two
    if len(split["best_moves"]) == 1:
        assert split["move"] == single["move"]
    children = dict(gridgames.othello.children(position))
    assert split["sub_positions"] == len(children) if plies == 1 else split["sub_positions"] > len(children)
    assert split["nodes"] > 0 and split["tasks"] >= split["sub_positions"]
    # Every first move's exact score or bound, checked against the solver on three of them.
    assert sorted(m["move"] for m in split["moves"]) == sorted(children)
    for entry in split["moves"][:3]:
        exact = -gridgames.othello.solve(children[entry["move"]])["score"]
        if entry["score"] is None:
            assert exact <= entry["at_most"] < split["score"]
        else:
            assert exact == entry["score"]


def test_windowed_solve_bounds_the_score():
    position = ffo_positions(40, 40)[0]
    assert gridgames.othello.solve(position, alpha=37, beta=39)["score"] == 38
    above = gridgames.othello.solve(position, alpha=-1, beta=1)
    assert above["score"] >= 1 and above["score"] <= 38 and above["move"] == "--" and above["pv"] == []
    below = gridgames.othello.solve(position, alpha=39, beta=41)
    assert 38 <= below["score"] <= 39
    with pytest.raises(gridgames.InputError, match="window"):
        gridgames.othello.solve(position, alpha=3, beta=3)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_scheduler_and_workers_started_by_command(tmp_path):
    dask_command = shutil.which("dask") or "/usr/bin/dask"
    if not Path(dask_command).exists():
        pytest.skip("no dask command (Debian: python3-distributed)")
    port = free_port()
    address = f"tcp://127.0.0.1:{port}"
    env = dict(os.environ)
    # The workers' Python must import this gridgames: put its folder first.
    env["PYTHONPATH"] = os.pathsep.join([str(Path(gridgames.__file__).resolve().parents[1])] +
                                        ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    command = [sys.executable, "-m", "dask"] if Path(sys.executable).exists() else [dask_command]
    processes = [subprocess.Popen(command + ["scheduler", "--host", "127.0.0.1", "--port", str(port),
                                             "--no-dashboard"], env=env, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL)]
    try:
        for _ in range(2):
            processes.append(subprocess.Popen(command + ["worker", address, "--nthreads", "1", "--no-dashboard",
                                                         "--local-directory", str(tmp_path)],
                                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        deadline = time.monotonic() + 60
        while True:
            try:
                client = distributed.Client(address, timeout=5)
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.5)
        with client:
            client.wait_for_workers(2, timeout=60)
            assert len(client.scheduler_info()["workers"]) == 2
            position = ffo_positions(40, 40)[0]
            split = gd.solve_split(client, position, plies=1)
            assert (split["score"], split["move"]) == (38, "a2")
            perft = gd.map_calls(client, "othello.perft", [(d,) for d in range(1, 6)])
            assert [r["result"]["leaves"][-1] for r in perft] == [4, 12, 56, 244, 1396]
            # Two worker processes, each importing gridgames.
            pids = client.run(lambda: (os.getpid(), gridgames.othello.perft(1)["leaves"]))
            assert len({pid for pid, _ in pids.values()}) == 2 and all(l == [4] for _, l in pids.values())
    finally:
        for process in processes[::-1]:
            process.terminate()
        for process in processes:
            try:
                process.wait(20)
            except subprocess.TimeoutExpired:
                process.kill()
