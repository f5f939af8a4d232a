"""Load a saved game: the saves folder's files, newest first."""

from __future__ import annotations

import logging
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core.errors import HexfoldError
from game.core.match import Match
from game.core.seats import parse_seats
from game.ui.scenes.base import Scene
from game.ui.settings import saves_dir
from game.ui.widgets import Toast, text

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)
SHOWN = 8


def open_save(app: App, path: Path) -> None:
    """Load ``path`` and sit down at its table; ``HexfoldError`` if it is not a good save."""
    from game.ui.table import TableScene

    match = Match.load(path)
    seats = parse_seats(",".join(match.seats))
    app.home()
    app.push(TableScene(app, match, seats))


class LoadScene(Scene):
    """The newest saves as buttons; a bad file shows why and stays listed."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        folder = saves_dir()
        files = sorted(folder.glob("*.json"), key=lambda f: f.stat().st_mtime, reverse=True)
        self.files = files[:SHOWN]
        self.toast: Toast | None = None

    def build_ui(self) -> None:
        x, y = self.app.canvas_size[0] // 2 - 260, 150
        for path in self.files:
            when = datetime.fromtimestamp(path.stat().st_mtime).strftime("%d %b %Y, %H:%M")
            self.button((x, y, 520, 44), f"{path.stem}   ·   {when}", partial(self.open, path))
            y += 54
        self.button((self.app.canvas_size[0] // 2 - 100, 640, 200, 44), "Back", self.app.pop)

    def open(self, path: Path) -> None:
        try:
            open_save(self.app, path)
        except (HexfoldError, ImportError, ValueError) as exc:
            log.warning("cannot load %s: %s", path, exc)
            self.toast = Toast(str(exc)[-90:], self.app.palette.bad, 4.0)

    def back(self) -> bool:
        self.app.pop()
        return True

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.toast is not None:
            self.toast.update(dt)

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        self.title(surface, "Load a game")
        if not self.files:
            words = text("No saved games yet.", "heading", p.text_dim)
            surface.blit(words, words.get_rect(center=(self.app.canvas_size[0] // 2, 320)))
        if self.toast is not None and not self.toast.done:
            self.toast.draw(surface, self.app.canvas_size[0] // 2, 580, p)
