"""End of game: the outcome, the game's summary lines, Play again / Watch replay / Menu.

"Play again" asks the finished table for a fresh one (``TableScene.play_again``),
so this screen needs nothing above it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.state import Outcome
from game.ui.game_scene import outcome_text
from game.ui.scenes.base import Overlay
from game.ui.scenes.replay import ReplayScene
from game.ui.widgets import panel, text, wrap

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.table import TableScene


def _only_marks_winners(outcome: Outcome) -> bool:
    """Scores of 1 for the winners and 0 for the rest say no more than the headline
    ("Scores: Player 1 1, Player 2 0" read as a riddle): then there is no score line."""
    marks = tuple(1.0 if k in outcome.winners else 0.0 for k in range(len(outcome.scores)))
    return tuple(float(s) for s in outcome.scores) == marks


class EndScene(Overlay):
    """Shown over the finished table; Esc closes it to look at the final board."""

    calm = True

    def __init__(self, app: App, table: TableScene, outcome: Outcome) -> None:
        super().__init__(app)
        self.table = table
        self.headline = outcome_text(outcome, table.names)
        lines = list(table.game.summary_lines(outcome))
        if outcome.scores and not _only_marks_winners(outcome):
            lines.insert(0, "Scores: " + ", ".join(
                f"{name} {score:g}" for name, score in zip(table.names, outcome.scores,
                                                          strict=False)))
        self.lines = lines
        for width in (600, 820):  # wider when the summary is long
            self.headline_lines = wrap(self.headline, width - 60, "heading", bold=True)
            self.body_lines = [line for entry in lines for line in wrap(entry, width - 80)]
            if len(self.body_lines) <= 8:
                break
        room = app.canvas_size[1] - 48 - 92 - 72 - self._height(self.headline_lines, "heading")
        line_height = text("Ag", "body").get_height() + 2
        if len(self.body_lines) * line_height > room:  # a long summary: as much as fits
            self.body_lines = [*self.body_lines[:max(1, room // line_height - 1)], "…"]
        height = 92 + self._height(self.headline_lines, "heading") + 14 \
            + len(self.body_lines) * line_height + 96
        self.rect = pygame.Rect(0, 0, width, max(400, height))
        self.rect.center = (app.canvas_size[0] // 2, app.canvas_size[1] // 2)

    @staticmethod
    def _height(lines: list[str], size: str) -> int:
        return sum(text(line, size, bold=True).get_height() + 4 for line in lines)

    def build_ui(self) -> None:
        y, cx = self.rect.bottom - 72, self.rect.centerx
        self.button((cx - 280, y, 180, 48), "Play again", self.table.play_again,
                    object_id="#primary")
        self.button((cx - 90, y, 180, 48), "Watch replay", self.watch_replay)
        self.button((cx + 100, y, 180, 48), "Menu", self.app.home)

    def back(self) -> bool:
        self.app.pop()
        return True

    def watch_replay(self) -> None:
        self.app.push(ReplayScene(self.app, self.table.match, self.table.ctx.seat))

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        panel(surface, self.rect, p)
        big = text("Game over", "title", p.accent, bold=True)
        surface.blit(big, big.get_rect(midtop=(self.rect.centerx, self.rect.y + 24)))
        y = self.rect.y + 92
        for line in self.headline_lines:
            image = text(line, "heading", p.text, bold=True)
            surface.blit(image, image.get_rect(midtop=(self.rect.centerx, y)))
            y += image.get_height() + 4
        y += 14
        for line in self.body_lines:
            image = text(line, "body", p.text_dim)
            surface.blit(image, image.get_rect(midtop=(self.rect.centerx, y)))
            y += image.get_height() + 2
