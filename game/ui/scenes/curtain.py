"""The hot-seat curtain: hides the table until the next local player is at the screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.scenes.base import Scene
from game.ui.widgets import text

if TYPE_CHECKING:
    from game.ui.app import App


class CurtainScene(Scene):
    """"Pass the screen to <name>", lifted only by its own button (or Enter / Space, its
    keys): a stray click of the last person (a second click on the button that ended
    their turn, a click on Menu) lands on the curtain and must not show the next
    person's hand (Apocalypse mouse playtest). The button sits at the centre of the
    screen, where no button of the table is. Nothing counts in the curtain's first
    ``SETTLE`` seconds: a quick double click that ended a turn would lift it before the
    next person is there. A click elsewhere only says where to click."""

    calm = True
    SETTLE = 1.0
    SIZE = (440, 56)
    KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

    def __init__(self, app: App, seat_name: str) -> None:
        super().__init__(app)
        self.seat_name = seat_name
        self.age = 0.0  # seconds up
        self.nudged = False  # a click missed the button: say where to click
        cx, cy = app.canvas_size[0] // 2, app.canvas_size[1] // 2
        self.button_rect = pygame.Rect(0, 0, *self.SIZE)
        self.button_rect.center = (cx, cy + 12)

    def build_ui(self) -> None:
        self.button(self.button_rect, f"I am {self.seat_name}: show my screen", self.lift)

    def lift(self) -> None:
        if self.age >= self.SETTLE and self.app.top is self:
            self.app.pop()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.age += dt

    def wake_in(self) -> float | None:
        return 0.0 if self.age < self.SETTLE else None  # count the settling time

    def handle(self, event: pygame.event.Event) -> bool:
        settled = self.age >= self.SETTLE
        if event.type == pygame.KEYDOWN:
            if settled and event.key in self.KEYS:
                self.lift()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and not settled:
            return True  # too soon to be the next player's click
        if event.type == pygame.MOUSEBUTTONDOWN and not self.button_rect.collidepoint(
                self.app.mouse_pos):
            self.nudged = True
            return True
        return super().handle(event) or event.type in (pygame.MOUSEBUTTONDOWN,
                                                       pygame.MOUSEBUTTONUP)

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        cx, cy = self.button_rect.centerx, self.button_rect.top
        big = text(f"Pass the screen to {self.seat_name}", "title", p.text, bold=True)
        surface.blit(big, big.get_rect(center=(cx, cy - 48)))
        words = (f"Only {self.seat_name} may look: click the button above when you are"
                 if self.nudged else "Click the button when you are at the screen")
        small = text(words, "body", p.accent if self.nudged else p.text_dim)
        surface.blit(small, small.get_rect(center=(cx, self.button_rect.bottom + 28)))
