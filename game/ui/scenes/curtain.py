"""The hot-seat curtain: hides the table until the next local player is at the screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.scenes.base import Scene
from game.ui.widgets import text

if TYPE_CHECKING:
    from game.ui.app import App


class CurtainScene(Scene):
    """"Pass the screen to <name>"; a click (pressed and released on the curtain) or a
    key lifts it. The release of the click that ended the last player's turn arrives
    after the curtain went up: it must not lift it, or the next player's secrets would
    show to the last one. Nor does a click in its first ``SETTLE`` seconds: a quick
    double click that ended a turn would lift it before the next player is there."""

    calm = True
    SETTLE = 0.6

    def __init__(self, app: App, seat_name: str) -> None:
        super().__init__(app)
        self.seat_name = seat_name
        self.pressed = False  # a button went down on the curtain itself
        self.age = 0.0  # seconds up

    def update(self, dt: float) -> None:
        super().update(dt)
        self.age += dt

    def wake_in(self) -> float | None:
        return 0.0 if self.age < self.SETTLE else None  # count the settling time

    def handle(self, event: pygame.event.Event) -> bool:
        if self.age < self.SETTLE and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            return True  # too soon to be the next player's click
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed = True
            return True
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONUP and self.pressed):
            self.app.pop()
            return True
        return event.type == pygame.MOUSEBUTTONUP

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        cx, cy = self.app.canvas_size[0] // 2, self.app.canvas_size[1] // 2
        big = text(f"Pass the screen to {self.seat_name}", "title", p.text, bold=True)
        surface.blit(big, big.get_rect(center=(cx, cy - 20)))
        small = text("Click when you are ready", "body", p.text_dim)
        surface.blit(small, small.get_rect(center=(cx, cy + 36)))
