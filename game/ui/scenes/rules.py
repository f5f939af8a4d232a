"""The rules viewer: a game's rulebook (its ``rules_doc`` markdown), scrollable.

The page is laid out once (``game.ui.rulebook.page``): words, tables and the
pictures the game draws for its rulebook (``game.ui.rulebook.pictures``);
scrolling only moves the window over the placed pieces.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core.registry import GameInfo
from game.ui.rulebook.markdown import parse_markdown
from game.ui.rulebook.page import Page, lay_out
from game.ui.rulebook.pictures import picture
from game.ui.scenes.base import Scene
from game.ui.widgets import panel

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)

PROJECT_ROOT = Path(__file__).resolve().parents[3]
PANEL_WIDTH = 1000
PANEL_TOP, PANEL_HEIGHT = 100, 536
MARGIN_X, MARGIN_Y = 36, 24


def rules_path(info: GameInfo) -> Path | None:
    """Where the game's rules text lives (relative paths are from the project root)."""
    if not info.rules_doc:
        return None
    path = Path(info.rules_doc)
    return path if path.is_absolute() else PROJECT_ROOT / path


def rules_source(info: GameInfo) -> str:
    """The game's rulebook markdown, or a line saying there is none yet."""
    path = rules_path(info)
    if path is not None:
        try:
            return path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            log.warning("cannot read rules %s: %s", path, exc)
    return f"# {info.title}\n\nThere is no rules text for {info.title} yet."


class RulesScene(Scene):
    """Scrollable rules of one game (wheel, arrows, Page Up/Down, Home/End)."""

    calm = True

    def __init__(self, app: App, info: GameInfo) -> None:
        super().__init__(app)
        self.info = info
        width = min(PANEL_WIDTH, app.canvas_size[0] - 80)
        self.rect = pygame.Rect(app.canvas_size[0] // 2 - width // 2, PANEL_TOP, width,
                                PANEL_HEIGHT)
        self.window = self.rect.inflate(-2 * MARGIN_X, -2 * MARGIN_Y)
        self.scroll = 0
        self.blocks = parse_markdown(rules_source(info))
        self.page = self._lay_out()

    def _lay_out(self) -> Page:
        p = self.palette = self.app.palette
        return lay_out(self.blocks, self.window.width, p,
                       lambda name, box: picture(self.info, name, box, p))

    def build_ui(self) -> None:
        if self.palette != self.app.palette:  # the settings changed the colours
            self.page = self._lay_out()
            self.scroll = min(self.scroll, self.max_scroll)
        self.button((self.app.canvas_size[0] // 2 - 100, 656, 200, 44), "Back", self.app.pop)

    def back(self) -> bool:
        self.app.pop()
        return True

    @property
    def max_scroll(self) -> int:
        return max(0, self.page.height - self.window.height)

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y * 48
        elif event.type == pygame.KEYDOWN:
            page = self.window.height - 48
            step = {pygame.K_DOWN: 48, pygame.K_UP: -48, pygame.K_PAGEDOWN: page,
                    pygame.K_PAGEUP: -page, pygame.K_SPACE: page, pygame.K_HOME: -self.page.height,
                    pygame.K_END: self.page.height}.get(event.key, 0)
        if step:
            self.scroll = min(self.max_scroll, max(0, self.scroll + step))
            return True
        return False

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        self.title(surface, f"Rules: {self.info.title}", y=40)
        panel(surface, self.rect, p)
        self.page.blit_window(surface, self.window, self.scroll)
        if self.max_scroll:
            track = pygame.Rect(self.rect.right - 18, self.window.y, 6, self.window.height)
            pygame.draw.rect(surface, p.panel_edge, track, border_radius=3)
            share = self.window.height / self.page.height
            thumb = pygame.Rect(track.x, 0, 6, max(24, int(track.height * share)))
            thumb.y = track.y + int((track.height - thumb.height) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, p.accent, thumb, border_radius=3)
