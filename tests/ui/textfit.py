"""Does every text on screen fit its box? A check any screen's test can run.

``text_misfits(app)`` looks at the screen as the app's scene stack draws it now
and returns one line per text that does not fit (empty when all is well);
``assert_text_fits(app, name)`` fails with those lines. Two kinds of text:

- **Widgets** (pygame_gui) of every scene on the stack, and of any UI manager
  a scene or its game scene keeps as an attribute (a notebook's own widgets,
  say): a label's text, measured with the widget's own font, must fit the
  label; a button's its text area; a text entry's its text area; every
  choice of a drop-down must fit where the chosen one is shown. A widget
  must also lie inside the canvas.
- **Drawn text**: every surface made by ``game.ui.widgets.text`` and blitted
  straight onto the canvas while the stack draws must lie inside the canvas
  and, if it starts inside a panel drawn with ``game.ui.widgets.panel``,
  inside that panel (text running over a panel's edge is cut off for the eye
  even where no clip cuts it). Text a scene renders into its own layers
  first is not seen here: check such text where it is laid out.

A game's screen runs its own labels through it from its test, after driving
the table to the state to look at::

    from tests.ui.textfit import assert_text_fits

    def test_my_screen_text_fits(harness):
        ...                                  # sit down, play to the busy moment
        assert_text_fits(harness.app, "my game, six players, the market open")

Headless (dummy video driver) is fine: fonts measure the same everywhere.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from game.ui import widgets
from game.ui.app import App

SLACK = 2  # pixels of a text surface's blank margin allowed past a panel's edge


class _Recorder(pygame.Surface):
    """A canvas that remembers where text surfaces and panels were blitted."""

    def __init__(self, size: tuple[int, int], texts: weakref.WeakKeyDictionary,
                 panels: weakref.WeakKeyDictionary) -> None:
        super().__init__(size)
        self.texts, self.panels = texts, panels
        self.drawn: list[tuple[str, pygame.Rect, str]] = []  # (kind, rect, words)

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        where = pygame.Rect(dest if isinstance(dest, pygame.Rect) else (*dest, 0, 0))
        where.size = source.get_size() if area is None else pygame.Rect(area).size
        if source in self.texts and area is None:
            self.drawn.append(("text", where, self.texts[source]))
        elif source in self.panels:
            self.drawn.append(("panel", where.inflate(-24, -24), ""))
        return super().blit(source, dest, area, special_flags)


@contextmanager
def _recording() -> Iterator[tuple[weakref.WeakKeyDictionary, weakref.WeakKeyDictionary]]:
    """Make ``widgets.text`` and ``widgets.panel`` register what they render."""
    texts: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
    panels: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
    real_font, real_panel = widgets.font, widgets._panel_surface

    class Font:
        def __init__(self, font: pygame.font.Font) -> None:
            self.font = font

        def render(self, words: str, *args: Any) -> pygame.Surface:
            image = self.font.render(words, *args)
            texts[image] = words
            return image

        def __getattr__(self, name: str) -> Any:  # size(), get_height()...: the real font's
            return getattr(self.font, name)

    def font(*args: Any, **kwargs: Any) -> Font:
        return Font(real_font(*args, **kwargs))

    def panel_surface(*args: Any) -> pygame.Surface:
        image = real_panel(*args)
        panels[image] = True
        return image

    widgets.text.cache_clear()
    widgets.font, widgets._panel_surface = font, panel_surface  # type: ignore[assignment]
    try:
        yield texts, panels
    finally:
        widgets.font, widgets._panel_surface = real_font, real_panel  # type: ignore[assignment]
        widgets.text.cache_clear()


def drawn_misfits(app: App) -> list[str]:
    """Drawn text outside the canvas, or running over the edge of the panel it starts in."""
    with _recording() as (texts, panels):
        canvas = _Recorder(app.canvas_size, texts, panels)
        first = max((i for i, s in enumerate(app.scenes) if s.opaque), default=0)
        for scene in app.scenes[first:]:
            scene.draw(canvas)
    bounds = canvas.get_rect()
    problems = []
    panels_so_far: list[pygame.Rect] = []
    for kind, rect, words in canvas.drawn:
        if kind == "panel":
            panels_so_far.append(rect)
            continue
        if not bounds.contains(rect):
            problems.append(f"text {words!r} at {tuple(rect)} leaves the canvas")
            continue
        home = next((p for p in reversed(panels_so_far) if p.collidepoint(rect.topleft)), None)
        if home is not None and not home.inflate(2 * SLACK, 2 * SLACK).contains(rect):
            problems.append(f"text {words!r} at {tuple(rect)} runs over its panel {tuple(home)}")
    return problems


def managers(app: App) -> list[pygame_gui.UIManager]:
    """The UI managers of the drawn scenes and of what they keep (a game scene's own)."""
    found: list[pygame_gui.UIManager] = []
    first = max((i for i, s in enumerate(app.scenes) if s.opaque), default=0)
    for scene in app.scenes[first:]:
        holders = [scene, *(v for v in vars(scene).values() if hasattr(v, "__dict__"))]
        for holder in holders:
            for value in vars(holder).values():
                if isinstance(value, pygame_gui.UIManager) and value not in found:
                    found.append(value)
    return found


def _fits(font: Any, words: str, box: pygame.Rect) -> bool:
    width, height = font.size(words)
    return width <= box.width and height <= box.height + SLACK


def widget_misfits(ui: pygame_gui.UIManager, canvas: pygame.Rect) -> list[str]:
    """Widgets whose text does not fit them, or that leave the canvas."""
    problems = []
    for element in ui.get_sprite_group().sprites():
        if not getattr(element, "visible", True) or not hasattr(element, "rect"):
            continue
        name = type(element).__name__
        if element.rect.width and not canvas.contains(element.rect):
            problems.append(f"{name} at {tuple(element.rect)} leaves the canvas")
        if isinstance(element, pygame_gui.elements.UILabel):
            if element.text and not _fits(element.font, element.text, element.rect):
                problems.append(f"label {element.text!r} needs {element.font.size(element.text)},"
                                f" has {element.rect.size}")
        elif isinstance(element, UIButton | UITextEntryLine):
            words = element.get_text() if isinstance(element, UITextEntryLine) else element.text
            shape = getattr(element, "drawable_shape", None)
            box = getattr(shape, "text_view_rect", None)
            if words and box is not None and not _fits(element.font, words, box):
                problems.append(f"{name} {words!r} needs {element.font.size(words)}, "
                                f"has {box.size}")
        elif isinstance(element, pygame_gui.elements.UIDropDownMenu):
            shown = getattr(element.current_state, "selected_option_button", None)
            box = getattr(getattr(shown, "drawable_shape", None), "text_view_rect", None)
            if shown is None or box is None:
                continue
            for choice in element.options_list:
                words = choice[0] if isinstance(choice, tuple) else str(choice)
                if not _fits(shown.font, words, box):
                    problems.append(f"drop-down choice {words!r} needs "
                                    f"{shown.font.size(words)}, has {box.size}")
    return problems


def text_misfits(app: App) -> list[str]:
    """Every text on screen now that does not fit its box (see the module's notes)."""
    canvas = pygame.Rect((0, 0), app.canvas_size)
    problems = drawn_misfits(app)
    for ui in managers(app):
        ui.update(0.0)  # lay out widgets made this frame
        problems += widget_misfits(ui, canvas)
    return problems


def assert_text_fits(app: App, where: str) -> None:
    problems = text_misfits(app)
    assert not problems, f"{where}: " + "; ".join(problems)
