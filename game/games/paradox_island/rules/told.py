"""What an announcement is in Paradox Island, and what each seat hears of it.

The book has OP speak aloud, so most announcements reach every seat. Fields
listed in a class's ``secret`` are OP's alone: a captive (or a spectator)
gets a copy with them blanked. A few events are told to one captive in
private (``confidant``): the mark of a starting fruit, a spotted OP piece.
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

from game.core.hexgrid import Hex
from game.core.values import Event

OP_SEAT = 0


def _blank(value: Any) -> Any:
    if isinstance(value, Hex) or value is None:
        return None
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return -1
    if isinstance(value, str):
        return ""
    return ()


class Told(Event):
    """An announcement; ``secret`` fields reach OP (and the ``confidant``) only."""

    secret: ClassVar[tuple[str, ...]] = ()

    def confidant(self) -> int | None:
        return None

    def for_seat(self, seat: int) -> Event | None:
        if seat == OP_SEAT or seat == self.confidant() or not self.secret:
            return self
        return dataclasses.replace(self, **{f: _blank(getattr(self, f)) for f in self.secret})
