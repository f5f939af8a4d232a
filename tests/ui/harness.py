"""A headless driver for the real app: post mouse and key events, step frames, look.

Events are given in canvas coordinates and sent through the window mapping
(``App.to_window``), so tests exercise the same path a scaled window does.

With ``HEXFOLD_REAL_X=1`` (and ``DISPLAY`` naming an X server) the same tests play in
a real X11 window: events go through SDL's own queue, and every test leaves a
screenshot of the window in ``tests/_artifacts/real_x/`` (``tests/ui/test_real_x.py``).

>>> h = Harness()                       # doctest: +SKIP
>>> h.click_button("Play"); h.top       # doctest: +SKIP
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault(
    "SDL_VIDEODRIVER", "x11" if os.environ.get("HEXFOLD_REAL_X") == "1" else "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.core.match import Match
from game.core.registry import GameInfo, get_game
from game.core.seats import SeatSpec
from game.ui.app import App
from game.ui.handover import Handover
from game.ui.scenes.base import Scene
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.menu import MainMenu
from game.ui.settings import Settings
from game.ui.table import TableScene
from game.ui.widgets import find_buttons
from tests.ui.toy_scene import TOY_TABLE

#: Play in a real X11 window instead of the dummy driver (see the module's notes).
REAL_X = os.environ.get("HEXFOLD_REAL_X") == "1"
ARTIFACTS = Path(__file__).resolve().parents[1] / "_artifacts"
REAL_X_SHOTS = ARTIFACTS / "real_x"
DT = 1 / 60


def open_app(size: tuple[int, int], **kwargs: object) -> App:
    """The app for a test: headless, or in a real X11 window with ``HEXFOLD_REAL_X=1``.
    Tests click a hot-seat curtain at once: its settling time (no click counts in its
    first moments) is tested on its own in ``tests/ui/test_table.py``."""
    CurtainScene.SETTLE = 0.0
    TableScene.OPENING_CURTAIN = False  # tested on its own in tests/ui/test_table.py
    Handover.HOLD = 0.0  # the hold before a curtain, too
    app = App(size, headless=not REAL_X, **kwargs)  # type: ignore[arg-type]
    if REAL_X:
        assert pygame.display.get_driver() == "x11", "HEXFOLD_REAL_X=1 but no X11 window"
    return app


class Harness:
    """The app, headless, showing the main menu; by default the toy table is the only game."""

    def __init__(
        self, size: tuple[int, int] = (1280, 720), games: Callable[[], list[GameInfo]] | None = None
    ) -> None:
        self.app = open_app(size, games=games or (lambda: [TOY_TABLE]))
        self.app.push(MainMenu(self.app))
        self.step()

    @property
    def top(self) -> Scene:
        assert self.app.top is not None
        return self.app.top

    def step(self, frames: int = 1, dt: float = DT) -> None:
        for _ in range(frames):
            self.app.step(dt)

    def send(self, *events: pygame.event.Event) -> None:
        """One frame with these input events (through SDL's queue in a real window)."""
        if REAL_X:
            for event in events:
                pygame.event.post(event)
            self.app.step(DT)
        else:
            self.app.step(DT, list(events))

    def _mouse(self, kind: int, pos: tuple[int, int], **extra: object) -> pygame.event.Event:
        return pygame.event.Event(kind, pos=self.app.to_window(pos), **extra)

    def move(self, pos: tuple[int, int]) -> None:
        self.send(self._mouse(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0)))

    def click(self, pos: tuple[int, int]) -> None:
        """Move there, press and release the left button, let the app react."""
        self.move(pos)
        self.send(self._mouse(pygame.MOUSEBUTTONDOWN, pos, button=1))
        self.send(self._mouse(pygame.MOUSEBUTTONUP, pos, button=1))
        self.step(2)

    def button_pos(self, label: str) -> tuple[int, int]:
        ui = self.top.ui
        assert ui is not None, f"{type(self.top).__name__} has no widgets"
        found = find_buttons(ui, label)
        assert found, f"no button {label!r} on {type(self.top).__name__}"
        return found[0].rect.center

    def click_button(self, label: str) -> None:
        self.click(self.button_pos(label))

    def open_seats(self, game_id: str) -> Scene:
        """From the menu as a player goes: Play, then the game's card's own Play button;
        the scene that opens (the game's seat form)."""
        self.click_button("Play")
        card = next(rect for rect, info in self.top.cards if info.id == game_id)
        self.click((card.right - 85, card.y + 46))  # its Play button
        return self.top

    def has_button(self, label: str) -> bool:
        ui = self.top.ui
        return ui is not None and bool(find_buttons(ui, label))

    def key(self, key: int) -> None:
        self.send(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        self.step()

    def wheel(self, pos: tuple[int, int], y: int) -> None:
        self.move(pos)
        self.send(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                     precise_x=0.0, precise_y=float(y)))

    def screenshot(self, name: str) -> Path:
        if REAL_X:
            REAL_X_SHOTS.mkdir(parents=True, exist_ok=True)
            pygame.image.save(pygame.display.get_surface(), str(REAL_X_SHOTS / f"{name}.png"))
        return self.app.screenshot(ARTIFACTS / f"{name}.png")

    def close(self) -> None:
        if REAL_X:  # what the window shows at the end of the test, as X has it
            test = os.environ.get("PYTEST_CURRENT_TEST", "test").split(" ")[0]
            name = test.rsplit("/", 1)[-1].replace("::", "-").replace(".py", "")
            REAL_X_SHOTS.mkdir(parents=True, exist_ok=True)
            pygame.image.save(pygame.display.get_surface(), str(REAL_X_SHOTS / f"{name}.png"))
        self.app.reset(MainMenu(self.app))


