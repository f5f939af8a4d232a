"""The app: a 1280x720 canvas, scaled into a resizable window, and a scene stack.

Every frame draws the logical canvas (``App.canvas``, always 1280x720); the
window shows it scaled to fit, keeping the aspect ratio, with letterbox bars.
When the window is exactly canvas-sized the canvas *is* the window surface
(no copy, no scaling). Mouse positions are mapped back to canvas coordinates
before any scene or pygame_gui sees an event.

Use from code and tests::

    app = App(headless=True)
    app.push(MainMenu(app))
    app.step(1 / 60, events)        # handle events, update(dt), draw: no sleeping
    app.screenshot("menu.png")      # the canvas as PNG
    app.frame_times["MainMenu"]     # seconds of update+draw per frame, per scene

``launch(fullscreen, size)`` is the desktop entry: settings, main menu,
``run()``.

At rest the app sleeps: ``run()`` draws a frame only when an event arrived,
shortly after input (``AWAKE_AFTER_INPUT``: hovers, tooltips and clicks
settle), while something moves (a ``Tween``, the dice tray: ``game.ui.motion``)
or while the top scene asks for frames (``Scene.wake_in``: bots to move,
toasts, a game scene's animation). Otherwise it only looks at the event queue
every ``REST_POLL`` seconds and draws nothing. A thread with news for the
screen (a LAN connection) calls ``App.wake()``, which posts a ``WAKE`` event.

Keys every screen shares: F11 and Alt+Enter toggle fullscreen (remembered like
the settings screen's checkbox). Closing the window asks first when a scene on
the stack has a ``leave_question()`` (a table this app hosts for others).
"""

from __future__ import annotations

import contextlib
import logging
import os
import time
from collections import defaultdict, deque
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pygame

from game.core.registry import GameInfo, all_games
from game.ui import memory, motion
from game.ui.game_scene import GameScene
from game.ui.palette import PALETTES, Palette
from game.ui.scenes.base import Scene
from game.ui.settings import Settings, load_settings, save_settings
from game.ui.sound import Sound
from game.ui.theme import gui_theme

log = logging.getLogger(__name__)

CANVAS_SIZE = (1280, 720)
FPS = 60
#: Seconds of frames after the last input, so hovers, tooltips and clicks settle.
AWAKE_AFTER_INPUT = 1.5
#: Seconds between looks at the event queue while nothing moves.
REST_POLL = 1 / 60
#: The event another thread posts (``App.wake``) when it has news for the screen.
WAKE = pygame.event.custom_type()
_MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
#: Events that change nothing on screen by themselves (they do not keep the app awake).
#: Events that are not a person's input: they keep no frames coming (``WAKE``, news from
#: another thread, draws the frames its scene asks for and no more).
_QUIET_EVENTS = frozenset({pygame.ACTIVEEVENT, pygame.WINDOWMOVED, pygame.AUDIODEVICEADDED,
                           pygame.WINDOWTAKEFOCUS, pygame.WINDOWHITTEST, WAKE})


def use_software_framebuffer() -> None:
    """Ask SDL for the window's own software framebuffer (X11 shared memory).

    Everything is drawn in software onto the canvas; by default SDL 2 on X11
    would copy each frame through an OpenGL texture instead, which loads the GL
    driver (about 100 MB more, and on a machine without a GPU a software GL
    that burns a core to present the frame). A value the player set wins.
    """
    if pygame.display.get_driver() == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def keep_on_screen(size: tuple[int, int]) -> None:
    """Move a window of ``size`` back onto the screen where part of it would be off it.
    Without a window manager nobody else does: SDL centres a 1280x720 window on a
    1600x900 screen, and grown to 1600x900 (Settings) it kept its corner, its right and
    bottom edges off the screen (session 7 playtest). A window no smaller than the
    screen goes to its top-left. ``SDL_VIDEO_WINDOW_POS``, where set, wins."""
    if os.environ.get("SDL_VIDEO_WINDOW_POS") or pygame.display.get_driver() != "x11":
        return
    screens = pygame.display.get_desktop_sizes()
    if not screens:
        return
    (x, y), (width, height) = pygame.display.get_window_position(), screens[0]
    placed = (max(0, min(x, width - size[0])), max(0, min(y, height - size[1])))
    if placed != (x, y):
        pygame.display.set_window_position(placed)


