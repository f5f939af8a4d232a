"""Buttons of The Now's controls: drawn by the scene, laid out in rows, paged when long.

A ``Button`` has a ``name`` (tests and clicks find it by name: ``act:<index
in legal>`` for a legal action, or a word like ``back``), its words, and a
command; a button without a command is a heading or a note. A ``disabled``
button still answers a click (with the reason a player needs), drawn dim.
``Rows`` stacks full-width and shared rows and cuts them into pages with a
"More" button when they do not fit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import fit_lines, text

ROW = 26
GAP = 4
LABEL = 13
CARD_ROW, CARD_W = 80, 62
BOARD_ROW = 56
HEADING_LINES, HEADING_STEP = 2, 17
NOTE_LINES = 4


@dataclass
class Button:
    name: str
    rect: pygame.Rect
    label: str
    command: Callable[[], Any] | None = None
    style: str = "normal"  # normal | primary | chosen | heading | note | value
    disabled: bool = False
    nodes: tuple[int, ...] = ()  # field nodes to light while the mouse is on the button
    tip: str = ""

    def draw(self, surface: pygame.Surface, p: Palette, hover: bool) -> None:
        if self.style == "heading":
            lines = fit_lines(self.label, self.rect.width - 4, LABEL, HEADING_LINES, bold=True)
            y = self.rect.bottom - HEADING_STEP * len(lines) - 1
            for k, line in enumerate(lines):
                surface.blit(text(line, LABEL, p.text_dim, bold=True),
                             (self.rect.x + 2, y + HEADING_STEP * k))
            return
        if self.style in ("card", "board", "preview"):
            return  # the scene draws the card or the board itself
        if self.style == "value":
            size = LABEL
            while size > 10 and text(self.label, size, p.text).get_width() > self.rect.width - 4:
                size -= 1
            words = text(self.label, size, p.text)
            surface.blit(words, words.get_rect(center=self.rect.center))
            return
        if self.style == "note":
            for k, line in enumerate(fit_lines(self.label, self.rect.width - 4, 12, NOTE_LINES)):
                surface.blit(text(line, 12, p.text_dim), (self.rect.x + 2, self.rect.y + 14 * k))
            return
        fill, ink = mix(p.panel, p.panel_edge, 0.35), p.text
        if self.style == "primary":
            fill, ink = p.accent, p.panel
        elif self.style == "chosen":
            fill, ink = mix(p.accent, p.panel, 0.45), p.text
        if self.disabled:
            fill, ink = mix(p.panel, p.background, 0.45), mix(p.text_dim, p.panel, 0.3)
        elif hover:
            fill = mix(fill, p.text, 0.16)
        pygame.draw.rect(surface, fill, self.rect, border_radius=6)
        edge = p.accent if hover and not self.disabled else p.panel_edge
        pygame.draw.rect(surface, edge, self.rect, 1, border_radius=6)
        size = LABEL
        while size > 10 and text(self.label, size, ink).get_width() > self.rect.width - 10:
            size -= 1
        words = text(self.label, size, ink, bold=self.style == "primary")
        if words.get_width() > self.rect.width - 8:
            words = text(fit_lines(self.label, self.rect.width - 8, size, 1)[0], size, ink)
        surface.blit(words, words.get_rect(center=self.rect.center))


@dataclass
class Row:
    """One row: a heading, a note, or up to four buttons sharing the width."""

    height: int
    cells: list[dict[str, Any]] = field(default_factory=list)


class Rows:
    """Collects rows, then lays them out in ``rect``, paged if they overflow."""

    def __init__(self) -> None:
        self.rows: list[Row] = []
        self.pinned: list[Row] = []  # kept on every page, at the bottom (End the turn)

    def heading(self, words: str) -> None:
        self.rows.append(Row(0, [{"name": "", "label": words, "style": "heading"}]))

    def note(self, words: str) -> None:
        """A note, as tall as its words (four lines at most)."""
        self.rows.append(Row(0, [{"name": "", "label": words, "style": "note"}]))

    def space(self, height: int) -> None:
        """An empty row, ``height`` tall."""
        self.rows.append(Row(height, [{"name": "", "label": "", "style": "value"}]))

    def board(self, words: str) -> None:
        """The Tangle's betting board (style "board": the scene draws it from ``words``)."""
        self.rows.append(Row(BOARD_ROW, [{"name": "board", "label": words, "style": "board"}]))

    def preview(self, height: int, nodes: tuple[int, ...]) -> None:
        """The card being laid, large, with its links in words (style "preview": the scene
        draws it); the mouse on it lights the nodes its links face."""
        self.rows.append(Row(height, [{"name": "preview", "label": "", "style": "preview",
                                       "nodes": nodes}]))

    def cards(self, cells: list[dict[str, Any]]) -> None:
        """A row of cards (style "card": the scene draws each card in its rect)."""
        self.rows.append(Row(CARD_ROW, cells))

    def add(self, *cells: dict[str, Any], pinned: bool = False) -> None:
        """A row of buttons: each cell is ``Button``'s fields but the rect."""
        (self.pinned if pinned else self.rows).append(Row(ROW, list(cells)))

    def layout(self, rect: pygame.Rect, page: int, next_page: Callable[[], None]
               ) -> tuple[list[Button], int]:
        """Buttons of page ``page`` (wrapped) and the number of pages."""
        for row in self.rows:  # headings and notes are as tall as their words
            if row.height == 0:
                first = row.cells[0]
                if first["style"] == "heading":
                    n = len(fit_lines(first["label"], rect.width - 4, LABEL, HEADING_LINES,
                                      bold=True))
                    row.height = 1 + HEADING_STEP * n
                else:
                    n = len(fit_lines(first["label"], rect.width - 4, 12, NOTE_LINES))
                    row.height = 14 * n + 2
        room = rect.height - sum(r.height + GAP for r in self.pinned)
        pages: list[list[Row]] = [[]]
        used = 0
        more = ROW + GAP
        total = sum(r.height + GAP for r in self.rows)
        for k, row in enumerate(self.rows):
            limit = room - (more if total > room else 0)
            need = row.height + GAP
            if row.cells[0]["style"] == "heading" and k + 1 < len(self.rows):
                need += self.rows[k + 1].height + GAP  # a heading stays with its row
            if used + need > limit and pages[-1]:
                pages.append([])
                used = 0
            pages[-1].append(row)
            used += row.height + GAP
        page %= len(pages)
        rows = list(pages[page])
        if len(pages) > 1:
            rows.append(Row(ROW, [{"name": "page:next", "label":
                                   f"More… (page {page + 1} of {len(pages)})",
                                   "command": next_page}]))
        out: list[Button] = []
        y = rect.y
        for row in rows:
            y = self._place(out, row, rect, y)
        y = rect.bottom - sum(r.height + GAP for r in self.pinned)
        for row in self.pinned:
            y = self._place(out, row, rect, y)
        return out, len(pages)

    @staticmethod
    def _place(out: list[Button], row: Row, rect: pygame.Rect, y: int) -> int:
        n = len(row.cells)
        width = (rect.width - GAP * (n - 1)) // max(n, 1)
        if row.height == CARD_ROW:
            width = CARD_W
        for k, cell in enumerate(row.cells):
            box = pygame.Rect(rect.x + k * (width + GAP), y, width, row.height)
            out.append(Button(rect=box, **cell))
        return y + row.height + GAP


def cell(name: str, label: str, command: Callable[[], Any] | None, style: str = "normal",
         disabled: bool = False, nodes: tuple[int, ...] = (), tip: str = "") -> dict[str, Any]:
    """The fields of one button in a row."""
    return {"name": name, "label": label, "command": command, "style": style,
            "disabled": disabled, "nodes": nodes, "tip": tip}
