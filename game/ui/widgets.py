"""Small drawing pieces shared by every screen, and the canvas-aware UI manager.

- ``CanvasUIManager``: a pygame_gui manager whose pointer is the app's mouse
  position on the 1280x720 canvas (not the window), so hover works when the
  window is scaled and in headless tests.
- ``panel``: a rounded panel with a soft shadow; ``text``: cached text
  surfaces; ``wrap`` and ``fit_lines``: text broken to a width; ``Toast``: a
  transient message; ``draw_tooltip``; ``tooltip_width`` and ``place_tooltip``: where
  every tooltip (the buttons' too) goes, inside the window, off the row of buttons.
- ``find_buttons``: the buttons of a manager with a given label (tests and
  benchmarks click "Play" through it).
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Hashable, Sequence
from functools import lru_cache
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIAppearanceTheme
from pygame_gui.elements import UITooltip

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

    def create_tool_tip(self, text: str, position: tuple[int, int],
                        hover_distance: tuple[int, int], parent_element: Any,
                        object_id: Any, *, wrap_width: int | None = None,
                        text_kwargs: dict[str, str] | None = None) -> UITooltip:
        """A button's tooltip at a readable width (pygame_gui's 170 px made a tall strip at
        the window's edge), beside its button and off the others (mouse playtest 4: the
        tip of "Study" covered "Reward" under it)."""
        tip = UITooltip(text, hover_distance, self, parent_element=parent_element,
                        object_id=object_id, text_kwargs=text_kwargs,
                        wrap_width=wrap_width or tooltip_width(text))
        target = getattr(parent_element, "rect", None) or pygame.Rect(position, (1, 1))
        others = [e.rect for e in self.get_sprite_group().sprites()
                  if isinstance(e, pygame_gui.elements.UIButton) and e.visible
                  and e is not parent_element]
        window = self.get_root_container().get_rect()
        tip.set_position(place_tooltip(tip.rect.size, target, position[0], window,
                                       others).topleft)
        return tip


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
    line ends in "…" (so a cut is visible, never silent), after a whole word if it can."""
    lines = wrap(words, width, size, bold)
    if len(lines) <= most:
        return lines
    f = font(size, bold)
    last = " ".join([lines[most - 1], *lines[most:]])
    while " " in last and f.size(last + "…")[0] > width:
        last = last.rsplit(" ", 1)[0]
    while last and f.size(last + "…")[0] > width:  # one word wider than the line
        last = last[:-1]
    return [*lines[:most - 1], last.rstrip(" ;,:") + "…"]


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


#: A tooltip's text wraps between these widths: never a tall thin strip, never a banner.
TIP_WIDTHS = (200, 320)


def tooltip_width(words: str, size: str | int = "small") -> int:
    """The box's width for ``words``: its one line if that is short, else wrapped at most
    320 px, never narrower than 200 px.

    >>> pygame.font.init()
    >>> tooltip_width("Pass"), tooltip_width("word " * 80)
    (200, 320)
    """
    natural = font(size).size(words)[0] + 20
    return max(TIP_WIDTHS[0], min(TIP_WIDTHS[1], natural))


