"""A card that has just acted on the viewer, held over the map until they have read it.

An Obstacle turned up by the viewer's Expedition and a Random Adventure drawn for
the viewer resolve at once in the rules; without this the player saw their Health
drop with the card's text never on screen. The card stays large over the map (over
the dice too) with "Go on" under it; nothing else on the board takes a click until
then, and the table waits (``busy``) as it waits for the dice.

The viewer's own Expedition roll is held the same way: a bot's roll lingers on the dice
panel, but the viewer's own went straight on to the Obstacle's check (which takes the
panel) or to the next player, the roll only in the log.

Only open events start it (an Obstacle turned face up, a card revealed to all, an
Expedition roll), so the pause depends on what everyone sees, never on a hand.
"""

from __future__ import annotations

import pygame

from game.core.values import Event
from game.games.apocalypse.rules import card_events as C
from game.games.apocalypse.screen.card_reader import Shown, draw_card
from game.games.apocalypse.screen.controls import Button
from game.games.apocalypse.screen.words import card_name
from game.ui.palette import Palette
from game.ui.widgets import fit_lines, panel, text

CARD_W = 220


def roll_words(e: C.ExpeditionRolled) -> str:
    """An Expedition roll's sum as the dice panel writes it, with its verdict."""
    found = "the Artifact is here!" if e.success else "not found here (10 needed)"
    return (f"{sum(e.dice)} + {e.research} Research + {e.field} (Field)"
            + (f" {e.bonus:+d} from cards" if e.bonus else "") + f" = {e.total}: {found}")


def acting_on(events: list[Event], seat: int) -> list[tuple[str, str, str]]:
    """(title, card, words) for each open card in ``events`` that acts on ``seat`` and for
    ``seat``'s own Expedition roll (no card: its dice and sum in ``words``)."""
    out = []
    for e in events:
        if isinstance(e, C.ExpeditionRolled) and e.seat == seat:
            dice = "  ".join(str(v) for v in e.dice)
            out.append(("Your Expedition roll", "", f"{dice}\n{roll_words(e)}"))
        elif isinstance(e, C.ObstacleRevealed) and e.seat == seat and e.card:
            out.append(("Your Obstacle", e.card, ""))
        elif (isinstance(e, C.CardRevealed) and e.seat == seat and e.card
              and e.why == "Random Adventure"):
            out.append(("A Random Adventure for you", e.card, ""))
    return out


class CardOnShow:
    """The cards waiting to be read, one at a time, for one seat."""

    def __init__(self, room: pygame.Rect) -> None:
        self.room = pygame.Rect(room)
        self.seat = -1
        self.queue: list[tuple[str, str, str]] = []
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
        what = card_name(self.card()) if self.card() else "your roll"
        return f"Read {what}, then click Go on"

    def draw(self, surface: pygame.Surface, p: Palette, mouse: tuple[int, int]) -> None:
        title, card, words = self.queue[0]
        panel(surface, self.rect, p, alpha=250)
        surface.blit(text(title, 15, p.text, bold=True), (self.rect.x + 14, self.rect.y + 8))
        if card:
            draw_card(surface, self.card_box, Shown(card, None, ""), p)
        else:
            dice, total = words.split("\n")
            box = self.card_box
            surface.blit(text(dice, 40, p.text, bold=True),
                         text(dice, 40, bold=True).get_rect(midtop=(box.centerx, box.y + 10)))
            for k, line in enumerate(fit_lines(total, box.width, 17, 4, bold=True)):
                image = text(line, 17, p.accent, bold=True)
                surface.blit(image, image.get_rect(midtop=(box.centerx, box.y + 74 + 24 * k)))
        self.go_on.draw(surface, p, self.go_on.rect.collidepoint(mouse))
