"""Shared fixtures: the repository's files and the `gridgames` command to compare against.

GRIDGAMES_BINARY names the command (scripts/test-python sets it to build/release/gridgames);
GRIDGAMES_ROOT the repository (default: two folders up from here).
"""

import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(os.environ.get("GRIDGAMES_ROOT", Path(__file__).resolve().parents[2]))
BINARY = Path(os.environ.get("GRIDGAMES_BINARY", ROOT / "build" / "release" / "gridgames"))


class Cli:
    """Runs the command line: returns (exit status, stdout, stderr)."""

    def __init__(self, binary):
        self.binary = binary

    def run(self, *args, stdin=None, timeout=300):
        done = subprocess.run([str(self.binary), *map(str, args)], input=stdin, capture_output=True,
                              text=True, timeout=timeout)
        return done.returncode, done.stdout, done.stderr

    def json_lines(self, *args, stdin=None):
        status, out, err = self.run(*args, stdin=stdin)
        assert status == 0, err
        return [json.loads(line) for line in out.splitlines() if line.strip()]

    def error(self, *args, stdin=None):
        """The message of a failing command, without its 'gridgames: ' prefix."""
        status, _, err = self.run(*args, stdin=stdin)
        assert status != 0
        line = err.strip().splitlines()[-1]
        assert line.startswith("gridgames: "), err
        return status, line[len("gridgames: "):]


@pytest.fixture(scope="session")
def cli():
    if not BINARY.exists():
        pytest.fail(f"{BINARY} is missing: build the gridgames_cli target (scripts/test-python does)")
    return Cli(BINARY)


@pytest.fixture(scope="session")
def root():
    return ROOT


def ffo_positions(first, last):
    """FFO endgame positions #first..#last from data/othello/ffo40-59.obf (OBF text, no comment)."""
    lines = (ROOT / "data" / "othello" / "ffo40-59.obf").read_text().splitlines()
    return [line.split(";")[0].strip() for line in lines[first - 40:last - 39]]
