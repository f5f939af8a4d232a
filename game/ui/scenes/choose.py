"""Choose a game (to play, or to read its rules): each game's title and summary."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.registry import GameInfo
from game.ui.scenes.base import Scene
from game.ui.widgets import fit_lines, panel, text

if TYPE_CHECKING:
    from game.ui.app import App


def players_text(counts: tuple[int, ...]) -> str:
    """"solo", "3 or 6 players", "2-4 players"."""
    if counts == (1,):
        return "solo"
    if len(counts) > 2 and list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}\u2013{counts[-1]} players"
    return " or ".join(str(n) for n in counts) + " players"


TOP, BACK_TOP = 130, 650
CARD_STEP, CARD_GAP = 108, 14


def card_rects(count: int, canvas_width: int) -> list[pygame.Rect]:
    """The game cards, in one column (two when many), all above the Back button."""
    columns = 1 if count <= 5 else 2
    rows = -(-count // columns)
    step = min(CARD_STEP, (BACK_TOP - 16 - TOP) // max(1, rows))
    width = 660 if columns == 1 else 600
    left = canvas_width // 2 - (columns * width + (columns - 1) * 20) // 2
    return [pygame.Rect(left + (n // rows) * (width + 20), TOP + (n % rows) * step, width,
                        step - CARD_GAP) for n in range(count)]


def summary_lines(info: GameInfo, rect: pygame.Rect) -> list[tuple[str, int]]:
    """A game card's summary: each line and its top, under the title, every line wholly
    inside the card (a two-line summary touched the card's edge at 1280x720)."""
    top, step, height = rect.y + 44, 17, text("Ag", "small").get_height()
    room = max(1, (rect.bottom - 4 - height - top) // step + 1)
    lines = fit_lines(info.summary or "", rect.width - 200, "small", room)
    return [(line, top + step * n) for n, line in enumerate(lines)]


class ChooseGame(Scene):
    """A card per game; ``purpose`` is "play" (→ seats) or "rules" (→ rules viewer)."""

    calm = True

    def __init__(self, app: App, purpose: str = "play") -> None:
        super().__init__(app)
        self.purpose = purpose
        games = app.games()
        self.games: list[GameInfo] = [g for g in games if g.scene] if purpose == "play" else games
        self.cards: list[tuple[pygame.Rect, GameInfo]] = []
        # A rulebook being opened: its plate is drawn first, then the slow work (laying out
        # the page and drawing its pictures took 3-5 s with no sign of it: playtest 5).
        self.opening: GameInfo | None = None
        self.plate_shown = False

    def build_ui(self) -> None:
        cw = self.app.canvas_size[0]
        self.cards = []
        for rect, info in zip(card_rects(len(self.games), cw), self.games, strict=False):
            self.cards.append((rect, info))
            self.button((rect.right - 150, rect.centery - 22, 130, 44),
                        "Play" if self.purpose == "play" else "Read", partial(self.pick, info),
                        object_id="#primary")
        self.button((cw // 2 - 100, BACK_TOP, 200, 44), "Back", self.app.pop)

    def back(self) -> bool:
        self.app.pop()
        return True

    def pick(self, info: GameInfo) -> None:
        if self.purpose == "play":
            from game.ui.scenes.seats import SeatSetup

            self.app.push(SeatSetup(self.app, info))
        else:
            self.opening, self.plate_shown = info, False

    def wake_in(self) -> float | None:
        return 0.0 if self.opening is not None else super().wake_in()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.opening is not None and self.plate_shown:  # the plate is on the screen
            from game.ui.scenes.rules import RulesScene

            info, self.opening = self.opening, None
            self.app.push(RulesScene(self.app, info))

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        self.title(surface, "Choose a game" if self.purpose == "play" else "Rules of which game?")
        if not self.games:
            words = text("No games are installed yet.", "heading", p.text_dim)
            surface.blit(words, words.get_rect(center=(self.app.canvas_size[0] // 2, 320)))
        for rect, info in self.cards:
            panel(surface, rect, p)
            surface.blit(text(info.title, "heading", p.text, bold=True), (rect.x + 20, rect.y + 12))
            players = text(players_text(info.seat_counts), "small", p.accent)
            surface.blit(players, (rect.x + 24 + text(info.title, "heading", bold=True).get_width(),
                                   rect.y + 22))
            for line, y in summary_lines(info, rect):
                surface.blit(text(line, "small", p.text_dim), (rect.x + 20, y))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.opening is not None:  # over the widgets: nothing else to click meanwhile
            p = self.app.palette
            words = text("Opening the rulebook\u2026", "heading", p.text, bold=True)
            plate = words.get_rect(center=(self.app.canvas_size[0] // 2, 320)).inflate(96, 56)
            panel(surface, plate, p)
            surface.blit(words, words.get_rect(center=plate.center))
            self.plate_shown = True
