"""Axis Mundi bots (placeholder, replaced below)."""

from __future__ import annotations

from typing import Any

from game.core.rng import GameRng
from game.core.values import Action


def random_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    return rng.choice(legal)


BOTS = {"easy": random_bot, "normal": random_bot, "hard": random_bot}
