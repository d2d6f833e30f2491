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


def _solve_leaf(position, threads):
    # (the extension's functions do not pickle: tasks name Python functions)
    return gridgames.othello.solve(position, threads=threads)


def solve_split(client, position, *, plies=2, threads=1, progress=False):
    """The exact solution of an Othello position with its tree split ``plies`` plies down: every
    sub-position at the cut is solved exactly on a worker (``gridgames.othello.solve``), and the
    scores are combined by negamax. The score is the single-machine ``solve``'s; ``move`` is a
    best move (``best_moves`` lists all of them, ties included), ``moves`` the exact score of
    every first move, ``nodes`` the total over the workers."""
    start = time.monotonic()
    tree, leaves = split_tree(position, plies)
    futures = [client.submit(_solve_leaf, leaf, threads, pure=False) for leaf in leaves]
    solved = _wait(client, futures, progress)
    scores = {leaf: result["score"] for leaf, result in zip(leaves, solved)}
    score = _negamax(tree, scores)
    moves = tree.get("moves", [])
    best = [m["move"] for m in moves if m["score"] == score]
    return {"score": score, "move": best[0] if best else "--", "best_moves": best, "moves": moves,
            "sub_positions": len(leaves), "nodes": sum(result["nodes"] for result in solved),
            "worker_seconds": sum(result["seconds"] for result in solved),
            "seconds": time.monotonic() - start}
