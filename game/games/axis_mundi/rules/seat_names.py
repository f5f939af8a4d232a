"""Axis Mundi's seats named by their characters (``GameInfo.seat_names``).

The characters are dealt face up at Game Setup (every view shows them), so
naming a seat by its character tells nobody anything new.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.state import GameState
from game.games.axis_mundi.rules.catalog import CHARACTERS
from game.games.axis_mundi.rules.state import AxisMundiState


def character_name(character: str) -> str:
    """A character as the log writes it: "The Beastmaster" (the mat's "S." left off)."""
    return CHARACTERS[character].name.removeprefix("S. ")


def seat_names(count: int, options: Mapping[str, Any], state: GameState | None,
               ) -> tuple[str, ...] | None:
    """Each seat by its character ("The Beastmaster") once the game has dealt them; None
    before (the seats form's "Player n": "The Mischievous" does not fit beside its menu
    on the six-seat LAN form)."""
    if not isinstance(state, AxisMundiState):
        return None
    return tuple(character_name(mat.character) for mat in state.table.mats)
