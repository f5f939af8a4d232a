"""The board in step with the cards on show: a step's view waits for the step's card.

The sixth mouse playtest saw a card's effects on the board (a hand, XP, Equipment,
Health) while another card was still on show and this one was not yet: the table had
drawn the newest view at once. Now a view whose step put a card on show behind another
(``CardOnShow.holds``) waits here, and every view after it, until that step's card is
the one on show: its first card to read ("Go on"), or, when it brought only notices
(an exchange of two cards), its last, so the first is read beside the view from before
both (the rules give one view a step, none between its cards). A view that came with
no events (an Undo, a seat sitting down) is drawn at once and drops what waited.
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.apocalypse.screen.on_show import CardOnShow

Item = tuple[str, str, str]


class HeldViews:
    """The views waiting for their card, oldest first: (the card's item, view, legal)."""

    def __init__(self) -> None:
        self.waiting: list[tuple[Item | None, dict[str, Any], list[Action]]] = []
        self.key: Item | None = None  # the first item the latest events put on show
        self.fresh = False  # events came since the last view

    def after_events(self, on_show: CardOnShow, before: list[Item]) -> None:
        """Events came; ``before``: the items that waited on ``on_show`` before them. The
        view waits for the step's first card to read, or, when the step brought only
        notices (an exchange of cards), for its last: no card's effects before the card."""
        self.fresh = True
        reads, notices = ([x for x in items if not any(x is y for y in before)]
                          for items in (on_show.queue, on_show.notices))
        key = reads[0] if reads else notices[-1] if notices else None
        if key is not None and on_show.holds(key):
            self.key = key

    def take(self, view: dict[str, Any], legal: list[Action]) -> bool:
        """Does ``view`` wait (True) or may it be drawn now (False)?"""
        fresh, self.fresh = self.fresh, False
        if not fresh:
            self.waiting, self.key = [], None
            return False
        if self.key is None and not self.waiting:
            return False
        self.waiting.append((self.key, view, legal))
        self.key = None
        return True

    def ready(self, on_show: CardOnShow) -> list[tuple[dict[str, Any], list[Action]]]:
        """The views whose card is now on show (or gone), oldest first, taken out."""
        out = []
        while self.waiting and (self.waiting[0][0] is None
                                or not on_show.holds(self.waiting[0][0])):
            _, view, legal = self.waiting.pop(0)
            out.append((view, legal))
        return out

    def release(self) -> list[tuple[dict[str, Any], list[Action]]]:
        """Every view that waits, oldest first (everything on show was taken as read)."""
        out = [(view, legal) for _, view, legal in self.waiting]
        self.waiting, self.key = [], None
        return out