class App:
    """The window, the canvas, the settings and the scene stack."""

    def __init__(
        self,
        size: tuple[int, int] = CANVAS_SIZE,
        headless: bool = False,
        fullscreen: bool = False,
        settings: Settings | None = None,
        games: Callable[[], list[GameInfo]] = all_games,
    ) -> None:
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        memory.tune_allocator()
        pygame.display.init()
        use_software_framebuffer()
        pygame.font.init()
        pygame.display.set_caption("Hexfold")
        self.headless = headless
        self.settings = settings or load_settings()
        self.games = games
        self.canvas_size = CANVAS_SIZE
        self.scenes: list[Scene] = []
        self.scene_left = False  # a scene left the stack: collect garbage next frame
        self.mouse_pos: tuple[int, int] = (-1, -1)
        self.frame_times: dict[str, deque[float]] = defaultdict(lambda: deque(maxlen=10_000))
        self.running = True
        self.style_version = 0
        self.palette: Palette = PALETTES[self.settings.palette_name]
        self.gui_theme: dict[str, Any] = gui_theme(self.palette)
        self.sound = Sound(self.settings.volume)
        self._clock = pygame.time.Clock()
        self._last_input = time.monotonic()
        self.frames_drawn = 0
        self.moving = False  # something moved in the last frame drawn (``game.ui.motion``)
        self._scaled: pygame.Surface | None = None
        self._fullscreen = fullscreen and not headless
        self._open_window(size)

    # Window and canvas.

    def _open_window(self, size: tuple[int, int]) -> None:
        flags = pygame.FULLSCREEN if self._fullscreen else pygame.RESIZABLE
        self.window = pygame.display.set_mode((0, 0) if self._fullscreen else size, flags)
        if not self._fullscreen and not self.headless:
            keep_on_screen(size)
        self._fit()

    def _fit(self) -> None:
        """Recompute the letterbox for the window's current size."""
        self.window = pygame.display.get_surface()
        ww, wh = self.window.get_size()
        cw, ch = self.canvas_size
        self.scale = min(ww / cw, wh / ch)
        sw, sh = round(cw * self.scale), round(ch * self.scale)
        self.offset = ((ww - sw) // 2, (wh - sh) // 2)
        self._scaled = None
        if (ww, wh) == self.canvas_size:
            self.canvas = self.window
        else:
            if getattr(self, "canvas", None) is None or self.canvas is self.window:
                self.canvas = pygame.Surface(self.canvas_size).convert()
            self._scaled = pygame.Surface((sw, sh)).convert()

    def resize(self, size: tuple[int, int]) -> None:
        """Resize the window (as a player dragging its edge would)."""
        self._open_window(size)

    def set_fullscreen(self, on: bool) -> None:
        if self.headless or on == self._fullscreen:
            return
        self._fullscreen = on
        self._open_window(self.settings.window_size)

    def to_canvas(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Window pixel → canvas pixel."""
        return (int((pos[0] - self.offset[0]) / self.scale),
                int((pos[1] - self.offset[1]) / self.scale))

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Canvas pixel → window pixel (the centre of that canvas pixel)."""
        return (int((pos[0] + 0.5) * self.scale + self.offset[0]),
                int((pos[1] + 0.5) * self.scale + self.offset[1]))

    # Settings.

    def apply_settings(self, settings: Settings) -> None:
        """Adopt new settings: palette, volume, window; and remember them."""
        old = self.settings
        self.settings = settings
        self.sound.set_volume(settings.volume)
        if settings.palette_name != old.palette_name:
            self.palette = PALETTES[settings.palette_name]
            self.gui_theme = gui_theme(self.palette)
            self.style_version += 1
        if settings.fullscreen != old.fullscreen:
            self.set_fullscreen(settings.fullscreen)
        elif settings.window_size != old.window_size and not self._fullscreen:
            self.resize(settings.window_size)
        save_settings(settings)

    # The scene stack.

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.leave()
        self.scene_left = True
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        self.scenes.pop().leave()
        self.scene_left = True
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Clear the stack down to nothing, then push ``scene``."""
        while self.scenes:
            self.scenes.pop().leave()
        self.scene_left = True
        self.push(scene)

    def home(self) -> None:
        """Pop back to the bottom scene (the main menu)."""
        while len(self.scenes) > 1:
            self.pop()

    def quit(self) -> None:
        self.running = False

    def close_window(self) -> None:
        """The window's close button: quit, or ask first if a scene holds a table for
        others (``Scene.leave_question``)."""
        from game.ui.scenes.confirm import Confirm

        if isinstance(self.top, Confirm):
            return
        question = next((q for q in (s.leave_question() for s in self.scenes) if q), None)
        if question is None:
            self.quit()
        else:
            self.push(Confirm(self, question, "Quit", self.quit))

    def toggle_fullscreen(self) -> None:
        """F11 and Alt+Enter: switch fullscreen and remember it, as the settings screen does."""
        from dataclasses import replace

        self.apply_settings(replace(self.settings, fullscreen=not self.settings.fullscreen))

    def wake(self) -> None:
        """Ask for a frame soon; safe to call from any thread (posts a ``WAKE`` event)."""
        with contextlib.suppress(pygame.error):  # the display is gone: nobody to wake
            pygame.event.post(pygame.event.Event(WAKE))

    # Frames.

    def step(self, dt: float, events: Iterable[pygame.event.Event] | None = None) -> None:
        """One frame with an injected ``dt``: events (given, then queued), update, draw."""
        if self.scene_left:
            # A table left behind holds tens of MB of cached pictures in reference
            # cycles and module caches; free them at the transition rather than at some
            # later frame, so the next table does not stack on top of them (peak memory).
            self.scene_left = False
            if not any(isinstance(getattr(s, "game", None), GameScene) for s in self.scenes):
                memory.release_table_caches()
            memory.trim()
        for event in [*(events or ()), *pygame.event.get()]:
            self._dispatch(event)
        scene = self.top
        if scene is None or not self.running:
            return
        start = time.perf_counter()
        motion.moved()  # only what moves during this frame counts
        scene.update(dt)
        self._draw()
        # A scene pushed or popped by this update is drawn before its widgets had their
        # first update (pygame_gui draws them from the next): one more frame before rest.
        self.moving = motion.moved() or self.top is not scene
        self.frame_times[type(scene).__name__].append(time.perf_counter() - start)
        self._present()
        self.frames_drawn += 1

    def run(self, seconds: float | None = None) -> None:
        """The real main loop: up to 60 frames a second while anything moves, none at rest;
        ``seconds`` ends it after that long (benchmarks and tests)."""
        self._clock.tick(FPS)
        end = None if seconds is None else time.monotonic() + seconds
        while self.running and self.scenes and (end is None or time.monotonic() < end):
            if self.resting():
                time.sleep(REST_POLL)
                events = pygame.event.get()
                if not events:
                    continue
                self._clock.tick()  # the time asleep is not animation time
                self.step(1 / FPS, events)
            else:
                dt = self._clock.tick(FPS) / 1000.0
                self.step(min(dt, 0.1))

    def forget_input(self) -> None:
        """As if the player's last input were long ago (benchmarks and tests of rest)."""
        self._last_input = time.monotonic() - AWAKE_AFTER_INPUT

    def resting(self) -> bool:
        """True when no frame is needed until an event arrives (see the module's notes)."""
        scene = self.top
        if scene is None or time.monotonic() - self._last_input < AWAKE_AFTER_INPUT:
            return False
        if self.moving:
            return False
        return scene.wake_in() is None

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type not in _QUIET_EVENTS:
            self._last_input = time.monotonic()
        if event.type == pygame.QUIT:
            self.close_window()
            return
        if event.type == WAKE:
            return
        if event.type == pygame.KEYDOWN and (
                event.key == pygame.K_F11
                or (event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                    and event.mod & pygame.KMOD_ALT)):
            self.toggle_fullscreen()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._fit()
            return
        if event.type in _MOUSE_EVENTS:
            attrs = dict(event.dict)
            attrs["pos"] = self.to_canvas(event.pos)
            if "rel" in attrs:
                attrs["rel"] = (int(event.rel[0] / self.scale), int(event.rel[1] / self.scale))
            event = pygame.event.Event(event.type, attrs)
            self.mouse_pos = event.pos
        if self.top is not None:
            self.top.handle(event)

    def _draw(self, scenes: list[Scene] | None = None) -> None:
        scenes = self.scenes if scenes is None else scenes
        first = max((i for i, s in enumerate(scenes) if s.opaque), default=0)
        for scene in scenes[first:]:
            scene.draw(self.canvas)

    def draw_below(self, scene: Scene) -> None:
        """Draw the scenes under ``scene`` onto the canvas (an overlay's still), with the
        mouse nowhere, so no hover or tooltip of theirs shows under it."""
        if scene not in self.scenes:
            return
        below = self.scenes[:self.scenes.index(scene)]
        mouse, self.mouse_pos = self.mouse_pos, (-1, -1)
        try:
            if below:  # the mouse left it: its own hover state goes too
                below[-1].handle(pygame.event.Event(
                    pygame.MOUSEMOTION, pos=(-1, -1), rel=(0, 0), buttons=(0, 0, 0)))
            self._draw(below)
        finally:
            self.mouse_pos = mouse

    def _present(self) -> None:
        if self.canvas is not self.window:
            assert self._scaled is not None
            pygame.transform.smoothscale(self.canvas, self._scaled.get_size(), self._scaled)
            self.window.fill((0, 0, 0))
            self.window.blit(self._scaled, self.offset)
        pygame.display.flip()

    def screenshot(self, path: str | os.PathLike[str]) -> Path:
        """Save the canvas (what the player sees, unscaled) as a PNG."""
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.canvas, str(target))
        return target


def launch(
    fullscreen: bool | None = None,
    size: tuple[int, int] | None = None,
    startup_probe: bool = False,
) -> int:
    """Open the window with the player's settings, show the main menu, run; exit code.

    ``fullscreen`` and ``size`` override the saved settings for this run only.
    ``startup_probe`` stops after the first interactive frame (the benchmark
    times a whole process start that way).
    """
    from game.ui.scenes.menu import MainMenu

    settings = load_settings()
    app = App(
        size or settings.window_size,
        fullscreen=settings.fullscreen if fullscreen is None else fullscreen,
        settings=settings,
    )
    app.push(MainMenu(app))
    if startup_probe:
        app.step(1 / FPS)
    else:
        app.run()
    pygame.quit()
    return 0
