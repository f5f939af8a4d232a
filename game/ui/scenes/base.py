"""The scene lifecycle every screen follows, and the translucent overlay kind.

A scene lives on the app's stack:

- ``enter()`` once when pushed; ``leave()`` once when removed;
- ``resume()`` when the scene above it is popped (it is on top again);
- ``handle(event) -> bool`` (consumed?), ``update(dt)``, ``draw(surface)``;
  only the top scene handles and updates; ``draw`` changes nothing.
- ``wake_in()``: when the top scene needs its next frame with no input (the
  app sleeps otherwise); a ``calm`` scene changes only on input and its own
  tweens. The default keeps drawing every frame, right for a scene that polls
  something outside pygame's event queue (a network link, a thread).
- ``back()``: what Esc does; ``leave_question()``: what to ask before the app
  quits while this scene is on the stack (None: nothing to ask).

Widgets are pygame_gui elements created in ``build_ui`` on the scene's own
manager (``self.ui``), so a scene's buttons are drawn in its own layer and
vanish with it. ``button(...)`` wires a click straight to a callback.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.ui.theme import felt
from game.ui.widgets import CanvasUIManager, text

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    """Base of every screen: owns a UI manager rebuilt when the theme changes."""

    #: False for a scene that lets the one below show through.
    opaque: ClassVar[bool] = True
    #: True for a scene that changes only on input (and tweens): the app may sleep over it.
    calm: ClassVar[bool] = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.ui: CanvasUIManager | None = None
        self._style_version = -1

    # Lifecycle.

    def enter(self) -> None:
        self._rebuild()

    def resume(self) -> None:
        if self._style_version != self.app.style_version:
            self._rebuild()

    def leave(self) -> None:
        if self.ui is not None:
            self.ui.clear_and_reset()

    def _rebuild(self) -> None:
        self.ui = CanvasUIManager(self.app.canvas_size, self.app.gui_theme,
                                  lambda: self.app.mouse_pos)
        self._style_version = self.app.style_version
        self.build_ui()
        # Widgets are drawn only once updated: a rebuild in this frame's update (the
        # menu when its games have loaded, woken by no input) would draw none, and the
        # app could rest on that picture (the playtest's menu without buttons).
        self.ui.update(0.0)

    def build_ui(self) -> None:
        """Create this scene's widgets on ``self.ui`` (override)."""

    # Frame.

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self.back()
        return self.ui is not None and self.ui.process_events(event)

    def back(self) -> bool:
        """What Esc does (override); True if it did something."""
        return False

    def wake_in(self) -> float | None:
        """Seconds until this scene needs a frame with no input: 0 for every frame, None
        for none until an event arrives (override to sleep while nothing moves)."""
        return None if self.calm else 0.0

    def leave_question(self) -> str | None:
        """What to ask before the app quits with this scene on the stack, or None."""
        return None

    def update(self, dt: float) -> None:
        if self.ui is not None:
            self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_scene(surface)
        if self.ui is not None:
            self.ui.draw_ui(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """Draw what lies under the widgets (override); the felt by default."""
        surface.blit(felt(self.app.palette, self.app.canvas_size), (0, 0))

    # Widget helpers.

    def button(self, rect: tuple[int, int, int, int], label: str, command: Callable[[], Any],
               *, tooltip: str | None = None, object_id: str | None = None,
               container: Any = None) -> pygame_gui.elements.UIButton:
        """A button that calls ``command`` when clicked."""
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect), label, self.ui, container=container, tool_tip_text=tooltip,
            object_id=object_id, command=command,
        )

    def label(self, rect: tuple[int, int, int, int], words: str, *, dim: bool = False,
              size: str = "body", tone: str = "", container: Any = None,
              ) -> pygame_gui.elements.UILabel:
        """A line of text: ``size`` is body, small, bold or heading; ``tone`` is dim, bad
        or accent (``dim=True`` is short for the dim tone)."""
        tone = "dim" if dim else tone
        return pygame_gui.elements.UILabel(
            pygame.Rect(rect), words, self.ui, container=container,
            object_id=ObjectID(object_id=f"#{tone}" if tone else None,
                               class_id=f"@{size}" if size != "body" else None),
        )

    def title(self, surface: pygame.Surface, words: str, y: int = 60) -> None:
        """A centred screen title."""
        image = text(words, "title", self.app.palette.text, bold=True)
        surface.blit(image, image.get_rect(midtop=(self.app.canvas_size[0] // 2, y)))


class Overlay(Scene):
    """A scene over a dimmed still of the screen below (taken once, on enter)."""

    dim: ClassVar[int] = 150

    def enter(self) -> None:
        self.app.draw_below(self)  # afresh: a table below draws no hover tooltip now
        still = self.app.canvas.copy()
        veil = pygame.Surface(still.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, self.dim))
        still.blit(veil, (0, 0))
        self._still = still
        super().enter()

    def draw_scene(self, surface: pygame.Surface) -> None:
        surface.blit(self._still, (0, 0))
