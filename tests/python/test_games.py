"""The OpenSpiel-style games over the registry: random games of every registered game through
the API only, checked against the registry's own names, records and undo."""

import random

import numpy as np
import pytest

import gridgames

GAMES = {
    "othello": {},
    "gomoku": {"size": 9, "rule": "renju"},
    "mine": {"rows": 6, "cols": 7, "mines": 8, "seed": 3},
    "spot": {"size": 3},
}


def test_games_lists_the_registry(cli):
    listed = gridgames.games()
    assert [g["name"] for g in listed] == ["othello", "gomoku", "mine", "spot"]
    assert set(GAMES) == {g["name"] for g in listed}
    status, out, _ = cli.run("games")
    assert status == 0
    for game in listed:
        assert game["name"] in out and game["description"] in out
        for option in game["options"]:
            assert option["name"] in out


@pytest.mark.parametrize("name", sorted(GAMES))
def test_random_games(name):
    game = gridgames.load(name, **GAMES[name])
    assert game.name == name
    rng = random.Random(7)
    for _ in range(6):
        state = game.new_initial_state()
        history = []
        while not state.is_terminal():
            actions = state.legal_actions()
            names = state.legal_moves()
            assert actions == sorted(actions) and len(actions) == len(names) > 0
            # Actions and the registry's move names are the same moves.
            assert sorted(state.action_to_string(a) for a in actions) == sorted(names)
            for a in actions:
                assert state.string_to_action(state.action_to_string(a)) == a
                assert 0 <= a < game.num_distinct_actions()
            obs = state.observation()
            assert obs.shape == tuple(game.observation_shape()) and obs.dtype == np.float32
            before = state.clone()
            action = rng.choice(actions)
            state.apply_action(action)
            history.append(action)
            # undo restores exactly, then the move is played again
            state.undo()
            assert state == before and str(state) == str(before)
            assert np.array_equal(state.observation(), before.observation())
            state.apply_action(action)
            assert state != before
            assert before.legal_actions() == actions  # the clone was not touched
        assert state.current_player() == -4
        assert state.legal_actions() == []
        r = state.result()
        assert state.returns() == ([1.0, -1.0] if r > 0 else [-1.0, 1.0] if r < 0 else [0.0, 0.0])
        # The record reads back to the same state; replaying the actions gives it too.
        again = game.state_from_record(state.record())
        assert again == state and str(again) == str(state)
        replay = game.new_initial_state()
        for action in history:
            replay.apply_action(action)
        assert replay == state and replay.returns() == state.returns()


def test_othello_actions_and_planes():
    state = gridgames.load("othello").new_initial_state()
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["d3", "c4", "f5", "e6"]
    assert state.string_to_action("D3") == 19 and state.string_to_action("pass") == 64
    obs = state.observation()
    # black (to move) has d5 and e4; white d4 and e5 (square = row * 8 + column)
    assert obs[0].sum() == 2 and obs[0][4][3] == 1 and obs[0][3][4] == 1
    assert obs[1][3][3] == 1 and obs[1][4][4] == 1
    state.apply_action(state.string_to_action("d3"))
    obs = state.observation()
    assert obs[0].sum() == 1 and obs[1].sum() == 4  # white to move now: planes swap sides


def test_gomoku_notation():
    state = gridgames.load("gomoku").new_initial_state()
    h8 = state.string_to_action("h8")
    assert h8 == 7 * 15 + 7 and state.action_to_string(h8) == "H8"
    a15 = state.string_to_action("a15")
    assert a15 == 0  # top-left: column a, row 15 counted from the bottom


def test_bad_options_and_moves():
    with pytest.raises(gridgames.InputError, match="no option 'colour' for this game"):
        gridgames.load("othello", colour="white")
    with pytest.raises(gridgames.InputError, match="unknown game 'chess'"):
        gridgames.load("chess")
    with pytest.raises(ValueError, match="rule"):
        gridgames.load("gomoku", rule="caro")
    with pytest.raises(ValueError):
        gridgames.load("gomoku", size=40)
    state = gridgames.load("othello").new_initial_state()
    with pytest.raises(gridgames.InputError, match="not a legal move: 'a1'"):
        state.apply_action(0)
    with pytest.raises(gridgames.InputError):
        state.apply_action(65)
    with pytest.raises(gridgames.InputError):
        state.string_to_action("z9")
    with pytest.raises(ValueError, match="no move was played"):
        state.undo()
    with pytest.raises(gridgames.InputError):
        gridgames.load("spot", size=3).new_initial_state().string_to_action("4,1")
    with pytest.raises(gridgames.InputError, match=r"<text>:\d+: "):
        gridgames.load("othello").state_from_record("(;GM[Othello]PC[x]BO[8 bogus]B[z9];)")
