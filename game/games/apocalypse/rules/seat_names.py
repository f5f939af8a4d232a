"""The Apocalypse's seats named with their characters (``GameInfo.seat_names``).

Characters are chosen in the open at setup ("CharacterChosen" is told to
everyone), so the hook reads them from the spectator's view. A seat reads as
the screen writes a player, "Player 2 (Alex)", every seat alike: each place that
shows a seat's name fits it or elides it there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.state import GameState
from game.core.values import SPECTATOR
from game.games.apocalypse.rules.catalog import CHARACTERS
from game.games.apocalypse.rules.state import ApocalypseState


def seat_names(count: int, options: Mapping[str, Any], state: GameState | None,
               ) -> tuple[str, ...] | None:
    """"Player n (Character)" once that seat's character is chosen, else "Player n";
    None before the game (the shell's names)."""
    if not isinstance(state, ApocalypseState):
        return None
    names = []
    for player in state.view(SPECTATOR)["players"]:
        who = f"Player {player['seat'] + 1}"
        character = CHARACTERS.get(player["character"])
        names.append(f"{who} ({character.name})" if character else who)
    return tuple(names)
