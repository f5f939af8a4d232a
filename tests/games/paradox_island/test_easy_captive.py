"""Paradox Island's easy captive (issue 15: "easy against random ahead"): a beginner
who plays the normal captive's choice about half the time and a random move or rest
otherwise, so it plays toward its mission and beats a random captive."""

from __future__ import annotations

from collections.abc import Callable

import game.games.paradox_island  # noqa: F401  (registers the game)
from game.core.rng import GameRng
from game.core.seats import bot_rng
from game.games.paradox_island.bots.beginner import FOLLOW, beginner_captive
from game.games.paradox_island.bots.captive import captive_bot
from game.games.paradox_island.bots.levels import easy_bot
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.state import ParadoxIslandState
from tools.random_player import random_player

SEEDS = range(2001, 2013)  # development seeds, outside the tables' 1-300


def _play(seed: int, op: Callable, captive: Callable, watch: Callable | None = None
          ) -> tuple[ParadoxIslandState, list[str]]:
    """A two-player game (OP in seat 0); its winner and every action taken."""
    state = ParadoxIslandState.new({"island": "random", "round_limit": 60}, seed, 2)
    rngs = {seat: bot_rng(seed, seat) for seat in range(2)}
    taken: list[str] = []
    while not state.is_over():
        seat = state.to_move()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        if watch and seat == 1:
            watch(view, legal, rngs[seat])
        action = (op if seat == 0 else captive)(view, legal, rngs[seat])
        assert action in legal
        taken.append(action.to_text())
        state.apply(seat, action)
    return state, taken


def _captive_won(state: ParadoxIslandState) -> bool:
    outcome = state.outcome()
    return outcome is not None and 1 in outcome.winners


def test_easy_captive_beats_a_random_captive_against_a_random_op():
    easy = sum(_captive_won(_play(seed, random_player, easy_bot)[0]) for seed in SEEDS)
    random = sum(_captive_won(_play(seed, random_player, random_player)[0]) for seed in SEEDS)
    assert easy >= 10 and easy >= random + 4, (easy, random)


def test_easy_captive_takes_the_normal_captives_choice_about_half_the_time():
    followed = slipped = 0

    def watch(view, legal, rng):
        nonlocal followed, slipped
        if len(legal) < 2:
            return
        mine = beginner_captive(view, legal, GameRng(rng.state))
        draw = GameRng(rng.state)
        if draw.random() < FOLLOW:
            assert mine == captive_bot(view, legal, draw)
            followed += 1
        else:
            moving = [a for a in legal if not isinstance(a, A.EndTurn | A.UseBonus | A.UseExtra)]
            assert not moving or mine in moving, "a slip never ends the turn early"
            slipped += 1

    for seed in SEEDS[:3]:
        _play(seed, easy_bot, easy_bot, watch)
    share = followed / (followed + slipped)
    assert followed + slipped > 100 and 0.35 < share < 0.65, (followed, slipped)


def test_easy_captive_replays_alike_for_a_seed():
    assert _play(2001, easy_bot, easy_bot)[1] == _play(2001, easy_bot, easy_bot)[1]
