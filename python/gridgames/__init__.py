"""gridgames: Othello, Gomoku, The Spot Game and two-player Minesweeper engines from Python.

A thin front end over the C++ engines (the extension module gridgames._gridgames):

- OpenSpiel-style games over the registry: games(), load(name, **options) -> Game,
  Game.new_initial_state() -> State;
- the engines, returning dicts: judge(), othello.*, gomoku.*, mine.*, spot.*;
- VectorGame: many games stepped at once over numpy arrays;
- gridgames.dask (imported on demand): the same work spread over a Dask cluster.

Bad input raises InputError (a ValueError) with the command line's message; a budget too small
for an exact answer raises BeyondLimits; Ctrl-C raises Interrupted (a KeyboardInterrupt) whose
`partial` holds what was established.
"""

from ._gridgames import (
    BeyondLimits,
    Game,
    InputError,
    Interrupted,
    State,
    VectorGame,
    games,
    gomoku,
    judge,
    load,
    max_memory,
    mine,
    othello,
    set_max_memory,
    spot,
)

__all__ = [
    "BeyondLimits", "Game", "InputError", "Interrupted", "State", "VectorGame", "games", "gomoku",
    "judge", "load", "max_memory", "mine", "othello", "set_max_memory", "spot",
]
