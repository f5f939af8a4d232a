"""The main menu: Play, Continue, LAN play, Load game, Settings, Rules, Quit."""

from __future__ import annotations

import logging
import math
from functools import cache

import pygame

from game.core.errors import HexfoldError
from game.core.hexgrid import POINTY, Layout, hexagon
from game.ui.hexdraw import board_layer
from game.ui.palette import Palette
from game.ui.scenes.base import Scene
from game.ui.settings import autosave_path
from game.ui.theme import felt, mix
from game.ui.widgets import text

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


class MainMenu(Scene):
    """The first screen."""

    def build_ui(self) -> None:
        x, y, w, h = self.app.canvas_size[0] // 2 - 150, 268, 300, 48
        self.button((x, y, w, h), "Play", self.play, object_id="#primary")
        y += 62
        if autosave_path().is_file():
            self.button((x, y, w, h), "Continue", self.continue_game, object_id="#menu",
                        tooltip="Resume the game you were playing")
            y += 58
        entries = [("LAN play", self.lan), ("Load game", self.load_game),
                   ("Settings", self.settings), ("Rules", self.rules), ("Quit", self.app.quit)]
        for label, command in entries:
            self.button((x, y, w, h), label, command, object_id="#menu")
            y += 58

    def resume(self) -> None:
        super().resume()
        self._rebuild()  # the Continue button comes and goes with the autosave

    def draw_scene(self, surface: pygame.Surface) -> None:
        p = self.app.palette
        surface.blit(_backdrop(p, self.app.canvas_size), (0, 0))
        cx = self.app.canvas_size[0] // 2
        title = text("HEXFOLD", "huge", p.text, bold=True)
        surface.blit(title, title.get_rect(midtop=(cx, 112)))
        tagline = text("Five hex-board games on one table", "body", p.text_dim)
        surface.blit(tagline, tagline.get_rect(midtop=(cx, 196)))
        pygame.draw.line(surface, p.accent, (cx - 60, 232), (cx + 60, 232), 2)

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

    def continue_game(self) -> None:
        from game.ui.scenes.load import open_save

        try:
            open_save(self.app, autosave_path())
        except (HexfoldError, ImportError, ValueError) as exc:
            log.warning("cannot continue: %s", exc)
            autosave_path().unlink(missing_ok=True)
            self._rebuild()


