"""VectorGame against the per-state API on the same actions: every step, legal moves, planes,
ends and results agree."""

import numpy as np
import pytest

import gridgames


@pytest.mark.parametrize("name,options,steps", [("othello", {}, 130), ("gomoku", {"size": 9, "rule": "renju"}, 90),
                                                ("gomoku", {"size": 7}, 60)])
def test_batch_matches_per_state(name, options, steps):
    n = 24
    batch = gridgames.VectorGame(name, n, seed=11, **options)
    game = gridgames.load(name, **options)
    states = [game.new_initial_state() for _ in range(n)]
    finished = 0
    for _ in range(steps):
        mask = batch.legal_mask()
        obs = batch.observations()
        players = batch.current_player()
        for i, state in enumerate(states):
            assert np.flatnonzero(mask[i]).tolist() == state.legal_actions()
            assert np.array_equal(obs[i], state.observation())
            assert players[i] == state.current_player()
        actions = batch.random_actions()
        assert all(mask[i][a] for i, a in enumerate(actions))
        done, results = batch.step(actions)
        for i, state in enumerate(states):
            state.apply_action(int(actions[i]))
            assert done[i] == state.is_terminal()
            assert results[i] == state.result()
        finished += int(done.sum())
        batch.reset(done)
        for i in np.flatnonzero(done):
            states[i] = game.new_initial_state()
    assert finished > 0  # games ended, were judged alike, and restarted


def test_same_seed_same_games():
    a = gridgames.VectorGame("othello", 64, seed=5)
    b = gridgames.VectorGame("othello", 64, seed=5)
    for _ in range(40):
        actions = a.random_actions()
        assert np.array_equal(actions, b.random_actions())
        a.step(actions)
        b.step(actions)
    assert a.play_random(500) == b.play_random(500) > 0
    assert np.array_equal(a.observations(), b.observations())


def test_bad_steps_change_nothing():
    batch = gridgames.VectorGame("othello", 3)
    before = batch.observations()
    with pytest.raises(gridgames.InputError, match="action 0 is not legal in game 1"):
        batch.step(np.array([19, 0, 19]))
    with pytest.raises(gridgames.InputError, match="shape"):
        batch.step(np.array([19, 19]))
    assert np.array_equal(before, batch.observations())
    with pytest.raises(gridgames.InputError):
        gridgames.VectorGame("chess", 3)
    with pytest.raises(gridgames.InputError):
        gridgames.VectorGame("gomoku", 3, size=30)
    with pytest.raises(gridgames.InputError):
        gridgames.VectorGame("othello", 0)
    # A finished game must be reset before it is stepped again.
    done = np.zeros(3, dtype=bool)
    while not done.any():
        done, _ = batch.step(batch.random_actions())
    with pytest.raises(gridgames.InputError, match="over: reset it"):
        batch.step(batch.random_actions())