class TableHarness(Harness):
    """The app with the installed games (silent), showing the main menu; a table's helpers."""

    def __init__(self, settings: Settings | None = None) -> None:
        self.app = open_app((1280, 720), settings=settings or Settings(volume=0.0))
        self.app.push(MainMenu(self.app))
        self.step()

    def sit(self, game_id: str, seats: list[str], seed: int, **options: str) -> TableScene:
        """A table of ``game_id`` made through the shell's API: ``seats`` like "human",
        "bot:normal"; bots play at once, nothing is autosaved."""
        info = get_game(game_id)
        match = Match(info, info.resolve_options(options), seed, seats)
        specs = [SeatSpec("bot", s.split(":")[1]) if s.startswith("bot") else SeatSpec("human")
                 for s in seats]
        table = TableScene(self.app, match, specs, autosave=False, instant_bots=True)
        self.app.push(table)
        self.step(2)
        return table

    def toast(self) -> str:
        """The newest toast's words on the topmost table ("" if none)."""
        return self.table.toasts[-1].message if self.table.toasts else ""

    @property
    def table(self) -> TableScene:
        """The topmost table on the stack (an end screen or pause may lie over it)."""
        scenes = [s for s in self.app.scenes if isinstance(s, TableScene)]
        assert scenes, "no table on the stack"
        return scenes[-1]

    def right_click(self, pos: tuple[int, int]) -> None:
        self.move(pos)
        self.send(self._mouse(pygame.MOUSEBUTTONDOWN, pos, button=3))
        self.send(self._mouse(pygame.MOUSEBUTTONUP, pos, button=3))

    def press(self, name: str) -> None:
        """Click the game scene's control ``name``, paging through a long list to find it."""
        scene = self.table.game
        for _ in range(40):
            rect = scene.button_rect(name)  # type: ignore[attr-defined]
            if rect is not None:
                self.click(rect.center)
                return
            more = scene.button_rect("page:next")  # type: ignore[attr-defined]
            assert more is not None, f"no control {name!r}"
            self.click(more.center)
        raise AssertionError(f"control {name!r} not found on any page")
