"""Loop's twins for ``tests/twins.py``: the one thing the player may not know is the
dice to come, so the twin world has another RNG state. The worlds may part at a
roll (the turn's dice, a Level 3 symbol); every step before it - placements,
cross-offs, bridges, holds - must look the same, undo included."""

from __future__ import annotations

from collections.abc import Iterator

from game.core.rng import GameRng
from game.core.state import GameState
from game.games.loop.rules.state import LoopState
from tests.twins import Seen, TwinHook, Twins

SETUPS: list[dict[str, str | int]] = [
    {"level": 1}, {"level": 2}, {"level": 3}, {"level": 3, "death": 1},
]


def rolled(step: Seen) -> bool:
    return any(e["kind"] in ("dice_rolled", "symbol_rolled") for e in step.events)


def make(state: GameState, seats: int, rng: GameRng) -> Iterator[Twins]:
    assert isinstance(state, LoopState)
    two = state.clone()
    two.rng.state ^= 1 + rng.below(1 << 62)
    yield Twins("the dice to come (another RNG state)", 0, state.clone(), two, rolled)


def deal(n: int) -> tuple[dict[str, str | int], int]:
    """The levels and death mode in turn."""
    return SETUPS[n % len(SETUPS)], 1


TWINS = TwinHook(make=make, deal=deal, games=12, per_game=3)
