"""A card that has just acted on the viewer, held over the map until they have read it.

An Obstacle turned up by the viewer's Expedition and a Random Adventure drawn for
the viewer resolve at once in the rules; without this the player saw their Health
drop with the card's text never on screen. The card stays large over the map (over
the dice too) with "Go on" under it; nothing else on the board takes a click until
then, and the table waits (``busy``) as it waits for the dice.

Only open events start it (an Obstacle turned face up, a card revealed to all), so
the pause depends on what everyone sees, never on a hand.
"""

from __future__ import annotations

import pygame

from game.core.values import Event
from game.games.apocalypse.rules import card_events as C
from game.games.apocalypse.screen.card_reader import Shown, draw_card
from game.games.apocalypse.screen.controls import Button
from game.games.apocalypse.screen.words import card_name
from game.ui.palette import Palette
from game.ui.widgets import panel, text

CARD_W = 220


def acting_on(events: list[Event], seat: int) -> list[tuple[str, str]]:
    """(title, card) for each open card in ``events`` that acts on ``seat``."""
    out = []
    for e in events:
        if isinstance(e, C.ObstacleRevealed) and e.seat == seat and e.card:
            out.append(("Your Obstacle", e.card))
        elif (isinstance(e, C.CardRevealed) and e.seat == seat and e.card
              and e.why == "Random Adventure"):
            out.append(("A Random Adventure for you", e.card))
    return out


class CardOnShow:
    """The cards waiting to be read, one at a time, for one seat."""

    def __init__(self, room: pygame.Rect) -> None:
        self.room = pygame.Rect(room)
        self.seat = -1
        self.queue: list[tuple[str, str]] = []
        box = pygame.Rect(0, 0, 300, room.height - 16)
        box.center = room.center
        self.rect = box
        self.card_box = pygame.Rect(box.x + 12, box.y + 34, box.width - 24, box.height - 82)
        self.go_on = Button("show:go_on", pygame.Rect(box.centerx - 70, box.bottom - 40, 140, 32),
                            "Go on", style="primary", tip="You have read the card: play goes on")

    def add(self, events: list[Event], seat: int) -> None:
        if seat != self.seat:
            self.queue = []
            self.seat = seat
        self.queue += acting_on(events, seat)

    def waiting(self, seat: int) -> bool:
        return bool(self.queue) and seat == self.seat

    def card(self) -> str:
        return self.queue[0][1] if self.queue else ""

    def click(self, pos: tuple[int, int]) -> str:
        """A click while a card waits: "" when it was read (Go on), else a hint."""
        if self.go_on.rect.collidepoint(pos):
            self.queue.pop(0)
            return ""
        return f"Read {card_name(self.card())}, then click Go on"

    def draw(self, surface: pygame.Surface, p: Palette, mouse: tuple[int, int]) -> None:
        title, card = self.queue[0]
        panel(surface, self.rect, p, alpha=250)
        surface.blit(text(title, 15, p.text, bold=True), (self.rect.x + 14, self.rect.y + 8))
        draw_card(surface, self.card_box, Shown(card, None, ""), p)
        self.go_on.draw(surface, p, self.go_on.rect.collidepoint(mouse))
