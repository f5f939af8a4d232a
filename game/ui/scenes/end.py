"""End of game: the outcome, the game's summary lines, Play again / Watch replay / Menu."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from game.core.match import Match
from game.core.state import Outcome
from game.ui.scenes.base import Overlay
from game.ui.widgets import panel, text, wrap

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.table import TableScene


class EndScene(Overlay):
    """Shown over the finished table."""

    def __init__(self, app: App, table: TableScene, outcome: Outcome) -> None:
        from game.ui.table import outcome_text

        super().__init__(app)
        self.table = table
        self.headline = outcome_text(outcome, table.names)
        lines = list(table.game.summary_lines(outcome))
        if outcome.scores:
            lines.insert(0, "Scores: " + ", ".join(
                f"{name} {score:g}" for name, score in zip(table.names, outcome.scores,
                                                          strict=False)))
        self.lines = lines
        self.rect = pygame.Rect(app.canvas_size[0] // 2 - 300, 150, 600, 400)

    def build_ui(self) -> None:
        y, cx = self.rect.bottom - 72, self.rect.centerx
        self.button((cx - 280, y, 180, 48), "Play again", self.play_again, object_id="#primary")
        self.button((cx - 90, y, 180, 48), "Watch replay", self.watch_replay)
        self.button((cx + 100, y, 180, 48), "Menu", self.app.home)

    def play_again(self) -> None:
        from game.ui.table import TableScene

        old = self.table.match
        match = Match(old.info, old.options, random.randrange(1, 2**31), old.seats)
        self.app.home()
        self.app.push(TableScene(self.app, match, self.table.seats))

    def watch_replay(self) -> None:
        from game.ui.scenes.replay import ReplayScene

        self.app.push(ReplayScene(self.app, self.table.match, self.table.ctx.seat))

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        panel(surface, self.rect, p)
        big = text("Game over", "title", p.accent, bold=True)
        surface.blit(big, big.get_rect(midtop=(self.rect.centerx, self.rect.y + 24)))
        y = self.rect.y + 92
        for line in wrap(self.headline, self.rect.width - 60, "heading", bold=True):
            image = text(line, "heading", p.text, bold=True)
            surface.blit(image, image.get_rect(midtop=(self.rect.centerx, y)))
            y += image.get_height() + 4
        y += 14
        for entry in self.lines:
            for line in wrap(entry, self.rect.width - 80):
                image = text(line, "body", p.text_dim)
                surface.blit(image, image.get_rect(midtop=(self.rect.centerx, y)))
                y += image.get_height() + 2
