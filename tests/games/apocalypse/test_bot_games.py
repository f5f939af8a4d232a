"""Seeded bot games at 2, 3 and 4 players with every invariant checked after every step.

The normal run plays ``APOCALYPSE_BOT_GAMES`` games (default 36: 12 per player count, a
mix of normal and easy seats); the soak (``tools/dev.py soak``) plays the long runs. Bot
speed is reported by ``--bench``, never asserted here. The invariants
(``invariants.py``) are also what the soak checks (``seeded.py``).
"""

from __future__ import annotations

import os
import time
from collections import Counter

import pytest

from game.core.seats import bot_rng
from game.games.apocalypse.bots.levels import BOTS
from game.games.apocalypse.rules.state import ApocalypseState
from tests.games.apocalypse.invariants import invariants

GAMES = int(os.environ.get("APOCALYPSE_BOT_GAMES", 36))


def play_game(players: int, seed: int, levels: list[str], check: bool = True,
              ) -> tuple[ApocalypseState, list[float]]:
    state = ApocalypseState.new({}, seed, players)
    rngs = [bot_rng(seed, k) for k in range(players)]
    times = []
    for _ in range(20_000):
        if state.is_over():
            return state, times
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        assert legal, "a seat owes a decision but has no legal action"
        started = time.perf_counter()
        action = BOTS[levels[seat]](state.view(seat), legal, rngs[seat])
        times.append(time.perf_counter() - started)
        state.apply(seat, action)
        if check:
            invariants(state)
    raise AssertionError(f"seed {seed} did not end")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_bot_games_keep_every_invariant_and_end(players):
    ends: Counter[str] = Counter()
    for seed in range(GAMES // 3):
        levels = ["easy" if (seed + k) % 4 == 3 else "normal" for k in range(players)]
        state, _ = play_game(players, 1000 * players + seed, levels)
        outcome = state.outcome()
        assert outcome is not None
        ends["won" if outcome.winners else "the world ended"] += 1
    assert ends["won"] >= ends["the world ended"], ends
