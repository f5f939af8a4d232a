"""The pause menu over the table: resume, save, rules, settings, quit to menu."""

from __future__ import annotations

import logging
from datetime import datetime
from typing import TYPE_CHECKING

import pygame

from game.ui.scenes.base import Overlay
from game.ui.settings import saves_dir
from game.ui.widgets import Toast, panel, text

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.table import TableScene

log = logging.getLogger(__name__)


class PauseScene(Overlay):
    """Esc on the table."""

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.rect = pygame.Rect(app.canvas_size[0] // 2 - 170, 150, 340, 420)
        self.toast: Toast | None = None

    def build_ui(self) -> None:
        x, y = self.rect.x + 40, self.rect.y + 80
        entries = [("Resume", self.app.pop), ("Save game", self.save), ("Rules", self.rules),
                   ("Settings", self.settings), ("Quit to menu", self.app.home)]
        for label, command in entries:
            self.button((x, y, 260, 46), label, command,
                        object_id="#primary" if label == "Resume" else "#menu")
            y += 62

    def back(self) -> bool:
        self.app.pop()
        return True

    def wake_in(self) -> float | None:
        return 0.0 if self.toast is not None else None

    def save(self) -> None:
        match = self.table.match
        stamp = datetime.now().strftime("%Y-%m-%d_%H-%M-%S")
        path = saves_dir() / f"{match.info.id}_{stamp}.json"
        try:
            self.table.save_to(path)
            self.toast = Toast(f"Saved as {path.name}", self.app.palette.good)
        except OSError as exc:
            log.warning("save to %s failed: %s", path, exc)
            self.toast = Toast(f"Could not save: {exc.strerror or exc}", self.app.palette.bad)

    def rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.table.match.info))

    def settings(self) -> None:
        from game.ui.scenes.settings_menu import SettingsScene

        self.app.push(SettingsScene(self.app))

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.toast is not None:
            self.toast.update(dt)
            if self.toast.done:
                self.toast = None

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        panel(surface, self.rect, p)
        words = text("Paused", "title", p.text, bold=True)
        surface.blit(words, words.get_rect(midtop=(self.rect.centerx, self.rect.y + 18)))
        if self.toast is not None:
            self.toast.draw(surface, self.rect.centerx, self.rect.bottom + 24, p)
