"""Batch work on a Dask cluster (dask.distributed): many records or positions at once, and one
hard Othello position split into sub-positions solved on the workers.

Every function takes a ``distributed.Client``: ``Client(LocalCluster(n_workers=2,
threads_per_worker=1))`` on one machine, or ``Client("tcp://scheduler:8786")`` for a cluster
started with ``dask scheduler`` and ``dask worker tcp://scheduler:8786`` on each machine (each
worker's Python must import gridgames: install the package there too). Results come back in
input order; an item that fails (bad input, a budget too small) is reported with its message
(which names its file and line) while the others are still returned.

    from distributed import Client, LocalCluster
    import gridgames.dask as gd
    with Client(LocalCluster(n_workers=2, threads_per_worker=1)) as client:
        results = gd.judge_files(client, "mine", ["a.txt", "b.txt"], progress=True)
        best = gd.solve_split(client, "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X")
"""

import time

import gridgames

try:
    from distributed import progress as _progress
except ImportError as missing:  # pragma: no cover - the module is useless without it
    raise ImportError("gridgames.dask needs dask.distributed (Debian: python3-distributed)") from missing

__all__ = ["judge_files", "map_calls", "solve_split", "split_tree"]


def _call(name, item, kwargs):
    """On a worker: gridgames.<name> called on one item, failures as values."""
    if isinstance(item, dict):
        args, kwargs = (), dict(kwargs, **item)
    else:
        args = item if isinstance(item, tuple) else (item,)
    function = gridgames
    for part in name.split("."):
        function = getattr(function, part)
    try:
        return {"ok": True, "result": function(*args, **kwargs)}
    except gridgames.InputError as error:
        return {"ok": False, "error": str(error), "kind": "InputError", "source": getattr(error, "source", None),
                "line": getattr(error, "line", None), "output": getattr(error, "output", None)}
    except gridgames.BeyondLimits as error:
        return {"ok": False, "error": str(error), "kind": "BeyondLimits"}


def _call_chunk(name, chunk, kwargs):
    return [_call(name, item, kwargs) for item in chunk]


def _wait(client, futures, progress):
    if progress:
        _progress(futures, notebook=False)
    return client.gather(futures)


def map_calls(client, name, items, *, chunk_size=1, progress=False, **kwargs):
    """``gridgames.<name>(item, **kwargs)`` for every item (a tuple is spread as positional
    arguments, a dict as keyword arguments), spread over the cluster ``chunk_size`` items per task.
    Returns, in input order, one dict per item: ``{"ok": True, "result": ...}`` or ``{"ok": False,
    "error": message, "kind": "InputError" or "BeyondLimits", ...}``, with the item under
    ``"item"``. ``progress=True`` shows Dask's progress bar (distributed.progress).

    Examples: ``map_calls(client, "othello.solve", positions, chunk_size=8)``;
    ``map_calls(client, "othello.solve_file", [{"path": p} for p in files])``."""
    if chunk_size < 1:
        raise ValueError("chunk_size: at least 1")
    items = list(items)
    chunks = [items[i:i + chunk_size] for i in range(0, len(items), chunk_size)]
    futures = [client.submit(_call_chunk, name, chunk, kwargs, pure=False) for chunk in chunks]
    results = []
    for chunk_results in _wait(client, futures, progress):
        results.extend(chunk_results)
    for item, result in zip(items, results):
        result["item"] = item
    return results


def judge_files(client, game, paths, *, progress=False, **kwargs):
    """``gridgames.judge(game, path=...)`` for every file, one task each (paths the workers can
    read: the same path on a shared file system, or on one machine), in input order; a bad file is
    reported with its file, line and the verdicts before the fault (``output``)."""
    results = map_calls(client, "judge", [{"path": str(path)} for path in paths], progress=progress, game=game,
                        **kwargs)
    for path, result in zip(paths, results):
        result["item"] = str(path)
    return results


def split_tree(position, plies):
    """The Othello tree of ``position`` cut ``plies`` plies down: (tree, leaves). A tree node is
    ``{"position", "children": [(move, node)], "score"}`` with ``score`` set for finished games;
    ``leaves`` lists the unfinished positions at the cut, each once, in a fixed order."""
    leaves = {}

    def expand(text, depth):
        children = gridgames.othello.children(text)
        if not children:
            return {"position": text, "children": [], "score": gridgames.othello.final_score(text)}
        if depth == 0:
            leaves.setdefault(text, len(leaves))
            return {"position": text, "children": [], "score": None}
        return {"position": text, "children": [(move, expand(child, depth - 1)) for move, child in children],
                "score": None}

    tree = expand(position, plies)
    return tree, list(leaves)


def _negamax(node, scores):
    """Scores every node from its side to move's view: max over the children of minus theirs."""
    if not node["children"]:
        return node["score"] if node["score"] is not None else scores[node["position"]]
    values = [(-_negamax(child, scores), move) for move, child in node["children"]]
    node["moves"] = [{"move": move, "score": value} for value, move in values]
    return max(value for value, _ in values)


