"""Ctrl-C during a long engine call raises gridgames.Interrupted (a KeyboardInterrupt) soon, with
what was established; long calls release the GIL so that Python threads search side by side."""

import os
import signal
import threading
import time

import pytest

import gridgames
from conftest import ffo_positions



@pytest.fixture(autouse=True)
def python_sees_ctrl_c():
    """A process started in the background by a non-interactive shell (a CI job, `cmd &`) inherits
    SIGINT ignored, and Python then installs no handler for it, so the signals these tests send
    would be lost: they are about what Ctrl-C does, so they give SIGINT Python's own handler."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)


def long_position():
    """FFO #45: about a minute of one core, far longer than the tests wait."""
    return ffo_positions(45, 45)[0]


def sigint_after(seconds):
    timer = threading.Timer(seconds, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    return timer


def test_ctrl_c_stops_a_solve():
    sigint_after(0.5)
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt) as caught:
        gridgames.othello.solve(long_position())
    assert isinstance(caught.value, gridgames.Interrupted)
    assert time.monotonic() - start < 10
    # The next call runs normally: the flag was cleared.
    assert gridgames.othello.solve(ffo_positions(40, 40)[0])["score"] == 38


def test_ctrl_c_keeps_what_was_established():
    sigint_after(0.5)
    with pytest.raises(gridgames.Interrupted) as caught:
        gridgames.othello.perft(14)
    leaves = caught.value.partial["leaves"]
    assert leaves[:6] == [4, 12, 56, 244, 1396, 8200] and len(leaves) < 14
    sigint_after(0.5)
    with pytest.raises(gridgames.Interrupted) as caught:
        gridgames.othello.analyze(long_position(), depth=30)
    assert caught.value.partial["stopped"] and caught.value.partial["depth"] >= 1


def test_threads_search_at_once_and_ctrl_c_reaches_them():
    # Two solves of a quick position in two threads take about as long as one when the GIL is
    # released (on 2 cores; on one busy core they may not, so only the results are asserted).
    position = ffo_positions(40, 40)[0]
    results = []
    threads = [threading.Thread(target=lambda: results.append(gridgames.othello.solve(position)["score"]))
               for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [38, 38]
    # Ctrl-C while a worker thread searches: the search stops; the thread sees Interrupted.
    caught = []

    def worker():
        try:
            gridgames.othello.solve(long_position())
        except gridgames.Interrupted as error:
            caught.append(error)

    thread = threading.Thread(target=worker)
    thread.start()
    time.sleep(0.5)
    with pytest.raises(KeyboardInterrupt):
        os.kill(os.getpid(), signal.SIGINT)
        thread.join(30)  # the main thread's KeyboardInterrupt arrives here
    thread.join(30)
    assert not thread.is_alive() and len(caught) == 1


def test_ctrl_c_stops_a_mine_analysis_with_the_parts_solved():
    # A large board with no time limit: far longer than the test waits (the README's example).
    sigint_after(1.0)
    start = time.monotonic()
    with pytest.raises(gridgames.Interrupted) as caught:
        gridgames.mine.analyze(random=(100, 100, 1000), seed=1, seconds=0)
    assert time.monotonic() - start < 20
    partial = caught.value.partial
    assert partial["interrupted"] and partial["rows"] == 100
    solved = [part for part in partial["parts"] if part["value"] is not None]
    assert all(isinstance(part["value"], int) for part in solved)
