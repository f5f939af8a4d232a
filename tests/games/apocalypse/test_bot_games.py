"""Seeded bot games at 2, 3 and 4 players with every invariant checked after every step.

The normal run plays ``APOCALYPSE_BOT_GAMES`` games (default 102: 34 per player count, a
mix of normal and easy seats), about 40 s on the development machine. ``invariants`` is
also what a long soak run checks.
"""

from __future__ import annotations

import os
import statistics
import time
from collections import Counter

import pytest

from game.core.seats import bot_rng
from game.games.apocalypse.bots.levels import BOTS
from game.games.apocalypse.rules.catalog import deck_list
from game.games.apocalypse.rules.language import DECKS, HAND_DECKS
from game.games.apocalypse.rules.powers import max_health
from game.games.apocalypse.rules.state import ApocalypseState
from game.games.apocalypse.rules.table import HAND_LIMIT, ROUND_LIMIT, VISITED_TOKENS

EVERY = sorted(c for deck in DECKS for c in deck_list(deck))
GAMES = int(os.environ.get("APOCALYPSE_BOT_GAMES", 102))


def invariants(state: ApocalypseState) -> None:
    """What must hold between any two steps of any game."""
    t = state.table
    assert sorted(t.all_cards()) == EVERY, "a card went missing or doubled"
    leveling = t.decision is not None and t.decision["kind"] in ("raise_ability",
                                                                 "personality")
    pending = {(task.get("p"), task.get("deck")) for task in t.tasks
               if task["t"] == "hand_limit"}
    if t.decision is not None and t.decision["kind"] == "hand_limit":
        pending.add((t.decision["seat"], t.decision["deck"]))
    for seat, p in enumerate(t.players):
        assert 0 <= p.health <= max_health(t, seat), "Health out of bounds"
        assert p.xp >= 0 and (p.xp < 10 or leveling) and p.level >= 1
        assert p.research >= 0 and p.equipment >= 0
        assert len(p.visited) <= VISITED_TOKENS and len(set(p.visited)) == len(p.visited)
        assert "unknown" not in p.visited
        for deck in HAND_DECKS:
            assert len(p.hand[deck]) <= HAND_LIMIT or (seat, deck) in pending
        assert all(tokens < 7 for tokens in p.learning.values())
        if p.place is None and t.phase == "play":
            assert p.back_round > 0 or t.round <= 1
    aspired = sum(1 for p in t.players if p.aspired is not None)
    assert len(t.markers) + aspired == 18
    if t.decision is None or t.decision["kind"] != "window":
        assert t.token_active == (not any(t.in_unknown(s) for s in range(t.n)))
    assert t.round <= ROUND_LIMIT


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


def test_normal_decisions_are_quick():
    """Bot decision p95 at normal level: at most 50 ms (the product's number)."""
    times = []
    for seed in range(4):
        _, spent = play_game(4, 77 + seed, ["normal"] * 4, check=False)
        times += spent
    assert statistics.quantiles(times, n=20)[-1] < 0.05
