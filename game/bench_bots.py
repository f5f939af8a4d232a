"""Bot decision times per level, for ``main.py --bench``: every level's bot is asked at
the same positions, so searching levels and quick ones are timed alike.

The positions come from a title's longest normal-bot game (``game.bench.bot_games``):
about ``POSITIONS`` of its steps, spread evenly, each with more than one legal action.
At each, every level's bot gets the seat's view and legal actions (as at a table),
and the latencies become ``bots.<game>.<level>`` with ``p50_ms`` and ``p95_ms``.
"""

from __future__ import annotations

import time

from game.core.match import Match
from game.core.registry import GameInfo
from game.core.seats import bot_rng
from game.core.values import Action
from game.stats import p50_p95_ms

#: Positions asked per title (a hard bot's search costs up to a second each).
POSITIONS = 24


def decision_times(info: GameInfo, played: tuple[int, list[tuple[int, Action]]],
                   positions: int = POSITIONS) -> dict[str, dict[str, float]]:
    """p50/p95 (ms) of each bot level's decision at positions of the game ``played``."""
    seed, actions = played
    match = Match.create(info.id, {}, seed, ["bot"] * info.seat_counts[0])
    every = max(1, len(actions) // positions)
    samples: dict[str, list[float]] = {level: [] for level in info.bots}
    for number, (seat, action) in enumerate(actions):
        state = match.state
        if number % every == 0 and len(state.legal_actions(seat)) > 1:
            for level in info.bots:
                bot = info.bot(level)
                view, legal = state.view(seat), state.legal_actions(seat)
                rng = bot_rng(seed + number, seat)
                started = time.perf_counter()
                bot(view, legal, rng)
                samples[level].append(time.perf_counter() - started)
        state.apply(seat, action)
    return {level: p50_p95_ms(times) for level, times in samples.items() if times}
