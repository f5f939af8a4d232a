"""Seeded bot games at 3, 4 and 5 players with every invariant checked after every step.

CI plays ``THE_NOW_BOT_GAMES`` games per player count (34 by default, about 100 in
all, ~70 s of CPU on the development machine); normal and easy bots share the
tables, and the options vary with the seed. The invariants: 61 nodes, a realized
node never changes, energy never below 0 (and 0 exactly when out), the points
history grows by one entry per realized phase and matches the points then, no
card or artifact lost or doubled, pawns only on unrealized nodes (or V616 Mon,
or waiting to surf, or stopped, or on the last node at the end), and the game
ends after round 20 with every node realized.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest

from game.core.seats import bot_rng
from game.games.the_now.bots.levels import BOTS
from game.games.the_now.rules.field import FIELD, TRACK, V616
from game.games.the_now.rules.setup import every_artifact, every_card
from game.games.the_now.rules.state import TheNowState

GAMES = int(os.environ.get("THE_NOW_BOT_GAMES", 34))


class Watch:
    """What must never change, carried from step to step."""

    def __init__(self, state: TheNowState) -> None:
        t = state.table
        self.cards = Counter(every_card(t))
        self.artifacts = Counter(every_artifact(t))
        self.past: dict[int, tuple[bool | None, str]] = {}

    def check(self, state: TheNowState) -> None:
        t = state.table
        assert len(FIELD.hexes) == 61 and set(t.realized) <= set(range(61))
        for node, seen in self.past.items():
            placed = t.events.get(node)
            assert (t.realized[node], placed.card if placed else "") == seen, "the past changed"
        for node, outcome in t.realized.items():
            placed = t.events.get(node)
            self.past[node] = (outcome, placed.card if placed else "")
        for seat, player in enumerate(t.players):
            assert player.energy >= 0
            assert (player.energy == 0) == player.out
            surfing = any(d["kind"] == "surf" and d["seat"] == seat for d in t.pending)
            stuck = t.stage == "over"  # the last node has nowhere left to surf to
            assert player.out or surfing or stuck or player.pos == V616 \
                or not t.is_realized(player.pos)
        done = [k for k in range(5) if all(n in t.realized for n in FIELD.rings[k])]
        histories = {len(p.history) for p in t.players}
        assert len(histories) == 1
        length = histories.pop()
        if t.stage == "turns":
            assert length == TRACK.phase_of(t.round) == len(done)
        assert length <= len(done) <= length + 1
        assert Counter(every_card(t)) == self.cards, "an event card went missing or doubled"
        assert Counter(every_artifact(t)) == self.artifacts, "an artifact went missing"


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
    return state


@pytest.mark.parametrize("players", [3, 4, 5])
def test_bot_games_keep_the_invariants_and_end_after_round_twenty(players):
    for seed in range(GAMES):
        state = play_game(players, seed)
        t = state.table
        assert t.round == 20 and len(t.realized) == 61
        assert all(len(p.history) == 5 and p.history[-1] == p.points for p in t.players)
        outcome = state.outcome()
        assert outcome is not None and outcome.winners
        best = max(p.points for p in t.players)
        assert all(t.players[w].points == best for w in outcome.winners)
