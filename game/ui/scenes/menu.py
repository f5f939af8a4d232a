"""The main menu: Play, Continue, LAN play, Load game, Settings, Rules, Quit.

Continue resumes the newest autosave (each table keeps its own, so it is the
game played last) and names its game; the tagline counts the games that can
be played on screen, from the registry. Esc asks whether to quit.

Both need the registry, which imports every game (about 0.6 s): the menu
shows at once and a thread loads the games meanwhile; when they are in, the
tagline appears and Continue gains its game's name (the button's place is
known at once from the saves folder, so nothing moves under the pointer).
"""

from __future__ import annotations

import logging
import math
import threading
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core.errors import HexfoldError
from game.core.hexgrid import POINTY, Layout, hexagon
from game.ui.hexdraw import board_layer
from game.ui.palette import Palette
from game.ui.saves import AUTOSAVE_PREFIX, latest_autosave
from game.ui.scenes.base import Scene
from game.ui.settings import saves_dir
from game.ui.theme import felt, mix
from game.ui.widgets import fit_lines, text
from game.ui.words import count

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)


@cache
def _backdrop(p: Palette, size: tuple[int, int]) -> pygame.Surface:
    """The felt with a faint hex board behind the title (rendered once)."""
    surface = felt(p, size).copy()
    layout = Layout(POINTY, (34.0, 34.0), (size[0] / 2, size[1] / 2 + 10))
    rings = [h for h in hexagon(7) if math.dist(layout.to_pixel(h), layout.origin) < 470]
    layer = board_layer(size, layout, rings, mix(p.background, p.text, 0.05),
                        mix(p.background, p.text, 0.11), edge_width=1.2)
    surface.blit(layer, (0, 0))
    return surface


def tagline(playable: int) -> str:
    """The line under the title, counting the games one can play.

    >>> tagline(3), tagline(1), tagline(12)
    ('Three hex-board games on one table', 'One hex-board game on one table', \
'12 hex-board games on one table')
    """
    return f"{count(playable, 'hex-board game', spelled=True)} on one table"


class MainMenu(Scene):
    """The first screen."""

    calm = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.unloadable: set[Path] = set()  # autosaves Continue failed to open this run
        self.message = ""
        self.playable: int | None = None  # games with a screen, once the registry is in
        self.games_loaded = threading.Event()
        self._shown_loaded = False

    def enter(self) -> None:
        super().enter()
        threading.Thread(target=self._load_games, name="hexfold-games", daemon=True).start()

    def _load_games(self) -> None:
        try:
            self.playable = sum(1 for info in self.app.games() if info.scene)
        except Exception:  # the main thread meets the same error when it needs the games
            log.exception("loading the games failed")
        finally:
            self.games_loaded.set()
            self.app.wake()

    def build_ui(self) -> None:
        x, y, w, h = self.app.canvas_size[0] // 2 - 150, 268, 300, 48
        self.button((x, y, w, h), "Play", self.play, object_id="#primary")
        y += 62
        if self.games_loaded.is_set():
            latest = latest_autosave(skip=self.unloadable)
            label = f"Continue: {latest.title}" if latest else ""
            tip = f"Resume {latest.title}: {latest.details()}" if latest else None
        else:  # the games are loading: the newest autosave's name only comes with them
            files = [f for f in saves_dir().glob(f"{AUTOSAVE_PREFIX}*.json")
                     if f not in self.unloadable]
            latest, label, tip = None, "Continue" if files else "", "Resume your last game"
        self.resumable = latest
        if label:
            self.button((x, y, w, h), label, self.continue_game, object_id="#menu",
                        tooltip=tip)
            y += 58
        entries = [("LAN play", self.lan), ("Load game", self.load_game),
                   ("Settings", self.settings), ("Rules", self.rules), ("Quit", self.app.quit)]
        for label, command in entries:
            self.button((x, y, w, h), label, command, object_id="#menu")
            y += 58

    def resume(self) -> None:
        super().resume()
        self._rebuild()  # the Continue button comes and goes with the autosave

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.games_loaded.is_set() and not self._shown_loaded:
            self._shown_loaded = True
            self._rebuild()  # Continue names its game

    def draw_scene(self, surface: pygame.Surface) -> None:
        p = self.app.palette
        surface.blit(_backdrop(p, self.app.canvas_size), (0, 0))
        cx = self.app.canvas_size[0] // 2
        title = text("HEXFOLD", "huge", p.text, bold=True)
        surface.blit(title, title.get_rect(midtop=(cx, 112)))
        if self.playable is not None:
            words = text(tagline(self.playable), "body", p.text_dim)
            surface.blit(words, words.get_rect(midtop=(cx, 196)))
        pygame.draw.line(surface, p.accent, (cx - 60, 232), (cx + 60, 232), 2)
        for number, line in enumerate(fit_lines(self.message, 900, "small", 2)):
            image = text(line, "small", p.bad)
            surface.blit(image, image.get_rect(midtop=(cx, 680 + 19 * number)))

    def play(self) -> None:
        from game.ui.scenes.choose import ChooseGame

        self.app.push(ChooseGame(self.app, "play"))

    def lan(self) -> None:
        from game.ui.scenes.lan_join import LanJoin

        self.app.push(LanJoin(self.app))

    def rules(self) -> None:
        from game.ui.scenes.choose import ChooseGame

        self.app.push(ChooseGame(self.app, "rules"))

    def settings(self) -> None:
        from game.ui.scenes.settings_menu import SettingsScene

        self.app.push(SettingsScene(self.app))

    def load_game(self) -> None:
        from game.ui.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def back(self) -> bool:
        from game.ui.scenes.confirm import Confirm

        self.app.push(Confirm(self.app, "Quit Hexfold?", "Quit", self.app.quit))
        return True

    def continue_game(self) -> None:
        """Sit down at the newest autosave's table; if it will not load, say why (the file
        stays, listed in Load) and offer the one before."""
        from game.ui.scenes.load import open_save

        self.games_loaded.wait()
        self.resumable = self.resumable or latest_autosave(skip=self.unloadable)
        if self.resumable is None:
            self._rebuild()
            return
        path = self.resumable.path
        try:
            open_save(self.app, path)
        except (HexfoldError, ImportError, ValueError) as exc:
            log.warning("cannot continue %s: %s", path, exc)
            self.unloadable.add(path)
            self.message = f"Could not continue {self.resumable.title}: {exc}"
            self.app.sound.play("error")
            self._rebuild()


