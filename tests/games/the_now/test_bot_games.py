"""Seeded bot games at 3, 4 and 5 players with every invariant checked after every step.

CI plays ``THE_NOW_BOT_GAMES`` games per player count (12 by default, 36 in all;
the soak, ``tools/dev.py soak``, plays the long runs); normal and easy bots share the
tables, and the options vary with the seed. The invariants: 61 nodes, a realized
node never changes, energy never below 0 (and 0 exactly when out), the points
history grows by one entry per realized phase and matches the points then, no
card or artifact lost or doubled, pawns only on unrealized nodes (or V616 Mon,
or waiting to surf, or stopped, or on the last node at the end), and the game
ends after round 20 with every node realized.
"""

from __future__ import annotations

import os

import pytest

from game.core.seats import bot_rng
from game.games.the_now.bots.levels import BOTS
from game.games.the_now.rules.state import TheNowState
from tests.games.the_now.invariants import Watch

GAMES = int(os.environ.get("THE_NOW_BOT_GAMES", 12))


def play_game(players: int, seed: int) -> TheNowState:
    options = {"replacement": "off" if seed % 3 == 0 else "on",
               "colours": "random" if seed % 4 == 1 else "balanced"}
    state = TheNowState.new(options, seed, players)
    levels = ["normal" if (seat + seed) % 2 else "easy" for seat in range(players)]
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    watch = Watch(state)
    for _ in range(20_000):
        if state.is_over():
            break
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        assert legal, "a seat owes a decision but has no legal action"
        state.apply(seat, BOTS[levels[seat]](state.view(seat), legal, rngs[seat]))
        watch.check(state)
    assert state.is_over(), f"seed {seed} did not end"
    watch.end(state)
    return state


@pytest.mark.parametrize("players", [3, 4, 5])
def test_bot_games_keep_the_invariants_and_end_after_round_twenty(players):
    for seed in range(GAMES):
        play_game(players, seed)
