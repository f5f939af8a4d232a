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
    """An announcement; ``secret`` fields reach OP (and the ``confidant``) only.

    Every announcement counts as revealing (undo never crosses it) unless its
    class says ``reveals = False``. A class says so only if, in every step it can
    occur in, what it tells the seat that took the step follows from what that
    seat knew before (the public boards, what it heard, what it chose) and from
    the announcements made before it in the same step. Then a step made only of
    such announcements shows the acting seat nothing new, and undoing it is safe;
    a step with any revealing announcement is never undone.
    """

    secret: ClassVar[tuple[str, ...]] = ()
    reveals: ClassVar[bool] = True

    def confidant(self) -> int | None:
        return None

    def for_seat(self, seat: int) -> Event | None:
        if seat == OP_SEAT or seat == self.confidant() or not self.secret:
            return self
        return dataclasses.replace(self, **{f: _blank(getattr(self, f)) for f in self.secret})