def place_tooltip(size: tuple[int, int], target: pygame.Rect, pointer_x: int,
                  window: pygame.Rect, others: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a tooltip of ``size`` about ``target`` goes: under it, else over it, else to
    its right or left - the first place inside ``window`` that covers none of ``others``
    (the neighbouring buttons); if every place covers one, the first inside the window.

    >>> window = pygame.Rect(0, 0, 1280, 720)
    >>> place_tooltip((200, 40), pygame.Rect(600, 400, 290, 28), 700, window,
    ...               [pygame.Rect(600, 433, 290, 28)]).bottom  # over: "Reward" is under
    396
    >>> place_tooltip((200, 40), pygame.Rect(1180, 690, 90, 28), 1260, window).topright
    (1276, 646)
    """
    area = window.inflate(-8, -8)
    gap = 4
    w, h = size
    x = max(area.left, min(pointer_x - w // 3, area.right - w))
    y = max(area.top, min(target.centery - h // 2, area.bottom - h))
    places = [pygame.Rect(x, target.bottom + gap, w, h),
              pygame.Rect(x, target.top - gap - h, w, h),
              pygame.Rect(target.right + gap, y, w, h),
              pygame.Rect(target.left - gap - w, y, w, h)]
    inside = [r for r in places if area.contains(r)]
    for place in inside:
        if place.collidelist(others) < 0:
            return place
    return inside[0] if inside else places[0].clamp(area)


class Tip(str):
    """Tooltip words that know the control they explain and its neighbours: a game's
    ``tooltip_at`` may return one, and ``draw_tooltip`` puts it beside the control, off
    the neighbours (mouse playtest 4: the tip of "Study" covered "Reward" under it).

    >>> tip = Tip.about("Put it on a Skill", pygame.Rect(0, 0, 9, 9))
    >>> tip == "Put it on a Skill", tip.target.size
    (True, (9, 9))
    """

    target: pygame.Rect | None = None
    others: tuple[pygame.Rect, ...] = ()

    @classmethod
    def about(cls, words: str, target: pygame.Rect,
              others: Sequence[pygame.Rect] = ()) -> Tip:
        tip = cls(words)
        tip.target, tip.others = target, tuple(others)
        return tip


def draw_tooltip(surface: pygame.Surface, words: str, pos: tuple[int, int], p: Palette,
                 bounds: pygame.Rect | None = None) -> None:
    """A small tooltip box near ``pos``, inside the surface (or inside ``bounds``): under
    the pointer and to its right, flipped over it or to its left at an edge (a ``Tip``:
    beside its control, off the neighbours); its text wrapped between 200 and 320 px
    (narrower only if ``bounds`` is)."""
    area = (bounds or surface.get_rect()).inflate(-8, -8)
    lines = wrap(words, min(tooltip_width(words), area.width) - 16, "small")
    images = [text(line, "small", p.text) for line in lines]
    w = max(i.get_width() for i in images) + 16
    h = sum(i.get_height() for i in images) + 10
    box = pygame.Rect(pos[0] + 16, pos[1] + 20, w, h)
    if box.right > area.right:
        box.right = pos[0] - 8
    if box.bottom > area.bottom:
        box.bottom = pos[1] - 6
    if isinstance(words, Tip) and words.target is not None:
        box = place_tooltip(box.size, words.target, pos[0], area.inflate(8, 8), words.others)
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


TOAST_LINES = 2
#: A refused click's reason is in no log: it keeps more lines before it is cut.
REFUSAL_LINES = 6


class Toast:
    """A message that shows for long enough to read it, on a fully opaque plate of its
    own (a fading, see-through one let the log's lines show through its words and made
    both unreadable: mouse playtest 4), then goes.

    >>> Toast("Hint: Take Alpinist", (0, 0, 0)).life.duration
    3.5
    >>> round(Toast("x" * 120, (0, 0, 0)).life.duration, 1)
    9.0
    """

    def __init__(self, message: str, colour: RGB, seconds: float | None = None,
                 refusal: bool = False, moment: Hashable = None) -> None:
        self.message, self.colour = message, colour
        self.moment = moment  # the game's moment it was said in (``GameScene.moment``)
        self.most = REFUSAL_LINES if refusal else TOAST_LINES
        if seconds is None:  # a slow reader's pace: 3.5 s for a few words, up to 9 s
            seconds = min(9.0, max(3.5, 1.0 + len(message) / 15))
        self.life = Tween(1.0, 0.0, seconds, linear)

    def update(self, dt: float) -> None:
        self.life.update(dt)

    @property
    def done(self) -> bool:
        return self.life.done

    def lines(self, width: int | None) -> list[str]:
        """At most ``most`` lines: two for news (a longer message is also in the log:
        playtest 5's toasts of 4-6 lines hid it for seconds), more for a refusal."""
        return [self.message] if width is None else fit_lines(self.message, width - 36, "body",
                                                              self.most)

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
