"""Small drawing pieces shared by every screen, and the canvas-aware UI manager.

- ``CanvasUIManager``: a pygame_gui manager whose pointer is the app's mouse
  position on the 1280x720 canvas (not the window), so hover works when the
  window is scaled and in headless tests.
- ``panel``: a rounded panel with a soft shadow; ``text``: cached text
  surfaces; ``wrap`` and ``fit_lines``: text broken to a width; ``Toast``: a
  transient message; ``draw_tooltip``.
- ``find_buttons``: the buttons of a manager with a given label (tests and
  benchmarks click "Play" through it).
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIAppearanceTheme

from game.ui.fonts import font
from game.ui.palette import RGB, Palette
from game.ui.theme import mix
from game.ui.tween import Tween, linear

PRELOAD_FONTS = [
    {"name": "noto_sans", "point_size": size, "style": style, "antialiased": "1"}
    for size, style in ((14, "regular"), (17, "regular"), (17, "bold"), (19, "bold"),
                        (20, "regular"), (24, "bold"))
]


#: The pygame_gui themes built so far, by the theme dict they were built from (at most one
#: per palette): every scene's manager shares one, with its fonts and shapes.
_THEMES: dict[int, tuple[dict[str, Any], UIAppearanceTheme]] = {}


class CanvasUIManager(pygame_gui.UIManager):
    """A UI manager reading the pointer from ``pointer()`` (canvas coordinates).

    Every scene has its own manager; they share the theme built from the same theme
    dict (a theme of its own loaded the fonts again and cost a window about 8 MB a
    scene)."""

    def __init__(self, size: tuple[int, int], theme: dict[str, Any],
                 pointer: Callable[[], tuple[int, int]]) -> None:
        self._pointer = pointer
        super().__init__(size, theme, enable_live_theme_updates=False)
        with warnings.catch_warnings():  # fonts are shared: later managers find them loaded
            warnings.simplefilter("ignore", UserWarning)
            self.preload_fonts(PRELOAD_FONTS)

    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:
        if not isinstance(theme_path, dict):
            return super().create_new_theme(theme_path)
        key = id(theme_path)
        if key not in _THEMES:
            if len(_THEMES) >= 2:  # a third palette's theme: the oldest is not in use
                del _THEMES[next(iter(_THEMES))]
            _THEMES[key] = (theme_path, super().create_new_theme(theme_path))
        return _THEMES[key][1]

    def _update_mouse_position(self) -> None:
        self.mouse_position = self._pointer()


def find_buttons(ui: pygame_gui.UIManager, label: str) -> list[pygame_gui.elements.UIButton]:
    """Visible buttons whose text is ``label`` (case-insensitive)."""
    wanted = label.casefold()
    return [
        e for e in ui.get_sprite_group().sprites()
        if isinstance(e, pygame_gui.elements.UIButton)
        and e.visible and str(e.text).casefold() == wanted
    ]


@lru_cache(maxsize=1024)
def text(words: str, size: str | int = "body", colour: RGB = (255, 255, 255),
         bold: bool = False) -> pygame.Surface:
    """A cached antialiased text surface."""
    return font(size, bold).render(words, True, colour)


def wrap(words: str, width: int, size: str | int = "body", bold: bool = False) -> list[str]:
    """Split ``words`` into lines no wider than ``width`` pixels."""
    f = font(size, bold)
    lines: list[str] = []
    line = ""
    for word in words.split():
        trial = f"{line} {word}" if line else word
        if f.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines or [""]


def fit_lines(words: str, width: int, size: str | int = "body", most: int = 2,
              bold: bool = False) -> list[str]:
    """``words`` wrapped to ``width``, at most ``most`` lines; if it runs longer, the last
    line ends in "…" (so a cut is visible, never silent)."""
    lines = wrap(words, width, size, bold)
    if len(lines) <= most:
        return lines
    f = font(size, bold)
    last = " ".join([lines[most - 1], *lines[most:]])
    while last and f.size(last + "…")[0] > width:
        last = last[:-1]
    return [*lines[:most - 1], last.rstrip() + "…"]


@lru_cache(maxsize=64)
def _panel_surface(size: tuple[int, int], fill: RGB, edge: RGB, radius: int,
                   alpha: int) -> pygame.Surface:
    w, h = size
    pad = 12
    surface = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    shadow = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(6):  # a soft shadow from stacked translucent rounded rects
        grow = 6 - i
        pygame.draw.rect(shadow, (0, 0, 0, 14),
                         pygame.Rect(pad - grow, pad - grow + 4, w + 2 * grow, h + 2 * grow),
                         border_radius=radius + grow)
    surface.blit(shadow, (0, 0))
    body = pygame.Rect(pad, pad, w, h)
    pygame.draw.rect(surface, (*fill, alpha), body, border_radius=radius)
    pygame.draw.rect(surface, (*edge, 255), body, width=1, border_radius=radius)
    top = mix(fill, (255, 255, 255), 0.08)
    pygame.draw.line(surface, (*top, alpha), (pad + radius, pad + 1),
                     (pad + w - radius, pad + 1))
    return surface


def panel(surface: pygame.Surface, rect: pygame.Rect, p: Palette, alpha: int = 255,
          radius: int = 14) -> None:
    """A rounded panel with a soft drop shadow (pre-rendered per size, cached)."""
    image = _panel_surface(rect.size, p.panel, p.panel_edge, radius, alpha)
    surface.blit(image, (rect.x - 12, rect.y - 12))


def draw_tooltip(surface: pygame.Surface, words: str, pos: tuple[int, int], p: Palette,
                 bounds: pygame.Rect | None = None) -> None:
    """A small tooltip box near ``pos``, kept inside the surface (or inside ``bounds``:
    there it goes above the pointer when there is no room below)."""
    area = (bounds or surface.get_rect()).inflate(-8, -8)
    lines = wrap(words, min(300, area.width - 16), "small")
    images = [text(line, "small", p.text) for line in lines]
    w = max(i.get_width() for i in images) + 16
    h = sum(i.get_height() for i in images) + 10
    box = pygame.Rect(pos[0] + 16, pos[1] + 20, w, h)
    if bounds is not None and box.bottom > area.bottom:
        box.bottom = pos[1] - 6
    box.clamp_ip(area)
    pygame.draw.rect(surface, mix(p.panel, (0, 0, 0), 0.3), box, border_radius=6)
    pygame.draw.rect(surface, p.panel_edge, box, width=1, border_radius=6)
    y = box.y + 5
    for image in images:
        surface.blit(image, (box.x + 8, y))
        y += image.get_height()


def with_toast(toasts: list[Toast], toast: Toast, keep: int = 3) -> list[Toast]:
    """The toasts on show after ``toast`` comes: the same words again replace the older
    copy (three "Passed for you" notices stacked said nothing the first did not), and
    only the newest ``keep`` stay.

    >>> shown = with_toast([Toast("a", (0, 0, 0)), Toast("b", (0, 0, 0))], Toast("a", (0, 0, 0)))
    >>> [t.message for t in shown]
    ['b', 'a']
    """
    return [*[t for t in toasts if t.message != toast.message][-(keep - 1):], toast]


class Toast:
    """A message that shows for long enough to read it, on a fully opaque plate of its
    own (a fading, see-through one let the log's lines show through its words and made
    both unreadable: mouse playtest 4), then goes.

    >>> Toast("Hint: Take Alpinist", (0, 0, 0)).life.duration
    3.5
    >>> round(Toast("x" * 120, (0, 0, 0)).life.duration, 1)
    9.0
    """

    def __init__(self, message: str, colour: RGB, seconds: float | None = None) -> None:
        self.message, self.colour = message, colour
        if seconds is None:  # a slow reader's pace: 3.5 s for a few words, up to 9 s
            seconds = min(9.0, max(3.5, 1.0 + len(message) / 15))
        self.life = Tween(1.0, 0.0, seconds, linear)

    def update(self, dt: float) -> None:
        self.life.update(dt)

    @property
    def done(self) -> bool:
        return self.life.done

    def lines(self, width: int | None) -> list[str]:
        return [self.message] if width is None else wrap(self.message, width - 36, "body")

    def rect(self, centre_x: int, top: int, width: int | None = None) -> pygame.Rect:
        """The plate's place when drawn centred under ``top``, wrapped to ``width``."""
        f = font("body")
        lines = self.lines(width)
        box = pygame.Rect(0, 0, max(f.size(line)[0] for line in lines) + 36,
                          f.get_linesize() * len(lines) + 16)
        box.midtop = (centre_x, top)
        return box

    def draw(self, surface: pygame.Surface, centre_x: int, top: int, p: Palette,
             width: int | None = None) -> int:
        """Draw centred under ``top``, wrapped to ``width`` if given; returns its height."""
        images = [text(line, "body", p.text) for line in self.lines(width)]
        step = images[0].get_height()
        box = self.rect(centre_x, top, width)
        pygame.draw.rect(surface, mix(p.panel, (0, 0, 0), 0.2), box, border_radius=10)
        pygame.draw.rect(surface, self.colour, box, width=2, border_radius=10)
        for k, image in enumerate(images):
            surface.blit(image, image.get_rect(midtop=(box.centerx, box.y + 8 + step * k)))
        return box.height
