"""The game log panel: lines of text, newest at the bottom, scrollable with the wheel.

Scrolled up, the panel keeps the reader's place and says how many lines are newer
("12 newer"): a click on that badge goes back to the newest, and so does a line of
the reader's own step (``add(..., jump=True)``): what they just did is never hidden.

A game's log line may be a ``LogLine``: a string that also knows what hovering the
things it names shows (a card's name: the card's text). The panel underlines a
name under the mouse and shows its tooltip inside the panel, above the pointer.
"""

from __future__ import annotations

import pygame

from game.ui.palette import Palette
from game.ui.widgets import draw_tooltip, text, wrap

LINE_HEIGHT = 20


class LogLine(str):
    """A log line (a plain ``str`` to whoever passes it on) with a tooltip for some of
    the words in it: ``tips`` maps a name the line shows to what hovering it shows."""

    tips: dict[str, str]

    def __new__(cls, words: str, tips: dict[str, str] | None = None) -> LogLine:
        line = super().__new__(cls, words)
        line.tips = {name: tip for name, tip in (tips or {}).items() if name and name in words}
        return line


class LogPanel:
    """Log lines wrapped to the panel's width; wheel scrolls, new lines stick to the bottom."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.lines: list[str] = []
        self.tips: list[dict[str, str]] = []  # per wrapped line: the names in it with a tooltip
        self.scroll = 0  # lines scrolled up from the bottom
        self.mouse: tuple[int, int] = (-1, -1)

    @property
    def visible_count(self) -> int:
        return max(1, (self.rect.height - 8) // LINE_HEIGHT)

    def set_entries(self, entries: list[str]) -> None:
        """Replace the whole log (after undo, a seat change or a replay jump)."""
        self.lines = []
        self.tips = []
        self.scroll = 0
        for entry in entries:
            self.add(entry)

    def add(self, entry: str, jump: bool = False) -> None:
        """One more entry at the bottom; ``jump``: show the newest lines again."""
        wrapped = wrap(entry, self.rect.width - 24, "small")
        self.lines.extend([wrapped[0], *("   " + w for w in wrapped[1:])])
        tips = getattr(entry, "tips", {})
        self.tips.extend({name: tip for name, tip in tips.items() if name in row}
                         for row in wrapped)  # a name split by the wrap has no tooltip
        if jump:
            self.scroll = 0
        elif self.scroll:
            self.scroll += len(wrapped)  # keep the reader's place while scrolled up

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = mouse
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse):
            most = max(0, len(self.lines) - self.visible_count)
            self.scroll = min(most, max(0, self.scroll + event.y * 3))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.badge_rect().collidepoint(mouse):
            self.scroll = 0  # the badge: back to the newest
            return True
        return False

    def badge_rect(self) -> pygame.Rect:
        """Where the "N newer" badge is drawn, arrow and all (empty at the bottom)."""
        if not self.scroll:
            return pygame.Rect(0, 0, 0, 0)
        hint = text(f"{self.scroll} newer", "small").get_rect(
            bottomright=(self.rect.right - 8, self.rect.bottom - 4))
        return hint.inflate(8, 6).union(pygame.Rect(hint.x - 20, hint.y, 20, hint.height))

    def shown(self) -> list[tuple[str, int]]:
        """The lines on show with the top of each; scrolled up, the bottom row is kept for
        the "N newer" badge, so it never covers a line."""
        end = len(self.lines) - self.scroll
        badge = LINE_HEIGHT if self.scroll else 0
        lines = self.lines[max(0, end - self.visible_count + (1 if badge else 0)):end]
        top = self.rect.bottom - 6 - badge - LINE_HEIGHT * len(lines)
        return [(line, top + LINE_HEIGHT * n) for n, line in enumerate(lines)]

    def hovered(self, pos: tuple[int, int]) -> tuple[pygame.Rect, str] | None:
        """The name under ``pos`` that has a tooltip: where it is drawn, and the tooltip."""
        if not self.rect.collidepoint(pos):
            return None
        shown = self.shown()
        first = len(self.lines) - self.scroll - len(shown)
        for number, (line, y) in enumerate(shown):
            if not y <= pos[1] < y + LINE_HEIGHT:
                continue
            tips = self.tips[first + number]
            for name, tip in tips.items():
                x = self.rect.x + 12 + text(line[:line.index(name)], "small").get_width()
                box = pygame.Rect(x, y, text(name, "small").get_width(), LINE_HEIGHT)
                if box.collidepoint(pos):
                    return box, tip
        return None

    def draw(self, surface: pygame.Surface, p: Palette) -> None:
        pygame.draw.rect(surface, tuple(max(0, c - 10) for c in p.panel), self.rect,
                         border_radius=8)
        shown = self.shown()
        for number, (line, y) in enumerate(shown):
            newest = self.scroll == 0 and number == len(shown) - 1
            image = text(line, "small", p.text if newest else p.text_dim)
            surface.blit(image, (self.rect.x + 12, y))
        if self.scroll:
            hint = text(f"{self.scroll} newer", "small", p.accent)  # the font has no arrow
            box = hint.get_rect(bottomright=(self.rect.right - 8, self.rect.bottom - 4))
            surface.blit(hint, box)
            x, y = box.x - 12, box.centery  # a small arrow pointing down, drawn
            pygame.draw.polygon(surface, p.accent, [(x - 4, y - 3), (x + 4, y - 3), (x, y + 3)])
        if not self.lines:
            empty = text("Nothing has happened yet.", "small", p.text_dim)
            surface.blit(empty, (self.rect.x + 12, self.rect.y + 10))
        hover = self.hovered(self.mouse)
        if hover is not None:
            box, tip = hover
            y = box.bottom - 2
            pygame.draw.line(surface, p.accent, (box.x, y), (box.right, y))  # the name hovered
            draw_tooltip(surface, tip, self.mouse, p, bounds=self.rect)