def _solve_leaf(position, threads, alpha=-64, beta=64):
    # (the extension's functions do not pickle: tasks name Python functions)
    return gridgames.othello.solve(position, threads=threads, alpha=alpha, beta=beta)


def solve_split(client, position, *, plies=1, threads=1, progress=False):
    """The exact solution of an Othello position, its tree split among the workers; the score is
    the single-machine ``solve``'s, ``move`` a best move and ``best_moves`` all of them.

    ``plies=1`` (the default) splits at the first move the way a parallel alpha-beta search
    does: the move a shallow search likes best is solved exactly while the others are tested
    against a guess of its value with a narrow window (``solve(alpha=, beta=)``: only "better,
    equal or worse?"), and tested again against the true best value once it is known; a move found
    better is solved exactly. ``moves`` gives each first move's exact score, or ``at_most`` when
    it was only shown to be worse. ``plies`` of 2 or more cuts the tree that deep and solves
    every sub-position exactly (full window), combined by negamax: far more nodes in total, but
    every first move's score comes out exact. ``nodes`` totals the workers' nodes."""
    if plies < 1:
        raise ValueError("plies: at least 1")
    start = time.monotonic()
    if plies == 1:
        result = _split_first_move(client, position, threads, progress)
    else:
        result = _split_full(client, position, plies, threads, progress)
    result["seconds"] = time.monotonic() - start
    return result


def _split_full(client, position, plies, threads, progress):
    tree, leaves = split_tree(position, plies)
    futures = [client.submit(_solve_leaf, leaf, threads, pure=False) for leaf in leaves]
    solved = _wait(client, futures, progress)
    scores = {leaf: result["score"] for leaf, result in zip(leaves, solved)}
    score = _negamax(tree, scores)
    moves = tree.get("moves", [])
    best = [m["move"] for m in moves if m["score"] == score]
    return {"score": score, "move": best[0] if best else "--", "best_moves": best, "moves": moves,
            "sub_positions": len(leaves), "tasks": len(leaves), "nodes": sum(r["nodes"] for r in solved)}


def _split_first_move(client, position, threads, progress):
    children = gridgames.othello.children(position)
    if not children:
        score = gridgames.othello.final_score(position)
        return {"score": score, "move": "--", "best_moves": [], "moves": [], "sub_positions": 0, "tasks": 0,
                "nodes": 0}
    # The first move to solve exactly, and a guess of its value: a shallow midgame search.
    guess_search = gridgames.othello.choose_move(position, depth=6, exact=0)
    first = next((i for i, (move, _) in enumerate(children) if move == guess_search["move"]), 0)
    guess = int(round(guess_search["score"] / 2)) * 2
    guess = max(-64, min(64, guess))
    low = [-64] * len(children)   # bounds on each first move's value, for the side to move
    high = [64] * len(children)
    nodes, tasks = 0, 0

    def run(jobs):
        """jobs: [(child index, window or None)]; narrows the bounds with the results."""
        nonlocal nodes, tasks
        futures = []
        for i, window in jobs:
            alpha, beta = window if window else (-64, 64)
            futures.append(client.submit(_solve_leaf, children[i][1], threads, alpha, beta, pure=False))
        for (i, window), result in zip(jobs, _wait(client, futures, progress)):
            nodes += result["nodes"]
            tasks += 1
            s = result["score"]  # from the child's side to move: the first move's value is -s
            alpha, beta = window if window else (-64, 64)
            if alpha < s < beta:
                low[i] = high[i] = -s
            elif s <= alpha:
                low[i] = max(low[i], -s)
            else:
                high[i] = min(high[i], -s)

    # The child's window placing the first move's value against `value`: below, at or above.
    around = lambda value: (-value - 1, -value + 1)  # noqa: E731 (scores are even)
    run([(first, None)] + [(i, around(guess)) for i in range(len(children)) if i != first])
    while True:
        best = max(low[i] for i in range(len(children)) if low[i] == high[i])
        jobs = []
        for i in range(len(children)):
            if low[i] == high[i] or high[i] < best:
                continue  # exact, or shown worse than the best
            jobs.append((i, None if low[i] > best else around(best)))
        if not jobs:
            break
        run(jobs)
    moves = []
    for (move, _), lo, hi in zip(children, low, high):
        moves.append({"move": move, "score": lo} if lo == hi else {"move": move, "score": None, "at_most": hi})
    best_moves = [m["move"] for m in moves if m["score"] == best]
    # Among equal moves, the one the shallow search preferred (as the solver keeps its first).
    move = children[first][0] if children[first][0] in best_moves else best_moves[0]
    return {"score": best, "move": move, "best_moves": best_moves, "moves": moves,
            "sub_positions": len(children), "tasks": tasks, "nodes": nodes}
