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
    """Scrollable rules of one game (wheel, arrows, Page Up/Down, Home/End, and the
    scroll bar: drag its thumb, or click the track to jump there)."""

    calm = True

    def __init__(self, app: App, info: GameInfo) -> None:
        super().__init__(app)
        self.info = info
        width = min(PANEL_WIDTH, app.canvas_size[0] - 80)
        self.rect = pygame.Rect(app.canvas_size[0] // 2 - width // 2, PANEL_TOP, width,
                                PANEL_HEIGHT)
        self.window = self.rect.inflate(-2 * MARGIN_X, -2 * MARGIN_Y)
        self.scroll = 0
        self.dragging: int | None = None  # where on the thumb the drag took hold
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

    def track(self) -> pygame.Rect:
        """The scroll bar's track (wide enough to grab), beside the page."""
        return pygame.Rect(self.rect.right - 24, self.window.y, 18, self.window.height)

    def thumb(self) -> pygame.Rect:
        track = self.track()
        share = self.window.height / self.page.height
        thumb = pygame.Rect(track.x, 0, track.width, max(24, int(track.height * share)))
        thumb.y = track.y + int((track.height - thumb.height) * self.scroll / self.max_scroll)
        return thumb

    def _drag_to(self, y: int) -> None:
        """Put the thumb's held point at ``y`` and scroll to match."""
        track, thumb = self.track(), self.thumb()
        room = max(1, track.height - thumb.height)
        top = y - (self.dragging or 0) - track.y
        self.scroll = round(min(1.0, max(0.0, top / room)) * self.max_scroll)

    def _scroll_bar(self, event: pygame.event.Event) -> bool:
        if not self.max_scroll:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.track().collidepoint(self.app.mouse_pos):
            thumb = self.thumb()
            y = self.app.mouse_pos[1]
            self.dragging = y - thumb.y if thumb.collidepoint(self.app.mouse_pos) \
                else thumb.height // 2
            self._drag_to(y)
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging is not None:
            self._drag_to(self.app.mouse_pos[1])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging is not None:
            self.dragging = None
            return True
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event) or self._scroll_bar(event):
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
            track, thumb = self.track(), self.thumb()
            held = self.dragging is not None or track.collidepoint(self.app.mouse_pos)
            width = 10 if held else 6  # the bar widens under the mouse: it can be grabbed
            line = pygame.Rect(track.right - 6 - width, track.y, width, track.height)
            pygame.draw.rect(surface, p.panel_edge, line, border_radius=width // 2)
            pygame.draw.rect(surface, p.accent, (line.x, thumb.y, width, thumb.height),
                             border_radius=width // 2)
