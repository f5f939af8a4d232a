"""Running the game: pop tasks and carry them out until someone owes a decision.

Each rules module lists the tasks it runs (``HANDLERS``); this module joins
them, so the modules push tasks by name and never import one another in a
circle.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.games.apocalypse.rules import (
    cards,
    checks,
    effects,
    moves,
    quest,
    setup,
    tokens,
    turn,
    windows,
)
from game.games.apocalypse.rules.table import Table

HANDLERS: dict[str, Callable[[Table, dict[str, Any]], None]] = {}
for module in (cards, checks, effects, moves, quest, setup, tokens, turn, windows):
    HANDLERS.update(module.HANDLERS)

#: A guard against a loop in the content: no single action runs this many tasks.
MAX_TASKS = 100_000


def advance(t: Table) -> None:
    """Run tasks until a decision is owed or the game is over."""
    for _ in range(MAX_TASKS):
        if t.phase == "over" or t.decision is not None:
            return
        if not t.tasks:
            raise AssertionError("the game stalled: no task and no decision")
        task = t.tasks.pop()
        HANDLERS[task["t"]](t, task)
        t.flush()
    raise AssertionError(f"more than {MAX_TASKS} tasks without a decision")
