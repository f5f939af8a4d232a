"""Paradox Island's drawn buttons and the compass rose.

``Button`` is a drawn control (tests and clicks find it by ``name``); one
without a command is dimmed, and clicking it says why through ``why``.
``draw_controls`` draws a scene's buttons over the compass rose, with what a
move costs in actions and energy beside it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import text

COMPASS_REACH = 52
HEADING_LINE = 21  # a line of words over the buttons


@dataclass
class Button:
    """A drawn button: ``name`` is what tests and clicks use.

    A button without a ``command`` is shown dimmed; clicking it calls ``why``
    (which says why it is not allowed now) if there is one.
    """

    name: str
    rect: pygame.Rect
    label: str
    command: Callable[[], Any] | None = None
    style: str = "normal"  # normal | primary | on
    tooltip: str = ""
    icon: pygame.Surface | None = None
    why: Callable[[], Any] | None = None

    @property
    def enabled(self) -> bool:
        return self.command is not None

    def draw(self, surface: pygame.Surface, p: Palette, hover: bool) -> None:
        fill, ink = mix(p.panel, p.panel_edge, 0.35), p.text
        if self.style == "primary":
            fill, ink = p.accent, p.panel
        elif self.style == "on":
            fill = mix(p.panel, p.accent, 0.55)
        if not self.enabled:
            fill, ink = mix(p.panel, p.background, 0.5), p.text_dim
        elif hover:
            fill = mix(fill, p.text, 0.18)
        pygame.draw.rect(surface, fill, self.rect, border_radius=7)
        pygame.draw.rect(surface, p.accent if hover and self.enabled else p.panel_edge,
                         self.rect, 1 if self.style != "on" else 2, border_radius=7)
        if self.icon is not None:
            surface.blit(self.icon, self.icon.get_rect(center=self.rect.center))
            return
        size = 14 if len(self.label) > 14 or self.rect.height < 28 else 16
        words = text(self.label, size, ink, bold=self.style == "primary")
        if words.get_width() > self.rect.width - 8:
            words = text(self.label, 12, ink)
        surface.blit(words, words.get_rect(center=self.rect.center))


def draw_controls(scene: Any, surface: pygame.Surface) -> None:
    """The buttons, the compass rose under the directions, and what a move costs."""
    p = scene.palette
    buttons = scene.buttons()
    if any(b.name.startswith("dir:") for b in buttons):
        cx, cy = scene.compass_center()
        pygame.draw.circle(surface, mix(p.panel, p.accent, 0.12), (cx, cy), COMPASS_REACH + 24)
        pygame.draw.circle(surface, p.panel_edge, (cx, cy), COMPASS_REACH + 24, 1)
        pygame.draw.circle(surface, p.panel_edge, (cx, cy), 6)
    for b in buttons:
        b.draw(surface, p, b.rect.collidepoint(scene.mouse))
    if scene.of_kind("move") and not (scene.view.get("pending") or {}) \
            and not scene.bonus_fruit and scene.confirm is None:
        cost = scene.move_cost()
        x, y = scene.compass_center()
        lines = ["A move: 1 action", f"+ {cost} energy" if cost else "+ no energy",
                 f"(you have {scene.spare_energy()} to spend)"]
        for k, line in enumerate(lines):
            surface.blit(text(line, "small", p.accent if k < 2 else p.text_dim,
                              bold=k < 2), (x + COMPASS_REACH + 44, y - 70 + 19 * k))
    r = scene.controls_rect
    for k, line in enumerate(scene.controls_heading()):
        surface.blit(text(line, "small", p.accent, bold=True), (r.x, r.y + HEADING_LINE * k))
