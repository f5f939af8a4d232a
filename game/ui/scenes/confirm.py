"""A question before something that cannot be taken back: leave, quit, close a table.

``Confirm(app, question, yes_label, on_yes)`` dims the screen below and asks;
the yes button pops the question, then calls ``on_yes``; "Stay" and Esc only
pop it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.scenes.base import Overlay
from game.ui.widgets import panel, text, wrap

if TYPE_CHECKING:
    from game.ui.app import App

WIDTH = 560


class Confirm(Overlay):
    """Asks ``question``; ``yes_label`` does ``on_yes``, Stay (or Esc) does nothing."""

    calm = True

    def __init__(self, app: App, question: str, yes_label: str,
                 on_yes: Callable[[], Any]) -> None:
        super().__init__(app)
        self.question, self.yes_label, self.on_yes = question, yes_label, on_yes
        self.lines = wrap(question, WIDTH - 64, "heading", bold=True)
        line_height = text("Ag", "heading", bold=True).get_height() + 4
        self.rect = pygame.Rect(0, 0, WIDTH, 36 + line_height * len(self.lines) + 28 + 48 + 32)
        self.rect.center = (app.canvas_size[0] // 2, app.canvas_size[1] // 2)

    def build_ui(self) -> None:
        top = self.rect.bottom - 80
        self.button((self.rect.centerx - 210, top, 200, 48), "Stay", self.app.pop)
        self.button((self.rect.centerx + 10, top, 200, 48), self.yes_label, self.yes,
                    object_id="#primary")

    def yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def back(self) -> bool:
        self.app.pop()
        return True

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        panel(surface, self.rect, p)
        y = self.rect.y + 36
        for line in self.lines:
            image = text(line, "heading", p.text, bold=True)
            surface.blit(image, image.get_rect(midtop=(self.rect.centerx, y)))
            y += image.get_height() + 4
