"""The password prompt of the Join screen: asks for a table's password, then joins.

The prompt dims the screen it opened over (``below``) and hands the typed
password to ``join``; it knows nothing else about joining.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.ui.scenes.base import Overlay, Scene
from game.ui.widgets import panel, text

if TYPE_CHECKING:
    from game.ui.app import App


class PasswordPrompt(Overlay):
    """Asks for a table's password, then joins with it."""

    calm = True

    def __init__(self, app: App, below: Scene, title: str, wrong: bool,
                 join: Callable[[str], None]) -> None:
        super().__init__(app)
        self.below, self.join = below, join
        self.heading = "Wrong password; try again" if wrong else f"{title} needs a password"
        self.rect = pygame.Rect(app.canvas_size[0] // 2 - 240, 230, 480, 206)

    def enter(self) -> None:
        """Dim the Join screen as it is now (its "Connecting…" cleared, its widgets laid
        out), not the last frame drawn before the host's answer."""
        if self.below.ui is not None:
            self.below.ui.update(0.0)
        self.below.draw(self.app.canvas)
        super().enter()

    def build_ui(self) -> None:
        x, y = self.rect.x + 40, self.rect.y + 86
        self.entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(x, y, 400, 42), self.ui)
        self.entry.set_text_hidden(True)
        self.entry.focus()
        self.button((x, y + 70, 190, 46), "Cancel", self.app.pop)
        self.button((x + 210, y + 70, 190, 46), "Join", self.submit, object_id="#primary")

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()
            return True
        return super().handle(event)

    def back(self) -> bool:
        self.app.pop()
        return True

    def submit(self) -> None:
        password = self.entry.get_text()
        self.app.pop()
        self.join(password)

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        panel(surface, self.rect, p)
        image = text(self.heading, "heading", p.bad if "Wrong" in self.heading else p.text,
                     bold=True)
        surface.blit(image, image.get_rect(midtop=(self.rect.centerx, self.rect.y + 22)))
        surface.blit(text("Password", "small", p.text_dim), (self.rect.x + 40, self.rect.y + 62))
