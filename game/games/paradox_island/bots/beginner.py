"""The easy captive: a beginner who mostly plays its mission, with slips.

Most decisions (``FOLLOW`` of them) are the normal captive's (``captive``:
it deduces the island from what it heard and heads for its mission); the rest
are a random move or rest, never an early end of turn or a bonus thrown away.
So it is weak, and loses pieces it could have kept, but it plays toward its
mission rather than wandering. Answers to OP's questions (activate, oracle,
revival ...) slip the same way: a random answer among the legal ones.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import GameRng
from game.core.values import Action
from game.games.paradox_island.bots.captive import captive_bot
from game.games.paradox_island.rules import actions as A

FOLLOW = 0.5  # the share of decisions the beginner takes as the normal captive would


def beginner_captive(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """The normal captive's choice ``FOLLOW`` of the time, else a random move or rest."""
    if rng.random() < FOLLOW:
        return captive_bot(view, legal, rng)
    moving = [a for a in legal if not isinstance(a, A.EndTurn | A.UseBonus | A.UseExtra)]
    return rng.choice(moving or legal)
