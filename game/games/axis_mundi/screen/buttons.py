"""The control panel's buttons: drawn, labelled in one or two lines, split into pages.

A button is named (``act:<index in legal>``, ``group:draw_five``, ``back``,
``page:next``); a ``header`` row is a line of words (a heading or a note), not a
control. ``pages`` splits rows that do not fit the panel into pages.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import fit_lines, text, wrap

ROW, STEP = 28, 32  # a one-line button's height, and the step to the next
TALL = 42  # a button whose label takes two lines
LABEL = 13  # the label's type size (12 if it runs long)


@dataclass
class Button:
    """A drawn button: ``name`` is what tests and clicks use."""

    name: str
    rect: pygame.Rect
    label: str
    command: Callable[[], Any] | None = None
    style: str = "normal"  # normal | primary | header
    tip: str = ""  # its tooltip: what the click does and costs

    def draw(self, surface: pygame.Surface, p: Palette, hover: bool) -> None:
        size, lines = label_lines(self.label, self.rect.width - 12)
        if self.style == "header":
            y = self.rect.centery - len(lines) * (size + 4) // 2
            for line in lines:
                surface.blit(text(line, size, p.text_dim), (self.rect.x + 2, y))
                y += size + 4
            return
        fill, ink = mix(p.panel, p.panel_edge, 0.35), p.text
        if self.style == "primary":
            fill, ink = p.accent, p.panel
        if self.command is None:
            fill, ink = mix(p.panel, p.background, 0.5), p.text_dim
        elif hover:
            fill = mix(fill, p.text, 0.18)
        pygame.draw.rect(surface, fill, self.rect, border_radius=6)
        pygame.draw.rect(surface, p.accent if hover and self.command else p.panel_edge,
                         self.rect, 1, border_radius=6)
        images = [text(line, size, ink, bold=self.style == "primary") for line in lines]
        y = self.rect.centery - sum(i.get_height() for i in images) // 2
        for image in images:
            surface.blit(image, image.get_rect(midtop=(self.rect.centerx, y)))
            y += image.get_height()


def label_lines(label: str, width: int) -> tuple[int, list[str]]:
    """A button label's type size and lines: one line if it fits, else two (smaller)."""
    for size, most in ((LABEL, 1), (LABEL - 1, 1), (LABEL - 1, 2), (LABEL - 2, 2)):
        lines = wrap(label, width, size)
        if len(lines) <= most and all(text(line, size).get_width() <= width for line in lines):
            return size, lines
    return LABEL - 2, fit_lines(label, width, LABEL - 2, 2)


def row_height(label: str, width: int) -> int:
    return ROW if len(label_lines(label, width)[1]) == 1 else TALL


def pages(heights: list[int], room: int) -> list[list[int]]:
    """Rows (by index) split into pages that fit ``room`` pixels of height."""
    out: list[list[int]] = [[]]
    used = 0
    for k, height in enumerate(heights):
        if out[-1] and used + height > room:
            out.append([])
            used = 0
        out[-1].append(k)
        used += height + STEP - ROW
    return out
