#!/usr/bin/python3
"""Load test of `gridgames serve` on loopback: many games of random play at once, with analysis
and engine requests mixed in; reports throughput, latency percentiles, errors (there must be
none) and the server's peak memory (VmHWM of /proc/PID/status).

Bounded in requests and in seconds, it starts the server on a free port itself and stops it
with SIGTERM (exit status 0 expected). Standard library only (threads + http.client).

  bench/http_load.py [--binary build/release/gridgames] [--games 240] [--clients 24]
                     [--requests 20000] [--seconds 60] [--max-memory 512M]
"""
import argparse
import http.client
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time

GAMES = [
    {"game": "othello"},
    {"game": "gomoku", "options": {"size": 15, "rule": "renju"}},
    {"game": "gomoku", "options": {"size": 9}},
    {"game": "mine", "options": {"rows": 9, "cols": 9, "mines": 10}},
    {"game": "spot", "options": {"size": 4}},
]


def percentile(sorted_values, fraction):
    if not sorted_values:
        return 0.0
    index = min(len(sorted_values) - 1, int(fraction * len(sorted_values)))
    return sorted_values[index]


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.latencies = []
        self.errors = []
        self.by_kind = {}
        self.games_started = 0
        self.games_finished = 0


class Client(threading.Thread):
    """One connection (kept alive) driving its share of the games in turn."""

    def __init__(self, port, games, stats, budget, deadline, seed):
        super().__init__(daemon=True)
        self.port, self.stats, self.budget, self.deadline = port, stats, budget, deadline
        self.random = random.Random(seed)
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.kinds = [GAMES[(seed + i) % len(GAMES)] for i in range(games)]
        self.states = [None] * games
        self.started = time.monotonic()

    def request(self, kind, method, path, body=None):
        data = None if body is None else json.dumps(body)
        start = time.perf_counter()
        try:
            self.connection.request(method, path, body=data, headers={"Content-Type": "application/json"})
            response = self.connection.getresponse()
            text = response.read()
            status = response.status
        except (OSError, http.client.HTTPException) as error:
            self.connection.close()
            status, text = -1, str(error).encode()
        elapsed = time.perf_counter() - start
        with self.stats.lock:
            self.stats.latencies.append(elapsed)
            self.stats.by_kind[kind] = self.stats.by_kind.get(kind, 0) + 1
            if status >= 400 or status < 0:
                self.stats.errors.append((kind, path, status, text[:200], round(time.monotonic() - self.started, 2)))
        return json.loads(text) if 200 <= status < 300 else None

    def new_game(self, i):
        state = self.request("create", "POST", "/api/games", self.kinds[i])
        with self.stats.lock:
            self.stats.games_started += 1
        self.states[i] = state

    def step(self, i):
        state = self.states[i]
        if state is None or state["game_over"]:
            if state is not None:
                with self.stats.lock:
                    self.stats.games_finished += 1
            self.new_game(i)
            return
        path = "/api/games/" + state["id"]
        roll = self.random.random()
        if roll < 0.04:
            self.request("analyze", "POST", path + "/analyze", {"strength": 1, "seconds": 0.2})
        elif roll < 0.08:
            self.states[i] = self.request("engine", "POST", path + "/engine", {"strength": 1, "seconds": 0.1})
        elif roll < 0.10:
            self.request("record", "GET", path + "/record")
        else:
            move = self.random.choice(state["legal"])["move"]
            self.states[i] = self.request("play", "POST", path + "/play", {"move": move})

    def run(self):
        for i in range(len(self.states)):
            self.new_game(i)
        i = 0
        while time.monotonic() < self.deadline and self.budget.take():
            self.step(i)
            i = (i + 1) % len(self.states)


class Budget:
    def __init__(self, requests):
        self.left, self.lock = requests, threading.Lock()

    def take(self):
        with self.lock:
            if self.left <= 0:
                return False
            self.left -= 1
            return True


def peak_memory_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def cpu_seconds(pid):
    """User + system CPU seconds of a live process (fields 14 and 15 of /proc/PID/stat)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default="build/release/gridgames")
    parser.add_argument("--games", type=int, default=240, help="games alive at once (default 240)")
    parser.add_argument("--clients", type=int, default=24, help="client threads, one connection each")
    parser.add_argument("--requests", type=int, default=20000, help="requests at most (default 20000)")
    parser.add_argument("--seconds", type=float, default=60, help="seconds at most (default 60)")
    parser.add_argument("--max-memory", default="512M")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    server = subprocess.Popen([args.binary, "--max-memory", args.max_memory, "serve", "--host", "127.0.0.1",
                               "--port", "0", "--engine-seconds", "1"], stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    while line and "listening on" not in line:  # (a wrapper such as a debugger may print first)
        line = server.stdout.readline()
    if "listening on" not in line:
        server.kill()
        sys.exit("the server did not start: " + line)
    port = int(line.rsplit(":", 1)[1].strip(" /\n"))

    stats = Stats()
    budget = Budget(args.requests)
    start = time.monotonic()
    deadline = start + args.seconds
    per_client = [args.games // args.clients + (1 if c < args.games % args.clients else 0) for c in range(args.clients)]
    clients = [Client(port, n, stats, budget, deadline, args.seed * 1000 + c) for c, n in enumerate(per_client)]
    # Connected one after another: Debian's cpp-httplib listens with a backlog of 5, which a
    # burst of simultaneous connections can overflow (a reset, counted as an error).
    for client in clients:
        client.connection.connect()
        time.sleep(0.02)
    for client in clients:
        client.start()
    for client in clients:
        client.join(args.seconds + 60)
    wall = time.monotonic() - start
    peak = peak_memory_kib(server.pid)
    server_cpu = cpu_seconds(server.pid)
    own_cpu = time.process_time()  # this script's clients, for comparison
    server.send_signal(signal.SIGTERM)
    try:
        status = server.wait(30)
    except subprocess.TimeoutExpired:
        server.kill()
        status = "killed after 30 s"

    latencies = sorted(stats.latencies)
    report = {
        "games_at_once": args.games,
        "clients": args.clients,
        "requests": len(latencies),
        "seconds": round(wall, 2),
        "server_cpu_seconds": round(server_cpu, 2),
        "client_cpu_seconds": round(own_cpu, 2),
        "requests_per_second": round(len(latencies) / wall, 1),
        "p50_ms": round(1000 * percentile(latencies, 0.50), 2),
        "p99_ms": round(1000 * percentile(latencies, 0.99), 2),
        "max_ms": round(1000 * (latencies[-1] if latencies else 0), 2),
        "errors": len(stats.errors),
        "requests_by_kind": stats.by_kind,
        "games_started": stats.games_started,
        "games_finished": stats.games_finished,
        "server_peak_memory_mib": round(peak / 1024, 1),
        "server_exit_status": status,
    }
    print(json.dumps(report, indent=2))
    for error in stats.errors[:10]:
        print("error:", error, file=sys.stderr)
    sys.exit(0 if not stats.errors and status == 0 else 1)


if __name__ == "__main__":
    main()
