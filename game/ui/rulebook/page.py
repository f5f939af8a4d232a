"""A rulebook laid out once into placed pieces: text lines, tables, rows of pictures.

``lay_out`` turns blocks (``markdown.parse_markdown``) into a ``Page``: every piece
is a surface with its place on the page, top to bottom, so the viewer blits only
the pieces in its window (and no page-tall surface is ever made).

Tables fit their columns to the page: each column gets its natural width if they
all fit; otherwise every column keeps room for its longest word and the rest of the
width goes to the columns with the most to say, whose cells wrap. The header row
is shaded, and ruled lines run between rows and columns.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.ui.fonts import font
from game.ui.palette import Palette
from game.ui.rulebook.markdown import Block, Picture
from game.ui.theme import mix
from game.ui.widgets import text, wrap

#: (type size, bold, space above) of each kind of words.
STYLE = {"h1": ("title", True, 18), "h2": ("heading", True, 16), "h3": ("body", True, 10),
         "p": ("body", False, 10), "li": ("body", False, 4), "sub": ("body", False, 2),
         "ol": ("body", False, 4)}
INDENT = 24
TABLE_SIZE = "small"
CELL_PAD = 7
PICTURE_GAP = 28
CAPTION_WIDTH = 130  # a small picture's caption may spread this wide before it wraps
LINE_GAP = 2

#: Draws a picture by name within a box.
PictureSource = Callable[[str, tuple[int, int]], pygame.Surface]


@dataclass
class Page:
    """The laid-out rulebook: pieces (surface, place) sorted by their top."""

    width: int
    pieces: list[tuple[pygame.Surface, pygame.Rect]] = field(default_factory=list)
    height: int = 0

    def put(self, image: pygame.Surface, x: int, y: int) -> pygame.Rect:
        rect = image.get_rect(topleft=(x, y))
        self.pieces.append((image, rect))
        self.height = max(self.height, rect.bottom)
        return rect

    def blit_window(self, surface: pygame.Surface, window: pygame.Rect, scroll: int) -> None:
        """Draw the part of the page from ``scroll`` down into ``window``; pieces cut by
        its edges are drawn cut."""
        view = pygame.Rect(0, scroll, window.width, window.height)
        for image, rect in self.pieces:
            if not rect.colliderect(view):
                continue
            at = (window.x + rect.x, window.y + rect.y - scroll)
            if view.contains(rect):
                surface.blit(image, at)
                continue
            seen = rect.clip(view)
            surface.blit(image, (window.x + seen.x, window.y + seen.y - scroll),
                         seen.move(-rect.x, -rect.y))


def _words(page: Page, kind: str, words: str, y: int, p: Palette) -> int:
    size, bold, _ = STYLE[kind]
    colour = p.accent if kind in ("h1", "h2") else p.text
    indent, lead = 0, ""
    if kind in ("li", "sub"):
        indent = INDENT if kind == "li" else 2 * INDENT + 6
        page.put(text("•" if kind == "li" else "\u2013", size, p.accent), indent - INDENT + 6, y)
    elif kind == "ol":
        lead, _, words = words.partition(" ")
        indent = INDENT + 6
        page.put(text(lead, size, p.accent, True), 0, y)
    for line in wrap(words, page.width - indent, size, bold):
        image = text(line, size, colour, bold)
        page.put(image, indent, y)
        y += image.get_height() + LINE_GAP
    return y


def column_widths(rows: tuple[tuple[str, ...], ...], width: int) -> list[int]:
    """Widths of a table's columns (padding included) within ``width``."""
    regular, bold = font(TABLE_SIZE), font(TABLE_SIZE, True)
    natural, least = [], []
    for c in range(len(rows[0])):
        cells = [(bold if r == 0 else regular, row[c]) for r, row in enumerate(rows)]
        natural.append(max(f.size(words)[0] for f, words in cells) + 2 * CELL_PAD)
        least.append(max(f.size(word)[0] for f, words in cells for word in words.split() or [""])
                     + 2 * CELL_PAD)
    if sum(natural) <= width:
        return natural
    spare = width - sum(least)
    wants = [n - m for n, m in zip(natural, least, strict=True)]
    if spare <= 0 or not sum(wants):
        return least
    shares = [m + spare * w // sum(wants) for m, w in zip(least, wants, strict=True)]
    shares[-1] += width - sum(shares)
    return shares


def _table(page: Page, rows: tuple[tuple[str, ...], ...], y: int, p: Palette) -> int:
    widths = column_widths(rows, page.width - 1)  # and the closing rule
    line_height = font(TABLE_SIZE).get_linesize()
    wrapped = [[wrap(cell, w - 2 * CELL_PAD, TABLE_SIZE, r == 0) for cell, w in
                zip(row, widths, strict=True)] for r, row in enumerate(rows)]
    heights = [max(len(lines) for lines in row) * line_height + 2 * CELL_PAD - 2
               for row in wrapped]
    grid = pygame.Surface((sum(widths) + 1, sum(heights) + 1), pygame.SRCALPHA)
    top = 0
    for r, height in enumerate(heights):
        band = pygame.Rect(0, top, grid.get_width(), height)
        if r == 0:
            grid.fill((*mix(p.panel, p.accent, 0.22), 255), band)
        elif r % 2 == 0:
            grid.fill((*mix(p.panel, p.text, 0.05), 255), band)
        pygame.draw.line(grid, p.panel_edge, (0, top), (grid.get_width(), top))
        top += height
    pygame.draw.line(grid, p.panel_edge, (0, top), (grid.get_width(), top))
    x = 0
    for w in widths:
        pygame.draw.line(grid, p.panel_edge, (x, 0), (x, top))
        x += w
    pygame.draw.line(grid, p.panel_edge, (x, 0), (x, top))
    page.put(grid, 0, y)
    row_top = y
    for r, row in enumerate(wrapped):
        x = 0
        for lines, w in zip(row, widths, strict=True):
            for k, line in enumerate(lines):
                image = text(line, TABLE_SIZE, p.accent if r == 0 else p.text, r == 0)
                page.put(image, x + CELL_PAD, row_top + CELL_PAD - 1 + k * line_height)
            x += w
        row_top += heights[r]
    return y + grid.get_height()


def _pictures(page: Page, pictures: tuple[Picture, ...], y: int, p: Palette,
              draw: PictureSource) -> int:
    slots = []
    for name, caption, box in pictures:
        image = draw(name, box)
        words = font("small")
        caption_width = min(CAPTION_WIDTH, words.size(caption)[0])
        longest = max((words.size(w)[0] for w in caption.split()), default=0)
        width = min(page.width, max(image.get_width(), box[0], caption_width, longest))
        lines = wrap(caption, width, "small") if caption else []
        slots.append((image, width, lines))
    row: list[tuple[pygame.Surface, int, list[str]]] = []
    for slot in slots:
        if row and sum(s[1] for s in row) + PICTURE_GAP * len(row) + slot[1] > page.width:
            y = _picture_row(page, row, y, p)
            row = []
        row.append(slot)
    return _picture_row(page, row, y, p)


def _picture_row(page: Page, row: list[tuple[pygame.Surface, int, list[str]]], y: int,
                 p: Palette) -> int:
    total = sum(s[1] for s in row) + PICTURE_GAP * (len(row) - 1)
    x = (page.width - total) // 2
    tallest = max(image.get_height() for image, _, _ in row)
    bottom = y
    for image, width, lines in row:
        page.put(image, x + (width - image.get_width()) // 2, y + tallest - image.get_height())
        line_y = y + tallest + 4
        for line in lines:
            words = text(line, "small", p.text_dim)
            page.put(words, x + (width - words.get_width()) // 2, line_y)
            line_y += words.get_height()
        bottom = max(bottom, line_y)
        x += width + PICTURE_GAP
    return bottom


def lay_out(blocks: list[Block], width: int, p: Palette, draw: PictureSource) -> Page:
    """The blocks laid out on a page ``width`` wide; ``draw`` gives each picture."""
    page = Page(width)
    y = 0
    for kind, content in blocks:
        if page.pieces:
            y += STYLE[kind][2] if kind in STYLE else 12
        if kind == "table":
            y = _table(page, content, y, p)
        elif kind == "pictures":
            y = _pictures(page, content, y, p, draw)
        else:
            y = _words(page, kind, content, y, p)
    page.height = y + 20
    return page
