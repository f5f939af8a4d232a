"""The rules viewer: a game's ``rules_doc`` markdown, rendered simply and scrollable.

Headings (``#``), paragraphs, bullets (``-``/``*``) and numbered items; inline
markup (``**``, backticks) is shown plain. The text is laid out once into a
tall surface; scrolling only moves the window onto it.
"""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core.registry import GameInfo
from game.ui.palette import Palette
from game.ui.scenes.base import Scene
from game.ui.widgets import panel, text, wrap

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)

PROJECT_ROOT = Path(__file__).resolve().parents[3]
Block = tuple[str, str]  # (kind, text): kind is h1, h2, h3, p or li


def rules_path(info: GameInfo) -> Path | None:
    """Where the game's rules text lives (relative paths are from the project root)."""
    if not info.rules_doc:
        return None
    path = Path(info.rules_doc)
    return path if path.is_absolute() else PROJECT_ROOT / path


def parse_markdown(source: str) -> list[Block]:
    """Blocks of a simple markdown text.

    >>> parse_markdown("# Title\\n\\nSome *words*\\nmore.\\n- one")
    [('h1', 'Title'), ('p', 'Some words more.'), ('li', 'one')]
    """
    blocks: list[Block] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(("p", " ".join(paragraph)))
            paragraph.clear()

    for raw in source.splitlines():
        line = re.sub(r"\*\*|__|`|(?<!\w)\*(?!\s)|(?<!\s)\*(?!\w)", "", raw.strip())
        heading = re.match(r"(#{1,6})\s+(.*)", line)
        item = re.match(r"(?:[-*+]|\d+[.)])\s+(.*)", line)
        if not line:
            flush()
        elif heading:
            flush()
            blocks.append((f"h{min(3, len(heading.group(1)))}", heading.group(2)))
        elif item:
            flush()
            blocks.append(("li", item.group(1)))
        elif blocks and blocks[-1][0] == "li" and raw.startswith((" ", "\t")) and not paragraph:
            blocks[-1] = ("li", f"{blocks[-1][1]} {line}")
        else:
            paragraph.append(line)
    flush()
    return blocks


STYLE = {"h1": ("title", True, 18), "h2": ("heading", True, 14), "h3": ("body", True, 10),
         "p": ("body", False, 10), "li": ("body", False, 4)}


def layout_blocks(blocks: list[Block], width: int, p: Palette) -> pygame.Surface:
    """Render the blocks into one tall transparent surface ``width`` wide."""
    placed: list[tuple[pygame.Surface, int, int]] = []
    y = 0
    for kind, words in blocks:
        size, bold, gap = STYLE[kind]
        indent = 22 if kind == "li" else 0
        y += gap if placed else 0
        colour = p.accent if kind in ("h1", "h2") else p.text
        for number, line in enumerate(wrap(words, width - indent, size, bold)):
            image = text(line, size, colour, bold)
            if kind == "li" and number == 0:
                placed.append((text("•", size, p.accent), 4, y))
            placed.append((image, indent, y))
            y += image.get_height() + 2
    surface = pygame.Surface((width, max(1, y + 20)), pygame.SRCALPHA)
    for image, x, top in placed:
        surface.blit(image, (x, top))
    return surface


class RulesScene(Scene):
    """Scrollable rules of one game (wheel, arrows, Page Up/Down)."""

    calm = True

    def __init__(self, app: App, info: GameInfo) -> None:
        super().__init__(app)
        self.info = info
        self.rect = pygame.Rect(app.canvas_size[0] // 2 - 400, 110, 800, 520)
        self.scroll = 0
        path = rules_path(info)
        source = f"# {info.title}\n\nThere is no rules text for {info.title} yet."
        if path is not None:
            try:
                source = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                log.warning("cannot read rules %s: %s", path, exc)
        self.blocks = parse_markdown(source)
        self.page = layout_blocks(self.blocks, self.rect.width - 72, app.palette)

    def build_ui(self) -> None:
        self.button((self.app.canvas_size[0] // 2 - 100, 656, 200, 44), "Back", self.app.pop)

    def back(self) -> bool:
        self.app.pop()
        return True

    @property
    def max_scroll(self) -> int:
        return max(0, self.page.get_height() - (self.rect.height - 48))

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y * 48
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 48, pygame.K_UP: -48, pygame.K_PAGEDOWN: 400,
                    pygame.K_PAGEUP: -400}.get(event.key, 0)
        if step:
            self.scroll = min(self.max_scroll, max(0, self.scroll + step))
            return True
        return False

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        self.title(surface, f"Rules: {self.info.title}", y=40)
        panel(surface, self.rect, p)
        inner = self.rect.inflate(-72, -48)
        surface.blit(self.page, inner.topleft,
                     pygame.Rect(0, self.scroll, inner.width, inner.height))
        if self.max_scroll:
            track = pygame.Rect(self.rect.right - 18, inner.y, 6, inner.height)
            pygame.draw.rect(surface, p.panel_edge, track, border_radius=3)
            share = inner.height / self.page.get_height()
            thumb = pygame.Rect(track.x, 0, 6, max(24, int(track.height * share)))
            thumb.y = track.y + int((track.height - thumb.height) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, p.accent, thumb, border_radius=3)
