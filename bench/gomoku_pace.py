#!/usr/bin/python3
"""Runs a Gomocup brain and passes the manager's commands on no sooner than a few
milliseconds after the brain's last output line.

    /usr/bin/python3 bench/gomoku_pace.py [--ms 5] -- BRAIN [ARGS...]

Why: Rapfi prints its move from its search thread and only then marks itself idle; its protocol
loop reads the next command's first word meanwhile and throws it away while it still counts as
thinking (command/gomocup.cpp, runProtocol: `else if (thinking) return false;`). A command that
arrives within about a millisecond of its move therefore loses its first word: `START 15` becomes
a command `15`, which gets no OK, and c-gomoku-cli scores a time loss at the start of the next
game; `INFO time_left N` becomes `time_left N`. c-gomoku-cli can do that when Rapfi ends a game
with its move (it sends START for the next game right away; in a check, the first engine's OK
came back slowly enough that Rapfi got every START) or when the opponent answers within a
millisecond. c-gomoku-cli has no option to wait, so bench/gomoku_anchor_match.py starts Rapfi
through this script as a guard. The delay only applies to
commands that arrive right after an output line (in a game, TURN comes after the opponent's
think, so it is not delayed), and the brain's output is passed through at once; c-gomoku-cli
counts the delay in the brain's time, at most --ms per command.
Standard library only; ends when the manager closes its side (closing the brain's input) or
when the brain exits.
"""
import os
import subprocess
import sys
import threading
import time


def main():
    argv = sys.argv[1:]
    delay = 0.005
    if len(argv) >= 2 and argv[0] == "--ms":
        delay = float(argv[1]) / 1000
        argv = argv[2:]
    if argv and argv[0] == "--":
        argv = argv[1:]
    if not argv:
        sys.exit("usage: gomoku_pace.py [--ms N] -- BRAIN [ARGS...]")
    brain = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
    last_output = [time.monotonic()]
    lock = threading.Lock()

    def pump_output():
        out = sys.stdout.buffer
        for line in iter(brain.stdout.readline, b""):
            with lock:
                out.write(line)
                out.flush()
                last_output[0] = time.monotonic()
        os._exit(brain.wait() if brain.poll() is not None else 0)

    threading.Thread(target=pump_output, daemon=True).start()
    for line in iter(sys.stdin.buffer.readline, b""):
        while True:
            with lock:
                wait = last_output[0] + delay - time.monotonic()
            if wait <= 0:
                break
            time.sleep(wait)
        try:
            brain.stdin.write(line)
            brain.stdin.flush()
        except (BrokenPipeError, OSError):
            break
    try:
        brain.stdin.close()
    except OSError:
        pass
    sys.exit(brain.wait())


if __name__ == "__main__":
    main()
