"""Seeded games across the levels (and death mode) with invariants after every step."""

from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.registry import get_game
from game.core.rng import GameRng
from game.core.seats import bot_rng
from game.games.loop.rules.state import LoopState

SETUPS = [{"level": 1}, {"level": 2}, {"level": 3}, {"level": 3, "death": 1}]


def _random(view, legal, rng):
    return rng.choice(legal)


def play_checked(options: dict, seed: int, player) -> Match:
    """Play one game, checking the invariants after every step."""
    match = Match.create("loop", options, seed, ["bot"])
    rng = bot_rng(seed, 0)
    state: LoopState = match.state  # type: ignore[assignment]
    crossed, filled, pool = set(), set(), 4
    while not state.is_over():
        view = state.view(0)
        assert "rng" not in view
        legal = state.legal_actions(0)
        assert legal, "a live game always owes a decision"
        match.play(0, player(view, legal, rng))
        state = match.state  # type: ignore[assignment]
        assert 4 <= state.pool <= 8 and state.pool >= pool
        assert crossed <= state.crossed and filled <= state.filled
        assert state.square < len(state.level.tracker)
        crossed, filled, pool = set(state.crossed), set(state.filled), state.pool
    assert state.to_move() == [] and state.legal_actions(0) == []
    data = state.to_json()
    assert LoopState.from_json(data).to_json() == data
    again = Match.from_json(match.to_json())  # replays, checking every hash
    assert again.state.state_hash() == state.state_hash()
    return match


@pytest.mark.parametrize("options", SETUPS, ids=lambda o: "-".join(f"{k}{v}" for k, v in o.items()))
def test_many_seeded_games_keep_the_invariants(options):
    """1,000+ games in all: random players (200 per setup) and the easy bot (60)."""
    easy = get_game("loop").bot("easy")
    outcomes = []
    for seed in range(200):
        outcomes.append(play_checked(options, seed, _random).state.outcome())
    for seed in range(60):
        outcomes.append(play_checked(options, 1000 + seed, easy).state.outcome())
    assert all(o is not None and o.reason for o in outcomes)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_strong_bots_win_sometimes(level):
    """The normal and hard bots play whole games and win some of them.

    Their decision time is measured by ``main.py --bench``, not asserted here.
    """
    bot = get_game("loop").bot(level)

    def checked(view, legal, rng):
        action = bot(view, legal, rng)
        assert action in legal
        return action

    wins = sum(bool(play_checked({"level": 1}, seed, checked).state.outcome().winners)
               for seed in range(6))
    assert wins >= 1


def test_bots_only_read_the_view():
    """Bots get (view, legal, rng); the same view gives the same choice."""
    s = LoopState.new({"level": 1}, 11, 1)
    for name in ("easy", "normal", "hard"):
        bot = get_game("loop").bot(name)
        a = bot(s.view(0), s.legal_actions(0), GameRng(3))
        b = bot(s.clone().view(0), s.legal_actions(0), GameRng(3))
        assert a == b and a in s.legal_actions(0)
