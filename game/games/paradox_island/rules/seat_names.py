"""Paradox Island's seats named by their characters (``GameInfo.seat_names``).

A captive chooses its character in the open (setup step 6, book pp. 4-6), so its name is
on its public board: the hook reads only the spectator's view.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.state import GameState
from game.core.values import SPECTATOR
from game.games.paradox_island.rules.catalog import characters
from game.games.paradox_island.rules.state import ParadoxIslandState


def seat_names(count: int, options: Mapping[str, Any], state: GameState | None,
               ) -> tuple[str, ...] | None:
    """"OP", then each captive by its character once chosen ("Achilles"; a two-piece
    captive "Achilles and Theseus", as the log says its pieces), "Captive n" before;
    None before the game (the role names then)."""
    if not isinstance(state, ParadoxIslandState):
        return None
    names = ["OP"]
    for board in state.view(SPECTATOR)["captives"]:
        pieces = [characters()[p["name"]].name for p in board["pieces"] if p["name"]]
        names.append(" and ".join(pieces) if pieces else f"Captive {board['seat']}")
    return tuple(names)
